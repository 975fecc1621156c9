# Saves on the board's flash: two slot files, written in turn, never the newest good one
# (see sideline/store.py for the format and why). File access is injected, so the host
# can run the same code against a folder and tests can cut the power mid-write.
from sideline import store


class SlotStorage:
    def __init__(self, read, write):
        """read(name) -> bytes or None; write(name, data) writes a whole file."""
        self.read = read
        self.write = write
        self.writes = 0

    def load(self):
        """The newest valid payload (bytes), or None for a first boot."""
        got = store.newest([self._read(n) for n in store.SLOTS])
        return None if got is None else got[1]

    def _read(self, name):
        try:
            return self.read(name)
        except OSError:
            return None

    def save(self, payload):
        slot, seq = store.next_slot([self._read(n) for n in store.SLOTS])
        self.write(store.SLOTS[slot], store.encode(seq, payload))
        self.writes += 1
        return slot


def file_storage(root=""):
    """SlotStorage over plain files (the Pico's flash filesystem, or a folder on the host)."""

    def read(name):
        with open(root + name, "rb") as f:
            return f.read()

    def write(name, data):
        with open(root + name, "wb") as f:
            f.write(data)

    return SlotStorage(read, write)
