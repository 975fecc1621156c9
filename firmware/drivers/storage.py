# Saves on the board's flash: two slot files, written in turn, never the newest good one
# (see sideline/store.py for the format and why). File access is injected, so the host
# can run the same code against a folder and tests can cut the power mid-write.
from sideline import store


class SlotStorage:
    def __init__(self, read, write, rename=None):
        """read(name) -> bytes or None; write(name, parts) writes a whole file made of the
        byte strings in parts (header and payload, so they need not be joined in RAM);
        rename(old, new) moves a file (damaged slots are kept aside under store.ASIDE)."""
        self.read = read
        self.write = write
        self.rename = rename
        self.writes = 0
        self.messages = []  # what load found wrong, one line each, for the log and the board
        self._next = None  # (slot, seq) of the next save, known after load or a save

    def load(self):
        """The newest valid payload (bytes), or None for a first boot or no good slot."""
        slots = [self._read(n) for n in store.SLOTS]
        got = store.newest(slots)
        if got is None:
            self._next = (0, 1)
            self._aside(slots)
            return None
        # The next save goes to the other slot: the newest good copy stays untouched.
        self._next = (1 - got[2], got[0] + 1)
        if store.is_old(slots[got[2]]):
            self.messages.append("save from the firmware before (SLN1): read, saved as SLN2")
        return got[1]

    def _aside(self, slots):
        # No good slot but something was written: say so, and move the damaged files out
        # of the way so the new game's saves do not overwrite them.
        kept = []
        for i in range(len(slots)):
            if slots[i]:
                name = store.SLOTS[i]
                if self.rename is not None:
                    try:
                        self.rename(name, store.ASIDE[i])
                        name = store.ASIDE[i]
                    except OSError:
                        pass
                kept.append(name)
        if kept:
            self.messages.append("BAD SAVE")
            self.messages.append("both save slots damaged, new game; kept " + " ".join(kept))

    def _read(self, name):
        try:
            return self.read(name)
        except OSError:
            return None

    def save(self, payload):
        """payload: bytes, or a list of byte strings (store.parts) written in turn: a long
        game's save is never joined in RAM."""
        if self._next is None:
            self._next = store.next_slot([self._read(n) for n in store.SLOTS])
        slot, seq = self._next
        parts = payload if type(payload) is list else [payload]
        self.write(store.SLOTS[slot], [store.header(seq, parts)] + parts)
        self.writes += 1
        self._next = (1 - slot, seq + 1)
        return slot


def file_storage(root=""):
    """SlotStorage over plain files (the Pico's flash filesystem, or a folder on the host)."""
    import os

    def read(name):
        with open(root + name, "rb") as f:
            return f.read()

    def write(name, parts):
        with open(root + name, "wb") as f:
            for p in parts:
                f.write(p)

    def rename(old, new):
        try:
            os.remove(root + new)  # an older damaged copy: the newer one is kept
        except OSError:
            pass
        os.rename(root + old, root + new)

    return SlotStorage(read, write, rename)


class FileReader:
    """read_at(path, offset, buf): fill buf from the file at path, from offset; the bytes
    read. For files the host writes at flash time (a game's tables, games/README.md), read
    into a buffer the game made, so a table costs no more heap than its own bytes.

    The files named are opened here, once, and stay open: opening a file on the Pico's
    littlefs takes a block of 1,148 bytes (its cache), which the heap of a game under way
    may no longer have in one piece (the real rp2 port's MemoryError at a coach's first
    tables, with 18 KB free). A file not named, or not there yet, is opened when read."""

    def __init__(self, paths=(), opener=open):
        self.opener = opener
        self.files = {}
        for p in paths:
            try:
                self.files[p] = opener(p, "rb")
            except OSError:
                pass  # not on this board (installed without it): the game computes instead

    def __call__(self, path, offset, buf):
        f = self.files.get(path)
        if f is None:
            f = self.files[path] = self.opener(path, "rb")
        f.seek(offset)
        return f.readinto(buf)
