"""Rugby League Breakout's part of the catalogue of the board's words (host_tools/catalogue/,
which reads it through HOST["words"]): what fills its templates' slots, what its words mean and
when they show, where its README and rules explain them, and which of its modules show
nothing."""

# Where its words are explained for players: its README and its rules.
EXPLAINED = ("firmware/games/rlb/README.md", "docs/rules/rlb.md")

# Its modules whose strings never reach a display: the data files' checkers and the
# save's log format (their messages go to the serial console and `sideline ... check`).
NOT_SHOWN = ("games/rlb/roster.py",)

# Its team files under firmware/, read as the box reads them (its box.catalog()): the
# teams' abbreviations and the sheets' play names a display shows.
TEAMS = "teams/rlb"

# What fills its slots: (pattern on the slot's source, type, range or length), first match
# wins, before the football faces' (catalogue/slots.py).
SLOTS = [
    (r"DICE_WORDS", "defence word", "games.rlb.views:DICE_WORDS:0"),
    (r"dplay", "defence code", "games.rlb.tables:DEFENCES:0"),
    (r"carrier|scorer", "shirt", (1, 17)),
    (r"yards", "metres", (-99, 99)),
    (r"\"play\"|\bplay\b", "defence code", 2),
    (r"\bshort\b", "option", ("EFF", "OFF", "HAR")),
    (r"\bu\b", "side letter", ("H", "A")),
    (r"k\.upper", "kick", ("CONV", "DROP", "PEN")),
    (r"item\[0\]\.split", "entry word", 4),
    (r"len\(STARTS\)", "possessions of a side", (6, 6)),
    (r"^n$|^i \+ 1$", "possession", (1, 7)),  # six each, and a seventh (5.21)
    (r"poss", "possession", (1, 99)),
    (r"tackle", "tackle", (0, 6)),
    (r"out", "metres out", (0, 100)),
]

# Words that fit by a guard the catalogue cannot read: the code's own check (cited).
FITS = {
    "<metres>YD #<number>": "views.carry: a carry too long for 8 drops the space, then the D",
}


# From its README and rules, for words whose code says nothing a player could use.
MEANINGS = {
    "<team> BALL": "whose ball it is (the attacking team)",
    "<metres>YD #<number>": "a carry: metres gained (+) or lost (-), the carrier's shirt",
    "DEF <defence code>": "the defending side's defence play",
    "<option> <number>": "a defence option's value (effort, offside, hardness) being set",
}
MEANINGS.update(
    {
        "<kick> NO": "the kick (conversion, drop goal, penalty goal) is missed",
        "<kick> OK": "the kick (conversion, drop goal, penalty goal) is good",
        "<side letter> EFF": "setup: the side's defence effort (0-9)",
        "<side letter> HARD": "setup: the side's defence hardness (0-9)",
        "<side letter> KEY1": "setup: the side's first key player (a shirt)",
        "<side letter> KEY2": "setup: the side's second key player (a shirt)",
        "<side letter> OFSD": "setup: how far the side's defence plays offside (0-9)",
        "GAIN <metres>": "metres gained (lost, when negative)",
        "TRY <shirt>": "a try, scored by this shirt",
    }
)
MEANINGS.update(
    {
        "BOX": "a setting's value: the box decides",
        "HAND": "a setting's value: by hand, on the buttons",
    }
)
MEANINGS.update(
    {
        "PR": "prop",
        "HK": "hooker",
        "SR": "second row",
        "TRY": "a try is scored",
    }
)
MEANINGS.update(
    {
        "<number>": "a side's points: the score at FINAL, a possession's (P<n> SCORE), the "
        "season's (CUP PF, CUP PA)",
        "<metres>YD#<number>": "a carry (as <metres>YD #<number>, the space left out to fit)",
        "<metres>Y#<number>": "a carry of 100 metres or more (Y for YD, to fit)",
        "<metres out>": "metres out from the try line the attack goes for",
        "T<tackle>": "the tackle count, T1 to T6",
        "H PF": "setup: the home team's points for this season (the cup's tie-breaker, R4)",
        "H PA": "setup: the home team's points against this season (the cup's tie-breaker, R4)",
        "A PF": "setup: the away team's points for this season (the cup's tie-breaker, R4)",
        "A PA": "setup: the away team's points against this season (the cup's tie-breaker, R4)",
        "H CALL": "setup: who calls the home side's plays (the player, or the box's caller)",
        "A CALL": "setup: who calls the away side's plays (the player, or the box's caller)",
        "PEN OK": "a penalty goal kicked: 2 points",
        "PEN NO": "a penalty goal missed",
        "NO PEN": "no penalty on the sixth tackle",
        "TRY CONV": "a try and its conversion: 6 points",
        "TRY MISS": "a try, its conversion missed: 4 points",
        "KICK KPT": "a sixth-tackle kick recovered: a new set from where it landed",
        "KICK LST": "a sixth-tackle kick lost to the defence: its metres with UP/DOWN",
        "TURNOVER": "a turnover: the possession ends, the ball goes over",
        "<entry word> <possession>": "an entry and its yards being set with UP/DOWN",
        "CHANGE": "the possession is over: the ball goes to the other side",
        "CUP PA": "the season's points against, home and away (the cup's second tie-breaker, R4)",
        "CUP PF": "the season's points for, home and away (the cup's second tie-breaker, R4)",
        "DROP NO": "a drop goal missed",
        "DROP OK": "a drop goal kicked: 1 point",
        "KICK NO": "the kick is lost to the defending side",
        "KICK OK": "the kick is recovered by the attacking side",
        "LINE BRK": "a line break: the carry that follows gains the extra yards (R9)",
        "EXTRA P7": "level within six after six possessions each: a seventh possession each (R3)",
        "AWARD DG": "the second tie-breaker: a drop goal awarded to the side ahead (R4)",
        "NO P7": "no seventh possession was needed (the first tie-breaker)",
        "P7 EXTRA": "the extra, seventh possession of the first tie-breaker is on",
        "P7 NOW": "the seventh possessions of the first tie-breaker are under way",
        "P7 PLAYD": "the seventh possessions of the first tie-breaker were played",
        "P7 OFF": "setup's TIEBRK is off: no seventh possessions",
        "P<possession>": "the possession of the side with the ball, of six (P7: the tie-breaker's)",
        "P<possession> OF <possessions of a side>": "the possession with the ball, of six",
        "P<possession> SCORE": "the points each side scored in that possession",
        "TACKLE <tackle>": "the tackle count of the possession (of six)",
        "RUGBY": "setup's GAME: Rugby League Breakout",
    }
)


SAME = (
    # the event's words (CONV, DROP, PEN and OK or NO) and the manual menu's the same
    ("<kick> OK", "PEN OK", "DROP OK", "CONV OK"),
    ("<kick> NO", "PEN NO", "DROP NO", "CONV NO"),
)


# Its short words spelt out, for a word neither the code nor the docs explain.
SPELT = {
    "KK": "kick",
    "GL": "goal",
    "LN": "line",
    "HF": "half",
    "FW": "forward",
    "DG": "drop goal",
    "BK": "break",
    "CE": "centre",
    "ND": "normal defence",
    "EFF": "effort",
    "HAR": "hardness",
    "OFF": "offside",
}

# Labels cut to fit whose last word spelt alone would mislead ("STAND OF" is no "off").
PHRASES = {"STAND OF": "STAND-OFF"}


# When a player sees the words of each of its modules (and functions), the most precise key
# first ("module.py:function", then "module.py").
WHEN = {
    "__init__.py": "in setup, at GAME",
    "box.py:_season_change": "in setup, changing a setting fixed for the season",
    "box.py:_team_items": "in setup, a team's defence options",
    "box.py:entry_text": "in a menu, setting a number with UP/DOWN",
    "box.py": "in setup (MODE to SETUP)",
    "callers.py:attack_action": "the attack's call, before the tackle",
    "callers.py:defence_action": "the defence's call, before the tackle",
    "callers.py": "in the call menus",
    "data files": "in setup and on the text line, for a team",
    "tables.py": "in the call menus and after a tackle",
    "views.py:displays": "always, between tackles",
    "views.py:pages": "on BACK's pages",
    "views.py:results": "after a tackle that ends the possession, with its results",
    "views.py:carry": "after a tackle",
    "views.py:lines": "after a tackle",
    "views.py:manual_menu": "in manual mode, in the menu of what happened",
    "views.py:option_menu": "in setup, setting a defence option",
    "views.py:text": "after a tackle, a kick or a score",
    "views.py": "always, on the dice display",
}
