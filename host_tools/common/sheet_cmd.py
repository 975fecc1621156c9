"""`sideline sheet check FILE...` and `sideline sheet show FILE`: data file tools.

`check` tells what each file is from its content (host_tools/common/data_files.py: a team sheet,
a Fliip kicking-table file, an RLB roster or orders file, a saved game of any game) and
checks it with that game's checker, the way the device loads it.

Each good file prints ``ok  FILE (what it is)`` on stdout (a team sheet: ``(name, N
plays)``); each bad one prints the checker's one-line message on stderr, and a file that
is none of these kinds one line saying so. Exit status: 0 all good, 1 any bad, 2 usage
error. The device skips exactly the files reported here (including a sheet whose abbr an
earlier file already uses).

`show` prints one team sheet laid out as a player reads a printed one (its game's layout,
data_files.shows()); a bad file prints the checker's one-line message on stderr and
exits 1; a file of another kind says which command reads it and exits 2.
"""

import sys

from host_tools.common import data_files, registry
from host_tools.common.saves import read_text, show


def add_parser(sub):
    """Register `sheet` and its actions on the top-level subparsers; return its parser."""
    p = sub.add_parser(
        "sheet",
        help="data file tools: check any game's files, show a team sheet",
        description="Data file tools: what a file is is told from its content. Formats: %s."
        % ", ".join(h["formats"] for _gid, h in registry.hosts() if "formats" in h),
    )
    actions = p.add_subparsers(dest="sheet_command", metavar="ACTION")
    check = actions.add_parser(
        "check",
        help="check data files of any game and report the first error in each",
        description="Check data files as the device loads them, each by its game's checker: "
        "College Football Saturday team sheets, Fliip kicking tables and logs, RLB rosters, "
        "orders and match reports, saved games; exit 1 if any is bad.",
    )
    check.add_argument("files", nargs="+", metavar="FILE", help="a data file, e.g. teams/x.json")
    show_p = actions.add_parser(
        "show",
        help="print a team sheet laid out as the printed sheet",
        description="Print a team sheet as a player reads the printed one: plays with their "
        "squares and dice, defenses under their bases, special teams, field goal chart and "
        "the card section. A bad sheet prints the checker's message; exit 1.",
    )
    show_p.add_argument("file", metavar="FILE", help="a team sheet, e.g. teams/x.json")
    p.set_defaults(run=run)
    return p


def check_files(paths, out=None, err=None):
    """Check files in order, each by its game's checker (host_tools/common/data_files.py); print
    one line for each; return the exit status (0 or 1)."""
    out = out or sys.stdout
    err = err or sys.stderr
    status = 0
    seen = {}
    for path in paths:
        text, msg = read_text(path)
        if msg is None:
            _kind, what, msg = data_files.check(show(path), text, seen)
            if msg is None:
                print(f"ok  {show(path)} ({what})", file=out)
                continue
        print(msg, file=err)
        status = 1
    return status


def show_file(path, out=None):
    """Print one file laid out for a player (its game's layout: data_files.SHOWS); return
    the exit status (0 or 1; 2 for a file of a kind that has no show)."""
    text, msg = read_text(path)
    kind = None
    if msg is None:
        kind, obj = data_files.kind_of(text)
        if kind is None:
            msg = data_files.unknown_line(show(path), obj)
    if msg is not None:
        print(msg, file=sys.stderr)
        return 1
    layout = data_files.shows().get(kind)
    if layout is None:
        print(_no_show(path, kind), file=sys.stderr)
        return 2
    return layout(path, out or sys.stdout)


def _no_show(path, kind):
    _game, what, _check, reader = data_files.kinds()[kind]
    return (
        "sideline sheet show: %s is %s; sheet show lays out team sheets (read it with: "
        "sideline %s)" % (show(path), what, reader.replace("FILE", show(path)))
    )


def run(args, parser):
    """Run `sideline sheet ...` for parsed args; parser is the `sheet` parser."""
    if args.sheet_command == "check":
        return check_files(args.files)
    if args.sheet_command == "show":
        return show_file(args.file)
    parser.print_help(sys.stderr)
    return 2
