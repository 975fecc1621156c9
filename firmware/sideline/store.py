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
from binascii import crc32

MAGIC = b"SLN2"
OLD_MAGIC = b"SLN1"
MAGICS = (MAGIC, OLD_MAGIC)
HEADER = 16  # magic 4, sequence 4, payload length 4, CRC-32 4
SLOTS = ("save0.sln", "save1.sln")
ASIDE = ("save0.bad", "save1.bad")  # damaged slots kept for `sideline pull`


def _u32(b, i):
    return b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)


def _put32(buf, i, v):
    buf[i] = v & 0xFF
    buf[i + 1] = (v >> 8) & 0xFF
    buf[i + 2] = (v >> 16) & 0xFF
    buf[i + 3] = (v >> 24) & 0xFF


def _crc(head, payload):
    # The first 12 header bytes, then the payload, without joining them in RAM.
    return crc32(payload, crc32(bytes(head[0:12]))) & 0xFFFFFFFF


def header(seq, payload):
    """The 16-byte slot header for a payload (bytes) with sequence number seq."""
    out = bytearray(HEADER)
    out[0:4] = MAGIC
    _put32(out, 4, seq)
    _put32(out, 8, len(payload))
    _put32(out, 12, _crc(out, payload))
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
        want = _crc(data, payload)
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
