"""Pins for College Football Saturday's table modules (box, the seam, and the modes and screen
it is built from): tests that kill mutmut survivors, expected values reasoned from the rules
(docs/rules/cfs.md ids) or the module's documented promise."""

import re
from pathlib import Path

from games.cfs.rules.phase import KICKOFF, SCRIMMAGE, TRY
from games.cfs.scoreboard import manual
from games.cfs.scoreboard.dicemode import DiceMode
from sideline.dice import seed_state
from sideline.shell import PRESS, RELEASE, after

REVEAL = 900


def _press(m, name, kind=PRESS, now=0):
    m.press(name, kind, now, 11, REVEAL)


def _set(m, counts):
    """Set every colour's count with OK (next colour) and UP/DOWN, as a player does."""
    for want in counts:
        while m.counts[m.sel] < want:
            _press(m, "UP")
        while m.counts[m.sel] > want:
            _press(m, "DOWN")
        _press(m, "OK")


def test_dice_mode_starts_with_a_set_and_shows_it():
    """Dice mode's promise (its header): before a roll the text line shows the set ("2G1R1O")
    and the dice display the picked colour and its count ("  2G")."""
    m = DiceMode()
    assert m.line_text(0, after) == "2G1R1O"
    assert m.dice_text(0, after) == "  2G"


def test_dice_mode_counts_go_from_0_to_7():
    """UP/DOWN set how many of the picked colour, 0-7 (a colour letter and seven dice fill
    the 8-character line)."""
    m = DiceMode()
    _press(m, "DOWN")
    assert m.dice_text(0, after) == "  1G"
    for _ in range(3):
        _press(m, "DOWN")
    assert m.dice_text(0, after) == "  0G"
    for _ in range(9):
        _press(m, "UP")
    assert m.dice_text(0, after) == "  7G"


def test_dice_mode_ok_steps_through_every_colour_before_a_roll():
    m = DiceMode()
    seen = []
    for _ in range(5):
        _press(m, "OK")
        seen.append(m.dice_text(0, after)[-1])
    assert seen == ["R", "Y", "O", "W", "G"]


def test_dice_mode_a_set_too_long_for_the_line_shows_its_total():
    m = DiceMode()
    _set(m, [1, 1, 1, 1, 0])
    assert m.line_text(0, after) == "1G1R1Y1O"  # 8 characters: fits
    m = DiceMode()
    _set(m, [1, 1, 1, 1, 1])
    assert m.line_text(0, after) == "5 DICE"
    m = DiceMode()
    _set(m, [7, 7, 7, 7, 7])
    assert m.line_text(0, after) == "35 DICE"
    m = DiceMode()
    _set(m, [0, 0, 0, 0, 0])
    assert m.line_text(0, after) == "NO DICE"


def test_dice_mode_roll_shows_the_picked_colours_dice_after_the_tumble():
    """After the roll the text line shows the picked colour's dice ("G 2 4 6"), spaced while
    they fit, and the dice display their total; until the reveal the dice tumble."""
    m = DiceMode()
    _set(m, [3, 4, 0, 0, 0])  # back on G after five OKs
    _press(m, "ROLL", now=1000)
    assert m.rolling(1000 + REVEAL - 1, after) and not m.rolling(1000 + REVEAL, after)
    now = 1000 + REVEAL
    line = m.line_text(now, after)
    assert re.fullmatch("G [1-6] [1-6] [1-6]", line), line
    total = sum(int(c) for c in line[2::2])
    assert m.dice_text(now, after) == "G%3d" % total
    _press(m, "OK", now=now)
    line = m.line_text(now, after)
    assert re.fullmatch("R[1-6]{4}", line), line


def test_dice_mode_rolls_only_on_a_press_of_roll():
    m = DiceMode()
    _press(m, "ROLL", kind=RELEASE)
    assert m.line_text(10 * REVEAL, after) == "2G1R1O"
    _press(m, "CLOCK")
    assert m.line_text(10 * REVEAL, after) == "2G1R1O"


def test_dice_mode_after_a_roll_ok_visits_only_the_colours_rolled():
    """OK then steps through the colours rolled: with only White rolled, the roll shows
    White's die whatever colour was picked."""
    m = DiceMode()
    _set(m, [0, 0, 0, 0, 1])
    _press(m, "ROLL", now=0)
    assert m.dice_text(REVEAL, after)[0] == "W"
    _press(m, "OK", now=REVEAL)
    assert m.dice_text(REVEAL, after)[0] == "W"


def test_info_pages_show_home_then_away():
    """The text line's info pages: timeouts left (TO) and plays left (PL), home's first."""
    from types import SimpleNamespace

    from games.cfs.rules import game
    from games.cfs.scoreboard import textline
    from games.cfs.sheet.load import load_sheet

    teams = Path(__file__).resolve().parents[4] / "firmware" / "teams"

    def read(name):
        return (teams / name).read_text(encoding="utf-8")

    sheets = {"home": load_sheet("granite_rams", read), "away": load_sheet("cascade_otters", read)}
    G = game.new_game(sheets, seed_state(1))
    app = SimpleNamespace(G=G, clock=SimpleNamespace(state={"to": [3, 1]}), team_sheets=sheets)
    assert textline.info(app, 2) == "TO 3-1"
    before = [int(x) for x in textline.info(app, 0)[3:].split("-")]
    G["marks"]["home"]["plays"][0] += 1
    G["marks"]["home"]["run" if sheets["home"]["plays"][0]["kind"] == "run" else "pass"] += 1
    after_mark = [int(x) for x in textline.info(app, 0)[3:].split("-")]
    assert textline.info(app, 0).startswith("LF ")  # plays left, the final pages' word
    assert after_mark == [before[0] - 1, before[1]]


# ---------------------------------------------------------------- the resting pages


def test_resting_pages_turn_every_3_seconds_after_3_quiet_seconds():
    from games.cfs.scoreboard.pages import page_index

    assert [page_index(q, 3) for q in (0, 2999, 3000, 5999, 6000, 9000)] == [0, 0, 1, 1, 2, 0]
    assert page_index(60000, 1) == 0 and page_index(60000, 0) == 0
    assert page_index(3000, 2) == 1


def test_resting_status_pages_show_home_then_away():
    """Page 1: quarter and timeouts left (home-away); page 2: first downs (home-away)."""
    from games.cfs.scoreboard.pages import status

    assert status(1, 2, (3, 1), (4, 5)) == "Q2 TO3-1"
    assert status(2, 2, (3, 1), (4, 5)) == "FD 4-5"


def _sheets():
    from games.cfs.sheet.load import load_sheet

    teams = Path(__file__).resolve().parents[4] / "firmware" / "teams"
    return {
        "home": load_sheet("granite_rams", lambda n: (teams / n).read_text(encoding="utf-8")),
        "away": load_sheet("cascade_otters", lambda n: (teams / n).read_text(encoding="utf-8")),
    }


def test_final_pages_name_the_winner_why_it_ended_and_the_figures_home_first():
    from games.cfs.rules import game
    from games.cfs.scoreboard.pages import final

    sheets = _sheets()
    G = game.new_game(sheets, seed_state(1))
    G["score"] = {"home": 7, "away": 14}
    G["first_downs"] = {"home": 9, "away": 6}
    G["stats"]["home"]["plays"], G["stats"]["away"]["plays"] = 60, 55
    G["stats"]["home"]["turnovers"], G["stats"]["away"]["turnovers"] = 1, 2
    G["out"] = "home"
    home, away = sheets["home"]["abbr"], sheets["away"]["abbr"]
    pages = final(G, sheets, False)
    assert pages[:7] == [
        "FINAL",
        away + " WINS",
        home + " OUT",
        "OF PLAYS",
        "FD 9-6",
        "PL 60-55",
        "TOV 1-2",
    ]
    assert re.fullmatch(r"LF \d+-\d+", pages[7]) and len(pages) == 8
    G["score"] = {"home": 14, "away": 14}
    assert final(G, sheets, True)[:3] == ["FINAL", "TIE GAME", "TIME UP"]
    # Out of plays with no side named: the team with the ball is the one out (G1).
    G["out"] = None
    G["possession"] = "away"
    assert final(G, sheets, False)[2] == away + " OUT"


def test_final_pages_plays_left_home_first():
    from games.cfs.rules import calls, game
    from games.cfs.scoreboard.pages import final

    sheets = _sheets()
    G = game.new_game(sheets, seed_state(1))
    for i, p in enumerate(sheets["home"]["plays"][:5]):
        G["marks"]["home"]["plays"][i] = p["uses"]
    left = [calls.plays_left(sheets[s], G["marks"][s]) for s in ("home", "away")]
    assert left[0] != left[1]
    assert final(G, sheets, True)[-1] == "LF %d-%d" % (left[0], left[1])


# ---------------------------------------------------------------- roles a smaller build lacks


def _small(text_chars, shown=" 9:05"):
    from types import SimpleNamespace

    board = (7, 14, 0, 3, 4, False, 75, "home")  # as app._board(): the scoreboard's values
    clock = SimpleNamespace(shown=lambda: shown)
    return SimpleNamespace(shown_board=board, text_chars=text_chars, clock=clock)


def test_a_missing_role_shows_on_the_text_line_labelled_when_there_is_room():
    """A build without a display shows that role on the text line in turn: the clock, the
    score (home-away), down and distance, ball on; labelled (CL, DN, ON) on an 8-character
    line, bare on a 4-character one."""
    from games.cfs.scoreboard import textline

    wide, narrow = _small(8), _small(4)
    assert textline.missing(wide, "clock") == "CL  9 05"  # no colon: it reads as I
    assert textline.missing(narrow, "clock") == "9 05"
    assert textline.missing(wide, "home") == "7-14"
    assert textline.missing(wide, "down") == "DN 3-4"
    assert textline.missing(narrow, "down") == "3-4"
    assert textline.missing(wide, "ball_on").startswith("ON ")
    assert not textline.missing(narrow, "ball_on").startswith("ON")
    assert textline.missing(_small(5), "clock") == "CL9 05"
    # Four digits: the colon goes rather than a digit (E1: the clock's minutes and seconds).
    assert textline.missing(_small(4, "14:00"), "clock") == "1400"
    assert textline.missing(_small(8, "14:00"), "clock") == "CL 14 00"


# --- manual mode's entries (README "Manual"; the controls table's UP/DOWN row) -------------


def _entry(label):
    for e in manual.SCRIMMAGE + manual.KICKOFF + manual.TRY:
        if e[0] == label:
            return e
    raise KeyError(label)


def test_manual_entries_by_phase_as_the_readme_lists_them():
    """Manual: the scrimmage entries in the README's order; KO TO at a kickoff; the four
    tries after a touchdown."""
    labels = lambda phase: [e[0] for e in manual.entries({"phase": phase})]  # noqa: E731
    assert labels(SCRIMMAGE) == [
        "RUN", "PASS", "INCOMPL", "INT", "FUMBLE", "PENALTY", "PEN 1ST", "PUNT NET",
        "FG GOOD", "FG NO", "TD RUN", "TD PASS", "SAFETY R", "SAFETY P",
    ]  # fmt: skip
    assert labels(KICKOFF) == ["KO TO"]
    assert labels(TRY) == ["XP GOOD", "XP NO", "2PT GOOD", "2PT NO"]


def test_manual_yards_start_at_a_kickoff_to_the_25_and_a_punt_netting_40():
    assert manual.start_yards(_entry("KO TO")) == 25
    assert manual.start_yards(_entry("PUNT NET")) == 40
    for label in ("RUN", "PASS", "INT", "FUMBLE", "PENALTY", "PEN 1ST"):
        assert manual.start_yards(_entry(label)) == 0


def test_manual_entries_with_yards_read_as_the_readme_shows_them():
    """`RUN +7`, `PUNT +40`, `KO +25`, `PEN -10`, `PEN1 +15`, `FUMB -3`; on 4 characters a
    letter and the value: R, P, I, F, Y, A, U, K."""
    eight = {
        ("RUN", 7): "RUN +7", ("PUNT NET", 40): "PUNT +40", ("KO TO", 25): "KO +25",
        ("PENALTY", -10): "PEN -10", ("PEN 1ST", 15): "PEN1 +15", ("FUMBLE", -3): "FUMB -3",
        ("PASS", 0): "PASS +0", ("INT", 12): "INT +12",
    }  # fmt: skip
    for (label, yards), text in eight.items():
        assert manual.with_yards(_entry(label), yards, 8) == text
    letters = {"RUN": "R", "PASS": "P", "INT": "I", "FUMBLE": "F", "PENALTY": "Y",
               "PEN 1ST": "A", "PUNT NET": "U", "KO TO": "K"}  # fmt: skip
    for label, letter in letters.items():
        assert manual.with_yards(_entry(label), 40, 4) == letter + "+40"
        assert manual.with_yards(_entry(label), -5, 7) == letter + "-5"


def test_manual_asks_yards_only_where_the_readme_shows_them():
    asks = {e[0] for e in manual.SCRIMMAGE + manual.KICKOFF + manual.TRY if e[3]}
    assert asks == {"RUN", "PASS", "INT", "FUMBLE", "PENALTY", "PEN 1ST", "PUNT NET", "KO TO"}


def test_manual_up_down_a_press_is_one_yard_a_repeat_five_from_where_it_started():
    """UP/DOWN row: a press is one yard; in manual mode each repeat is 5 yards from where the
    press started."""
    rep = [None, None]
    assert manual.step_yards(rep, 7, True, False) == 8
    assert manual.step_yards(rep, 8, True, True) == 12  # 7 + 5
    assert manual.step_yards(rep, 12, True, True) == 17  # 7 + 10
    assert manual.step_yards(rep, 17, False, False) == 16  # a new press
    assert manual.step_yards(rep, 16, False, True) == 12  # 17 - 5
    assert manual.step_yards(rep, 12, False, True) == 7  # 17 - 10
    assert rep == [17, 2]


def test_manual_yards_stay_within_99_either_way():
    """Yards fit two digits and a sign on the text line (`U+99`)."""
    assert manual.step_yards([0, 0], 99, True, False) == 99
    assert manual.step_yards([0, 0], -99, False, False) == -99
    assert manual.step_yards([97, 0], 98, True, True) == 99  # 97 + 5 is cut to 99
    assert manual.step_yards([-97, 0], -98, False, True) == -99
    assert manual.step_yards([0, 0], 98, True, False) == 99
    assert manual.step_yards([0, 0], -98, False, False) == -99


def test_cfs_g1_every_scrimmage_entry_uses_a_play_and_kicks_do_not():
    """Every scrimmage entry (RUN ... TD PASS, SAFETY R/P) uses one play of the run or pass
    total (a safety too: issue 26 item 11); a punt, a field goal, a kickoff and a try do
    not."""
    uses = {e[0] for e in manual.SCRIMMAGE + manual.KICKOFF + manual.TRY if manual.uses_a_play(e)}
    assert uses == {"RUN", "PASS", "INCOMPL", "INT", "FUMBLE", "PENALTY", "PEN 1ST",
                    "TD RUN", "TD PASS", "SAFETY R", "SAFETY P"}  # fmt: skip
    kinds = {e[0]: e[2] for e in manual.SCRIMMAGE}
    named = ("RUN", "PASS", "INCOMPL", "INT", "FUMBLE", "TD RUN", "TD PASS", "SAFETY R", "SAFETY P")
    assert [kinds[k] for k in named] == [
        "run", "pass", "pass", "pass", "run", "run", "pass", "run", "pass"]  # fmt: skip


def test_manual_action_carries_the_entry_its_yards_and_the_pen_1st_first_down():
    a = manual.action(_entry("PEN 1ST"), 15)
    assert a == {"t": "m", "what": "pen", "yards": 15, "kind": "run", "first": True}
    a = manual.action(_entry("PASS"), -4, play="Screen")
    assert a == {"t": "m", "what": "gain", "yards": -4, "kind": "pass", "first": False,
                 "play": "Screen"}  # fmt: skip
    assert "play" not in manual.action(_entry("RUN"), 3, play=None)


def test_cfs_c5_name_asks_any_or_a_play_of_the_entrys_kind_with_its_uses_left():
    """NAME: `ANY PASS`, or the plays of that kind with uses left, their uses shown; a penalty
    may be any play; an incompletion is a pass."""
    sheet = {
        "plays": [
            {"kind": "run", "short": "DIVE", "name": "Dive", "uses": 3},
            {"kind": "pass", "short": "SCRN", "name": "Screen", "uses": 2},
            {"kind": "run", "short": "SWP", "name": "Sweep", "uses": 1},
        ],
        "totals": {"run": 10, "pass": 10},
    }
    marks = {"plays": [0, 1, 1], "packages": {}, "run": 2, "pass": 1}
    assert manual.play_menu(_entry("RUN"), sheet, marks) == [
        ("ANY RUN", None), ("DIVE", "Dive", 3)]  # fmt: skip
    assert manual.play_menu(_entry("INCOMPL"), sheet, marks) == [
        ("ANY PASS", None), ("SCRN", "Screen", 1)]  # fmt: skip
    assert manual.play_menu(_entry("PENALTY"), sheet, marks) == [
        ("ANY RUN", None), ("DIVE", "Dive", 3), ("SCRN", "Screen", 1)]  # fmt: skip
    marks["pass"] = 10  # the pass total spent (T2): no pass play is offered
    assert manual.play_menu(_entry("PASS"), sheet, marks) == [("ANY PASS", None)]
