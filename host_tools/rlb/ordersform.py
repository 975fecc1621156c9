# A coach's Rugby League Breakout orders in the page (runs under MicroPython's WebAssembly
# port): a form for the turnsheet, its outline from the game's own play lists (games/rlb/
# tables.py) and sizes (games/rlb/orders.py), written as the orders text file
# (games/rlb/README.md) and checked by the board's own reader (orders.parse_orders). Orders
# are for `sideline rlb adjudicate`, not the box's game: the page downloads them only.
import json

import pageforms

from games.rlb import orders as O
from games.rlb import tables as T

OPTIONS = ("effort", "offside", "hardness")


def schema():
    """The orders' form outline (JSON): the lines of the file, in its order."""
    attack = {"t": "choice", "of": [p[T.P_CODE] for p in T.PLAYS]}
    tackles = {"t": "list", "item": attack, "min": T.TACKLES, "max": T.TACKLES}
    nodes = {
        "team": {"t": "text", "max": 40},
        "keys": {"t": "list", "item": pageforms.int_node(1, 13), "min": 2, "max": 2},
        "defence": {
            "t": "list",
            "item": {"t": "choice", "of": [d[T.D_CODE] for d in T.DEFENCES]},
            "min": len(T.STARTS),
            "max": O.POSSESSIONS,
        },
    }
    for o in OPTIONS:
        nodes[o] = pageforms.int_node(0, 9)
    keys = ["team", "keys"] + list(OPTIONS) + ["defence"]
    required = list(keys)
    for i in range(O.POSSESSIONS):
        k = "p%d" % (i + 1)
        nodes[k] = tackles
        keys.append(k)
        if i < len(T.STARTS):  # the seventh, the tie-breaker's, defaults to p1's
            required.append(k)
    return json.dumps(pageforms.object_node(keys, nodes, required))


def _words(v):
    if type(v) is list:
        return " ".join("?" if x is None else str(x) for x in v)
    return "?" if v is None else str(v)


def file_text(text):
    """The orders file for the form's value (JSON): one line per field that has a value."""
    o = json.loads(text)
    team = o.get("team")
    lines = ["# %s: orders for the match (made in the Sideline page)" % _words(team)]
    keys = ["team", "keys"] + list(OPTIONS) + ["defence"]
    keys += ["p%d" % (i + 1) for i in range(O.POSSESSIONS)]
    for k in keys:
        if k in o and o[k] != []:
            lines.append("%s %s" % (k, _words(o[k])))
    return "\n".join(lines) + "\n"


def download_name(text):
    team = json.loads(text).get("team")
    return pageforms.file_name(team if type(team) is str and team else "my team")[:-5] + ".txt"


def check(file_name, text):
    """The board's verdict on the orders file the form writes: "" good, else its one-line
    message (the one `sideline sheet check` prints for the same file)."""
    return O.parse_orders(file_name, file_text(text))[1] or ""


def usable():
    return False


def folder():
    return "teams/rlb/orders"


def teams():
    return "[]"  # orders are made anew for each match


def read(name):
    return "{}"


def save(text):
    return json.dumps(["", "orders are for sideline rlb adjudicate: download them"])
