"""`sideline flash [--port P] [--check]`: put the firmware on the Pico, copying only what changed.

Compiles firmware/ with mpy-cross for the RP2040 (main.py stays source so the board boots
it), asks the board for the SHA-256 of its copies (one mpremote session), copies the new
and changed files (each to x.new, renamed when whole), removes the .py sources a .mpy
replaced, reads back what it wrote, and hard-resets the board. `--check` prints the same
list and changes nothing (the board is soft-rebooted so the scoreboard runs again).
`make flash ARGS="--check --port /dev/ttyACM0"` passes options through. Exit status:
0 done, 1 no board / the board stopped answering / mpy-cross failed, 2 usage error.
"""

import contextlib
import sys
from pathlib import Path

from rich.console import Console
from rich.progress import (
    BarColumn,
    DownloadColumn,
    Progress,
    TextColumn,
    TimeRemainingColumn,
)

from host_tools.device import flashing
from host_tools.device.board import Board, seconds
from host_tools.device.flashing import CHANGED, NEW, STALE, UNCHANGED, BoardError, BuildError


def add_parser(sub):
    p = sub.add_parser(
        "flash",
        help="compile the firmware and copy what changed to the Pico",
        description="Compile firmware/ with mpy-cross for the Pico (armv6m), copy to the board "
        "only the files whose SHA-256 differs from the board's copy (with mpremote), remove "
        ".py sources replaced by .mpy, copy the team sheets and hardware.json, then reset "
        "the board.",
    )
    p.add_argument(
        "--port",
        metavar="PORT",
        help="the board's serial port, e.g. /dev/ttyACM0 or COM3 (default: the first USB "
        "serial port, as `mpremote connect auto`)",
    )
    p.add_argument(
        "--check",
        action="store_true",
        help="list what would change (new, changed, unchanged, stale) and change nothing",
    )
    p.add_argument(
        "--timeout",
        type=seconds,
        default=10.0,
        metavar="SECONDS",
        help="how long to wait for the board to answer (default 10)",
    )
    p.add_argument(
        "--firmware",
        metavar="DIR",
        default=str(flashing.FIRMWARE),
        help="the firmware folder to flash (default: this checkout's firmware/)",
    )
    p.set_defaults(run=run)
    return p


def _fail(msg):
    print("sideline flash: %s" % msg, file=sys.stderr)
    return 1


def _kb(n):
    return "%.1f KB" % (n / 1024) if n >= 1024 else "%d bytes" % n


def run(args, parser=None, out=None):
    out = out or sys.stdout
    err_console = Console(file=sys.stderr)
    live = err_console.is_terminal
    firmware = Path(args.firmware)
    if not firmware.is_dir():
        return _fail("no firmware folder at %s" % firmware)
    sources, _home = flashing.firmware_files(firmware)
    if not any(s.rel == "main.py" for s in sources):
        return _fail("%s has no main.py: that is not a firmware folder" % firmware)

    # 1. Build everything first: a file mpy-cross refuses stops us before the board is touched.
    try:
        artefacts = _build(sources, err_console, live)
    except BuildError as e:
        return _fail(str(e))

    # 2. Ask the board what it has, 3. copy what changed.
    try:
        board = Board(args.port, timeout=args.timeout)
        with _spinner(err_console, live, "connecting to the board"):
            board.connect()
        with board:
            print("board %s" % board.describe(), file=out)
            board.check_mpy_version()
            owned = flashing.package_dirs(sources)
            stale = flashing.stale_candidates(artefacts)
            dirs = flashing.dirs_needed(artefacts)
            paths = [a.dest for a in artefacts] + stale + dirs
            with _spinner(err_console, live, "reading what is on the board"):
                files, listing = board.survey(paths, owned)
            plan = flashing.make_plan(artefacts, files, listing, owned)
            _print_plan(plan, out, verbose=args.check)
            counts = _counts(plan)
            if args.check:
                print(
                    "check only: %d new, %d changed, %d unchanged, %d stale; nothing was "
                    "changed on the board"
                    % (counts[NEW], counts[CHANGED], counts[UNCHANGED], counts[STALE]),
                    file=out,
                )
                board.restart()  # the scoreboard runs again, as it was
                return 0
            for d in dirs:
                got = files.get(d)
                if got is None:
                    board.mkdir(d)
                elif got != ("dir",):
                    raise BoardError("/%s on the board is a file where a folder must go" % d)
            todo = [a for status, _, a in plan if status in (NEW, CHANGED)]
            _copy(board, todo, err_console, live)
            for status, path, _ in plan:
                if status == STALE:
                    board.remove(path)
            if todo:
                # Read back what was written: the copy counts only if the board has it.
                check, _ = board.survey([a.dest for a in todo], [])
                bad = [a.dest for a in todo if not _same(check.get(a.dest), a)]
                if bad:
                    raise BoardError("the board's copy of %s does not match" % ", ".join(bad))
            board.reset()
    except BoardError as e:
        return _fail(str(e))
    except KeyboardInterrupt:
        return _fail("interrupted: the board may hold a mix of old and new files; flash again")
    copied = sum(len(a.data) for a in todo)
    print(
        "copied %d file%s (%s), removed %d stale, %d unchanged; board reset"
        % (
            len(todo),
            "" if len(todo) == 1 else "s",
            _kb(copied),
            counts[STALE],
            counts[UNCHANGED],
        ),
        file=out,
    )
    return 0


def _spinner(console, live, text):
    """A spinner on a terminal while something may take a second; nothing otherwise."""
    if live:
        return console.status(text + "\u2026")
    return contextlib.nullcontext()


def _build(sources, console, live):
    n = sum(1 for s in sources if s.kind == "mpy")
    if not live:
        return flashing.build(sources)
    with Progress(
        TextColumn("compiling"),
        BarColumn(),
        TextColumn("{task.completed}/{task.total} {task.description}"),
        console=console,
        transient=True,
    ) as progress:
        task = progress.add_task("", total=n)

        def step(s):
            if s.kind == "mpy":
                progress.update(task, advance=1, description=s.rel)

        return flashing.build(sources, progress=step)


def _copy(board, todo, console, live):
    total = sum(len(a.data) for a in todo)
    if not todo:
        return
    if not live:
        for a in todo:
            board.write_file(a.dest, a.data)
        return
    with Progress(
        TextColumn("copying {task.description}"),
        BarColumn(),
        DownloadColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=True,
    ) as progress:
        task = progress.add_task("", total=total)
        for a in todo:
            progress.update(task, description=a.dest)
            board.write_file(a.dest, a.data, lambda n: progress.update(task, advance=n))


def _same(got, a):
    """Whether the board's (size, sha256) is the artefact's (size only without hashlib)."""
    return got is not None and got[0] == len(a.data) and got[1] in (None, a.sha256)


def _counts(plan):
    counts = {NEW: 0, CHANGED: 0, UNCHANGED: 0, STALE: 0}
    for status, _, _ in plan:
        counts[status] += 1
    return counts


def _print_plan(plan, out, verbose):
    for status, path, a in plan:
        if status == UNCHANGED and not verbose:
            continue
        size = "" if a is None else _kb(len(a.data))
        print("  %-9s %-32s %s" % (status, path, size), file=out)
