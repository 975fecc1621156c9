"""A tied play-off game: the game's own rule where it has one, else the league's house rule.

- Rugby League Breakout: its second tie-breaker (R4, rulebook 5.19), the game's own code
  (games.rlb.match.second_tiebreak) given each team's regular-season points for and against;
  the coin toss it ends with is a die of the league's recorded seed, so the same season
  decides the same way again. A cup game played on the box or by `sideline rlb adjudicate
  --cup` is already settled inside the game (its drop goal counted): the league then only
  checks that the season figures it was played with are the season's.
- Dice-Bowl, CFS, Fliip: the rulebooks are silent; the league's house rule
  (engine.PLAYOFF_TIE_RULES): the better seed goes through (default), or the game is played
  again.
"""

from games.rlb import match
from host_tools.league import engine
from sideline.dice import Dice, seed_state

OWN_RULE = {"rlb": "5.19: most season points for, then fewest against, then a coin toss"}


def rule_text(game, shape):
    if game in OWN_RULE:
        return OWN_RULE[game]
    if shape.get("playoff_tie", "seed") == "seed":
        return "house rule: the better regular-season seed goes through"
    return "house rule: the game is played again"


def season_figures(rows, home, away):
    """R4's figures of a game between home and away: the regular season's points."""
    by = {r["team"]: r for r in rows}
    return {
        "season_for": [by[home]["pf"], by[away]["pf"]],
        "season_against": [by[home]["pa"], by[away]["pa"]],
    }


def decider(game, rows, shape, seed):
    """decide(result, game) for engine.playoffs."""
    if game == "rlb":
        return lambda res, g: _rlb(rows, seed, res, g)
    if shape.get("playoff_tie", "seed") == "seed":
        return engine.seed_rule
    return lambda res, g: (None, "tie: to be played again (house rule)")


def _rlb(rows, seed, res, g):

    figures = season_figures(rows, res["home"], res["away"])
    coin = Dice(seed_state(seed * 1000 + g["round"] * 100 + g["places"][0]))
    side, reason = match.second_tiebreak(figures, coin)
    return ("home", "away")[side], "5.19 (%s): a drop goal awarded" % reason


def check_cup_figures(game, rows, res):
    """None, or why a cup save's season figures are not the season's (RLB)."""
    cup = res.get("cup")
    if game != "rlb" or not cup or not cup.get("cup"):
        return None
    want = season_figures(rows, res["home"], res["away"])
    got = {k: cup[k] for k in ("season_for", "season_against")}
    if got != want:
        return "the cup game was played with season figures %s, the season's are %s" % (
            got,
            want,
        )
    return None
