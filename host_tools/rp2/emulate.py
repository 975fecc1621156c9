"""`sideline emulate --uf2 FILE`: the Textual screen or a --headless script, on the real rp2
port (MicroPython from the UF2 on an emulated RP2040) instead of the virtual box."""

import sys
from pathlib import Path

from host_tools.common import headless
from host_tools.common.games_table import DEFAULT
from host_tools.rp2 import board, setup
from host_tools.rp2.board import BoardError

BOOT_MS = 1500  # what the firmware takes to its first full screen on the emulated Pico


def _make(args, load_cfg, out):
    cfg_path = args.config or str(board.REPO / "firmware" / "hardware.json")
    load_cfg(args.config)  # the same checks and messages as the virtual box
    resume = not args.new and not args.headless
    b = board.start(args.uf2, config=cfg_path, resume=resume, out=out)
    game = getattr(args, "game", DEFAULT)
    if game != DEFAULT and not resume:
        start_game(b, game)
    return board.Rp2Box(b), (board.BoardError, setup.SetupError)


def start_game(b, game):
    """Restart the board into a new game of `game`, as setup's GAME does: the firmware's
    own save that says which game to start (sideline.resume.to_start), written at its REPL,
    then a reset."""

    b.run(BOOT_MS)
    out = b.repl(
        "from drivers.storage import file_storage;from sideline.resume import to_start;"
        "file_storage().save(to_start(%r));print('SAVED'+'START')" % game
    )
    if "SAVEDSTART" not in out:
        raise BoardError("could not choose %s on the board: %s" % (game, out.strip()[-200:]))
    b.serial("import machine;machine.reset()\r\n")


def run(args, fail, load_cfg):

    if not Path(args.uf2).is_file():
        return fail("no UF2 at %s (make uf2 builds one)" % args.uf2)
    if args.headless:
        if args.script is None:
            return fail("--headless needs --script FILE ('-' for standard input)")
        try:
            text = sys.stdin.read() if args.script == "-" else Path(args.script).read_text()
            cfg = load_cfg(args.config)
            steps = headless.parse(text.splitlines(), [b["name"] for b in cfg["buttons"]])
        except OSError as e:
            return fail("cannot read %s: %s" % (args.script, e.strerror))
        except headless.ScriptError as e:
            return fail("%s %s" % ("<stdin>" if args.script == "-" else args.script, e))
        except ValueError as e:
            return fail(str(e))
    elif not (sys.stdin.isatty() and sys.stdout.isatty()):
        return fail("the emulator needs a terminal; without one use --headless --script FILE")
    try:
        box, _errors = _make(args, load_cfg, sys.stderr)
        box.advance(BOOT_MS)
    except (board.BoardError, setup.SetupError, ValueError) as e:
        return fail(str(e))
    try:
        if args.headless:
            headless.run(box, steps, sys.stdout)
        else:
            # why: textual, slow to import: only the emulator's window
            from host_tools.emulator.terminal import EmulatorApp

            EmulatorApp(box, realtime=True, note=" · real rp2 port: %s" % Path(args.uf2).name).run()
    finally:
        box.board.close()
    return 0
