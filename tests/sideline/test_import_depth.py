"""How deep the firmware's imports nest. MicroPython runs a module's imports inside its own
import, on the C stack: the MicroPython VM of tests/host_tools/checks/test_budgets.py stopped with
"maximum recursion depth exceeded" at nine nested imports when the College Football Saturday modules
were first split (issue 13). The nesting is read here from the sources, as MicroPython would
meet it (module-level imports in order, a module already loaded costing nothing), and held to
what it was before the split, which the VM and the Pico run."""

import ast
from pathlib import Path

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware"

# The device's imports (firmware/main.py's, in its order), then the chosen game's table,
# which the app imports when it starts the game: for College Football Saturday its deepest
# chain was 6 modules (games.cfs.box -> calling -> callers -> game -> kicking -> play)
# before the split.
DEVICE = ("drivers.runner", "drivers.storage", "sideline.app", "sideline.resume")
TABLE_MAX = 6
# The coach is imported at its first call, in the middle of a button press: 2 before the
# split (games.cfs.coach -> games.cfs.rules.odds); its parts are loaded leaf first to keep it at 3.
# Its door is games.cfs.coach.caller since the coach has a folder of its own.
COACH_MAX = 3


def _file(module):
    base = FIRMWARE / module.replace(".", "/")
    for p in (base.with_suffix(".py"), base / "__init__.py"):
        if p.exists():
            return p
    return None


def _imports(module):
    # The firmware modules a module imports at its top level, in order ("from a import b"
    # imports a, then a.b when b is a module).
    out = []
    for node in ast.parse(_file(module).read_text()).body:
        if isinstance(node, ast.Import):
            out.extend(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.append(node.module)
            out.extend(
                node.module + "." + a.name for a in node.names if _file(node.module + "." + a.name)
            )
    return out


def deepest(entries, loaded):
    """The longest chain of nested imports when entries are imported in turn, given the
    modules already loaded (updated in place)."""
    best = []

    def load(module, chain):
        nonlocal best
        parts = module.split(".")
        for i in range(1, len(parts) + 1):
            m = ".".join(parts[:i])
            if m in loaded or _file(m) is None:
                continue
            loaded.add(m)
            here = chain + [m]
            if len(here) > len(best):
                best = here
            for sub in _imports(m):
                load(sub, here)

    for e in entries:
        load(e, [])
    return best


def test_the_game_tables_imports_nest_no_deeper_than_before():
    loaded = set()
    deepest(DEVICE, loaded)
    chain = deepest(("games.cfs.box",), loaded)
    assert len(chain) <= TABLE_MAX, " -> ".join(chain)


def test_the_coachs_first_call_nests_its_imports_no_deeper_than_three():
    loaded = set()
    deepest(DEVICE + ("games.cfs.box",), loaded)
    chain = deepest(("games.cfs.coach.caller",), loaded)
    assert len(chain) <= COACH_MAX, " -> ".join(chain)


def test_the_reading_follows_imports_in_order_and_skips_what_is_loaded():
    # game imports calls first, and calls the sheet's parts: the first chain of three found
    # ends at the parts' folder, whose __init__ runs before them, at the same depth (MicroPython
    # imports a dotted name's packages one after the other, not one inside the other).
    assert deepest(("games.cfs.rules.game",), set()) == [
        "games.cfs.rules.game",
        "games.cfs.rules.calls",
        "games.cfs.sheet",
    ]
    loaded = set()
    deepest(("games.cfs.rules.calls",), loaded)
    assert "games.cfs.sheet.parts" in loaded
    assert deepest(("games.cfs.rules.game",), loaded)[:2] == [
        "games.cfs.rules.game",
        "games.cfs.rules.kicking",
    ]
