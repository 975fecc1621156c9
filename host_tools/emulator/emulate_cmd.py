"""`sideline emulate`: the scoreboard in the terminal, or driven by a script (--headless).

The firmware's own app, main loop, display and button drivers run on virtual HT16K33 chips
and GPIO pins (host_tools/emulator/virtual_box.py); host_tools/emulator/terminal.py draws them with
Textual and
host_tools/common/headless.py runs scripts.
"""

import inspect
import os
import random
import sys
from pathlib import Path

from drivers.storage import file_storage
from host_tools.common import games_table, headless, registry
from host_tools.common.arg_ranges import SEED
from host_tools.emulator import virtual_box
from host_tools.emulator.virtual_box import load_config, memory_storage, team_files
from host_tools.rp2 import emulate
from sideline.app import DEFAULT_GAME, installed

DEFAULT_SAVE_DIR = ".sideline"


def add_parser(sub):
    p = sub.add_parser(
        "emulate",
        help="run the scoreboard in the terminal (no board needed)",
        description=(
            "Run the scoreboard in the terminal: the real firmware on virtual displays and "
            "buttons. Keys and mouse clicks press the buttons; the game is saved as the "
            "device saves it to flash and resumed on the next start."
        ),
        epilog=(
            "Headless script steps, one a line: press NAME | hold NAME MS | wait MS | "
            "down NAME | up NAME | # comment. After each step one JSON line is printed "
            "with every display's text and the game's state."
        ),
    )
    p.add_argument(
        "--seed",
        type=SEED,
        default=None,
        help="seed of the dice (default: random, or 1 with --headless)",
    )
    p.add_argument(
        "--save-dir",
        metavar="DIR",
        default=None,
        help="folder the game is saved to and resumed from (default: %s/ in the current "
        "directory; --headless saves nothing unless given)" % DEFAULT_SAVE_DIR,
    )
    p.add_argument(
        "--config",
        metavar="FILE",
        default=None,
        help="the wiring file (default: firmware/hardware.json, the reference build)",
    )
    p.add_argument(
        "--teams",
        metavar="DIR",
        default=None,
        help="folder of team sheets (default: firmware/teams)",
    )
    p.add_argument(
        "--uf2",
        metavar="FILE",
        default=None,
        help="run a MicroPython firmware (make uf2) on an emulated RP2040 instead: the real "
        "rp2 port, with the firmware installed as `make flash` installs it",
    )
    games_table.add_option(p, "emulate")
    # No --game: the game played last, as the board boots into it (College Football
    # Saturday on a first start); --game X resumes X's own save.
    p.set_defaults(game=None)
    p.add_argument("--new", action="store_true", help="start a new game, ignoring the saved one")
    p.add_argument(
        "--selftest",
        action="store_true",
        help="run the boot self-test first, as the board does at power-on (about 5 s)",
    )
    p.add_argument(
        "--headless",
        action="store_true",
        help="no screen: run --script and print JSON lines",
    )
    p.add_argument(
        "--script",
        metavar="FILE",
        default=None,
        help="with --headless: the steps to run ('-' reads standard input)",
    )
    p.set_defaults(run=run)
    return p


def _fail(msg):
    print("sideline emulate: " + msg, file=sys.stderr)
    return 2


def load_cfg(path):
    """The wiring file, checked. Raises ValueError with a message for the user."""

    name = path or "firmware/hardware.json"
    try:
        return load_config(path)
    except OSError as e:
        raise ValueError("cannot read the wiring file %s: %s" % (name, e.strerror)) from e
    except ValueError as e:  # bad JSON, or the config check failed
        raise ValueError("%s: %s" % (name, e)) from e
    except (KeyError, TypeError, AttributeError) as e:
        raise ValueError("%s is not a wiring file (%s)" % (name, e)) from e


def make_box(args, cfg, save_dir, seed):
    """The VirtualBox the options describe (``box.resumed``: a saved game was picked up).
    Raises ValueError with a message for the user."""

    teams = None
    if args.teams is not None:
        if not Path(args.teams).is_dir():
            raise ValueError("no team folder %s" % args.teams)
        problems = []
        teams = team_files(args.teams, problems)
        for m in problems:
            print("sideline emulate: " + m, file=sys.stderr)
        if not teams:
            raise ValueError("no team sheets (*.json) in %s" % args.teams)
    if save_dir is None:
        storage = memory_storage()
    else:
        try:
            Path(save_dir).mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise ValueError("cannot save games in %s: %s" % (save_dir, e.strerror)) from e
        storage = file_storage(str(save_dir) + os.sep)
    given = registry.hook(DEFAULT_GAME, "given_teams")  # the sheets of the game it boots into
    if given is not None:
        sheets, messages = given.usable(teams if teams is not None else team_files())
        if not sheets:
            raise ValueError("no usable team sheets: " + "; ".join(messages[:3]))
        for m in messages:  # the skipped sheets, one line each
            print("sideline emulate: " + m, file=sys.stderr)
    box = virtual_box.VirtualBox(  # looked up now: the tests put a stand-in there
        cfg=cfg,
        teams=teams,
        storage=storage,
        seed=seed,
        selftest=getattr(args, "selftest", False),
        games=installed(),  # setup's GAME offers every game of firmware/games/
        new=args.new,
        **box_game(getattr(args, "game", None)),
    )
    box.resumed = box.app.resumed and "BAD SAVE" not in box.app.messages
    return box


def box_game(game):
    """The keyword that puts game on the box: none for no --game (the saved game's game, else
    the default game, DEFAULT_GAME), game=ID for another. ValueError if the box
    cannot take a game."""

    if game is None:
        return {}
    if "game" not in inspect.signature(virtual_box.VirtualBox).parameters:
        raise ValueError("%s is not on the box yet" % game)
    return {"game": game}


def run(args, parser):
    if args.script is not None and not args.headless:
        return _fail("--script needs --headless")
    try:
        box_game(args.game)  # before anything else: the game decides what there is to run
    except ValueError as e:
        return _fail(str(e))
    if getattr(args, "uf2", None):
        return emulate.run(args, _fail, load_cfg)
    if args.headless:
        return _run_headless(args)
    return _run_screen(args)


def _run_headless(args):
    if args.script is None:
        return _fail("--headless needs --script FILE ('-' for standard input)")
    try:
        if args.script == "-":
            lines = sys.stdin.read().splitlines()
        else:
            lines = Path(args.script).read_text().splitlines()
    except OSError as e:
        return _fail("cannot read %s: %s" % (args.script, e.strerror))
    except UnicodeDecodeError:
        return _fail("%s: not UTF-8 text (a script is lines of text)" % args.script)
    try:
        cfg = load_cfg(args.config)
        steps = headless.parse(lines, [b["name"] for b in cfg["buttons"]])
        box = make_box(args, cfg, args.save_dir, 1 if args.seed is None else args.seed)
    except headless.ScriptError as e:
        return _fail("%s %s" % ("<stdin>" if args.script == "-" else args.script, e))
    except ValueError as e:
        return _fail(str(e))
    headless.run(box, steps, sys.stdout)
    return 0


def _run_screen(args):
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        return _fail("the emulator needs a terminal; without one use --headless --script FILE")
    # why: textual, slow to import: only the emulator's window
    from host_tools.emulator.terminal import EmulatorApp

    seed = args.seed if args.seed is not None else random.randrange(1, 1000000)
    save_dir = args.save_dir or DEFAULT_SAVE_DIR
    try:
        box = make_box(args, load_cfg(args.config), save_dir, seed)
    except ValueError as e:
        return _fail(str(e))
    if box.resumed:
        note = " · resumed from %s/" % save_dir
    else:
        note = " · new game, seed %d · saving to %s/" % (seed, save_dir)
    app = EmulatorApp(box, realtime=True, note=note)
    try:
        app.run()
    finally:
        box.storage.save(box.app.payload())  # the clock's last seconds too
    for line in box.lines[-5:]:
        print("sideline emulate:", line, file=sys.stderr)
    return 0
