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

from pathlib import Path

from host_tools.common import registry
from host_tools.common.paths import FIRMWARE
from sideline import resume

# The games the box saves replay for: those whose HOST names a "box_save" (the engine games).
ENGINE_GAMES = tuple(gid for gid, host in registry.hosts() if host.get("box_save"))


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
    """{"home", "away"} of a box save of a game without team files (its HOST's "side_names"):
    the names pull wrote, else None."""
    names = save.get("names")
    if not isinstance(names, dict):
        return None
    h, a = names.get("home"), names.get("away")
    if not (isinstance(h, str) and isinstance(a, str) and h.strip() and a.strip()) or h == a:
        return None
    return {"home": h, "away": a}


def file_name(save, seq=None):
    """A name for a pulled save, by game and teams: `<id>_HGL_at_MSC.json`."""
    game = resume.named_game(save)
    teams = []
    if game in ENGINE_GAMES:
        names = side_names(save) if registry.host(game).get("side_names") else None
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
