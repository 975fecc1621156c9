"""Issue 11, rules readings (items 20-22): the literal H2, an H1 that respects whose yellow
die led to the chart, the chart dice shown as the die the rulebook names."""

from pathlib import Path

from kits.table import SHEETS

from games.cfs.rules import kicking
from games.cfs.rules.house import house_rules
from games.cfs.rules.play import YELLOW, resolve_play, special_play
from games.cfs.sheet.parts import green_for, red_for

# The College Football Saturday player's manual, beside the other games' READMEs.
ROOT = Path(__file__).resolve().parents[4]
README = (ROOT / "firmware" / "games" / "cfs" / "README.md").read_text()


class Faces:
    def __init__(self, faces):
        self.faces = list(faces)

    def die(self):
        return self.faces.pop(0)


def test_item20_h2_default_is_the_punting_teams_punt_return_table():
    house = house_rules()
    assert house["punt_return_table"] == "punting"
    punting, receiving = SHEETS["cascade_otters"], SHEETS["granite_rams"]
    for face in range(2, 6):  # returns without a re-roll
        r = kicking.punt(punting, receiving, 30, Faces([3, face]), [], house)
        assert r["result"] == "return" and r["return"] == punting["punt_return"][face - 1]
    other = house_rules({"punt_return_table": "receiving"})  # the option stays
    r = kicking.punt(punting, receiving, 30, Faces([3, 4]), [], other)
    assert r["return"] == receiving["punt_return"][3] != punting["punt_return"][3]


def _mean(chart):
    return sum(p["yards"] for p in chart) / len(chart)


def test_item21_h1_charts_never_favour_the_offense():
    house = house_rules()
    assert _mean(house["penalty_chart"]) <= 0
    assert all(p["yards"] < 0 for p in house["penalty_chart_defense"])
    names = [p["name"] for p in house["penalty_chart"] + house["penalty_chart_defense"]]
    assert "PASS INT" not in names and all(len(n) <= 8 for n in names)


def test_item21_the_defenses_yellow_reads_the_defenses_chart():
    house = house_rules()
    offense, defense = SHEETS["granite_rams"], SHEETS["cascade_otters"]
    play = next(p for p in offense["plays"] if not p["yellow"])
    did = next(d for d in defense["defenses"] if defense["defenses"][d]["yellow"])
    g, r = green_for(play, did), red_for(defense, did, play["kind"])
    for row in range(1, 7):
        # green all 1s, red all 6s: the defense wins; its yellow 1, chart 1 (penalty), row
        faces = [1] * g + [6] * r + [1, 1, row]
        res = resolve_play(offense, defense, play, did, Faces(faces), house)
        assert res["outcome"] == "penalty" and res["by"] == "defense"
        assert res["penalty"] == house["penalty_chart_defense"][row - 1]
        assert res["yards"] < 0


def test_item22_the_special_play_chart_is_rolled_with_the_yellow_die():
    rolls = []
    special_play("pass", Faces([5, 3]), rolls, house_rules())  # S4: a sack of 3
    assert [r[0] for r in rolls] == [YELLOW, YELLOW]
    rolls = []
    special_play("run", Faces([1, 2]), rolls, house_rules())  # S1: the penalty chart
    assert [r[0] for r in rolls] == [YELLOW, YELLOW]


def test_item22_the_readme_states_the_readings_where_the_rulebook_is_silent():
    start = README.index("## House rules")
    rules = README[start : README.index("\n## ", start + 5)]
    for words in (
        "repeated 1s on a kickoff",
        "no return",
        "last play",
        "away team receives",
        "after a safety",
        "all defenses must be used",  # G6: the reading, a goal and not a lock
        "penalty yards",
        "penalty_chart_defense",
        "punting team's",
    ):
        assert words in rules, words
