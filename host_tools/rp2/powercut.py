"""`sideline soak --uf2 UF2`: power cuts on the real port (issue 29, item 7).

The firmware runs from the UF2 on the emulated Pico (host_tools/rp2/board.py) with its
flash modelled as NOR flash behaves when the power fails part-way (host_tools/rp2/nor.mjs:
a sector partly erased, a page partly programmed). Each round plays one game (CFS,
Dice-Bowl, Fliip, RLB in turn) by the board's buttons. Before each press a cut is armed at
a seeded random instant of the flash work the press starts: the nth erase, or the nth page
program, of it, some fraction of the way through. A press whose work ends before that is a
completed save: the flash is read (littlefs, as the host reads it: littlefs-python) and
its newest save slot becomes "the last completed save". A press that is cut leaves the
flash as the cut left it, and then:

- the filesystem mounts and every file reads; every file but the save slots is as it was
  installed (the firmware, the team files);
- the newest good save slot is the last completed save or a newer one (the one being
  written: its CRC says it is whole), never an older game, never none;
- powered again, the box boots into that game (the slots name it; the text line shows no
  BAD SAVE or ERR; no traceback on the console) and the next presses play on.

Counts per game and per kind of cut (mid-erase, mid-program) and what each cut kept.
"""

import random
import re
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path

import games
from host_tools.rp2 import board as rp2
from host_tools.rp2 import emulate
from sideline import store
from sideline.resume import saved_game

GAMES = games.INSTALLED  # the rounds play them in turn, in the board's order
KINDS = ("erase", "program")
# The firmware's littlefs on the Pico (MicroPython's ports/rp2: the last 1,408 KB of the
# 2 MB flash, 4 KB blocks, _boot.py's progsize=256; readsize and lookahead its defaults;
# extmod/vfs_lfsx.c's cache of 4 x 256 bytes: with a smaller one a 413-byte inline file,
# which the Pico reads, reads as LFS_ERR_CORRUPT).
FLASH = 2 * 1024 * 1024
FS_BYTES = 1408 * 1024
FS_OFFSET = FLASH - FS_BYTES
BLOCK = 4096
# Presses that play the game without leaving it (MODE would go to setup): ROLL and OK
# most, the others as a player's slips and corrections.
PRESSES = ("ROLL",) * 5 + ("OK",) * 3 + ("UNDO", "UP", "DOWN", "BACK")
# Power-on to the game: the self-test's lamp test, then its role tags ("CL70"), when a press
# and release skips the rest of it (sideline.selftest), as a player would.
IDENT = re.compile(r"[A-Z]{2}7[0-7]")
BOOT_LIMIT_MS = 20000
BOOT_STEP_MS = 250
AFTER_CUT = (0, 3)  # presses left uncut after each cut, at random: the game moves on
QUIET_MS = 300  # no flash erase or program for this long: the press's work is done
SETTLE_LIMIT_MS = 6000
IDLE_PRESSES = 12  # presses in a row without a save: the game is over, the round ends
OUTCOMES = ("last completed", "being written")


class CutFailure(AssertionError):
    pass


class FsError(CutFailure):
    pass


def fs_files(image):
    """Every file of the firmware's littlefs in a flash image (bytes): {path: bytes}.
    FsError when it does not mount or a file does not read."""
    import littlefs  # why: littlefs-python, a dev dependency: only the emulated flash's files

    ctx = littlefs.UserContext(FS_BYTES)
    ctx.buffer[:] = image[FS_OFFSET : FS_OFFSET + FS_BYTES]
    fs = littlefs.LittleFS(
        context=ctx,
        block_size=BLOCK,
        block_count=FS_BYTES // BLOCK,
        read_size=32,
        prog_size=256,
        lookahead_size=32,
        cache_size=1024,
        mount=False,
    )
    try:
        fs.mount()
        out = {}
        for root, _dirs, names in fs.walk("/"):
            for n in names:
                p = root.rstrip("/") + "/" + n
                with fs.open(p, "rb") as f:
                    out[p.lstrip("/")] = f.read()
        return out
    except littlefs.LittleFSError as e:
        raise FsError("littlefs: %s" % e) from e


def newest(files):
    """(seq, payload) of the newest good save slot, or None."""
    got = store.newest([files.get(n) for n in store.SLOTS])
    return None if got is None else (got[0], got[1])


def verdict(last, installed, files, where="cut"):
    """What a cut kept, from the files the flash holds after it (fs_files): OUTCOMES[0]
    when the newest good save slot is `last` (the last completed save: (seq, payload)),
    OUTCOMES[1] when it is a newer one (the save being written, whole: its CRC holds).
    CutFailure when no good slot is left, when it is older than `last`, or when a file
    that is not a save slot differs from `installed` (or is new, or gone)."""
    others = {p: d for p, d in files.items() if p not in store.SLOTS}
    if others != installed:
        changed = sorted(
            set(others) ^ set(installed)
            | {p for p in others if p in installed and others[p] != installed[p]}
        )
        raise CutFailure("%s: files changed: %s" % (where, changed))
    got = newest(files)
    if got is None:
        raise CutFailure("%s: no good save slot left (last completed: seq %d)" % (where, last[0]))
    if got[0] < last[0] or (got[0] == last[0] and got[1] != last[1]):
        raise CutFailure("%s: an older game (seq %d, last completed %d)" % (where, got[0], last[0]))
    return OUTCOMES[0] if got[0] == last[0] else OUTCOMES[1]


class Counts:
    def __init__(self):
        self.lock = threading.Lock()
        self.by = {}  # (game, kind, what) -> n
        self.notes = {}

    def add(self, game, kind, what, n=1):
        k = (game, kind, what)
        with self.lock:
            self.by[k] = self.by.get(k, 0) + n

    def note(self, what, n=1):
        with self.lock:
            self.notes[what] = self.notes.get(what, 0) + n

    def cuts(self):
        return sum(n for (g, k, w), n in self.by.items() if w == "cuts")

    def table(self):
        """A row per kind of cut and what it kept, a column per game."""
        lines = ["%-30s" % "cut" + "".join("%10s" % g for g in GAMES) + "%10s" % "all"]
        for kind in KINDS:
            for what in ("cuts",) + OUTCOMES:
                row = [self.by.get((g, kind, what), 0) for g in GAMES]
                name = "mid-%s: %s" % (kind, what)
                lines.append("%-30s" % name + "".join("%10d" % n for n in row) + "%10d" % sum(row))
        for k in sorted(self.notes):
            lines.append("%-30s %d" % (k, self.notes[k]))
        return lines


class Round:
    """One board from the installed flash, playing one game until `cuts` cuts or its end."""

    def __init__(self, uf2, pristine, game, rng, counts, tmp, log=None):

        self.game = game
        self.rng = rng
        self.counts = counts
        self.log = log or (lambda line: None)
        self.image = Path(tmp) / "round.flash"
        shutil.copyfile(pristine, self.image)
        self.board = rp2.Board(uf2, rp2.REPO / "firmware" / "hardware.json", flash=self.image)
        self.installed = None  # the files that are not saves, as installed
        self.most = {"erase": 1, "program": 1}  # the most calls of each kind a press made
        try:
            self.box = rp2.Rp2Box(self.board)
            self.pins = {b["name"]: b["pin"] for b in self.board.cfg["buttons"]}
            emulate.start_game(self.board, game)  # looked up now: a test stands in for it
            self._boot("start")
        except BaseException:
            # The board writes its flash back to tmp as it quits: before tmp goes.
            self.board.close()
            raise

    def close(self):
        self.board.close()

    # -- the flash as the host reads it ------------------------------------------------
    def files(self):
        self.board.save()
        return fs_files(self.image.read_bytes())

    def _firmware(self, files):
        return {p: d for p, d in files.items() if p not in store.SLOTS}

    # -- power-on ----------------------------------------------------------------------
    def _boot(self, why):
        spent = 0
        while not any(IDENT.search(t) for t in self.box.texts().values()):
            if spent >= BOOT_LIMIT_MS:
                raise CutFailure("%s: no self-test %d ms after power-on" % (why, spent))
            self.box.advance(BOOT_STEP_MS)
            spent += BOOT_STEP_MS
        self._press("OK")  # skips the rest of the self-test
        self._settle()
        self.box.sync()
        text = self.box.texts().get("text", "").strip()
        out = "\n".join(self.box.lines)
        if "Traceback" in out:
            raise CutFailure("%s: a traceback on the console: %s" % (why, out[-300:]))
        if text.startswith("ERR") or "BAD" in text:
            raise CutFailure("%s: the text line shows %r" % (why, text))
        files = self.files()
        got = newest(files)
        if got is None or saved_game(got[1], None)[0] != self.game:
            raise CutFailure("%s: the box did not boot into %s (%r)" % (why, self.game, got))
        if self.installed is not None and got[0] < self.last[0]:
            raise CutFailure("%s: booted, the box saved an older game (seq %d)" % (why, got[0]))
        if self.installed is None:
            self.installed = self._firmware(files)
        self.last = got
        self.box.lines.clear()

    def _press(self, name):
        b = self.board
        b.button(self.pins[name], True)
        b.run(60)
        b.button(self.pins[name], False)

    def _flash_work(self):
        s = self.board.stats()
        return s["erases"] + s["programs"]

    def _settle(self):
        """Run until the flash has been quiet for QUIET_MS (or the board is off)."""
        spent = 0
        last = self._flash_work()
        quiet = 0
        while spent < SETTLE_LIMIT_MS and quiet < QUIET_MS:
            self.board.run(100)
            spent += 100
            now = self._flash_work()
            quiet = quiet + 100 if now == last else 0
            last = now

    # -- one press, perhaps cut ----------------------------------------------------------
    def plain(self, presses=PRESSES):
        """One press (one of `presses`, at random), no cut. Whether it saved."""
        before = self.board.stats()["calls"]
        self._press(self.rng.choice(presses))
        self._settle()
        after = self.board.stats()["calls"]
        made = {k: after[k] - before[k] for k in KINDS}
        if not any(made.values()):
            return False
        for k in KINDS:
            self.most[k] = max(self.most[k], made[k])
        self.last = newest(self.files())
        self.counts.note("presses saved, no cut")
        return True

    def step(self):
        """One press with a cut armed in its flash work. Returns 'cut', 'saved' or None
        (the press wrote nothing)."""
        b = self.board
        kind = self.rng.choice(KINDS)
        nth = self.rng.randint(1, self.most[kind])
        at = self.rng.random()
        seed = self.rng.randrange(1 << 31)
        before = dict(b.call(op="cut", kind=kind, nth=nth, at=at, seed=seed)["calls"])
        self._press(self.rng.choice(PRESSES))
        self._settle()
        got = b.call(op="cut")
        fired = got["fired"]
        made = {k: got["calls"][k] - before[k] for k in KINDS}
        if fired is None:
            if not any(made.values()):
                return None
            for k in KINDS:
                self.most[k] = max(self.most[k], made[k])
            self.last = newest(self.files())
            self.counts.note("presses saved, no cut")
            return "saved"
        self._check_cut(fired)
        return "cut"

    def _check_cut(self, fired):
        kind = fired["kind"]
        where = "%s cut at %.2f of call %d (0x%x)" % (
            kind,
            fired["done"],
            fired["call"],
            fired["offset"],
        )
        files = self.files()
        outcome = verdict(self.last, self.installed, files, where)
        self.last = newest(files)  # what the box must boot into
        self.counts.add(self.game, kind, "cuts")
        self.counts.add(self.game, kind, outcome)
        self.log("%s %s: %s" % (self.game, where, outcome))
        self.board.call(op="power")
        self._boot(where)


def pristine_image(uf2, out=sys.stderr):
    """The flash image just after `make flash` installed the firmware (board.start keeps it)."""

    rp2.start(uf2, out=out).close()
    return rp2.REPO / ".sideline" / "rp2" / (Path(uf2).stem + ".installed.flash")


def _round(uf2, pristine, game, seed, cuts_wanted, per_round, counts, tmp, log):
    """One round of `game`: up to per_round cuts (fewer when the game ends or the run has
    its cuts). CutFailure at the first loss."""
    rnd = Round(uf2, pristine, game, random.Random(seed), counts, tmp, log)
    try:
        done = idle = 0
        plain = 1  # a save first: how many erases and programs one makes
        while done < per_round and idle < IDLE_PRESSES and counts.cuts() < cuts_wanted():
            if plain:
                what = "saved" if rnd.plain() else None
                plain -= what == "saved"
            else:
                what = rnd.step()
            counts.note("presses")
            idle = idle + 1 if what is None else 0
            if what == "cut":
                done += 1
                plain = rnd.rng.randint(*AFTER_CUT)
    except CutFailure as e:
        raise CutFailure("%s round (seed %d): %s" % (game, seed, e)) from e
    except rp2.BoardStalled as e:
        # The emulator's own fault (rp2040js): the round ends where it stalled, its cuts so
        # far checked and counted; the count and the reason are printed with the run's.
        counts.note("emulator stalls (round ended)")
        if log:
            log("%s round (seed %d): %s" % (game, seed, e))
        return
    finally:
        rnd.close()
    counts.note("rounds")


def run(
    uf2, cuts=300, seed=1, minutes=None, per_round=20, jobs=2, counts=None, log=None, out=sys.stderr
):
    """Cut `cuts` times (or until `minutes` have passed: no new cut is made after), the
    games in turn, `per_round` cuts a round, `jobs` boards at once (each a node process:
    the Python side only waits on them). CutFailure (or FsError) at the first loss;
    counts holds what was tried."""

    counts = counts if counts is not None else Counts()
    pristine = pristine_image(uf2, out=out)
    rng = random.Random(seed)
    t0 = time.monotonic()
    lock = threading.Lock()
    order = iter(range(10**9))
    failures = []

    def wanted():
        late = minutes is not None and time.monotonic() - t0 > minutes * 60
        return 0 if failures or late else cuts

    def worker(tmp):
        while True:
            with lock:
                if counts.cuts() >= cuts or failures:
                    return
                if minutes is not None and time.monotonic() - t0 > minutes * 60:
                    return
                r = next(order)
                game = GAMES[r % len(GAMES)]
                s = rng.randrange(1 << 31)
            try:
                _round(uf2, pristine, game, s, wanted, per_round, counts, tmp, log)
            except Exception as e:  # the first failure stops every worker
                failures.append(e)
                return

    with tempfile.TemporaryDirectory() as tmp:
        threads = []
        for j in range(jobs):
            d = Path(tmp) / str(j)
            d.mkdir()
            threads.append(threading.Thread(target=worker, args=(d,), daemon=True))
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    if failures:
        raise failures[0]
    return counts
