"""The scoreboard at the table (issue 5): views, modes, persistence, undo, faults, traffic.

Everything runs through host_tools.emulator.virtual_box: the firmware's own app, runner, panel,
buttons and storage on virtual chips, pins and ticks, wired as main.py wires the Pico.
"""

import copy
import json

import pytest

from games.cfs.rules import record
from games.cfs.scoreboard import views
from games.cfs.sheet.load import sheets_by_slug
from host_tools.emulator.virtual_box import VirtualBox, load_config, memory_storage, team_files
from sideline import store
from sideline.app import ALL_DIRTY, PRESS, RELEASE, App

SHEETS, _ = sheets_by_slug(team_files())


def play_to_result(box):
    """From a ready/kickoff step, roll until the outcome is on the text line."""
    for _ in range(60):
        if box.summary()["step"] == "result":
            return
        box.press("ROLL")
        box.advance(400)
    raise AssertionError("no result: %s" % box.summary())


def human_play(box, base_steps=0, play_steps=0):
    """Answer the call menus: base (UP n times), play (UP n times), no check-off."""
    assert box.summary()["step"] == "base", box.summary()
    for _ in range(base_steps):
        box.press("UP")
    box.press("OK")
    for _ in range(play_steps):
        box.press("UP")
    box.press("OK")
    if box.summary()["step"] == "checkoff":
        box.press("OK")  # NO CHECK
    assert box.summary()["step"] == "ready"


# --- views -------------------------------------------------------------------------------


def test_views_scoreboard_texts():
    assert views.score(21, True) == "  21." and views.score(7, False) == "   7"
    assert views.down(1, 10, False) == "1-10" and views.down(3, 4, False) == " 3-4"
    assert views.down(2, 6, True) == "G0.AL"  # 2nd and goal: the dot after the 2nd letter
    assert views.ball_on(25, "home") == "H 25" and views.ball_on(75, "home") == "A 25"
    assert views.ball_on(40, "away") == "A 40" and views.ball_on(50, "away") == "  50"


def test_cfs_e1_e3_scoreboard_after_the_opening_kickoff():
    box = VirtualBox(seed=3)
    t = box.texts()
    assert t["clock"] == "15:00" and t["text"].strip() == "KICKOFF"
    assert t["home"].strip() == "0" and t["away"].strip() == "0"
    play_to_result(box)
    s = box.summary()
    t = box.texts()
    assert s["possession"] == "away" and t["away"].endswith(".")  # possession dot
    assert t["down"] == "1-10"
    assert t["ball_on"] == views.ball_on(s["ball_on"], "away")


# --- play mode -----------------------------------------------------------------------------


def test_cfs_e5_roll_reveals_each_die_in_order_then_the_outcome():
    box = VirtualBox(seed=5)
    box.press("ROLL")  # the kickoff is resolved; its first die starts tumbling
    rolls = box.app.event["rolls"]
    shown = []
    for i in range(len(rolls)):
        box.advance(box.app.settings["reveal_ms"] + 20)
        shown.append(box.texts()["dice"])
        assert box.texts()["text"].strip() == views.PURPOSE[rolls[i][2]][:8].strip()
        assert box.texts()["down"].strip() == ""  # the scoreboard waits for the reveal
        box.press("ROLL")
    assert shown == [views.die(c, v) for c, v, _ in rolls]
    assert box.summary()["step"] == "result"
    assert box.texts()["text"].strip() == box.app.event["text"]
    assert box.texts()["down"] == "1-10"


def test_a_human_call_then_the_play():
    box = VirtualBox(seed=7)
    play_to_result(box)
    box.press("ROLL")  # on to the next call
    human_play(box, base_steps=1, play_steps=2)  # base pass; the third play in the list
    call = box.app.pending["call"]
    off = box.app.team_sheets["away"]
    assert call["defense"] == "base_pass" and call["offense"] == off["plays"][2]["name"]
    play_to_result(box)
    assert box.app.G["marks"]["away"]["plays"][2] == 1  # C5: the use is marked


def test_cfs_e4_p1_the_box_calls_for_both_teams():
    """Coach on one side, cards on the other: ROLL alone plays the game, every call legal."""
    box = VirtualBox(seed=33)
    box.app.settings["callers"] = {"home": "coach", "away": "card"}
    box.app.settings["fast"] = True
    box.app.new_game()
    for _ in range(150):
        assert not box.app.menu  # nobody is asked
        box.press("ROLL")
    assert box.summary()["actions"] > 20 and box.runner.errors == 0
    assert any(line.startswith("call: Card ") for line in box.lines)


def test_fast_option_resolves_a_play_with_one_press():
    box = VirtualBox(seed=8)
    box.app.settings["fast"] = True
    box.press("ROLL")
    assert box.summary()["step"] == "result" and box.summary()["actions"] == 1


def test_fourth_down_offers_punt_field_goal_or_go():
    box = VirtualBox(seed=9)
    play_to_result(box)
    G = box.app.G
    G["down"] = 4
    G["ball_on"] = 70
    G["to_go"] = 6
    box.app._next_step()
    labels = [label for label, _ in box.app.menu]
    assert labels[0] == "GO 4 IT" and "PUNT" in labels and labels[2].startswith("FG 47")


def test_end_of_quarter_and_halftime_by_clock():
    box = VirtualBox(seed=10)
    app = box.app
    app.settings.update(clock_mode="real", quarter_s=60, halftime="clock")
    app.clock.state["left"] = 60_000
    play_to_result(box)
    box.press("ROLL")
    box.press("CLOCK")  # start
    box.advance(61_000)
    assert box.summary()["step"] == "quarter_end" and box.texts()["text"].strip() == "END Q1"
    assert box.chips[0x70].blink == 2  # the clock blinks at 1 Hz until the next quarter
    box.press("OK")
    assert box.summary()["quarter"] == 2 and box.texts()["clock"] == " 1:00"
    assert box.chips[0x70].blink == 0
    box.press("CLOCK")
    box.advance(61_000)
    box.press("OK")
    s = box.summary()
    assert s["quarter"] == 3 and s["half"] == 2 and s["phase"] == "kickoff"


def test_timeout_by_long_clock_press():
    box = VirtualBox(seed=11)
    box.hold("CLOCK", 1000)
    assert box.texts()["text"].startswith("TO ")
    box.press("OK")
    assert box.app.clock.state["to"] == [2, 3]


# --- manual and dice modes ------------------------------------------------------------------


def test_manual_mode_enter_yards_and_the_scoreboard_follows():
    box = VirtualBox(seed=12)
    box.press("MODE")
    box.advance(800)  # the mode's name shows for a moment
    assert box.summary()["mode"] == "manual" and box.texts()["text"].strip() == "KO TO"
    box.press("OK")
    box.press("DOWN")  # 25 -> 24
    box.press("OK")
    box.advance(1600)  # the outcome shows for a moment
    assert box.summary()["ball_on"] == 24 and box.texts()["down"] == "1-10"
    box.press("OK")  # RUN
    for _ in range(7):
        box.press("UP")
    assert box.texts()["text"].strip() == "RUN +7"
    box.press("OK")
    s = box.summary()
    assert (s["down"], s["to_go"], s["ball_on"]) == (2, 3, 31)
    assert box.texts()["down"] == " 2-3"


def test_dice_mode_rolls_any_set():
    box = VirtualBox(seed=13)
    box.press("MODE")
    box.press("MODE")
    box.advance(800)
    assert box.summary()["mode"] == "dice"
    assert box.texts()["text"].strip() == "2G1R1O"
    box.press("UP")  # 3 green
    box.press("ROLL")
    box.advance(500)
    out = box.app.dice_mode.out
    assert [len(x) for x in out] == [3, 1, 0, 1, 0]
    assert all(1 <= v <= 6 for x in out for v in x)
    # the picked colour's dice and total (issue 11.11: no cut totals line)
    assert box.texts()["text"] == views.fit("G " + " ".join(str(v) for v in out[0]), 8)
    assert box.texts()["dice"] == "G%3d" % sum(out[0])
    assert box.app.G["dice"] == box.app.record["start"]["dice"]  # the game's dice untouched


def test_setup_changes_persist():
    box = VirtualBox(seed=14)
    for _ in range(3):
        box.press("MODE")
    box.advance(800)
    assert box.summary()["mode"] == "setup"
    for _ in range(9):
        box.press("UP")  # UP is next everywhere (issue 11.13)
    assert box.texts()["text"].startswith("BRT")
    box.press("OK")
    box.press("UP")
    box.press("OK")
    assert box.app.settings["brightness"] == 9
    assert all(c.brightness == 9 for c in box.chips.values())
    again = VirtualBox(seed=99, storage=box.storage)
    assert again.app.settings["brightness"] == 9


def test_cfs_e6_info_pages_one_press_away():
    box = VirtualBox(seed=15)
    box.press("BACK")
    assert box.texts()["text"].strip() == "FD 0-0"
    box.press("BACK")
    assert box.texts()["text"].strip() == "TO 3-3"
    box.press("BACK")
    assert box.texts()["text"].startswith("LF ")


# --- persistence and undo -------------------------------------------------------------------


def test_game_restored_on_boot():
    box = VirtualBox(seed=16)
    play_to_result(box)
    box.press("ROLL")
    human_play(box)
    play_to_result(box)
    before = box.summary()
    again = VirtualBox(seed=1, storage=box.storage)
    after = again.summary()
    for k in ("score", "down", "to_go", "ball_on", "possession", "actions", "clock"):
        assert after[k] == before[k]
    assert json.dumps(again.app.G, sort_keys=True) == json.dumps(box.app.G, sort_keys=True)


def test_power_cut_at_every_byte_of_a_save():
    """Cut the power after each byte of a save: the restore is the old or the new game."""
    app = App(SHEETS, now=0, seed=21)
    st = memory_storage()
    st.save(app.payload())
    old = app.payload()
    app.press("ROLL", PRESS, 10)
    app.press("ROLL", RELEASE, 20)
    new = app.payload()
    assert new != old
    slot, seq = store.next_slot([st.files.get(n) for n in store.SLOTS])
    data = store.encode(seq, new)
    results = set()
    for cut in range(len(data) + 1):
        files = dict(st.files)
        files[store.SLOTS[slot]] = bytes(data[:cut])
        got = store.newest([files.get(n) for n in store.SLOTS])
        assert got is not None and got[1] in (old, new), cut
        results.add(got[1] == new)
        restored = App(SHEETS, now=0, payload=got[1])
        assert restored.summary()["actions"] in (0, 1)
    assert results == {False, True}
    # A flipped byte in the newest copy falls back to the older one.
    files = dict(st.files)
    bad = bytearray(data)
    bad[len(bad) // 2] ^= 0xFF
    files[store.SLOTS[slot]] = bytes(bad)
    assert store.newest([files.get(n) for n in store.SLOTS])[1] == old


def test_undo_twenty_five_actions_restores_each_state_exactly():
    box = VirtualBox(seed=22)
    box.app.settings["fast"] = True
    for _ in range(400):
        if len(box.app.record["actions"]) >= 25:
            break
        box.press("OK" if box.app.menu else "ROLL")
    assert len(box.app.record["actions"]) >= 25
    app = box.app
    count = len(app.record["actions"])
    snapshots = {}
    rec = copy.deepcopy(app.record)
    for n in range(count + 1):
        snapshots[n] = json.dumps(record.replay(rec, app.team_sheets, upto=n), sort_keys=True)
    for k in range(1, 21):
        box.press("UNDO")
        assert len(app.record["actions"]) == count - k
        assert json.dumps(app.G, sort_keys=True) == snapshots[count - k]  # dice state too
    for k in range(1, 21):
        box.hold("UNDO", 1000)  # long press: redo
        assert len(app.record["actions"]) == count - 20 + k
        assert json.dumps(app.G, sort_keys=True) == snapshots[count - 20 + k]


# --- faults ---------------------------------------------------------------------------------


def test_a_display_that_stops_answering_is_retried_while_the_rest_runs():
    box = VirtualBox(seed=23)
    chip = box.chips[0x73]  # down and to go
    chip.fail = "nack"
    play_to_result(box)
    assert 0x73 not in box.panel.online() and box.summary()["down"] == 1
    assert any("offline" in line for line in box.lines)
    assert box.texts()["ball_on"].strip()  # the others carry on
    chip.fail = None
    box.advance(3100)
    assert 0x73 in box.panel.online()
    assert box.texts()["down"] == "1-10"  # back, showing what it should


def test_an_absent_display_at_boot_is_not_fatal():
    box = VirtualBox(seed=24, absent=(0x75,))
    play_to_result(box)
    assert box.summary()["actions"] == 1 and 0x75 not in box.panel.online()


def test_a_bad_team_sheet_is_skipped_with_a_message():
    files = team_files() + [("broken.json", '{"format": 1, "name": "Broken"}')]
    box = VirtualBox(seed=25, teams=files)
    assert any("broken.json" in m for m in box.app.messages)
    assert "broken" not in box.app.catalog and len(box.app.catalog) == 4


def test_nothing_stops_the_main_loop():
    box = VirtualBox(seed=26)
    real_tick = box.app.tick
    calls = {"n": 0}

    def broken(now):
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyError("boom")
        return real_tick(now)

    box.app.tick = broken
    box.advance(20)
    assert box.runner.errors == 1 and box.texts()["text"].startswith("ERR KEY")
    assert box.storage.load() is not None  # the game was saved
    box.app.tick = real_tick
    play_to_result(box)
    assert box.summary()["actions"] == 1


# --- traffic and budgets --------------------------------------------------------------------


def test_bus_traffic_only_for_displays_that_changed():
    box = VirtualBox(seed=27)
    play_to_result(box)
    box.press("ROLL")
    box.advance(200)
    before = len(box.bus.log)
    box.press("DOWN")  # the base-defense menu moves: only the text line changes
    writes = box.bus.log[before:]
    assert writes and {a for a, _ in writes} <= {0x76, 0x77}


def test_idle_clock_writes_only_the_clock_once_per_second():
    box = VirtualBox(seed=28)
    box.app.settings["clock_mode"] = "real"
    box.press("CLOCK")
    box.advance(1000)
    before = len(box.bus.log)
    box.advance(10_000)
    writes = box.bus.log[before:]
    assert {a for a, _ in writes} == {0x70}
    assert 9 <= len(writes) <= 11


def test_saves_while_only_the_clock_runs_at_most_every_ten_seconds():
    box = VirtualBox(seed=29)
    box.app.settings["clock_mode"] = "real"
    box.press("CLOCK")
    box.advance(500)
    n = box.storage.writes
    box.advance(60_000)
    assert box.storage.writes - n <= 6


def test_fewer_displays_show_missing_roles_on_the_text_line():
    cfg = load_config()
    cfg = dict(cfg)
    cfg["displays"] = [d for d in cfg["displays"] if d["role"] in ("home", "away", "text")]
    box = VirtualBox(cfg=cfg, seed=30)
    play_to_result(box)
    seen = set()
    for _ in range(5):
        box.advance(2000)
        seen.add(box.texts()["text"].strip()[:2])
    assert {"CL", "DN", "ON"} <= seen


def test_press_returns_redraw_request():
    app = App(SHEETS, now=0, seed=31)
    assert app.press("DOWN", PRESS, 5) == ALL_DIRTY


@pytest.mark.parametrize("name", ["CLOCK", "ROLL", "MODE", "OK", "UP", "DOWN", "BACK", "UNDO"])
def test_every_button_does_something_without_error(name):
    box = VirtualBox(seed=32)
    box.press(name)
    box.hold(name, 1200)
    assert box.runner.errors == 0


def test_undo_restores_the_card_decks_exactly():
    """Card callers on both sides: undo twelve actions, then play on: the same cards come up
    as when the game was played straight through."""
    straight = VirtualBox(seed=34)
    straight.app.settings["callers"] = {"home": "card", "away": "card"}
    straight.app.settings["fast"] = True
    straight.app.new_game()
    undone = VirtualBox(seed=34)
    undone.app.settings["callers"] = {"home": "card", "away": "card"}
    undone.app.settings["fast"] = True
    undone.app.new_game()
    for _ in range(40):
        straight.press("ROLL")
        undone.press("ROLL")
    for _ in range(12):
        undone.press("UNDO")
    for _ in range(12):
        undone.hold("UNDO", 1000)  # redo
    for _ in range(30):
        straight.press("ROLL")
        undone.press("ROLL")
    assert undone.app.record["actions"] == straight.app.record["actions"]
    assert json.dumps(undone.app.caller_state, sort_keys=True) == json.dumps(
        straight.app.caller_state, sort_keys=True
    )
