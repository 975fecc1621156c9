# Solitaire play-calling (rules P1-P4 with C1-C4): who calls each team's plays.
#
# Each team has a caller state, plain data saved with the game (docs/design.md principle 2):
#   {"defense": kind, "offense": kind, "deck": deck or None, "card": key or None}
# kind is one of
#   "human"  the player calls (the app asks; the core gives the options and checks them),
#   "card"   the card method (P2, T5): a card drawn from the team's own shuffled deck
#            (games.cfs.callers.cards) read through the team's card section
#            (games.cfs.callers.cardcaller),
#   "coach"  the scoreboard's coach (games.cfs.coach.caller).
# Offense and defense may differ (P1: "the player may use only the defensive call and
# choose the offense"): new_caller_state("card", seed, offense="human").
#
# A call follows C1's order, one step per function, each returning (choice, why, say):
# why is up to 8 characters for the 14-segment text line (DISPLAY_CHARS only), say is a
# sentence for the host log.
#   call_base(state, G, sheets, side)                        side: the defense
#       -> base defense, called before the defense knows the play
#   call_play(state, G, sheets, side, base)                  side: the offense
#   check_off(state, G, sheets, side, base, play)            -> package or None (C2)
#   audible(state, G, sheets, side, base, play, package)     -> play name or None; only
#       after a check-off (package not None)
#   kick_choice(state, G, sheets, side)                      -> "play", "punt", "fg",
#       "end" at scrimmage, "pat" or "two" in a try
# full_call(states, G, sheets) runs the four steps and returns the call dict game.apply
# takes; next_action(states, G, sheets) returns the whole next action. states is
# {"home": state, "away": state}. A human step goes to ask(step, side, options), which
# returns the player's choice; without ask, a human step raises ValueError.
#
# P3 (when the card's call is no longer available) is the card caller's: cardcaller.py.
#
# The coach (its code and its odds) is imported when a game with a coach starts (warm) or
# at its first call (_coach): a game with human and card callers never loads it. After the
# coach's last step of a snap (a check-off with no audible to follow, or the audible) its
# reading of the snap is dropped.
from games.cfs.callers import cards
from games.cfs.rules import calls
from games.cfs.rules.game import KICKOFF, OVER, legal, other
from games.cfs.sheet.parts import BASES

KINDS = ("human", "card", "coach")
HUMAN = "human"
CARD = "card"
COACH = "coach"

# What a reason may use: capitals, digits, space and a few signs. No "." (the display folds a
# dot into the character before it) and no lower case (clumsy on 14 segments).
DISPLAY_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 &+-'/!?"
WHY_MAX = 8


def new_caller_state(kind, seed=0, offense=None):
    """A team's caller state; kind calls the defense, and the offense unless offense is given.

    seed shuffles the team's deck when a card caller is involved (give each team its own).
    """
    if offense is None:
        offense = kind
    for k in (kind, offense):
        if k not in KINDS:
            raise ValueError("unknown caller %s (expected human, card or coach)" % k)
    deck = None
    if kind == CARD or offense == CARD:
        deck = cards.new_deck(seed)
    return {"defense": kind, "offense": offense, "deck": deck, "card": None}


def check_state(state):
    """None when a restored caller state is usable, else a one-line message."""
    if type(state) is not dict:
        return "caller: expected an object"
    for role in ("defense", "offense"):
        if state.get(role) not in KINDS:
            return "caller.%s: expected human, card or coach" % role
    if CARD in (state["defense"], state["offense"]):
        msg = cards.check_deck(state.get("deck"))
        if msg is not None:
            return "caller." + msg
    c = state.get("card")
    if c is not None and c not in _CARD_SET:
        return "caller.card: not a card"
    return None


_CARD_SET = {}
for _k in cards.CARD_KEYS:
    _CARD_SET[_k] = True


def _cards():
    # The card caller, imported at its first call: a game of coaches and players never
    # loads it (3 KB of a stock Pico's heap, where the code is on the heap: issue 33).
    # Everything it imports is the game's, loaded already: it nests one import deep.
    # why: Pico heap (a game without a card caller never loads it)
    from games.cfs.callers import cardcaller

    return cardcaller


_COACH = [None]


def _coach():
    m = _COACH[0]
    if m is None:
        # why: Pico heap: the coach loads only for a coach's game
        from games.cfs.coach import caller as m

        _COACH[0] = m
    return m


def warm(states, G, sheets):
    """With a coach among the callers, its code loaded and the game's odds made now (the
    table calls this when a game starts or resumes, and back in play mode after setup),
    not at the coach's first call, which on the Pico would wait over a second for them."""
    for side in ("home", "away"):
        if COACH in (states[side]["defense"], states[side]["offense"]):
            _coach().warm(G, sheets)
            return


def forget_game():
    """The coach let go, its tables of the game's sheets with it (NEW GAME: the sheets are
    read anew, and the old ones, which the tables hold, would stay on the heap meanwhile).
    The board drops its modules at the read (box.CHECKER); warm imports them again."""
    m = _COACH[0]
    if m is not None:
        m.clear_cache()
        _COACH[0] = None


def _human(step):
    raise ValueError("%s is the player's call: ask the player (options_%s)" % (step, step))


# --- what a human may call (the options lists) --------------------------------------------


def options_base(G, sheets, side):
    """The base defenses (C1: always both, they are unlimited)."""
    return list(BASES)


def options_play(G, sheets, side):
    """[(name, short label, uses left)] of the plays side may call now (C4), sheet order."""
    sheet = sheets[side]
    marks = G["marks"][side]
    out = []
    for i in calls.available_plays(sheet, marks):
        p = sheet["plays"][i]
        out.append((p["name"], p["short"], p["uses"] - marks["plays"][i]))
    return out


def options_checkoff(G, sheets, side, base):
    """[(package, uses left)] under the base called (C2), with uses left (C3)."""
    sheet = sheets[side]
    marks = G["marks"][side]
    out = []
    for d in calls.checkoff_options(sheet, marks, base):
        out.append((d, sheet["defenses"][d]["uses"] - marks["packages"][d]))
    return out


def options_audible(G, sheets, side, play):
    """The play names side may audible to (any available play other than the one called)."""
    return [o[0] for o in options_play(G, sheets, side) if o[0] != play]


# --- the four steps of a call (C1) ------------------------------------------------------


def call_base(state, G, sheets, side):
    """C1 step 1, by the defense `side`: (base, why, say)."""
    kind = state["defense"]
    if kind == COACH:
        return _coach().choose_base(G, sheets, side)
    if kind == CARD:
        return _cards().call_base(state, G, sheets, side)
    return _human("base")


def call_play(state, G, sheets, side, base, defense_state=None):
    """C1 step 2, by the offense `side`, knowing the base: (play name, why, say). With the
    defense's caller state given, a card offense reads the card the defense's cards drew
    this snap (P2: one card for both calls) unless the house reading two_decks is on."""
    kind = state["offense"]
    if kind == COACH:
        return _coach().choose_play(G, sheets, side, base)
    if kind == CARD:
        return _cards().call_play(state, G, sheets, side, base, snap_card(G, defense_state))
    return _human("play")


def snap_card(G, defense_state):
    """The card the defense's cards drew for this snap, for the offense to read too (P2),
    or None: no card defense, or one card from each team's deck (house two_decks)."""
    if defense_state is None or G["house"].get("two_decks"):
        return None
    if defense_state["defense"] != CARD:
        return None
    return defense_state.get("card")


def check_off(state, G, sheets, side, base, play):
    """C1 step 3, by the defense `side`, knowing the play: (package or None, why, say)."""
    kind = state["defense"]
    if kind == COACH:
        c = _coach()
        got = c.choose_checkoff(G, sheets, side, base, play)
        if got[0] is None:
            c.forget()  # no audible follows: the snap's calls are made
        return got
    if kind == CARD:
        return _cards().check_off(state, G, sheets, side, base, play)
    return _human("checkoff")


def audible(state, G, sheets, side, base, play, package):
    """C1 step 4, by the offense `side`, only after a check-off: (play or None, why, say)."""
    if package is None:
        return None, "", ""
    kind = state["offense"]
    if kind == COACH:
        c = _coach()
        got = c.choose_audible(G, sheets, side, base, play, package)
        c.forget()
        return got
    if kind == CARD:
        return None, "STAY", "The card's play stands: %s" % play
    return _human("audible")


def kick_choice(state, G, sheets, side):
    """The action type for the team `side` with the ball (or the try): (type, why, say)."""
    kind = state["offense"]
    if kind == COACH:
        return _coach().kick_choice(G, sheets, side)
    if kind == CARD:
        return _cards().book_kick(G, sheets, side)
    return _human("kick")


# --- whole calls ----------------------------------------------------------------------


def _note(log, side, step, got):
    if log is not None and got[1]:
        log.append((side, step, got[0], got[1], got[2]))
    return got[0]


def _ask(ask, step, side, options):
    if ask is None:
        raise ValueError("%s is the player's call: ask the player (options_%s)" % (step, step))
    return ask(step, side, options)


def _check_play(sheet, marks, name):
    i = sheet["play_index"].get(name)
    if i is None:
        raise calls.IllegalCall("%s is not a play on this sheet" % name)
    if not calls.play_available(sheet, marks, i):
        raise calls.IllegalCall("%s cannot be called: no uses left" % name)


def full_call(states, G, sheets, log=None, ask=None):
    """The four steps of C1 for both teams; the call dict game.apply takes.

    log, if a list, receives (side, step, choice, why, say) for each step taken.
    """
    off = G["possession"]
    dfn = other(off)
    sd = states[dfn]
    so = states[off]
    if sd["defense"] == HUMAN:
        base = _ask(ask, "base", dfn, options_base(G, sheets, dfn))
        if base not in BASES:
            raise calls.IllegalCall("defense must first call a base defense, not %s" % base)
    else:
        base = _note(log, dfn, "base", call_base(sd, G, sheets, dfn))
    if so["offense"] == HUMAN:
        play = _ask(ask, "play", off, options_play(G, sheets, off))
        _check_play(sheets[off], G["marks"][off], play)
    else:
        play = _note(log, off, "play", call_play(so, G, sheets, off, base, sd))
    if sd["defense"] == HUMAN:
        package = _ask(ask, "checkoff", dfn, options_checkoff(G, sheets, dfn, base))
        if package:
            calls.check_call(
                sheets[off],
                G["marks"][off],
                sheets[dfn],
                G["marks"][dfn],
                {"defense": base, "offense": play, "checkoff": package},
            )
    else:
        package = _note(log, dfn, "checkoff", check_off(sd, G, sheets, dfn, base, play))
    new = None
    if package:
        if so["offense"] == HUMAN:
            new = _ask(ask, "audible", off, options_audible(G, sheets, off, play))
            if new:
                _check_play(sheets[off], G["marks"][off], new)
        else:
            new = _note(log, off, "audible", audible(so, G, sheets, off, base, play, package))
    call = {"defense": base, "offense": play, "checkoff": package or None, "audible": new or None}
    calls.check_call(sheets[off], G["marks"][off], sheets[dfn], G["marks"][dfn], call)
    return call


def next_action(states, G, sheets, log=None, ask=None):
    """The next action for game.apply (None when the game is over)."""
    phase = G["phase"]
    if phase == OVER:
        return None
    if phase == KICKOFF:
        return {"t": "kickoff"}
    side = G["possession"]
    if states[side]["offense"] == HUMAN:
        t = _ask(ask, "kick", side, legal(G, sheets))
    else:
        t = _note(log, side, "kick", kick_choice(states[side], G, sheets, side))
    if t == "play":
        return {"t": "play", "call": full_call(states, G, sheets, log, ask)}
    return {"t": t}
