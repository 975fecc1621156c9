"""Setup's GAME (issue 26 item 1's switch): the question OK answers says what it will do. A
game with a save of its own is resumed, so the line asks RESUME?; a game never played starts
anew and asks NEW? OK (the line said NEW? OK for both, though OK resumes a saved game)."""

from kits.switching import ORDER, play, switch_to, to_play

from host_tools.emulator.virtual_box import VirtualBox, memory_storage
from sideline.app import installed


def ask_for(box, game):
    """MODE to setup, OK on GAME, UP to the game, OK: the question, before it is answered."""
    while box.app.mode != "setup":
        box.press("MODE")
    box.advance(1000)
    box.press("OK")
    for _ in range((ORDER.index(game) - ORDER.index(box.app.ID)) % len(ORDER)):
        box.press("UP")
    box.press("OK")
    return box.texts()["text"].strip()


def test_the_game_question_says_resume_for_a_saved_game_and_new_for_one_never_played():
    box = VirtualBox(storage=memory_storage(), seed=7, games=installed())
    play(box, ["OK"] * 6)
    assert ask_for(box, "rlb") == "NEW? OK"  # Rugby League Breakout has no save: a new game
    box.press("OK")
    box.advance(3000)
    assert box.app.ID == "rlb" and box.summary()["actions"] == 0
    to_play(box)
    play(box, ["OK"] * 4)
    assert ask_for(box, "cfs") == "RESUME?"  # the game left waits in its own file
    box.press("OK")
    box.advance(3000)
    assert box.app.ID == "cfs" and box.summary()["actions"] > 0  # resumed, as it said
    assert ask_for(box, "rlb") == "RESUME?"
    box.press("BACK")  # not OK: this game is kept
    box.advance(2000)
    assert box.app.ID == "cfs"
    switch_to(box, "rlb")
    assert box.summary()["actions"] >= 2
