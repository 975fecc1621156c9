# The numbers the seed names but does not print, as data. Every entry is this project's
# reading (README.md, "Where the seed is silent"); the seed's own numbers are marked [5.x].
# Tuples, not dicts: they sit in flash when frozen and cost the heap nothing at import.

# Roster skills in the order a player row keeps them (after shirt and position).
SKILLS = ("sp", "ha", "ki", "ta", "pw", "ev")  # speed handling kicking tackling power evasion
SKILL_MAX = 20  # chances in twenty read the kicking skill directly [5.15], so 0-20
SP = 2
HA = 3
KI = 4
TA = 5
PW = 6
EV = 7

# The shirt numbers and their positions: the opposite number wears the same shirt [5.3].
POSITIONS = ("FB", "WG", "CE", "CE", "WG", "SO", "SH", "PR", "HK", "PR", "SR", "SR", "LF")
FORWARDS = ("PR", "HK", "SR", "LF")  # the rest (backs and halfbacks) cover each other [5.8]
OPEN_KICKERS = ("SO", "SH", "LF")  # halfbacks and loose forward [5.14]

# Possession starts, yards out [5.1]; the extra possession of the first tie-breaker [5.18].
STARTS = (80, 60, 40, 20, 10, 5)
EXTRA_START = 80
TACKLES = 6

# Points [5.15]-[5.17]: try, conversion, drop goal; the penalty goal's value the seed does
# not give (HOUSE "penalty_goal" below holds it, overridable).
TRY = 4
CONVERSION = 2
DROP_GOAL = 1
PENALTY_GOAL = 2
ONE_SCORE = 6  # a converted try: the first tie-breaker's margin [5.18]

# Attacking plays [5.2]: code, label (8 chars), positions, skill index, fixed, variable,
# risk (in ten), kind. Kinds: 0 inside, 1 open, 2 wide, 3 kick, 4 drop goal.
# Everything but GK/BK/CK/DK's existence is the project's reading; GK's 5 + 0..5 yards is
# the seed's example ("five to ten yards", [5.12]).
INSIDE = 0
OPEN = 1
WIDE = 2
KICK = 3
DROP = 4
PLAYS = (
    ("HU", "HIT UP", ("PR", "SR"), PW, 4, 6, 1, INSIDE),
    ("DH", "DUMMY HF", ("HK",), EV, 3, 5, 2, INSIDE),
    ("LF", "LOOSE FW", ("LF",), PW, 3, 5, 2, INSIDE),
    ("SH", "SCRUM HF", ("SH",), EV, 1, 3, 3, OPEN),
    ("SO", "STAND OF", ("SO",), EV, 2, 4, 3, OPEN),
    ("CE", "CENTRE", ("CE",), EV, 4, 2, 4, WIDE),
    ("WG", "WING", ("WG",), SP, 6, 1, 5, WIDE),
    ("FB", "FULLBACK", ("FB",), SP, 5, 1, 4, WIDE),
    ("GK", "GRUBBER", ("SO", "SH", "LF"), KI, 5, 5, 0, KICK),
    ("BK", "BOMB", ("SO", "SH", "LF"), KI, 15, 15, 0, KICK),
    ("CK", "CROSS KK", ("SO", "SH", "LF"), KI, 10, 15, 0, KICK),
    ("DK", "DROP GL", ("SO", "SH", "LF"), KI, 0, 0, 0, DROP),
)
P_CODE = 0
P_LABEL = 1
P_POS = 2
P_SKILL = 3
P_FIXED = 4
P_VAR = 5
P_RISK = 6
P_KIND = 7

# Defence plays [5.9]: code, label, fixed-yard change for inside/open/wide/kick plays,
# variable-yard change, risk change. GL and DD are special cased in the engine as the
# seed describes them; their rows hold the project's numbers for the rest.
DEFENCES = (
    ("ND", "NORMAL", (0, 0, 0, 0), 0, 0),
    ("ID", "INSIDE", (-2, 1, 1, 0), 0, 0),
    ("OD", "OPEN", (1, -2, 1, 0), 0, 0),
    ("WD", "WIDE", (1, 1, -2, 0), 0, 0),
    ("PD", "PRESS", (-1, -1, 1, 0), 0, 0),
    ("SD", "SWARM", (-1, 1, -1, 0), 0, 0),
    ("HD", "HEAVY", (-2, 0, 2, 0), 0, 0),
    ("TD", "TIGHT", (-1, -1, -1, 0), -2, 0),
    ("LD", "LOOSE", (1, 1, 1, 0), 1, 0),
    ("GL", "GOAL LN", (0, 0, 0, 0), 0, 1),
    ("DD", "DEEP", (2, 2, 2, 0), 1, 0),
)
D_CODE = 0
D_LABEL = 1
D_FIXED = 2
D_VAR = 3
D_RISK = 4


def play(code):
    for p in PLAYS:
        if p[0] == code:
            return p
    return None


def defence(code):
    for d in DEFENCES:
        if d[0] == code:
            return d
    return None


# House rules where the seed gives no number: plain data, overridable per game.
HOUSE = {
    # Effort above one amplifies the defence play [5.10]: change * (effort + 3) // 4.
    "effort_amp": 3,
    # Offside lowers the fixed yardage by offside // 1 [5.10]: every point counts.
    "offside_div": 1,
    # Hardness lowers the variable yardage by hardness // 1 [5.10]: every point counts.
    "hardness_div": 1,
    # ... and raises the risk by hardness // 3: a point of risk is three in thirty more
    # turnovers, so a point of hardness each would make a break less likely, not more.
    "hardness_risk_div": 3,
    # Chance in twenty of a penalty on the sixth tackle: offside + hardness [5.17].
    "penalty_per_point": 1,
    # A loss on the tackle after a line break is doubled like a gain [5.7].
    "double_losses": True,
    # A kick on the tackle after a line break: its yardage doubled too, as [5.7] says of
    # "the yardage" (False: the kick as ever, this project's reading before 2026-12).
    "double_kicks": True,
    # Yards out never exceed this (no safeties in the seed).
    "own_line": 99,
    # Points for a penalty goal: [5.17] says "you have to kick for goal" but not what it is
    # worth; two, as a conversion's kick at goal [5.16].
    "penalty_goal": PENALTY_GOAL,
}
