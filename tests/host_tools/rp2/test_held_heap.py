"""host_tools/rp2/held.py --heap-every: the heap as the board printed it last (free bytes and
the largest free block, micropython.mem_info() counting 16-byte blocks), from the console's
lines; None before the first print."""

from host_tools.rp2.held import last_heap

PRINT = [
    "stack: 1468 out of 7936",
    "GC: total: 245888, used: 216912, free: 28976",
    "No. of 1-blocks: 2512, 2-blocks: 415, max blk sz: 482, max free sz: 72",
]


def test_the_last_print_is_read_in_bytes():
    lines = (
        ["sideline: call: KICK"]
        + PRINT
        + [x.replace("28976", "100").replace(": 72", ": 5") for x in PRINT]
    )
    assert last_heap(lines) == [100, 80]
    assert last_heap(PRINT + ["sideline: error 1: MemoryError"]) == [28976, 72 * 16]


def test_no_print_yet():
    assert last_heap(["sideline: I2C scan: 70 71"]) is None
