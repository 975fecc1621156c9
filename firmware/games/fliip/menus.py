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


# Entries whose number is yards behind the line (a loss, a miss or a block's spot): the box
# counts them down from 0, so that UP is better for the offense in every entry, as in GAIN.
BEHIND = ("sack", "tfl", "fg_miss", "pt_blk", "fg_blk")


def _item(label, m, n=None, lo=None, hi=None):
    d = {"label": label, "m": m}
    if n is not None:
        d["n"] = n
    if lo is not None:
        d["lo"] = lo
        d["hi"] = hi
    return d


# Kicks entered from the card (kicks.ENTERED): (move, label, start value). Each result's
# text on the line is the one the box shows after a kick it rolls ("KO TO 27", "PUNT 38").
_KICKOFF_ENTRIES = (("ko_line", "KO TO", 25), ("ko_fum", "FUMBL", 20), ("ko_td", "RET TD", 0))
_PUNT_ENTRIES = (
    ("pt_net", "PUNT", 40),
    ("pt_fum", "PTFUM", 10),
    ("pt_blk", "PTBLK", 5),
    ("pt_td", "PT RETTD", 0),
)
_FG_ENTRIES = (
    ("fg_good", "FG GOOD", 0),
    ("fg_miss", "FG MISS", 7),
    ("fg_blk", "FGBLK", 7),
    ("fg_btd", "FG BLKTD", 0),
)


def _entries(rows):
    out = []
    for m, label, start in rows:
        e = kicks.ENTERED[m]
        if e[2] < e[3]:
            out.append(_item(label, m, start, e[2], e[3]))
        else:
            out.append(_item(label, m))
    return out


def menu(state):
    """The entries for the current step, in the order the text line offers them."""
    G = state["G"]
    phase = state["ctx"]["phase"]
    if phase == "flip":
        return [_item("FLIP", "flip"), _item("COIN H", "coin", 0), _item("COIN A", "coin", 1)]
    if phase == "choose":
        return [_item("RECEIVE", "receive"), _item("KICK", "kick")]
    if phase == "kickoff" and kicks.by_card(G, G["kicker"]):
        return _entries(_KICKOFF_ENTRIES)  # F8: the kind chosen is read on the card
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
    if kicks.by_card(G, G["offense"]):
        out += _entries(_PUNT_ENTRIES)
        if kicks.fg_in_range(G):
            out += _entries(_FG_ENTRIES)
        return out
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
    if m == "pt_blk" or m == "fg_blk":
        return "%s-%d" % (item["label"], n)  # "PTBLK-10": that far behind the line
    if m == "fg_miss":
        return "MISS -%d" % n
    if m in kicks.ENTERED or m == "pt_net":
        return "%s %d" % (item["label"], n)  # "KO TO 27", "PUNT -5", "PTFUM 27"
    return "%s %s%d" % (item["label"], "+" if n > 0 else "", n)


def action(item, n=None):
    """The action an entry makes with value n."""
    a = {"m": item["m"]}
    if "lo" in item:
        a["n"] = item["n"] if n is None else n
    elif "n" in item:
        a["n"] = item["n"]
    return a
