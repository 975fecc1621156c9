"""Issue 12, item 9: fuzzed team sheets and save slots (host_tools/checks/fuzz.py, College
Football Saturday's cases in host_tools/cfs/fuzz.py), a bounded run; `sideline soak --fuzz N`
runs it long (docs/reliability.md)."""

import random

from host_tools.cfs import fuzz as cfs_fuzz
from host_tools.checks import fuzz


def test_mutated_sheets_and_damaged_saves_never_stop_the_board():
    tally = fuzz.run(40, seed=12)
    # Every kind of case was tried (a run that tried nothing would pass too).
    assert tally.counts["boots from damaged saves"] == 40
    assert tally.counts["sheets refused with a message"] > 0
    assert tally.counts["saves with a good CRC over changed JSON"] > 0
    assert tally.counts["saves with damaged bytes"] > 0


def test_the_mutators_change_their_input():
    import json
    import random

    rng = random.Random(3)
    data = b'{"a": [1, 2, 3], "b": {"c": "d"}}'
    assert all(fuzz.mutate_bytes(rng, data) != data for _ in range(20))
    obj = json.loads(data)
    changed = [fuzz.mutate_json(rng, obj) != obj for _ in range(50)]
    assert sum(changed) >= 40 and json.loads(data) == obj  # the original is left alone


def test_a_damaged_deck_is_refused_whatever_the_caller_the_save_names():
    """`sideline soak --seed 2912` found it: save case 295 (a good CRC over changed JSON)
    named a human caller with a deck whose next card was an object; the deck went unchecked,
    the cards then drew from it, and every pass of the main loop ended in ERR."""
    rng = random.Random("%d/%d" % (2912, 295))
    tally = fuzz.Tally()
    cfs_fuzz.sheet_case(rng, tally, fuzz.mutate_bytes, fuzz.mutate_json)
    # raises when a press or a pass ended in an error
    cfs_fuzz.save_case(rng, tally, fuzz.mutate_bytes, fuzz.mutate_json)
    assert tally.counts["boots from damaged saves"] == 1
