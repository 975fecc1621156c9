"""A box save of an engine game (Dice-Bowl, Fliip, Rugby League Breakout) read on the host.

The board writes `{"game": ID, "v": VERSION, "settings", "start", "seed", "log"}` (the
shell's EngineTable.state()); `sideline pull -o` copies it off. Here it is replayed by the
game's own box Table, the code the board runs, with the team files the save names (the
game's folder under firmware/, or --teams): the score, the statistics, the score sheet and
the report all come from that replay, never from numbers typed into the file.

A Dice-Bowl box plays HOME against AWAY (no team files); for a league the two sides need
names, which `sideline pull --home NAME --away NAME` writes into the save as
`"names": {"home": ..., "away": ...}` (the board ignores the key).
"""

import json
from pathlib import Path

from host_tools.device.flashing import FIRMWARE
from sideline import resume

ENGINE_GAMES = ("dicebowl", "fliip", "rlb")


def is_box_save(obj):
    """Whether a JSON object is a box save of an engine game (not a host tool's file)."""
    return (
        isinstance(obj, dict)
        and obj.get("game") in ENGINE_GAMES
        and "v" in obj
        and "log" in obj
        and "start" in obj
    )


def teams_folder(game, teams=None):
    """The folder of the game's team files: `teams` if given, else its folder in firmware/
    (None for a game without team files)."""
    folder = __import__("games." + game, None, None, ("TEAMS",)).TEAMS
    if folder is None:
        return None
    return Path(teams) if teams else FIRMWARE / folder


def table_of(save, teams=None):
    """(the game's Table resumed from the save, None) or (None, one-line reason)."""
    game = save.get("game")
    if game not in ENGINE_GAMES:
        return None, "not a box save of %s (game %r)" % (", ".join(ENGINE_GAMES), game)
    box = __import__("games.%s.box" % game, None, None, ("Table",))
    folder = teams_folder(game, teams)
    names = []
    if folder is not None:
        if not folder.is_dir():
            return None, "no folder of team files %s" % folder
        names = sorted(p.name for p in folder.iterdir())
    cat, _messages, load = box.catalog(names, lambda n: (folder / n).read_text())
    if not cat:
        return None, "no good team files in %s" % folder
    t = box.Table(cat, load, 0, None, 1, None, None)
    if not t.restore(save):
        return None, resume.sentence(t.problem)
    return t, None


def actions_and_events(table):
    """[(action, events)] of the table's game, replayed from its start (the report's)."""
    state = table.start()
    return [(a, table.step(state, a)) for a in table.log]


def side_names(save):
    """{"home", "away"} of a Dice-Bowl box save: the names pull wrote, else None."""
    names = save.get("names")
    if not isinstance(names, dict):
        return None
    h, a = names.get("home"), names.get("away")
    if not (isinstance(h, str) and isinstance(a, str) and h.strip() and a.strip()) or h == a:
        return None
    return {"home": h, "away": a}


def dicebowl_record(save):
    """(a league record {home, away, final}, replayed state, None) or (None, None, reason)
    for a Dice-Bowl box save: a finished game whose sides have names."""
    t, err = table_of(save)
    if err:
        return None, None, err
    if not t.over():
        return None, None, "the game on the box is not over (%d actions)" % len(t.log)
    names = side_names(save)
    if names is None:
        return (
            None,
            None,
            ("a box save without the teams' names: pull it with --home NAME --away NAME"),
        )
    final = t.state_["G"]["score"]
    rec = {"home": names["home"], "away": names["away"], "final": dict(final)}
    return rec, t.state_, None


def load_dicebowl(path):
    """(record, state, None) or (None, None, 'path: reason') for a Dice-Bowl box save."""
    try:
        save = json.loads(Path(path).read_text())
    except (OSError, UnicodeDecodeError, ValueError) as e:
        return None, None, "%s: cannot read (%s)" % (path, e)
    rec, state, err = dicebowl_record(save)
    if err:
        return None, None, "%s: %s" % (path, err)
    return rec, state, None


def file_name(save, seq=None):
    """A name for a pulled save, by game and teams: `fliip_HGL_at_MSC.json`."""
    game = resume.named_game(save)
    teams = []
    if game in ENGINE_GAMES:
        names = side_names(save) if game == "dicebowl" else None
        start = save.get("start") if isinstance(save.get("start"), dict) else {}
        for side in ("away", "home"):
            w = names[side] if names else start.get(side, side)
            teams.append(_slug(str(w)))
    elif isinstance(save.get("home"), str):
        teams = [_slug(save.get("away", "away")), _slug(save["home"])]
    name = game
    if teams:
        name += "_%s_at_%s" % (teams[0], teams[1])
    if seq is not None:
        name += "_seq%d" % seq
    return name + ".json"


def _slug(word):
    return "".join(c if c.isalnum() else "_" for c in word.lower())
