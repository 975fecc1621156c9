"""The coach's tables written at flash time (host_tools/cfs/coach_tables.py, issue 10): the board
reads from flash the very numbers the coach would compute, a file that does not match is not
read, flash puts the file on the board, and MicroPython reads it into its arrays as the host
wrote them."""

import json
import shutil
import struct
from array import array
from pathlib import Path

import pytest

from drivers.storage import FileReader
from games import cfs
from games.cfs.callers import solitaire
from games.cfs.coach import odds as coachodds
from games.cfs.rules import game
from games.cfs.rules.odds import p_at_least
from games.cfs.sheet.load import parse_sheet
from host_tools.cfs import coach_tables
from host_tools.device import flashing
from host_tools.emulator.mpvm import run_code
from sideline.dice import seed_state

ROOT = Path(__file__).resolve().parents[4]
TEAMS = ["granite_rams", "cascade_otters", "bayou_herons", "prairie_comets"]


@pytest.fixture(scope="module")
def sheets_by_slug():
    folder = ROOT / "firmware" / "teams"
    return {s: parse_sheet(s + ".json", (folder / (s + ".json")).read_text())[0] for s in TEAMS}


@pytest.fixture(scope="module")
def data():
    return coach_tables.build()


@pytest.fixture
def stored(tmp_path):
    """The coach reading the file through the board's own reader (main.py's FileReader,
    here over a folder); computing again after. Returns the reader."""
    n = [0]

    def use(blob):
        n[0] += 1
        folder = tmp_path / str(n[0])
        (folder / "teams").mkdir(parents=True)
        (folder / cfs.FILES[0]).write_bytes(blob)
        cfs.read_at = FileReader(cfs.FILES, lambda path, mode: open(folder / path, mode))
        coachodds.reread()
        coachodds.CACHE.clear()
        return cfs.read_at

    yield use
    if hasattr(cfs, "read_at"):
        del cfs.read_at
    coachodds.reread()
    coachodds.CACHE.clear()


def _pair_bytes(offense, defense):
    # What a pair gives the coach: its index, odds rows and dist keys, and each yardage
    # table's three numbers at every k a snap may read (through coachodds.at, as a snap does).
    e = coachodds.pair(offense, defense)
    n = coachodds.TABLE_N
    tables = []
    for s in range(len(e[5])):
        got = array("f", bytes(12 * n))
        for k in range(n):
            coachodds.at(e, s, k, got, 3 * k)
        tables.append(got.tobytes())
    coachodds.CACHE.clear()
    odds = [array("d", c).tobytes() for c in e[3]]
    return bytes(e[2]), bytes(e[9]), odds, e[4], tables


def test_the_file_holds_every_dice_matchup_and_yardage_table(data):
    n = coachodds.DICE_MAX  # 6 dice at most of a colour (T1)
    assert data[:8] == b"SLCOACH2" and data[8] == coachodds.K_MAX and data[9] == n
    assert len(data) == 16 + 8 * n * n + 792 * n * n * 2
    # P(1 green die beats 1 red die): the green total ties or beats the red in 21 of 36 rolls (M2).
    assert struct.unpack_from("<d", data, coachodds.PM_AT)[0] == 21 / 36
    # 6 green dice total at least 6, one red die at most 6, and a tie is the offense's (M2).
    assert struct.unpack_from("<d", data, coachodds.PM_AT + 8 * (5 * n + 0))[0] == 1.0
    # Every yardage table reads P(Y >= 0) = 1 at k = 0 (some gain is certain once won), and
    # nothing yet gained below 0 yards: E[Y; Y < 0] = E[Y^2; Y < 0] = 0.
    for slot in range(2 * n * n):
        t = struct.unpack_from("<198f", data, coachodds.TABLES_AT + 792 * slot)
        assert abs(t[0] - 1.0) < 1e-6 and t[1] == t[2] == 0.0, slot
    # 1 green die, break-away 1, no +20 (slot 0): a roll of 1-6 (Y1), and with the orange at
    # most 1 (chance 1/6) more rolls (Y2-Y4). So Y = 1 only for a 1 and no break-away, 5/36:
    # P(Y >= 2) = 31/36, E[Y; Y < 2] = E[Y^2; Y < 2] = 5/36, the three numbers of k = 2 side
    # by side (at 3k); and more than 6 yards needs a break-away: P(Y >= 7) < 1/6.
    t = struct.unpack_from("<198f", data, coachodds.TABLES_AT)
    assert [round(x * 36, 5) for x in t[6:9]] == [31, 5, 5]
    assert 0 < t[3 * 7] < 1 / 6
    assert coach_tables.build() == data  # the same code writes the same bytes


def test_the_file_gives_the_numbers_the_coach_computes(sheets_by_slug, stored, data):
    """For every ordered pair of the shipped teams: the same odds rows, index and yardage
    tables, byte for byte, from the file as computed (so the calls cannot change)."""
    computed = {}
    for off in TEAMS:
        for dfn in TEAMS:
            if off != dfn:
                computed[off, dfn] = _pair_bytes(sheets_by_slug[off], sheets_by_slug[dfn])
    reads = []
    read = stored(data)

    def counting(name, offset, buf):
        reads.append(offset)
        return read(name, offset, buf)

    cfs.read_at = counting
    for (off, dfn), want in computed.items():
        assert _pair_bytes(sheets_by_slug[off], sheets_by_slug[dfn]) == want, (off, dfn)
    assert coachodds._FILE[0] is True
    assert any(o >= coachodds.TABLES_AT for o in reads)  # the tables did come from the file
    assert any(coachodds.PM_AT <= o < coachodds.TABLES_AT for o in reads)


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: b"SLCOACH0" + d[8:],  # another format
        lambda d: d[:8] + bytes([d[8] + 1]) + d[9:],  # tables to another length
        lambda d: d[:10],  # cut short
        lambda d: b"",
    ],
)
def test_a_file_that_does_not_match_is_not_read(sheets_by_slug, stored, data, damage):
    want = _pair_bytes(sheets_by_slug["granite_rams"], sheets_by_slug["cascade_otters"])
    reads = []
    read = stored(damage(data))

    def counting(name, offset, buf):
        reads.append(offset)
        return read(name, offset, buf)

    cfs.read_at = counting
    assert _pair_bytes(sheets_by_slug["granite_rams"], sheets_by_slug["cascade_otters"]) == want
    assert coachodds._FILE[0] is False
    assert reads == [0]  # the header only, then never again


def test_a_missing_file_or_a_failing_read_means_computing(sheets_by_slug, stored, data):
    want = _pair_bytes(sheets_by_slug["bayou_herons"], sheets_by_slug["prairie_comets"])

    def missing(name, offset, buf):
        raise OSError(2)

    stored(data)
    cfs.read_at = missing
    assert _pair_bytes(sheets_by_slug["bayou_herons"], sheets_by_slug["prairie_comets"]) == want
    assert coachodds._FILE[0] is False


def test_a_cut_table_is_computed(sheets_by_slug, stored, data):
    # A file cut inside its tables (a flash interrupted by a power cut): the header reads
    # good, the numbers past the cut are computed, every number still the computed one.
    off, dfn = sheets_by_slug["granite_rams"], sheets_by_slug["bayou_herons"]
    want = _pair_bytes(off, dfn)
    stored(data)
    slots = sorted(coachodds.pair(off, dfn)[5])
    coachodds.CACHE.clear()
    # Cut 100 bytes into the pair's third table in the file: two read from it, the rest not.
    cut = coachodds.TABLES_AT + 792 * slots[2] + 100
    stored(data[:cut])
    e = coachodds.pair(off, dfn)
    slots = list(e[5])
    assert _pair_bytes(off, dfn) == want
    assert coachodds._FILE[0] is True
    # The tables wholly before the cut stay in the file; one read past it made the table.
    kept = [type(t) is int for t in e[5]]
    assert kept == [coachodds.TABLES_AT + 792 * (t + 1) <= cut for t in slots]
    assert kept.count(True) == 2
    # Cut before the end of its P(green >= red): the numbers past the cut are computed too.
    stored(data[: coachodds.TABLES_AT - 8])
    assert _pair_bytes(off, dfn) == want


def test_with_the_file_a_pair_keeps_no_yardage_table(sheets_by_slug, stored, data):
    """The board keeps no 792-byte table a game: a snap reads its numbers from the file (on
    the real port, with 48 KB held, the heap had no such block left at a coach's warm-up)."""
    stored(data)
    e = coachodds.pair(sheets_by_slug["cascade_otters"], sheets_by_slug["bayou_herons"])
    assert len(e[5]) > 5 and all(type(t) is int for t in e[5])
    assert _pair_bytes(sheets_by_slug["cascade_otters"], sheets_by_slug["bayou_herons"])
    assert all(type(t) is int for t in e[5])  # reading changed nothing


def _coach_game(sheets, seed):
    G = game.new_game(sheets, seed_state(seed))
    states = {
        "home": solitaire.new_caller_state("coach", 1),
        "away": solitaire.new_caller_state("coach", 2),
    }
    log = []
    while not game.is_over(G):
        a = solitaire.next_action(states, G, sheets)
        log.append(json.dumps(a, sort_keys=True))
        game.apply(G, sheets, a)
    return log


def test_cfs_p1_a_coach_game_is_the_same_with_the_file(sheets_by_slug, stored, data):
    sheets = {"home": sheets_by_slug["granite_rams"], "away": sheets_by_slug["cascade_otters"]}
    coachodds.CACHE.clear()
    want = _coach_game(sheets, 4)
    stored(data)
    assert _coach_game(sheets, 4) == want
    assert coachodds._FILE[0] is True


def test_flash_puts_the_file_beside_the_team_sheets(data):
    sources, _ = flashing.firmware_files()
    got = [a for a in flashing.generated(sources) if a.dest == "teams/coach.odds"]
    assert len(got) == 1 and got[0].data == data
    # Only where College Football Saturday is flashed.
    assert flashing.generated([s for s in sources if not s.rel.startswith("games/cfs/")]) == []


def test_each_game_opens_at_boot_the_files_flash_writes_for_it():
    import importlib

    from host_tools.common.games_table import FLASH_FILES, GAMES

    for gid in GAMES:
        files = getattr(importlib.import_module("games." + gid), "FILES", ())
        assert sorted(files) == sorted(FLASH_FILES.get(gid, {})), gid


_VM_READ = r"""
import sys
sys.path.insert(0, "/input")
from games import cfs
from games.cfs.coach import odds as coachodds
from drivers.storage import FileReader
cfs.read_at = FileReader(cfs.FILES, lambda path, mode: open("/input/" + path, mode))
print("@@O@@", list(cfs.read_at.files))
from array import array
print("@@T@@", coachodds._pm(1, 1), coachodds._pm(3, 4), coachodds._FILE[0])
e = [None, None, None, None, bytes([(2 * 8 + 3) * 2 + 1]), [coachodds._slot(2, 3, True)]]
got = array("f", bytes(12))
coachodds.at(e, 0, 30, got, 0)
print("@@U@@", type(e[5][0]).__name__, got[0], got[1], got[2])
"""


@pytest.mark.vm
def test_micropython_reads_the_file_into_its_arrays(tmp_path, data):
    """drivers.storage.FileReader (main.py's read_at, on the board's flash) in the
    MicroPython VM: the file opened up front, and the doubles and singles the host wrote
    come back as written (a yardage table's three numbers at k = 30)."""
    root = tmp_path / "fw"
    shutil.copytree(ROOT / "firmware", root, ignore=shutil.ignore_patterns("__pycache__"))
    (root / "teams" / "coach.odds").write_bytes(data)
    out, err, rc = run_code(_VM_READ, root, timeout=120)
    lines = {ln.split()[0]: ln.split()[1:] for ln in out.splitlines() if ln.startswith("@@")}
    assert rc == 0, err
    assert lines["@@O@@"] == ["['teams/coach.odds']"]
    assert [float(x) for x in lines["@@T@@"][:2]] == [21 / 36, p_at_least(3, 4)]
    assert lines["@@T@@"][2] == "True"
    t = coachodds._table(coachodds._dist(2, 3, True))
    assert lines["@@U@@"][0] == "int"  # read from the file, not computed
    for got, want in zip(lines["@@U@@"][1:], t[90:93], strict=True):
        assert abs(float(got) - want) <= 1e-6 * max(1.0, abs(want))


def test_the_files_a_game_names_are_opened_once_up_front(tmp_path):
    """main.py opens a game's flash-time files at boot (games.<id>.FILES): on the Pico an
    open takes a 1,148-byte block that a game under way may no longer have in one piece."""
    (tmp_path / "a.bin").write_bytes(bytes(range(32)))
    (tmp_path / "b.bin").write_bytes(b"xyz")
    opened = []

    def opener(path, mode):
        opened.append(path)
        return open(tmp_path / path, mode)

    read_at = FileReader(["a.bin", "missing.bin"], opener)
    assert opened == ["a.bin", "missing.bin"] and list(read_at.files) == ["a.bin"]
    buf = bytearray(4)
    for offset in (8, 0, 28, 30):
        n = read_at("a.bin", offset, buf)
        assert bytes(buf[:n]) == bytes(range(32))[offset : offset + 4]
    assert opened == ["a.bin", "missing.bin"]  # no open per read
    assert read_at("b.bin", 1, buf) == 2 and bytes(buf[:2]) == b"yz"  # not named: on demand
    read_at("b.bin", 0, buf)
    assert opened.count("b.bin") == 1
    with pytest.raises(OSError):
        read_at("missing.bin", 0, buf)  # the coach then computes (coachodds._read)


def _pico_bytes(a):
    # An array's bytes on the Pico, whose floats are singles (the host's "d" is 4 bytes there).
    if isinstance(a, array):
        return len(a) * (4 if a.typecode in "fd" else a.itemsize)
    return len(a) * 4 if isinstance(a, list) else len(a)


def test_a_pairs_blocks_are_small(sheets_by_slug, stored, data):
    """What a pair keeps for the whole game is in blocks of at most 256 bytes on the Pico
    (the real port's heap with 48 KB held had no hole of 592 bytes for a pair's odds in one
    array, nor of 793 for a yardage table): every ordered pair of the shipped teams."""
    stored(data)
    for off in TEAMS:
        for dfn in TEAMS:
            if off == dfn:
                continue
            e = coachodds.pair(sheets_by_slug[off], sheets_by_slug[dfn])
            kept = [e[2], e[4], e[9], *e[3]]
            assert max(_pico_bytes(a) for a in kept) <= 256, (off, dfn)
            assert len(e[3][0]) > 20  # the rows are there: 5 columns of them
            coachodds.CACHE.clear()
