"""`sideline flash` against a simulated Pico (tests/sim_board.py) that mpremote talks to.

No hardware: the board is a pseudo-terminal speaking MicroPython's raw REPL, with its
filesystem in a folder. mpremote's own SerialTransport does the talking.
"""

import shutil
import time
from pathlib import Path

import pytest
from kits.sim_board import SimBoard

from host_tools import cli
from host_tools.cfs import coach_tables
from host_tools.device import board as device_board
from host_tools.device import flashing

FIRMWARE = flashing.FIRMWARE


def wait_for(cond, seconds=3.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.02)
    return cond()


def flash(capsys, *args):
    status = cli.main(["flash", *args])
    got = capsys.readouterr()
    return status, got.out, got.err


def flash_ok(board, capsys, *args):
    """A flash that must succeed; returns its output once the board is back from its reset
    (a real board's port is gone meanwhile; the simulated one drops what it is sent)."""
    resets = board.hard_resets
    status, out, err = flash(capsys, "--port", board.port, *args)
    assert status == 0, err
    assert err == ""
    assert wait_for(lambda: board.hard_resets == resets + 1)
    return out


@pytest.fixture
def board(tmp_path):
    with SimBoard(tmp_path / "board") as b:
        yield b


@pytest.fixture
def firmware(tmp_path):
    """A copy of firmware/ the test may change."""
    dest = tmp_path / "firmware"
    shutil.copytree(FIRMWARE, dest, ignore=shutil.ignore_patterns("__pycache__"))
    return dest


def expected_files(firmware_dir=FIRMWARE):
    """{board path: Source}: the firmware's files and those the host computes at flash time
    (the coach's tables: Source with no local path)."""
    sources, _ = flashing.firmware_files(firmware_dir)
    out = {s.dest: s for s in sources}
    for a in flashing.generated(sources):
        out[a.dest] = a.source
    return out


def test_what_goes_on_the_board():
    sources, home = flashing.firmware_files(FIRMWARE)
    kinds = {s.rel: s.kind for s in sources}
    assert kinds["main.py"] == "py"
    assert kinds["hardware.json"] == "data"
    assert kinds["sideline/__init__.py"] == "mpy" and kinds["drivers/__init__.py"] == "mpy"
    assert all(
        kinds[p.relative_to(FIRMWARE).as_posix()] == "data" for p in FIRMWARE.glob("teams/*.json")
    )
    # Packaging and docs stay on the host.
    for rel in ("package.json", "manifest.py", "teams/README.md"):
        assert rel not in kinds and rel in home


def test_flash_onto_an_empty_board(board, capsys):
    status, out, err = flash(capsys, "--port", board.port)
    assert status == 0, err
    assert err == ""
    files = board.files()
    want = expected_files()
    assert set(files) == set(want) and "teams/coach.odds" in want
    for dest, src in want.items():
        data = files[dest]
        if src.kind == "mpy":
            version, arch, small_int_bits = flashing.mpy_header(data)
            assert data[:1] == b"M" and version == flashing.MPY_VERSION
            # Bytecode-only modules carry no arch; native code would say armv6m.
            assert arch in (None, flashing.ARCH_ARMV6M)
            assert small_int_bits == 31  # a 32-bit MCU
            assert data == flashing.compile_py(src.path, src.rel)
        elif src.path is None:  # computed by the host (host_tools/cfs/coach_tables.py)
            assert data == coach_tables.build()
        else:
            assert data == src.path.read_bytes()
    assert files["main.py"] == (FIRMWARE / "main.py").read_bytes()  # source: the board boots it
    assert "copied %d files" % len(want) in out and "board reset" in out
    assert wait_for(lambda: board.hard_resets == 1)


def test_mpy_cross_targets_armv6m(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("import micropython\n@micropython.native\ndef f(x):\n    return x + 1\n")
    version, arch, bits = flashing.mpy_header(flashing.compile_py(probe, "probe.py"))
    assert (version, arch, bits) == (6, flashing.ARCH_ARMV6M, 31)


def test_second_flash_copies_nothing(board, capsys):
    flash_ok(board, capsys)
    n = len(expected_files())
    assert len(board.fs.opened_for_write) == n
    out = flash_ok(board, capsys)
    assert len(board.fs.opened_for_write) == n  # not one more file opened for writing
    assert "copied 0 files" in out and "%d unchanged" % n in out


def test_change_one_file_copies_only_it(board, firmware, capsys):
    flash_ok(board, capsys, "--firmware", str(firmware))
    before = board.files()
    written = len(board.fs.opened_for_write)
    game = firmware / "games" / "cfs" / "rules" / "game.py"
    game.write_text(game.read_text() + '\nBUILD = "test"\n')
    out = flash_ok(board, capsys, "--firmware", str(firmware))
    assert board.fs.opened_for_write[written:] == ["/games/cfs/rules/game.mpy.new"]
    assert "changed   games/cfs/rules/game.mpy" in out and "copied 1 file " in out
    after = board.files()
    assert set(after) == set(before)
    assert [p for p in after if after[p] != before[p]] == ["games/cfs/rules/game.mpy"]
    assert after["games/cfs/rules/game.mpy"] == flashing.compile_py(game, "games/cfs/rules/game.py")


def test_check_lists_and_changes_nothing(tmp_path, firmware, capsys):
    root = tmp_path / "board"
    (root / "sideline").mkdir(parents=True)
    (root / "main.py").write_text("print('an old main')\n")  # runs: chatter on the line
    (root / "sideline" / "game.py").write_text("# an old source copy\n")  # stale
    (root / "hardware.json").write_bytes((firmware / "hardware.json").read_bytes())
    with SimBoard(root) as b:
        before = b.files()
        status, out, err = flash(capsys, "--port", b.port, "--check", "--firmware", str(firmware))
        assert status == 0, err
        lines = {ln.split()[1]: ln.split()[0] for ln in out.splitlines() if ln.startswith("  ")}
        assert lines["main.py"] == "changed"
        assert lines["sideline/game.py"] == "stale"  # where the game was before the seam
        assert lines["games/cfs/rules/game.mpy"] == "new"
        assert lines["hardware.json"] == "unchanged"
        assert set(lines) - {"sideline/game.py"} == set(expected_files(firmware))
        assert "nothing was changed on the board" in out
        assert b.files() == before and b.fs.opened_for_write == []
        # Connecting soft-rebooted it into the raw REPL; leaving, it reboots so main.py runs.
        assert wait_for(lambda: b.soft_reboots == 2 and b.mode == "friendly")
        assert b.hard_resets == 0


def test_stale_sources_and_leftovers_removed_user_files_kept(tmp_path, capsys):
    root = tmp_path / "board"
    (root / "sideline").mkdir(parents=True)
    (root / "teams").mkdir()
    (root / "main.py").write_text("print('old')\n")
    (root / "sideline" / "game.py").write_text("# replaced by game.mpy\n")
    (root / "sideline" / "retired.mpy").write_bytes(b"M\x06\x00\x1f")  # a module since removed
    (root / "sideline" / "store.mpy.new").write_bytes(b"half a file")  # an interrupted copy
    (root / "teams" / "my_team.json").write_text("{}")  # the player's own sheet
    (root / "save0.sln").write_bytes(b"SLN1 a saved game")
    with SimBoard(root) as b:
        out = flash_ok(b, capsys)
        files = b.files()
    for gone in ("sideline/game.py", "sideline/retired.mpy", "sideline/store.mpy.new"):
        assert gone not in files
        assert "stale     " + gone in out
    assert files["teams/my_team.json"] == b"{}" and files["save0.sln"] == b"SLN1 a saved game"
    assert "removed 3 stale" in out


def test_no_board_is_a_clean_error(monkeypatch, capsys):
    import serial.tools.list_ports

    monkeypatch.setattr(serial.tools.list_ports, "comports", lambda *a, **k: [])
    status, out, err = flash(capsys)
    assert status == 1
    assert "no board found" in err and "Traceback" not in err + out
    status, out, err = flash(capsys, "--port", "/dev/does-not-exist-sideline")
    assert status == 1
    assert "failed to access /dev/does-not-exist-sideline" in err and "Traceback" not in err


def _survey_commands(firmware=FIRMWARE):
    # The survey asks about SURVEY_PATHS paths a command: the files, the stale ones and the
    # folders flash looks for.
    artefacts = flashing.build(flashing.firmware_files(firmware)[0])
    n = len(artefacts) + len(flashing.stale_candidates(artefacts))
    n += len(flashing.dirs_needed(artefacts))
    return -(-n // device_board.SURVEY_PATHS)


@pytest.mark.parametrize("how", ["hang", "unplug"])
def test_board_that_stops_answering_mid_flash(board, capsys, how):
    # info, the survey, one mkdir per firmware folder, a first file (3), the open of a second
    folders = flashing.dirs_needed(flashing.build(flashing.firmware_files(FIRMWARE)[0]))
    board.fail_after(1 + _survey_commands() + len(folders) + 4, how)
    t0 = time.monotonic()
    status, out, err = flash(capsys, "--port", board.port, "--timeout", "1")
    assert status == 1
    assert time.monotonic() - t0 < 15
    assert "Traceback" not in err + out
    want = "stopped answering" if how == "hang" else "lost the connection"
    assert err.startswith("sideline flash: ") and want in err and len(err.splitlines()) == 1
    assert "while copying /" in err  # it failed mid-copy
    # Nothing half-written under a real name: copies go to x.new and are renamed when whole.
    artefacts = {a.dest: a.data for a in flashing.build(flashing.firmware_files(FIRMWARE)[0])}
    on_board = board.files()
    assert any(p.endswith(".new") for p in on_board)
    for path, data in on_board.items():
        if not path.endswith(".new"):
            assert data == artefacts[path], path


def test_the_survey_asks_a_few_paths_a_command_and_reads_one_line_a_file(board):
    # A board stopped mid-game may have no room for one command naming every file or one
    # answer about all of them (MemoryError allocating 8,392 bytes on the frozen UF2).
    paths = ["f%d.txt" % i for i in range(device_board.SURVEY_PATHS * 2 + 1)]
    for p in paths[::2]:
        (Path(board.root) / p).write_bytes(p.encode())
    with device_board.Board(board.port, timeout=5) as b:
        sent = []
        real = b.exec
        b.exec = lambda code, doing="": sent.append(code) or real(code, doing)
        files, listing = b.survey(paths, [""])
    assert len(sent) == 3 and all(len(c) < 2000 for c in sent)
    assert sorted(files) == sorted(paths[::2])
    assert files["f0.txt"][0] == 6
    assert sorted(listing[""]) == sorted(paths[::2])


def test_interrupted_copy_keeps_the_old_file(tmp_path, capsys):
    root = tmp_path / "board"
    with SimBoard(root) as b:
        flash_ok(b, capsys)
    old = (root / "hardware.json").read_bytes()
    fw = tmp_path / "firmware"
    shutil.copytree(FIRMWARE, fw, ignore=shutil.ignore_patterns("__pycache__"))
    (fw / "hardware.json").write_bytes(
        old.replace(b'"brightness": 8', b'"brightness": 9') + b" " * 4000
    )
    with SimBoard(root) as b:
        b.fail_after(1 + _survey_commands(fw) + 2, "hang")  # info, survey, open, one chunk
        status, _, err = flash(capsys, "--port", b.port, "--timeout", "1", "--firmware", str(fw))
        assert status == 1 and "stopped answering" in err
    assert (root / "hardware.json").read_bytes() == old
    assert (root / "hardware.json.new").exists()
    with SimBoard(root) as b:  # the next flash finishes the job and tidies up
        flash_ok(b, capsys, "--firmware", str(fw))
    assert (root / "hardware.json").read_bytes() == (fw / "hardware.json").read_bytes()
    assert not (root / "hardware.json.new").exists()


def test_a_program_that_ignores_ctrl_c_is_a_clean_error(tmp_path, capsys):
    root = tmp_path / "board"
    root.mkdir()
    (root / "main.py").write_text("import micropython\nmicropython.kbd_intr(-1)\n")
    with SimBoard(root) as b:
        b.interruptible = False  # main.py keeps printing and cannot be stopped
        t0 = time.monotonic()
        status, out, err = flash(capsys, "--port", b.port, "--timeout", "0.5")
        assert status == 1 and time.monotonic() - t0 < 10
        assert "did not answer" in err and "ignores Ctrl-C" in err and "Traceback" not in err


def test_mpy_cross_failure_stops_before_the_board(board, firmware, capsys):
    (firmware / "sideline" / "broken.py").write_text("def f(:\n    pass\n")
    status, out, err = flash(capsys, "--port", board.port, "--firmware", str(firmware))
    assert status == 1
    assert err.strip() == (
        "sideline flash: mpy-cross failed on sideline/broken.py: "
        "line 1: SyntaxError: invalid syntax"
    )
    assert board.connections == 0 and board.files() == {}


def test_a_board_that_cannot_load_these_mpy_files(board, capsys):
    board.mpy_sys = 5  # MicroPython 1.19-1.22 load .mpy version 5
    status, out, err = flash(capsys, "--port", board.port)
    assert status == 1 and "update the board's MicroPython" in err
    assert board.files() == {}


def test_an_old_board_without_raw_paste(tmp_path, capsys):
    fw = tmp_path / "firmware"
    (fw / "sideline").mkdir(parents=True)
    (fw / "main.py").write_text("import sideline.tiny\n")
    (fw / "sideline" / "__init__.py").write_text("")
    (fw / "sideline" / "tiny.py").write_text("X = 1\n")
    (fw / "hardware.json").write_text('{"i2c": {}}\n')
    with SimBoard(tmp_path / "board", raw_paste="legacy") as b:
        flash_ok(b, capsys, "--firmware", str(fw))
        assert set(b.files()) == {
            "main.py",
            "sideline/__init__.mpy",
            "sideline/tiny.mpy",
            "hardware.json",
        }


def test_usage_errors(capsys):
    assert cli.main(["flash", "--help"]) == 0
    assert "usage: sideline flash" in capsys.readouterr().out
    assert cli.main(["flash", "--timeout", "soon"]) == 2
    assert "expected a number of seconds" in capsys.readouterr().err
    status, out, err = flash(capsys, "--firmware", "/nonexistent/firmware")
    assert status == 1 and "no firmware folder" in err


def test_the_simulated_board_behaves_like_micropython(board):
    """A few of the sim's promises, through mpremote's transport (as flash uses it)."""
    with device_board.Board(board.port, timeout=5) as b:
        t = b.transport
        assert b.info["platform"] == "rp2" and b.info["version"] == "1.29.0"
        t.exec("import os\nos.mkdir('d')")
        with pytest.raises(OSError) as e:
            t.fs_mkdir("d")
        assert e.value.errno == 17  # EEXIST, as mpremote decodes "OSError: [Errno 17] EEXIST"
        with pytest.raises(OSError) as e:
            t.fs_stat("nope")
        assert e.value.errno == 2
        t.fs_writefile("d/x.txt", b"hello")
        st = t.fs_stat("d/x.txt")
        assert st.st_mode == 0x8000 and st.st_size == 5
        assert t.fs_stat("d").st_mode == 0x4000
        assert [(r.name, r.st_mode, r.st_size) for r in t.fs_listdir("d")] == [("x.txt", 0x8000, 5)]
        assert t.fs_readfile("d/x.txt") == b"hello"
        err = t.exec_raw("import os\nos.rmdir('d')")[1].decode()
        assert err.splitlines()[-1] == "OSError: 39"  # ENOTEMPTY has no name on MicroPython
        assert t.eval("1 + 1") == 2
        out, err = t.exec_raw("def f():\n    return undefined\nf()")
        assert err.decode().splitlines() == [
            "Traceback (most recent call last):",
            '  File "<stdin>", line 3, in <module>',
            '  File "<stdin>", line 2, in f',
            "NameError: name 'undefined' isn't defined",
        ]
        assert t.eval("__import__('sys').implementation.name") == "micropython"
        assert t.fs_hashfile("d/x.txt", "sha256") == __import__("hashlib").sha256(b"hello").digest()
    assert Path(board.root, "d", "x.txt").read_bytes() == b"hello"


def test_auto_finds_the_pico_among_serial_ports(board, monkeypatch, capsys):
    """No --port: the Raspberry Pi USB device is picked (mpremote's auto would take the
    first USB serial port of any maker)."""
    import serial.tools.list_ports
    from serial.tools.list_ports_common import ListPortInfo

    other = ListPortInfo("/dev/ttyACM-other-sideline", skip_link_detection=True)
    other.vid, other.pid = 0x10C4, 0xEA60  # a USB-serial adapter, listed first
    pico = ListPortInfo(board.port, skip_link_detection=True)
    pico.vid, pico.pid = device_board.RPI_VID, 0x0005
    monkeypatch.setattr(serial.tools.list_ports, "comports", lambda *a, **k: [pico, other])
    assert device_board.find_pico() == board.port
    status, out, err = flash(capsys, "--check")
    assert status == 0, err
    assert out.startswith("board %s: MicroPython 1.29.0 on rp2" % board.port)


class Line:
    """The host end of the simulated board's serial line, byte by byte (no mpremote)."""

    def __init__(self, port):
        import os
        import tty

        self.fd = os.open(port, os.O_RDWR | os.O_NOCTTY)
        tty.setraw(self.fd)
        self.seen = b""

    def send(self, data):
        import os

        os.write(self.fd, data)

    def until(self, want, seconds=3.0):
        """Everything read up to and including `want`."""
        import os
        import select

        end = time.monotonic() + seconds
        while want not in self.seen:
            left = end - time.monotonic()
            assert left > 0, "no %r in %r" % (want, self.seen[-300:])
            if select.select([self.fd], [], [], min(left, 0.1))[0]:
                self.seen += os.read(self.fd, 4096)
        i = self.seen.index(want) + len(want)
        got, self.seen = self.seen[:i], self.seen[i:]
        return got

    def close(self):
        import os

        os.close(self.fd)


def test_the_simulated_repl_speaks_like_pyexec(tmp_path):
    root = tmp_path / "board"
    root.mkdir()
    (root / "main.py").write_text("while True: pass\n")
    with SimBoard(root, noise=b"") as b:
        line = Line(b.port)
        try:
            # main.py runs and prints until a Ctrl-C: a traceback, then the friendly REPL.
            line.until(b"CLOCK")
            line.send(b"\x03")
            got = line.until(b">>> ")
            assert b"KeyboardInterrupt: \r\n" in got and got.endswith(
                b"MicroPython v1.29.0 on 2026-08-29; Raspberry Pi Pico with RP2040\r\n"
                b'Type "help()" for more information.\r\n>>> '
            )
            # Friendly REPL: echo, expressions printed, Ctrl-C, Ctrl-B banner.
            line.send(b"1+1\r")
            assert line.until(b">>> ") == b"1+1\r\n2\r\n>>> "
            line.send(b"for i in range(2):\r")
            assert line.until(b"... ") == b"for i in range(2):\r\n... "
            line.send(b"  print(i)\r\r")
            assert line.until(b">>> ") == b"  print(i)\r\n... \r\n0\r\n1\r\n>>> "
            line.send(b"\x03")
            assert line.until(b">>> ") == b"\r\n>>> "
            line.send(b"\x02")
            assert line.until(b">>> ").startswith(b"\r\nMicroPython v1.29.0")
            # Raw REPL: OK, stdout, EOF, traceback, EOF, prompt.
            line.send(b"\x01")
            assert line.until(b"\r\n>") == b"\r\nraw REPL; CTRL-B to exit\r\n>"
            line.send(b"print('a')\nimport os\nos.stat('nope')\x04")
            assert line.until(b"\x04>") == (
                b"OKa\r\n\x04Traceback (most recent call last):\r\n"
                b'  File "<stdin>", line 3, in <module>\r\nOSError: [Errno 2] ENOENT\r\n\x04>'
            )
            # Raw paste: R\x01, window 128 (little-endian) and a free window, flow control.
            line.send(b"\x05A\x01")
            assert line.until(b"\x01\x80\x00\x01") == b"R\x01\x80\x00\x01"
            code = b"x = 1  # " + b"." * 300 + b"\nprint(x + 1)"
            line.send(code[:256])  # two windows: the board frees one after each 128 bytes
            assert line.until(b"\x01\x01") == b"\x01\x01"
            line.send(code[256:] + b"\x04")
            assert line.until(b"\x04>") == b"\x042\r\n\x04\x04>"
            # Ctrl-D on an empty line: soft reboot; in the raw REPL main.py does not run.
            line.send(b"\x04")
            assert line.until(b"raw REPL; CTRL-B to exit\r\n>") == (
                b"OK\r\nMPY: soft reboot\r\nraw REPL; CTRL-B to exit\r\n>"
            )
            # Ctrl-B: friendly again; Ctrl-D there reboots and main.py runs again.
            line.send(b"\x02")
            line.until(b">>> ")
            line.send(b"\x04")
            assert line.until(b"MPY: soft reboot\r\n") == b"\r\nMPY: soft reboot\r\n"
            line.until(b"CLOCK")
            assert b.soft_reboots == 2
            # machine.reset(): the board goes away and boots again.
            line.send(b"\x03")
            line.until(b">>> ")
            line.send(b"import machine; machine.reset()\r")
            assert wait_for(lambda: b.hard_resets == 1)
            line.until(b"CLOCK")  # main.py runs after a hard reset
        finally:
            line.close()


def test_the_boards_code_has_no_line_tables(tmp_path):
    """Loaded from the filesystem the code sits on the heap: compile_py leaves out the line
    numbers (mpy-cross -O3), which were 7% of it (issue 10's margin for a coach game)."""
    import subprocess

    src = FIRMWARE / "games" / "cfs" / "coach" / "values.py"
    plain = tmp_path / "plain.mpy"
    subprocess.run(
        [str(flashing.mpy_cross_path()), "-march=armv6m", "-s", "x.py", "-o", str(plain), str(src)],
        check=True,
    )
    small = flashing.compile_py(src, "x.py")
    assert flashing.mpy_header(small) == flashing.mpy_header(plain.read_bytes())
    assert len(small) < 0.97 * plain.stat().st_size
