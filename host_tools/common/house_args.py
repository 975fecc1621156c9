"""`--house KEY=VALUE` on the games' host commands: a house rule of the game's README table."""

import json


def add_option(parser, example):
    parser.add_argument(
        "--house",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a house rule of the game's README table, e.g. %s (repeatable)" % example,
    )


def house_args(pairs):
    """{key: value} from KEY=VALUE words (the value read as JSON: true, 12, "o"; else the
    word itself); a word without '=' is a ValueError."""
    house = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq or not key:
            raise ValueError("--house wants KEY=VALUE, not %r" % pair)
        try:
            house[key] = json.loads(value)
        except ValueError:
            house[key] = value
    return house
