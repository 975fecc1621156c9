"""The player's page in headless Chromium: the built site, the browser, pages driven step by step.
A pytest plugin (tests/conftest.py) for its fixtures."""

import random
import sys
from pathlib import Path

import pytest

from host_tools.emulator.emulate_cmd import load_cfg
from host_tools.emulator.virtual_ht16k33 import VirtualHT16K33
from host_tools.web import browser, build
from host_tools.web.scripts import Player
from host_tools.web.serve import Server

REASON = browser.why_not()


TESTS = Path(__file__).resolve().parents[1]


CFG = load_cfg(None)


BUTTONS = [b["name"] for b in CFG["buttons"]]


PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("web")
    build.build(out)
    with Server(out) as server:
        yield server.url


@pytest.fixture(scope="module")
def chromium():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = browser.launch(p)
        yield b
        b.close()


@pytest.fixture
def context(chromium):
    ctx = chromium.new_context(viewport=PHONE)
    yield ctx
    ctx.close()


def open_page(context, url):
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    page.goto(url)
    ready(page)
    return page


def ready(page):
    page.wait_for_selector("body[data-ready]", timeout=60000)
    assert page.evaluate("document.body.dataset.ready") == "1", page.inner_text("#status")
    assert not page.errors, page.errors


def texts(lit):
    """Each display's text by role, decoded from the RAM bytes the page's lit segments
    stand for, as the virtual box decodes its chips (VirtualBox.texts)."""
    out = {}
    for d in sorted(CFG["displays"], key=lambda d: (d["role"], d.get("part", 0))):
        chip = VirtualHT16K33()
        chip.ram = bytearray(lit[str(d["address"])])
        out[d["role"]] = out.get(d["role"], "") + chip.text(d["kind"])
    return out


def page_run(page, lines):
    """The script's steps pressed on the page's buttons; the displays after each step."""
    from host_tools.common import headless

    steps = [[verb] + args for _n, _text, verb, args in headless.parse(lines, BUTTONS)]
    return [texts(lit) for lit in page.evaluate("(s) => window.sideline.script(s)", steps)]


def same_steps(lines, got, want):
    assert len(got) == len(want) == len([x for x in lines if x.strip()])
    for i, (g, w) in enumerate(zip(got, want, strict=True)):
        assert g == w, "step %d (%s): page %s, emulator %s" % (i + 1, lines[i], g, w)


def _bot_class():
    sys.path.insert(0, str(TESTS))
    from host_tools.emulator import tables_bot

    class Bot(Player, tables_bot.Bot):
        pass

    return Bot


def engine_game(game, seed):
    from host_tools.dicebowl import player as dicebowl_player
    from host_tools.fliip import player as fliip_player
    from host_tools.rlb import player as rlb_player

    bot = _bot_class()(seed, game)
    if game == "fliip":  # the quick game: four possessions a side (F1), set in setup
        bot.press("MODE")
        bot.until("LENGTH")
        bot.press("OK")
        bot.press("UP")
        bot.press("OK")
        bot.until("NEW GAME")
        bot.press("OK")
        bot.press("OK")
    play = {
        "dicebowl": dicebowl_player.play_game,
        "fliip": fliip_player.play_game,
        "rlb": rlb_player.play_game,
    }[game]
    play(bot, random.Random(seed))
    return bot
