"""Properties of Rugby League Breakout's moves over any sequence of menu choices (hypothesis):
the record stays plain JSON within the scoreboard's bounds (R1), refused actions change
nothing, and replaying the log rebuilds the game."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from kits.rlb import team

from games.rlb import match, views
from sideline.dice import Dice, seed_state


def _menu(G, which):
    if which == 0:
        return views.attack_menu(G)
    if which == 1:
        return views.defence_menu(G)
    return views.manual_menu(G)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**40),
    picks=st.lists(
        st.tuples(st.integers(0, 2), st.integers(0, 40), st.integers(-5, 30)), max_size=150
    ),
    cup=st.booleans(),
)
def test_any_menu_sequence_keeps_the_record_sound_and_replayable(seed, picks, cup):
    G = match.new_game(
        team(pw=12, abbr="HOM"), team(ta=11, abbr="AWY"), seed_state(seed), {"cup": cup}
    )
    start = match.copy(G)
    log = []
    for which, i, yards in picks:
        if G["over"]:
            break
        items = _menu(G, which)
        a = dict(items[i % len(items)][1])
        if a.get("yards", 0) is None:
            a["yards"] = yards
        before = json.dumps(G)
        try:
            match.apply(G, a, Dice(G["dice"]))
        except ValueError:
            assert json.dumps(G) == before  # refused: nothing lost
            continue
        log.append(a)
        assert 1 <= G["tackle"] <= 6 and 0 < G["out"] <= G["house"]["own_line"]
        assert all(s >= 0 for s in G["score"]) and 1 <= G["poss"][0] <= 7 and G["poss"][1] <= 7
        assert G["poss"][0] - G["poss"][1] in (0, 1)
    assert json.loads(json.dumps(G)) == G
    assert match.replay(start, log, Dice) == G
