"""Switching games on the emulated box and playing a few actions in each (saves per game)."""

from sideline.app import installed

ORDER = [g for g, _ in installed()]  # setup's GAME steps through them in this order


def call_start(s):
    """College Football Saturday waits at the start of a call: the call being put together
    is not saved (a power cut, too, starts it over), so a game is compared there."""
    return s["step"] in ("fourth", "kickoff", "try") or (s["step"] == "base" and s["down"] < 4)


def play(box, presses):
    """A few of the game's actions: OK takes the item shown or rolls, each a moment later.
    College Football Saturday is then taken on to its next call's start ("base"): the call
    being put together is not saved (a power cut, too, starts it over)."""
    for name in presses:
        box.press(name)
        box.advance(2500)
    while box.app.ID == "cfs" and not call_start(box.summary()):
        box.press("OK")
        box.advance(2500)


def switch_to(box, game):
    """MODE to setup, OK on GAME, UP to the game, OK, OK: the issue's key presses."""
    while box.app.mode != "setup":
        box.press("MODE")
    box.advance(1000)
    box.press("OK")
    steps = (ORDER.index(game) - ORDER.index(box.app.ID)) % len(ORDER)
    for _ in range(steps):
        box.press("UP")
    box.press("OK")
    box.press("OK")
    box.advance(3000)
    assert box.app.ID == game


def to_play(box):
    while box.app.mode != "play":
        box.press("MODE")
    box.advance(3000)
