"""A tied play-off game: the game's own rule where it has one (its league module's
OWN_TIE_RULE, decide_tie and check_cup: host_tools/league/by_game.py), else the league's
house rule (engine.PLAYOFF_TIE_RULES) where the rulebook is silent: the better seed goes
through (default), or the game is played again.
"""

from host_tools.league import by_game, engine


def rule_text(game, shape):
    own = by_game.part(game, "OWN_TIE_RULE")
    if own:
        return own
    if shape.get("playoff_tie", "seed") == "seed":
        return "house rule: the better regular-season seed goes through"
    return "house rule: the game is played again"


def decider(game, rows, shape, seed):
    """decide(result, game) for engine.playoffs."""
    own = by_game.part(game, "decide_tie")
    if own is not None:
        return lambda res, g: own(rows, seed, res, g)
    if shape.get("playoff_tie", "seed") == "seed":
        return engine.seed_rule
    return lambda res, g: (None, "tie: to be played again (house rule)")


def check_cup_figures(game, rows, res):
    """None, or why a cup save's season figures are not the season's (a game whose league
    module has check_cup)."""
    check = by_game.part(game, "check_cup")
    return None if check is None else check(rows, res)
