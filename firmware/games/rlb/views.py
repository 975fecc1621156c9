# What the box shows for Rugby League Breakout: each display role's text, the menus on offer
# at each step (labels that fit the 8-character text line, with the action they stand for),
# and the text line for what just happened.
from games.rlb import engine, match
from games.rlb.tables import D_LABEL, DEFENCES, ONE_SCORE, P_LABEL, PLAYS, STARTS, TACKLES

OPTIONS = ("effort", "offside", "hardness")
# The defence in force on the dice display, four 14-segment characters: the plays' codes
# read wrong there (TD, the tight defence, as a touchdown), so a word of the defence's name.
DICE_WORDS = {
    "ND": "NORM",
    "ID": "INSD",
    "OD": "OPEN",
    "WD": "WIDE",
    "PD": "PRES",
    "SD": "SWRM",
    "HD": "HEVY",
    "TD": "TGHT",
    "LD": "LOOS",
    "GL": "GOAL",
    "DD": "DEEP",
}


def displays(G):
    """Role -> text: clock (possession), home/away (score), down (tackle), ball_on (yards
    out), dice (the defence play in force), text (whose ball). At FINAL only the score and
    the possessions played: no tackle, ball or defence is in play."""
    t = G["att"]
    if G["over"]:
        s = G["score"]
        return {"clock": "P%d" % G["poss"][t], "home": "%d" % s[0], "away": "%d" % s[1],
                "down": "", "ball_on": "", "dice": "", "text": "FINAL"}  # fmt: skip
    return {
        "clock": "P%d" % G["poss"][t],
        "home": "%d" % G["score"][0] + ("." if t == 0 else ""),
        "away": "%d" % G["score"][1] + ("." if t == 1 else ""),
        "down": "T%d" % G["tackle"],
        "ball_on": "%d" % G["out"],
        "dice": DICE_WORDS[G["dplay"][1 - t]],
        "text": ("%s BALL" % G["teams"][t]["abbr"])[:8],
    }


def results(G, events, before):
    """The text line for what an action did, one line per event: [text, ...]. When the
    action ended the possession and before (the board as it stood before it) is given, each
    line up to the ball going over is (text, board): that possession still on the board,
    the score as it stood at that line (a try's 4, then its conversion's 2), so that the
    next possession shows only after its results."""
    ended = before is not None and match.possession_ended(events)
    score = list(G["score"])
    if ended:
        for e in events:  # back to the score before the action
            n = match.points(G, e)
            if n:
                score[e["team"]] -= n
    out = []
    for e in events:
        k = e["e"]
        if k == "over":
            ended = False  # what follows shows with the board as it is now
            continue
        if k == "defence":
            continue
        if not ended:
            out += lines(e)
            continue
        n = match.points(G, e)
        if n:
            score[e["team"]] += n
        board = dict(before)
        for i, role in ((0, "home"), (1, "away")):
            board[role] = "%d" % score[i] + ("." if before[role].endswith(".") else "")
        for line in lines(e):
            out.append((line, board))
    return out


def pages(G, by_poss):
    """BACK's pages (as College Football Saturday's): the tackle, the possession of six,
    the points of each possession played (by_poss: [home's, away's], a list per side), the
    first tie-breaker's state, and in a cup the second's season points. [{role: text}]"""
    t = G["att"]
    out = []
    none = {"down": "", "ball_on": "", "dice": ""}  # the play's displays: not this page's
    if not G["over"]:
        out.append({"text": "TACKLE %d" % G["tackle"]})
        n = G["poss"][t]
        out.append({"text": ("P%d OF %d" % (n, len(STARTS))) if n <= len(STARTS) else "P7 EXTRA"})
    for i in range(max(G["poss"])):
        p = dict(none)
        p["clock"] = "P%d" % (i + 1)
        for side, pts in (("home", by_poss[0]), ("away", by_poss[1])):
            p[side] = "%d" % pts[i] if i < len(pts) else ""
        p["text"] = "P%d SCORE" % (i + 1)
        out.append(p)
    s = G["settings"]
    h, a = G["score"]
    if not s["first_tiebreak"]:
        word = "P7 OFF"
    elif max(G["poss"]) > len(STARTS):
        word = "P7 PLAYD" if G["over"] else "P7 NOW"
    elif G["over"]:
        word = "NO P7"
    else:
        word = "P7 IF<%d" % (ONE_SCORE + 1)  # within six after six each: the scores beside
    p = dict(none)
    p["home"] = "%d" % h
    p["away"] = "%d" % a
    p["text"] = word
    out.append(p)
    if s["cup"]:  # R4: a level score goes to the season's points for, then against
        for word, figure in (("CUP PF", "season_for"), ("CUP PA", "season_against")):
            p = dict(none)
            p["home"] = "%d" % s[figure][0]
            p["away"] = "%d" % s[figure][1]
            p["text"] = word
            out.append(p)
    return out


def attack_menu(G):
    """The attacking plays on offer this tackle: kicks and the drop goal on the sixth only."""
    sixth = G["tackle"] == TACKLES
    return [(p[P_LABEL], {"a": "play", "play": p[0]}) for p in PLAYS if sixth or engine.is_run(p)]


def defence_menu(G):
    return [(d[D_LABEL], {"a": "defence", "play": d[0]}) for d in DEFENCES]


def option_menu(team, name):
    """One defence option's values 0-9 for a team (the shell collects all three)."""
    short = name[:3].upper()
    return [("%s %d" % (short, v), (team, OPTIONS.index(name), v)) for v in range(10)]


def manual_menu(G):
    """Entries for a game adjudicated elsewhere. None marks a number the shell asks for.
    PEN OK and PEN NO stay on offer when no penalty can be (the box then says why, box.REFUSED);
    after a sixth tackle entered without a score they are the only question (R17)."""
    t = G["att"]
    pens = [
        ("PEN OK", {"a": "pen", "team": t, "good": True}),
        ("PEN NO", {"a": "pen", "team": t, "good": False}),
    ]
    if G.get("pen"):
        return [("NO PEN", {"a": "nopen"})] + pens
    items = [
        ("GAIN", {"a": "gain", "yards": None}),
        ("TURNOVER", {"a": "turnover"}),
        ("TRY CONV", {"a": "try", "conv": True}),
        ("TRY MISS", {"a": "try", "conv": False}),
    ]
    if G["tackle"] == TACKLES:
        items += [
            ("DROP OK", {"a": "drop", "good": True}),
            ("DROP NO", {"a": "drop", "good": False}),
            ("KICK KPT", {"a": "kick", "yards": None, "kept": True}),
            ("KICK LST", {"a": "kick", "yards": None, "kept": False}),
        ]
    return items + pens


def carry(yards, shirt):
    """A carry's yards and its carrier on 8 characters, the yards marked as yards and the
    shirt as a shirt ("+8YD #13"; "8 +8" read as eight and eight)."""
    words = "%+dYD #%d" % (yards, shirt)
    if len(words) > 8:
        words = "%+dYD#%d" % (yards, shirt)  # "+23YD#13"
    if len(words) > 8:
        words = "%+dY#%d" % (yards, shirt)  # a three-digit gain: "+114Y#13"
    return words[:8]


def lines(e):
    """The text line's words for one event: a line break is two, LINE BRK then the carry."""
    if e["e"] == "run" and not e["to"] and e["lb"]:
        return ["LINE BRK", carry(e["yards"], e["carrier"])]
    return [text(e)]


def text(e):
    """The text line (8 characters) for one event."""
    k = e["e"]
    if k == "run":
        if e["to"]:
            return "TURNOVER"
        return carry(e["yards"], e["carrier"])
    if k == "gain":
        return ("GAIN %d" % e["yards"])[:8]
    if k == "turnover":
        return "TURNOVER"
    if k == "kick":
        return "KICK OK" if e["kept"] else "KICK NO"
    if k == "try":
        return ("TRY %d" % e["scorer"]) if e["scorer"] else "TRY"
    if k in ("conv", "drop", "pen"):
        return k.upper()[:4] + (" OK" if e["good"] else " NO")
    if k == "defence":
        return "DEF " + e["play"]
    if k == "over":
        return "CHANGE"
    if k == "extra":
        return "EXTRA P7"
    if k == "award":
        return "AWARD DG"
    if k == "end":
        return "FINAL"
    return k.upper()[:8]
