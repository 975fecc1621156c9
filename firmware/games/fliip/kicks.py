# Kicks by three dice on the kicking team's tables (F7-F11). Each result already nets the
# kick and its return; punts and field goals measure from the line of scrimmage (F11).
from games.fliip import field, tables

KICKOFF_WORDS = ("KO NORM", "KO ONSD", "KO SAFE")
PUNT_WORDS = ("PUNT", "POOCH")


def roll(dice, events):
    """F7: three dice, read by their total."""
    faces = [dice.die(), dice.die(), dice.die()]
    events.append(["roll", faces])
    return faces


def read(table, faces):
    return table[faces[0] + faces[1] + faces[2] - tables.LOWEST]


def fg_in_range(G):
    """F10: only from the opponent's 45 or closer."""
    return G["offense"] is not None and 100 - G["los"] <= tables.FG_FARTHEST


def _return_td(G, ctx, receiver, result, events):
    # F8-F10: the touchdown counts as a possession for the receiving (defending) team.
    field.score(G, receiver, field.TD, events)
    field.counted(G, receiver, result)
    field.kick_off(G, ctx, receiver, None, events)


def _behind_goal(G, ctx, kicker, result, events):
    # The receiving team gets the ball on or behind the kicking team's goal line.
    if G["house"]["punt_behind_goal"] == "safety":
        field.safety(G, ctx, kicker, result, events)
    else:
        field.close(G, result)
        G["last"] = "BLOCK TD"
        _return_td(G, ctx, field.other(kicker), "BLKTD", events)


# Kicks entered from the team's card (the player rolls three dice and reads the table on
# the card, F7): move -> (the table it is read on, the result's kind, lo, hi); n is the
# result's number as the card prints it (lo == hi: no number).
ENTERED = {
    "ko_line": ("kickoff", tables.LINE, 1, 50),  # the receiving team's new line
    "ko_fum": ("kickoff", tables.FUMBLE, 1, 99),  # the kicking team's ball at the receiver's n
    "ko_td": ("kickoff", tables.RETURN_TD, 0, 0),
    "pt_net": ("punt", tables.NET, -30, 99),
    "pt_fum": ("punt", tables.FUMBLE, 0, 99),
    "pt_blk": ("punt", tables.BLOCK, 0, 99),
    "pt_td": ("punt", tables.RETURN_TD, 0, 0),
    "fg_good": ("fg", tables.GOOD, 0, 0),
    "fg_miss": ("fg", tables.MISS, 0, tables.FG_BACK_MAX),
    "fg_blk": ("fg", tables.BLOCK, 0, tables.FG_BACK_MAX),
    "fg_btd": ("fg", tables.BLOCK_TD, 0, 0),
}


def by_card(G, team):
    """Whether `team`'s kicks are entered from its card: the game's setting, or a team the
    box has no kicking tables for (a player's own team)."""
    return G["kicks"] == "card" or G["teams"][team]["kickoff"] is None


def entered(G, ctx, m, n, events):
    """A kick's result entered from the card: the same outcome as the box's roll on it."""
    e = ENTERED[m]
    c = tables.code(e[1], n if e[2] < e[3] else 0)
    if e[0] == "kickoff":
        kickoff_result(G, ctx, c, [], events)
    elif e[0] == "punt":
        punt_result(G, ctx, c, [], events)
    else:
        field_goal_result(G, ctx, c, [], events)


def kickoff(G, ctx, kind, dice, events):
    """F8: kind is 0 normal, 1 onside, 2 safety."""
    faces = roll(dice, events)
    kickoff_result(G, ctx, read(G["teams"][G["kicker"]]["kickoff"][kind], faces), faces, events)


def kickoff_result(G, ctx, c, faces, events):
    kicker = G["kicker"]
    receiver = field.other(kicker)
    G["roll"] = faces
    G["kicker"] = None
    G["forced"] = None
    k = tables.kind_of(c)
    n = tables.value_of(c)
    if k == tables.LINE:
        G["last"] = "KO TO %d" % n
        field.begin(G, ctx, receiver, n, events, False)
    elif k == tables.FUMBLE:
        G["last"] = "FUMBL %d" % n
        field.counted(G, receiver, "KOFUM")
        field.begin(G, ctx, kicker, 100 - n, events)
    else:
        G["last"] = "RET TD"
        _return_td(G, ctx, receiver, "KO TD", events)


def punt(G, ctx, kind, dice, events):
    """F9: kind is 0 normal, 1 pooch."""
    faces = roll(dice, events)
    punt_result(G, ctx, read(G["teams"][G["offense"]]["punt"][kind], faces), faces, events)


def punt_result(G, ctx, c, faces, events):
    kicker = G["offense"]
    receiver = field.other(kicker)
    los = G["los"]
    G["drive"]["plays"] += 1
    G["roll"] = faces
    k = tables.kind_of(c)
    n = tables.value_of(c)
    if k == tables.NET:
        spot = los + n
        if spot <= 0:
            _behind_goal(G, ctx, kicker, "PUNT", events)
        elif spot >= 100:
            field.close(G, "PUNT")
            G["last"] = "TOUCHBCK"
            field.begin(G, ctx, receiver, G["house"]["touchback"], events)
        else:
            field.close(G, "PUNT")
            G["last"] = "PUNT %d" % n
            field.begin(G, ctx, receiver, 100 - spot, events)
    elif k == tables.FUMBLE:
        field.close(G, "PUNT")
        G["last"] = "FUMBL %d" % n
        field.counted(G, receiver, "PTFUM")
        spot = los + n
        field.begin(G, ctx, kicker, spot if spot < 100 else 99, events)
    elif k == tables.BLOCK:
        spot = los - n
        if spot <= 0:
            _behind_goal(G, ctx, kicker, "PTBLK", events)
        else:
            field.close(G, "PTBLK")
            G["last"] = "BLOCK-%d" % n
            field.begin(G, ctx, receiver, 100 - spot, events)
    else:
        field.close(G, "PUNT")
        G["last"] = "RET TD"
        _return_td(G, ctx, receiver, "PT TD", events)


def field_goal(G, ctx, dice, events):
    """F10: read the row for the line of scrimmage, then the total."""
    faces = roll(dice, events)
    row = tables.fg_row(G["teams"][G["offense"]], 100 - G["los"])
    field_goal_result(G, ctx, read(row, faces), faces, events)


def field_goal_result(G, ctx, c, faces, events):
    kicker = G["offense"]
    defense = field.other(kicker)
    los = G["los"]
    G["drive"]["plays"] += 1
    G["roll"] = faces
    k = tables.kind_of(c)
    n = tables.value_of(c)
    if k == tables.GOOD:
        field.score(G, kicker, field.FG, events)
        field.close(G, "FG")
        G["last"] = "FG GOOD"
        field.kick_off(G, ctx, kicker, None, events)
    elif k == tables.BLOCK_TD:
        field.close(G, "FGBLK")
        G["last"] = "BLOCK TD"
        _return_td(G, ctx, defense, "BLKTD", events)
    else:
        field.close(G, "MISS" if k == tables.MISS else "FGBLK")
        G["last"] = ("MISS -%d" if k == tables.MISS else "BLOCK-%d") % n
        field.begin(G, ctx, defense, 100 - (los - n), events)
