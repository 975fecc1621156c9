# Saves the shell cannot resume: a save that passed its CRC may still come from another
# firmware version, have the wrong shape, or name a team sheet that is no longer on the
# board. Such a save is not restored (a bad value would fault the main loop on every pass)
# and not thrown away either: the app keeps its bytes and saves them again instead of the
# stand-in game, until the player chooses NEW GAME; once the sheet is back, the next boot
# resumes it. Whether a game's save can be resumed is the game's own check (games/<id>/).
import json

# A save without "game" (written before the seam) is the first game's: the installed
# list says which (the board's and the host's readers of saves ask named_game).
from games import UNNAMED

# What stops a saved game, as a game's check hands it to keep(): a sentence (the save is
# bad: "SAVE BAD" on the board), or a code the board names in its own words.
NO_TEAM = 1  # (NO_TEAM, slug): the team's file is missing or bad
OTHER_VERSION = 2  # (OTHER_VERSION, the save's version, the version this firmware reads)


def named_game(p):
    """The game a save (its dict) belongs to: its "game", or the unnamed game's (UNNAMED)."""
    return p.get("game", UNNAMED)


def saved_game(payload, default):
    """(the game a save belongs to, whether it only says which game to start), from one
    reading of it: named_game, or default for one that is not even JSON (the game's own
    check then says what is wrong with it)."""
    try:
        p = json.loads(payload) if type(payload) is not dict else payload
        g = named_game(p)
        return (g if type(g) is str else default), (p.get("start") is True and "v" not in p)
    except Exception:
        return default, False


def game_of(payload, default):
    return saved_game(payload, default)[0]


def to_start(game_id, new=False):
    """A save that only says which game to start: written when setup's GAME chooses another
    game and the board restarts into it; new: a new game of it, after its own save resumed
    (NEW GAME on the board, which restarts into it: the new game's heap is a clean one)."""
    p = {"game": game_id, "start": True}
    if new:
        p["new"] = True
    return json.dumps(p).encode()


def renews(payload):
    """Whether a to_start() save asks for a new game of its game (to_start's new)."""
    try:
        p = json.loads(payload)
        return p.get("new") is True and is_start(p)
    except Exception:
        return False


def is_start(payload):
    """Whether a save is a to_start() one (a new game of its game, nothing to resume)."""
    return saved_game(payload, None)[1]


def keep(app, payload, problem):
    """The saved game cannot be resumed: keep its bytes (app.payload() hands them back
    until NEW GAME) and say so on the board and in the messages."""
    if type(payload) is dict:
        payload = json.dumps(payload)
    if type(payload) is str:
        payload = payload.encode()
    app.kept = payload
    app.messages.insert(0, "BAD SAVE")
    app.flash_next = (board_words(problem), 3000)  # then why, on the board too
    words = sentence(problem)
    app.messages.insert(1, words + "; kept until NEW GAME")
    app.error = words


def sentence(problem):
    """A problem (a sentence or a code) as the serial console and the host say it."""
    if type(problem) is str:
        return problem
    if problem[0] == NO_TEAM:
        return "saved game needs teams/%s.json (missing or bad)" % problem[1]
    return "saved game is from firmware version %s (this one reads %d)" % problem[1:]


def board_words(problem):
    """What stops the saved game, in eight characters: "NO BAYOU" (the team whose sheet is
    missing or bad, by its file's name: the sheet that would give its abbreviation is the
    one missing), "SAVE V3" (another firmware's version), else "SAVE BAD"."""
    if type(problem) is str:
        return "SAVE BAD"
    if problem[0] == NO_TEAM:
        return "NO " + str(problem[1]).replace("_", " ").upper()[:5].strip()
    return ("SAVE V%s" % problem[1])[:8]


def forget(app):
    """NEW GAME chosen: the kept save may now be overwritten."""
    app.kept = None


def embedded(old):
    """The game NEW GAME replaced, as a save holds it ("previous"): its state as a dict
    (without a "previous" of its own: one game back, as UNDO goes), or a kept save's text;
    None when there is none or it is not text."""
    if old is None:
        return None
    if type(old) is dict:
        if "previous" in old:
            old = dict(old)
            del old["previous"]
        return old
    try:
        return bytes(old).decode() if type(old) is not str else old
    except Exception:
        return None


def previous_of(p):
    """The game NEW GAME replaced, from a save (p: its dict): UNDO's way back, or None."""
    old = p.get("previous")
    return old if type(old) is dict or type(old) is str else None
