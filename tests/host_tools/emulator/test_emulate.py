"""`sideline emulate`: the headless script mode and the Textual emulator (driven by its pilot).

Time in the interactive tests is virtual: the app is built with realtime=False and tests call
app.advance(ms) instead of sleeping.
"""

import argparse
import io
import json
import re

import pytest
from kits.emulate import decode_screen, run_app, screen_indicators

from games.cfs.scoreboard import views
from host_tools import cli
from host_tools.emulator import emulate_cmd
from host_tools.emulator.button_legend import legend
from host_tools.emulator.chips import ChipView
from host_tools.emulator.segments_draw import chip_grid, lit_cells, lit_level, styles
from host_tools.emulator.virtual_box import FIRMWARE, VirtualBox, load_config

ROLES = {"clock", "home", "away", "down", "ball_on", "dice", "text"}
GAME_KEYS = {"mode", "step", "score", "clock", "quarter", "down", "to_go", "ball_on"}
DIE = re.compile(r"^[GRYOW]  [1-6]$")

# Kick off, reveal the kickoff's rolls, then call and run one play with OK alone (OK picks
# the first choice of each menu, then rolls and reveals).
GAME_SCRIPT = """\
# kick off and reveal the rolls
press ROLL
wait 100
press ROLL
press ROLL
press ROLL
press ROLL
press ROLL
press ROLL
press ROLL

# one play: defense, play, (check-off), roll, reveal
press OK
press OK
press OK
press OK
press OK
press OK
press OK
press OK
press OK
press OK
press OK
wait 5000
"""


def headless(tmp_path, capsys, script, *extra):
    path = tmp_path / "script.txt"
    path.write_text(script)
    code = cli.main(["emulate", "--headless", "--script", str(path), *extra])
    out, err = capsys.readouterr()
    return code, [json.loads(line) for line in out.splitlines()], err


# --- headless -----------------------------------------------------------------------------


def test_headless_game_prints_displays_and_state_per_step(tmp_path, capsys):
    code, rows, err = headless(tmp_path, capsys, GAME_SCRIPT, "--seed", "3")
    assert code == 0, err
    steps = [ln for ln in GAME_SCRIPT.splitlines() if ln and not ln.startswith("#")]
    assert [r["do"] for r in rows] == steps
    assert rows[0]["line"] == 2  # line numbers of the script, comments counted
    for r in rows:
        assert set(r["displays"]) == ROLES
        assert GAME_KEYS <= set(r["game"])
        assert len(r["displays"]["text"]) == 8
        assert re.fullmatch(r"\d\d:\d\d", r["game"]["clock"])
    first = rows[0]
    # The kickoff is being revealed: the dice display shows a colour and a value.
    assert first["game"]["step"] == "reveal" and first["game"]["actions"] == 1
    assert DIE.match(first["displays"]["dice"]), first["displays"]["dice"]
    assert first["displays"]["text"].strip() == "KICKOFF"
    assert first["displays"]["clock"] == first["game"]["clock"]
    # The kickoff done, the board shows the receiving team's first down.
    called = next(r for r in rows if r["game"]["step"] == "base")
    g = called["game"]
    assert g["phase"] == "scrimmage" and (g["down"], g["to_go"]) == (1, 10)
    assert called["displays"]["down"] == views.down(1, 10, False) == "1-10"
    assert called["displays"]["ball_on"] == views.ball_on(g["ball_on"], g["possession"])
    assert called["displays"]["clock"] == g["clock"] != "15:00"  # the kickoff ran off time
    # and the play is run: a second action, time off the clock.
    last = rows[-1]["game"]
    assert last["actions"] >= 2
    assert last["clock"] < g["clock"]
    assert rows[-1]["t"] == rows[-2]["t"] + 5000


def test_headless_is_deterministic_for_a_seed(tmp_path, capsys):
    _, a, _ = headless(tmp_path, capsys, GAME_SCRIPT, "--seed", "11")
    _, b, _ = headless(tmp_path, capsys, GAME_SCRIPT, "--seed", "11")
    _, c, _ = headless(tmp_path, capsys, GAME_SCRIPT, "--seed", "12")
    assert a == b
    assert a != c
    assert [r["displays"]["dice"] for r in a] != [r["displays"]["dice"] for r in c]


def test_headless_default_seed_is_fixed_and_stdin_works(tmp_path, capsys, monkeypatch):
    _, a, _ = headless(tmp_path, capsys, "press ROLL\nwait 2000\n")
    monkeypatch.setattr("sys.stdin", io.StringIO("press ROLL\nwait 2000\n"))
    assert cli.main(["emulate", "--headless", "--script", "-"]) == 0
    b = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert a == b and len(a) == 2


def test_headless_hold_is_a_long_press(tmp_path, capsys):
    script = "press ROLL\nwait 3000\npress UNDO\nhold UNDO 1500\n"
    code, rows, err = headless(tmp_path, capsys, script)
    assert code == 0, err
    assert [r["game"]["actions"] for r in rows] == [1, 1, 0, 1]  # undo, then redo


@pytest.mark.parametrize(
    "script, line, words",
    [
        ("press ROLL\njump OK\n", 2, "unknown step 'jump'"),
        ("# c\n\npress FIRE\n", 3, "no button 'FIRE'"),
        ("press OK\nhold OK\n", 2, "hold takes NAME MS"),
        ("wait soon\n", 1, "'soon' is not a time"),
        ("wait -5\n", 1, "'-5' is not a time"),
    ],
)
def test_bad_script_line_exits_2_with_its_number(tmp_path, capsys, script, line, words):
    code, rows, err = headless(tmp_path, capsys, script)
    assert code == 2
    assert rows == []  # nothing runs
    assert "line %d:" % line in err and words in err
    assert "Traceback" not in err


def test_headless_usage_errors(tmp_path, capsys):
    assert cli.main(["emulate", "--headless"]) == 2
    assert "--script" in capsys.readouterr().err
    assert cli.main(["emulate", "--script", "x.txt"]) == 2
    assert "--headless" in capsys.readouterr().err
    assert cli.main(["emulate", "--headless", "--script", str(tmp_path / "none")]) == 2
    assert "cannot read" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    code, _, err = headless(tmp_path, capsys, "wait 1\n", "--config", str(bad))
    assert code == 2 and "bad.json" in err


def test_headless_other_config_and_save_dir(tmp_path, capsys):
    cfg = load_config()
    cfg["build"] = "test"
    cfg["displays"] = [d for d in cfg["displays"] if d["role"] != "dice"]
    path = tmp_path / "hw.json"
    path.write_text(json.dumps(cfg))
    save = tmp_path / "save"
    code, rows, err = headless(
        tmp_path, capsys, "press ROLL\n", "--config", str(path), "--save-dir", str(save)
    )
    assert code == 0, err
    assert set(rows[0]["displays"]) == ROLES - {"dice"}
    assert sorted(p.name for p in save.iterdir()) == ["save0.sln", "save1.sln"]
    code, rows, _ = headless(tmp_path, capsys, "wait 0\n", "--save-dir", str(save))
    assert rows[0]["game"]["actions"] == 1  # resumed
    code, rows, _ = headless(tmp_path, capsys, "wait 0\n", "--save-dir", str(save), "--new")
    assert rows[0]["game"]["actions"] == 0


def test_interactive_needs_a_terminal(capsys):
    assert cli.main(["emulate"]) == 2
    assert "--headless" in capsys.readouterr().err


# --- the Textual emulator -----------------------------------------------------------------


def test_keys_press_buttons():
    box = VirtualBox(seed=2)

    async def scenario(app, pilot):
        assert box.summary()["step"] == "kickoff"
        await pilot.press("r")
        assert box.summary()["step"] == "reveal" and box.summary()["actions"] == 1
        await pilot.press("m")
        assert box.summary()["mode"] == "manual"
        await pilot.press("m", "m", "m")
        assert box.summary()["mode"] == "play"
        await pilot.press("space", "space", "space", "space", "space", "space", "space")
        assert box.summary()["step"] == "base"
        assert box.texts()["text"] == "PRESS OK"  # ROLL in a call menu (issue 27, item 7)
        text = box.app.menu[box.app.menu_i][0]
        await pilot.press("down")
        assert box.texts()["text"].strip() != text  # the next base defense
        await pilot.press("up")
        assert box.texts()["text"].strip() == text
        await pilot.press("enter")
        assert box.summary()["step"] == "play"
        await pilot.press("backspace")
        assert box.summary()["step"] == "base"  # BACK starts the call over
        status = app.query_one("#status").render()
        assert "base" in str(status)

    run_app(box, scenario)


def test_clicking_a_button_presses_it():
    box = VirtualBox(seed=2)

    async def scenario(app, pilot):
        await pilot.click("#button-MODE")
        assert box.summary()["mode"] == "manual"
        await pilot.click("#button-MODE")
        assert box.summary()["mode"] == "dice"
        await pilot.click("#button-ROLL")
        app.advance(1000)
        assert box.summary()["actions"] == 0  # dice mode rolls dice of its own
        assert re.fullmatch(r"G[ 1-4][0-9 ][0-9]", box.texts()["dice"])  # green's total

    run_app(box, scenario)


def test_long_press_by_key_and_by_mouse():
    box = VirtualBox(seed=2)

    async def scenario(app, pilot):
        await pilot.press("r")
        app.advance(3000)
        assert box.summary()["actions"] == 1
        await pilot.press("u")  # undo
        assert box.summary()["actions"] == 0
        await pilot.press("U")  # long UNDO: redo
        assert box.summary()["actions"] == 1
        await pilot.click("#button-UNDO")  # a click is a short press
        assert box.summary()["actions"] == 0
        await pilot.mouse_down("#button-UNDO")
        assert app.query_one("#button-UNDO").held
        app.advance(500)
        assert box.summary()["actions"] == 0  # not long yet
        app.advance(500)
        await pilot.mouse_up("#button-UNDO")
        assert box.summary()["actions"] == 1  # held past 800 ms: redo
        assert not app.query_one("#button-UNDO").held
        await pilot.press("C")  # long CLOCK: the timeout menu
        assert box.summary()["mode"] == "timeout"
        assert box.texts()["text"].startswith("TO ")

    run_app(box, scenario)


def test_drawn_segments_are_the_chips_ram():
    box = VirtualBox(seed=2)

    async def scenario(app, pilot):
        for _ in range(8):
            await pilot.press("r")
        assert box.summary()["phase"] == "scrimmage"
        app.advance(100)
        ball = box.chips[0x74]
        view = app.view(0x74)
        assert ball.segments("seg7")[0]  # the side letter is lit
        assert decode_screen(app, view) == ball.segments("seg7")
        assert view.grid == chip_grid("seg7", ball.segments("seg7"), ball.indicators("seg7"))
        # every display, every kind, the colon and the possession dot included
        for address, chip in box.chips.items():
            v = app.view(address)
            assert decode_screen(app, v) == chip.segments(v.kind), hex(address)
            assert screen_indicators(app, v) == chip.indicators(v.kind), hex(address)
        assert box.chips[0x70].indicators("bigseg7") == {"colon"}
        # The indicators the firmware leaves dark show when the RAM says so.
        box.chips[0x70].ram[4] |= 0x04 | 0x10
        app.advance(5)
        got = screen_indicators(app, app.view(0x70))
        assert got == {"colon", "top_left_dot", "ampm"}
        # A wrong segment written straight to the RAM shows as it is.
        box.chips[0x74].ram[0] |= 0x80
        app.advance(5)
        assert "dp" in decode_screen(app, view)[0]

    run_app(box, scenario)


def test_blink_brightness_and_display_off_are_shown():
    box = VirtualBox(seed=2)
    dice = box.panel.roles["dice"][0].drv

    async def scenario(app, pilot):
        await pilot.press("r")  # the die shows
        app.advance(10)
        view = app.view(0x75)
        assert view.border_subtitle == "brightness 8/15"
        assert lit_cells(view.grid)
        # Brightness: the setup setting, through the runner and driver to the chip.
        box.app.settings["brightness"] = 2
        app.advance(10)
        assert box.chips[0x75].brightness == 2
        assert view.border_subtitle == "brightness 2/15"
        lit = styles("seg14", 2)["lit"].color
        assert lit != styles("seg14", 15)["lit"].color and lit_level(2) < lit_level(15)
        spans = {s.style.color for s in view.render().spans if s.style.color}
        assert lit in spans
        # Blink at 2 Hz: lit for 250 ms, dark for 250 ms, by the virtual ticks.
        dice.blink(1)
        now = box.ticks.ticks_ms()
        app.advance(500 - now % 500)
        assert view.shown and lit_cells(view.grid) and "blink 2 Hz" in view.border_title
        app.advance(260)
        assert not view.shown and not lit_cells(view.grid)
        app.advance(250)
        assert view.shown
        dice.blink(3)
        app.advance(5)
        assert "blink 0.5 Hz" in view.border_title
        dice.blink(0)
        # Display off keeps the RAM but lights nothing.
        dice.power(False)
        app.advance(5)
        assert view.border_subtitle == "display off" and not lit_cells(view.grid)
        assert any(box.chips[0x75].ram)
        dice.power(True)
        app.advance(5)
        assert lit_cells(view.grid)

    run_app(box, scenario)


def test_a_missing_display_says_so():
    box = VirtualBox(seed=2, absent=(0x75,))

    async def scenario(app, pilot):
        assert app.view(0x75).border_subtitle == "no answer on the bus"
        assert app.view(0x74).border_subtitle == "brightness 8/15"

    run_app(box, scenario)


def args_for(save_dir, new=False):
    return argparse.Namespace(teams=None, new=new, save_dir=save_dir)


def test_game_saves_and_a_second_emulator_resumes_it(tmp_path):
    cfg = load_config()
    first = emulate_cmd.make_box(args_for(tmp_path), cfg, tmp_path, 5)
    assert not first.resumed
    seen = {}

    async def play(app, pilot):
        for _ in range(8):
            await pilot.press("r")
        await pilot.press("down", "enter")
        seen["summary"] = first.summary()
        seen["texts"] = first.texts()

    run_app(first, play)
    assert seen["summary"]["step"] == "play" and seen["summary"]["actions"] == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save0.sln", "save1.sln"]

    second = emulate_cmd.make_box(args_for(tmp_path), cfg, tmp_path, 99)
    assert second.resumed

    async def look(app, pilot):
        app.advance(2000)  # past the RESUMED message
        s = second.summary()
        # the game and its place are back; the call being made starts over
        for key in ("score", "clock", "quarter", "down", "to_go", "ball_on", "possession"):
            assert s[key] == seen["summary"][key]
        assert s["actions"] == seen["summary"]["actions"]
        for role in ("clock", "home", "away", "down", "ball_on"):
            assert second.texts()[role] == seen["texts"][role]

    run_app(second, look)
    fresh = emulate_cmd.make_box(args_for(tmp_path, new=True), cfg, tmp_path, 5)
    assert not fresh.resumed and fresh.summary()["actions"] == 0


def test_time_runs_in_real_time():
    box = VirtualBox(seed=2)
    box.app.settings["clock_mode"] = "real"

    async def scenario(app, pilot):
        await pilot.press("c")  # start the game clock
        await pilot.pause(1.2)
        assert app.virtual_ms >= 1000
        assert box.summary()["clock"] in ("14:59", "14:58")  # "14:58" on a busy machine

    run_app(box, scenario, realtime=True)


def test_screen_shows_layout_labels_and_key_map():
    box = VirtualBox(seed=2)

    async def scenario(app, pilot):
        text = app.screen_text()
        for label in ("─ CLOCK ─", "─ HOME ─", "─ AWAY ─", "─ DOWN ─", "─ BALL ON ─"):
            assert label in text
        assert "─ DICE ─" in text and "─ TEXT 1/2 ─" in text and "─ TEXT 2/2 ─" in text
        assert "brightness 8/15" in text
        for _name, job in legend(box.app, box.cfg["buttons"]):
            assert job in text
        assert "shift+↑ K" in text
        lines = text.splitlines()
        row = lambda label: next(i for i, ln in enumerate(lines) if label in ln)  # noqa: E731
        assert row("─ CLOCK ─") < row("─ DOWN ─") < row("─ TEXT 1/2 ─")
        clock = app.view(0x70).region
        assert app.view(0x71).region.x < clock.x < app.view(0x72).region.x
        assert isinstance(app.view(0x76), ChipView)

    run_app(box, scenario)


def test_teams_option(tmp_path, capsys):
    teams = tmp_path / "teams"
    teams.mkdir()
    for name in ("granite_rams.json", "prairie_comets.json"):
        (teams / name).write_text((FIRMWARE / "teams" / name).read_text())
    code, rows, err = headless(tmp_path, capsys, "wait 0\n", "--teams", str(teams))
    assert code == 0, err
    code, _, err = headless(tmp_path, capsys, "wait 0\n", "--teams", str(tmp_path / "none"))
    assert code == 2 and "no team folder" in err
    (tmp_path / "empty").mkdir()
    code, _, err = headless(tmp_path, capsys, "wait 0\n", "--teams", str(tmp_path / "empty"))
    assert code == 2 and "no team sheets" in err


def test_another_build_is_laid_out_from_its_config():
    cfg = load_config()
    cfg["build"] = "small"
    cfg["displays"] = [d for d in cfg["displays"] if d["role"] in ("dice", "text")]
    cfg["buttons"] = cfg["buttons"] + [{"name": "FIRE", "pin": 14, "repeat": False, "job": "x"}]
    box = VirtualBox(cfg=cfg, seed=2)

    async def scenario(app, pilot):
        text = app.screen_text()
        assert "small build" in text and "─ CLOCK ─" not in text and "─ DICE ─" in text
        assert [v.spec["address"] for v in app.chip_views] == [0x75, 0x76, 0x77]
        assert app.query_one("#button-FIRE").short == ("f",)
        await pilot.press("r")
        assert box.summary()["actions"] == 1
        for address in (0x75, 0x76, 0x77):
            v = app.view(address)
            assert decode_screen(app, v) == box.chips[address].segments("seg14")

    run_app(box, scenario)


def test_setup_game_switches_the_emulator_to_another_game():
    """Issue 13: setup's GAME in the Textual emulator, keys only: MODE to setup, OK, UP to the
    next game, OK, OK (NEW GAME): the board plays Dice-Bowl, and the status line says so in
    that game's words (it has no quarter or clock: nothing of College Football Saturday's)."""
    from host_tools.emulator.virtual_box import memory_storage
    from sideline.app import installed

    box = VirtualBox(storage=memory_storage(), seed=4, games=installed())

    async def scenario(app, pilot):
        for key in ("m", "m", "m", "enter", "k", "enter", "enter"):
            await pilot.press(key)
            await pilot.pause()
        app.box.advance(2000)
        await pilot.pause()
        assert app.box.app.ID == "dicebowl"
        status = app.status_text()
        assert "play" in status and "toss" in status and "Q1" not in status

    run_app(box, scenario)
