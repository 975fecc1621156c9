"""Sideline in the browser (host_tools/web/): the page built by `sideline web`, driven by its
buttons in headless Chromium (the system's, through playwright). In its test mode (a fixed
seed, a virtual clock) the page's displays, read back from the lit SVG segments, must equal
`sideline emulate --headless`'s for the same seed and button script at every step.

Skipped, with the reason, where no Chromium (or playwright) is found: .ci/run installs
Debian's chromium."""

import contextlib
import io
import json

import pytest
from kits.web import (
    REASON,
    engine_game,
    open_page,
    page_run,
    ready,
    same_steps,
    texts,
)

from host_tools import cli
from host_tools.web.scripts import Player, coach_game

pytestmark = pytest.mark.skipif(REASON is not None, reason="browser tests skipped: %s" % REASON)


# --- the page -----------------------------------------------------------------------------


def emulate(lines, seed, game=None, tmp=None):
    """`sideline emulate --headless`'s displays after each step, from the command itself."""
    script = tmp / "script.txt"
    script.write_text("\n".join(lines) + "\n")
    argv = ["emulate", "--headless", "--seed", str(seed), "--script", str(script)]
    if game:
        argv += ["--game", game]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli.main(argv) == 0
    return [json.loads(line)["displays"] for line in out.getvalue().splitlines()]


# --- button scripts: seeded players on the headless box (host_tools/web/scripts.py) -----


# --- tests --------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["cfs", "dicebowl", "fliip", "rlb"])
def test_a_whole_game_by_the_buttons_equals_the_emulator_step_by_step(
    game, site, context, tmp_path
):
    seed = 11
    player = coach_game(seed) if game == "cfs" else engine_game(game, seed)
    lines = player.lines
    assert player.t.over() if game != "cfs" else player.t.step == "over"
    want = emulate(lines, seed, None if game == "cfs" else game, tmp_path)
    assert want[-1]["text"].startswith("FINAL")
    page = open_page(context, site + "?test=%d&new&game=%s" % (seed, game))
    same_steps(lines, page_run(page, lines), want)
    assert not page.errors


def test_setup_game_switch_undo_redo_and_the_info_pages_equal_the_emulator(site, context, tmp_path):
    p = Player(5)
    shown = []

    def look():
        shown.append(p.text().strip())

    p.press("ROLL")
    for _ in range(4):
        p.press("BACK")  # the info pages: first downs, timeouts left, plays left, back
        look()
    p.press("UNDO")
    look()
    p.wait(2000)
    p.hold("UNDO", 1200)  # redo
    look()
    p.wait(2000)
    for _ in range(3):
        p.press("MODE")
    p.wait(2000)
    p.until("GAME")
    p.press("OK")
    p.until("DICEBOWL")
    p.press("OK")
    assert p.text() == "NEW? OK "
    p.press("OK")  # Dice-Bowl now
    assert p.t.ID == "dicebowl"
    p.wait(2000)
    p.press("ROLL")  # the toss
    p.wait(2000)
    p.press("UNDO")
    look()
    p.wait(2000)
    p.hold("UNDO", 1200)
    look()
    p.wait(2000)
    assert shown == ["FD 0-0", "TO 3-3", "LF 66-70", "KICKOFF", "UNDO", "REDO", "UNDO", "REDO"]
    want = emulate(p.lines, 5, None, tmp_path)
    page = open_page(context, site + "?test=5&new")
    same_steps(p.lines, page_run(page, p.lines), want)


def board(lit):
    return {k: v for k, v in lit.items() if k != "text"}


def resumed(page, before, menu):
    """The page's displays after a reload, the last action's results paged through. The
    game comes back whole; what the box does not save, as on the board (a flash write per
    completed action, none per press), is where the player was on the text line: the last
    action's results show again from the first, then the menu from its first choice."""
    page.evaluate("window.sideline.advance(3000)")
    now = texts(page.evaluate("window.sideline.lit()"))
    for _ in range(8):
        assert board(now) == board(before)
        if now["text"].strip() in menu:
            break
        now = page_run(page, ["press UP"])[-1]  # UP with a result shown: the next result
    assert now["text"].strip() == menu[0]
    return now


def test_a_reload_mid_game_resumes_exactly_and_the_save_is_the_boards(site, context):
    lines = engine_game("rlb", 3).lines[:120]
    page = open_page(context, site + "?test=3&new&game=rlb")
    page_run(page, lines + ["wait 3000"])
    before = texts(page.evaluate("window.sideline.lit()"))
    summary = page.evaluate("window.sideline.box.summary()")
    page.goto(site + "?test=99")  # another seed: what comes back is the save's
    ready(page)
    menu = json.loads(summary)["menu"]
    assert before["text"].strip() in menu  # the game rests on its menu
    resumed(page, before, menu)
    assert page.evaluate("window.sideline.box.summary()") == summary
    page.close()  # a closed tab: a new one resumes the same game
    page = open_page(context, site + "?test=77")
    resumed(page, before, menu)
    assert page.evaluate("window.sideline.box.summary()") == summary
    # The slots are the board's: sideline/store.py's format, read by the firmware's storage.
    from drivers.storage import SlotStorage

    stored = page.evaluate("JSON.stringify(localStorage)")
    slots = {
        k.split("/", 1)[1]: bytes.fromhex(v)
        for k, v in json.loads(stored).items()
        if k.startswith("sideline-test/")
    }

    def read(name):
        if name not in slots:
            raise OSError(2, "ENOENT")
        return slots[name]

    payload = SlotStorage(read, None).load()
    assert json.loads(payload)["game"] == "rlb"


def test_the_page_is_installable_and_works_offline_after_the_first_visit(site, context):
    page = open_page(context, site)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30000)
    # Installable to the home screen: Chromium finds nothing missing (its test contexts are
    # incognito, which it names and which no page can change).
    cdp = context.new_cdp_session(page)
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert [e["errorId"] for e in errors if e["errorId"] != "in-incognito"] == []
    assert cdp.send("Page.getAppManifest")["errors"] == []
    context.set_offline(True)
    try:
        page.reload()
        ready(page)
        shown = texts(page.evaluate("window.sideline.lit()"))
        assert shown["clock"].strip() and shown["home"].strip()
    finally:
        context.set_offline(False)


def test_a_press_on_the_players_page_is_drawn_before_the_pointer_comes_up(site, context):
    page = open_page(context, site + "?game=dicebowl")
    before = texts(page.evaluate("window.sideline.lit()"))
    box = page.locator('.key[data-name="MODE"]').bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    # MODE acts at its first contact: the displays change before the pointer comes up.
    page.mouse.down()
    during = texts(page.evaluate("window.sideline.lit()"))
    page.mouse.up()
    assert during["text"] != before["text"]
    assert page.evaluate("window.sideline.pressMs.length") == 1


def test_a_held_button_on_the_players_page_acts_as_a_hold_in_real_time(site, context):
    page = open_page(context, site + "?game=dicebowl")

    def at(name):
        box = page.locator('.key[data-name="%s"]' % name).bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)

    def text():
        return texts(page.evaluate("window.sideline.lit()"))["text"].strip()

    at("ROLL")
    page.mouse.down()
    page.wait_for_timeout(80)
    page.mouse.up()
    page.wait_for_timeout(300)
    tossed = texts(page.evaluate("window.sideline.lit()"))
    at("UNDO")
    page.mouse.down()
    page.wait_for_timeout(80)
    page.mouse.up()  # a short press: undo, on the release
    page.wait_for_timeout(100)
    assert text() == "UNDO"
    page.wait_for_timeout(1600)  # past the flash
    page.mouse.down()
    page.wait_for_timeout(1100)  # held past the long press (0.8 s): redo
    assert text() == "REDO"
    page.mouse.up()
    page.wait_for_timeout(1700)
    assert texts(page.evaluate("window.sideline.lit()"))["dice"] == tossed["dice"]


def test_the_keys_press_the_buttons_and_a_held_key_repeats_as_the_box_does(site, context, tmp_path):
    page = open_page(context, site + "?test=2&new&game=fliip")
    base = page_run(page, ["press MODE"])[-1]["text"]  # setup, by the button
    page.evaluate("window.sideline.advance(2000)")

    def key(k, down_ms):
        page.keyboard.down(k)
        page.evaluate("window.sideline.advance(%d)" % down_ms)
        page.keyboard.up(k)
        page.evaluate("window.sideline.advance(40)")
        return texts(page.evaluate("window.sideline.lit()"))["text"]

    lines = ["press MODE", "wait 2000", "press UP", "hold UP 900", "press DOWN"]
    want = [d["text"] for d in emulate(lines, 2, "fliip", tmp_path)]
    got = [key("ArrowUp", 60), key("ArrowUp", 900), key("ArrowDown", 60)]
    assert got == want[2:]
    assert len(set(got)) == 3 and base != got[0]  # each key moved the setup item
