# The game's flow between steps: the play clock (DP2, DP5, DP6), the penalty card turned
# after a penalty play, scores, and the ends of the halves (DP4).
from games.dicebowl import penalties
from games.dicebowl.field import count, other, score, snapshot


def goto(state, step, actor):
    """Move on to `step`; a scrimmage play or a kickoff past the half's last play ends the
    half instead (a kickoff is no play on the clock, house rule DH6)."""
    g = state["G"]
    if step in ("play", "kickoff") and g["play"] > g["house"]["plays"]:
        g.pop("safety_kick", None)
        end_half(state)
        return
    if step == "kickoff":
        spot = g["house"]["kickoff_spot"]
        if g.pop("safety_kick", None):
            spot = g["house"]["safety_kick_spot"]
        start_kick(state, actor, spot, "kickoff")
        return
    state["ctx"]["step"] = step
    state["ctx"]["actor"] = actor


def end_half(state):
    g = state["G"]
    # The half's last action's own result ("FG GOOD", "PEN DEC"): shown before HALF or FINAL.
    g["ended_on"] = g["msg"]
    if g["half"] >= 2:
        state["ctx"]["step"] = "final"
        state["ctx"]["actor"] = None
        g["offense"] = None
        g["msg"] = "FINAL"
        return
    g["half"] = 2
    g["play"] = 1
    g["last_no"] = 0
    g["timeouts"] = {"home": g["house"]["timeouts"], "away": g["house"]["timeouts"]}
    g["pen_play"] = None  # DP4: the deck and the penalty play come with the half's choice
    if g["wind"]["behind"] is not None:
        g["wind"]["behind"] = other(g["wind"]["behind"])  # ends change
    g["offense"] = None
    g["msg"] = "HALF"
    state["ctx"]["step"] = "half_choice"
    state["ctx"]["actor"] = g["toss"]["second"]


def start_kick(state, kicker, spot, kind):
    g = state["G"]
    g["kick"] = {"kicker": kicker, "from": spot, "kind": kind, "duel": None}
    g["offense"] = kicker
    state["ctx"]["step"] = "kick_call"
    state["ctx"]["actor"] = kicker


def begin_play(state):
    """A scrimmage play starts: remember its number and, on a penalty play, the scoreboard."""
    g = state["G"]
    no = g["play"]
    pen = no == g["pen_play"]
    g["run"] = {"no": no, "pen": pen, "before": snapshot(g) if pen else None}
    count(g, g["offense"], "plays")


def after_play(state, step, actor):
    """The play's result is on the board: turn a penalty card (DP2) or move the clock."""
    g = state["G"]
    run = g["run"]
    if run["pen"]:
        card = penalties.turn_card(g["deck"])
        off = run["before"]["offense"]
        penalised = off if card[0] == "o" else other(off)
        # "play": the play's own result, shown before the card (the box's text line).
        g["pen"] = {"card": card, "team": penalised, "next": [step, actor], "play": g["msg"]}
        g["msg"] = "PEN %s%d" % ("O" if card[0] == "o" else "D", card[1])
        state["ctx"]["step"] = "penalty"
        state["ctx"]["actor"] = other(penalised)
        return [{"e": "card", "against": card[0], "yards": card[1], "team": penalised}]
    clock(g, False)
    g["run"] = None
    goto(state, step, actor)
    return []


def clock(g, replay_play):
    g["last_no"] = g["run"]["no"]
    if not replay_play:
        g["play"] = g["run"]["no"] + 1


def touchdown(state, team):
    g = state["G"]
    score(g, team, "td")
    count(g, team, "td")
    g["msg"] = "TOUCHDWN"
    g["offense"] = team
    return "convert", team


def safety(state, scored_on):
    g = state["G"]
    score(g, other(scored_on), "safety")
    g["msg"] = "SAFETY"
    g["safety_kick"] = True
    return "kickoff", scored_on
