"""`sideline pull [--port P] [-o FILE|DIR]`: the saved game off the board, as `replay` shows it.

Reads both save slots from the board's root with mpremote, keeps the newest valid one
(store.newest: a torn or corrupted slot is skipped), prints it as `sideline replay` does
for its game (College Football Saturday's drive chart and box score, Fliip's score sheet,
Dice-Bowl's final and statistics, RLB's match report), and with -o writes the saved game
(the slot's JSON payload) to FILE for `sideline replay`, or into the folder DIR under a
name by game and teams (`<id>_mesa_coyotes_at_harbor_gulls_seq12.json`), so that a season's
saves pile up for `sideline league`. A board keeps one save per game (a game left for
another in setup waits in its own file): the report is the game played last's (or --game's),
-o DIR writes every saved game, one file each, and -o FILE with several saved asks for
--game. A Dice-Bowl box plays HOME against AWAY: --home and
--away write the teams' names into the save for the league.
Reading stops the running scoreboard; the board is soft-rebooted afterwards so main.py
picks the game up again from the same save (--no-reset leaves it at its REPL). Exit status: 0 done,
1 no board / no answer / no valid save, 2 usage error.
"""

import json
import os
import sys

from rich.console import Console

import games
from host_tools.common import box_saves, games_table, registry, replay_cmd
from host_tools.device.board import Board, seconds
from host_tools.device.flash_cmd import _spinner
from host_tools.device.flashing import BoardError
from sideline import resume, store


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
    p.add_argument(
        "--game",
        metavar="ID",
        default=None,
        help="the saved game of this game (a board keeps one per game; default: the game "
        "played last, and with -o DIR every saved game, one file each)",
    )
    p.add_argument(
        "--remove-aside",
        action="store_true",
        help="copy the damaged saves the board set aside (*.bad) into -o DIR, then remove "
        "them from the board (the board never removes them itself)",
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
    """{file name: bytes or None} for both save slots, each game's own save (a game left
    for another in setup: store.parked_name) and the damaged files the board kept aside
    (store.ASIDE, and any other *.bad* among the board's files)."""
    names = list(store.SLOTS + store.ASIDE) + [store.parked_name(g) for g in games.INSTALLED]
    try:
        _files, listing = board.survey([], [""])
        for n in sorted(listing.get("") or []):
            if ".bad" in n and n not in names:
                names.append(n)
    except BoardError:
        pass  # the slots and games' files are read by name anyway
    return {name: board.read_file(name) for name in names}


def move_aside_off(board, slots, folder):
    """Copy the damaged files the board set aside into folder, then remove them from the
    board (the box itself never deletes them); a one-line problem, or None."""
    if not folder or not os.path.isdir(folder):
        return "--remove-aside copies them off first: give -o DIR, a folder"
    for name in sorted(slots):
        if ".bad" in name and slots[name] is not None:
            path = os.path.join(folder, name)
            if os.path.exists(path):
                return "%s is there already: pull into another folder" % path
            with open(path, "wb") as f:
                f.write(slots[name])
            board.remove(name)
            print("sideline pull: %s copied to %s, removed from the board" % (name, path))
            slots[name] = None
    return None


def saved_games(slots):
    """[(game id, seq, payload bytes, file name)] of every game saved on the board: the
    slots' game first (the one played last), then each game left for another in setup."""
    out = []
    got = store.newest([slots.get(n) for n in store.SLOTS])
    playing = None
    if got is not None:
        seq, payload, index = got
        playing = resume.game_of(payload, resume.UNNAMED)
        if not resume.is_start(payload):
            out.append((playing, seq, payload, store.SLOTS[index]))
    for g in games.INSTALLED:
        name = store.parked_name(g)
        kept = store.decode(slots.get(name))
        if kept is None or (g == playing and out):
            continue  # the slots hold its newer copy
        out.append((g, kept[0], kept[1], name))
    return out


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
            if args.remove_aside:
                problem = move_aside_off(board, slots, args.output)
                if problem:
                    return _fail(problem)
            where = board.describe()
            if not args.no_reset:
                board.restart()
    except BoardError as e:
        return _fail(str(e))
    except KeyboardInterrupt:
        return _fail("interrupted")
    states = ", ".join("%s %s" % (n, _state(slots[n])) for n in store.SLOTS)
    aside = [n for n in slots if ".bad" in n and slots.get(n) is not None]
    if aside:
        states += "; kept aside as damaged: " + " ".join(aside)
    games = saved_games(slots)
    if not games:
        return _fail("no saved game on the board (%s)" % states)
    if len(games) > 1:
        states += "; games saved: " + ", ".join(g[0] for g in games)
    chosen = games
    if args.game is not None:
        chosen = [g for g in games if g[0] == args.game]
        if not chosen:
            return _fail("no saved game of %s on the board (%s)" % (args.game, states))
    out = args.output
    if out and os.path.isdir(out):
        for game, seq, payload_bytes, _name in chosen[1:]:  # one file per saved game
            status = write_save(payload_bytes, seq, game, out)
            if status:
                return status
    elif out and len(chosen) > 1:
        return _fail(
            "%d games saved (%s): -o %s takes one; say which with --game ID, or give a "
            "folder for one file each" % (len(chosen), ", ".join(g[0] for g in chosen), out)
        )
    game, seq, payload_bytes, name = chosen[0]
    return show_save(payload_bytes, seq, name, args, where, states)


def write_save(payload_bytes, seq, game, folder):
    """A saved game into folder under its name by game and teams; 0, or the exit status."""
    named = _named(payload_bytes, game)
    path = os.path.join(folder, box_saves.file_name(named, seq))
    try:
        with open(path, "wb") as f:
            f.write(payload_bytes)
    except OSError as e:
        return _fail("cannot write %s (%s)" % (path, e.strerror or e))
    print("sideline pull: %s saved to %s" % (game, path), file=sys.stderr)
    return 0


def show_save(payload_bytes, seq, slot, args, where, states):
    """Write the save where -o says and print it as `replay` would; the exit status."""
    game = replay_cmd.game_of(payload_bytes)
    hook = registry.hook(game, "replay")
    if hook is None:
        return _fail("%s: a save of game %s, which this version does not know" % (slot, game))
    payload, err = hook.load(payload_bytes, slot)
    if err:
        return _fail(err)
    if (args.home or args.away) and game != resume.UNNAMED:  # the unnamed game's: ignored
        if not registry.host(game).get("side_names") or not (args.home and args.away):
            return _fail(_sides_line())
        if args.home == args.away:
            return _fail(_sides_line())
        payload["names"] = {"home": args.home, "away": args.away}
        payload_bytes = json.dumps(payload).encode()
    out = args.output
    if out:
        if os.path.isdir(out):
            out = os.path.join(out, box_saves.file_name(_named(payload_bytes, game), seq))
        try:
            with open(out, "wb") as f:
                f.write(payload_bytes)
        except OSError as e:
            return _fail("cannot write %s (%s)" % (out, e.strerror or e))
    title = "from %s: %s (seq %d); slots: %s" % (where, slot, seq, states)
    if out and not args.json:
        title += "; saved to %s" % out
    args.log = slot
    if args.json:
        title = None  # the output is data: no line of words above it
    elif not getattr(hook, "TITLED", False):
        print(title)  # the report has no title of its own: the line goes first
        title = None
    return hook.report(payload, args, sys.stdout, title)


def _named(payload_bytes, game):
    """The save as file_name reads it: its JSON, or only its game for a save whose own
    reader is not JSON's (the unnamed game's slots)."""
    if game == resume.UNNAMED:
        return {"game": game}
    return json.loads(payload_bytes)


def _sides_line():
    named = [games_table.NAMES[g] for g, h in registry.hosts() if h.get("side_names")]
    return "--home and --away: two different names, for a %s save" % " or ".join(named)


def _state(data):
    if data is None:
        return "absent"
    got = store.decode(data)
    if got is None:
        return "damaged"
    return "seq %d" % got[0]
