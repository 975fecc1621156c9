# Team sheets (rules T1-T5): what a sheet holds, in the game's words: the defenses (T3),
# the cards (T5), the fields and ranges of firmware/teams/*.json (documented for players in
# firmware/teams/README.md), and the dice a play rolls against a defense (T1, T3).
# The checker and normalizer are in check.py beside this file (one value's check in
# value.py), the loader in load.py.

FORMAT = 1

KINDS = ("run", "pass")

# T3: two unlimited base defenses and seven packages, each under one base.
BASES = ("base_run", "base_pass")
PACKAGES = {
    "4-4": "base_run",
    "inside_blitz": "base_run",
    "goal_line": "base_run",
    "outside_blitz": "base_pass",
    "zone": "base_pass",
    "man_to_man": "base_pass",
    "prevent": "base_pass",
}
DEFENSES = (
    "base_run",
    "base_pass",
    "4-4",
    "inside_blitz",
    "goal_line",
    "outside_blitz",
    "zone",
    "man_to_man",
    "prevent",
)
DEFENSE_NAMES = {
    "base_run": "Base Run Defense",
    "base_pass": "Base Pass Defense",
    "4-4": "4-4",
    "inside_blitz": "Inside Blitz",
    "goal_line": "Goal Line",
    "outside_blitz": "Outside Blitz",
    "zone": "Zone",
    "man_to_man": "Man to Man",
    "prevent": "Prevent",
}
# 4 to 8 characters: fits the 8-character 14-segment text line.
DEFENSE_SHORT = {
    "base_run": "BASE RUN",
    "base_pass": "BASEPASS",
    "4-4": "4-4 DEF",
    "inside_blitz": "IN BLITZ",
    "goal_line": "GOALLINE",
    "outside_blitz": "OUTBLITZ",
    "zone": "ZONE",
    "man_to_man": "MAN2MAN",
    "prevent": "PREVENT",
}
# T5: no card selects Goal Line or Prevent.
NOT_FROM_CARDS = ("goal_line", "prevent")
CARD_DEFENSES = tuple(d for d in DEFENSES if d not in NOT_FROM_CARDS)

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
CARD_KEYS = tuple(r + s for s in SUITS for r in RANKS)

# The fields of each object, in the order they are checked (and documented).
SHEET_FIELDS = (
    "format",
    "name",
    "abbr",
    "notes",
    "totals",
    "plays",
    "defenses",
    "kickoff_return",
    "kickoff_adjust",
    "punting",
    "punt_return",
    "field_goal",
    "cards",
)
PLAY_FIELDS = (
    "name",
    "short",
    "kind",
    "uses",
    "green",
    "green_vs",
    "break_away",
    "yellow",
    "bonus20",
)

# Ranges (inclusive).
NAME_MAX = 24
SHORT_MAX = 8
ABBR_MAX = 4
NOTES_MAX = 1000
TOTAL_MIN, TOTAL_MAX = 1, 200
PLAYS_MAX = 40
PLAY_USES_MAX = 30
PACKAGE_USES_MAX = 20
DICE_MAX = 6
FG_BANDS_MAX = 8


def base_of(defense_id):
    """The base defense a defense belongs to (a base belongs to itself)."""
    return PACKAGES.get(defense_id, defense_id)


def green_for(play, defense_id):
    """Green dice of a play against a defense (T1: green_vs overrides green)."""
    gv = play.get("green_vs")
    if gv and defense_id in gv:
        return gv[defense_id]
    return play["green"]


def red_for(sheet, defense_id, kind):
    """Red dice of one of sheet's defenses against a play of kind "run" or "pass" (T3)."""
    if kind == "run":
        return sheet["defenses"][defense_id]["red_run"]
    if kind == "pass":
        return sheet["defenses"][defense_id]["red_pass"]
    raise ValueError("kind must be run or pass")
