"""`sideline pull [--port P] [-o FILE|DIR]`: the saved game off the board, as `replay` shows it.

Reads both save slots from the board's root with mpremote, keeps the newest valid one
(store.newest: a torn or corrupted slot is skipped), prints it as `sideline replay` does
for its game (College Football Saturday's drive chart and box score, Fliip's score sheet,
Dice-Bowl's final and statistics, RLB's match report), and with -o writes the saved game
(the slot's JSON payload) to FILE for `sideline replay`, or into the folder DIR under a
name by game and teams (`fliip_mesa_coyotes_at_harbor_gulls_seq12.json`), so that a season's
saves pile up for `sideline league`. A Dice-Bowl box plays HOME against AWAY: --home and
--away write the teams' names into the save for the league.
Reading stops the running scoreboard; the board is soft-rebooted afterwards so main.py
picks the game up again from the same save (--no-reset leaves it at its REPL). Exit status: 0 done,
1 no board / no answer / no valid save, 2 usage error.
"""

import json
import os
import sys

from rich.console import Console

from host_tools import box_saves, boxscore, replay_cmd, replay_games
from host_tools.flash_cmd import _spinner
from host_tools.flashing import Board, BoardError, seconds
from sideline import store


def add_parser(sub):
    p = sub.add_parser(
        "pull",
        help="fetch the saved game from the Pico and show its box score",
        description="Fetch both save slots from the board, keep the newest valid one and "
        "print its drive chart and box score (as `sideline replay`).",
    )
    p.add_argument(
        "--port",
        metavar="PORT",
        help="the board's serial port (default: the first USB serial port, as "
        "`mpremote connect auto`)",
    )
    p.add_argument(
        "-o",
        "--output",
        metavar="FILE|DIR",
        help="also write the saved game (JSON) to FILE, or into the folder DIR named by game "
        "and teams",
    )
    p.add_argument("--home", metavar="NAME", help="Dice-Bowl: the home side's team name")
    p.add_argument("--away", metavar="NAME", help="Dice-Bowl: the away side's team name")
    p.add_argument(
        "--no-reset",
        action="store_true",
        help="leave the board at its REPL instead of restarting the scoreboard (soft reboot)",
    )
    p.add_argument(
        "--timeout",
        type=seconds,
        default=10.0,
        metavar="SECONDS",
        help="how long to wait for the board to answer (default 10)",
    )
    replay_cmd.add_report_options(p)
    p.set_defaults(run=run)
    return p


def _fail(msg):
    print("sideline pull: %s" % msg, file=sys.stderr)
    return 1


def fetch_slots(board):
    """{slot name: bytes or None} for both save slots and the damaged slots the board
    kept aside (store.ASIDE) when neither was good."""
    return {name: board.read_file(name) for name in store.SLOTS + store.ASIDE}


def run(args, parser=None):
    args.prog_name = "sideline pull"
    console = Console(file=sys.stderr)
    try:
        board = Board(args.port, timeout=args.timeout)
        with _spinner(console, console.is_terminal, "connecting to the board"):
            board.connect()
        with board:
            with _spinner(console, console.is_terminal, "reading the saves"):
                slots = fetch_slots(board)
            where = board.describe()
            if not args.no_reset:
                board.restart()
    except BoardError as e:
        return _fail(str(e))
    except KeyboardInterrupt:
        return _fail("interrupted")
    got = store.newest([slots[n] for n in store.SLOTS])
    states = ", ".join("%s %s" % (n, _state(slots[n])) for n in store.SLOTS)
    aside = [n for n in store.ASIDE if slots.get(n) is not None]
    if aside:
        states += "; kept aside as damaged: " + " ".join(aside)
    if got is None:
        return _fail("no saved game on the board (%s)" % states)
    seq, payload_bytes, index = got
    return show_save(payload_bytes, seq, store.SLOTS[index], args, where, states)


def show_save(payload_bytes, seq, slot, args, where, states):
    """Write the save where -o says and print it as `replay` would; the exit status."""
    game = replay_cmd.game_of(payload_bytes)
    if game == "cfs":
        try:
            payload = boxscore.parse_payload(payload_bytes, slot)
        except boxscore.LogError as e:
            return _fail(str(e))
    elif game not in replay_games.REPLAY:
        return _fail("%s: a save of game %s, which this version does not know" % (slot, game))
    else:
        payload = json.loads(payload_bytes)
        if args.home or args.away:
            if game != "dicebowl" or not (args.home and args.away) or args.home == args.away:
                return _fail("--home and --away: two different names, for a Dice-Bowl save")
            payload["names"] = {"home": args.home, "away": args.away}
            payload_bytes = json.dumps(payload).encode()
    out = args.output
    if out:
        if os.path.isdir(out):
            named = payload if game != "cfs" else {"game": "cfs"}
            out = os.path.join(out, box_saves.file_name(named, seq))
        try:
            with open(out, "wb") as f:
                f.write(payload_bytes)
        except OSError as e:
            return _fail("cannot write %s (%s)" % (out, e.strerror or e))
    title = "from %s: %s (seq %d); slots: %s" % (where, slot, seq, states)
    if out and not args.json:
        title += "; saved to %s" % out
    if game != "cfs":
        args.log = slot
        if not args.json and not args.csv:
            print(title)
        return replay_games.REPLAY[game](payload, args, str(replay_cmd.TEAMS), sys.stdout)
    return replay_cmd.print_report(payload, args, None if args.json else title)


def _state(data):
    if data is None:
        return "absent"
    got = store.decode(data)
    if got is None:
        return "damaged"
    return "seq %d" % got[0]
