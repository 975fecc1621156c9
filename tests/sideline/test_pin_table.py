"""The engine games' table (firmware/sideline/table.py, EngineTable) pinned at its promises
(issue #18's mutation score): a game is its start settings, teams, seed and action log, and
everything else is the log folded again (undo, resume, the old game after NEW GAME); a
refused action changes nothing; a save names its game and format and resumes only when it
is this game's, of this format, with its teams installed, and its log replays (each refusal
says why, the game in hand untouched); default settings are each SETUP item's first choice
with both teams and brightness 8. The game is a toy counter (tests/engine_toy.py)."""

import json

import pytest
from kits.engine_toy import Toy, new

from sideline import table
from sideline.dice import seed_state
from sideline.resume import NO_TEAM, OTHER_VERSION, sentence
from sideline.shell import PRESS, RELEASE


def test_next_seed_is_the_c_standards_lcg_in_30_bits():
    # ISO C's example rand(): next = next * 1103515245 + 12345, here kept to 30 bits (a
    # MicroPython small int) so that the Pico and the host make the same new game.
    assert table.next_seed(1) == (1103515245 + 12345) % 2**30
    assert table.next_seed(0) == 12345
    assert table.next_seed(2**30 - 1) == ((2**30 - 1) * 1103515245 + 12345) % 2**30
    assert 0 <= table.next_seed(123456789) < 2**30


def test_a_table_needs_teams():
    with pytest.raises(ValueError) as e:
        Toy({}, lambda s: s)
    assert str(e.value) == "no teams"


def test_default_settings_are_the_first_two_teams_each_first_choice_and_brightness_8():
    t = new()
    assert t.settings == {"home": "ants", "away": "bees", "q": 15, "fast": False, "brightness": 8}
    assert t.start_settings == t.settings and t.start_settings is not t.settings
    two = Toy({"x": "X", "y": "Y"}, lambda s: {"slug": s})
    assert two.settings["home"] == "x" and two.settings["away"] == "y"
    one = Toy({"solo": "SOL"}, lambda s: {"slug": s})
    assert one.settings["home"] == "solo" and one.settings["away"] == "solo"


def test_a_new_table_starts_a_new_game_with_the_next_seed_and_an_empty_log():
    t = new(seed=1)
    assert t.game_seed == table.next_seed(1) == t.seed
    assert t.log == [] and t.redo_stack == [] and t.results == []
    assert t.teams == {"home": {"slug": "ants"}, "away": {"slug": "bees"}}
    assert t.resumed is False and t.save_pending is True and t.problem is None
    assert t.state_ == {"n": 0, "over": False, "seed": t.game_seed, "teams": ["ants", "bees"]}
    assert t.menu_i == 0 and t.info == 0 and t.entry is None
    assert t.board["home"] == "0" and t.events == []


def test_the_first_message_shows_for_3_s_cut_to_the_line():
    t = new(messages=["BAD FILE ants.json"], now=100)
    assert (t.flash_text, t.flash_until) == ("BAD FILE", 3100)
    assert new().flash_text is None


def test_an_action_is_logged_and_a_refused_one_changes_nothing():
    t = new()
    t.previous_game = {"old": 1}
    t.redo_stack = ["x"]
    t.save_pending = False
    t.menu_i = 1
    assert t.act("add") is True
    assert t.log == ["add"] and t.redo_stack == [] and t.previous_game is None
    assert t.state_["n"] == 1 and t.results == ["N 1"] and t.events == ["added"]
    assert t.menu_i == 0 and t.save_pending
    t.save_pending = False
    t.previous_game = {"old": 1}
    assert t.act(["num", 13]) is False  # the toy refuses 13
    assert t.log == ["add"] and t.state_["n"] == 1 and not t.save_pending
    assert t.error == "unlucky" and (t.flash_text, t.flash_until) == ("NO", t.now + 800)
    assert t.previous_game == {"old": 1}


def test_undo_folds_the_log_again_and_redo_applies_the_undone_action():
    t = new(now=0)
    t.act("add")
    t.act(["num", 5])
    t.save_pending = False
    t.undo()
    assert t.log == ["add"] and t.redo_stack == [["num", 5]] and t.state_["n"] == 1
    assert t.save_pending and (t.flash_text, t.flash_until) == ("UNDO", 800)
    assert t.results == ["N 1"]  # what the last action left did
    t.undo()
    assert t.log == [] and t.state_["n"] == 0 and t.results == []  # the start: no results
    t.now = 2000
    t.redo()
    assert t.log == ["add"] and t.state_["n"] == 1 and t.redo_stack == [["num", 5]]
    assert (t.flash_text, t.flash_until) == ("REDO", 2800) and t.results == ["N 1"]
    t.redo()
    assert t.state_["n"] == 6 and t.redo_stack == []
    t.now = 5000
    t.redo()
    assert (t.flash_text, t.flash_until) == ("NO REDO", 6000) and t.state_["n"] == 6
    t.act("add")
    t.undo()
    t.act("add")
    assert t.redo_stack == []  # a new action drops what was undone


def test_undo_of_an_empty_log_brings_back_the_old_game_or_says_no_undo():
    t = new(now=0)
    t.undo()
    assert (t.flash_text, t.flash_until) == ("NO UNDO", 1000)
    t.act("add")
    t.act("add")
    old = t.old_game()
    t.new_game()
    t.previous_game = old
    t.redo_stack = ["x"]
    t.undo()
    assert t.log == ["add", "add"] and t.state_["n"] == 2 and t.flash_text == "OLD GAME"
    assert t.redo_stack == []  # forget_history


def test_a_save_is_the_start_settings_seed_and_log():
    t = new(seed=7)
    t.act("add")
    t.settings["q"] = 10  # changed in setup: for the next game
    assert t.state() == {
        "settings": t.settings,
        "start": t.start_settings,
        "seed": table.next_seed(7),
        "dice": seed_state(table.next_seed(7)),  # the dice the game started from
        "log": ["add"],
    }
    p = json.loads(t.payload())
    assert p["game"] == "toy" and p["v"] == 2 and p["settings"]["q"] == 10
    assert p["start"]["q"] == 15
    old = t.old_game()
    assert old == p and old["settings"] is not t.settings  # a copy: setup may change it
    t.kept = b"a kept save"
    assert t.old_game() == b"a kept save"


@pytest.mark.parametrize("form", [bytes, str, dict])
def test_a_save_resumes_the_same_game_from_bytes_text_or_a_dict(form):
    t = new(seed=3)
    t.act("add")
    t.act(["num", 4])
    t.settings["q"] = 5
    raw = t.payload()
    saved = {bytes: raw, str: raw.decode(), dict: json.loads(raw)}[form]
    r = new(saved=saved, seed=99, now=10)
    assert r.resumed is True and r.problem is None
    assert r.log == ["add", ["num", 4]] and r.state_ == t.state_ and r.game_seed == t.game_seed
    assert r.settings["q"] == 5 and r.start_settings["q"] == 15
    assert (r.flash_text, r.flash_until) == ("RESUMED", 1510) and r.save_pending
    assert r.redo_stack == []
    r.undo()  # a resumed game steps back and forth like the one saved
    assert r.log == ["add"] and r.state_["n"] == 1
    r.redo()
    assert r.log == ["add", ["num", 4]] and r.state_ == t.state_


def _save(**change):
    t = new(seed=3)
    t.act("add")
    p = json.loads(t.payload())
    for k, v in change.items():
        if v is None:
            del p[k]
        else:
            p[k] = v
    return p


@pytest.mark.parametrize(
    "saved, problem",
    [
        (b"{not json", "saved game is not JSON"),
        (b"[1, 2]", "saved game is not an object"),
        (_save(game=None), "saved game is of another game (cfs)"),  # before the seam: CFS
        (_save(game="fliip"), "saved game is of another game (fliip)"),
        (_save(v=1), "saved game is from firmware version 1 (this one reads 2)"),
        (_save(v=None), "saved game is from firmware version None (this one reads 2)"),
        (_save(start=[1]), "saved game: no start or no log"),
        (_save(log={"a": 1}), "saved game: no start or no log"),
        (_save(start=None), "saved game: no start or no log"),
        (_save(log=None), "saved game: no start or no log"),
        (_save(seed="3"), "saved game: seed: expected a number"),
        (_save(seed=None), "saved game: seed: expected a number"),
        (_save(start={"home": "gone", "away": "bees"}), "saved game needs teams/gone.json"),
        (_save(start={"home": "ants", "away": "gone"}), "saved game needs teams/gone.json"),
        (_save(start={"home": "ants"}), "saved game needs teams/None.json"),
        # a save without "game" is from before the seam: College Football Saturday's
        (json.dumps({"v": 2, "seed": 3}), "saved game is of another game (cfs)"),
        (_save(log=["add", ["num", 13]]), "saved game does not replay (ValueError('unlucky'))"),
        (_save(log=["bogus"]), "saved game does not replay ("),
    ],
)
def test_a_save_that_cannot_resume_says_why_and_a_new_game_starts(saved, problem):
    t = new(saved=saved, seed=5)
    said = sentence(t.problem)
    assert t.resumed is False and said.startswith(problem), said
    assert problem.endswith("(") or problem.endswith(".json") or said == problem
    assert t.log == [] and t.game_seed == table.next_seed(5) and t.state_["n"] == 0
    assert t.kept is not None  # kept for `sideline pull` until NEW GAME


def test_a_missing_team_or_another_version_is_handed_on_as_a_code():
    """The board's words ("NO GONE", "SAVE V1") come from these, not from the sentence."""
    assert new(saved=_save(start={"home": "gone", "away": "bees"})).problem == (NO_TEAM, "gone")
    assert new(saved=_save(v=1)).problem == (OTHER_VERSION, 1, 2)


def test_a_save_that_does_not_replay_leaves_the_game_in_hand_untouched():
    t = new(seed=2)
    t.act(["num", 7])
    before = (dict(t.settings), dict(t.start_settings), t.teams, t.game_seed, list(t.log))
    assert t.restore(_save(log=["add", "bogus"])) is False
    assert (t.settings, t.start_settings, t.teams, t.game_seed, t.log) == before
    assert t.state_["n"] == 7 and t.menu  # folded again from its own log
    assert t.problem.startswith("saved game does not replay")


def test_a_saved_team_file_that_no_longer_loads_does_not_replay():
    t = new()
    p = _save()
    t.load = lambda slug: {}["gone"]
    assert t.restore(p) is False and t.problem.startswith("saved game does not replay (KeyError")


def test_saved_settings_merge_over_the_defaults_and_a_bad_brightness_is_8():
    t = new()
    t.cap_brightness(12)
    m = t._merged({"q": 5, "unknown": 1, "brightness": 12})
    assert m == {"home": "ants", "away": "bees", "q": 5, "fast": False, "brightness": 12}
    assert t._merged(None) == t.default_settings()
    assert t._merged([1])["q"] == 15
    for bad in (13, -1, "5", None, 2.0):
        assert t._merged({"brightness": bad})["brightness"] == 8, bad
    assert t._merged({"brightness": 0})["brightness"] == 0


def test_a_resumed_save_without_settings_takes_the_defaults():
    r = new(saved=_save(settings=None))
    assert r.resumed and r.settings == r.default_settings()


def test_new_game_takes_setups_settings_and_the_teams_named_or_the_first_two():
    t = new(seed=4)
    t.act("add")
    t.info, t.menu_i = 1, 2
    t.settings.update(home="cats", away="gone", q=10)
    seed = t.seed
    t.new_game()
    assert t.start_settings["home"] == "cats" and t.start_settings["away"] == "bees"
    assert t.start_settings["q"] == 10 and t.start_settings is not t.settings
    assert t.teams == {"home": {"slug": "cats"}, "away": {"slug": "bees"}}
    assert t.game_seed == table.next_seed(seed) and t.log == [] and t.state_["n"] == 0
    assert t.info == 0 and t.menu_i == 0 and t.results == [] and t.save_pending


def test_new_game_through_setup_is_undone_to_the_old_game():
    t = new(now=0)
    t.act("add")
    t.act("add")
    while t.mode != "setup":
        t.press("MODE", PRESS, 10)
    while t._all_setup_items()[t.setup_i][0] != "NEW GAME":
        t.press("UP", PRESS, 20)
    t.press("OK", PRESS, 30)
    t.press("OK", PRESS, 40)
    assert t.log == [] and t.mode == "play" and t.previous_game is not None
    t.press("UNDO", PRESS, 50)
    t.press("UNDO", RELEASE, 60)
    assert t.log == ["add", "add"] and t.state_["n"] == 2


def test_the_menu_and_info_page_are_kept_in_range_when_the_game_changes():
    t = new()
    t.act("add")  # two pages from here
    t.menu_i = 2
    t.info = 2
    t.rebuild()
    assert t.menu_i == 2 and t.info == 2  # the last item, the last page: kept
    t.menu_i = 3
    t.info = 3
    t.rebuild()
    assert t.menu_i == 0 and t.info == 0
    t.info = 1
    t.undo()  # no pages at 0
    assert t.info == 0
    t.act("end")
    assert t.menu == [] and t.menu_i == 0


def test_the_installed_games_reach_setup():
    t = new(games=[("toy", "TOY"), ("b", "BBB")])
    assert t.games == [("toy", "TOY"), ("b", "BBB")]
    assert t._all_setup_items()[0] == ("GAME", "TOY")


def test_new_game_opens_on_the_game_not_an_info_page():
    t = new()
    t.first_page_at = 0  # pages from the start (a score sheet)
    t.act("add")
    t.info = 1
    t.new_game()
    assert t.info == 0 and t.page_count(t.state_) == 2


def test_the_default_action_of_an_item_is_its_payload_and_the_entry_text_its_number():
    from sideline.table import EngineTable

    t = new()
    assert EngineTable.action_of(t, ("NUM", "num", (-5, 20, 3)), None) == "num"
    assert EngineTable.action_of(t, ("NUM", "num", (-5, 20, 3)), 7) == "num"
    assert t.entry_text(("NUM", "num", None), -3) == "NUM -3"


def test_catalog_is_the_games_and_slugs_are_sorted():
    t = Toy({"zed": "ZED", "amy": "AMY"}, lambda s: {"slug": s})
    assert t.slugs == ["amy", "zed"] and t.settings["home"] == "amy"


# --- a game without team files: HOME against AWAY, nothing to pick -----------------------


def test_a_game_without_team_files_plays_home_against_away_with_no_teams_in_setup():
    """TEAM_FILES False and table.sides as its catalog (Dice-Bowl's case, which faked two
    teams in its own box.py): the sides are home and away, setup offers no team, and a save
    resumes as any other."""

    class Sides(Toy):
        TEAM_FILES = False

        def start(self):
            return {"n": 0, "over": False, "seed": self.game_seed, "teams": dict(self.teams)}

    cat, messages, load = table.sides(["stray.json"], None)
    assert messages == [] and load("home") == "HOME"
    t = Sides(cat, load, 0, None, 5)
    assert (t.settings["home"], t.settings["away"]) == ("home", "away")  # not sorted: away
    assert t.state_["teams"] == {"home": "HOME", "away": "AWAY"}
    assert [label for label, _ in t.setup_items()] == ["QTR", "FAST", "BRT"]
    t.act("add")
    back = Sides(cat, load, 0, t.payload(), 9)
    assert back.resumed and back.state_["n"] == 1 and back.winner_words() == "HOME WON"


def test_dicebowl_is_such_a_game_and_fakes_no_teams_of_its_own():
    import games.dicebowl.box as box

    assert box.catalog is table.sides and box.Table.TEAM_FILES is False
    own = vars(box.Table)
    assert "default_settings" not in own and "setup_items" not in own
