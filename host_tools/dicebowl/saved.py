"""The saved Dice-Bowl game: one JSON record per game, what `sideline league` reads.

    {"game": "dicebowl", "version": 1,
     "home": "Cascade Otters", "away": "Granite Rams",
     "seed": 12, "settings": {...}, "rules": {...}, "house": [],
     "final": {"home": 14, "away": 10},
     "log": [{"a": "toss"}, {"a": "choose", "v": "receive"}, ...]}

The log and the seed are the game: checking a record replays it through the core and
requires the game to be over with the final score the record states. Statistics are read
from that replay, never from numbers typed into the file. `rules` are the house rules'
values the game was played with; `house` names those that are not the rulebook's game
(sorted, empty for the rulebook's game: `rules.house_in_force`), so a league can list such
games apart. A record from before `rules` existed kept the values under `house`.
"""

import json
from pathlib import Path

from games.dicebowl import game, rules
from host_tools.common import box_saves
from host_tools.dicebowl.headless import play_game

VERSION = 1
KEYS = ("game", "version", "home", "away", "seed", "settings", "house", "final", "log")


def record(state, home, away):
    g = state["G"]
    return {
        "game": game.ID,
        "version": VERSION,
        "home": home,
        "away": away,
        "seed": state["seed"],
        "settings": dict(g["settings"]),
        "rules": dict(g["house"]),
        "house": rules.house_in_force(g["house"]),
        "final": dict(g["score"]),
        "log": [dict(a) for a in state["log"]],
    }


def replay_record(rec):
    """(final state, None) or (None, one-line reason)."""
    for k in KEYS:
        if k not in rec:
            return None, "missing %r" % k
    if rec["game"] != game.ID:
        return None, "not a Dice-Bowl game (game %r)" % rec["game"]
    if rec["version"] != VERSION:
        return None, "unknown version %r" % rec["version"]
    if not (isinstance(rec["home"], str) and isinstance(rec["away"], str)) or (
        rec["home"] == rec["away"]
    ):
        return None, "home and away must be two different team names"
    if not isinstance(rec["log"], list) or not isinstance(rec["seed"], int):
        return None, "log must be a list and seed an integer"
    values = rec.get("rules")
    if isinstance(rec["house"], dict) and values is None:  # a record from before "rules"
        values = rec["house"]
    elif not isinstance(rec["house"], list):
        return None, "house must be a list of the house rules in force"
    try:
        state = game.new_game(rec["seed"], rec["settings"], values)
        for i, a in enumerate(rec["log"]):
            try:
                game.apply(state, a)
            except ValueError as e:
                return None, "action %d (%s): %s" % (i + 1, json.dumps(a), e)
    except (ValueError, TypeError, KeyError) as e:
        return None, "bad settings or house rules: %s" % e
    if not game.over(state):
        return None, "the log stops before the final"
    in_force = rules.house_in_force(state["G"]["house"])
    if isinstance(rec["house"], list) and sorted(rec["house"]) != in_force:
        return None, "house %s does not match the rules played, %s" % (
            json.dumps(rec["house"]),
            json.dumps(in_force),
        )
    final = rec["final"]
    if final != state["G"]["score"]:
        return None, "final %s does not match the log's %s" % (
            json.dumps(final, sort_keys=True),
            json.dumps(state["G"]["score"], sort_keys=True),
        )
    return state, None


def check_file(path):
    """None when the file is a good saved game, else a one-line error naming the file."""
    _rec, _state, err = load(path)
    return err


def load(path):
    """(record, replayed state, None) or (None, None, 'path: reason')."""
    try:
        rec = json.loads(Path(path).read_text())
    except (OSError, UnicodeDecodeError) as e:
        return None, None, "%s: cannot read (%s)" % (path, e)
    except json.JSONDecodeError as e:
        return None, None, "%s: not JSON (line %d: %s)" % (path, e.lineno, e.msg)
    except RecursionError:  # JSON nested deeper than Python's parser goes
        return None, None, "%s: not a saved game (JSON nested too deeply)" % path
    if not isinstance(rec, dict):
        return None, None, "%s: a saved game is a JSON object" % path
    state, err = replay_record(rec)
    if err:
        return None, None, "%s: %s" % (path, err)
    if isinstance(rec["house"], dict):  # an older record: the same game, told the new way
        rec["rules"] = rec["house"]
        rec["house"] = rules.house_in_force(state["G"]["house"])
    return rec, state, None


def verdict(rec):
    """What `dicebowl check` says of a good record: the rulebook's game or its house rules."""
    if rec["house"]:
        return "ok, a house-rules game (%s)" % ", ".join(rec["house"])
    return "ok, the rulebook's game"


def schedule(teams, games_each):
    """Rounds of a circle-method round robin, repeated (home and away swapped) until each
    team has `games_each` games. The regular season (DL1) is one round robin: seven games
    each for eight teams (the play-offs' two rounds make the seed's nine)."""
    n = len(teams)
    order = list(range(n))
    rounds = []
    for r in range(n - 1):
        pairs = []
        for i in range(n // 2):
            a, b = order[i], order[n - 1 - i]
            pairs.append((a, b) if r % 2 == 0 else (b, a))
        rounds.append(pairs)
        order = [order[0]] + [order[-1]] + order[1:-1]
    out = []
    i = 0
    while len(out) < games_each:
        base = rounds[i % len(rounds)]
        flip = (i // len(rounds)) % 2 == 1
        out.append([(b, a) if flip else (a, b) for a, b in base])
        i += 1
    return [[(teams[a], teams[b]) for a, b in rnd] for rnd in out]


def generate_season(out_dir, teams, seed, games_each=7):
    """Plays a season with the headless driver and writes one saved game per file."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    n = 0
    for week, rnd in enumerate(schedule(teams, games_each), start=1):
        for home, away in rnd:
            n += 1
            state = play_game(seed * 1000 + n, seed * 1000 + n + 500000)
            rec = record(state, home, away)
            rec["week"] = week
            p = out / ("week%02d_%s_at_%s.json" % (week, _slug(away), _slug(home)))
            p.write_text(json.dumps(rec))
            paths.append(p)
    return paths


def _slug(name):
    return "".join(c if c.isalnum() else "_" for c in name.lower())


# --- box saves in a league (sideline pull --home NAME --away NAME) ----------------------


def dicebowl_record(save):
    """(a league record {home, away, final}, replayed state, None) or (None, None, reason)
    for a Dice-Bowl box save: a finished game whose sides have names."""
    t, err = box_saves.table_of(save)
    if err:
        return None, None, err
    if not t.over():
        return None, None, "the game on the box is not over (%d actions)" % len(t.log)
    names = box_saves.side_names(save)
    if names is None:
        return (
            None,
            None,
            ("a box save without the teams' names: pull it with --home NAME --away NAME"),
        )
    final = t.state_["G"]["score"]
    rec = {"home": names["home"], "away": names["away"], "final": dict(final)}
    return rec, t.state_, None


def load_dicebowl(path):
    """(record, state, None) or (None, None, 'path: reason') for a Dice-Bowl box save."""
    try:
        save = json.loads(Path(path).read_text())
    except (OSError, UnicodeDecodeError, ValueError) as e:
        return None, None, "%s: cannot read (%s)" % (path, e)
    rec, state, err = dicebowl_record(save)
    if err:
        return None, None, "%s: %s" % (path, err)
    return rec, state, None
