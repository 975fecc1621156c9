"""The installed games' host sides: the host's seam, as games/README.md is the board's.

Each game's host folder, host_tools/<id>/, says in its __init__.py what the host does for
that game, in one dict HOST (host_tools/README.md lists its keys). This module gathers the
folders of the games the board installs (games.INSTALLED), in the board's order: the
command line, the games table, the data files and replay loop over them and name no game.
A fifth game's host side is one more folder, as its board side is.

The folders are imported by name (importlib), as the board imports games/<id>/: the host's
lower floors never import a game's folder by a statement, so no import climbs a floor.
"""

import importlib

import games

# The keys HOST must have; the others are optional (host_tools/README.md).
REQUIRED = ("name", "by_game")


def hosts():
    """[(id, HOST)] of the installed games that have a host folder, in the board's order."""
    out = []
    for gid in games.INSTALLED:
        name = "host_tools." + gid
        try:
            pkg = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name != name:
                raise  # the folder is there and something it imports is not
            continue  # a game on the board with no host side
        missing = [k for k in REQUIRED if k not in pkg.HOST]
        if missing:
            raise TypeError("%s/__init__.py: HOST lacks %s" % (name.replace(".", "/"), missing))
        out.append((gid, pkg.HOST))
    return out


def ids():
    return tuple(gid for gid, _ in hosts())


def host(gid):
    """A game's HOST, or None for a game without a host folder."""
    for g, h in hosts():
        if g == gid:
            return h
    return None


def hook(gid, key):
    """The module a game's HOST names under key ("host_tools.<id>.replay"), imported; None
    when the game has none."""
    h = host(gid)
    if h is None or h.get(key) is None:
        return None
    return importlib.import_module(h[key])


def modules(key):
    """[(id, module)] of every installed game's hook under key, in the board's order."""
    return [(gid, importlib.import_module(h[key])) for gid, h in hosts() if h.get(key)]


def commands():
    """The installed games' own command modules (each with add_parser), game by game."""
    return [importlib.import_module(m) for _gid, h in hosts() for m in h.get("commands", ())]
