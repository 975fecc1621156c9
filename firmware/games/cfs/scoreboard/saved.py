# Whether a saved game of College Football Saturday can be resumed, checked before anything
# of it is used: a save that passed its CRC may still come from another firmware version,
# have the wrong shape, or name a team sheet that is no longer on the board. The shell
# (sideline/resume.py) keeps a save this refuses, until NEW GAME.
import json

from games.cfs.callers import solitaire
from games.cfs.rules import record
from games.cfs.rules.phase import AWAY, HOME, KICKOFF, OVER, SCRIMMAGE, TRY
from games.cfs.scoreboard.settings import CALLERS, CLOCK_MODES, DEFAULTS, HALFTIMES, merged
from sideline import resume
from sideline.dice import usable

VERSION = 1  # the game's state format ("v" in the save; saves before the seam had none)


def _migrate(p):
    """The payload in this firmware's version, or None for a version it does not know."""
    v = p.get("v", 1)  # the first saves had no "v"
    if v == VERSION:
        return p
    return None


def check(payload, catalog):
    """(payload dict, None) when the saved game can be resumed with the teams in catalog,
    else (None, the problem: a one-line message or a sideline.resume code). Never raises."""
    try:
        return _check(payload, catalog)
    except Exception as e:  # a checker that trips on a value it did not expect
        return None, "saved game: unexpected contents (%s)" % repr(e)


def _check(payload, catalog):
    try:
        p = json.loads(payload) if type(payload) is not dict else payload
    except Exception:
        return None, "saved game is not JSON"
    if type(p) is not dict:
        return None, "saved game is not an object"
    v = p.get("v", 1)
    if type(v) is not int:
        return None, "saved game has no version number"
    p = _migrate(p)
    if p is None:
        return None, (resume.OTHER_VERSION, v, VERSION)
    msg = record.check(p.get("record")) or _settings(p.get("settings"))
    msg = msg or _clock(p.get("clock"), merged(p.get("settings")))
    msg = msg or _callers(p.get("callers"))
    if msg is None and type(p.get("seed", 1)) is not int:
        msg = "seed: expected a number"
    if msg is not None:
        return None, "saved game: " + msg
    s = p["record"]["start"]
    for side in ("home", "away"):
        if s[side] not in catalog:
            return None, (resume.NO_TEAM, s[side])
    return p, None


def _settings(saved):
    if saved is None:
        return None
    if type(saved) is not dict:
        return "settings: expected an object"
    s = merged(saved)
    for k in DEFAULTS:
        want = DEFAULTS[k]
        if want is None:
            if s[k] is not None and type(s[k]) is not str:
                return "settings.%s: expected a team sheet name" % k
        elif type(s[k]) is not type(want):
            return "settings.%s: expected %s" % (k, type(want).__name__)
    for k in s["timing"]:
        if type(s["timing"][k]) is not int or s["timing"][k] < 0:
            return "settings.timing.%s: expected whole seconds" % k
    for side in ("home", "away"):
        if s["callers"].get(side) not in CALLERS:
            return "settings.callers.%s: expected human, card or coach" % side
    if s["clock_mode"] not in CLOCK_MODES or s["halftime"] not in HALFTIMES:
        return "settings: unknown clock mode or halftime"
    if not 60 <= s["quarter_s"] <= 3600 or not 0 <= s["timeouts"] <= 9:
        return "settings: quarter length or timeouts out of range"
    if not 0 <= s["brightness"] <= 15 or not 0 <= s["reveal_ms"] <= 10000:
        return "settings: brightness or reveal time out of range"
    return None


def _clock(c, settings):
    if c is None:
        return None
    if type(c) is not dict:
        return "clock: expected an object"
    q, left, to = c.get("q"), c.get("left"), c.get("to")
    if type(q) is not int or not 1 <= q <= 9:
        return "clock.q: expected a quarter"
    if type(left) is not int or not 0 <= left <= 3600000:  # setup may shorten the quarter
        return "clock.left: expected milliseconds within an hour"
    if type(to) is not list or len(to) != 2:
        return "clock.to: expected [home, away] timeouts"
    for t in to:
        if type(t) is not int or not 0 <= t <= settings["timeouts"]:
            return "clock.to: expected [home, away] timeouts"
    for k in ("run", "warned", "ended"):
        if type(c.get(k)) is not bool:
            return "clock.%s: expected true or false" % k
    return None


def _callers(c):
    if c is None:
        return None
    if type(c) is not dict:
        return "callers: expected an object"
    for side in ("home", "away"):
        msg = solitaire.check_state(c.get(side))
        if msg is not None:
            return "callers.%s: %s" % (side, msg)
    return None


def check_state(G):
    """The replayed game against its invariants: None, or what breaks one. The record's
    start is the save's own (its dice, its house rules): a start that replay accepts may
    still hold values no play can use (dice outside the generator's range faulted the
    first roll, ERR VAL on every press)."""
    if not usable(G["dice"]):
        return "saved game: record.start.dice: outside the generator's range"
    for key in ("score", "first_downs"):
        for side in (HOME, AWAY):
            n = G[key][side]
            if type(n) is not int or n < 0:
                return "saved game: %s.%s: expected a count" % (key, side)
    if G["possession"] not in (HOME, AWAY) or G["phase"] not in _PHASES:
        return "saved game: possession or phase unknown"
    if not 0 <= G["ball_on"] <= 100 or not 0 <= G["down"] <= 4:
        return "saved game: ball on or down out of range"
    return None


_PHASES = (KICKOFF, SCRIMMAGE, TRY, OVER)
