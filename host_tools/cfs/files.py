"""College Football Saturday's data files, for `sideline sheet check` and `sheet show`
(host_tools/common/data_files.py gathers every game's): team sheets, and saved games (a
save without "game" is this game's: resume.UNNAMED)."""

import sys

from games.cfs.sheet.load import load_sheets
from host_tools.cfs import boxscore, sheet_view
from host_tools.cfs.sheets import load_sheet_file
from host_tools.common.paths import TEAMS


def kind(obj):
    """The kind of a JSON object of this game's (or of none)."""
    saved = "record" in obj or ("start" in obj and "actions" in obj)
    return "cfs save" if saved else "cfs sheet"


def text_kind(text):
    """Text that is no JSON: the sheet checker says what is wrong with broken JSON."""
    head = text.lstrip("\ufeff \t\r\n")[:1]
    return "cfs sheet" if head in ("", "{", "[") else None


def _sheet(name, text, obj, seen):
    sheets, messages = load_sheets([(name, text)], seen.setdefault("cfs", {}))
    if not sheets:
        return None, messages[0]
    return "%s, %d plays" % (sheets[0]["name"], len(sheets[0]["plays"])), None


def _save(name, text, obj, seen):
    try:
        rep = boxscore.report(boxscore.parse_payload(text, name), str(TEAMS))
    except boxscore.LogError as e:
        msg = str(e)
        return None, msg if msg.startswith(name) else "%s: %s" % (name, msg)
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as e:
        return None, "%s: not a save this version can replay (%r)" % (name, e)
    teams, final = rep["abbr"], rep["final"]
    return "College Football Saturday saved game, %s %d, %s %d" % (
        teams["home"],
        final["home"],
        teams["away"],
        final["away"],
    ), None


def _show_sheet(path, out):
    """A team sheet laid out as a player reads a printed one; the exit status."""
    from rich.console import Console  # why: rich is slow to import, and only show draws

    sheet, msg = load_sheet_file(path)
    if msg is not None:
        print(msg, file=sys.stderr)
        return 1
    console = Console(file=out)
    if console.width < 130:  # the offense table's width; a narrower one would wrap names
        console = Console(file=out, width=130)
    sheet_view.render(sheet, console)
    return 0


# kind: (what it is, its checker, what reads it, for `sheet show`'s pointer)
KINDS = {
    "cfs sheet": ("a College Football Saturday team sheet", _sheet, "sheet show"),
    "cfs save": ("a saved College Football Saturday game", _save, "replay FILE"),
}
SHOWS = {"cfs sheet": _show_sheet}
