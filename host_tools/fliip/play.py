"""A headless driver for Fliip Football over the pure core (games/fliip), and its log.

The plays of Fliip come from physical cards; here a seeded stand-in for the two players
picks each entry from the menu the board offers, with the project's dice
(sideline.dice) as its source, so a game is the same for the same seed. The kicks use the
game's own dice, kept in the game record.

A log is JSON: {"game": "fliip", "format": 1, "teams": {"home": slug, "away": slug},
"seed": [z, w], "options": {...}, "house": {...}, "actions": [...]}; replaying it with the
teams' files rebuilds the game (games.fliip.game.replay).
"""

import json
import sys
from pathlib import Path

from games.fliip import box, game, menus, tables
from host_tools.device.flashing import FIRMWARE
from sideline.dice import Dice, seed_state

TEAMS = FIRMWARE / "teams" / "fliip"
LOG_FORMAT = 1


class LogError(Exception):
    pass


def load_teams(folder=TEAMS):
    """({slug: team}, messages) for every *.json in folder, as the board loads them."""
    files = [(str(p), p.read_text()) for p in sorted(Path(folder).glob("*.json"))]
    return tables.load(files)


def with_own(teams):
    """The teams and the box's two own teams (`home`, `away`: no file, kicks entered from
    the player's cards), as the box lists them."""
    out = dict(teams)
    for slug, team in box.OWN.items():
        out.setdefault(slug, dict(team))
    return out


def make_dice(G):
    return Dice(G["dice"])


# The stand-in players: a play result drawn like a card would give it. (weight, move, lo, hi)
_RESULTS = (
    (30, "gain", 1, 9),
    (12, "gain", 10, 25),
    (10, "inc", 0, 0),
    (8, "ng", 0, 0),
    (5, "sack", 2, 9),
    (5, "tfl", 1, 4),
    (2, "fum", -3, 8),
    (2, "int", 0, 20),
    (2, "td", 0, 0),
)
_WEIGHT = sum(r[0] for r in _RESULTS)


def _card(cards):
    k = cards.below(_WEIGHT)
    for w, m, lo, hi in _RESULTS:
        if k < w:
            a = {"m": m}
            if m not in ("inc", "ng", "td"):
                a["n"] = lo + cards.below(hi - lo + 1)
            return a
        k -= w
    raise AssertionError("weights")


def choose(state, cards):
    """The stand-in's action for the step the board is at."""
    G = state["G"]
    phase = state["ctx"]["phase"]
    items = menus.menu(state)
    if phase == "flip":
        return menus.action(items[0])  # the board flips
    if phase in ("choose", "kickoff"):
        pick = items[cards.below(len(items))]
        if phase == "kickoff" and len(items) > 1 and cards.below(10) > 0:
            pick = items[0]  # onside (or safety type) now and then
        return menus.action(pick)
    if G["down"] == 4 and G["line"] - G["los"] > 2:
        if any(i["m"] == "fg" for i in items) and 100 - G["los"] <= 35:
            return {"m": "fg"}
        if G["los"] < 60:
            return {"m": "punt", "n": 1 if G["los"] > 45 else 0}
    if G["los"] <= 2 and cards.below(4) == 0:
        return {"m": "knee"}
    return _card(cards)


def play(home, away, seed, length=8, teams=None, house=None):
    """Play a whole game; returns (state, log)."""
    if teams is None:
        teams, _ = load_teams()
    teams = with_own(teams)
    start = seed_state(seed)
    options = {"length": length}
    state = game.new_game({"home": teams[home], "away": teams[away]}, start, options, house)
    cards = Dice(seed_state(seed * 7919 + 17))
    actions = []
    while not game.is_over(state):
        a = choose(state, cards)
        game.apply(state, a, make_dice(state["G"]))
        actions.append(a)
        if len(actions) > 5000:
            raise AssertionError("a game that does not end")
    log = {
        "game": "fliip",
        "format": LOG_FORMAT,
        "teams": {"home": home, "away": away},
        "seed": start,
        "options": options,
        "house": house or {},
        "actions": actions,
    }
    return state, log


def replay_log(log, teams=None):
    """The game a log describes, rebuilt; LogError with a one-line reason if it cannot be."""
    if teams is None:
        teams, _ = load_teams()
    teams = with_own(teams)
    if not isinstance(log, dict) or log.get("game") != "fliip":
        raise LogError('not a Fliip log (expected "game": "fliip")')
    if log.get("format") != LOG_FORMAT:
        raise LogError("log format %r, expected %d" % (log.get("format"), LOG_FORMAT))
    try:
        slugs = log["teams"]
        pair = {"home": teams[slugs["home"]], "away": teams[slugs["away"]]}
    except (KeyError, TypeError) as e:
        raise LogError("the log names a team with no good file: %s" % e) from None
    state = game.new_game(pair, log["seed"], log.get("options"), log.get("house"))
    for i, a in enumerate(log.get("actions", [])):
        try:
            game.apply(state, a, make_dice(state["G"]))
        except ValueError as e:
            raise LogError("action %d %s: %s" % (i, json.dumps(a), e)) from None
    return state


def parse_entry(line):
    """A typed entry ("gain 7", "kickoff 0", "td") as an action, or None for a blank line."""
    words = line.split()
    if not words:
        return None
    a = {"m": words[0].lower()}
    if len(words) > 2:
        raise ValueError("one move and at most one number, got %r" % line.strip())
    if len(words) == 2:
        try:
            a["n"] = int(words[1])
        except ValueError:
            raise ValueError("not a number: %r" % words[1]) from None
    return a


def show(state):
    """One line: every display role, then the entries on offer."""
    r = game.roles(state)
    entries = [menus.text(i) for i in game.menu(state)]
    return "%s | %s %s | %s | %s | %s | %s | %s" % (
        r["clock"],
        r["home"],
        r["away"],
        r["down"],
        r["ball_on"],
        r["dice"],
        r["text"],
        ", ".join(entries),
    )


def play_script(lines, home, away, seed, length=8, teams=None, out=None, err=None, house=None):
    """Play entries typed by people (one per line: "coin 0", "receive", "kickoff 0",
    "gain 7", "sack 3", "punt 1", "fg"...). A bad entry prints one line on err and is
    skipped; the game goes on. Returns (state, log)."""

    out = out or sys.stdout
    err = err or sys.stderr
    if teams is None:
        teams, _ = load_teams()
    teams = with_own(teams)
    start = seed_state(seed)
    options = {"length": length}
    state = game.new_game({"home": teams[home], "away": teams[away]}, start, options, house)
    actions = []
    print(show(state), file=out)
    for number, line in enumerate(lines, 1):
        try:
            a = parse_entry(line)
            if a is None:
                continue
            game.apply(state, a, make_dice(state["G"]))
        except ValueError as e:
            print("line %d: %s" % (number, e), file=err)
            continue
        actions.append(a)
        print(show(state), file=out)
        if game.is_over(state):
            break
    log = {
        "game": "fliip",
        "format": LOG_FORMAT,
        "teams": {"home": home, "away": away},
        "seed": start,
        "options": options,
        "house": dict(house or {}),
        "actions": actions,
    }
    return state, log
