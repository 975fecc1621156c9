"""Fuzzing the board's inputs from files (issue 12, item 9): the mutators, and the run over
each installed game's cases (its HOST's "fuzz": College Football Saturday's team sheets and
save slots, in its host folder).

A case is a shipped file or a real saved game, mutated: bytes flipped, cut, repeated or
replaced, or (the harder case) its JSON changed value by value and written back whole,
so that a save still passes its CRC. What must hold: the board's loader and the checker
never raise, and a board booting from any damaged save runs without a fault.
Seeded (random.Random), so a failing case can be replayed by its number.
"""

import json
import random

from host_tools.common import registry

ODD_VALUES = (None, True, 0, -1, 2**31, 1e308, "", "x" * 300, [], {}, [[]], {"a": None})


def mutate_bytes(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        how = rng.randrange(6)
        i = rng.randrange(len(data) + 1)
        j = min(len(data), i + rng.randint(1, 64))
        if how == 0 and data:  # flip bits
            k = rng.randrange(len(data))
            data[k] ^= 1 << rng.randrange(8)
        elif how == 1:  # cut
            data = data[:i]
        elif how == 2:  # delete a range
            del data[i:j]
        elif how == 3:  # repeat a range
            data[i:i] = data[i:j]
        elif how == 4:  # random bytes (not UTF-8, often)
            data[i:j] = bytes(rng.randrange(256) for _ in range(j - i))
        else:
            data[i:i] = rng.choice((b"\xff\xfe", b"\xc3", b"\x00", b"{", b"]", b'"', b"\\u"))
    return bytes(data)


def _paths(obj, path=()):
    yield path
    if isinstance(obj, dict):
        for k in obj:
            yield from _paths(obj[k], (*path, k))
    elif isinstance(obj, list):
        for i in range(len(obj)):
            yield from _paths(obj[i], (*path, i))


def mutate_json(rng, obj):
    """A copy of obj with a few values replaced, removed or given a neighbour's value."""
    obj = json.loads(json.dumps(obj))
    for _ in range(rng.randint(1, 3)):
        paths = [p for p in _paths(obj) if p]  # again: the last change may have moved them
        if not paths:
            break
        path = rng.choice(paths)
        parent = obj
        for k in path[:-1]:
            parent = parent[k]
        key = path[-1]
        how = rng.randrange(4)
        if how == 0:
            parent[key] = rng.choice(ODD_VALUES)
        elif how == 1 and isinstance(parent, dict):
            del parent[key]
        elif how == 2 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] = parent[key] + rng.choice((-1, 1, -100, 100, 10**6))
        else:  # a value from elsewhere in the file: the right syntax, the wrong place
            other = obj
            for k in rng.choice(paths):
                other = other[k]
            parent[key] = json.loads(json.dumps(other))
    return obj


class Tally:
    def __init__(self):
        self.counts = {}

    def add(self, what):
        self.counts[what] = self.counts.get(what, 0) + 1


def run(cases, seed=1, tally=None):
    """cases cases of each kind each game's fuzz module has (its CASES: (what, case)), seeded;
    returns the tally. A case is case(rng, tally, mutate_bytes, mutate_json)."""
    tally = tally or Tally()
    hooks = registry.modules("fuzz")
    for i in range(cases):
        for _gid, hook in hooks:
            rng = random.Random("%d/%d" % (seed, i))  # one rng for the game's cases, in turn
            for what, case in hook.CASES:
                try:
                    case(rng, tally, mutate_bytes, mutate_json)
                except Exception as e:
                    raise AssertionError("%s %d (seed %d): %s" % (what, i, seed, e)) from e
    return tally
