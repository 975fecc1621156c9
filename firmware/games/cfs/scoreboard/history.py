# UNDO and REDO across a reboot: the table's undo and redo stacks in the save ("history").
# A step back is small (the action count, the clock, the card decks: box.py's _snapshot);
# a deck's order and dice change only at a reshuffle, so the save holds each of them once
# and the steps name it by its place. A step is one flat list (the clock's three flags as
# one number): the history of 24 steps stays below the size of a short game's record.

UNDO_DEPTH = 24  # "at least 20 actions back", and each step costs heap on the Pico
_SIDES = ("home", "away")


def _snap_out(snap, shared):
    n, clock, decks = snap[0], snap[1], snap[2]
    q, left, run, to0, to1, warned, ended = clock
    # flags: the clock's run, warned and ended; 8: a step of the clock alone (a timeout,
    # QTR: then QTR as it was comes last)
    flags = int(run) | int(warned) << 1 | int(ended) << 2 | (8 if len(snap) > 3 else 0)
    out = [n, q, left, to0, to1, flags]
    for side in _SIDES:
        d = None if decks is None else decks.get(side)
        if d is None:
            out.append(None)
            continue
        order, nxt, z, w, card = d
        i = 0
        while i < len(shared) and not (
            shared[i][0] is order and shared[i][1] == z and shared[i][2] == w
        ):
            i += 1
        if i == len(shared):
            shared.append((order, z, w))
        out.append([i, nxt, card])
    if len(snap) > 4:
        out.append(snap[4])  # QTR before the change (after it, in a redo)
    return out


def to_save(undo, redo):
    """{"decks", "undo", "redo"} for the save, or None when both stacks are empty."""
    if not undo and not redo:
        return None
    shared = []
    u = [_snap_out(s, shared) for s in undo]
    r = [[code, _snap_out(b, shared), _snap_out(a, shared), shown] for code, b, a, shown in redo]
    return {"decks": [[list(o), z, w] for o, z, w in shared], "undo": u, "redo": r}


def _snap_in(s, decks, most):
    n, q, left, to0, to1, flags, home, away = s[:8]
    for v in (n, q, left, to0, to1, flags):
        if type(v) is not int:
            raise ValueError("history: a step that is not numbers")
    if not 0 <= n <= most:
        raise ValueError("history: a step out of range")
    clock = (q, left, bool(flags & 1), to0, to1, bool(flags & 2), bool(flags & 4))
    out = None
    for side, d in ((_SIDES[0], home), (_SIDES[1], away)):
        if d is not None:
            i, nxt, card = d
            if type(nxt) is not int or not 0 <= nxt <= 52:
                raise ValueError("history: a deck's next card out of range")
            order, z, w = decks[i]
            if out is None:
                out = {}
            out[side] = (order, nxt, z, w, card)
    if len(s) > 8:
        if type(s[8]) is not int or not 60 <= s[8] <= 3600:
            raise ValueError("history: a quarter length out of range")
        return (n, clock, out, "clock", s[8])
    if flags & 8:
        return (n, clock, out, "clock")
    return (n, clock, out)


def from_save(h, actions):
    """(undo stack, redo stack) from a save's "history" (None: none); ValueError when it
    does not fit a game of `actions` actions."""
    if h is None:
        return [], []
    try:
        decks = [(tuple(o), z, w) for o, z, w in h["decks"]]
        for d in decks:
            if sorted(d[0]) != list(range(52)):
                raise ValueError("history: a deck that is not the 52 cards once each")
        undo = [_snap_in(s, decks, actions) for s in h["undo"]]
        far = actions + len(h["redo"])  # each redo is one action further on
        redo = []
        for r in h["redo"]:
            shown = r[3] if len(r) > 3 else None  # the die a reveal had reached, or None
            if shown is not None and type(shown) is not int:
                raise ValueError("history: a reveal that is not a number")
            redo.append((r[0], _snap_in(r[1], decks, far), _snap_in(r[2], decks, far), shown))
    except (KeyError, IndexError, TypeError) as e:
        raise ValueError("history: " + repr(e)) from None
    # Each action's step names the action; a timeout's step, the actions before it.
    want = actions
    for i in range(len(undo) - 1, -1, -1):
        if len(undo[i]) == 3:
            want -= 1
        if undo[i][0] != want:
            raise ValueError("history: undo steps that are not the last actions")
    return undo, redo
