"""Reset to the displays' first write (issue 33 item 8: at most 150 ms on the Pico; 263 ms
when main.py was the whole boot, compiled from source on every power-on, and imported the
self-test and the buttons before the first write). main.py's own boot on the stub machine
(host_tools/main_boot.py): the first write comes before the self-test's and the buttons'
modules are imported, and main.py, which the board compiles, holds no code of its own. The
figure is `sideline bench --uf2`'s."""

import ast
import sys

from host_tools.emulator.main_boot import FIRMWARE, Boot, flash_folder

LATER = (
    "drivers.boot",
    "sideline.selftest",
    "drivers.buttons",
    "sideline.ticks",
    "drivers.runner",
    "sideline.app",
)


def test_the_displays_are_written_before_the_self_test_and_buttons_are_imported(tmp_path):
    root = flash_folder(tmp_path)
    b = Boot(root, run_ms=1200)
    seen = []
    for chip in b.chips.values():
        write = chip.write

        def first(data, write=write):
            if not seen:
                seen.append([m for m in LATER if m in sys.modules])
            return write(data)

        chip.write = first
    before = {m: sys.modules.pop(m) for m in LATER if m in sys.modules}
    try:
        b.run()
    finally:
        sys.modules.update(before)
    assert b.crash is None, b.crash
    assert seen == [[]]
    assert any(c.lit for c in b.chips.values())


def test_main_py_only_hands_over_to_compiled_code():
    tree = ast.parse((FIRMWARE / "main.py").read_text())
    assert len(tree.body) <= 2
    assert not [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef))]
