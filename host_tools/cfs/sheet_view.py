"""A team sheet laid out as a player reads the printed one (`sideline sheet show FILE`).

Header (name, abbreviation, run and pass total squares), the offensive plays (kind, a
square per use, green dice with their per-defense overrides, orange break-away, yellow,
+20), the defenses under their two bases (red dice against a run and a pass, yellow,
squares), the special-teams tables by die face, the field goal chart by distance, and the
card section as a compact grid. Takes a normalized sheet (sheet.load.parse_sheet's result).
"""

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from games.cfs.sheet.parts import (
    BASES,
    CARD_DEFENSES,
    DEFENSE_NAMES,
    DEFENSE_SHORT,
    DEFENSES,
    PACKAGES,
    RANKS,
    SUITS,
)

SQUARE = "\u25a1"  # □, one per use, to be marked off in pencil
SUIT_SIGNS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
GREEN = "bold green"
RED = "bold red"
ORANGE = "bold dark_orange"
YELLOW = "bold yellow"


def squares(n, group=5):
    """n squares in groups of five, as on the printed sheet: □□□□□ □□."""
    if n <= 0:
        return ""
    full = SQUARE * n
    return " ".join(full[i : i + group] for i in range(0, n, group))


def table_entry(e):
    """A return-table entry: 17, or "10 & RA" for {"roll_again": 10}."""
    if isinstance(e, dict):
        return "%d & RA" % e["roll_again"]
    return str(e)


def signed(n):
    return "+%d" % n if n > 0 else ("\u2212%d" % -n if n < 0 else "0")


def header(sheet):
    t = Text()
    t.append(sheet["name"], style="bold")
    t.append("  (%s)" % sheet["abbr"], style="bold cyan")
    lines = [t]
    if sheet.get("notes"):
        lines.append(Text(sheet["notes"], style="italic"))
    totals = Table.grid(padding=(0, 2))
    totals.add_column()
    totals.add_column(justify="right")
    totals.add_column()
    for kind in ("run", "pass"):
        n = sheet["totals"][kind]
        totals.add_row(kind.upper() + " plays", str(n), squares(n, 10))
    lines.append(totals)
    return Panel(Group(*lines), title="Team sheet", title_align="left", expand=False)


def offense(sheet):
    t = Table(title="Offense", title_justify="left", show_lines=False)
    t.add_column("play", no_wrap=True)
    t.add_column("label", no_wrap=True)
    t.add_column("kind")
    t.add_column("uses", no_wrap=True)
    t.add_column("green", justify="center", style=GREEN)
    t.add_column("green vs", style="green", no_wrap=True)
    t.add_column("break-away", justify="center", style=ORANGE)
    t.add_column("yellow", justify="center", style=YELLOW)
    t.add_column("+20", justify="center")
    for kind in ("run", "pass"):
        rows = [p for p in sheet["plays"] if p["kind"] == kind]
        for i, p in enumerate(rows):
            vs = p.get("green_vs") or {}
            t.add_row(
                p["name"],
                p["short"],
                kind.upper(),
                squares(p["uses"]),
                str(p["green"]),
                ", ".join("%s %d" % (DEFENSE_SHORT[d], vs[d]) for d in DEFENSES if d in vs),
                str(p["break_away"]),
                str(p["yellow"]) if p.get("yellow") else "",
                "+20" if p.get("bonus20") else "",
                end_section=i == len(rows) - 1,
            )
    return t


def defense(sheet):
    t = Table(title="Defense", title_justify="left")
    t.add_column("defense", no_wrap=True)
    t.add_column("uses", no_wrap=True)
    t.add_column("red vs run", justify="center", style=RED)
    t.add_column("red vs pass", justify="center", style=RED)
    t.add_column("yellow", justify="center", style=YELLOW)
    defs = sheet["defenses"]
    for base in BASES:
        d = defs[base]
        t.add_row(
            Text(DEFENSE_NAMES[base], style="bold"),
            "unlimited",
            str(d["red_run"]),
            str(d["red_pass"]),
            str(d["yellow"]) if d.get("yellow") else "",
        )
        packages = [p for p in DEFENSES if PACKAGES.get(p) == base]
        for i, p in enumerate(packages):
            d = defs[p]
            t.add_row(
                "  " + DEFENSE_NAMES[p],
                squares(d["uses"]) if d["uses"] else "(none)",
                str(d["red_run"]),
                str(d["red_pass"]),
                str(d["yellow"]) if d.get("yellow") else "",
                end_section=i == len(packages) - 1,
            )
    return t


def special_teams(sheet):
    t = Table(title="Special teams (one die)", title_justify="left")
    t.add_column("table")
    for face in range(1, 7):
        t.add_column(str(face), justify="right")
    t.add_row("Kickoff return", *[table_entry(e) for e in sheet["kickoff_return"]])
    t.add_row("Kickoff adj.", *[signed(e) for e in sheet["kickoff_adjust"]])
    t.add_row("Punting", *[str(e) for e in sheet["punting"]])
    t.add_row("Punt return", *[table_entry(e) for e in sheet["punt_return"]])
    return t


def field_goals(sheet):
    t = Table(title="Field goal chart", title_justify="left")
    t.add_column("distance (yards)")
    t.add_column("good on", justify="center")
    low = None
    for band in sheet["field_goal"]:
        top = band["max_distance"]
        span = "up to %d" % top if low is None else "%d\u2013%d" % (low, top)
        good = band["good"]
        if good <= 0:
            what = Text("no good", style="dim")
        elif good >= 6:
            what = Text("1\u20136 (always)", style=GREEN)
        else:
            what = Text("1\u2013%d" % good if good > 1 else "1", style=GREEN)
        t.add_row(span, what)
        low = top + 1
    t.add_row("%d and beyond" % low, Text("no try", style="dim"))
    return t


def cards(sheet):
    t = Table(title="Cards (offense / defense)", title_justify="left", padding=(0, 1))
    t.add_column("", justify="right", style="bold")
    for s in SUITS:
        t.add_column(SUIT_SIGNS[s] + " " + s)
    deck = sheet["cards"]
    shorts = {p["name"]: p["short"] for p in sheet["plays"]}
    for r in RANKS:
        row = [r]
        for s in SUITS:
            c = deck[r + s]
            cell = Text(shorts.get(c["offense"], c["offense"]))
            cell.append(" / ")
            cell.append(DEFENSE_SHORT[c["defense"]], style="red")
            row.append(cell)
        t.add_row(*row)
    return t


def card_counts(sheet):
    """How often each play and each defense comes up in the deck (a one-line summary)."""
    plays = {}
    defs = {}
    for c in sheet["cards"].values():
        plays[c["offense"]] = plays.get(c["offense"], 0) + 1
        defs[c["defense"]] = defs.get(c["defense"], 0) + 1
    d = ", ".join("%s %d" % (DEFENSE_SHORT[x], defs[x]) for x in CARD_DEFENSES if x in defs)
    return Text("Defenses drawn: " + d, style="dim")


def render(sheet, console):
    console.print(header(sheet))
    console.print(offense(sheet))
    console.print(defense(sheet))
    console.print(special_teams(sheet))
    console.print(field_goals(sheet))
    console.print(cards(sheet))
    console.print(card_counts(sheet))
    console.print(
        Text(
            "Squares: one per call, marked in pencil. Green and red: dice for the matchup; "
            "break-away: the orange number; yellow: the special-play number; +20: adds 20 "
            "yards to a positive gain; & RA: roll again and add.",
            style="dim",
        )
    )
