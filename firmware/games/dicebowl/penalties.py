# The penalty deck and its schedule (rules DP1-DP5): eight cards kept shuffled in the
# game record, the play of the next penalty on the 15-play clock.

# DP1: a card is [against, yards]; "o" the offense, "d" the defense.
DECK = (("o", 5), ("o", 10), ("o", 10), ("o", 15), ("o", 15), ("d", 5), ("d", 10), ("d", 15))


def new_deck(dice):
    """DP1/DP4: the eight cards, shuffled face down by the box's dice."""
    deck = [[c[0], c[1]] for c in DECK]
    dice.shuffle(deck)
    return deck


def turn_card(deck):
    """DP2: the top card is turned; DP3: it then goes under the deck."""
    card = deck.pop(0)
    deck.append(card)
    return card


def first_play(d1, d2):
    """DP2/DP4: the sum of two dice is the play of the half's first penalty."""
    return d1 + d2


def next_play(current, die, plays):
    """DP3: one die later; None when that is past the half's last play."""
    n = current + die
    if n > plays:
        return None
    return n


def enforce(ball_on, to_go, against, yards):
    """Move the ball for an accepted penalty: returns (ball_on, to_go, first_down).

    ball_on is from the offense's own goal line. House rule DH5: never more than half the
    distance to the goal line; the down is replayed, a first down when a penalty against
    the defense covers the yards to go."""
    if against == "o":
        half = ball_on // 2
        if yards > half:
            yards = half
        return ball_on - yards, to_go + yards, False
    half = (100 - ball_on) // 2
    if yards > half:
        yards = half
    left = to_go - yards
    if left <= 0:
        return ball_on + yards, 0, True
    return ball_on + yards, left, False
