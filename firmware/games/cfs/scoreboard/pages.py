# What the text line shows by itself while the game rests (no button pressed for a few
# seconds, the clock stopped): the quarter, timeouts and first downs per team, and at the
# end of the game the final summary. Nothing to press, as on the rulebook's scoreboard.
from games.cfs.rules import calls, game

PAGE_MS = 3000  # each page shows this long; the first only after this much quiet
RESTING = ("kickoff", "ready", "result", "over")


def page_index(quiet_ms, n):
    """Which page shows after quiet_ms without a press: 0 (the step's own text) first."""
    if quiet_ms < PAGE_MS or n <= 1:
        return 0
    return (quiet_ms // PAGE_MS) % n


def status(page, q, timeouts, first_downs):
    """Page 1: quarter and timeouts left (home-away); page 2: first downs (home-away)."""
    if page == 1:
        return "Q%d TO%d-%d" % (q, timeouts[0], timeouts[1])
    return "FD %d-%d" % (first_downs[0], first_downs[1])


def final(G, sheets, time_up):
    """The end of the game, page by page: FINAL, the winner, why it ended, key figures."""
    abbr = {s: sheets[s]["abbr"] for s in (game.HOME, game.AWAY)}
    w = game.winner(G)
    out = ["FINAL", (abbr[w] + " WINS") if w else "TIE GAME"]
    if time_up:
        out.append("TIME UP")
    else:
        side = G["out"] or G["possession"]
        out.append(abbr[side] + " OUT")
        out.append("OF PLAYS")
    st = G["stats"]
    fd = G["first_downs"]
    out.append("FD %d-%d" % (fd[game.HOME], fd[game.AWAY]))
    out.append("PL %d-%d" % (st[game.HOME]["plays"], st[game.AWAY]["plays"]))
    out.append("TOV %d-%d" % (st[game.HOME]["turnovers"], st[game.AWAY]["turnovers"]))
    left = [calls.plays_left(sheets[s], G["marks"][s]) for s in (game.HOME, game.AWAY)]
    out.append("LF %d-%d" % (left[0], left[1]))  # 8 characters at 65-64
    return out
