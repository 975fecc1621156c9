"""Issue 12, lost data: saves that bring an older game back, saved games thrown away when
their sheet no longer loads, both slots bad, slots from another firmware version.

The power is cut at every byte of a save under both write models (host_tools/emulator/powercut.py):
truncating (the file is emptied first) and in place (the new bytes go over the old ones).
"""

import json
from binascii import crc32

import pytest
from kits.saves import SHEETS, _saved_game_box, _set, _teams_without

from drivers.storage import SlotStorage, file_storage
from host_tools.emulator.powercut import MODELS, cut_save, torn
from host_tools.emulator.virtual_box import VirtualBox, memory_storage
from sideline import store
from sideline.app import PRESS, App


def games(n, seed=21):
    """Payloads of one game after 0, 1, ... n-1 completed actions (all different)."""
    app = App(SHEETS, now=0, seed=seed)
    app.settings["fast"] = True
    out = [app.payload()]
    t = 10
    while len(out) < n:
        before = len(app.record["actions"])
        app.press("ROLL", PRESS, t)
        app.press("OK", PRESS, t + 1)
        t += 50
        if len(app.record["actions"]) != before:
            out.append(app.payload())
    return out


def restored(files):
    st = memory_storage()
    st.files.update(files)
    return st.load()


def sln1(seq, payload):
    """A slot as the firmware before wrote it: the CRC covers the payload only."""
    head = b"SLN1" + seq.to_bytes(4, "little") + len(payload).to_bytes(4, "little")
    return head + (crc32(payload) & 0xFFFFFFFF).to_bytes(4, "little") + payload


@pytest.mark.parametrize("model", MODELS)
def test_a_cut_at_any_byte_never_brings_an_older_game_back(model):
    """Item 1: slots A (older) and B (newer); C is written over A. Whatever byte the power
    fails at, B or C comes back: never A."""
    a, b, c = games(3)
    st = memory_storage()
    st.save(a)
    st.save(b)
    seen = set()
    files, n = cut_save(st.files, st, c, model, 0)
    for cut in range(n + 1):
        files, _ = cut_save(st.files, st, c, model, cut)
        got = restored(files)
        assert got in (b, c), (model, cut, got == a)
        seen.add(got)
    assert seen == {b, c}


def test_every_header_byte_is_checked():
    """Item 1: the sequence number (and the rest of the header) is under the CRC: flipping
    any bit of it makes the slot invalid."""
    data = store.encode(7, games(1)[0])
    for i in range(store.HEADER):
        for bit in range(8):
            bad = bytearray(data)
            bad[i] ^= 1 << bit
            assert store.decode(bytes(bad)) is None, (i, bit)


@pytest.mark.parametrize("model", MODELS)
def test_the_first_save_after_a_reload_leaves_the_newest_slot_alone(model):
    """After a reboot the next save goes to the other slot than the newest good copy: a
    cut anywhere in it gives back the newest game or the new one."""
    a, b, c = games(3)
    for order in ((a, b), (a, b, c)):  # the newest copy in slot 1, then in slot 0
        first = memory_storage()
        for p in order:
            first.save(p)
        again = memory_storage()
        again.files.update(first.files)
        assert again.load() == order[-1]
        newest = dict(again.files)
        new = games(4, seed=5)[3]
        for cut in range(0, len(new) + store.HEADER + 1, 7):
            files, _ = cut_save(again.files, again, new, model, cut)
            assert restored(files) in (order[-1], new), (len(order), cut)
        again.save(new)
        kept = [n for n in store.SLOTS if again.files[n] == newest[n]]
        assert store.newest([newest[n] for n in kept])[1] == order[-1]


def test_saves_of_the_firmware_before_still_restore_and_are_migrated():
    """Slots written by the current firmware (SLN1) restore, say so, and the next save is
    SLN2 in the other slot."""
    a, b, c = games(3)
    st = memory_storage()
    st.files["save0.sln"] = sln1(4, a)
    st.files["save1.sln"] = sln1(5, b)
    assert st.load() == b
    assert any("SLN1" in m for m in st.messages)
    st.save(c)
    assert st.files["save0.sln"][:4] == b"SLN2"
    assert st.files["save1.sln"] == sln1(5, b)
    again = memory_storage()
    again.files.update(st.files)
    assert again.load() == c
    box = VirtualBox(storage=again)
    assert box.app.resumed


def test_both_slots_bad_says_so_and_keeps_the_files_aside(tmp_path):
    """Item 3: no good slot but damaged files: BAD SAVE on the board, the files renamed
    (save0.bad, save1.bad) for `sideline pull`, and the new game's saves beside them."""
    a, b = games(2)
    junk0 = store.encode(3, a)[:-5]  # torn
    junk1 = bytearray(store.encode(4, b))
    junk1[40] ^= 0x10  # a flipped bit
    (tmp_path / "save0.sln").write_bytes(junk0)
    (tmp_path / "save1.sln").write_bytes(bytes(junk1))
    st = file_storage(str(tmp_path) + "/")
    box = VirtualBox(storage=st, seed=3)
    assert not box.app.resumed
    assert box.texts()["text"].strip() == "BAD SAVE"
    assert "BAD SAVE" in box.app.messages
    assert (tmp_path / "save0.bad").read_bytes() == junk0
    assert (tmp_path / "save1.bad").read_bytes() == bytes(junk1)
    box.advance(4000)
    box.press("ROLL")
    assert (tmp_path / "save0.bad").read_bytes() == junk0
    assert (tmp_path / "save1.bad").read_bytes() == bytes(junk1)
    assert store.newest(
        [(tmp_path / n).read_bytes() for n in store.SLOTS if (tmp_path / n).exists()]
    )


def test_a_first_boot_is_not_a_bad_save():
    box = VirtualBox(seed=3)
    assert "BAD SAVE" not in box.app.messages
    st = memory_storage()
    st.files["save0.sln"] = b""  # a first save cut before its first byte
    assert st.load() is None and st.messages == []


def test_a_saved_game_whose_sheet_is_gone_is_kept_and_resumed_when_it_is_back():
    """Item 2: the sheet a saved game names is missing: BAD SAVE on the board, the saved
    game is written again (not the stand-in game) until NEW GAME, and comes back once the
    sheet is there again."""
    box = _saved_game_box()
    before = box.summary()
    home = box.app.record["start"]["home"]
    payload = box.app.payload()
    st = box.storage
    gone = VirtualBox(storage=st, teams=_teams_without(home), seed=9)
    assert not gone.app.resumed
    assert gone.texts()["text"].strip() == "BAD SAVE"
    assert any(home in m for m in gone.app.messages)
    assert any(home + ".json" in line for line in gone.lines)  # the log names the sheet
    gone.advance(4000)
    for _ in range(3):  # the stand-in game is played; its saves carry the kept game
        gone.press("ROLL")
        gone.press("OK")
    assert gone.storage.writes >= 2
    back = VirtualBox(storage=st, seed=10)
    assert back.app.resumed
    assert back.app.payload() == payload
    for k in ("score", "down", "ball_on", "actions"):
        assert back.summary()[k] == before[k]


def test_new_game_lets_the_kept_save_go():
    box = _saved_game_box()
    home = box.app.record["start"]["home"]
    gone = VirtualBox(storage=box.storage, teams=_teams_without(home), seed=9)
    kept = gone.app.payload()
    gone.advance(7000)  # BAD SAVE, then the team it waits for, 3 s each
    gone.app.mode = "setup"
    gone.app.setup_i = [
        i for i, it in enumerate(gone.app._all_setup_items()) if it[0] == "NEW GAME"
    ][0]
    gone.press("OK")
    assert gone.texts()["text"].startswith("NEW? OK")  # NEW GAME asks first (issue 11)
    gone.press("OK")
    gone.advance(200)
    assert gone.app.payload() != kept
    assert json.loads(VirtualBox(storage=gone.storage).app.payload())["record"]["actions"] == []


def _with(payload, change):
    p = json.loads(payload)
    change(p)
    return json.dumps(p).encode()


BAD_SHAPES = [
    ("v", 2),
    ("v", "1"),
    ("record.actions", {}),
    ("record.actions", [1, 2]),
    ("record.start", []),
    ("record.start.dice", "x"),
    ("record.start.home", 5),
    ("settings.quarter_s", "900"),
    ("settings.callers", {"home": "robot", "away": "human"}),
    ("settings.timing", {"run": "40"}),
    ("clock.left", "900000"),
    ("clock.to", [3]),
    ("clock.q", None),
    ("callers.home", {"defense": "card", "offense": "card", "deck": {}, "card": None}),
    ("seed", "7"),
    ("callers.home.card", []),  # found by the fuzz run: the check itself raised
    ("record.actions", ["Zzz@1,0"]),
]


@pytest.mark.parametrize("path,value", BAD_SHAPES, ids=[p for p, _ in BAD_SHAPES])
def test_a_save_of_another_version_or_shape_is_refused_and_the_loop_runs(path, value):
    """Item 4: a slot that passes its CRC but is from another version or has the wrong
    types is not restored: BAD SAVE, kept, and the main loop never faults."""
    good = games(3)[2]
    bad = _with(good, _set(path.split("."), value))
    st = memory_storage()
    st.save(bad)
    box = VirtualBox(storage=st, seed=4)
    assert not box.app.resumed
    assert box.app.messages[0] == "BAD SAVE"
    assert box.app.payload() == bad
    box.advance(4000)
    for name in ("ROLL", "OK", "BACK", "UNDO", "ROLL", "MODE", "OK", "MODE", "MODE", "MODE"):
        box.press(name)
        box.advance(50)
    assert box.runner.errors == 0, box.runner.last_error
    assert "ERR" not in box.texts()["text"]


def test_torn_models():
    assert torn("truncating", b"abcdef", b"XYZ", 2) == b"XY"
    assert torn("in_place", b"abcdef", b"XYZ", 2) == b"XYcdef"
    assert torn("in_place", b"abcdef", b"XYZ", 3) == b"XYZ"
    assert torn("in_place", None, b"XYZ", 1) == b"X"


def test_storage_without_rename_still_boots():
    files = {"save0.sln": b"junk", "save1.sln": b"more junk"}
    st = SlotStorage(files.get, lambda n, parts: files.__setitem__(n, b"".join(parts)))
    assert st.load() is None
    assert "BAD SAVE" in st.messages
