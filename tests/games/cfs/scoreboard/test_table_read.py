"""Issue 11, "Unreadable or ambiguous" (items 10-14) and manual mode's BACK (item 18)."""

from kits.emulate import run_app
from kits.table import SHEETS, Table

from games.cfs.scoreboard import manual
from host_tools.emulator.virtual_box import VirtualBox
from sideline.app import App

# --- 10. every label with its value fits the text line -----------------------------------


def test_item10_every_manual_label_fits_with_any_yards():
    for entry in manual.SCRIMMAGE + manual.KICKOFF + manual.TRY:
        if not entry[3]:
            continue
        for yards in (-99, -10, 0, 4, 25, 40, 99):
            for width in (8, 4):
                text = manual.with_yards(entry, yards, width)
                assert len(text) <= width, (entry[0], yards, width, text)
                assert text.endswith("%+d" % yards)  # the value is never cut


def test_item10_the_text_line_shows_the_whole_value():
    t = Table(seed=2)
    t.to_mode("manual")
    t.press("OK")  # KO TO
    assert t.text() == "KO +25"
    t.press("OK")
    t.app.flash_text = None
    while t.text() != "PUNT NET":
        t.press("UP")
    t.press("OK")
    assert t.text() == "PUNT +40"
    t.press("BACK")
    while t.text() != "PENALTY":
        t.press("UP")
    t.press("OK")
    for _ in range(10):
        t.press("DOWN")
    assert t.text() == "PEN -10"


def test_item10_the_minimal_builds_four_characters_keep_the_value():
    app = App(SHEETS, now=0, seed=3, roles=("clock", "home", "away", "text"))
    assert app.text_chars == 4
    app.mode = "manual"
    app.manual_pick = manual.SCRIMMAGE[7]  # PUNT NET
    app.yards = 40
    app.info = 0
    app.turn = 0
    assert app._render_text() == "U+40"


# --- 13. UP is "next" everywhere ---------------------------------------------------------


def test_item13_up_moves_forward_in_menus_setup_and_manual():
    t = Table(seed=4)
    for _ in range(40):
        if t.app.menu:
            break
        t.press("ROLL")
        t.wait(400)
    first = t.app.menu_i
    t.press("UP")
    assert t.app.menu_i == (first + 1) % len(t.app.menu)
    t.to_mode("manual")
    t.app.G["phase"] = "scrimmage"
    t.app.menu_i = 0
    t.press("UP")
    assert t.text() == manual.SCRIMMAGE[1][0]
    t.to_mode("setup")
    t.press("UP")
    assert t.app.setup_i == 1
    t.press("OK")
    before = t.app.settings["away"]
    t.press("UP")
    assert t.app.settings["away"] != before  # a setting's next value: UP too


# --- 14. a held UP adds five yards; the emulator says when the terminal is too small -------


def test_item14_a_held_up_is_five_yards_from_where_it_started():
    box = VirtualBox(seed=5)
    box.press("MODE")
    box.advance(800)
    box.press("OK")  # KO TO, 25 yards
    assert box.app.yards == 25
    box.hold("UP", 560)  # past the repeat delay: one repeat
    assert box.app.yards == 30
    box.hold("UP", 500 + 120 * 2 + 40)  # three repeats
    assert box.app.yards == 45


def test_item14_the_emulators_long_up_key_adds_five_yards():
    box = VirtualBox(seed=6)

    async def scenario(app, pilot):
        await pilot.press("m")
        await pilot.press("enter")  # KO TO
        assert box.app.yards == 25
        await pilot.press("K")
        assert box.app.yards == 30

    run_app(box, scenario)


def test_item14_a_small_terminal_is_told_it_crops_the_board():
    box = VirtualBox(seed=7)

    async def scenario(app, pilot):
        status = str(app.query_one("#status").render())
        assert "too small" in status and "80x24" in status  # the small drawing's need

    run_app(box, scenario, size=(72, 20))

    async def roomy(app, pilot):
        assert "too small" not in str(app.query_one("#status").render())

    run_app(VirtualBox(seed=7), roomy, size=(80, 24))


# --- 18. BACK reaches the info pages in manual mode --------------------------------------


def test_item18_back_shows_the_info_pages_in_manual_mode():
    t = Table(seed=8)
    t.to_mode("manual")
    t.press("BACK")
    assert t.text() == "FD 0-0"
    t.press("BACK")
    assert t.text().startswith("TO ")


# --- 11. dice mode shows every die with its colour, and every change ---------------------


def test_item11_dice_mode_shows_each_colour_its_dice_and_total():
    t = Table(seed=9)
    t.to_mode("dice")
    dm = t.app.dice_mode
    for _ in range(3):
        t.press("UP")  # five green
    assert t.text() == "5G1R1O" and t.app.render("dice") == "  5G"
    t.press("ROLL")
    t.wait(1000)
    seen = {}
    for _ in range(3):
        seen[t.text()[0]] = (t.text(), t.app.render("dice"))
        t.press("OK")
    for i, c in ((0, "G"), (1, "R"), (3, "O")):
        vals = dm.out[i]
        text, dice = seen[c]
        assert text.replace(" ", "") == c + "".join(str(v) for v in vals)  # every die
        assert dice == "%s%3d" % (c, sum(vals)) and len(text) <= 8
    t.press("UP")  # a change shows at once
    assert dm.out is None and t.text()[0].isdigit()


def test_item11_seven_dice_of_a_colour_fit_the_line():
    t = Table(seed=10)
    t.to_mode("dice")
    for _ in range(10):
        t.press("UP")
    assert t.app.dice_mode.counts[0] == 7
    t.press("ROLL")
    t.wait(1000)
    assert len(t.text()) == 8 and t.text()[0] == "G"
    assert t.text()[1:] == "".join(str(v) for v in t.app.dice_mode.out[0])


# --- 12. words a player reads without the manual -----------------------------------------


def test_item12_setup_names_the_caller_whole():
    t = Table(seed=11)
    t.to_mode("setup")
    while t.app._all_setup_items()[t.app.setup_i][0] != "H CALL":
        t.press("UP")
    assert t.text() == "H PLAYER"
    t.press("OK")
    t.press("UP")
    assert t.text() == "H>CARDS"
    t.press("UP")
    assert t.text() == "H>COACH"


def test_item12_play_menus_show_the_whole_label_and_the_uses_on_the_dice():
    t = Table(seed=12)
    for _ in range(40):
        if t.app.step == "play":
            break
        t.press("OK" if t.app.menu else "ROLL")
        t.wait(400)
    t.wait(400)  # whose call the menu asks (CAS OFF) has had its 800 ms: the menu shows
    sheet = t.app.team_sheets[t.app.G["possession"]]
    for _ in range(len(t.app.menu)):
        label, name, left = t.app.menu[t.app.menu_i]
        p = sheet["plays"][sheet["play_index"][name]]
        assert t.text() == p["short"]  # "POST IN", "STOP&GO": never cut to six
        assert t.app.render("dice").strip() == "X%d" % left
        t.press("UP")


def test_item12_coach_reasons_are_words_not_codes():
    from games.cfs.callers import calling

    assert calling.words("SAVE BIG") == "ACE KEPT"
    assert calling.words("2ND MED") is None and calling.words("RED ZONE") is None
    assert calling.words("CATCH UP") == "CATCH UP"


# --- 18. manual plays count, and may name the play from the sheet --------------------------


def test_item18_each_manual_play_counts_toward_the_plays_left():
    from games.cfs.rules import calls

    t = Table(seed=13)
    t.to_mode("manual")
    t.enter("KO TO", 25)
    off = t.app.G["possession"]
    sheet, marks = t.app.team_sheets[off], t.app.G["marks"][off]
    left = calls.plays_left(sheet, marks)
    t.enter("RUN", 3)
    t.enter("INCOMPL")
    assert calls.plays_left(sheet, marks) == left - 2


def test_item18_naming_the_play_uses_it_on_the_sheet_and_replays():
    import json

    from games.cfs.rules import record

    t = Table(seed=14)
    t.to_mode("setup")
    while t.app._all_setup_items()[t.app.setup_i][0] != "NAME":
        t.press("UP")
    t.press("OK")
    t.press("UP")
    t.press("OK")
    assert t.app.settings["name_plays"]
    t.to_mode("manual")
    t.enter("KO TO", 25)
    off = t.app.G["possession"]
    sheet = t.app.team_sheets[off]
    t.enter("PASS", 12)
    assert t.text() == "ANY PASS"  # which play was it?
    t.press("UP")
    label, name, left = t.app.menu[t.app.menu_i]
    i = sheet["play_index"][name]
    assert sheet["plays"][i]["kind"] == "pass" and t.app.render("dice").strip() == "X%d" % left
    t.press("OK")
    assert t.app.G["marks"][off]["plays"][i] == 1  # its uses stay right
    assert t.app.G["ball_on"] == 37
    again = record.replay(t.app.record, t.app.team_sheets)
    assert json.dumps(again, sort_keys=True) == json.dumps(t.app.G, sort_keys=True)
