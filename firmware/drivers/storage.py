# Saves on the board's flash: two slot files, written in turn, never the newest good one
# (see sideline/store.py for the format and why). File access is injected, so the host
# can run the same code against a folder and tests can cut the power mid-write.
#
# One save per game: the slots hold the game being played; a game left for another in
# setup's GAME waits in a file of its own (store.parked_name: "<game id>.sln") until it is
# chosen again. Leaving writes the game's file first and only then the slots' "start the
# other game" (resume.to_start): a cut between the two boots into the game left, from the
# slots, so every game has a whole copy somewhere at every moment.
from sideline import resume, store


class SlotStorage:
    def __init__(self, read, write, rename=None, exists=None):
        """read(name) -> bytes or None; write(name, parts) writes a whole file made of the
        byte strings in parts (header and payload, so they need not be joined in RAM);
        rename(old, new) moves a file (damaged slots are kept aside under store.ASIDE);
        exists(name): whether a file is there (default: whether it reads)."""
        self.read = read
        self.write = write
        self.rename = rename
        if exists is not None:
            self._exists = exists
        self.writes = 0
        self.messages = []  # what load found wrong, one line each, for the log and the board
        self._next = None  # (slot, seq) of the next save, known after load or a save
        # What game() found: the board restarted itself (a save that says which game to
        # start), and for a new game of it (NEW GAME: the app starts it after the resume).
        self.restarted = False
        self.renewing = False

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
        names = [store.SLOTS[i] for i in range(len(slots)) if slots[i]]
        if names:
            self._put_aside(names, "both save slots damaged, new game; kept ")

    def _put_aside(self, names, why="a left game's save is damaged; kept "):
        # Under a name no file has yet: what was set aside before is never written over
        # (the player removes it, after `sideline pull`); a rename that fails leaves the
        # file where it is, and the line names it there.
        kept = []
        for name in names:
            if self.rename is not None:
                new = store.aside_name(name, self._exists)
                try:
                    self.rename(name, new)
                    name = new
                except OSError:
                    pass  # kept where it is: the line names it there
            kept.append(name)
        self.messages.append("BAD SAVE")
        self.messages.append(why + " ".join(kept))

    def _exists(self, name):
        try:
            return self.read(name) is not None
        except OSError:
            return False

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

    # --- one save per game ------------------------------------------------------------

    def park(self, game_id, payload):
        """Keep a game left for another in its own file (payload: bytes or parts)."""
        parts = payload if type(payload) is list else [payload]
        self.write(store.parked_name(game_id), [store.header(0, parts)] + parts)

    def parked(self, game_id):
        """The save of a game left for another (bytes), or None: never saved, or damaged
        (then kept aside, as a damaged slot is, and said)."""
        name = store.parked_name(game_id)
        data = self._read(name)
        got = store.decode(data)
        if got is None and data:
            self._put_aside([name])
        return None if got is None else got[1]

    def has_parked(self, game_id):
        """Whether a game left for another waits in its own file (setup's GAME then asks
        RESUME?; a damaged one is found out, and said, when it is opened)."""
        return self._exists(store.parked_name(game_id))

    def leave(self, game_id, payload, next_id, new=False):
        """Setup's GAME chose next_id: this game (payload) waits in its own file, and the
        slots say to start next_id, which resumes its own save if it has one; new: then a
        new game of it (NEW GAME, next_id the game left)."""
        self.park(game_id, payload)
        self.save(resume.to_start(next_id, new))

    def game(self, default):
        """(game id, payload) the board boots into: the slots' game, or the game they say
        to start with the save it was left with (None: a new game of it)."""
        saved = self.load()
        self.restarted = self.renewing = False
        if saved is None:
            return default, None
        gid, start = resume.saved_game(saved, default)
        if start:
            self.restarted = True
            self.renewing = resume.renews(saved)
            return gid, self.parked(gid)
        return gid, saved


def file_storage(root=""):
    """SlotStorage over plain files (the Pico's flash filesystem, or a folder on the host)."""
    import os  # why: the files' os only where files are stored (not in RAM)

    def read(name):
        with open(root + name, "rb") as f:
            return f.read()

    def write(name, parts):
        with open(root + name, "wb") as f:
            for p in parts:
                f.write(p)

    def rename(old, new):
        os.rename(root + old, root + new)  # new is a name no file has (store.aside_name)

    def exists(name):
        try:
            os.stat(root + name)  # not read: a damaged game may be several KB
            return True
        except OSError:
            return False

    return SlotStorage(read, write, rename, exists)


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
