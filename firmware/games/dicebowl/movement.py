# Movement dice on request: the board's own procedure, run on the box's dice so that the
# table needs none. Four dice per coach in descending order, the four confrontations pair
# by pair, and the fumble when the ball carrier's coach rolls a triple 1.


def confront(offense4, defense4, tie_goes_to):
    """Winner of each of the four confrontations: 'o', 'd' or '-' (house rule DH9 for
    ties: nobody by default, or 'o' / 'd')."""
    wins = []
    for i in range(4):
        a = offense4[i]
        b = defense4[i]
        if a > b:
            wins.append("o")
        elif b > a:
            wins.append("d")
        elif tie_goes_to in ("o", "d"):
            wins.append(tie_goes_to)
        else:
            wins.append("-")
    return wins


def fumble(offense4, ones):
    """A triple 1 among the ball carrier's coach's four dice (house rule DH9: `ones` or
    more 1s) is a fumble."""
    n = 0
    for v in offense4:
        if v == 1:
            n += 1
    return n >= ones


def roll(dice, tie_goes_to, ones):
    o = [dice.die(), dice.die(), dice.die(), dice.die()]
    d = [dice.die(), dice.die(), dice.die(), dice.die()]
    o.sort(reverse=True)
    d.sort(reverse=True)
    return {"o": o, "d": d, "wins": confront(o, d, tie_goes_to), "fumble": fumble(o, ones)}
