# A player's own Rugby League Breakout roster in the page (runs under MicroPython's
# WebAssembly port): the form's outline, from the roster's own fields and ranges (games/rlb/
# tables.py: the positions by shirt, the six skills), and the live check, which is the
# board's own loader (roster.parse_roster), so a roster the page accepts is one the box
# accepts. Files as pageforms.py keeps them.
import json

import pageforms

from games.rlb import TEAMS
from games.rlb import tables as T
from games.rlb.roster import parse_roster

PLAYER_FIELDS = ("no", "pos", "name") + T.SKILLS  # as the shipped rosters write them


def schema():
    """The roster's form outline (JSON): the team, then its thirteen players by shirt."""
    nodes = {
        "no": pageforms.int_node(1, len(T.POSITIONS)),
        "pos": {"t": "choice", "of": sorted(set(T.POSITIONS))},
        "name": {"t": "text", "max": 24},
    }
    for s in T.SKILLS:
        nodes[s] = pageforms.int_node(0, T.SKILL_MAX)
    player = pageforms.object_node(PLAYER_FIELDS, nodes, PLAYER_FIELDS)
    n = len(T.POSITIONS)
    top = {
        "game": {"t": "const", "value": "rlb"},
        "name": {"t": "text", "max": 40},
        "abbr": {"t": "text", "max": 4},
        "players": {"t": "list", "item": player, "min": n, "max": n},
    }
    keys = ("game", "name", "abbr", "players")
    return json.dumps(pageforms.object_node(keys, top, keys))


def check(file_name, text):
    """The board's verdict on a roster: "" good, else its one-line message (the one
    `sideline sheet check` prints for the same file)."""
    return parse_roster(file_name, text)[1] or ""


# usable(), file_name(team name), folder(), teams(), read(name), save(text), file_text(text),
# download_name(text): what app.js asks of the form (pageforms.team_files).
(usable, file_name, folder, teams, read, save, file_text, download_name) = pageforms.team_files(
    TEAMS, parse_roster
)
