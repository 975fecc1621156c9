# Saves on the board's flash: two slot files, written in turn, never the newest good one
# (see sideline/store.py for the format and why). File access is injected, so the host
# can run the same code against a folder and tests can cut the power mid-write.
from sideline import store


class SlotStorage:
    def __init__(self, read, write):
        """read(name) -> bytes or None; write(name, parts) writes a whole file made of the
        byte strings in parts (header and payload, so they need not be joined in RAM)."""
        self.read = read
        self.write = write
        self.writes = 0
        self._next = None  # (slot, seq) of the next save, known after load or a save

    def load(self):
        """The newest valid payload (bytes), or None for a first boot."""
        got = store.newest([self._read(n) for n in store.SLOTS])
        if got is None:
            self._next = (0, 1)
            return None
        self._next = (1 - got[2], got[0] + 1)
        return got[1]

    def _read(self, name):
        try:
            return self.read(name)
        except OSError:
            return None

    def save(self, payload):
        if self._next is None:
            self._next = store.next_slot([self._read(n) for n in store.SLOTS])
        slot, seq = self._next
        self.write(store.SLOTS[slot], (store.header(seq, payload), payload))
        self.writes += 1
        self._next = (1 - slot, seq + 1)
        return slot


def file_storage(root=""):
    """SlotStorage over plain files (the Pico's flash filesystem, or a folder on the host)."""

    def read(name):
        with open(root + name, "rb") as f:
            return f.read()

    def write(name, parts):
        with open(root + name, "wb") as f:
            for p in parts:
                f.write(p)

    return SlotStorage(read, write)
