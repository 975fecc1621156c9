# Play results as read from the defense card (F2-F5): yards, TD, INC/NG, SACK/TFL,
# FUM/INT at the spot with no return, and taking a knee. Down and distance, first downs,
# turnovers on downs, touchdowns by reaching the goal line and safeties follow from them.
from games.fliip import field

KNEE = 2  # F4: yards a knee loses

# Each play entry: move name -> (what n is, lo, hi). n is the card's yardage: signed for a
# gain or a turnover's spot, the size of the loss for SACK and TFL.
ENTRIES = {
    "gain": ("yards", -99, 99),
    "td": (None, 0, 0),
    "inc": (None, 0, 0),
    "ng": (None, 0, 0),
    "sack": ("loss", 1, 99),
    "tfl": ("loss", 1, 99),
    "fum": ("spot", -99, 99),
    "int": ("spot", -99, 99),
    "knee": (None, 0, 0),
}


def yards_of(move, n):
    """The yardage an entry moves the ball (turnovers excluded)."""
    if move == "gain":
        return n
    if move == "sack" or move == "tfl":
        return -n
    if move == "knee":
        return -KNEE
    return 0  # INC, NG


def touchdown(G, ctx, events, result="TD"):
    side = G["offense"]
    field.score(G, side, field.TD, events)
    field.close(G, result)
    G["last"] = "TD"
    field.kick_off(G, ctx, side, None, events)


def turnover(G, ctx, spot, result, events):
    """The defense takes the ball at spot (offense's yards); no return (F3)."""
    house = G["house"]
    side = G["offense"]
    defense = field.other(side)
    if spot <= 0 and house["turnover_behind_goal"] == "safety":
        field.safety(G, ctx, side, result, events)
        return
    field.close(G, result)
    if spot >= 100:
        G["last"] = "TOUCHBCK"
        field.begin(G, ctx, defense, house["touchback"], events)
    elif spot <= 0:
        field.score(G, defense, field.TD, events)
        field.counted(G, defense, result + "TD")
        G["last"] = result + " TD"
        field.kick_off(G, ctx, defense, None, events)
    else:
        G["last"] = result
        field.begin(G, ctx, defense, 100 - spot, events)


def run(G, ctx, move, n, events):
    """Apply one play result to the offense's possession."""
    G["drive"]["plays"] += 1
    if move == "td":
        touchdown(G, ctx, events)
        return
    los = G["los"]
    if move == "fum" or move == "int":
        turnover(G, ctx, los + n, move.upper(), events)
        return
    y = yards_of(move, n)
    spot = los + y
    if spot >= 100:
        touchdown(G, ctx, events)
    elif y < 0 and spot <= 0:
        field.safety(G, ctx, G["offense"], "SAFTY", events)  # F5
    elif spot >= G["line"]:
        G["los"] = spot
        G["down"] = 1
        G["line"] = spot + 10 if spot + 10 < 100 else 100
        G["last"] = "1ST DOWN"
        events.append(["first_down", spot])
    elif G["down"] == 4:
        defense = field.other(G["offense"])
        G["last"] = "DOWNS"
        field.close(G, "DOWNS")
        field.begin(G, ctx, defense, 100 - spot, events)
    else:
        G["los"] = spot
        G["down"] += 1
        G["last"] = "%d-%d" % (G["down"], G["line"] - spot)
