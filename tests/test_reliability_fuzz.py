"""Issue 12, item 9: fuzzed team sheets and save slots (host_tools/fuzz.py), a bounded
run; `sideline soak --fuzz N` runs it long (docs/reliability.md)."""

from host_tools import fuzz


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
