# Manual mode's entries (the players roll real dice and say what happened) and how an
# entry and its yards read on the text line: every label with its value fits the line,
# 8 characters on the reference build and 4 on the minimal one.
from games.cfs.rules import game

# (label, what, kind, asks for yards, first down by penalty, short label, letter)
SCRIMMAGE = (
    ("RUN", "gain", "run", True, False, "RUN", "R"),
    ("PASS", "gain", "pass", True, False, "PASS", "P"),
    ("INCOMPL", "inc", "pass", False, False, "", ""),
    ("INT", "to", "pass", True, False, "INT", "I"),
    ("FUMBLE", "to", "run", True, False, "FUMB", "F"),
    ("PENALTY", "pen", "run", True, False, "PEN", "Y"),
    ("PEN 1ST", "pen", "run", True, True, "PEN1", "A"),
    ("PUNT NET", "punt", "run", True, False, "PUNT", "U"),
    ("FG GOOD", "fg_good", "run", False, False, "", ""),
    ("FG NO", "fg_miss", "run", False, False, "", ""),
    ("TD RUN", "td", "run", False, False, "", ""),
    ("TD PASS", "td", "pass", False, False, "", ""),
    # A safety ends a play run from behind the goal line: it uses that play (G1), a run or
    # a pass as the player names it, as TD RUN and TD PASS do.
    ("SAFETY R", "safety", "run", False, False, "", ""),
    ("SAFETY P", "safety", "pass", False, False, "", ""),
)
KICKOFF = (("KO TO", "ko", "run", True, False, "KO", "K"),)
TRY = (
    ("XP GOOD", "xp_good", "run", False, False, "", ""),
    ("XP NO", "xp_no", "run", False, False, "", ""),
    ("2PT GOOD", "two_good", "run", False, False, "", ""),
    ("2PT NO", "two_no", "run", False, False, "", ""),
)


def entries(G):
    phase = G["phase"]
    if phase == game.KICKOFF:
        return KICKOFF
    if phase == game.TRY:
        return TRY
    return SCRIMMAGE


def start_yards(entry):
    """Where the yards start: a kickoff to the 25, a punt netting 40, else nothing."""
    return 25 if entry[1] == "ko" else (40 if entry[1] == "punt" else 0)


def with_yards(entry, yards, width):
    """The entry and its yards on a text line of `width` characters: "PUNT +40",
    "PEN -10"; on four characters the entry's letter: "U+40"."""
    if width < 8:
        return "%s%+d" % (entry[6], yards)
    return "%s %+d" % (entry[5], yards)


def step_yards(rep, yards, up, repeat):
    """UP/DOWN on the yards: a press is one yard; held, each repeat is five yards from
    where the press started (so a hold never adds an odd yard). rep = [start, repeats]."""
    if not repeat:
        rep[0] = yards
        rep[1] = 0
        yards += 1 if up else -1
    else:
        rep[1] += 1
        yards = rep[0] + (5 if up else -5) * rep[1]
    return max(-99, min(99, yards))


def action(entry, yards, play=None):
    a = {"t": "m", "what": entry[1], "yards": yards, "kind": entry[2], "first": entry[4]}
    if play:
        a["play"] = play
    return a


def uses_a_play(entry):
    return entry[1] in ("gain", "inc", "to", "td", "pen", "safety")


def play_menu(entry, sheet, marks):
    """Which play of the sheet was run: ANY (count it against the run/pass total) or one
    of the plays of the entry's kind with uses left (a penalty: any play)."""
    # why: Pico heap: the calls load only when manual names a play
    from games.cfs.rules import calls

    kind = "pass" if entry[1] == "inc" else entry[2]
    items = [("ANY " + kind.upper(), None)]
    for i in calls.available_plays(sheet, marks):
        p = sheet["plays"][i]
        if entry[1] == "pen" or p["kind"] == kind:
            items.append((p["short"], p["name"], p["uses"] - marks["plays"][i]))
    return items
