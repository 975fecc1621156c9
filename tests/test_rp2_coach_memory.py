"""Issue 33 on the real rp2 port (the emulated board): the coach's memory through the
firmware's own main loop and buttons, as a player meets it. Needs a MicroPython UF2 (make
uf2) in SIDELINE_UF2 and the RP2040 bootrom (SIDELINE_BOOTROM); skipped otherwise."""

import os

import pytest

UF2 = os.environ.get("SIDELINE_UF2")
pytestmark = pytest.mark.skipif(
    not UF2, reason="SIDELINE_UF2 is not set: no MicroPython UF2 to run (make uf2 builds one)"
)

# Setup's items with the four games installed: GAME, HOME, AWAY, H CALL, A CALL, ...
H_CALL = 3
COACH_STEPS = 2  # PLAYER -> CARDS -> COACH


class Player:
    """Presses buttons on the emulated board and reads its displays after each."""

    def __init__(self, board):
        from host_tools.rp2 import board as rp2

        self.b = board
        self.box = rp2.Rp2Box(board)
        self.pins = {x["name"]: x["pin"] for x in board.cfg["buttons"]}
        self.shown = []

    def press(self, name, settle_ms=400):
        from host_tools.rp2.bench import press

        press(self.b, self.pins[name], settle_ms=settle_ms)
        self.box.sync()
        text = self.box.texts()["text"]
        self.shown.append((name, text))
        return text

    def errors(self):
        return [line for line in self.box.lines if "error" in line]

    def to_setup(self):
        for _ in range(3):  # play, manual, dice, setup
            self.press("MODE", settle_ms=900)
        assert self.box.texts()["text"].startswith("GAME"), self.shown

    def coaches_on_both_sides(self):
        self.to_setup()
        for _ in range(H_CALL):
            self.press("UP")
        for _side in ("home", "away"):
            self.press("OK")
            for _ in range(COACH_STEPS):
                self.press("UP")
            assert self.press("OK").strip().endswith("COACH"), self.shown
            self.press("UP")

    def new_game(self):
        self.to_setup()
        assert self.press("DOWN").strip() == "NEW GAME", self.shown
        self.press("OK")
        self.press("OK", settle_ms=4000)


def test_new_game_with_coaches_on_both_sides_after_they_warmed_up_starts_it():
    """Item 1: coaches chosen on both sides, back to play (the coach makes its tables for the
    old game's sheets), then NEW GAME: it starts, no ERR, and the coach plays on."""
    from host_tools.rp2 import board as rp2

    b = rp2.start(UF2)
    try:
        b.run(6000)
        p = Player(b)
        p.press("OK")  # the self-test's ALL GOOD
        p.coaches_on_both_sides()
        p.press("BACK", settle_ms=3000)  # play mode: the coach warms up
        p.new_game()
        texts = [t for _, t in p.shown[-3:]]
        assert not any(t.startswith("ERR") for t in texts), p.shown
        for _ in range(8):
            assert not p.press("ROLL", settle_ms=1500).startswith("ERR"), p.shown
        assert p.errors() == [], p.box.lines
        calls = [line for line in p.box.lines if "call:" in line]
        assert calls, p.box.lines  # the coach called plays in the new game
    finally:
        b.close()
