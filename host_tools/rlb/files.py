"""Rugby League Breakout's data files, for `sideline sheet check` (host_tools/common/
data_files.py gathers every game's): rosters, orders files (text) and match reports."""

from games.rlb import orders, roster
from host_tools.rlb import replay as rlb_replay

ORDERS_WORDS = ("team", "keys", "effort", "offside", "hardness", "defence") + tuple(
    "p%d" % n for n in range(1, 8)
)


def kind(obj):
    return "rlb report" if "actions" in obj else "rlb roster"


def text_kind(text):
    """A text whose first line is an orders line (team, keys, defence, p1 ...)."""
    for line in text.split("\n"):
        words = line.split("#")[0].split()
        if words:
            return "rlb orders" if words[0].lower() in ORDERS_WORDS else None
    return None


def _roster(name, text, obj, seen):
    team, msg = roster.parse_roster(name, text)
    if msg:
        return None, msg
    return "%s, %s, RLB roster" % (team["name"], team["abbr"]), None


def _orders(name, text, obj, seen):
    o, msg = orders.parse_orders(name, text)
    if msg:
        return None, msg
    return "RLB orders for %s" % o["team"], None


def _report(name, text, obj, seen):
    G, _log, err = rlb_replay.rlb_replay(obj)
    if err:
        return None, "%s: %s" % (name, err)
    return "RLB match report, %d-%d" % tuple(G["score"]), None


KINDS = {
    "rlb roster": ("an RLB roster", _roster, "rlb odds FILE OTHER_ROSTER"),
    "rlb orders": ("an RLB orders file", _orders, "rlb adjudicate FILE OTHER_ORDERS"),
    "rlb report": ("an RLB match report", _report, "replay FILE"),
}
