# Manual mode's results, entered by hand: the players roll real dice and say what
# happened; downs, distance, ball on, first downs, possession and score follow (the moves).
from games.cfs.rules import calls
from games.cfs.rules.moves import (
    advance,
    end_possession,
    field_goal_result,
    kicked_to,
    kickoff_next,
    penalty,
    score,
    take_over,
    touchdown,
    try_result,
    turnover_text,
)
from games.cfs.rules.phase import AWAY, HOME, KICKOFF, OVER, SCRIMMAGE, TRY, other
from games.cfs.rules.play import GAIN, LOSS, STOPPED, TURNOVER

MANUAL = {
    SCRIMMAGE: ("gain", "inc", "to", "pen", "punt", "fg_good", "fg_miss", "td", "safety"),
    KICKOFF: ("ko",),
    TRY: ("xp_good", "xp_no", "two_good", "two_no"),
}


def manual(G, sheets, action):
    """A result entered by hand: {"t": "m", "what": ..., "yards": n, "kind": run|pass,
    "first": bool}. Downs, distance, ball on, first downs, possession and score follow."""
    what = action["what"]
    allowed = MANUAL.get(G["phase"], ())
    if what not in allowed:
        raise calls.IllegalCall("%s cannot be entered now" % what)
    yards = action.get("yards", 0)
    if type(yards) is not int or not -99 <= yards <= 199:
        raise calls.IllegalCall("yards must be a whole number of yards")
    off = G["possession"]
    event = {"t": "m", "what": what, "side": off, "rolls": [], "yards": yards}
    spot = G["ball_on"]
    kind = action.get("kind", "run")
    st = G["stats"][off]
    if what in ("gain", "inc", "to", "td", "pen", "safety"):  # a play run (G1)
        kind = _manual_play(
            G, sheets, off, "pass" if what == "inc" else kind, what == "pen", action.get("play")
        )
        G["plays"] += 1
        st["plays"] += 1
    event["kind"] = kind  # a completed pass runs the clock less than a run
    if what == "gain" or what == "inc":
        if what == "inc":
            yards = 0
            kind = "pass"
        st["yards"] += yards
        st["rush" if kind == "run" else "pass"] += yards
        event["outcome"] = GAIN if yards > 0 else (STOPPED if yards == 0 else LOSS)
        event["yards"] = yards
        advance(G, sheets, off, spot + yards, event)
        if what == "inc" and event.get("text") == "STOPPED":
            event["text"] = "INCOMPL"
    elif what == "td":
        gained = 100 - spot
        st["yards"] += gained
        st["rush" if kind == "run" else "pass"] += gained
        event["text"] = "TD"
        touchdown(G, off)
    elif what == "to":
        st["turnovers"] += 1
        event["outcome"] = TURNOVER
        end_possession(G, sheets, off)
        back = 100 - spot + yards  # the return, from the defense's side
        event["text"] = turnover_text(kind, back >= 100)
        if back >= 100:
            touchdown(G, other(off))
        elif G["phase"] != OVER:
            take_over(G, other(off), back if back > 0 else 1)
    elif what == "pen":
        event["text"] = "PENALTY"
        penalty(
            G,
            sheets,
            off,
            {"name": "PENALTY", "yards": yards, "auto_first": bool(action.get("first"))},
        )
    elif what == "punt":
        event["text"] = "PUNT"
        end_possession(G, sheets, off)
        landing = spot + yards  # net: the punt less the return
        if G["phase"] != OVER:
            if landing >= 100:
                take_over(G, other(off), G["house"]["punt_touchback"])
            else:
                take_over(G, other(off), 100 - landing)
    elif what == "fg_good" or what == "fg_miss":
        field_goal_result(G, sheets, what == "fg_good", event)
    elif what == "safety":
        event["text"] = "SAFETY"
        score(G, other(off), "safety")
        end_possession(G, sheets, off)
        if G["phase"] != OVER:
            kickoff_next(G, off)
    elif what == "ko":
        kicked_to(G, yards if yards > 0 else 1, event)
    else:
        try_result(G, sheets, event, "pat" if what[0] == "x" else "two", what.endswith("good"))
    event["score"] = [G["score"][HOME], G["score"][AWAY]]
    return event


def _manual_play(G, sheets, off, kind, either, name=None):
    """A play entered by hand uses one of its kind's total (T2), so the plays left and the
    end of the game (G1) follow as in play mode; named from the sheet, it uses that play
    (C4), as in play mode. A penalty uses whichever kind is left. Returns the kind used."""
    sheet = sheets[off]
    marks = G["marks"][off]
    if calls.out_of_plays(sheet, marks):
        raise calls.IllegalCall("no plays left: punt or kick")
    if name:
        i = calls._play_index(sheet, marks, name)
        calls.mark(sheet, marks, G["marks"][other(off)], i, None)
        if calls.out_of_plays(sheet, marks) and G["out"] is None:
            G["out"] = off
        return sheet["plays"][i]["kind"]
    if marks[kind] >= sheet["totals"][kind]:
        if not either:
            raise calls.IllegalCall("no %s plays left" % kind)
        kind = "pass" if kind == "run" else "run"
    marks[kind] += 1
    if calls.out_of_plays(sheet, marks) and G["out"] is None:
        G["out"] = off
    return kind
