"""The league's season as pure data: the draw, the draft order, the round robin and its
dates, the standings, the play-off bracket, the champion and next season's draft order.

Nothing here reads a file or a database: the site (host_tools/league/site) and the command
line (`sideline league`) hand it results and get the season back. A result is a dict

    {"home": team, "away": team, "final": {"home": int, "away": int},
     "winner": "home" | "away" | None,   # set only when the game itself decided a tie
     "by": "score" | reason, "house": [names], "typed": bool, "stats": {...}}

(host_tools/league/saves.py makes one from a save, replayed by the game's own code).

The season's shape (docs/league.md): a single round robin, then the top `bracket` teams in a
placement bracket (1st v 4th, 2nd v 3rd, then the winners for the title and the losers for
third place) and the next `bracket` teams in a consolation bracket of the same shape whose
winner has the first pick of next year's draft (Dice-Bowl DL2, eight teams).
"""

import datetime
import random

from host_tools.league import by_game

MIN_TEAMS = 4  # the issue: leagues of 4 to 16 teams
MAX_TEAMS = 16
BOWL = "bowl"  # the title bracket (the DICE BOWL in Dice-Bowl)
CONSOLATION = "consolation"  # for next season's first draft picks
# Where the rulebook is silent on a tied play-off game (Dice-Bowl, CFS, Fliip): the house
# rule the league chooses. "seed": the better regular-season seed goes through (default);
# "replay": the game does not count and is played again.
PLAYOFF_TIE_RULES = ("seed", "replay")


class LeagueError(ValueError):
    """A one-line reason a league operation is refused."""


# --- the draw and the draft -----------------------------------------------------------------


def draw(teams, seed):
    """The teams numbered 1..N by a draw: a list in number order. The seed is recorded with
    the season, so the same seed gives the same numbers again."""
    check_teams(teams)
    order = list(teams)
    random.Random("sideline-league-draw:%d" % seed).shuffle(order)
    return order


def check_teams(teams):
    if not MIN_TEAMS <= len(teams) <= MAX_TEAMS:
        raise LeagueError(
            "a league has %d to %d teams, not %d" % (MIN_TEAMS, MAX_TEAMS, len(teams))
        )
    names = [t.strip() for t in teams]
    if any(not n for n in names):
        raise LeagueError("a team needs a name")
    if len({n.lower() for n in names}) != len(names):
        raise LeagueError("two teams have the same name")


def first_draft_order(drawn):
    """The first season's star-player draft: in the draw's numbers (team 1 picks first)."""
    return list(drawn)


# --- the round robin ------------------------------------------------------------------------


def round_robin(drawn):
    """Weeks of (home, away): each team meets each other team once (N-1 weeks, a bye each
    week for an odd number of teams). The circle method of the season generator."""
    teams = list(drawn)
    if len(teams) % 2:
        teams.append(None)
    weeks = by_game.rulebook().schedule(teams, len(teams) - 1)
    return [[(h, a) for h, a in week if h is not None and a is not None] for week in weeks]


def week_dates(weeks, first, days=7):
    """A date per week of games, `days` apart from `first` (editable afterwards)."""
    return [first + datetime.timedelta(days=days * i) for i in range(weeks)]


# --- standings ------------------------------------------------------------------------------

TIE_BREAKS = (
    "winning percentage (a tie counts half a win)",
    "point difference",
    "points for",
    "the draw's number (lower first)",
)


def standings(drawn, results):
    """One row per team of the draw, best first (TIE_BREAKS, in that order)."""
    number = {t: i for i, t in enumerate(drawn, start=1)}
    rows = {t: _row(t, number[t]) for t in drawn}
    for res in results:
        for side, other in (("home", "away"), ("away", "home")):
            team = res[side]
            if team not in rows:
                raise LeagueError("%s is not a team of this league" % team)
            r = rows[team]
            mine, theirs = res["final"][side], res["final"][other]
            r["gp"] += 1
            r["pf"] += mine
            r["pa"] += theirs
            r["w" if mine > theirs else "l" if mine < theirs else "t"] += 1
            for k, v in (res.get("stats") or {}).get(side, {}).items():
                if isinstance(v, int) and not isinstance(v, bool):
                    r["stats"][k] = r["stats"].get(k, 0) + v
    out = list(rows.values())
    for r in out:
        r["pct"] = (r["w"] + r["t"] / 2) / r["gp"] if r["gp"] else 0.0
        r["diff"] = r["pf"] - r["pa"]
    out.sort(key=lambda r: (-r["pct"], -r["diff"], -r["pf"], r["number"]))
    for i, r in enumerate(out, start=1):
        r["rank"] = i
    return out


def _row(team, number):
    return {
        "team": team,
        "number": number,
        "gp": 0,
        "w": 0,
        "l": 0,
        "t": 0,
        "pf": 0,
        "pa": 0,
        "stats": {},
    }


def regular_season_complete(drawn, results):
    return len(results) == len(drawn) * (len(drawn) - 1) // 2


# --- the play-offs --------------------------------------------------------------------------


def bracket_size(n):
    """The top half in a bracket: the largest power of two not above half the league (at
    least 2: four teams give a final, eight teams the DL2 semi-finals, sixteen a round of 8)."""
    b = 2
    while b * 2 <= n // 2:
        b *= 2
    return b


def seeding_order(b):
    """Seeds in bracket order, neighbours meet: 2 -> 1 2; 4 -> 1 4 2 3; 8 -> 1 8 4 5 2 7 3 6."""
    order = [1, 2]
    while len(order) < b:
        n = len(order) * 2
        order = [x for s in order for x in (s, n + 1 - s)]
    return order


def default_shape(n):
    """The season's shape for n teams (configurable; docs/league.md)."""
    b = bracket_size(n)
    return {"bracket": b, "consolation": n >= 2 * b, "playoff_tie": "seed"}


def check_shape(n, shape):
    b = shape["bracket"]
    if b < 2 or b & (b - 1) or b > n:
        raise LeagueError("the bracket is a power of two from 2 to %d teams, not %s" % (n, b))
    if shape.get("consolation") and 2 * b > n:
        raise LeagueError("a consolation bracket needs %d teams, the league has %d" % (2 * b, n))
    if shape.get("playoff_tie", "seed") not in PLAYOFF_TIE_RULES:
        raise LeagueError("a tied play-off game: %s" % " or ".join(PLAYOFF_TIE_RULES))


def playoffs(rows, results, shape, decide):
    """The play-offs as far as the results go.

    rows: the regular season's standings; results: the play-off results, in any order;
    decide(result, game): (winner side, reason) of a tied play-off game by the game's rule
    or the league's house rule, or (None, reason) when it must be played again.
    Returns {"games": [game...], "places": {kind: {place: team}}, "unused": [result...]}
    with each game {"kind", "round", "places": (lo, hi), "home", "away", "result",
    "winner", "loser", "by"}: home is the better seed, None while not yet known."""
    b = shape["bracket"]
    seeds = [r["team"] for r in rows]
    seed_of = {t: i for i, t in enumerate(seeds, start=1)}
    kinds = [(BOWL, 0)]
    if shape.get("consolation"):
        kinds.append((CONSOLATION, b))
    pending = list(results)
    games, places = [], {}
    for kind, offset in kinds:
        order = [seeds[offset + s - 1] for s in seeding_order(b)]
        places[kind] = {}
        _group(kind, order, 1, 1, seed_of, pending, decide, games, places[kind])
    return {"games": games, "places": places, "unused": pending}


def _group(kind, teams, rnd, lo, seed_of, pending, decide, games, places):
    """Pairs neighbours of `teams` (bracket order) for places lo..lo+len-1; winners then
    play for the upper half of those places, losers for the lower half."""
    if len(teams) == 1:
        if teams[0] is not None:
            places[lo] = teams[0]
        return
    winners, losers = [], []
    for i in range(0, len(teams), 2):
        a, b = teams[i], teams[i + 1]
        if a is not None and b is not None and seed_of[b] < seed_of[a]:
            a, b = b, a
        g = {
            "kind": kind,
            "round": rnd,
            "places": (lo, lo + len(teams) - 1),
            "home": a,
            "away": b,
            "result": None,
            "winner": None,
            "loser": None,
            "by": None,
        }
        if a is not None and b is not None:
            # a game to be played again (house rule "replay") takes the pair's next result
            while g["winner"] is None:
                res = _take(pending, a, b)
                if res is None:
                    break
                if g["result"] is not None:
                    g.setdefault("replayed", []).append(g["result"])
                _settle(g, res, decide)
        games.append(g)
        winners.append(g["winner"])
        losers.append(g["loser"])
    half = len(teams) // 2
    _group(kind, winners, rnd + 1, lo, seed_of, pending, decide, games, places)
    _group(kind, losers, rnd + 1, lo + half, seed_of, pending, decide, games, places)


def _take(pending, a, b):
    for i, res in enumerate(pending):
        if {res["home"], res["away"]} == {a, b}:
            return pending.pop(i)
    return None


def _settle(g, res, decide):
    g["result"] = res
    f = res["final"]
    side, by = res.get("winner"), res.get("by") or "score"
    if side is None:
        if f["home"] != f["away"]:
            side, by = ("home" if f["home"] > f["away"] else "away"), "score"
        else:
            side, by = decide(res, g)
    g["by"] = by
    if side is None:
        return  # to be played again: the bracket waits
    g["winner"] = res[side]
    g["loser"] = res["away" if side == "home" else "home"]


def seed_rule(res, game):
    """The house rule "seed" for a tied play-off game: the better seed goes through."""
    side = "home" if res["home"] == game["home"] else "away"
    return side, "tie: the better seed goes through (house rule)"


def champion(po):
    return po["places"].get(BOWL, {}).get(1)


def next_draft_order(rows, po, shape):
    """Next season's draft, first pick first: the teams in neither bracket (worst first),
    then the consolation bracket's places (its winner picks first), then the title
    bracket's places in reverse (the champion last). None until every place is known."""
    b = shape["bracket"]
    seeds = [r["team"] for r in rows]
    used = b * (2 if shape.get("consolation") else 1)
    order = list(reversed(seeds[used:]))
    kinds = [CONSOLATION] if shape.get("consolation") else []
    for kind in kinds:
        got = po["places"].get(kind, {})
        if len(got) < b:
            return None
        order += [got[p] for p in range(1, b + 1)]
    got = po["places"].get(BOWL, {})
    if len(got) < b:
        return None
    order += [got[p] for p in range(b, 0, -1)]
    return order


def split_regular(results):
    """(regular-season results, play-off results) of results in the order they were
    played: a pair's first meeting is its round-robin game, a later one a play-off game
    (no two teams meet twice in the round robin, nor twice in the play-offs)."""
    met = set()
    regular, later = [], []
    for res in results:
        pair = frozenset((res["home"], res["away"]))
        if res.get("stage") == "playoff" or pair in met:
            later.append(res)
        else:
            met.add(pair)
            regular.append(res)
    return regular, later
