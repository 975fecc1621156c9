# The scrimmage steps: a play entered by hand (yards, turnover, score), the punt and the
# field goal, the penalty decision (DP2, DP3, DP5), tries after a touchdown, timeouts
# (DP6) and the movement dice on request.
from games.dicebowl import fieldgoal, kick, movement, penalties
from games.dicebowl.field import count, first_down, gain, other, restore, score, turnover
from games.dicebowl.flow import after_play, begin_play, clock, goto, safety, start_kick, touchdown


def play(state, action, dice):
    g = state["G"]
    a = action["a"]
    team = g["offense"]
    begin_play(state)
    if a == "gain":
        yards = action["yards"]
        was = g["ball_on"]
        what = gain(g, yards)
        count(g, team, "yards", (100 - was) if what == "td" else yards)
        g["msg"] = ("GAIN %d" if yards >= 0 else "LOSS %d") % (yards if yards >= 0 else -yards)
        if what == "td":
            nxt = touchdown(state, team)
        elif what == "safety":
            nxt = safety(state, team)
        else:
            if what == "downs":
                g["msg"] = "ON DOWNS"
            nxt = ("play", g["offense"])
        return [{"e": "gain", "team": team, "yards": yards, "result": what}] + after_play(
            state, nxt[0], nxt[1]
        )
    if a == "turnover":
        count(g, team, "yards", action["yards"])
        count(g, team, "turnovers")
        turnover(g, action["yards"])
        g["msg"] = "TURNOVER"
        ev = {"e": "turnover", "team": team, "yards": action["yards"]}
        return [ev] + after_play(state, "play", g["offense"])
    if a == "td":
        count(g, team, "yards", 100 - g["ball_on"])
        nxt = touchdown(state, team)
        return [{"e": "td", "team": team}] + after_play(state, nxt[0], nxt[1])
    if a == "def_td":
        count(g, team, "turnovers")
        nxt = touchdown(state, other(team))
        return [{"e": "td", "team": other(team)}] + after_play(state, nxt[0], nxt[1])
    if a == "safety":
        nxt = safety(state, team)
        return [{"e": "safety", "team": other(team)}] + after_play(state, nxt[0], nxt[1])
    if a == "punt":
        start_kick(state, team, g["ball_on"], "punt")
        g["msg"] = "PUNT"
        return [{"e": "punt", "team": team}]
    return field_goal(state, dice)


def field_goal(state, dice):
    """DF1-DF3 from the line of scrimmage; a miss gives the ball to the defense at the spot
    of the kick or its 20, whichever is farther from its goal (house rule DH4)."""
    g = state["G"]
    team = g["offense"]
    yards = fieldgoal.fg_distance(g["ball_on"])
    k4, o2 = fieldgoal.roll(dice)
    good, ok, reach = fieldgoal.attempt(yards, k4, o2, wind_for(g, team))
    g["shown"] = sorted(k4, reverse=True)  # DF3 reads them in order: highest first
    count(g, team, "fg_att")
    ev = {"e": "fg", "team": team, "yards": yards, "k": k4, "o": o2, "straight": ok}
    ev["carry"] = reach
    ev["good"] = good
    if good:
        score(g, team, "fg")
        count(g, team, "fg_made")
        g["msg"] = "FG GOOD"
        return [ev] + after_play(state, "kickoff", team)
    g["msg"] = "FG WIDE" if not ok else "FG SHORT"
    spot = 100 - (g["ball_on"] - fieldgoal.HOLD)
    if spot < g["house"]["touchback"]:
        spot = g["house"]["touchback"]
    first_down(g, other(team), spot)
    return [ev] + after_play(state, "play", other(team))


def wind_for(g, team):
    """DK7: the wind's yards on `team`'s kicks (0 without the wind option)."""
    if not g["settings"]["wind"]:
        return 0
    return kick.wind_yards(g["wind"]["strength"], g["wind"]["behind"] == team)


def convert(state, action, dice):
    """The try after a touchdown: a convert kicked at 19 yards (DF1) or, by house rule DH1,
    a two-point try played on the board and entered GOOD or NO."""
    g = state["G"]
    team = state["ctx"]["actor"]
    if action["a"] == "two":
        good = bool(action["good"])
        if good:
            score(g, team, "two_point")
        g["msg"] = "2PT GOOD" if good else "2PT NO"
        goto(state, "kickoff", team)
        return [{"e": "two", "team": team, "good": good}]
    k4, o2 = fieldgoal.roll(dice)
    good, ok, reach = fieldgoal.attempt(fieldgoal.CONVERT_YARDS, k4, o2, wind_for(g, team))
    g["shown"] = sorted(k4, reverse=True)  # DF3 reads them in order: highest first
    if good:
        score(g, team, "convert")
    g["msg"] = "CONV OK" if good else "CONV NO"
    goto(state, "kickoff", team)
    return [{"e": "convert", "team": team, "k": k4, "o": o2, "good": good, "carry": reach}]


def decide_penalty(state, action, dice):
    """DP2: the team not penalised takes the penalty or the play; DP3: the penalised team's
    die sets the next penalty play; DP5: accepted on the last play, that play is replayed."""
    g = state["G"]
    run = g["run"]
    pen = g["pen"]
    against, yards = pen["card"][0], pen["card"][1]
    accepted = action["v"] == "accept"
    if accepted:
        restore(g, run["before"])
        g.pop("safety_kick", None)
        count(g, pen["team"], "penalties")
        off = g["offense"]
        spot, to_go, first = penalties.enforce(g["ball_on"], g["to_go"], against, yards)
        if first:
            first_down(g, off, spot)
        else:
            g["ball_on"] = spot
            g["to_go"] = to_go
        nxt = ["play", off]
        g["msg"] = "PEN ACC"
    else:
        nxt = pen["next"]
        g["msg"] = "PEN DEC"
    die = dice.die()
    plays = g["house"]["plays"]
    g["pen_play"] = penalties.next_play(run["no"], die, plays)
    clock(g, accepted and run["no"] >= plays)
    g["run"] = None
    g["pen"] = None
    goto(state, nxt[0], nxt[1])
    return [{"e": "penalty", "accepted": accepted, "die": die, "next": g["pen_play"]}]


def timeout_ok(g, team):
    """DP6: right after a play, before the next, while the team has one left this half."""
    if g["run"] is not None:  # a punt or a penalty play still being run
        return False
    return g["last_no"] > 0 and g["last_no"] == g["play"] - 1 and g["timeouts"][team] > 0


def timeout(state, action, dice):
    g = state["G"]
    team = action["team"]
    g["timeouts"][team] -= 1
    g["play"] = g["last_no"]  # the marker stays on the play just run
    count(g, team, "timeouts")
    g["msg"] = "TO %s" % team.upper()
    return [{"e": "timeout", "team": team, "play": g["play"]}]


def move_dice(state, action, dice):
    g = state["G"]
    h = g["house"]
    m = movement.roll(dice, h["tie_goes_to"], h["fumble_ones"])
    g["move"] = m
    g["shown"] = m["o"]
    g["msg"] = "FUMBLE" if m["fumble"] else "".join(m["wins"]).upper()
    return [{"e": "move", "o": m["o"], "d": m["d"], "wins": m["wins"], "fumble": m["fumble"]}]
