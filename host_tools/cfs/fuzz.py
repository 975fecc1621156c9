"""College Football Saturday's fuzz cases (issue 12, item 9): mutated team sheets and
damaged save slots, run by `sideline soak --fuzz N` (host_tools/checks/fuzz.py, which finds
them by its HOST's "fuzz" and hands each case its mutators).

What must hold: the board's sheet loader and the checker never raise, and a board booting
from any damaged save runs without a fault.
"""

import json

from drivers.storage import SlotStorage
from games.cfs.sheet.load import parse_sheet, sheets_by_slug, team_catalog
from host_tools.emulator.virtual_box import VirtualBox, team_files
from sideline import store
from sideline.app import PRESS, App


def sheet_case(rng, tally, mutate_bytes, mutate_json):
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


def save_case(rng, tally, mutate_bytes, mutate_json):
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


CASES = (("sheet case", sheet_case), ("save case", save_case))
