"""Fliip Football's part of the catalogue of the board's words (host_tools/catalogue/, which
reads it through HOST["words"]): what fills its templates' slots, what its words mean and when
they show, where its README and rules explain them, and which of its modules show nothing."""

# Where its words are explained for players: its README and its rules.
EXPLAINED = ("firmware/games/fliip/README.md", "docs/rules/fliip.md")

# Its modules whose strings never reach a display: the data files' checkers and the
# save's log format (their messages go to the serial console and `sideline ... check`).
NOT_SHOWN = ("games/fliip/tables.py",)

# Its team files under firmware/, read as the box reads them (its box.catalog()): the
# teams' abbreviations and the sheets' play names a display shows.
TEAMS = "teams/fliip"

# What fills its slots: (pattern on the slot's source, type, range or length), first match
# wins, before the football faces' (catalogue/slots.py).
SLOTS = [
    (r"label", "result word", 5),
    (r"\bresult\b", "result word", 5),
    (r"row\[\"n\"\]", "possession", (1, 9)),
    (r"down@^n$", "down", (1, 4)),
    (r"^n$", "yards", (0, 99)),
    (r"G\[\"down\"\]", "down", (1, 4)),
    (r"period", "overtime", (1, 9)),
    (r"possessions@^[ha]$", "possessions", (0, 9)),
    (r"^i \+ 1$", "sheet row", (1, 99)),
    (r"r\[0\] \+ r\[1\]", "dice total", (3, 18)),
]

# Words that fit by a guard the catalogue cannot read: the code's own check (cited).
FITS = {
    w: "menus.text: every label with any of its values fits (tests/games/fliip/test_fliip_game.py)"
    for w in ("<result word> +<yards>", "<result word> -<yards>", "<result word> <yards>")
}


# From its README and rules, for words whose code says nothing a player could use.
MEANINGS = {
    "FG MISS": "the field goal is missed",
    "KICKOFF": "a kickoff is next",
    "KICK REC": "the kick is recovered",
    "TOUCHBCK": "touchback",
    "HOME WON": "the home team won",
    "AWAY WON": "the away team won",
    "OT <overtime>": "overtime period",
}
MEANINGS.update(
    {
        "<down>-<number>": "the down and yards to go the play left",
        "<result word> +<yards>": "a result and its yards, being set with UP/DOWN",
        "<result word> -<yards>": "a result and its yards lost, being set with UP/DOWN",
        "<result word>-<yards>": "a result and its yards lost",
        "<result word> <yards>": "a result and its yards, being set with UP/DOWN",
        "<result word> TD": "the turnover is returned for a touchdown",
        "<result word>TD": "the turnover is returned for a touchdown",
        "A<possession> <result word>": "the away team's possession and how it ended",
        "H<possession> <result word>": "the home team's possession and how it ended",
        "BLOCK-<yards>": "a blocked punt: the receiving team's ball these yards behind the line",
        "FG AT <number>": "a field goal try from this yard line",
        "FUMBL <yards>": "the kick is fumbled: the kicking team's ball",
        "KO TO <yards>": "the kickoff: the receiving team's ball on this yard line",
        "MISS -<yards>": "the field goal is missed, and the yards back",
        "PUNT <yards>": "the punt's net yards",
        "<sheet row>": "the score sheet's row (the possession's number)",
        "P<possessions>-<possessions>": "possessions had, home-away",
        "o<possessions>-<possessions>": "overtime possessions had, home-away",
        "K <dice total>": "a kick's three dice, added",
    }
)
MEANINGS.update({"BOX": "setup: the box rolls a kick's three dice"})
MEANINGS.update(
    {
        "KICK REC": "the coin toss winner chooses: KICK or RECEIVE",
        "KO TO": "a kickoff from the card: the receiving team's yard line, with UP/DOWN",
        "COIN H": "a real coin was flipped: home won the toss",
        "COIN A": "a real coin was flipped: away won the toss",
    }
)
MEANINGS.update(
    {
        "FG GOOD": "the field goal is good",
        "KO NORM": "a normal kickoff",
        "KO ONSD": "an onside kickoff",
        "KO SAFE": "the safety-type kickoff (after a safety)",
    }
)
MEANINGS.update(
    {
        "PT RETTD": "a punt returned for a touchdown (the receivers')",
        "PT TD": "a punt returned for a touchdown (the receivers')",
        "RET TD": "the kickoff returned for a touchdown",
        "KO TD": "a kickoff returned for a touchdown (the receivers')",
        "BLOCK TD": "a blocked kick returned for a touchdown by the defense",
        "SAFE": "setup: the safety-type kickoff, at any kickoff (ANY) or only after a safety (AFT)",
        "AFT": "setup's SAFE: KO SAFE is offered only after a safety",
    }
)
MEANINGS.update(
    {
        "1ST DOWN": "a first down: the ball reached the first-down line",
        "DOWNS": "a turnover on downs: fourth down failed",
        "COIN": "the coin flip is next: FLIP, or COIN H / COIN A for a real coin",
        "PLAY": "flip the cards, then enter what the defense card says",
        "KICK": "the coin toss winner kicks off",
        "RECEIVE": "the coin toss winner receives the kickoff",
        "FLIIP": "setup's GAME: Fliip",
        "GAIN": "the play gained (or lost) yards: set them with UP/DOWN (F2)",
        "SACK": "a sack: a loss of yards (F3)",
        "TFL": "tackle for loss: a loss of yards (F3)",
        "PTBLK": "punt blocked: the receiving team's ball behind the line",
        "PUNT": "a punt: three dice on the punt table (F9)",
    }
)


SAME = (
    ("<team> WON", "HOME WON", "AWAY WON"),
    ("<team>", "HOM", "AWY"),  # the player's own teams (box.OWN), with no kicking table
)


# Its short words spelt out, for a word neither the code nor the docs explain.
SPELT = {"NG": "no gain", "AFT": "after", "HOM": "home", "AWY": "away"}


# When a player sees the words of each of its modules (and functions), the most precise key
# first ("module.py:function", then "module.py").
WHEN = {
    "__init__.py": "in setup, at GAME",
    "box.py:result": "at the end of the game",
    "box.py:setting_word": "in setup (MODE to SETUP)",
    "box.py": "in setup (MODE to SETUP)",
    "data files": "in setup and on the text line, for a team",
    "faces.py:ball_on": "always, on the ball-on display",
    "faces.py:down": "always, on the down display",
    "faces.py:score": "always, on the score displays",
    "field.py:end_period": "at the end of regulation or of an overtime period",
    "field.py:safety": "after a safety",
    "game.py": "at the end of the game",
    "kicks.py": "in the kick menus and after a kick",
    "menus.py": "in the menu of the step",
    "menus.py:text": "in a menu, setting the yards with UP/DOWN",
    "menus.py:touchdown": "after a touchdown",
    "plays.py": "after a play",
    "views.py:dice": "on the dice display, at a kick",
    "views.py:possessions": "always, on the clock display",
    "views.py:sheet_page": "on BACK's score sheet pages",
    "views.py": "always, on the text line",
}
