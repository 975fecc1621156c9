# The card caller (P2, T5): a card drawn from the team's own shuffled deck (cards.py) read
# through the team's card section, for the first three steps of C1 (the card's play stands
# after a check-off), each returning (choice, why, say) as solitaire.py says; and the
# by-the-book kicking choice a card-calling player makes.
#
# P3, when the card's call is no longer available:
# - a play: the closest available play (closest_play): the same kind first, then the
#   nearest dice profile, distance = 4 * |green difference against the base called|
#   + 3 * |yellow difference| + 2 * |break-away difference| + 3 * (one has +20, one not);
#   ties go to the play listed first on the sheet.
# - a package: the closest package under the same base with uses left that a card could
#   call (closest_package: distance = |red vs run| + |red vs pass| + |yellow| differences,
#   ties to the sheet's order), else stay in the base defense.
# The coach and the options lists only ever offer what is available, so they need no
# fallback.
from games.cfs.callers import cards
from games.cfs.rules import calls
from games.cfs.rules.game import TRY, legal
from games.cfs.rules.kicking import fg_band, fg_distance
from games.cfs.sheet.parts import DEFENSE_NAMES, DEFENSES, NOT_FROM_CARDS, PACKAGES, green_for


def _play_distance(a, b, defense_id):
    d = 0 if a["kind"] == b["kind"] else 1000
    d += 4 * abs(green_for(a, defense_id) - green_for(b, defense_id))
    d += 3 * abs(a["yellow"] - b["yellow"])
    d += 2 * abs(a["break_away"] - b["break_away"])
    if a["bonus20"] != b["bonus20"]:
        d += 3
    return d


def closest_play(sheet, marks, index, defense_id):
    """P3: index of the available play closest to play `index` (itself if available).

    None when no play is available.
    """
    if calls.play_available(sheet, marks, index):
        return index
    want = sheet["plays"][index]
    best = None
    best_d = 0
    for i in calls.available_plays(sheet, marks):
        d = _play_distance(want, sheet["plays"][i], defense_id)
        if best is None or d < best_d:
            best = i
            best_d = d
    return best


def closest_package(sheet, marks, package):
    """P3: the package to use for `package`: itself if it has uses left, else the closest
    package under the same base with uses left that a card may call; None: stay in the base.
    """
    if calls.package_available(sheet, marks, package):
        return package
    base = PACKAGES[package]
    want = sheet["defenses"][package]
    best = None
    best_d = 0
    for d in DEFENSES:
        if PACKAGES.get(d) != base or d in NOT_FROM_CARDS or d == package:
            continue
        if not calls.package_available(sheet, marks, d):
            continue
        o = sheet["defenses"][d]
        dist = (
            abs(o["red_run"] - want["red_run"])
            + abs(o["red_pass"] - want["red_pass"])
            + abs(o["yellow"] - want["yellow"])
        )
        if best is None or dist < best_d:
            best = d
            best_d = dist
    return best


# --- the steps of a call (C1) ------------------------------------------------------------


def call_base(state, G, sheets, side):
    """C1 step 1, by the defense `side`: (base, why, say)."""
    key = cards.draw(state["deck"])
    state["card"] = key  # the same card gives the check-off (step 3)
    d = cards.card_calls(sheets[side], key)[1]
    base = PACKAGES.get(d, d)
    return (
        base,
        "CARD " + key,
        "Card %s: %s reads %s"
        % (
            key,
            sheets[side]["name"],
            DEFENSE_NAMES[d],
        ),
    )


def call_play(state, G, sheets, side, base, card=None):
    """C1 step 2, by the offense `side`, knowing the base: (play name, why, say). `card`:
    the snap's card the defense drew (P2: one card selects both calls), else a card is
    drawn from the offense's own deck."""
    sheet = sheets[side]
    key = card if card is not None else cards.draw(state["deck"])
    name = cards.card_calls(sheet, key)[0]
    index = sheet["play_index"][name]
    got = closest_play(sheet, G["marks"][side], index, base)
    if got is None:
        raise ValueError("%s has no play left to call" % sheet["name"])
    say = "Card %s: %s reads %s" % (key, sheet["name"], name)
    if got != index:
        say += ", which has no uses left; the closest play is %s" % sheet["plays"][got]["name"]
    return sheet["plays"][got]["name"], "CARD " + key, say


def check_off(state, G, sheets, side, base, play):
    """C1 step 3, by the defense `side`, knowing the play: (package or None, why, say)."""
    key = state["card"]
    state["card"] = None
    if key is None:
        return None, "STAY", "No card drawn for the defense: stay in the base"
    sheet = sheets[side]
    d = cards.card_calls(sheet, key)[1]
    if d not in PACKAGES or PACKAGES[d] != base:
        return None, "CARD " + key, "Card %s: stay in %s" % (key, DEFENSE_NAMES[base])
    got = closest_package(sheet, G["marks"][side], d)
    say = "Card %s: check off into %s" % (key, DEFENSE_NAMES[d])
    if got != d:
        if got is None:
            say += ", which has no uses left: stay in %s" % DEFENSE_NAMES[base]
        else:
            say += ", which has no uses left: %s instead" % DEFENSE_NAMES[got]
    return got, "CARD " + key, say


def book_kick(G, sheets, side):
    """The by-the-book kicking choice a card-calling player makes: (type, why, say).

    Extra point kick after a touchdown. On fourth down: go on 4th and 1 past midfield
    unless a field goal is near certain; else a field goal with at least 2 in 6; else go
    inside the opponent's 40 with 3 or less to go; else punt. Out of plays: a field goal if
    in range (G2), else punt (G3) or end.
    """
    acts = legal(G, sheets)
    if G["phase"] == TRY:
        return "pat", "KICK PAT", "Extra point kick"
    if "play" not in acts:
        for t, why in (("fg", "FG LAST"), ("punt", "PUNT"), ("end", "FINAL")):
            if t in acts:
                return t, why, "Out of plays: %s" % t
    if G["down"] < 4:
        return "play", "", ""
    b = G["ball_on"]
    t = G["to_go"]
    p = _fg_chance(sheets[side], b, G["house"]) if "fg" in acts else 0.0
    if t <= 1 and b >= 50 and p < 0.66:
        return "play", "GO 4TH", "4th and 1 past midfield: go for it"
    if p >= 0.33:
        return "fg", "FG TRY", "4th down in range: field goal"
    if b >= 60 and t <= 3:
        return "play", "GO 4TH", "4th and short, too close to punt: go for it"
    return "punt", "PUNT", "4th down: punt"


def _fg_chance(sheet, ball_on, house):
    # As coach.points.fg_chance: P(a field goal from ball_on is good), 0 when out of range (K6).
    band = fg_band(sheet, fg_distance(ball_on, house))
    if band is None:
        return 0.0
    return band["good"] / 6.0
