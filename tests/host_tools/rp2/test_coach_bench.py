"""`sideline bench --uf2`'s whole games at the REPL: what the lines the board prints are
read as (the board itself is measured only with a UF2: tests/host_tools/rp2/)."""

from host_tools.rp2 import repl_game


def _played(lines, over):
    return {"actions": lines, "over": over, "tail": ""}


# (action number, phase, possession, caller ms, live bytes since the start, bytes free)
ACTS = [
    (0, "kickoff", "away", 0.1, 900, 60000),
    (1, "scrimmage", "away", 950.0, 14000, 50000),
    (2, "scrimmage", "away", 120.0, 13000, 51000),
    (3, "scrimmage", "away", 140.0, 13100, 51000),
    (4, "kickoff", "home", 0.1, 13200, 50900),
    (5, "scrimmage", "home", 640.0, 16000, 48000),
    (6, "scrimmage", "home", 130.0, 15000, 49000),
    (7, "scrimmage", "away", 410.0, 15500, 48500),
]


def test_call_times_first_after_a_change_of_possession_typical_and_worst():
    g = repl_game.game_figures(_played(ACTS, "OVER True 8 150000 "))
    assert g["finished"] and g["error"] is None and g["actions"] == 8
    assert g["calls"] == 6  # kickoffs call nothing
    assert g["call_first_ms"] == 950.0
    assert g["call_after_change_of_possession_ms"] == 640.0  # the worse of 640 and 410
    assert g["call_typical_ms"] == 275.0  # median of 120, 130, 140, 410, 640, 950
    assert g["call_worst_ms"] == 950.0
    assert g["live_heap_max"] == 16000 and g["free_min"] == 48000
    assert g["free_before_ballast"] == 150000


def test_a_memory_error_is_a_game_not_played():
    over = "OVER False 2 150000 MemoryError('memory allocation failed, allocating 1784 bytes',)"
    g = repl_game.game_figures(_played(ACTS[:2], over))
    assert not g["finished"]
    assert "1784 bytes" in g["error"]
    rows = {r[0]: r[1:] for r in repl_game.game_rows({"coach": g})}
    assert rows["whole game played (actions)"][0].startswith("NO (2)")


def test_a_game_that_never_printed_its_end_is_not_finished():
    g = repl_game.game_figures(_played(ACTS, None))
    assert not g["finished"]


def test_a_game_stopped_before_its_end_says_what_the_repl_raised():
    out = (
        ">>> exec('...')\r\nTraceback (most recent call last):\r\n  File \"<string>\", line 39\r\n"
        "MemoryError: memory allocation failed, allocating 2048 bytes\r\n>>> "
    )
    g = repl_game.game_figures(repl_game.parse_game(out))
    assert not g["finished"] and g["actions"] == 0
    assert g["error"] == "MemoryError: memory allocation failed, allocating 2048 bytes"
    rows = {r[0]: r[1:] for r in repl_game.game_rows({"coach": g})}
    assert rows["whole game played (actions)"][0] == "NO (0) " + g["error"]


def test_the_lines_the_repl_prints_are_read():
    out = (
        ">>> exec('...')\r\nWARM 1093.25\r\nACT 0 kickoff away 0.545 128 57104\r\n"
        "ACT 1 scrimmage away 412.5 9216 47000\r\nOVER True 2 102544 \r\n>>> "
    )
    p = repl_game.parse_game(out)
    assert p["actions"] == [
        (0, "kickoff", "away", 0.545, 128, 57104),
        (1, "scrimmage", "away", 412.5, 9216, 47000),
    ]
    g = repl_game.game_figures(p)
    assert g["finished"] and g["call_first_ms"] == 412.5 and g["free_before_ballast"] == 102544
    assert g["warm_ms"] == 1093.25  # the coach made ready as the game started (issue 10)
