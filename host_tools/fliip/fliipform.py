# A player's own Fliip team's kicking tables in the page (runs under MicroPython's WebAssembly
# port): the form's outline, from the tables' own field lists and sizes (games/fliip/
# tables.py), and the live check, which is the board's own loader (tables.parse), so tables
# the page accepts are tables the box accepts. Files as pageforms.py keeps them.
import json

import pageforms

from games.fliip import TEAMS
from games.fliip import tables as T


def _totals():
    # One result per total of three dice (3..18), written as on the team's card: "45",
    # "Fumble/22", "Return/TD"; the checker says which words each table takes.
    return {"t": "list", "item": {"t": "text", "max": 12}, "min": T.TOTALS, "max": T.TOTALS}


def schema():
    """The kicking tables' form outline (JSON), fields in the checker's order."""
    row_fields = ("upto", "totals")
    row = pageforms.object_node(
        row_fields, {"upto": pageforms.int_node(1, T.FG_FARTHEST), "totals": _totals()}, row_fields
    )
    kickoff = {}
    for k in T.KICKOFF_KINDS:
        kickoff[k] = _totals()
    punt = {}
    for k in T.PUNT_KINDS:
        punt[k] = _totals()
    nodes = {
        "game": {"t": "const", "value": "fliip"},
        "format": {"t": "const", "value": T.FORMAT},
        "name": {"t": "text", "max": T.NAME_MAX},
        "abbr": {"t": "text", "max": T.ABBR_MAX},
        "kickoff": pageforms.object_node(T.KICKOFF_KINDS, kickoff, T.KICKOFF_KINDS),
        "punt": pageforms.object_node(T.PUNT_KINDS, punt, T.PUNT_KINDS),
        "field_goal": {"t": "list", "item": row, "min": 1, "max": T.FG_FARTHEST},
    }
    return json.dumps(pageforms.object_node(T.FIELDS, nodes, T.FIELDS))


def check(file_name, text):
    """The board's verdict on a team's tables: "" good, else its one-line message (the
    one `sideline sheet check` prints for the same file)."""
    return T.parse(file_name, text)[1] or ""


# usable(), file_name(team name), folder(), teams(), read(name), save(text), file_text(text),
# download_name(text): what app.js asks of the form (pageforms.team_files).
(usable, file_name, folder, teams, read, save, file_text, download_name) = pageforms.team_files(
    TEAMS, T.parse
)
