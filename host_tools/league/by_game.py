"""The installed games' parts of the league: each game's HOST "league" (host_tools/README.md)
names a module in its own folder, host_tools/<id>/league.py, that reads its saves as results
(`result(obj)`) and may say more (`house`, TYPED_STATS, a tie rule of its own, the title
game's name). One of them is the rulebook's (RULEBOOK): the season's shape is that game's
(DL1-DL2), and `sideline league` reads its records."""

from host_tools.common import registry

LEAGUES = dict(registry.modules("league"))  # {game id: its league module}, the board's order
RULEBOOK = next(gid for gid, m in LEAGUES.items() if getattr(m, "RULEBOOK", False))
GAMES = (RULEBOOK,) + tuple(g for g in LEAGUES if g != RULEBOOK)  # the rulebook's first
CHOICES = [(gid, registry.host(gid)["name"]) for gid in GAMES]  # the site's choice of game


def part(game, name, default=None):
    """What a game's league module says under name (default: it says nothing)."""
    return getattr(LEAGUES.get(game), name, default)


def rulebook():
    """The rulebook game's league module (its round robin, records and statistics)."""
    return LEAGUES[RULEBOOK]
