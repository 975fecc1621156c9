"""host_tools/device/uf2.py: the UF2 file `make uf2` writes from firmware.bin (no UF2 needed)."""

import random
import struct

import pytest

from host_tools.device import uf2


def _image(n, seed=1):
    rng = random.Random(seed)
    return bytes(rng.randrange(256) for _ in range(n))


def test_each_block_is_512_bytes_with_the_uf2_magics_and_the_rp2040_family():
    data = uf2.from_bin(_image(1000))
    assert len(data) == 4 * 512  # 1000 bytes = three full 256-byte pages and a part
    for n in range(4):
        block = data[n * 512 : (n + 1) * 512]
        words = struct.unpack("<8I", block[:32])
        assert words[0] == 0x0A324655 and words[1] == 0x9E5D5157  # spec: "UF2\n", then 2nd magic
        assert words[2] & 0x2000  # family id present
        assert words[3] == 0x10000000 + 256 * n  # XIP flash address of this page
        assert words[4] == 256
        assert words[5] == n and words[6] == 4  # block number, total blocks
        assert words[7] == 0xE48BFF56  # RP2040
        assert struct.unpack("<I", block[508:])[0] == 0x0AB16F30


def test_the_payload_is_the_image_page_by_page_and_the_last_page_is_zero_padded():
    image = _image(700, seed=2)
    data = uf2.from_bin(image)
    pages = [data[n * 512 + 32 : n * 512 + 32 + 256] for n in range(3)]
    assert pages[0] == image[:256] and pages[1] == image[256:512]
    assert pages[2] == image[512:] + bytes(768 - 700)  # padded with zeros like uf2conv.py
    # between the payload and the end magic: zeros
    assert data[32 + 256 : 508] == bytes(508 - 288)


@pytest.mark.parametrize("size", [1, 255, 256, 257, 4096, 5000])
def test_round_trip_gives_back_the_image_zero_padded_to_a_page(size):
    image = _image(size, seed=size)
    back = uf2.to_bin(uf2.from_bin(image))
    assert back[:size] == image
    assert back[size:] == bytes(-size % 256)


def test_blocks_names_a_damaged_block():
    data = bytearray(uf2.from_bin(_image(600)))
    data[512 + 508] ^= 1  # the second block's end magic
    with pytest.raises(ValueError, match="block 1"):
        uf2.blocks(bytes(data))
    with pytest.raises(ValueError, match="512-byte blocks"):
        uf2.blocks(bytes(data[:-1]))


def test_an_empty_image_is_refused():
    with pytest.raises(ValueError, match="empty"):
        uf2.from_bin(b"")


def test_command_line_writes_the_file(tmp_path, capsys):
    src = tmp_path / "firmware.bin"
    src.write_bytes(_image(513))
    out = tmp_path / "firmware.uf2"
    assert uf2.main([str(src), str(out)]) == 0
    assert uf2.to_bin(out.read_bytes())[:513] == src.read_bytes()
    assert "3 blocks" in capsys.readouterr().out
