# The card method of solitaire play-calling (rules P2, T5): a standard 52-card deck,
# shuffled by the project's own dice, drawn one card at a time and reshuffled when empty.
#
# A deck is plain data so it is saved with the game (docs/design.md principle 2):
#   {"order": [52 card indices into sheet.CARD_KEYS], "next": k, "dice": [z, w]}
# "next" is how many cards of this shuffle have been drawn; "dice" is the deck's own
# generator state (not the game's: drawing a card must not change the game's rolls).
# What a card means is read from the team sheet's card section (sheet["cards"][key]).
from games.cfs.sheet.parts import CARD_KEYS
from sideline.dice import Dice, seed_state

DECK_SIZE = 52


def new_deck(seed):
    """A freshly shuffled deck for an integer seed."""
    deck = {"order": list(range(DECK_SIZE)), "next": 0, "dice": seed_state(seed)}
    Dice(deck["dice"]).shuffle(deck["order"])
    return deck


def check_deck(deck):
    """None when deck is a usable saved deck, else a one-line message (for restored saves)."""
    if type(deck) is not dict:
        return "deck: expected an object"
    order = deck.get("order")
    if type(order) is not list or len(order) != DECK_SIZE:
        return "deck.order: expected a list of 52 card numbers"
    seen = [False] * DECK_SIZE
    for c in order:
        if type(c) is not int or c < 0 or c >= DECK_SIZE or seen[c]:
            return "deck.order: expected each of the card numbers 0..51 once"
        seen[c] = True
    k = deck.get("next")
    if type(k) is not int or k < 0 or k > DECK_SIZE:
        return "deck.next: expected a number 0..52"
    try:
        Dice(deck.get("dice") or [])
    except (ValueError, TypeError):
        return "deck.dice: not a dice state"
    return None


def draw(deck):
    """The next card's key ("7H", "10S", ...); the deck is reshuffled when it runs out.

    The whole deck goes back in for the reshuffle, as with a physical deck after the last
    card: each run of 52 draws shows every card exactly once.
    """
    if deck["next"] >= DECK_SIZE:
        Dice(deck["dice"]).shuffle(deck["order"])
        deck["next"] = 0
    card = deck["order"][deck["next"]]
    deck["next"] += 1
    return CARD_KEYS[card]


def card_calls(sheet, key):
    """(offensive play name, defense id) that a card reads on a sheet (T5)."""
    c = sheet["cards"][key]
    if type(c) is tuple:  # compacted on the device (sheet.load.compact_cards)
        return c
    return c["offense"], c["defense"]
