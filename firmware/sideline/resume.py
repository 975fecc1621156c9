# Saves the shell cannot resume: a save that passed its CRC may still come from another
# firmware version, have the wrong shape, or name a team sheet that is no longer on the
# board. Such a save is not restored (a bad value would fault the main loop on every pass)
# and not thrown away either: the app keeps its bytes and saves them again instead of the
# stand-in game, until the player chooses NEW GAME; once the sheet is back, the next boot
# resumes it. Whether a game's save can be resumed is the game's own check (games/<id>/).
import json


def saved_game(payload, default):
    """(the game a save belongs to, whether it only says which game to start), from one
    reading of it: its "game", or default for a save written before the seam (College
    Football Saturday's, format 1) or one that is not even JSON (the game's own check then
    says what is wrong with it)."""
    try:
        p = json.loads(payload) if type(payload) is not dict else payload
        g = p.get("game", "cfs")
        return (g if type(g) is str else default), (p.get("start") is True and "v" not in p)
    except Exception:
        return default, False


def game_of(payload, default):
    return saved_game(payload, default)[0]


def to_start(game_id):
    """A save that only says which game to start: written when setup's GAME chooses another
    game and the board restarts into it."""
    return json.dumps({"game": game_id, "start": True}).encode()


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
    app.messages.insert(1, problem + "; kept until NEW GAME")
    app.error = problem


def board_words(problem):
    """What stops the saved game, in eight characters: "NO BAYOU" (the team whose sheet is
    missing or bad, by its file's name: the sheet that would give its abbreviation is the
    one missing), "SAVE V3" (another firmware's version), else "SAVE BAD"."""
    if "teams/" in problem:
        slug = problem.split("teams/", 1)[1].split(".json", 1)[0]
        return "NO " + slug.replace("_", " ").upper()[:5].strip()
    if "version" in problem and "firmware version " in problem:
        v = problem.split("firmware version ", 1)[1].split(" ", 1)[0]
        return ("SAVE V" + v)[:8]
    return "SAVE BAD"


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
