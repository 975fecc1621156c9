# UNDO and REDO across a reboot: the table's undo and redo stacks in the save ("history").
# A step back is small (the action count, the clock as a tuple, the card decks: box.py's
# _snapshot); the decks' orders are shared by many steps (an order changes only at a
# reshuffle), so the save holds each order once and the steps name it by its place.


def _snap_out(snap, orders):
    n, clock, decks = snap
    out = None
    if decks is not None:
        out = {}
        for side in decks:
            order, nxt, z, w, card = decks[side]
            i = 0
            while i < len(orders) and orders[i] is not order:
                i += 1
            if i == len(orders):
                orders.append(order)
            out[side] = [i, nxt, z, w, card]
    return [n, list(clock), out]


def to_save(undo, redo):
    """{"orders", "undo", "redo"} for the save, or None when both stacks are empty."""
    if not undo and not redo:
        return None
    orders = []
    u = [_snap_out(s, orders) for s in undo]
    r = [[code, _snap_out(b, orders), _snap_out(a, orders)] for code, b, a in redo]
    return {"orders": [list(o) for o in orders], "undo": u, "redo": r}


def _snap_in(s, orders, actions):
    n, clock, decks = s
    if type(n) is not int or not 0 <= n <= actions or len(clock) != 7:
        raise ValueError("history: a step out of range")
    clock = tuple(clock)
    for i in (0, 1, 3, 4):
        if type(clock[i]) is not int:
            raise ValueError("history: a clock that is not numbers")
    out = None
    if decks is not None:
        out = {}
        for side in decks:
            if side not in ("home", "away"):
                raise ValueError("history: a deck of no side")
            i, nxt, z, w, card = decks[side]
            out[side] = (orders[i], nxt, z, w, card)
    return (n, clock, out)


def from_save(h, actions):
    """(undo stack, redo stack) from a save's "history" (None: none); ValueError when it
    does not fit a game of `actions` actions."""
    if h is None:
        return [], []
    try:
        orders = [tuple(o) for o in h["orders"]]
        for o in orders:
            if len(o) != 52:
                raise ValueError("history: a deck order of another size")
        undo = [_snap_in(s, orders, actions) for s in h["undo"]]
        redo = []
        for code, b, a in h["redo"]:
            far = actions + len(h["redo"])  # each redo is one action further on
            redo.append((code, _snap_in(b, orders, far), _snap_in(a, orders, far)))
    except (KeyError, IndexError, TypeError) as e:
        raise ValueError("history: " + repr(e)) from None
    for i in range(len(undo)):
        if undo[i][0] != actions - len(undo) + i:
            raise ValueError("history: undo steps that are not the last actions")
    return undo, redo
