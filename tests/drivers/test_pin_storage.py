"""Pins for firmware/drivers/storage.py that mutation testing (issue 18) found unheld: where
each save goes, the write counter, the messages load leaves, and file_storage's default
folder.

The storage implements sideline/store.py's scheme ("two slot files, written in turn, never
the newest good one"): store.next_slot is that scheme's definition of the next save's slot
and sequence number, so every save is checked against it over the files as they are just
before the save."""

import pytest

from drivers.storage import file_storage
from host_tools.emulator.virtual_box import memory_storage
from sideline import store


def memory():
    """A SlotStorage over a dict of files (the virtual box's): a missing file reads as
    OSError like on flash."""
    st = memory_storage()
    return st, st.files


def slots(files):
    return [files.get(n) for n in store.SLOTS]


def expect_save(st, files, payload):
    """Saves payload; asserts it went where store.next_slot says, the newest good copy left
    alone, and that it is now the newest."""
    slot, seq = store.next_slot(slots(files))
    before = dict(files)
    assert st.save(payload) == slot
    assert store.decode(files[store.SLOTS[slot]]) == (seq, payload)
    other = store.SLOTS[1 - slot]
    assert files.get(other) == before.get(other)
    assert store.newest(slots(files))[1] == payload


STARTS = {
    "first boot": {},
    "one good slot 0": {"save0.sln": store.encode(3, b"a")},
    "one good slot 1": {"save1.sln": store.encode(8, b"a")},
    "newest in slot 0": {"save0.sln": store.encode(5, b"b"), "save1.sln": store.encode(4, b"a")},
    "newest in slot 1": {"save0.sln": store.encode(6, b"a"), "save1.sln": store.encode(7, b"b")},
    "slot 1 torn": {"save0.sln": store.encode(2, b"a"), "save1.sln": store.encode(9, b"b")[:-1]},
    "both torn": {"save0.sln": b"SLN2 torn", "save1.sln": b"junk"},
}


@pytest.mark.parametrize("start", STARTS.values(), ids=list(STARTS))
def test_every_save_after_a_load_follows_the_two_slot_scheme(start):
    """store's scheme: each save goes to the other slot than the newest good copy, with the
    next sequence number; the first after a load, and each one after it."""
    st, files = memory()
    files.update(start)
    st.load()
    for p in (b"one", b"two", b"three", b"four"):
        expect_save(st, files, p)


@pytest.mark.parametrize("start", STARTS.values(), ids=list(STARTS))
def test_a_save_without_a_load_first_still_leaves_the_newest_good_copy_alone(start):
    """A storage that saves before anything loaded reads the slots itself first: the newest
    good copy is never overwritten."""
    st, files = memory()
    files.update(start)
    for p in (b"one", b"two", b"three"):
        expect_save(st, files, p)


def test_a_first_boot_loads_nothing_and_the_next_boot_loads_the_last_save():
    st, files = memory()
    assert st.load() is None
    assert st.messages == []  # nothing was written: not a bad save
    st.save(b"first")
    st.save(b"second")
    again, again_files = memory()
    again_files.update(files)
    assert again.load() == b"second"


def test_writes_counts_the_saves():
    """`writes` is the number of slot files written (the app's flash-wear budget reads it)."""
    st, _ = memory()
    assert st.writes == 0
    st.load()
    assert st.writes == 0  # loading writes nothing
    for n in range(1, 6):
        st.save(b"x%d" % n)
        assert st.writes == n


def test_a_save_from_the_firmware_before_is_named_in_one_message():
    """An SLN1 slot (the format before) is read, and load says so in one line."""
    from binascii import crc32

    p = b'{"v": 1}'
    head = b"SLN1" + (4).to_bytes(4, "little") + len(p).to_bytes(4, "little")
    old = head + (crc32(p) & 0xFFFFFFFF).to_bytes(4, "little") + p
    st, files = memory()
    files["save1.sln"] = old
    assert st.load() == p
    assert st.messages == ["save from the firmware before (SLN1): read, saved as SLN2"]
    # The next save is SLN2 in the other slot; the old one stays until then.
    st.save(b"new")
    assert files["save0.sln"][:4] == b"SLN2"
    assert files["save1.sln"] == old


def test_both_slots_damaged_says_so_and_names_the_kept_files():
    """No good slot but both written: "BAD SAVE" for the board, then one line naming the
    files kept aside (store.ASIDE), so they can be pulled later."""
    st, files = memory()
    files["save0.sln"] = b"SLN2 torn"
    files["save1.sln"] = b"junk"
    assert st.load() is None
    assert st.messages == [
        "BAD SAVE",
        "both save slots damaged, new game; kept save0.bad save1.bad",
    ]
    assert files["save0.bad"] == b"SLN2 torn"
    assert files["save1.bad"] == b"junk"


def test_a_damaged_slot_that_cannot_be_moved_is_named_where_it_is():
    st, files = memory()
    files["save1.sln"] = b"junk"

    def refuse(old, new):
        raise OSError(30, "EROFS")

    st.rename = refuse
    assert st.load() is None
    assert st.messages == ["BAD SAVE", "both save slots damaged, new game; kept save1.sln"]


def test_file_storage_keeps_its_slots_in_the_current_folder_by_default(tmp_path, monkeypatch):
    """file_storage() with no root is the Pico's flash root: the working folder."""
    monkeypatch.chdir(tmp_path)
    st = file_storage()
    assert st.load() is None
    st.save(b"game")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save0.sln"]
    assert store.decode((tmp_path / "save0.sln").read_bytes())[1] == b"game"
    assert file_storage().load() == b"game"


def test_file_storage_under_a_root_moves_damaged_slots_aside(tmp_path):
    """Issue 26 item 3: what was set aside before is never written over; the newer damaged
    copy goes beside it, and the line names it."""
    root = str(tmp_path) + "/"
    (tmp_path / "save0.sln").write_bytes(b"junk")
    (tmp_path / "save0.bad").write_bytes(b"older junk")
    st = file_storage(root)
    assert st.load() is None
    assert (tmp_path / "save0.bad").read_bytes() == b"older junk"
    assert (tmp_path / "save0.bad1").read_bytes() == b"junk"
    assert not (tmp_path / "save0.sln").exists()
    assert st.messages[-1].endswith("kept save0.bad1")
