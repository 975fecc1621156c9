"""`sideline league --db FILE`: the site's seasons on the command line, from the same
records and the same engine as its pages (host_tools/league/site/season.py)."""

import sys

from rich.console import Console
from rich.table import Table

COLUMNS = ("rank", "team", "gp", "w", "l", "t", "pct", "pf", "pa", "diff")


def run(args):
    from host_tools.league import serve  # why: Django, slow to import: only `league serve` needs it

    serve.setup(args.db)
    # why: Django needs its settings made (league serve's setup) before its modules import
    from host_tools.league.site import season as seasons
    from host_tools.league.site.models import League

    console = Console(width=120)
    leagues = list(League.objects.order_by("pk"))
    if not leagues:
        print("no league in %s" % args.db, file=sys.stderr)
        return 1
    for lg in leagues:
        for s in lg.seasons.all():
            state = seasons.compute(s)
            title = "%s (%s), season %d" % (lg.name, lg.game_name, s.number)
            if state["drawn"] is None:
                console.print("%s: not drawn yet" % title)
                continue
            table = Table(title=title)
            for c in COLUMNS:
                table.add_column(c, justify="left" if c == "team" else "right")
            for r in state["rows"]:
                table.add_row(*["%.3f" % r[c] if c == "pct" else str(r[c]) for c in COLUMNS])
            console.print(table)
            if state["champion"]:
                console.print("champion: %s" % state["champion"])
            if state["draft"]:
                console.print("next season's draft: " + ", ".join(state["draft"]))
    return 0
