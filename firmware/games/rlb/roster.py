# A team's roster as data (teams/rlb/*.json, format in games/rlb/README.md) and its checker:
# one line naming the file and the problem, never an exception, so a bad file is skipped
# and the game in progress is untouched.
import json

from games.rlb.tables import POSITIONS, SKILL_MAX, SKILLS

# A player row in the game record: [shirt, position, sp, ha, ki, ta, pw, ev, name]
NAME = 8


def parse_roster(fname, text):
    """(team, None) or (None, "FILE: problem") for one roster file's text."""
    try:
        data = json.loads(text)
    except ValueError:
        return None, "%s: not JSON" % fname
    team, problem = check_roster(data)
    if problem is not None:
        return None, "%s: %s" % (fname, problem)
    return team, None


def _text(data, key, most):
    v = data.get(key)
    if not isinstance(v, str) or not v or len(v) > most:
        return None, "%s must be text of 1-%d characters" % (key, most)
    return v, None


def check_roster(data):
    """(team, None) or (None, problem) for a decoded roster."""
    if not isinstance(data, dict):
        return None, "a roster is a JSON object"
    if data.get("game") != "rlb":
        return None, 'game must be "rlb"'
    name, problem = _text(data, "name", 40)
    if problem:
        return None, problem
    abbr, problem = _text(data, "abbr", 4)
    if problem:
        return None, problem
    players = data.get("players")
    if not isinstance(players, list) or len(players) != len(POSITIONS):
        return None, "players must list %d players, shirts 1-13" % len(POSITIONS)
    rows = [None] * len(POSITIONS)
    for i, p in enumerate(players):
        row, problem = _player(p)
        if problem:
            return None, "player %d: %s" % (i + 1, problem)
        if rows[row[0] - 1] is not None:
            return None, "player %d: shirt %d twice" % (i + 1, row[0])
        rows[row[0] - 1] = row
    return {"name": name, "abbr": abbr, "players": rows}, None


def _player(p):
    if not isinstance(p, dict):
        return None, "a player is a JSON object"
    no = p.get("no")
    if not isinstance(no, int) or isinstance(no, bool) or not 1 <= no <= len(POSITIONS):
        return None, "no must be a shirt number 1-13"
    pos = POSITIONS[no - 1]
    if p.get("pos") != pos:
        return None, "shirt %d plays %s, not %r" % (no, pos, p.get("pos"))
    name, problem = _text(p, "name", 24)
    if problem:
        return None, problem
    row = [no, pos]
    for s in SKILLS:
        v = p.get(s)
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= SKILL_MAX:
            return None, "%s must be a whole number 0-%d" % (s, SKILL_MAX)
        row.append(v)
    row.append(name)
    return row, None
