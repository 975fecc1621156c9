# What the box shows for Rugby League Breakout: each display role's text, the menus on offer
# at each step (labels that fit the 8-character text line, with the action they stand for),
# and the text line for what just happened.
from games.rlb import engine
from games.rlb.tables import D_LABEL, DEFENCES, P_LABEL, PLAYS, TACKLES

OPTIONS = ("effort", "offside", "hardness")


def displays(G):
    """Role -> text: clock (possession), home/away (score), down (tackle), ball_on (yards
    out), dice (the defence play in force), text (whose ball)."""
    t = G["att"]
    return {
        "clock": "P%d" % G["poss"][t],
        "home": "%d" % G["score"][0] + ("." if t == 0 and not G["over"] else ""),
        "away": "%d" % G["score"][1] + ("." if t == 1 and not G["over"] else ""),
        "down": "T%d" % G["tackle"],
        "ball_on": "%d" % G["out"],
        "dice": G["dplay"][1 - t],
        "text": "FINAL" if G["over"] else ("%s BALL" % G["teams"][t]["abbr"])[:8],
    }


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
    """Entries for a game adjudicated elsewhere. None marks a number the shell asks for."""
    t = G["att"]
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
    items += [
        ("PEN OK", {"a": "pen", "team": t, "good": True}),
        ("PEN NO", {"a": "pen", "team": t, "good": False}),
    ]
    return items


def text(e):
    """The text line (8 characters) for one event."""
    k = e["e"]
    if k == "run":
        if e["to"]:
            return "TURNOVER"
        if e["lb"]:
            # "BRK13-58": shirt and signed yards in 8 characters; with a space a two-digit
            # shirt and a two-digit loss made 9, and the cut lost the loss's last digit.
            return ("BRK%d%+d" % (e["carrier"], e["yards"]))[:8]
        return ("%d %+d" % (e["carrier"], e["yards"]))[:8]
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
