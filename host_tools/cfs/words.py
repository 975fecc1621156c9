"""College Football Saturday's part of the catalogue of the board's words
(host_tools/catalogue/, which reads it through HOST["words"]): what fills its templates' slots,
what its words mean and when they show, where its README and rules explain them, and which of
its modules show nothing."""

# Where its words are explained for players: its README and its rules.
EXPLAINED = ("firmware/games/cfs/README.md", "docs/rules/cfs.md")

# Its modules whose strings never reach a display: the data files' checkers and the
# save's log format (their messages go to the serial console and `sideline ... check`).
NOT_SHOWN = (
    "games/cfs/rules/record.py",
    "games/cfs/sheet/load.py",
    "games/cfs/sheet/value.py",
    "games/cfs/sheet/check.py",
)

# Its team files under firmware/, read as the box reads them (its box.catalog()): the
# teams' abbreviations and the sheets' play names a display shows.
TEAMS = "teams"

# What fills its slots: (pattern on the slot's source, type, range or length), first match
# wins, before the football faces' (catalogue/slots.py).
SLOTS = [
    (r"PURPOSE", "roll's purpose", 5),
    (r"defense_label", "defense", None),
    (r"DEF4", "defense code", "games.cfs.scoreboard.views:DEF4:"),
    (r"views\.down", "down and distance", 4),
    (r"views\.ball_on", "ball on", 4),
    (r"entry\[5\]", "result's short word", 4),
    (r"entry\[6\]", "result's letter", 1),
    (r"\bq\b|\"q\"", "quarter", (1, 5)),
    (r"timeouts|\bto\b|\"to\"", "timeouts left", (0, 3)),
    (r"turnovers", "turnovers", (0, 9)),
    (r"first_downs", "first downs", (0, 99)),
    (r"left|plays", "plays", (0, 99)),
    (r"counts", "dice of a colour", (0, 7)),
    (r"sec // 60", "minutes", (0, 15)),
    (r"sec % 60", "seconds", (0, 59)),
    (r"tenths // 10", "seconds", (0, 59)),
    (r"tenths % 10", "tenths", (0, 9)),
    (r"^n$", "down", (1, 4)),
    (r"^line$", "yard line", (1, 49)),
    (r"^spot$", "yard line", (1, 99)),
    (r"fg_yards", "kick distance", (10, 70)),
    (r"yards|gain|net", "yards", (-99, 99)),
    (r"colour|COLOURS|^c$", "die colour", ("W", "R", "G", "Y", "O")),
    (r"\bvalue\b|now // 60", "die", (1, 6)),
    (r"sum\(self\.out", "dice total", (1, 999)),
    (r"item\[2\]", "uses left", (0, 99)),
    (r"^key$", "card", 3),
    (r"kind\.upper", "run or pass", ("RUN", "PASS")),
    (r"^shown$", "clock", ("15:00", "9:05", "59.9")),
    (r"clock_mode", "clock mode", 4),
    (r"short|name", "play name", "plays"),
]


# From its README and rules, for words whose code says nothing a player could use.
MEANINGS = {
    # The coach's situation tags (callers/calling.py): the scoreboard already shows them, so
    # they are reasons on the host log and flash only when they are the reason.
    "1ST DOWN": "the coach's situation: first down",
    "2ND": "second down (the coach's situation, with SHRT, MED or LONG)",
    "2ND SHRT": "the coach's situation: 2nd and 2 or less",
    "2ND MED": "the coach's situation: 2nd and 3 to 6",
    "2ND LONG": "the coach's situation: 2nd and 7 or more",
    "3RD": "third down (the coach's situation, with SHRT, MED or LONG)",
    "3RD SHRT": "the coach's situation: 3rd and 2 or less",
    "3RD MED": "the coach's situation: 3rd and 3 to 6",
    "3RD LONG": "the coach's situation: 3rd and 7 or more",
    "4TH DOWN": "the coach's situation: fourth down",
    "GOAL2GO": "the coach's situation: goal to go",
    "RED ZONE": "the coach's situation: inside the opponent's 20",
    "AUDIBLE": "the coach changes its play after the defense's check-off (C1 step 4)",
    "STAY": "the coach keeps its play after the defense's check-off (C1 step 4)",
    "NO AUD": "no audible: the offense keeps its play (C1 step 4)",
    "NO CHECK": "no check-off: the defense keeps its call (C1 step 3)",
    "STOP RUN": "the coach's reason: stop the run",
    "STOP PAS": "the coach's reason: stop the pass",
    "USE PKGS": "the coach's reason: packages must be used up (their uses left)",
    "GO FOR 2": "the coach goes for two after the touchdown",
    "FG LAST": "the card caller's choice: a field goal on the last play",
    "FG TRY": "a field goal attempt",
    "GO 4TH": "the card caller's choice: go for it on fourth down",
    "KICK PAT": "the card caller's choice: kick the extra point",
    "OFFSIDE": "a penalty from the house Penalty chart (H1): offside, 5 yards",
    "FALSE ST": "a penalty from the house Penalty chart (H1): false start, 5 yards",
    "HOLDING": "a penalty from the house Penalty chart (H1): holding, 10 yards",
    "INTERFER": "a penalty from the house Penalty chart (H1): pass interference, 15 yards",
    "DELAY": "a penalty from the house Penalty chart (H1): delay of game, 5 yards",
    "ILL BLCK": "a penalty from the house Penalty chart (H1): illegal block, 10 yards",
    "OFF INTF": "a penalty from the house Penalty chart (H1): offensive interference",
    "CLIPPING": "a penalty from the house Penalty chart (H1): clipping, 15 yards",
    "MOTION": "a penalty from the house Penalty chart (H1): illegal motion",
    "RETURN": "the die being revealed is for the return",
    "LOSS": "the die being revealed is for the loss",
    "KO ADJ": "the die being revealed is for the kickoff adjustment",
    "FIELD GL": "the die being revealed is for the field goal",
    "BLOCKED": "the punt is blocked",
    "PR TD": "the punt is returned for a touchdown",
    "KR TD": "the kickoff is returned for a touchdown",
    "INT TD": "the interception is returned for a touchdown",
    "BALL <yard line>": "the kickoff lands: the receiving team has the ball on this line",
    "DOWNS": "turnover on downs",
    "KICKOFF": "a kickoff: next (ROLL kicks), or the die being revealed for it",
    "TURNOVER": "a turnover, or the die being revealed for one",
    "NO REDO": "REDO (a long UNDO) has nothing to redo",
    "NO UNDO": "UNDO has nothing to undo",
    "NO TO": "no timeouts left for that team",
    "TIMEOUT": "a timeout is called: the clock stops",
    "NO DICE": "dice mode: no dice chosen to roll",
    "RESUMED": "the saved game is back after power-up",
    "TO <team> <timeouts left>": "a team and its timeouts left: OK calls one",
    "PL <plays>-<plays>": "at the end: plays run, home-away",
    "TOV <turnovers>-<turnovers>": "at the end: turnovers, home-away",
    "CL<name>": "the game clock (minutes, seconds), on a build without the clock display",
    "<ball on>": "the ball-on display's text, on a build without it",
    "<down and distance>": "the down display's text, on a build without it",
    "<number>-<number>": "the score, home-away, on a build without the score displays",
    "<number> DICE": "dice mode: how many dice are chosen in all",
    "<number>": "a setup value",
    "<dice of a colour><die colour>...": "dice mode: how many dice of each colour (3G 1R)",
    "<die colour> <number>...": "dice mode: the dice of the chosen colour after a roll",
    "<die colour><number>...": "dice mode: the dice of the chosen colour after a roll",
    "<die colour><die> <roll's purpose>": "a die and what it is for, without a dice display",
    "<die colour>  <die>": "a die being revealed: its colour letter and value",
    "<die colour> <die>": "dice mode: the chosen colour's die tumbling",
    "<dice of a colour><die colour>": "dice mode: how many dice of the colour are chosen",
    "<die colour><dice total>": "dice mode: the total of the chosen colour's dice",
}
# Words with slots that neither the code's comments nor the READMEs say in a few words.
MEANINGS.update(
    {
        "<defense>": "the defense the player steps in with for the cards",
        "<result's letter><yards>": "a result entered by hand, by its letter, and its yards",
        "<result's short word> <yards>": "a result entered by hand and its yards",
        "<team> DEF": "whose call: this team's defense",
        "<team> OFF": "whose call: this team's offense",
        "<team>D": "whose call: this team's defense (short form)",
        "<team>O": "whose call: this team's offense (short form)",
        "<team> OUT": "why the game ended: this team is out of plays (with OF PLAYS)",
        "<team> WINS": "this team won",
        "ANY <run or pass>": "any run (or pass) of the sheet: the play is not named",
        "CARD <card>": "the defense card the cards' caller drew",
        "CLK <name>": "the clock mode CLOCK has switched to",
        "DN <down and distance>": "down and distance, on a build without the down display",
        "END Q<quarter>": "the quarter is over: OK starts the next",
        "FD <first downs>-<first downs>": "first downs, home-away",
        "FD <number>-<number>": "at the end: first downs, home-away",
        "FG <kick distance>": "a field goal from this distance",
        "GAIN <yards>": "the play gained these yards (lost, when negative)",
        "ON <ball on>": "the ball on, on a build without the ball-on display",
        "PUNT <number>": "the punt's net yards",
        "Q<quarter>": "the quarter",
        "Q<quarter> TO<timeouts left>-<timeouts left>": "the quarter, and timeouts left home-away",
        "TO <timeouts left>-<timeouts left>": "timeouts left, home-away",
        "<minutes>:<seconds>": "the game clock: time left in the quarter",
        "<seconds>.<tenths>": "the game clock in the last minute, to the tenth",
    }
)
MEANINGS.update(
    {
        "FAST": "setup: fast play, a whole play with one press",
        "ILLEGAL": "that entry is not allowed for this play; pick another",
        "PROTECT": "the coach's reason: protect the lead",
        "STOPPED": "the play is stopped for no gain",
        "FINAL": "the card caller's choice: run out the last play",
    }
)
MEANINGS.update(
    {
        "X<uses left>": "the play's uses left on the team sheet (X3: three more)",
        "TURNOVER": "a turnover: the other team has the ball",
        "PLY": "setup: halftime after a number of plays",
        "CARD D": "setup: the cards call the defense only, the player the offense",
        "H2": "house rule H2: whose sheet a punt's return is read from",
    }
)
# Words the code files under no longer form (a menu item, a flash, a page), from the games'
# READMEs and rules in a player's words: what each stands for, not the word again.
MEANINGS.update(
    {
        "2 MINUTE": "the two-minute warning",
        "HALFTIME": "halftime (after a number of plays, rule G4)",
        "ACE KEPT": "the coach's reason: its best play is kept for later",
        "SAVE BIG": "the coach's reason: its best play is kept for later (ACE KEPT flashed)",
        "CATCH UP": "the coach's reason: it is behind and must catch up",
        "TIE GAME": "the game ended level",
        "TIME UP": "why the game ended: the clock ran out",
        "OF PLAYS": "why the game ended: <team> OUT OF PLAYS, that team has no plays left (G1)",
        "GO 4 IT": "go for it on fourth down: run a play",
        "END GAME": "end the game now (offered when the game allows it)",
        "AWAY": "setup: the away team",
        "PLAYER": "setup: the player calls this team's plays, on the buttons",
        "CARDS": "setup: the solitaire cards call this team's plays (defense card, P1-P4)",
        "COACH": "setup: the box's coach calls this team's plays; in play: the coach is making "
        "its call",
        "H4 TB": "house rule H4: a punt into the end zone, the receiving team's ball on its 20 "
        "or 25",
        "H7": "house rule H7: penalty yards toward a goal line at most half the distance",
        "RUN": "a run: enter its yards",
        "PASS": "a completed pass: enter its yards",
        "PENALTY": "a penalty: enter its yards (or the die is for the Penalty chart)",
        "PUNT": "punt (a manual entry, a call, or the die being revealed for the punt)",
        "PUNT NET": "a punt: enter its net yards",
        "SAFETY R": "a safety on a run play (it uses a run, G1)",
        "SAFETY P": "a safety on a pass play (it uses a pass, G1)",
        "MATCHUP": "the die being revealed is the matchup die (the offense's column)",
        "YARDS": "the die being revealed is for the yards",
        "SPECIAL": "the die being revealed is for the special result",
        "CHART": "the die being revealed is read on a chart",
    }
)
MEANINGS.update(
    {
        "END": "setup: how a game with the real clock ends (END PLAY, END TIME)",
        "PLAY": "setup's END: the game ends by the plays (rule G1)",
        "TIME": "setup's END: the game ends at 0:00 of the 4th quarter",
        "INT": "an interception: the defense's ball (in manual mode, enter the return)",
        "2PT TRY": "a two-point try after the touchdown: ROLL runs it",
        "XP KICK": "the extra point kick after the touchdown: ROLL kicks it",
        "LF <plays>-<plays>": "at the end: plays left, home-away",
        "FINAL": "the game is over (as the cards' call: run out the last play)",
        "CLK": "setup: the clock mode (REAL, AUTO, OFF)",
        "H CALL": "setup: who calls the home team's plays (PLAYER, CARDS, COACH, a split)",
        "A CALL": "setup: who calls the away team's plays (PLAYER, CARDS, COACH, a split)",
        "USE PKG": "the coach's reason: packages must be used up (their uses left)",
    }
)
MEANINGS.update(
    {
        "BREAK": "the die being revealed is the breakaway die",
        "2PT GOOD": "manual mode: the two-point try is good",
        "2PT NO": "manual mode: the two-point try fails",
        "XP GOOD": "the extra point is good",
        "XP NO": "the extra point is missed",
        "FG GOOD": "the field goal is good",
        "FG NO": "the field goal is missed",
        "TD RUN": "manual mode: a touchdown on a run play",
        "TD PASS": "manual mode: a touchdown on a pass play",
        "FUMB": "a fumble, entered with its yards (FUMB -3)",
        "FUMB TD": "the fumble is returned for a touchdown",
        "PEN": "a penalty, entered with its yards (PEN -10)",
        "PEN1": "a penalty with an automatic first down, entered with its yards (PEN1 +15)",
        "KO": "a kickoff, entered with the receiving team's yard line (KO +25)",
    }
)


SAME = (
    # a die (tumbling or come to rest) and the total of a colour's dice after a roll
    ("<die colour>  <die>", "<die colour> <die>", "<die colour><dice total>"),
    # setup's HALF Q2 (halftime after the second quarter) names the quarter as the game
    # line does
    ("Q<quarter>", "Q2"),
)


# Its short words spelt out, for a word neither the code nor the docs explain.
SPELT = {"IN": "inside", "OUTB": "outside blitz", "B": "blitz", "PEN1": "penalty, first down"}


# When a player sees the words of each of its modules (and functions), the most precise key
# first ("module.py:function", then "module.py").
WHEN = {
    "__init__.py": "in setup, at GAME",
    "box.py:__init__": "at power-up, when the saved game comes back",
    "box.py:redo": "after a long UNDO (REDO)",
    "box.py:undo": "after UNDO",
    "callers/solitaire.py": "a caller's call flashes, before the snap",
    "callers/calling.py": "the coach's reason flashes with its call",
    "callers/calling.py:_tag": "on the host log with the coach's call (flashed only as a reason)",
    "callers/cardcaller.py": "the cards' call flashes, before the snap",
    # STAY, which the cards and the coach both say: its first site is here since the callers
    # have a folder (cardcaller.py before solitaire.py), and it keeps the callers' phrase.
    "callers/cardcaller.py:check_off": "a caller's call flashes, before the snap",
    "scoreboard/clock.py": "always, on the clock display",
    "coach/defense.py": "the coach's defensive call flashes, before the snap",
    "coach/kicks.py": "after a touchdown, the coach's choice flashes",
    "coach/offense.py": "the coach's offensive call flashes, before the snap",
    "coach/offense.py:_tag": "with the coach's call: a situation on the host log, a reason flashed",
    "data files": "in setup (teams) and in the call menus (plays)",
    "scoreboard/dicemode.py": "in dice mode (MODE to DICE)",
    "faces.py:ball_on": "always, on the ball-on display",
    "faces.py:down": "always, on the down display",
    "faces.py:score": "always, on the score displays",
    "rules/game.py:_halftime": "at halftime",
    "rules/game.py:_punt": "after a punt",
    "rules/handentry.py": "in manual mode, entering a result by hand",
    "rules/house.py": "after a penalty roll (house Penalty chart)",
    "scoreboard/manual.py": "in manual mode, in the menu of what happened",
    "scoreboard/manual.py:play_menu": "in manual mode with NAME on: which play was run",
    "scoreboard/modes.py:_manual_apply": "in manual mode, when an entry does not fit the play",
    "scoreboard/modes.py:clock_button": "on CLOCK",
    "scoreboard/modes.py:hold_clock": "holding CLOCK: the timeout menu",
    "scoreboard/modes.py:press_manual": "on a button that does nothing in manual mode",
    "scoreboard/modes.py:press_timeout": "in the timeout menu",
    "scoreboard/modes.py:setup_items": "in setup (MODE to SETUP)",
    "rules/moves.py:advance": "after a play, as the ball moves",
    "rules/moves.py:kicked_to": "after a kickoff",
    "rules/moves.py:try_result": "after the try that follows a touchdown",
    "rules/moves.py:turnover_text": "after a turnover",
    "scoreboard/pages.py:final": "at the end of the game, page by page",
    "scoreboard/pages.py": "on BACK's info pages",
    "scoreboard/playmode.py:_call_step": "in the call menus, before the snap",
    "scoreboard/playmode.py:_next_step": "between plays: what ROLL does next",
    "scoreboard/playmode.py:_show_result": "as a result is shown",
    "scoreboard/playmode.py:_whose": "as a call menu opens: whose call it asks",
    "scoreboard/screen.py:_announce": "as it happens in the game clock",
    "scoreboard/screen.py:_render_text": "after NEW GAME in setup",
    "scoreboard/settings.py": "in setup (MODE to SETUP)",
    "sheet/parts.py": "in the call menus (the team sheet's plays and defenses)",
    "scoreboard/stepin.py": "UP/DOWN at ROLL, stepping in for the cards' defense",
    "scoreboard/textline.py:dice": "on the dice display, in the call menus",
    "scoreboard/textline.py:info": "on BACK's info pages",
    "scoreboard/textline.py:missing": "on a build without that display, in turn on the text line",
    "scoreboard/textline.py:play": "as the dice are revealed, on a build without a dice display",
    "scoreboard/textline.py": "on the dice display, before the snap",
    "scoreboard/views.py:die": "as the dice are revealed, on the dice display",
    "scoreboard/views.py@CALLER_WORDS": "in setup, at H CALL and A CALL",
    "scoreboard/views.py@CLOCK_WORDS": "in setup, at CLK",
    "scoreboard/views.py@HALFTIME_WORDS": "in setup, at HALF",
    "scoreboard/views.py@DEF4": "on the dice display, once the defense is called",
    "scoreboard/views.py@PURPOSE": "as the dice are revealed: what the die is for",
    "scoreboard/views.py": "in the call menus and as a play's result is shown",
}
