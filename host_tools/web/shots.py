"""`sideline web --screenshots DIR`: a PNG of each game on the page in a phone's viewport
(390 x 844, portrait), a few plays into a seeded game played by its buttons (test mode), for
docs/browser.md."""

from pathlib import Path

import games
from host_tools.common import headless, registry
from host_tools.emulator.emulate_cmd import load_cfg
from host_tools.web import browser
from host_tools.web.scripts import Player
from host_tools.web.serve import Server

PHONE = {"width": 390, "height": 844}
GAMES = games.INSTALLED
SEED = 4
PRESSES = 60  # into the game: the scoreboard shows a game under way


def script(game):
    """A seeded game's first presses on the virtual box: its coach for a game with one (its
    HOST's "coach_script"); the tables' own players (host_tools/<id>/player.py) are not in
    the page's package, so the others press ROLL and OK as a player following the box would."""
    p = Player(SEED, game)
    coach = registry.hook(game, "coach_script")
    if coach is not None:
        coach.play(p, away="COACH", max_presses=PRESSES)
        return p.lines

    for _ in range(PRESSES):
        if p.t.over():
            break
        p.press("ROLL" if p.t.roll_choice(p.t.state_, p.t.menu) is not None else "OK")
    return p.lines


def take(folder, out_dir):
    # why: playwright, a dev dependency: only the browser runs need it
    from playwright.sync_api import sync_playwright

    names = [b["name"] for b in load_cfg(None)["buttons"]]
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with Server(folder) as server, sync_playwright() as p:
        chromium = browser.launch(p)
        try:
            for game in GAMES:
                ctx = chromium.new_context(viewport=PHONE)
                page = ctx.new_page()
                page.goto(server.url + "?test=%d&new&game=%s" % (SEED, game))
                page.wait_for_selector("body[data-ready]", timeout=120000)
                steps = headless.parse(script(game), names)
                steps = [[v] + a for *_, v, a in steps]
                page.evaluate("(s) => { window.sideline.script(s); }", steps)
                path = out_dir / ("web-%s.png" % game)
                page.screenshot(path=str(path))
                written.append(path)
                ctx.close()
        finally:
            chromium.close()
    return written
