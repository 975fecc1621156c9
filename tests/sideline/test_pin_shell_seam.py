"""The shell (firmware/sideline/shell.py) pinned at its promises (issue #18's mutation score):
setup's 8-character line, the shell's state at the start (boardgame.io's ctx), the buttons'
meanings (a short UNDO or CLOCK acts on release, a long one means redo or the game's hold),
MODE's cycle, setup (GAME, BRT, the game's items, NEW GAME), NEW GAME's question and the old
game UNDO brings back, the save's framing and timing (a save names its game and format,
every 10 s while only the clock runs), and the brightness cap (the wiring file's, else
config.SAFE_BRIGHTNESS = 7). The game under the shell is a toy that records what the shell
asks of it (games/README.md, "The table": the shell calls these and nothing else)."""

import json

import pytest

from sideline import shell
from sideline.shell import ALL_DIRTY, LONG, PRESS, RELEASE, REPEAT, ROLES, Shell, setup_line


class Toy(Shell):
    ID = "toy"
    VERSION = 3
    MODES = ("play", "dice", "setup")

    def __init__(self, now=0, roles=None, messages=None, games=None, slugs=("a", "b")):
        self.shell_init(now, 1, roles, messages, games)
        self.slugs = list(slugs)
        self.catalog = {s: s.upper() for s in slugs}
        self.settings = {"home": self.slugs[0], "away": self.slugs[-1], "brightness": 5, "q": 1}
        self.calls = []
        self.restorable = True
        self.running = False
        self.n = 0
        self.quiets = []

    # the game's part
    def state(self):
        return {"n": self.n, "log": list(range(self.n))}

    def new_game(self):
        self.calls.append("new_game")
        self.n = 0

    def restore(self, payload):
        self.calls.append(("restore", payload))
        return self.restorable

    def forget_history(self):
        self.calls.append("forget_history")

    def undo(self):
        self.calls.append("undo")

    def redo(self):
        self.calls.append("redo")

    def setup_items(self):
        return [("QTR", str(self.settings["q"])), ("BRT", str(self.settings["brightness"]))]

    def setup_change(self, label, step, now):
        self.calls.append(("setup_change", label, step, now))

    def render(self, role):
        return "r:" + role

    def tick(self, now):
        return 0

    def blink(self, role):
        return 0

    def clock_running(self):
        return self.running

    def press_play(self, name, kind, now):
        self.calls.append(("play", name, kind, now))

    def press_dice(self, name, kind, now):
        self.calls.append(("dice", name, kind, now))

    def hold_clock(self):
        self.calls.append("hold_clock")

    def clock_button(self, now):
        self.calls.append(("clock_button", now))

    def mode_changed(self):
        self.calls.append(("mode_changed", self.mode))

    def quiet(self, now):
        self.quiets.append((now, self.now))


def to_setup(t, now=100):
    while t.mode != "setup":
        t.press("MODE", PRESS, now)
    t.calls.clear()


# --- setup's line: 8 characters, the value never cut ---------------------------------


@pytest.mark.parametrize(
    "label, value, editing, text",
    [
        ("HOME", "BAY", False, "HOME BAY"),  # exactly 8: kept whole
        ("HOME", "BAYS", False, "HOMEBAYS"),  # 9: without the space
        ("AB CD", "X12", False, "AB X12"),  # 9: the label shortened to its first word
        ("AB CD", "1234567", False, "1234567"),  # "AB1234567" is 9: the value alone
        ("H CALLER", "COACH", False, "H COACH"),  # the label shortened to its side
        ("H CALLER", "COACH D", False, "HCOACH D"),  # 9 with a space: without it
        ("GAME", "DICEBOWL", False, "DICEBOWL"),  # only the value fits
        ("CALLER", "ABCDEFGHI", False, "ABCDEFGHI"),  # a value longer than the line: all of it
        ("NEW GAME", "", False, "NEW GAME"),  # no value: no trailing space
        ("QTR", "15", True, "QTR>15"),
        ("BRIGHTNESS", "15", True, "BRIGH>15"),  # the name cut to leave 8
        ("H CALLER", "COACH D", True, ">COACH D"),  # 7 characters of value: no name left
        ("GAME", "DICEBOWL", True, "DICEBOWL"),  # 8: the whole line
        ("GAME", "ABCDEFGHI", True, "ABCDEFGHI"),
        ("X", "1234567", True, ">1234567"),
        ("ABCDEFG", "1", True, "ABCDEF>1"),
    ],
)
def test_setup_line_fits_eight_characters_and_never_cuts_the_value(label, value, editing, text):
    assert setup_line(label, value, editing) == text


def test_after_is_at_or_past_the_deadline_across_a_wrap():
    assert shell.after(100, 100) and shell.after(101, 100) and not shell.after(99, 100)
    top = 2**30 - 1
    assert shell.after(5, top - 5) and not shell.after(top - 5, 5)


# --- the shell's state at the start ----------------------------------------------------


def test_the_reference_build_has_a_text_line_of_two_chips():
    t = Toy()
    assert t.roles == ROLES + ("text",) and t.text_chars == 8


@pytest.mark.parametrize("n_text, chars", [(0, 8), (1, 4), (2, 8), (3, 12)])
def test_the_text_line_is_four_characters_per_text_chip(n_text, chars):
    roles = ("clock", "home") + ("text",) * n_text
    t = Toy(roles=roles)
    assert t.roles == roles and t.text_chars == chars


def test_a_new_shell_is_in_play_with_nothing_pending_but_its_first_save():
    msgs = [("BAD TEAM", 1)]
    t = Toy(now=1234, messages=msgs)
    assert t.messages == msgs and t.messages is not msgs  # its own copy
    assert Toy().messages == []
    assert (t.seed, t.now, t.wake, t.last_save) == (1, 1234, 1234, 1234)
    assert t.mode == "play" and t.menu is None and t.menu_i == 0
    assert (t.info, t.info_until) == (0, 0)
    assert (t.flash_text, t.flash_until, t.flash_next) == (None, 0, None)
    assert t.save_pending is True and t.saves == 0 and t.error is None
    assert (t.setup_i, t.setup_edit, t.confirm) == (0, False, None)
    assert t.previous_game is None and t.held is None and t.kept is None
    assert t.games == [("toy", "toy")] and t.game_choice == "toy"
    assert t.switch is None and t.replaced_by is None and t.log_lines == []
    assert t.handlers == {}
    # the methods the runner calls on every pass and press, bound once: still the table's
    assert t.tick(5) == 0 and t.blink("text") == 0 and t.render("home") == "r:home"
    assert t.render_clock() == "r:clock" and t.save_due(1234) and t.clock_running() is False
    t.running = True
    assert t.clock_running() is True
    t.press("OK", PRESS, 1300)
    assert t.calls == [("play", "OK", PRESS, 1300)]
    games = [("toy", "TOY"), ("other", "OTHER")]
    assert Toy(games=games).games == games


def test_the_default_clock_text_is_the_clock_role_and_summary_names_game_and_mode():
    t = Toy()
    assert t.render_clock() == "r:clock"
    assert t.summary() == {"game": "toy", "mode": "play"}
    assert Shell.clock_running(t) is False


def test_a_shell_without_a_game_lacks_each_part_the_game_provides():
    from sideline.shell import lacking

    assert lacking(Shell) == list(Shell.REQUIRED) + ["press_play"]
    assert set(Shell.REQUIRED) >= {"state", "restore", "undo", "render", "tick", "blink"}


# --- teams ------------------------------------------------------------------------------


def test_team_keeps_a_catalog_slug_and_falls_back_to_the_first_or_second():
    t = Toy(slugs=("a", "b", "c"))
    t.settings.update(home="c", away="b")
    assert t._team("home") == "c" and t._team("away") == "b"
    t.settings.update(home="gone", away="gone")
    assert t._team("home") == "a" and t.settings["home"] == "a"
    assert t._team("away") == "b" and t.settings["away"] == "b"
    two = Toy(slugs=("a", "b"))
    two.settings.update(home="gone", away="gone")
    assert two._team("away") == "b" and two._team("home") == "a"
    one = Toy(slugs=("solo",))
    one.settings.update(home="x", away="y")
    assert one._team("away") == "solo" and one._team("home") == "solo"


# --- saves ------------------------------------------------------------------------------


def test_a_save_names_its_game_and_format_then_the_games_state():
    t = Toy()
    t.n = 40  # a log longer than one part
    want = {"game": "toy", "v": 3, "n": 40, "log": list(range(40))}
    assert t.payload() == json.dumps(want).encode()
    assert len(t.save_parts()) > 1 and type(t.payload()) is bytes
    assert t.old_game() == t.payload()
    t.kept = b'{"game": "toy", "v": 2}'  # a save that could not be resumed: kept as it is
    assert t.save_parts() == [t.kept] and t.payload() == t.kept


def test_a_save_is_due_when_pending_or_every_10_s_while_the_clock_runs():
    t = Toy(now=1000)
    assert t.save_due(1000)  # the first save
    t.saved(1000)
    assert (t.save_pending, t.last_save, t.saves) == (False, 1000, 1)
    assert not t.save_due(1000 + 50000)  # the clock stopped: nothing to save
    t.running = True
    assert not t.save_due(1000 + 9999)
    assert t.save_due(1000 + 10000)
    t.saved(11000)
    assert t.saves == 2 and t.last_save == 11000 and not t.save_due(11001)


# --- buttons ----------------------------------------------------------------------------


def test_a_press_goes_to_the_modes_handler_and_asks_for_a_full_redraw():
    t = Toy()
    assert t.press("OK", PRESS, 500) == ALL_DIRTY
    assert t.calls == [("play", "OK", PRESS, 500)] and t.now == 500 and t.wake == 500
    t.press("UP", REPEAT, 600)
    assert t.calls[-1] == ("play", "UP", REPEAT, 600)
    assert t.handlers == {"play": t.handlers["play"]}
    t.mode = "dice"
    t.press("OK", PRESS, 700)
    assert t.calls[-1] == ("dice", "OK", PRESS, 700) and set(t.handlers) == {"play", "dice"}


def test_a_press_first_quiets_the_text_line_with_the_last_passs_time():
    t = Toy(now=100)
    t.press("OK", PRESS, 500)
    t.press("UNDO", RELEASE, 700)
    assert t.quiets == [(500, 100), (700, 500)]


def test_a_modes_handler_is_looked_up_once():
    # shell_init: "mode -> its press_<mode>, looked up once" (the press's latency budget)
    t = Toy()
    t.press("OK", PRESS, 100)
    assert t.handlers["play"] == t.press_play
    seen = []
    t.handlers["play"] = lambda name, kind, now: seen.append(name)
    t.press("UP", PRESS, 200)
    assert seen == ["UP"] and t.calls == [("play", "OK", PRESS, 100)]


def test_a_long_press_of_another_button_does_nothing():
    t = Toy()
    assert t.press("OK", LONG, 500) == 0 and t.calls == []
    assert t.press("OK", RELEASE, 600) == 0 and t.calls == [] and t.now == 600


def test_any_button_but_back_leaves_the_info_pages():
    t = Toy()
    t.info = 2
    t.press("BACK", PRESS, 10)
    assert t.info == 2
    t.press("OK", PRESS, 20)
    assert t.info == 0


def test_undo_and_clock_act_on_release_and_mean_redo_and_the_hold_when_long():
    t = Toy()
    assert t.press("UNDO", PRESS, 100) == ALL_DIRTY and t.calls == [] and t.held == "UNDO"
    assert t.press("UNDO", RELEASE, 150) == ALL_DIRTY and t.calls == ["undo"] and t.held is None
    assert t.press("UNDO", RELEASE, 160) == 0 and t.calls == ["undo"]  # not held: nothing
    t.calls.clear()
    t.press("UNDO", PRESS, 200)
    assert t.press("UNDO", LONG, 900) == ALL_DIRTY and t.calls == ["redo"] and t.held is None
    t.press("UNDO", RELEASE, 950)
    assert t.calls == ["redo"]  # the release after a long press is not a short one
    t.calls.clear()
    t.press("CLOCK", PRESS, 1000)
    t.press("CLOCK", RELEASE, 1040)
    assert t.calls == [("clock_button", 1040)]
    t.calls.clear()
    t.press("CLOCK", PRESS, 2000)
    t.press("CLOCK", LONG, 2800)
    t.press("CLOCK", RELEASE, 2850)
    assert t.calls == ["hold_clock"]
    t.calls.clear()
    t.press("UNDO", LONG, 3000)  # a long one never pressed: nothing
    t.press("CLOCK", PRESS, 3100)
    t.press("UNDO", RELEASE, 3200)  # another button's release
    assert t.calls == [] and t.held == "CLOCK"


def test_mode_cycles_the_modes_and_flashes_the_new_one():
    t = Toy(now=0)
    t.setup_edit, t.setup_i, t.confirm = True, 2, "new"
    assert t.press("MODE", PRESS, 100) == ALL_DIRTY
    assert t.mode == "dice" and t.calls == [("mode_changed", "dice")]
    assert (t.setup_edit, t.setup_i, t.confirm) == (False, 0, None)
    assert (t.flash_text, t.flash_until) == ("DICE", 800)
    t.press("MODE", PRESS, 200)
    t.press("MODE", PRESS, 300)
    assert t.mode == "play" and t.flash_text == "PLAY"
    t.press("MODE", LONG, 900)  # only a press of MODE changes the mode
    assert t.mode == "play"


def test_menu_moves_wrap_both_ways_and_only_up_and_down_move():
    t = Toy()
    assert not t._menu_move("UP")  # no menu
    t.menu = [("A", 1), ("B", 2), ("C", 3)]
    assert t._menu_move("UP") and t.menu_i == 1
    assert t._menu_move("DOWN") and t._menu_move("DOWN") and t.menu_i == 2
    assert t._menu_move("UP") and t.menu_i == 0
    assert not t._menu_move("OK") and t.menu_i == 0


def test_a_flash_lasts_its_time_then_the_next_one_shows():
    t = Toy(now=1000)
    t.flash("HELLO", 500)
    assert (t.flash_text, t.flash_until, t.wake) == ("HELLO", 1500, 1000)
    t.flash_next = ("AGAIN", 300)
    assert not t._flash_passed(1499) and t.flash_text == "HELLO"
    assert t._flash_passed(1500)
    assert (t.flash_text, t.flash_until, t.flash_next) == ("AGAIN", 1800, None)
    assert not t._flash_passed(1799)
    assert t._flash_passed(1800) and t.flash_text is None
    assert not t._flash_passed(5000)  # nothing showing


# --- setup ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "cap, saved, want_cap, want",
    [
        (10, 5, 10, 5),
        (10, 10, 10, 10),
        (10, 0, 10, 0),
        (10, 11, 10, 10),  # above the cap: the cap
        (10, -1, 10, 10),
        (10, "9", 10, 10),  # garbage from a save
        (None, 3, 7, 3),  # no wiring file: config.SAFE_BRIGHTNESS
        (None, 8, 7, 7),
        (15, 15, 15, 15),
    ],
)
def test_brightness_is_capped_at_the_wiring_files_max(cap, saved, want_cap, want):
    t = Toy()
    t.settings["brightness"] = saved
    t.cap_brightness(cap)
    assert t.max_brightness == want_cap and t.settings["brightness"] == want


def test_setup_lists_game_only_with_two_games_and_new_game_last():
    t = Toy()
    assert t._all_setup_items() == [("QTR", "1"), ("BRT", "5"), ("NEW GAME", "")]
    t = Toy(games=[("other", "OTHER"), ("toy", "TOY")])
    assert t._all_setup_items()[0] == ("GAME", "TOY")
    t.game_choice = "other"
    assert t._all_setup_items()[0] == ("GAME", "OTHER")
    t.game_choice = "gone"  # not installed: its id
    assert t._all_setup_items()[0] == ("GAME", "gone")


def test_setup_steps_through_its_items_both_ways_and_back_leaves_it():
    t = Toy()
    to_setup(t)
    assert t.setup_text() == "QTR 1"
    t.press("UP", PRESS, 100)
    assert t.setup_i == 1 and t.setup_text() == "BRT 5"
    t.press("UP", PRESS, 100)
    assert t.setup_text() == "NEW GAME"
    t.press("UP", PRESS, 100)
    assert t.setup_i == 0
    t.press("DOWN", PRESS, 100)
    assert t.setup_i == 2
    t.press("CLOCK", PRESS, 100)
    t.press("CLOCK", RELEASE, 100)
    t.press("ROLL", PRESS, 100)  # not a setup button
    assert t.setup_i == 2 and t.mode == "setup" and not t.setup_edit
    t.press("BACK", PRESS, 100)
    assert t.mode == "play" and ("mode_changed", "play") in t.calls


def test_ok_edits_an_item_and_ok_or_back_ends_the_edit_with_a_save():
    t = Toy()
    to_setup(t)
    t.save_pending = False
    t.press("OK", PRESS, 100)
    assert t.setup_edit and t.setup_text() == "QTR>1" and not t.save_pending
    t.press("UP", PRESS, 150)
    t.press("DOWN", REPEAT, 160)
    t.press("ROLL", PRESS, 170)  # ignored while editing
    assert t.calls == [("setup_change", "QTR", 1, 150), ("setup_change", "QTR", -1, 160)]
    t.press("OK", PRESS, 200)
    assert not t.setup_edit and t.save_pending and t.confirm is None and t.mode == "setup"
    t.save_pending = False
    t.press("OK", PRESS, 210)
    t.press("BACK", PRESS, 220)
    assert not t.setup_edit and t.save_pending and t.mode == "setup"


def test_brt_steps_between_0_and_the_cap():
    t = Toy()
    t.cap_brightness(6)
    to_setup(t)
    t.press("UP", PRESS, 100)  # BRT
    t.press("OK", PRESS, 100)
    t.press("UP", PRESS, 100)
    assert t.settings["brightness"] == 6
    t.press("UP", PRESS, 100)
    assert t.settings["brightness"] == 6  # the cap
    for _ in range(6):
        t.press("DOWN", PRESS, 100)
    assert t.settings["brightness"] == 0
    t.press("DOWN", PRESS, 100)
    assert t.settings["brightness"] == 0
    assert not [c for c in t.calls if c[0] == "setup_change"]  # BRT is the shell's


def test_new_game_asks_first_and_only_ok_starts_it():
    t = Toy(now=0)
    to_setup(t)
    t.press("DOWN", PRESS, 100)  # NEW GAME
    t.press("OK", PRESS, 100)
    assert t.confirm == "new" and not t.setup_edit
    t.press("BACK", PRESS, 200)
    assert t.confirm is None and t.flash_text == "KEPT" and t.flash_until == 1200
    assert "new_game" not in t.calls and t.mode == "setup"
    t.n = 3
    t.kept = b"kept save"
    old = {"game": "toy", "v": 3, "n": 3, "log": [0, 1, 2]}
    t.press("OK", PRESS, 300)
    t.press("OK", PRESS, 400)
    assert t.confirm is None and t.calls == ["new_game"]
    assert t.previous_game == b"kept save"  # the game it replaced: the save in hand
    assert t.kept is None  # resume.forget: the kept save may now be overwritten
    assert t.mode == "play" and (t.flash_text, t.flash_until) == ("NEW GAME", 1900)
    t.kept = None
    t.n = 3
    to_setup(t)
    t.press("DOWN", PRESS, 500)
    t.press("OK", PRESS, 500)
    t.press("OK", PRESS, 500)
    assert json.loads(t.previous_game) == old


def test_new_game_is_never_the_first_item_setup_opens_on():
    t = Toy()
    to_setup(t)
    t.press("DOWN", PRESS, 100)
    t.press("MODE", PRESS, 100)  # back to play
    to_setup(t)
    assert t.setup_i == 0


def test_game_steps_through_the_installed_games_and_asks_for_new_game():
    games = [("toy", "TOY"), ("b", "BBB"), ("c", "CCC")]
    t = Toy(games=games)
    switched = []

    def switch(gid, table):
        switched.append((gid, table))
        return "the other table" if gid == "b" else None

    t.switch = switch
    to_setup(t)
    assert t.setup_text() == "GAME TOY"
    t.press("OK", PRESS, 100)
    t.press("DOWN", PRESS, 100)
    assert t.game_choice == "c" and t.setup_text() == "GAME>CCC"
    t.press("UP", PRESS, 100)
    t.press("UP", PRESS, 100)
    assert t.game_choice == "b"
    t.press("OK", PRESS, 100)
    assert t.confirm == "new" and not t.setup_edit
    t.press("OK", PRESS, 200)
    assert switched == [("b", t)] and t.replaced_by == "the other table"
    assert "new_game" not in t.calls
    # c's teams are missing: the switch starts nothing and this game stays chosen
    t.replaced_by = None
    assert t.game_choice == "b"  # the choice that was started
    t.press("OK", PRESS, 300)
    t.press("UP", PRESS, 300)
    assert t.game_choice == "c"
    t.press("BACK", PRESS, 300)
    t.press("OK", PRESS, 400)
    assert switched[-1] == ("c", t) and t.game_choice == "toy" and t.replaced_by is None
    assert "new_game" not in t.calls
    # back to this game's id while editing: no question
    t.press("OK", PRESS, 500)
    t.press("OK", PRESS, 500)
    assert t.confirm is None
    # another game and then anything but OK: kept, the choice back on this game
    t.press("OK", PRESS, 600)
    t.press("UP", PRESS, 600)
    t.press("OK", PRESS, 600)
    t.press("DOWN", PRESS, 700)
    assert t.game_choice == "toy" and t.flash_text == "KEPT" and len(switched) == 2


def test_another_game_without_a_switch_starts_this_one_anew():
    t = Toy(games=[("toy", "TOY"), ("b", "BBB")])
    to_setup(t)
    t.press("OK", PRESS, 100)
    t.press("UP", PRESS, 100)
    t.press("OK", PRESS, 100)
    t.press("OK", PRESS, 200)
    assert t.calls == ["new_game"] and t.mode == "play"


def test_a_game_choice_not_installed_steps_from_the_first():
    t = Toy(games=[("toy", "TOY"), ("b", "BBB"), ("c", "CCC")])
    to_setup(t)
    t.game_choice = "gone"
    t.press("OK", PRESS, 100)
    t.press("UP", PRESS, 100)
    assert t.game_choice == "b"


def test_undo_after_new_game_brings_the_old_game_back_once():
    t = Toy(now=0)
    assert not t._old_game_back() and t.calls == []  # no old game
    t.previous_game = b"old"
    assert t._old_game_back()
    # Issue 26 item 10: the old game keeps its own undo history (no forget_history).
    assert t.calls == [("restore", b"old")] and t.previous_game is None
    assert (t.flash_text, t.flash_until) == ("OLD GAME", 1500)
    t.calls.clear()
    t.previous_game = b"old"
    t.restorable = False
    t.flash_text = None
    assert not t._old_game_back()
    assert t.calls == [("restore", b"old")] and t.previous_game is None and t.flash_text is None
