# The choices on offer at each step, as data for the shell's text line: a short label,
# the move it makes and, for entries with a value, the range UP/DOWN moves through.
# Every label with any of its values fits the 8-character text line.
from games.fliip import kicks, plays

_PLAY_LABELS = (
    ("gain", "GAIN"),
    ("td", "TD"),
    ("inc", "INC"),
    ("ng", "NG"),
    ("sack", "SACK"),
    ("tfl", "TFL"),
    ("fum", "FUM"),
    ("int", "INT"),
    ("knee", "KNEE"),
)


def _item(label, m, n=None, lo=None, hi=None):
    d = {"label": label, "m": m}
    if n is not None:
        d["n"] = n
    if lo is not None:
        d["lo"] = lo
        d["hi"] = hi
    return d


def menu(state):
    """The entries for the current step, in the order the text line offers them."""
    G = state["G"]
    phase = state["ctx"]["phase"]
    if phase == "flip":
        return [_item("FLIP", "flip"), _item("COIN H", "coin", 0), _item("COIN A", "coin", 1)]
    if phase == "choose":
        return [_item("RECEIVE", "receive"), _item("KICK", "kick")]
    if phase == "kickoff":
        if G["forced"] == "safety":
            return [_item(kicks.KICKOFF_WORDS[2], "kickoff", 2)]
        out = [
            _item(kicks.KICKOFF_WORDS[0], "kickoff", 0),
            _item(kicks.KICKOFF_WORDS[1], "kickoff", 1),
        ]
        if G["house"].get("safety_kickoff") == "any":
            out.append(_item(kicks.KICKOFF_WORDS[2], "kickoff", 2))
        return out
    if phase != "play":
        return []
    out = []
    for m, label in _PLAY_LABELS:
        e = plays.ENTRIES[m]
        if e[0] is None:
            out.append(_item(label, m))
        else:
            start = e[1] if e[0] == "loss" else 0
            out.append(_item(label, m, start, e[1], e[2]))
    out.append(_item(kicks.PUNT_WORDS[0], "punt", 0))
    out.append(_item(kicks.PUNT_WORDS[1], "punt", 1))
    if kicks.fg_in_range(G):
        out.append(_item("FG AT %d" % (100 - G["los"]), "fg"))
    return out


def text(item, n=None):
    """What the text line shows for an entry with value n (its start value if None)."""
    if "lo" not in item:
        return item["label"]
    if n is None:
        n = item["n"]
    m = item["m"]
    if m == "sack" or m == "tfl":
        return "%s -%d" % (item["label"], n)
    return "%s %s%d" % (item["label"], "+" if n > 0 else "", n)


def action(item, n=None):
    """The action an entry makes with value n."""
    a = {"m": item["m"]}
    if "lo" in item:
        a["n"] = item["n"] if n is None else n
    elif "n" in item:
        a["n"] = item["n"]
    return a
