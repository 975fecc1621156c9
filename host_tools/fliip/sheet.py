"""Fliip Football's score sheet (F12) of a replayed game: a row per possession, as a table or
CSV (`sideline fliip sheet`, `sideline replay`)."""

import csv

SHEET_COLUMNS = ("period", "team", "possession", "start", "plays", "result", "home", "away")
RESULT_WORDS = {
    "TD": "touchdown",
    "FG": "field goal",
    "PUNT": "punt",
    "PTBLK": "punt blocked",
    "MISS": "field goal missed",
    "FGBLK": "field goal blocked",
    "DOWNS": "turnover on downs",
    "SAFTY": "safety",
    "FUM": "fumble",
    "INT": "interception",
    "FUMTD": "fumble, defense's touchdown",
    "INTTD": "interception, defense's touchdown",
    "KOFUM": "kick-off return fumbled",
    "KO TD": "kick-off returned for a touchdown",
    "PTFUM": "punt return fumbled",
    "PT TD": "punt returned for a touchdown",
    "BLKTD": "kick blocked, returned for a touchdown",
}


def sheet_rows(state):
    """The score sheet (F12) as rows of SHEET_COLUMNS."""
    G = state["G"]
    names = {s: G["teams"][s]["abbr"] for s in ("home", "away")}
    out = []
    for r in G["sheet"]:
        out.append(
            {
                "period": "OT%d" % r["ot"] if r["ot"] else "",
                "team": names[r["team"]],
                "possession": r["n"],
                "start": "" if r["start"] is None else _yard_line(r["start"]),
                "plays": r["plays"],
                "result": RESULT_WORDS.get(r["result"], r["result"]),
                "home": r["home"],
                "away": r["away"],
            }
        )
    return out


def _yard_line(spot):
    if spot == 50:
        return "50"
    return "own %d" % spot if spot < 50 else "opp %d" % (100 - spot)


def print_sheet(state, as_csv, out):
    """The score sheet and the final as a table (or CSV); the exit status."""
    rows = sheet_rows(state)
    if as_csv:
        w = csv.DictWriter(out, fieldnames=SHEET_COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
        return 0
    widths = {c: max([len(c)] + [len(str(r[c])) for r in rows]) for c in SHEET_COLUMNS}
    print("  ".join(c.ljust(widths[c]) for c in SHEET_COLUMNS), file=out)
    for r in rows:
        print("  ".join(str(r[c]).ljust(widths[c]) for c in SHEET_COLUMNS), file=out)
    G = state["G"]
    print(
        "final: %s %d, %s %d"
        % (
            G["teams"]["home"]["name"],
            G["score"]["home"],
            G["teams"]["away"]["name"],
            G["score"]["away"],
        ),
        file=out,
    )
    return 0
