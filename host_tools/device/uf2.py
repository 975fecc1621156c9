"""UF2 files for the Pico: firmware.bin in, a file to drag onto the RPI-RP2 drive out.

pico-sdk normally writes the UF2 with picotool, which it downloads at configure time; the
firmware build here configures with PICO_NO_PICOTOOL=1 and writes the UF2 itself. The
format (github.com/microsoft/uf2): 512-byte blocks, each carrying 256 bytes of the image
for one flash address, flagged with the RP2040's family id.
"""

import argparse
import struct

MAGIC_START0 = 0x0A324655  # "UF2\n"
MAGIC_START1 = 0x9E5D5157
MAGIC_END = 0x0AB16F30
FLAG_FAMILY_ID = 0x00002000
RP2040_FAMILY = 0xE48BFF56
FLASH_BASE = 0x10000000  # XIP flash: where the RP2040 runs firmware.bin from
PAYLOAD = 256  # bytes of image per block: one flash page
BLOCK = 512
_DATA_FIELD = 476  # the data area of a block; the payload is padded with zeros to this


def from_bin(image, base=FLASH_BASE, family=RP2040_FAMILY):
    """The UF2 file (bytes) that writes image to flash from address base."""
    image = bytes(image)
    if not image:
        raise ValueError("empty image: nothing to write")
    count = (len(image) + PAYLOAD - 1) // PAYLOAD
    out = bytearray()
    for n in range(count):
        chunk = image[n * PAYLOAD : (n + 1) * PAYLOAD]
        header = struct.pack(
            "<8I",
            MAGIC_START0,
            MAGIC_START1,
            FLAG_FAMILY_ID,
            base + n * PAYLOAD,
            PAYLOAD,
            n,
            count,
            family,
        )
        # the last page is padded with zeros, as uf2conv.py and picotool pad it
        out += header + chunk.ljust(_DATA_FIELD, b"\x00") + struct.pack("<I", MAGIC_END)
    return bytes(out)


def blocks(data):
    """The (address, payload) pairs of a UF2 file. Raises ValueError on a bad block."""
    data = bytes(data)
    if not data or len(data) % BLOCK:
        raise ValueError(
            "a UF2 file is a whole number of 512-byte blocks, not %d bytes" % len(data)
        )
    out = []
    for off in range(0, len(data), BLOCK):
        m0, m1, _flags, addr, size, _n, _count, _family = struct.unpack_from("<8I", data, off)
        (end,) = struct.unpack_from("<I", data, off + BLOCK - 4)
        if (m0, m1, end) != (MAGIC_START0, MAGIC_START1, MAGIC_END):
            raise ValueError("block %d is not a UF2 block (bad magic)" % (off // BLOCK))
        if size > _DATA_FIELD:
            raise ValueError("block %d claims %d payload bytes" % (off // BLOCK, size))
        out.append((addr, data[off + 32 : off + 32 + size]))
    return out


def to_bin(data, base=FLASH_BASE):
    """The flash image a UF2 file writes, from address base (gaps read as erased 0xff)."""
    parts = blocks(data)
    end = max(addr + len(p) for addr, p in parts)
    if min(addr for addr, _ in parts) < base:
        raise ValueError("the UF2 writes below 0x%08x" % base)
    image = bytearray(b"\xff" * (end - base))
    for addr, p in parts:
        image[addr - base : addr - base + len(p)] = p
    return bytes(image)


def main(argv=None):
    p = argparse.ArgumentParser(prog="uf2", description="firmware.bin to a Pico UF2")
    p.add_argument("bin")
    p.add_argument("uf2")
    a = p.parse_args(argv)
    with open(a.bin, "rb") as f:
        image = f.read()
    with open(a.uf2, "wb") as f:
        f.write(from_bin(image))
    print(
        "uf2: %s: %d bytes of firmware in %d blocks"
        % (a.uf2, len(image), -(-len(image) // PAYLOAD))
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
