"""Dice-Bowl's part of the catalogue of the board's words (host_tools/catalogue/, which reads it
through HOST["words"]): what fills its templates' slots, what its words mean and when they show,
where its README and rules explain them, and which of its modules show nothing."""

from host_tools.catalogue.template import Letters

# Where its words are explained for players: its README and its rules.
EXPLAINED = ("firmware/games/dicebowl/README.md", "docs/rules/dicebowl.md")

# Its teams have no files: HOME and AWAY are their names.
ABBR = ("HOME", "AWAY")
# Displays built in a loop, with no template to read: (role, the slot's source, where, what).
# views.dice builds the dice shown one by one (str(v)).
UNTEMPLATED = (
    (
        "dice",
        "dice shown",
        "games/dicebowl/views.py",
        "Up to four dice, highest first (the offense's movement dice, a duel's dice)",
    ),
)

# What fills its slots: (pattern on the slot's source, type, range or length), first match
# wins, before the football faces' (catalogue/slots.py).
SLOTS = [
    (r"dice shown", "dice", Letters("[1-6]{1,4}", 4, "up to four dice, 1 to 6 each")),
    (
        r"join\(m\[\"wins\"\]\)",
        "confrontations",
        Letters("[OD-]{4}", 4, "four letters, pair by pair: O offense, D defense, - tie"),
    ),
    (r"team\[0\]", "side letter", ("H", "A")),
    (r"team", "side", ("HOME", "AWAY")),
    (r"item\[0\]\[:4\]", "entry word", 4),
    (r"half", "half", (1, 2)),
    # DP2: two dice give the first penalty play (2 to 12), DP3: one die later, never
    # after the half's last play (rules.HOUSE plays, 15)
    (r"^pen$", "penalty play", (2, 15)),
    (r"^play$", "play", (1, 99)),
    (r"card\[1\]", "penalty card", (1, 15)),
    (r"g\[\"down\"\]", "down", (1, 4)),
]


# From its README and rules, for words whose code says nothing a player could use.
MEANINGS = {
    "COIN TOS": "a new game: the coin toss is next",
    "CONV OK": "the try after a touchdown is good",
    "CONV NO": "the try after a touchdown is missed",
    "FG SHORT": "the field goal falls short",
    "ON DOWNS": "turnover on downs",
    "PEN ACC": "the penalty is accepted",
    "PEN DEC": "the penalty is declined",
    "TOUCHBCK": "touchback",
    "SHOW <number>": "the kick duel: the die the side presents",
    "DROP <number>": "the kick duel: the die the side drops",
    "<confrontations>": "the movement dice's four confrontations, pair by pair",
}
MEANINGS.update(
    {
        "KICK": "the kicker kicks off (PUNT, ONSIDE: the other kicks)",
        "<side letter> SHOWS": "the kick duel: this side (H home, A away) shows a die next",
        "<name> KICKS": "this team kicks off",
        "DEFER": "the toss winner leaves the choice to the other team (DP7)",
        "DICE": "roll the movement dice",
        "DICEBOWL": "setup's GAME: Dice-Bowl",
        "2PT": "setup: house rule DH1, the two-point try",
        "A DUEL": "setup: who plays the away side's kick duel",
        "H DUEL": "setup: who plays the home side's kick duel",
        "CONVERT": "the try after a touchdown",
        "DEF <name>": "the defense's movement dice, highest first",
        "K<number> R<number>": "the kick's yards and the return's (K53 R13)",
        "PEN D<penalty card>": "a penalty against the defense, its yards",
        "PEN O<penalty card>": "a penalty against the offense, its yards",
        "SHOWN <number>": "the kick duel: the die shown; drop a die under it",
        "<half>P<play>": "the half and the play on the clock track (1P7: first half, play 7)",
    }
)
MEANINGS.update(
    {
        "DROP": "the kick duel: drop a die",
        "SHOW": "the kick duel: show a die",
        "FINAL": "the game is over",
    }
)
MEANINGS.update(
    {
        "PEN AT<penalty play>": "the play on which the next penalty falls (DP2, DP3)",
        "NO PEN": "no more penalty falls this half",
        "LEFT <number>": "plays left in the half, this one included",
        "ACCEPT": "take the penalty (DP2)",
        "DECLINE": "take the play's result instead of the penalty (DP2)",
    }
)
MEANINGS.update(
    {
        "2PT GOOD": "the two-point try is good",
        "2PT NO": "the two-point try fails",
        "FG GOOD": "the field goal is good",
        "FG WIDE": "the field goal is wide: missed",
        "DEF TD": "the defense scores a touchdown",
        "ONS KEPT": "the onside kick is recovered by the kicking team",
    }
)
MEANINGS.update(
    {
        "FG <number>": "try a field goal of this distance (offered only when in reach, DF3)",
        "TO <number>-<number>": "timeouts left, home-away",
        "TO <side>": "call a timeout for this side",
        "TOSS H": "the coin toss: home won it",
        "TOSS A": "the coin toss: away won it",
    }
)
MEANINGS.update(
    {
        "AWAY": "the away team (Dice-Bowl's teams are HOME and AWAY)",
        "COACH": "setup: a side's kick duel is played on the buttons (BOX: the box's choice)",
    }
)


SAME = (("<team>", "HOME", "AWAY"), ("<team> WINS", "HOME WINS", "AWAY WINS"))


# Its short words spelt out, for a word neither the code nor the docs explain.
SPELT = {"BK": "at its back", "FC": "in its face", "ONS": "onside kick"}


# When a player sees the words of each of its modules (and functions), the most precise key
# first ("module.py:function", then "module.py").
WHEN = {
    "__init__.py": "in setup, at GAME",
    "box.py:entry_text": "in a menu, setting a number with UP/DOWN",
    "box.py:setting_word": "in setup (MODE to SETUP)",
    "box.py": "in setup (MODE to SETUP)",
    "data files": "in setup and on the text line, for a team",
    "faces.py:ball_on": "always, on the ball-on display",
    "faces.py:down": "always, on the down display",
    "faces.py:score": "always, on the score displays",
    "flow.py:after_play": "after a play on which a penalty falls",
    "flow.py:end_half": "at the end of a half or of the game",
    "flow.py:safety": "after a safety",
    "flow.py:touchdown": "after a touchdown",
    "game.py:_choose": "after the coin toss winner chooses",
    "game.py:_toss": "at the coin toss",
    "game.py:_wind": "after the wind is chosen",
    "game.py:choices": "in the menu of the step",
    "game.py:new_game": "at a new game",
    "kickflow.py:_duel_on": "in a kick duel: whose die is asked",
    "kickflow.py:_resolve_kick": "after a kick duel",
    "scrimmage.py:convert": "after the try that follows a touchdown",
    "scrimmage.py:decide_penalty": "after the penalty is decided",
    "scrimmage.py:field_goal": "after a field goal attempt",
    "scrimmage.py:move_dice": "after the movement dice are rolled",
    "scrimmage.py": "after a scrimmage play",
    "views.py:clock": "always, on the clock display",
    "views.py:details": "after a result, with it on the text line",
    "views.py:pages": "on BACK's pages",
    "views.py:timeouts": "on BACK's pages and after a timeout",
    "views.py": "always, on the dice display",
}
