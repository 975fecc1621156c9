"""The `sideline` command: emulator, team sheets, odds and the other host tools.

Each subcommand lives in its own module (host_tools/<folder>/*_cmd.py; a game's own in its
folder, named by its HOST["commands"]) with `add_parser(subparsers)` returning its parser,
whose defaults carry `run(args, parser)`.
"""

import argparse
import os
import sys

from host_tools.checks import bench_cmd, soak_cmd
from host_tools.common import games_table, registry, replay_cmd, sheet_cmd
from host_tools.device import flash_cmd, pull_cmd
from host_tools.emulator import emulate_cmd
from host_tools.hardware import hardware_cmd
from host_tools.league import league_cmd
from host_tools.web import web_cmd


def commands():
    """One module per command, each owning its module file and nothing else here: the
    tools', with the installed games' own commands (their HOST's) after `sheet`."""
    return (
        [emulate_cmd, flash_cmd, sheet_cmd]
        + registry.commands()
        + [replay_cmd, pull_cmd, hardware_cmd, bench_cmd, league_cmd, soak_cmd, web_cmd]
    )


def by_game(argv):
    """argv with `COMMAND --game ID` turned into what runs that command for that game
    (host_tools/common/games_table.py); (argv, error line)."""
    if not argv or argv[0] not in games_table.BY_GAME:
        return argv, None
    command, rest = argv[0], list(argv[1:])
    for i, a in enumerate(rest):
        if a == "--":
            break
        if a == "--game" or a.startswith("--game="):
            if "=" in a:
                game, cut = a.split("=", 1)[1], 1
            elif i + 1 < len(rest):
                game, cut = rest[i + 1], 2
            else:
                return argv, games_table.unknown(command, None)
            if game not in games_table.GAMES:
                return argv, games_table.unknown(command, game)
            words = games_table.words(command, game)
            if words is None:
                return argv, games_table.lacks(command, game)
            if words == [command]:  # the command itself reads --game
                return argv, None
            return words + rest[:i] + rest[i + cut :], None
    return argv, None


class Parser(argparse.ArgumentParser):
    """Usage errors in one line (a number out of its range, an unknown option): the usage
    itself is --help's. Every subcommand's parser is one of these (argparse makes them of
    the parent's class)."""

    def error(self, message):
        self.exit(2, "%s: error: %s (see %s --help)\n" % (self.prog, message, self.prog))


def main(argv=None):
    argv, err = by_game(sys.argv[1:] if argv is None else list(argv))
    if err:
        print(err, file=sys.stderr)
        return 2
    parser = Parser(
        prog="sideline",
        description=__doc__.splitlines()[0],
        epilog=games_table.help_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.set_defaults(sideline=main)  # for the commands that run others (soak)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    parsers = {}
    for mod in commands():
        p = mod.add_parser(sub)
        parsers[p.prog.split()[-1]] = p
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # --help (0) and usage errors (2) return their status
        return e.code
    if args.command is None:
        parser.print_help()
        return 2
    try:
        return args.run(args, parsers[args.command])
    except BrokenPipeError:
        # The reader went away (`... | head`): stop quietly, as Unix tools do, and keep the
        # interpreter's own flush at exit from failing on the closed pipe too.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as e:  # the last resort: one line, never a traceback (issue 29)
        print("sideline %s: error: %s" % (args.command, last_resort(e)), file=sys.stderr)
        return 1


def last_resort(e):
    """One line for what a command did not expect (its own messages are better: this is for
    what they missed)."""
    if isinstance(e, RecursionError):
        return "a file nested too deeply to read"
    if isinstance(e, UnicodeDecodeError):
        return "a file that is not UTF-8 text"
    if isinstance(e, OSError) and e.filename is not None:
        return "%s: %s" % (e.filename, e.strerror)
    text = " ".join(str(e).split())
    return "%s: %s" % (type(e).__name__, text[:160])


if __name__ == "__main__":
    sys.exit(main())
