"""The `sideline` command."""

import argparse
import sys


def main(argv=None):
    parser = argparse.ArgumentParser(prog="sideline", description=__doc__)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("emulate", help="run the scoreboard in the terminal (no board needed)")
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 2
    if args.command == "emulate":
        print("sideline emulate: the terminal emulator has not landed yet (issue 6).")
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
