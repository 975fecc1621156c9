"""The emulator's screen explains itself (issue 27, items 10 and 11): it fits an 80x24
terminal whole, draws bigger where the terminal has room, titles each display by its role
and lists the buttons of the game and mode on the board with what they do there.

Driven by Textual's pilot at given terminal sizes; what is checked is what a person sees
(the screen as text, the widgets' places on it)."""

import asyncio
import random
from pathlib import Path

import pytest
from kits.emulate import decode_screen, run_app, screen_indicators

from host_tools.common.games_table import GAMES, NAMES
from host_tools.emulator.button_legend import JOB_CHARS, jobs, legend
from host_tools.emulator.chips import ButtonView, ChipView
from host_tools.emulator.layout import LAYOUTS, role_title, screen_size
from host_tools.emulator.terminal import EmulatorApp
from host_tools.emulator.virtual_box import VirtualBox, load_config

SMALL = (80, 24)
LARGE = (120, 45)
XLARGE = (160, 50)


def inside(region, size):
    w, h = size
    return region.x >= 0 and region.y >= 0 and region.right <= w and region.bottom <= h


def shown_buttons(app):
    return [v for v in app.query(ButtonView) if v.display]


@pytest.mark.parametrize("game", GAMES)
def test_the_whole_board_and_its_keys_fit_80x24(game):
    """Today at 80x24 the away score and the dice are cut off at the right and the text line
    and the keys are below the bottom: every display and every key line shows whole."""
    box = VirtualBox(seed=3, game=game)

    async def scenario(app, pilot):
        assert app.arrangement == LAYOUTS[-1]
        text = app.screen_text()
        lines = text.splitlines()
        assert len(lines) <= SMALL[1] and all(len(ln) <= SMALL[0] for ln in lines)
        for view in app.query(ChipView):
            assert inside(view.region, SMALL), view.title()
            assert decode_screen(app, view) == view.chip.segments(view.kind), view.title()
            assert screen_indicators(app, view) == view.chip.indicators(view.kind)
        assert app.view(0x72).region.right <= SMALL[0]  # AWAY
        assert app.view(0x75).region.right <= SMALL[0]  # DICE
        buttons = shown_buttons(app)
        assert buttons
        for view in buttons:
            assert inside(view.region, SMALL), view.button
            assert view.job in text  # whole, not cut
        assert "too small" not in app.status_text()

    run_app(box, scenario, size=SMALL)


def test_a_bigger_terminal_gets_the_bigger_drawing():
    """Room for it: the displays in boxes at the glass's proportions (the 1.2in clock taller
    than the scores), brightness under each, and every key of every button; with more room
    still, bigger digits."""
    box = VirtualBox(seed=3)
    heights = {}

    async def large(app, pilot):
        assert app.arrangement == ("large", "lines")
        text = app.screen_text()
        assert "brightness 8/15" in text and "shift+↑ K" in text and "backspace" in text
        clock, home = app.view(0x70), app.view(0x71)
        assert clock.region.height > home.region.height
        heights["large"] = clock.region.height
        for view in app.query(ChipView):
            assert inside(view.region, LARGE)
            assert decode_screen(app, view) == view.chip.segments(view.kind)
        await pilot.resize_terminal(*SMALL)  # the terminal made smaller: the small drawing
        await pilot.pause()
        assert app.arrangement == ("small", "grid")
        heights["small"] = app.view(0x70).region.height
        for view in app.query(ChipView):
            assert inside(view.region, SMALL)
            assert decode_screen(app, view) == view.chip.segments(view.kind)
        await pilot.press("r")  # the new widgets are the ones that follow the chips
        await pilot.pause()
        assert decode_screen(app, app.view(0x75)) == box.chips[0x75].segments("seg14")

    run_app(box, large, size=LARGE)
    assert heights["large"] > heights["small"]

    async def xlarge(app, pilot):
        assert app.arrangement == ("xlarge", "lines")
        heights["xlarge"] = app.view(0x70).region.height
        for view in app.query(ChipView):
            assert inside(view.region, XLARGE)
            assert decode_screen(app, view) == view.chip.segments(view.kind)
            assert screen_indicators(app, view) == view.chip.indicators(view.kind)

    run_app(VirtualBox(seed=3), xlarge, size=XLARGE)
    assert heights["xlarge"] > heights["large"]
    # The size each arrangement asks for is the size it takes on screen.
    for board, keys in LAYOUTS:
        need = screen_size(box.cfg, board, keys)

        async def exact(app, pilot, want=(board, keys), need=need):
            assert app.arrangement == want
            lines = app.screen_text().splitlines()
            assert all(len(ln) <= need[0] for ln in lines)

        run_app(VirtualBox(seed=3), exact, size=need)


@pytest.mark.parametrize("size", [SMALL, LARGE, XLARGE])
def test_each_display_is_titled_by_its_role(size):
    box = VirtualBox(seed=3)
    cfg = load_config()

    async def scenario(app, pilot):
        text = app.screen_text()
        assert "0x7" not in text  # no chip address
        for d in cfg["displays"]:
            view = app.view(d["address"])
            assert view.title().startswith(role_title(d["role"]))
            assert role_title(d["role"]) in text
        assert "BALL ON" in text and "HOME" in text and "AWAY" in text and "DOWN" in text

    run_app(box, scenario, size=size)


def legend_lines(app):
    """The legend as the screen shows it: the lines from the one naming game and mode."""
    lines = app.screen_text().splitlines()
    head = next(i for i, ln in enumerate(lines) if " mode" in ln and "·" in ln)
    return lines[head:-1]


def test_fliip_has_no_clock_key_and_mode_toggles_play_and_setup():
    box = VirtualBox(seed=3, game="fliip")

    async def scenario(app, pilot):
        keys = "\n".join(legend_lines(app))
        assert "Fliip Football · play mode" in keys
        assert "CLOCK" not in keys and "clock" not in keys
        assert "toggle play and setup" in keys
        assert "flip coin" in keys  # ROLL in Fliip's own words
        await pilot.press("m")
        await pilot.pause()
        keys = "\n".join(legend_lines(app))
        assert "Fliip Football · setup mode" in keys
        assert "ROLL" not in keys and "next item" in keys
        await pilot.click("#button-MODE")  # the two-column legend's buttons click too
        await pilot.pause()
        assert box.app.mode == "play" and "play mode" in legend_lines(app)[0]

    run_app(box, scenario, size=SMALL)


def test_college_football_saturday_keys_follow_its_modes():
    box = VirtualBox(seed=3)

    async def scenario(app, pilot):
        keys = "\n".join(legend_lines(app))
        assert "College Football Saturday · play mode" in keys
        assert "CLOCK" in keys and "next mode: manual" in keys
        await pilot.press("m", "m")
        await pilot.pause()
        keys = "\n".join(legend_lines(app))
        assert "dice mode" in keys and "BACK" not in keys and "one more die" in keys
        await pilot.press("C")  # CLOCK held: the timeout menu
        await pilot.pause()
        keys = legend_lines(app)
        assert "timeout mode" in keys[0] and "call the timeout" in "\n".join(keys)
        assert keys[0].endswith("q quit")  # the longest game and mode: the header whole

    run_app(box, scenario, size=SMALL)


def test_each_game_says_what_roll_does_in_it():
    rolls = set()
    for game in GAMES:
        box = VirtualBox(seed=3, game=game)
        job = jobs(box.app)
        assert job["UNDO"] and job["MODE"]
        rolls.add(job["ROLL"])
        assert all(len(j) <= JOB_CHARS for j in job.values()), game
    assert len(rolls) == len(GAMES)  # four games, four meanings of ROLL


def snapshot(box, page):
    """Everything a press could change but the text line (whose messages come and go by
    themselves): the game, its mode, its save, where its menus and setup stand and the
    displays. On an info page (page true) not the displays: any press brings the game's
    own back (README, "The scoreboard")."""
    t = box.app
    state = [id(t), t.mode, t.payload()]
    if not page:
        texts = box.texts()
        texts.pop("text")
        state += [texts, getattr(t, "info", None)]
    for key in ("menu_i", "setup_i", "setup_edit", "confirm", "entry", "results"):
        state.append(repr(getattr(t, key, None)))
    dice = getattr(t, "dice_mode", None)
    if dice is not None:
        state.append(repr((dice.counts, dice.sel, dice.out)))
    return state


@pytest.mark.parametrize("game", GAMES)
def test_a_button_the_legend_leaves_out_does_nothing(game):
    """A random session (seeded) of each game: wherever it stands, each button the legend
    does not list for that game and mode is pressed, and nothing but the text line changes.
    Fails if a game gives a button a meaning the legend does not tell."""
    cfg = load_config()
    names = [b["name"] for b in cfg["buttons"]]
    # The walk: mostly the presses that move a game on, now and then a change of mode, an
    # undo, a redo or a held CLOCK (College Football Saturday's timeout menu: a held CLOCK
    # never starts the clock).
    walk = {"ROLL": 4, "OK": 4, "UP": 2, "DOWN": 2, "BACK": 1, "MODE": 1, "UNDO": 1}
    holds = {"UNDO": 1000, "CLOCK": 1000}
    rng = random.Random(27)
    box = VirtualBox(seed=27, game=game)
    left_out = set()
    for _ in range(150):
        shown = {name for name, _job in legend(box.app, cfg["buttons"])}
        for name in names:
            if name in shown:
                continue
            left_out.add((box.app.mode, name))
            box.advance(3000)  # a roll's tumble on the dice display runs its course first
            page = getattr(box.app, "info", 0)
            before = snapshot(box, page)
            box.press(name)
            assert snapshot(box, page) == before, (game, box.app.mode, name)
        name = rng.choices(list(walk) + ["hold"], weights=list(walk.values()) + [1])[0]
        if name == "hold":
            name = rng.choice(list(holds))
            box.hold(name, holds[name])
        else:
            box.press(name)
        box.advance(rng.choice((0, 200, 2000)))
    assert box.app.summary()["actions"] > 0  # the walk played, not only undid
    if game == "cfs":
        assert {("dice", "BACK"), ("setup", "ROLL"), ("timeout", "ROLL")} <= left_out
    else:
        assert {("play", "CLOCK"), ("setup", "CLOCK"), ("setup", "ROLL")} <= left_out


def test_the_legend_names_the_game_on_the_board():
    for game in GAMES:
        box = VirtualBox(seed=3, game=game)

        async def scenario(app, pilot, game=game):
            assert legend_lines(app)[0].startswith(" %s · play mode" % NAMES[game])

        run_app(box, scenario, size=SMALL)


def readme_capture():
    """The screen README.md pictures (The emulator): seed 1, the opening kickoff rolled and
    revealed (ROLL eight times), at 80x24. `python -m tests.test_emulate_screen` prints it,
    to paste when what the games show changes."""
    box = VirtualBox(seed=1)
    seen = {}

    async def main():
        app = EmulatorApp(box, realtime=False, note=" · new game, seed 1 · saving to .sideline/")
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            for _ in range(8):
                await pilot.press("r")
            app.advance(1000)
            await pilot.pause()
            seen["screen"] = app.screen_text()

    asyncio.run(main())
    return seen["screen"]


def test_the_readmes_capture_is_the_screen_today():
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text()
    section = readme[readme.index("\n## The emulator\n") :]
    block = section[section.index("```\n") + 4 : section.index("\n```", section.index("```\n"))]
    assert block == readme_capture()


class GameInside(VirtualBox):
    """A box whose game cannot be asked (the real rp2 port's: it runs inside the Pico)."""

    @property
    def app(self):
        raise AttributeError("app")

    def summary(self):
        return {"mode": "-"}


def test_without_a_game_to_ask_the_legend_is_the_wiring_files():
    box = GameInside(seed=3)
    cfg = load_config()

    async def scenario(app, pilot):
        text = app.screen_text()
        assert "the wiring file's jobs" in text
        for b in cfg["buttons"]:
            assert b["job"][:JOB_CHARS] in text

    run_app(box, scenario, size=LARGE)


def test_the_minimal_build_says_what_its_holds_do():
    """The minimal build's four buttons: a long ROLL is UNDO's press and a long OK MODE's;
    each such button has a legend line to itself, whole at 80x24."""
    cfg = load_config(Path(__file__).resolve().parents[3] / "hardware/builds/minimal.json")
    box = VirtualBox(cfg=cfg, seed=3, game="fliip")

    async def scenario(app, pilot):
        text = app.screen_text()
        assert len(text.splitlines()) <= SMALL[1]
        for name, job in legend(box.app, cfg["buttons"]):
            assert job in text, name
        assert "hold: undo" in text and "hold: toggle play and setup" in text
        assert "redo" not in text  # the minimal build has no long UNDO
        for view in app.query(ChipView):
            assert inside(view.region, SMALL)

    run_app(box, scenario, size=SMALL)


def test_the_small_drawing_says_what_is_wrong_beside_the_role():
    """No box, so no line under a display for its state: a display that does not answer or
    is switched off says so beside its role; one that is fine shows only its role."""
    box = VirtualBox(seed=3, absent=(0x75,))

    async def scenario(app, pilot):
        text = app.screen_text()
        assert "DICE · no answer" in text and "…" not in text
        assert app.view(0x71).title() == "HOME"
        box.panel.roles["home"][0].drv.power(False)
        app.advance(5)
        await pilot.pause()
        assert "HOME · display off" in app.screen_text()

    run_app(box, scenario, size=SMALL)


if __name__ == "__main__":
    print(readme_capture())
