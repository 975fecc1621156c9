"""A College Football Saturday game's report (host_tools/cfs/boxscore.py) printed: the play by
play, the drive chart and the box score, with rich."""

from rich.table import Table

from host_tools.cfs.boxscore import AWAY, FG, HOME, KR_TD, PR_TD, TD, clock_text

# --- printing ----------------------------------------------------------------------------


def render(rep, console, title=None):
    """Print the drive chart and the box score with rich."""
    teams = rep["teams"]
    abbr = rep["abbr"]
    final = rep["final"]
    head = "%s %d, %s %d" % (teams[AWAY], final[AWAY], teams[HOME], final[HOME])
    status = "final" if rep["over"] else "in progress"
    console.print("[bold]%s[/bold] (%s, %d actions)" % (head, status, rep["actions"]))
    if title:
        console.print(title)

    pbp = Table(title="Play by play", title_justify="left")
    for col in ("#", "qtr", "clock", "team", "before", "call", "result", "score"):
        pbp.add_column(col, justify="right" if col in ("#", "qtr", "clock") else "left")
    for e in rep["log"]:
        side = e.get("side")
        pbp.add_row(
            str(e["n"]),
            str(e["q"]),
            "" if e.get("clock") is None else clock_text(e["clock"]),
            abbr.get(side, "") if side else "",
            e.get("situation", ""),
            e.get("call", ""),
            e["text"],
            "%s %d-%d %s" % (abbr[AWAY], e["score"][1], e["score"][0], abbr[HOME]),
        )
    console.print(pbp)

    has_time = any(d.get("time_ms") is not None for d in rep["drives"])
    has_clock = any(d.get("clock") is not None for d in rep["drives"])
    dc = Table(title="Drive chart", title_justify="left")
    dc.add_column("#", justify="right")
    dc.add_column("team")
    dc.add_column("qtr", justify="right")
    if has_clock:
        dc.add_column("clock", justify="right")
    dc.add_column("start")
    dc.add_column("plays", justify="right")
    dc.add_column("yards", justify="right")
    if has_time:
        dc.add_column("time", justify="right")
    dc.add_column("result")
    dc.add_column("score", justify="right")
    for n, d in enumerate(rep["drives"], 1):
        row = [str(n), abbr[d["team"]], str(d["q"])]
        if has_clock:
            row.append("" if d.get("clock") is None else clock_text(d["clock"]))
        row += [d["start_text"], str(d["plays"]), str(d["yards"])]
        if has_time:
            row.append("" if d.get("time_ms") is None else clock_text(d["time_ms"]))
        result = d["result"] + (" (TD)" if d.get("return_td") else "")
        style = "bold green" if d["result"] in (TD, FG, KR_TD, PR_TD) else ""
        row += ["[%s]%s[/]" % (style, result) if style else result]
        row.append("%s %d-%d %s" % (abbr[AWAY], d["score"][1], d["score"][0], abbr[HOME]))
        dc.add_row(*row)
    if not rep["drives"]:
        dc.add_row(*([""] * len(dc.columns)))
    console.print(dc)

    box = rep["box"]
    bs = Table(title="Box score", title_justify="left")
    bs.add_column("team")
    for q in box["quarters"]:
        bs.add_column("Q%d" % q if q <= 4 else "OT%d" % (q - 4), justify="right")
    bs.add_column("T", justify="right", style="bold")
    for s in (AWAY, HOME):
        bs.add_row(teams[s], *[str(p) for p in box["points"][s]], str(box["total"][s]))
    console.print(bs)

    st = Table(title="Team stats", title_justify="left")
    st.add_column("")
    st.add_column(abbr[AWAY], justify="right")
    st.add_column(abbr[HOME], justify="right")
    for label, key in (
        ("first downs", "first_downs"),
        ("rushing yards", "rushing"),
        ("passing yards", "passing"),
        ("total yards", "yards"),
        ("plays", "plays"),
        ("turnovers", "turnovers"),
    ):
        st.add_row(label, str(box[key][AWAY]), str(box[key][HOME]))
    console.print(st)
