# Saving the game so a power cut loses at most the action in progress: two slots, each a
# header (magic, sequence number, length, CRC-32) and a JSON payload. A save writes the
# slot NOT holding the newest good copy, so the newest good copy is never touched; on boot
# the valid slot with the higher sequence number wins. A torn write fails its CRC (or its
# length) and is ignored. The core only encodes and decodes bytes; the file I/O is the
# caller's (main.py on the Pico, a file on the host).
#
# SLN2's CRC covers the magic, the sequence number and the length as well as the payload:
# where the filesystem writes a slot over the old bytes in place, a cut just after the new
# sequence number would otherwise leave it on the old payload with a good CRC (SLN1, whose
# CRC covered the payload only), and an older game would win. SLN1 slots are still read
# (saves from the firmware before) and are replaced by SLN2 on the next save.
#
# A save is made and written in parts (parts()): a long game's log is several KB of JSON, and
# one string of it (twice: str, then bytes) needed a contiguous block that a fragmented heap
# no longer had (ERR MEM in a long Fliip game on the real rp2 port). The bytes on flash are
# the same: the header's length and CRC are taken over the parts in turn.
import json
from binascii import crc32

MAGIC = b"SLN2"
OLD_MAGIC = b"SLN1"
MAGICS = (MAGIC, OLD_MAGIC)
HEADER = 16  # magic 4, sequence 4, payload length 4, CRC-32 4
SLOTS = ("save0.sln", "save1.sln")
ASIDE = ("save0.bad", "save1.bad")  # damaged slots kept for `sideline pull`
PARKED = ".sln"  # a game left for another in setup: "<game id>.sln", one slot


def parked_name(game_id):
    return game_id + PARKED


def aside_name(name, exists):
    """Where a damaged file is set aside: "save0.bad", else "save0.bad1", "save0.bad2" ...
    the first that exists(name) says is free, so nothing set aside is ever written over."""
    base = name.split(".")[0] + ".bad"
    new = base
    n = 0
    while exists(new):
        n += 1
        new = base + str(n)
    return new


def _u32(b, i):
    return b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)


def _put32(buf, i, v):
    buf[i] = v & 0xFF
    buf[i + 1] = (v >> 8) & 0xFF
    buf[i + 2] = (v >> 16) & 0xFF
    buf[i + 3] = (v >> 24) & 0xFF


def _crc(head, parts):
    # The first 12 header bytes, then the payload's parts, without joining them in RAM.
    c = crc32(bytes(head[0:12]))
    for p in parts:
        c = crc32(p, c)
    return c & 0xFFFFFFFF


def header(seq, payload):
    """The 16-byte slot header for a payload (bytes, or a list of byte strings that make it
    up in turn: parts()) with sequence number seq."""
    parts = payload if type(payload) is list else (payload,)
    n = 0
    for p in parts:
        n += len(p)
    out = bytearray(HEADER)
    out[0:4] = MAGIC
    _put32(out, 4, seq)
    _put32(out, 8, n)
    _put32(out, 12, _crc(out, parts))
    return out


RUN = 16  # list items dumped together (a log entry is some 25 bytes)


def _value(out, v):
    # What does not grow with the game in one json.dumps; a dict that holds what grows, or
    # holds dicts, key by key; a long list RUN items at a time: on the Pico each json.dumps
    # costs about as much as 16 log entries do, so the pieces are as few as the bound on
    # their size allows. A dict of dicts is split even when nothing in it grows: a new
    # game's whole state in one piece was 1.2 KB (twice: str, then bytes), more than a
    # stock Pico's heap with 48 KB held had in one block (ERR MEM at every save, issue 33).
    t = type(v)
    if not _grows(v) and not (t is dict and _holds_dict(v)):
        out.append(json.dumps(v).encode())
    elif t is dict:
        sep = b"{"
        for k in v:
            out.append(sep + json.dumps(k).encode() + b": ")
            _value(out, v[k])
            sep = b", "
        out.append(b"}")
    else:
        sep = b"["
        i = 0
        while i < len(v):
            run = v[i : i + RUN]
            i += RUN
            if _entries(run):  # one json.dumps for the run, seen without its brackets
                out.append(sep)
                out.append(memoryview(json.dumps(run).encode())[1:-1])
                sep = b", "
                continue
            for x in run:
                out.append(sep)
                _value(out, x)
                sep = b", "
        out.append(b"]")


def _grows(v):
    # A list longer than RUN (a log), or a dict or list holding one.
    t = type(v)
    if t is dict:
        v = v.values()
    elif t is not list and t is not tuple:
        return False
    elif len(v) > RUN:
        return True
    for x in v:
        if _grows(x):
            return True
    return False


def _holds_dict(d):
    for k in d:
        if type(d[k]) is dict:
            return True
    return False


def _entries(items):
    # Numbers, words and entries: a dict in a list is taken for a log entry (the games'
    # logs: a few numbers and words each), whose size does not grow with the game. Only
    # the item's type is looked at: a closer look at each cost as much as the dump itself.
    for x in items:
        t = type(x)
        if t is list or t is tuple:
            return False
    return True


def parts(v):
    """json.dumps(v).encode() as a list of pieces (bytes, memoryviews), joined nowhere:
    none grows with the game, so a long game's save needs no large block."""
    out = []
    _value(out, v)
    return out


def encode(seq, payload):
    """Slot bytes for a payload (bytes) with sequence number seq (0 .. 2**30-1)."""
    return header(seq, payload) + payload


def decode(data):
    """(seq, payload) for a whole, uncorrupted slot (SLN2, or SLN1 from the firmware
    before); None for anything else."""
    if data is None or len(data) < HEADER:
        return None
    magic = bytes(data[0:4])
    if magic != MAGIC and magic != OLD_MAGIC:
        return None
    n = _u32(data, 8)
    if len(data) != HEADER + n:
        return None
    payload = bytes(data[HEADER:])
    if magic == MAGIC:
        want = _crc(data, (payload,))
    else:
        want = crc32(payload) & 0xFFFFFFFF
    if want != _u32(data, 12):
        return None
    return _u32(data, 4), payload


def is_old(data):
    """True for a slot in the format before (SLN1)."""
    return data is not None and bytes(data[0:4]) == OLD_MAGIC


def newest(slot_bytes):
    """The newest valid (seq, payload, slot index) among the slots' contents, or None."""
    best = None
    for i in range(len(slot_bytes)):
        got = decode(slot_bytes[i])
        if got is not None and (best is None or got[0] > best[0]):
            best = (got[0], got[1], i)
    return best


def next_slot(slot_bytes):
    """(slot index, seq) for the next save: the other slot than the newest good copy."""
    best = newest(slot_bytes)
    if best is None:
        return 0, 1
    return 1 - best[2], best[0] + 1
