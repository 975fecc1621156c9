"""The `sideline` command: emulator, team sheets, odds and the other host tools.

Each subcommand lives in its own module (host_tools/*_cmd.py) with
`add_parser(subparsers)` returning its parser, whose defaults carry `run(args, parser)`.
"""

import argparse
import sys

from host_tools import (
    bench_cmd,
    emulate_cmd,
    flash_cmd,
    hardware_cmd,
    odds_cmd,
    pull_cmd,
    replay_cmd,
    sheet_cmd,
    simulate_cmd,
    soak_cmd,
)

# One module per command; each owns its module file and nothing else here.
COMMANDS = [
    emulate_cmd,
    flash_cmd,
    sheet_cmd,
    odds_cmd,
    simulate_cmd,
    replay_cmd,
    pull_cmd,
    hardware_cmd,
    bench_cmd,
    soak_cmd,
]


def main(argv=None):
    parser = argparse.ArgumentParser(prog="sideline", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    parsers = {}
    for mod in COMMANDS:
        p = mod.add_parser(sub)
        parsers[p.prog.split()[-1]] = p
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # --help (0) and usage errors (2) return their status
        return e.code
    if args.command is None:
        parser.print_help()
        return 2
    return args.run(args, parsers[args.command])


if __name__ == "__main__":
    sys.exit(main())
