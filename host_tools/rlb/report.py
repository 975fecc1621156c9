"""The match report of an adjudicated Rugby League Breakout game: one line per event in the
players' words, and the same as JSON."""

from games.rlb.roster import NAME
from games.rlb.tables import D_LABEL, P_LABEL, defence, play

OPTION = ("same skill", "tackling", "average")


def _who(G, team, shirt):
    if not shirt:
        return "?"
    return "%d %s" % (shirt, G["teams"][team]["players"][shirt - 1][NAME])


def line(G, e):
    """One event as a line of the report, or None for events the report leaves out."""
    k = e["e"]
    if k in ("run", "kick", "drop", "gain", "turnover"):
        abbr = G["teams"][e["team"]]["abbr"]
        head = "%-4s T%d %2d out  " % (abbr, e["tackle"], e["out"])
    t = e.get("team", 0)
    d = 1 - t
    if k == "run":
        p = play(e["play"])[P_LABEL]
        c = _who(G, t, e["carrier"]) + (" (best)" if e["best"] else " (random)")
        if e["to"]:
            return head + "%s: %s, TURNOVER" % (p, c)
        s = "%s: %s against %s (%s)" % (p, c, _who(G, d, e["def"]), OPTION[e["opt"]])
        if e["lb"]:
            s += ", LINE BREAK, cover %s" % _who(G, d, e["cover"])
        s += ", %+d yards" % e["yards"]
        if e["doubled"]:
            s += " (doubled)"
        return head + s
    if k == "kick":
        p = play(e["play"])[P_LABEL] if "play" in e else "KICK"
        s = "%s %d yards" % (p, e["yards"])
        if e.get("doubled"):  # after a line break (5.7); older reports have no such key
            s += " (doubled)"
        if "chaser" in e:
            s += ", chased by %s against %s" % (_who(G, t, e["chaser"]), _who(G, d, e["opp"]))
        return head + s + (", RECOVERED" if e["kept"] else ", lost")
    if k == "drop":
        s = "DROP GOAL"
        if "kicker" in e:
            s += " by %s (%d in 20)" % (_who(G, t, e["kicker"]), e["chance"])
        return head + s + (": GOOD" if e["good"] else ": missed")
    if k == "gain":
        return head + "%+d yards" % e["yards"]
    if k == "turnover":
        return head + "TURNOVER"
    if k == "try":
        return "     TRY %s" % (_who(G, t, e["scorer"]) if e["scorer"] else G["teams"][t]["abbr"])
    if k in ("conv", "pen"):
        what = "conversion" if k == "conv" else "PENALTY GOAL"
        s = "     %s" % what
        if "kicker" in e:
            s += " by %s (%d in 20)" % (_who(G, t, e["kicker"]), e["chance"])
        return s + (": GOOD" if e["good"] else ": missed")
    if k == "defence":
        return "%s defence: %s" % (G["teams"][t]["abbr"], defence(e["play"])[D_LABEL])
    if k == "over":
        return "     end of %s possession %d, score %%s" % (G["teams"][t]["abbr"], e["poss"])
    if k == "extra":
        return "FIRST TIE-BREAKER: a seventh possession each from 80 yards out"
    if k == "award":
        return "SECOND TIE-BREAKER (%s): %s awarded a drop goal, %s" % (
            e["by"],
            G["teams"][t]["name"],
            _who(G, t, e["kicker"]),
        )
    if k == "end":
        return None
    return str(e)


def text_report(G, log):
    """The report's lines: the events, each possession's end with the score, the result."""
    out = []
    score = [0, 0]
    for _, events in log:
        for e in events:
            score = _score_after(score, e)
            s = line(G, e)
            if s is None:
                continue
            if e["e"] == "over":
                s = s % ("%d-%d" % (score[0], score[1]))
            out.append(s)
    out.append(result_line(G))
    return out


POINTS = {"try": 4, "conv": 2, "drop": 1, "pen": 2, "award": 1}


def _score_after(score, e):
    k = e["e"]
    if k in POINTS and (k in ("try", "award") or e.get("good")):
        score = list(score)
        score[e["team"]] += POINTS[k]
    return score


def result_line(G):
    h, a = G["teams"]
    s = G["score"]
    r = G["result"]
    head = "RESULT: %s %d, %s %d" % (h["name"], s[0], a["name"], s[1])
    if r is None:  # a box save of a match still under way (sideline replay, pull)
        return "SCORE SO FAR: %s %d, %s %d (under way)" % (h["name"], s[0], a["name"], s[1])
    if r["winner"] is None:
        return head + " (draw)"
    win = G["teams"][r["winner"]]["name"]
    if r["by"] == "score":
        return head + " (%s win)" % win
    return head + " (%s win on the second tie-breaker: %s)" % (win, r["by"])


def json_report(G, log, seed):
    return {
        "game": "rlb",
        "seed": seed,
        "home": G["teams"][0]["name"],
        "away": G["teams"][1]["name"],
        "score": list(G["score"]),
        "result": G["result"],
        "actions": [a for a, _ in log],
        "events": [e for _, evs in log for e in evs],
    }
