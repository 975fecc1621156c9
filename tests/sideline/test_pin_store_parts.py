"""store.parts and store.header over parts (issue #15, issue #18's mutation score).

The promise of `store.parts(v)` (firmware/sideline/store.py): the pieces, joined, are exactly
`json.dumps(v).encode()`; none of them grows with the game (a long list, a log, is dumped
16 items at a time: "on the Pico each json.dumps costs about as much as 16 log entries do");
and the slot header taken over the pieces is the one of the whole payload (SLN2: magic,
sequence, length, CRC-32 over the first 12 header bytes and the payload). Fast: no game is
played (tests/games/fliip/test_fliip_long_game.py plays the long one)."""

import json
import random
from binascii import crc32

from sideline import store


def _entry(i):
    # A log entry as the games write them: a few numbers and words.
    return {"m": "kickoff", "n": i % 100}


def _joined(v):
    return b"".join(bytes(p) for p in store.parts(v))


def _longest(v):
    return max(len(p) for p in store.parts(v))


def _run_bytes(items):
    # json.dumps of a run of items, seen without its brackets.
    return len(json.dumps(items)) - 2


def test_a_short_value_is_one_json_dumps():
    for v in ({}, [], {"a": 1}, [1, 2, 3], "x", 5, None, True, {"l": [_entry(0)] * 16}):
        assert store.parts(v) == [json.dumps(v).encode()], v


def test_a_list_of_exactly_16_is_one_piece_and_of_17_is_not():
    # 16 items do not grow: one json.dumps; the 17th makes the list a growing one.
    assert len(store.parts([_entry(i) for i in range(16)])) == 1
    assert len(store.parts([_entry(i) for i in range(17)])) > 1
    log = [_entry(i) for i in range(17)]
    assert _joined(log) == json.dumps(log).encode()


def test_a_log_is_dumped_16_entries_at_a_time():
    log = [_entry(3) for _ in range(100)]
    # The longest piece is a run of 16 entries, whatever the length of the log.
    assert _longest(log) == _run_bytes(log[:16])
    assert _longest(log * 10) == _run_bytes(log[:16])
    # 100 = 6 runs of 16 and one of 4: "[", run, then ", " and a run six times, "]".
    assert len(store.parts(log)) == 1 + 1 + 6 * 2 + 1


def test_a_log_in_a_dict_is_split_key_by_key_and_the_rest_dumped_whole():
    v = {"game": "fliip", "v": 1, "log": [_entry(7)] * 40, "G": {"period": 3}}
    got = store.parts(v)
    assert b"".join(bytes(p) for p in got) == json.dumps(v).encode()
    # No piece holds more than one run of the log (the rest is small).
    assert max(len(p) for p in got) == _run_bytes(v["log"][:16])
    # The small values are whole pieces of their own: "fliip", 1 and {"period": 3}.
    texts = [bytes(p) for p in got]
    assert b'"fliip"' in texts and b"1" in texts and b'{"period": 3}' in texts


def test_a_list_holding_lists_is_dumped_item_by_item():
    # A list of lists is not a log of entries: each inner list is dumped on its own, so a
    # long inner list is split too.
    inner = [[1, 2]] * 20
    got = store.parts(inner)
    assert b"".join(bytes(p) for p in got) == json.dumps(inner).encode()
    assert _longest(inner) == len(b"[1, 2]")  # no run of pairs together
    nested = [list(range(40))] + [[1]] * 3
    assert _joined(nested) == json.dumps(nested).encode()
    assert _longest(nested) < len(json.dumps(list(range(40))))
    tuples = [(1, 2)] * 3 + [tuple(range(30))]
    assert _joined(tuples) == json.dumps(tuples).encode()
    assert _longest(tuples) < len(json.dumps(list(range(30))))


def test_a_short_dict_or_list_holding_a_long_list_is_split():
    for v in ({"a": {"b": list(range(50))}}, [[list(range(50))]]):
        assert _joined(v) == json.dumps(v).encode(), v
        assert _longest(v) < len(json.dumps(list(range(50)))), v
    # A dict in a list is taken for a log entry by its type alone (store._entries): dumped
    # with its run, whatever it holds.
    v = [{"x": list(range(50))}]
    assert [bytes(p) for p in store.parts(v)] == [b"[", json.dumps(v).encode()[1:-1], b"]"]
    deep = {"a": [1, 2], "b": {"c": [3], "d": [[4] * 20]}}
    assert _joined(deep) == json.dumps(deep).encode()
    assert _longest(deep) < len(json.dumps([4] * 20))


def test_a_dict_of_short_values_stays_one_piece_whatever_its_size():
    # A dict (not a list) does not grow by itself: only what it holds may.
    v = {"k%d" % i: i for i in range(40)}
    assert store.parts(v) == [json.dumps(v).encode()]
    v = {"k": tuple(range(10)), "w": [[1, 2], (3,)]}
    assert store.parts(v) == [json.dumps(v).encode()]


def test_joined_parts_equal_json_dumps_for_random_values():
    rng = random.Random(18)

    def value(depth):
        r = rng.randrange(6 if depth < 3 else 3)
        if r == 0:
            return rng.randrange(-1000, 1000)
        if r == 1:
            return rng.choice(["", "a", 'q"\\\u00e9', None, True, False, 2.5])
        if r == 2:
            return _entry(rng.randrange(100))
        if r == 3:
            return [value(depth + 1) for _ in range(rng.choice((0, 1, 15, 16, 17, 31, 32, 33)))]
        if r == 4:
            return tuple(value(depth + 1) for _ in range(rng.randrange(20)))
        return {"k%d" % i: value(depth + 1) for i in range(rng.randrange(4))}

    for _ in range(300):
        v = value(0)
        assert _joined(v) == json.dumps(v).encode()


def test_the_header_over_parts_is_the_sln2_header_of_the_whole():
    v = {"log": [_entry(i) for i in range(50)], "s": "x"}
    pieces = store.parts(v)
    whole = json.dumps(v).encode()
    assert len(pieces) > 3
    h = store.header(0x01020304, pieces)
    # SLN2 (store's first comment): magic, sequence, length, CRC over 12 header bytes + payload
    assert bytes(h[0:4]) == b"SLN2"
    assert bytes(h[4:8]) == bytes([4, 3, 2, 1])
    assert int.from_bytes(bytes(h[8:12]), "little") == len(whole)
    assert int.from_bytes(bytes(h[12:16]), "little") == crc32(whole, crc32(bytes(h[0:12])))
    assert h == store.header(0x01020304, whole)
    assert store.decode(bytes(h) + whole) == (0x01020304, whole)
    # A memoryview among the pieces counts like bytes.
    mixed = [b'{"a": [', memoryview(b"1, 2"), b"]}"]
    assert store.header(9, mixed) == store.header(9, b'{"a": [1, 2]}')


def test_a_dict_of_dicts_is_split_even_when_nothing_in_it_grows():
    # Issue 33: a new game's state held no long list, so it was one json.dumps of 1.2 KB,
    # more than a stock Pico's heap with 48 KB held had in one block. Only a flat dict (or
    # one whose values are lists) is one piece.
    house = {"k%d" % i: i for i in range(40)}
    v = {"v": 1, "record": {"start": {"house": house, "dice": [1, 2]}, "log": []}}
    got = store.parts(v)
    assert b"".join(bytes(p) for p in got) == json.dumps(v).encode()
    assert _longest(v) == len(json.dumps(house))


def test_a_new_cfs_games_save_is_in_pieces_of_a_few_hundred_bytes():
    from host_tools.emulator.virtual_box import VirtualBox

    app = VirtualBox(game="cfs").app
    app.kept = None  # the state's own pieces, not a save read back whole
    got = app.save_parts()
    assert sum(len(p) for p in got) > 1000 and max(len(p) for p in got) <= 256, [
        len(p) for p in got
    ]
