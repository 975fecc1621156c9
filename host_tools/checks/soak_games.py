"""The four games' long run (issue 29, item 6): `sideline soak` drives College Football
Saturday, Dice-Bowl, Fliip and Rugby League Breakout on the virtual box through the real
button path (the pins: presses, holds, presses that chatter), switching among them with
setup's GAME, and meets each with the faults the board meets:

- power cuts: the save being written torn at a random byte under every write model the
  storage tests know (host_tools/emulator/powercut.py); the box boots again from what is left and
  must have the last completed save or the one being written, never an older game;
- damaged data files: team sheets (CFS), kicking tables (Fliip), rosters (RLB) mutated,
  cut, made not UTF-8 or made a folder; the box boots that game and plays on;
- damaged wiring files: main.py's own boot (host_tools/emulator/main_boot.py, the stub machine)
  with a mutated hardware.json must not leave main.py;
- the command line: the commands that read those files given the damaged ones answer
  in lines of their own, no traceback (a line of cli's last resort is counted apart).

Nothing may raise, no press may end in ERR (the runner's fault count stays 0). Seeded: a
failure names its round, which replays with the same seed. Counts per game and per fault.
"""

import contextlib
import io
import json
import random
import re
import shutil
import tempfile
import time
from pathlib import Path

from host_tools.checks.fuzz import mutate_bytes, mutate_json
from host_tools.common import registry
from host_tools.emulator.main_boot import boot, flash_folder
from host_tools.emulator.powercut import MODELS, cut_save
from host_tools.emulator.virtual_box import FIRMWARE, VirtualBox, memory_storage
from sideline import store
from sideline.app import installed
from sideline.resume import UNNAMED, game_of

GAMES = registry.ids()  # the installed games with a host side, in the board's order
BUTTONS = ("CLOCK", "ROLL", "MODE", "OK", "UP", "DOWN", "BACK", "UNDO")
FAULTS = (
    "presses",
    "holds",
    "chattering presses",
    "game switches",
    "power cuts (truncating)",
    "power cuts (in_place)",
    "damaged data files",
    "damaged wiring files",
    "command lines",
)


LAST_RESORT = re.compile(r"^sideline [a-z]+: error: ([A-Z]\w*(Error|Exception)): ", re.M)


class SoakFailure(AssertionError):
    pass


class Counts:
    def __init__(self):
        self.by = {}  # (game, fault) -> n
        self.notes = {}  # what else held, by name

    def add(self, game, fault, n=1):
        self.by[(game, fault)] = self.by.get((game, fault), 0) + n

    def note(self, what, n=1):
        self.notes[what] = self.notes.get(what, 0) + n

    def table(self):
        """The summary's lines: a row per fault, a column per game."""
        head = "%-26s" % "fault" + "".join("%10s" % g for g in GAMES) + "%10s" % "all"
        lines = [head]
        for f in FAULTS:
            row = [self.by.get((g, f), 0) for g in GAMES]
            lines.append("%-26s" % f + "".join("%10d" % n for n in row) + "%10d" % sum(row))
        for k in sorted(self.notes):
            lines.append("%-26s %d" % (k, self.notes[k]))
        return lines


class Round:
    """One round: a box playing one game (and whatever setup's GAME switches it to)."""

    def __init__(self, rng, counts, root, game):
        self.rng = rng
        self.counts = counts
        self.root = root
        self.storage = memory_storage()
        self.box = self._boot(game)

    def _boot(self, game=None):
        box = VirtualBox(
            game=game,
            storage=self.storage,
            seed=self.rng.randrange(1, 1 << 20),
            games=installed(),
            root=self.root,
            log=lambda line: None,
        )
        self._check(box, "boot")
        return box

    @property
    def game(self):
        return self.box.app.ID

    def _check(self, box, what):
        if box.runner.errors:
            raise SoakFailure("%s (%s): %s" % (what, box.app.ID, box.runner.last_error))

    # --- the button path ---------------------------------------------------------------
    def press(self):
        name = self.rng.choice(BUTTONS)
        self.box.press(
            name, hold_ms=self.rng.randrange(30, 200), after_ms=self.rng.randrange(5, 400)
        )
        self.counts.add(self.game, "presses")

    def hold(self):
        name = self.rng.choice(BUTTONS)
        self.box.hold(name, self.rng.randrange(850, 2500))
        self.counts.add(self.game, "holds")

    def chatter(self):
        box, rng = self.box, self.rng
        pin = box.pins[box.by_pin[rng.choice(BUTTONS)]]
        for level in (0, None):  # bounces at the contact, then at the release
            for _ in range(rng.randrange(1, 6)):
                pin.drive(level)
                box.advance(rng.randrange(1, 3))
                pin.drive(None if level == 0 else 0)
                box.advance(rng.randrange(1, 3))
            pin.drive(level)
            box.advance(rng.randrange(60, 300))
        self.counts.add(self.game, "chattering presses")

    def switch(self):
        """Setup's GAME: MODE into setup (it opens on GAME), OK, UP to another game, OK,
        NEW GAME? OK."""
        box, before = self.box, self.game
        for _ in range(8):
            if box.app.summary()["mode"] == "setup":
                break
            box.press("MODE")
        else:
            raise SoakFailure("setup never reached (%s)" % before)
        box.advance(2000)  # a flash up (KEPT, NEW GAME) first
        box.press("OK")
        for _ in range(self.rng.randrange(1, len(GAMES))):
            box.press("UP")
        box.press("OK")
        box.press("OK")
        box.advance(1600)
        self._check(box, "switch from %s" % before)
        if self.game != before:
            self.counts.add(self.game, "game switches")
        box.press("BACK")  # back to play, if setup is still up

    # --- power cuts ------------------------------------------------------------------------
    def power_cut(self):
        box, st, rng = self.box, self.storage, self.rng
        files = dict(st.files)
        old = store.newest([files.get(n) for n in store.SLOTS])
        payload = b"".join(bytes(p) for p in box.app.save_parts())
        model = rng.choice(MODELS)
        _probe, size = cut_save(files, st, payload, model, 0)
        cut = rng.randrange(size + 1)
        torn, _size = cut_save(files, st, payload, model, cut)
        got = store.newest([torn.get(n) for n in store.SLOTS])
        allowed = [payload] + ([old[1]] if old is not None else [])
        if (got is None and old is not None) or (got is not None and got[1] not in allowed):
            raise SoakFailure(
                "power cut (%s at %d of %d): an older game came back" % (model, cut, size)
            )
        game = self.game
        self.storage = memory_storage()
        self.storage.files.update(torn)
        self.box = self._boot()
        self.counts.add(game, "power cuts (%s)" % model)
        want = None if got is None else game_of(got[1], UNNAMED)
        if want in GAMES and self.box.app.kept is None and self.game != want:
            raise SoakFailure("power cut: a save of %s woke up as %s" % (want, self.game))

    def step(self):
        r = self.rng.random()
        if r < 0.55:
            self.press()
        elif r < 0.7:
            self.chatter()
        elif r < 0.8:
            self.hold()
        elif r < 0.83:
            self.switch()
        elif r < 0.93:
            self.power_cut()
        else:
            self.box.advance(self.rng.randrange(100, 5000))
        self._check(self.box, "step")


# --- damaged files ------------------------------------------------------------------------


def _damage(rng, path):
    """Damage a data file in place (bytes, JSON values, not UTF-8, a folder); return how."""
    data = path.read_bytes()
    how = rng.randrange(5)
    if how == 0:
        path.write_bytes(mutate_bytes(rng, data))
        return "bytes"
    if how == 1:
        try:
            obj = json.loads(data)
        except ValueError:
            path.write_bytes(mutate_bytes(rng, data))
            return "bytes"
        path.write_text(json.dumps(mutate_json(rng, obj)))
        return "json"
    if how == 2:
        path.write_bytes(data[: rng.randrange(len(data) + 1)] + b"\xff\xfe\xc3")
        return "not utf-8"
    if how == 3:
        path.write_text("[" * rng.randrange(500, 5000))
        return "nested"
    path.unlink()
    path.mkdir()
    return "folder"


def _restore(src, path):
    if path.is_dir():
        path.rmdir()
    shutil.copy(src, path)


def data_files(game):
    """(the folder of a game's data files on the board, or None; the commands that read one
    on the host): its own check (its HOST's "check_command"), then `sheet check`."""
    folder = __import__("games." + game, None, None, ("TEAMS",)).TEAMS
    own = registry.host(game).get("check_command")
    return folder, ([own] if own else []) + [["sheet", "check"]]


def data_file_case(rng, counts, root, game, sideline):
    folder, commands = data_files(game)
    if folder is None:
        return
    names = sorted(p.name for p in (root / folder).glob("*.json"))
    path = root / folder / rng.choice(names)
    src = FIRMWARE / folder / path.name
    _damage(rng, path)
    try:
        box = VirtualBox(game=game, seed=rng.randrange(1, 1000), root=root, log=lambda x: None)
        for _ in range(rng.randrange(5, 20)):
            box.press(rng.choice(BUTTONS))
        if box.runner.errors:
            raise SoakFailure("%s with a damaged %s: %s" % (game, path.name, box.runner.last_error))
        counts.add(game, "damaged data files")
        for argv in commands:
            command_case(sideline, counts, game, argv + [str(path)])
        more = registry.hook(game, "soak")  # a game's other files (RLB's orders)
        if more is not None:
            run = lambda argv: command_case(sideline, counts, game, argv)  # noqa: E731
            more.damaged_files(rng, root, run, _damage, _restore)
    finally:
        _restore(src, path)


def command_case(sideline, counts, game, argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = sideline(argv)
    text = err.getvalue()
    if not isinstance(code, int) or "Traceback" in text + out.getvalue():
        raise SoakFailure("%s: %r %s" % (" ".join(argv), code, text[-300:]))
    counts.add(game, "command lines")
    m = LAST_RESORT.search(text)
    if m:
        counts.note("cli's last resort: %s (%s)" % (" ".join(argv[:2]), m.group(1)))


def wiring_case(rng, counts, game, tmp, sideline):
    """main.py's own boot with a damaged hardware.json: it must not leave main.py."""
    root = Path(tempfile.mkdtemp(dir=tmp))
    good = (FIRMWARE / "hardware.json").read_bytes()
    if rng.random() < 0.5:
        wiring = mutate_bytes(rng, good)
    else:
        wiring = json.dumps(mutate_json(rng, json.loads(good))).encode()
    flash_folder(root, wiring=wiring)
    b = boot(root, run_ms=rng.randrange(300, 6000))
    if b.crash is not None:
        raise SoakFailure("main.py left for the REPL with a damaged wiring file: %r" % b.crash)
    counts.add(game, "damaged wiring files")
    command_case(
        sideline, counts, game, ["hardware", "--check", "--config", str(root / "hardware.json")]
    )
    shutil.rmtree(root, ignore_errors=True)


def run(rounds, sideline, seed=1, minutes=None, counts=None, progress=None):
    """rounds rounds (or until minutes pass), seeded, the command lines run by sideline
    (host_tools.cli.main); returns the Counts."""
    counts = counts or Counts()
    t0 = time.monotonic()
    tmp = Path(tempfile.mkdtemp(prefix="sideline-soak-"))
    try:
        root = tmp / "flash"
        shutil.copytree(FIRMWARE / "teams", root / "teams")
        for i in range(rounds):
            if minutes is not None and time.monotonic() - t0 > minutes * 60:
                break
            rng = random.Random("soak %d/%d" % (seed, i))
            game = GAMES[i % len(GAMES)]
            try:
                r = Round(rng, counts, root, game)
                for _ in range(rng.randrange(20, 80)):
                    r.step()
                data_file_case(rng, counts, root, game, sideline)  # the round's own game's files
                if i % 4 == i // 4 % 4:  # each game's rounds in turn
                    wiring_case(rng, counts, game, tmp, sideline)
            except Exception as e:
                raise SoakFailure("round %d (seed %d, %s): %s" % (i, seed, game, e)) from e
            counts.note("rounds")
            if progress is not None:
                progress(i + 1, time.monotonic() - t0)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return counts
