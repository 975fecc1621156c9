"""What a data file is, told from its content, and its game's checker: what
`sideline sheet check` and `sheet show` dispatch on (issue 13, item 5).

Each installed game's host folder names its data files in HOST["files"], a module with
KINDS ({kind: (what it is, its checker, what reads it)}), kind(obj) for a JSON object of
that game, and optionally text_kind(text) for text that is no JSON and SHOWS (`sheet
show`'s layouts). A JSON object names its game with "game"; one without it is the unnamed
game's (resume.UNNAMED). A game whose HOST names a "box_save" also has the box's saves
(host_tools/common/box_saves.py), checked here alike for every such game. Anything that is
none of them is none of them, in one line.

Each checker takes (path, text, obj, seen) and returns (what it is, None) or
(None, "FILE: problem"); seen lets a game refuse an abbr an earlier file already used.
"""

import json

from host_tools.common import box_saves, games_table, registry
from sideline import resume


def kinds():
    """kind: (game, what it is, its checker, what reads it), the games' own kinds in the
    board's order, then the box saves."""
    out = {}
    for gid, mod in registry.modules("files"):
        for kind, (what, checker, reader) in mod.KINDS.items():
            out[kind] = (gid, what, checker, reader)
    for gid, host in registry.hosts():
        if host.get("box_save"):
            out[gid + " box save"] = (gid, host["box_save"], _box_save, "replay FILE")
    return out


def shows():
    """kind: its layout for `sheet show`, (path, out) -> exit status."""
    return {
        k: f
        for _gid, mod in registry.modules("files")
        for k, f in getattr(mod, "SHOWS", {}).items()
    }


def __getattr__(name):  # KINDS and EXPECTED as they were, made from the installed games
    if name == "KINDS":
        return kinds()
    if name == "EXPECTED":
        return ", ".join(k[1] for k in kinds().values())
    raise AttributeError(name)


def kind_of(text):
    """(kind, the parsed JSON or None); kind is a key of kinds(), or None for none of them."""
    try:
        obj = json.loads(text)
    except (ValueError, RecursionError):
        return _text_kind(text), None
    if not isinstance(obj, dict):
        return None, obj
    game = resume.named_game(obj)  # a team sheet names no game either
    host = registry.host(game) if isinstance(game, str) else None
    if host is None:
        return None, obj
    if host.get("box_save") and "v" in obj and "log" in obj and "start" in obj:
        return game + " box save", obj  # as the board writes it (host_tools/common/box_saves.py)
    files = registry.hook(game, "files")  # None: a game whose only files are box saves
    return (None if files is None else files.kind(obj)), obj


def _text_kind(text):
    for _gid, mod in registry.modules("files"):
        kind = getattr(mod, "text_kind", lambda text: None)(text)
        if kind is not None:
            return kind
    return None


def unknown_line(name, obj):
    """The one line for a file that is none of the kinds."""
    if isinstance(obj, dict) and "game" in obj:
        return "%s: a file of game %s, which is not one of %s" % (
            name,
            json.dumps(obj["game"]),
            games_table.games_list(),
        )
    return "%s: not a data file of any game (expected %s)" % (name, __getattr__("EXPECTED"))


def _box_save(name, text, obj, seen):
    t, err = box_saves.table_of(obj)
    if err:
        return None, "%s: %s" % (name, err)
    home, away = t.teams["home"], t.teams["away"]
    names = box_saves.side_names(obj) or {}
    words = [names.get("home"), names.get("away")]
    for i, team in enumerate((home, away)):
        if words[i] is None:
            words[i] = team if isinstance(team, str) else team["abbr"]
    score = t.summary()["score"]
    where = "final" if t.over() else "under way, %d actions" % len(t.log)
    return "%s box save (%s), %s %d, %s %d" % (
        games_table.NAMES[obj["game"]],
        where,
        words[0],
        score[0],
        words[1],
        score[1],
    ), None


def check(name, text, seen):
    """(kind, what it is, None) or (kind, None, one line) for one file's text."""
    kind, obj = kind_of(text)
    if kind is None:
        return None, None, unknown_line(name, obj)
    what, msg = kinds()[kind][2](name, text, obj, seen)
    return kind, what, msg
