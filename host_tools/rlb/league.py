"""Rugby League Breakout's part of the league (host_tools/league/by_game.py): its box save
or match report (`sideline rlb adjudicate --json`) read as a result, and its own rule for a
tied play-off game: the second tie-breaker (R4, rulebook 5.19, games.rlb.match's own code)
given each team's regular-season points for and against; the coin toss it ends with is a
die of the league's recorded seed, so the same season decides the same way again. A cup
game played on the box or by `sideline rlb adjudicate --cup` is already settled inside the
game (its drop goal counted): the league then only checks that the season figures it was
played with are the season's."""

from games.rlb import match
from host_tools.common import box_saves
from host_tools.common.league_results import box_game, engine_result
from host_tools.rlb import replay
from sideline.dice import Dice, seed_state

OWN_TIE_RULE = "5.19: most season points for, then fewest against, then a coin toss"


def result(obj):
    if box_saves.is_box_save(obj):
        G, events, err = box_game(obj)
    else:
        G, log, err = replay.rlb_replay(obj)
        events = [e for _a, evs in log or () for e in evs]
    if err:
        return None, err
    if not G.get("over"):
        return None, "the match is not over"
    names = (G["teams"][0]["name"], G["teams"][1]["name"])
    res = engine_result(G, events, names)
    r = G.get("result") or {}
    if r.get("by") not in (None, "score", "draw") and r.get("winner") in (0, 1):
        # R4 settled a level score inside the game (a cup game): its drop goal is counted
        res["winner"] = ("home", "away")[r["winner"]]
        res["by"] = "5.19 (%s)" % r["by"]
    res["cup"] = dict(
        cup=bool(G["settings"].get("cup")),
        season_for=list(G["settings"].get("season_for", [0, 0])),
        season_against=list(G["settings"].get("season_against", [0, 0])),
    )
    return res, None


def season_figures(rows, home, away):
    """R4's figures of a game between home and away: the regular season's points."""
    by = {r["team"]: r for r in rows}
    return {
        "season_for": [by[home]["pf"], by[away]["pf"]],
        "season_against": [by[home]["pa"], by[away]["pa"]],
    }


def decide_tie(rows, seed, res, g):
    """(the side that goes through, why) of a tied play-off game (engine.playoffs)."""
    figures = season_figures(rows, res["home"], res["away"])
    coin = Dice(seed_state(seed * 1000 + g["round"] * 100 + g["places"][0]))
    side, reason = match.second_tiebreak(figures, coin)
    return ("home", "away")[side], "5.19 (%s): a drop goal awarded" % reason


def check_cup(rows, res):
    """None, or why a cup save's season figures are not the season's."""
    cup = res.get("cup")
    if not cup or not cup.get("cup"):
        return None
    want = season_figures(rows, res["home"], res["away"])
    got = {k: cup[k] for k in ("season_for", "season_against")}
    if got != want:
        return "the cup game was played with season figures %s, the season's are %s" % (
            got,
            want,
        )
    return None
