"""Fuzzing the board's inputs from files: team sheets and save slots (issue 12, item 9).

A case is a shipped sheet or a real saved game, mutated: bytes flipped, cut, repeated or
replaced, or (the harder case) its JSON changed value by value and written back whole,
so that a save still passes its CRC. What must hold: the board's sheet loader and the
checker never raise, and a board booting from any damaged save runs without a fault.
Seeded (random.Random), so a failing case can be replayed by its number.
"""

import json
import random

from drivers.storage import SlotStorage
from games.cfs.sheetload import parse_sheet, sheets_by_slug, team_catalog
from host_tools.emulator.virtual_box import VirtualBox, team_files
from sideline import store
from sideline.app import PRESS, App

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


def sheet_case(rng, tally):
    """One mutated sheet: parse_sheet and team_catalog (read as main.py reads: as text)
    never raise; a sheet they accept is played for a few presses without a fault."""
    files = {n: t.encode() for n, t in team_files()}
    name = rng.choice(sorted(files))
    if rng.random() < 0.5:
        data = mutate_bytes(rng, files[name])
    else:
        data = json.dumps(mutate_json(rng, json.loads(files[name]))).encode()
    files[name] = data
    sheet, msg = parse_sheet(name, data)
    assert (sheet is None) != (msg is None)
    assert msg is None or "\n" not in msg

    def read_text(n):
        return files[n].decode("utf-8")

    catalog, messages, load = team_catalog(sorted(files), read_text)
    slug = name[:-5]
    if slug not in catalog:
        tally.add("sheets refused with a message")
        assert any(m.startswith(name) for m in messages), messages
        return
    tally.add("mutated sheets accepted and played")
    texts = [(n, d.decode("utf-8")) for n, d in files.items()]
    box = VirtualBox(teams=texts, seed=rng.randrange(1, 1000))
    box.app.settings["home"] = slug
    box.app.new_game()
    for _ in range(12):
        box.press(rng.choice(("ROLL", "OK", "OK", "DOWN")))
    assert box.runner.errors == 0, (name, box.runner.last_error)


_GAMES = None


def _saved_games():
    global _GAMES
    if _GAMES is None:
        sheets, _ = sheets_by_slug(team_files())
        app = App(sheets, now=0, seed=11)
        app.settings["fast"] = True
        app.settings["callers"] = {"home": "card", "away": "card"}
        app.new_game()
        out = []
        t = 0
        for i in range(300):
            app.press("ROLL", PRESS, t)
            app.press("OK", PRESS, t + 1)
            t += 40
            if i % 60 == 0:
                out.append(app.payload())
        _GAMES = out
    return _GAMES


def save_case(rng, tally):
    """Damaged save slots (bytes, or the JSON changed and its CRC made good again):
    the board boots, and runs a few presses without a fault."""
    payload = rng.choice(_saved_games())
    slots = {}
    for i, name in enumerate(store.SLOTS):
        if rng.random() < 0.2:
            continue
        if rng.random() < 0.5:
            slots[name] = mutate_bytes(rng, store.encode(i + 1, payload))
            tally.add("saves with damaged bytes")
        else:
            obj = mutate_json(rng, json.loads(payload))
            slots[name] = store.encode(i + 1, json.dumps(obj).encode())
            tally.add("saves with a good CRC over changed JSON")

    def write(name, parts):
        slots[name] = b"".join(bytes(p) for p in parts)

    def rename(old, new):
        slots[new] = slots.pop(old)

    storage = SlotStorage(slots.get, write, rename)
    box = VirtualBox(storage=storage, seed=rng.randrange(1, 1000))
    box.advance(4000)
    for _ in range(10):
        box.press(rng.choice(("ROLL", "OK", "UNDO", "MODE", "BACK", "DOWN")))
    assert box.runner.errors == 0, box.runner.last_error
    tally.add("boots from damaged saves")
    if box.app.resumed:
        tally.add("damaged saves that still resumed")


def run(cases, seed=1, tally=None):
    """cases sheet cases and as many save cases, seeded; returns the tally."""
    tally = tally or Tally()
    for i in range(cases):
        rng = random.Random("%d/%d" % (seed, i))
        try:
            sheet_case(rng, tally)
        except Exception as e:
            raise AssertionError("sheet case %d (seed %d): %s" % (i, seed, e)) from e
        try:
            save_case(rng, tally)
        except Exception as e:
            raise AssertionError("save case %d (seed %d): %s" % (i, seed, e)) from e
    return tally
