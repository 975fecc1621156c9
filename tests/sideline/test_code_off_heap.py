"""Issue 33: on a stock Pico the firmware's code is on the heap, and a coach game after NEW
GAME with 48 KB held from power-on needs all of it. The boot's own code (the wiring file's
checker, the self-test's screens) leaves once the self-test is over: main.py's own boot on
the stub machine (host_tools/emulator/main_boot.py) runs past the self-test, and the modules it
imported for it are gone from sys.modules then, the game's table still there and drawing.
The card caller is imported at its first call: a CFS game without one never loads it."""

import builtins
import subprocess
import sys

from host_tools.emulator import virtual_machine as fake_machine
from host_tools.emulator.main_boot import Boot, flash_folder

BOOT_ONLY = ("sideline.selftest", "sideline.config")
WATCHED = BOOT_ONLY + ("games.cfs.box",)


class _Watch(Boot):
    """main.py's boot, noting which modules are imported at the given moments (ms)."""

    def __init__(self, root, at):
        super().__init__(root, run_ms=max(at) + 10)
        self.at = sorted(at)
        self.seen = {}

    def _time(self):
        t = super()._time()
        sleep = t.sleep_ms

        def sleep_ms(ms):
            for when in self.at:
                if when not in self.seen and self.now + ms >= when:
                    self.seen[when] = [m for m in WATCHED if m in sys.modules]
            sleep(ms)

        t.sleep_ms = sleep_ms
        return t


def test_the_boots_own_modules_leave_once_the_self_test_is_over(tmp_path):
    w = _Watch(flash_folder(tmp_path), at=(300, 9000)).run()
    assert w.crash is None, w.crash
    during, after = w.seen[300], w.seen[9000]
    assert set(BOOT_ONLY) <= set(during), during  # the lamp test is on: they are in use
    assert after == ["games.cfs.box"], after
    assert w.text_line().strip(), "the game draws nothing after the self-test"


GAME_WITHOUT_CARDS = """
import sys
sys.path[:0] = ["firmware"]
from host_tools.emulator.virtual_box import VirtualBox
box = VirtualBox(game="cfs")
for _ in range(30):
    box.press("ROLL")
    box.advance(2000)
cards = "games.cfs.callers.cardcaller" in sys.modules
print(box.runner.errors, len(box.app.record["actions"]), cards)
"""


def test_a_cfs_game_without_a_card_caller_never_imports_it():
    # A process of its own: the test session has imported the card caller long before.
    out = subprocess.run(
        [sys.executable, "-c", GAME_WITHOUT_CARDS], capture_output=True, text=True, check=True
    ).stdout.split()
    errors, actions, imported = out[-3:]
    assert errors == "0" and int(actions) > 0, out  # the game went on
    assert imported == "False", out


PINS = {"MODE": 8, "OK": 9, "DOWN": 11}
# The self-test's end, setup (play, manual, dice, setup), NEW GAME asked and answered.
NEW_GAME_PRESSES = ["OK", "MODE", "MODE", "MODE", "DOWN", "OK", "OK"]


class _Presses(Boot):
    """main.py's boot into a saved coach game, then NEW GAME by its buttons; notes whether
    the coach's code is imported each time a team sheet's file is opened."""

    def __init__(self, root):
        super().__init__(root, run_ms=3000 + 1000 * len(NEW_GAME_PRESSES) + 3000)
        self.sheet_opens = []  # (file, the coach's module imported then)

    def _time(self):
        t = super()._time()
        sleep = t.sleep_ms

        def sleep_ms(ms):
            was = self.now
            sleep(ms)
            for i, name in enumerate(NEW_GAME_PRESSES):
                at = 3000 + 1000 * i
                for edge, level in ((at, 0), (at + 80, 1)):
                    if was < edge <= self.now:
                        fake_machine.Pin.get(PINS[name]).drive(level)

        t.sleep_ms = sleep_ms
        return t

    def run(self):
        real_open = builtins.open

        def watched(path, *a, **kw):
            if str(path).startswith("teams/") and str(path).endswith(".json"):
                self.sheet_opens.append((str(path), "games.cfs.coach" in sys.modules))
            return real_open(path, *a, **kw)

        builtins.open = watched
        try:
            return super().run()
        finally:
            builtins.open = real_open


def test_new_game_drops_the_coachs_code_before_the_first_new_sheet_is_read(tmp_path):
    from drivers.storage import file_storage
    from games.cfs.callers import solitaire
    from host_tools.emulator.virtual_box import VirtualBox

    box = VirtualBox(game="cfs")
    box.app.settings["callers"] = {"home": "coach", "away": "coach"}
    box.app.new_game()
    root = flash_folder(tmp_path)
    file_storage(str(root) + "/").save(box.app.save_parts())
    kept = solitaire._COACH[0]
    solitaire._COACH[0] = None  # the board's coach: imported at its warm-up
    try:
        b = _Presses(root).run()
        warmed = solitaire._COACH[0] is not None
    finally:
        solitaire._COACH[0] = kept
    assert b.crash is None, b.crash
    assert b.text_line().strip() == "KICKOFF", b.text_line()  # the new game under way
    # The catalogue's four at boot, the saved game's two, then NEW GAME's two.
    assert len(b.sheet_opens) == 8 and warmed, b.sheet_opens
    assert [coach for _, coach in b.sheet_opens[6:]] == [False, False], b.sheet_opens
