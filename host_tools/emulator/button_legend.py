"""What each button does in the game and mode on the board: the emulator's key legend.

The wiring file's ``job`` of a button is one sentence for every game (College Football
Saturday's words); here each game says what its buttons do in each of its modes (its HOST's
"buttons" module, or the engine games' menu and its "roll_button"), in at most
JOB_CHARS characters so that the legend fits an 80x24 terminal. A button a mode leaves out
does nothing in it (tests/host_tools/emulator/test_emulate_screen.py presses them to see). What can
be read off the game's table is not written here: whether CLOCK means anything (a game without a
clock has no CLOCK line), where MODE goes (the table's MODES), whether BACK turns info pages.
"""

from host_tools.common import registry
from host_tools.common.games_table import NAMES
from sideline.shell import Shell
from sideline.table import EngineTable

JOB_CHARS = 27  # and a space before the next button in the two-column legend
BUTTONS = ("CLOCK", "ROLL", "MODE", "OK", "UP", "DOWN", "BACK", "UNDO")  # the games' words
UNDO = "undo (hold: redo)"
CLOCK = "clock on/off, hold: timeout"

# Setup in every game (the shell's): items, then a value while it is being changed.
SETUP = {
    "OK": "change the item / keep it",
    "UP": "next item / next value",
    "DOWN": "prev. item / prev. value",
    "BACK": "keep it / back to play",
}

# The engine games at play: ROLL is each game's own (its HOST's "roll_button"); the menu
# and numbers are the shell's.
ENGINE_PLAY = {
    "OK": "take the choice / number",
    "UP": "next choice / number up",
    "DOWN": "prev. choice / number down",
}


def _has(table, name, base):
    """Whether the game's table has its own method `name` (the base's does nothing)."""
    return getattr(type(table), name, None) is not getattr(base, name, None)


def game_name(table):
    return NAMES.get(table.ID, table.ID)


def mode_job(table):
    modes = table.MODES
    if len(modes) == 2:
        return "toggle %s and %s" % modes
    mode = table.mode
    if mode not in modes:  # the timeout menu: MODE leaves it for the mode after its own
        mode = getattr(table, "mode_before_timeout", modes[0])
    return "next mode: " + modes[(modes.index(mode) + 1) % len(modes)]


def jobs(table):
    """{button: what it does} in the table's game and current mode; a button it does
    nothing with is not there. Buttons of another build keep their wiring file's job."""
    mode = table.mode
    own = registry.hook(table.ID, "buttons")
    if getattr(table, "confirm", None) is not None:  # NEW? OK: OK says yes, the rest no
        out = {name: "no: keep this game" for name in ("ROLL", "UP", "DOWN", "BACK")}
        out["OK"] = "yes: start the new game"
    elif mode == "setup":
        out = dict(SETUP)
    elif own is not None:  # a game whose modes are its own (its HOST's "buttons")
        out = dict(own.BUTTONS.get(mode, {}))
    else:
        out = dict(ENGINE_PLAY)
        roll = (registry.host(table.ID) or {}).get("roll_button")
        if roll:
            out["ROLL"] = roll
        pages = _has(table, "pages", EngineTable) or _has(table, "page_count", EngineTable)
        out["BACK"] = "info pages / leave a number" if pages else "leave a number entry"
    out["MODE"] = mode_job(table)
    out["UNDO"] = UNDO
    if _has(table, "clock_button", Shell) or _has(table, "hold_clock", Shell):
        out["CLOCK"] = CLOCK
    return out


def legend(table, buttons):
    """[(button, job)] for the wiring file's buttons, in its order, that do something in the
    game and mode on the board. A button with a ``long`` (a build with fewer buttons) says
    what its hold does too; a button no game knows keeps the wiring file's job."""
    known = jobs(table)
    out = []
    for b in buttons:
        name = b["name"]
        if name not in BUTTONS:
            out.append((name, b.get("job", "")))
            continue
        job = known.get(name)
        other = known.get(b.get("long"))
        if other is not None:  # its own hold is the other button's press: "undo", not redo
            other = other.split(" (hold:")[0].split(", hold:")[0]
            job = "%s; hold: %s" % (job or "-", other)
        if job is not None:
            out.append((name, job))
    return out
