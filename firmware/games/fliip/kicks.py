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


def kickoff(G, ctx, kind, dice, events):
    """F8: kind is 0 normal, 1 onside, 2 safety."""
    kicker = G["kicker"]
    receiver = field.other(kicker)
    faces = roll(dice, events)
    c = read(G["teams"][kicker]["kickoff"][kind], faces)
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
    kicker = G["offense"]
    receiver = field.other(kicker)
    los = G["los"]
    G["drive"]["plays"] += 1
    faces = roll(dice, events)
    c = read(G["teams"][kicker]["punt"][kind], faces)
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
    kicker = G["offense"]
    defense = field.other(kicker)
    los = G["los"]
    G["drive"]["plays"] += 1
    faces = roll(dice, events)
    c = read(tables.fg_row(G["teams"][kicker], 100 - los), faces)
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
