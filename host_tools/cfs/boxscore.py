"""The play-by-play of a game record as a drive chart and a box score.

The record is replayed exactly as the scoreboard does (record.decode, game.apply from
record.start_state), and every figure comes from what each action changed in the game
state: points (by quarter, from each action's "q"), first downs, rushing and passing
yards, turnovers and plays. Totals therefore equal the final state by construction, and
drives are cut where possession or the phase changes.

Loading: a slot file (.sln, store.decode), a saved payload ({"record": ...}) or a bare
record ({"start": ..., "actions": [...]}).
"""

import json
from pathlib import Path

from games.cfs.rules import game, record
from games.cfs.rules.calls import IllegalCall
from games.cfs.sheet.parts import DEFENSE_SHORT
from host_tools.cfs.sheets import load_sheet_file
from host_tools.common.saves import LogError, read_log, show

HOME, AWAY = game.HOME, game.AWAY
SIDES = (HOME, AWAY)
QUARTER_MS = 900_000  # when the log carries no settings: 15-minute quarters

# Drive results.
TD = "TD"
FG = "FG"
MISSED_FG = "MISSED FG"
PUNT = "PUNT"
INT = "INT"
FUMBLE = "FUMBLE"
DOWNS = "DOWNS"
SAFETY = "SAFETY"
END = "END"
HALF = "HALF"
KR_TD = "KR TD"  # a kickoff returned for a touchdown: a 0-play row for the receiving team
PR_TD = "PR TD"  # a punt returned for a touchdown: likewise
IN_PROGRESS = "IN PROGRESS"  # the drive a saved game stopped in


# --- reading logs ------------------------------------------------------------------------


def load_log(path):
    """(payload dict, what it was) from a .sln slot, a payload JSON or a bare record JSON."""
    data, kind = read_log(path)
    return parse_payload(data, show(path)), kind


def parse_payload(data, name="log"):
    """The payload dict for payload or record JSON (bytes or text)."""
    try:
        obj = json.loads(data)
    except (ValueError, UnicodeDecodeError) as e:
        raise LogError("%s: not a game log (not JSON: %s)" % (name, e)) from None
    if isinstance(obj, dict) and isinstance(obj.get("record"), dict):
        payload = obj
    elif isinstance(obj, dict) and "start" in obj and "actions" in obj:
        payload = {"record": obj}
    else:
        raise LogError(
            '%s: not a game log (expected a save slot, a saved game {"record": ...} or a '
            'record {"start": ..., "actions": [...]})' % name
        )
    rec = payload["record"]
    start = rec.get("start")
    if not isinstance(start, dict) or not isinstance(rec.get("actions"), list):
        raise LogError('%s: the record needs "start" and a list of "actions"' % name)
    for key in ("home", "away", "dice", "receiving"):
        if key not in start:
            raise LogError('%s: the record\'s start has no "%s"' % (name, key))
    return payload


def load_sheets(rec, teams_dir):
    """{"home": sheet, "away": sheet} for the record's team slugs, from teams_dir."""
    sheets = {}
    for side in SIDES:
        slug = rec["start"][side]
        if not isinstance(slug, str) or "/" in slug or "\\" in slug or not slug:
            raise LogError("the record's %s team is not a sheet name: %r" % (side, slug))
        path = Path(teams_dir) / (slug + ".json")
        if not path.is_file():
            raise LogError(
                "no team sheet %s.json in %s (the %s team; use --teams DIR)"
                % (slug, show(teams_dir), side)
            )
        sheet, msg = load_sheet_file(path)
        if msg:
            raise LogError(msg)
        sheets[side] = sheet
    return sheets


# --- the fold ----------------------------------------------------------------------------


def _snap(G):
    return {
        "phase": G["phase"],
        "possession": G["possession"],
        "ball_on": G["ball_on"],
        "half": G["half"],
        "score": dict(G["score"]),
        "first_downs": dict(G["first_downs"]),
        "stats": {s: _pick(G["stats"][s]) for s in SIDES},
        "points": {s: list(G["stats"][s]["points"]) for s in SIDES},
    }


def _situation(G):
    """Down, distance and ball on before an action, as a play-by-play reads them."""
    if G["phase"] == game.KICKOFF:
        return "kickoff"
    if G["phase"] == game.TRY:
        return "try"
    if G["phase"] != game.SCRIMMAGE:
        return ""
    to_go = "goal" if G["goal_to_go"] else str(G["to_go"])
    return "%d-%s %s" % (G["down"], to_go, spot_text(G["ball_on"]))


def _call_text(ev):
    """The play against the defense for a scrimmage play ("Slant v Zone"), else the kind."""
    if ev.get("play"):
        d = ev.get("defense")
        return "%s v %s" % (ev["play"], DEFENSE_SHORT.get(d, d) if d else "?")
    if ev.get("t") == "m":
        return "manual"
    return {"kickoff": "kickoff", "punt": "punt", "fg": "field goal", "pat": "XP kick"}.get(
        ev.get("t"), ev.get("t", "")
    )


def _pick(st):
    return {k: st[k] for k in ("plays", "rush", "pass", "turnovers")}


def _when(action):
    q = action.get("q")
    q = q if isinstance(q, int) and q >= 1 else 1
    clock = action.get("clock")
    return q, clock if isinstance(clock, int) else None


def spot_text(ball_on):
    """A yard line from the offense's side: "own 25", "50", "opp 40"."""
    if ball_on == 50:
        return "50"
    if ball_on < 50:
        return "own %d" % ball_on
    return "opp %d" % (100 - ball_on)


def clock_text(ms):
    s = ms // 1000
    return "%d:%02d" % (s // 60, s % 60)


def analyse(rec, sheets, quarter_ms=QUARTER_MS):
    """Replay a record; the drive chart and box score (plain data, JSON-ready)."""
    G = record.start_state(rec, sheets)
    actions = rec["actions"]
    drives = []
    log = []
    whens = []
    points = {HOME: {}, AWAY: {}}  # side -> {quarter: points}
    totals = {
        s: dict.fromkeys(("first_downs", "rush", "pass", "turnovers", "plays"), 0) for s in SIDES
    }
    cur = None  # the drive in progress

    def close(result, end_spot, after, return_td=False):
        nonlocal cur
        cur["result"] = result
        cur["return_td"] = return_td
        cur["yards"] = end_spot - cur["start"]
        cur["score"] = [after["score"][HOME], after["score"][AWAY]]
        drives.append(cur)
        cur = None

    for i, raw in enumerate(actions):
        try:
            a = record.decode(raw, sheets, G) if isinstance(raw, str) else raw
            if not isinstance(a, dict) or "t" not in a:
                raise ValueError("not an action")
            before = _snap(G)
            situation = _situation(G)
            ev = game.apply(G, sheets, a)
        except (IllegalCall, KeyError, ValueError, TypeError, IndexError, AttributeError) as e:
            raise LogError("action %d (%s) does not replay: %s" % (i + 1, _short(raw), e)) from None
        after = _snap(G)
        q, clock = _when(a)
        whens.append((q, clock))
        log.append(
            {
                "n": i + 1,
                "t": a["t"],
                "q": q,
                "clock": clock,
                "side": ev.get("side"),
                "text": ev.get("text", ""),
                "score": [after["score"][HOME], after["score"][AWAY]],
                "situation": situation,
                "call": _call_text(ev),
            }
        )
        for s in SIDES:
            gained = after["score"][s] - before["score"][s]
            if gained:
                points[s][q] = points[s].get(q, 0) + gained
            t = totals[s]
            t["first_downs"] += after["first_downs"][s] - before["first_downs"][s]
            for k in ("rush", "pass", "turnovers", "plays"):
                t[k] += after["stats"][s][k] - before["stats"][s][k]

        # Drives: the scrimmage actions of one team, from a take-over to a change.
        if before["phase"] == game.SCRIMMAGE and a["t"] != "halftime":
            team = before["possession"]
            if cur is not None and cur["team"] != team:  # not expected: close it as it stands
                close(END, cur["spot"], before)
            if cur is None:
                cur = {
                    "team": team,
                    "q": q,
                    "clock": clock,
                    "start": before["ball_on"],
                    "start_text": spot_text(before["ball_on"]),
                    "plays": 0,
                    "first": i,
                    "last": i,
                    "spot": before["ball_on"],
                }
            cur["last"] = i
            cur["plays"] += after["stats"][team]["plays"] - before["stats"][team]["plays"]
            result = _result(a, ev, before, after, team)
            if result is None and after["half"] != before["half"]:
                result = HALF
            if result is None and after["phase"] == game.OVER:
                result = END
            if result is None:
                cur["spot"] = after["ball_on"]
            else:
                other = game.other(team)
                close(
                    result,
                    _end_spot(result, before, after),
                    after,
                    result in (INT, FUMBLE) and _scored_td(before, after, other),
                )
                if result == PUNT and _scored_td(before, after, other):
                    drives.append(_return_row(i, q, clock, other, PR_TD, after))
        elif before["phase"] == game.TRY and drives:
            drives[-1]["score"] = [after["score"][HOME], after["score"][AWAY]]  # with the try
        elif a["t"] == "halftime" and cur is not None:
            close(HALF, cur["spot"], after)
        elif before["phase"] == game.KICKOFF and _scored_td(before, after, after["possession"]):
            drives.append(_return_row(i, q, clock, after["possession"], KR_TD, after))
    if cur is not None:
        final = _snap(G)
        close(END if G["phase"] == game.OVER else IN_PROGRESS, cur["spot"], final)

    _times(drives, whens, quarter_ms)
    for d in drives:
        d["team_name"] = G["teams"][d["team"]]
        for k in ("first", "last", "spot"):
            d.pop(k, None)
    quarters = sorted({1, 2, 3, 4} | set(points[HOME]) | set(points[AWAY]))
    box = {
        "quarters": quarters,
        "points": {s: [points[s].get(qq, 0) for qq in quarters] for s in SIDES},
        "total": {s: sum(points[s].values()) for s in SIDES},
        "first_downs": {s: totals[s]["first_downs"] for s in SIDES},
        "rushing": {s: totals[s]["rush"] for s in SIDES},
        "passing": {s: totals[s]["pass"] for s in SIDES},
        "yards": {s: totals[s]["rush"] + totals[s]["pass"] for s in SIDES},
        "turnovers": {s: totals[s]["turnovers"] for s in SIDES},
        "plays": {s: totals[s]["plays"] for s in SIDES},
    }
    return {
        "teams": dict(G["teams"]),
        "abbr": {s: sheets[s]["abbr"] for s in SIDES},
        "final": dict(G["score"]),
        "over": G["phase"] == game.OVER,
        "winner": game.winner(G) if G["phase"] == game.OVER else None,
        "actions": len(actions),
        "drives": drives,
        "box": box,
        "log": log,
        "state": G,
    }


def _short(raw):
    text = raw if isinstance(raw, str) else json.dumps(raw)
    return text if len(text) <= 40 else text[:37] + "..."


def _scored_td(before, after, side):
    """Whether `side` scored a touchdown on this action."""
    return "td" in after["points"][side][len(before["points"][side]) :]


def _result(a, ev, before, after, team):
    """How an action ended the drive of `team`, or None if the drive goes on."""
    t = a["t"]
    what = a.get("what") if t == "m" else None
    still = after["possession"] == team and after["phase"] == game.SCRIMMAGE
    if t == "end":
        return END
    if t == "punt" or what == "punt":
        return PUNT
    if t == "fg" or what in ("fg_good", "fg_miss"):
        return FG if ev.get("good") else MISSED_FG
    if ev.get("outcome") == game.TURNOVER or what == "to":
        return INT if str(ev.get("text", "")).startswith("INT") else FUMBLE
    if after["score"][team] > before["score"][team]:
        return TD
    if after["score"][game.other(team)] > before["score"][game.other(team)]:
        return SAFETY
    if ev.get("text") == "DOWNS":
        return DOWNS
    if still:
        return None
    if after["possession"] != team and after["phase"] == game.SCRIMMAGE:
        return DOWNS
    return None


def _end_spot(result, before, after):
    """Where the offense had the ball when the drive ended (from its own goal line)."""
    if result == TD:
        return 100
    if result == SAFETY:
        return 0
    if result == DOWNS:  # the other team took over, unless that ended the game
        turned = after["possession"] != before["possession"]
        return 100 - after["ball_on"] if turned else after["ball_on"]
    if result in (HALF, END):
        return after["ball_on"]  # halftime and the end of the game leave the ball be
    return before["ball_on"]  # kicks and turnovers: the line of scrimmage


def _return_row(i, q, clock, team, result, after):
    return {
        "team": team,
        "start": 0,
        "start_text": "return",
        "q": q,
        "clock": clock,
        "first": i,
        "last": i,
        "plays": 0,
        "yards": 0,
        "result": result,
        "return_td": False,
        "score": [after["score"][HOME], after["score"][AWAY]],
    }


def _times(drives, whens, quarter_ms):
    """Each drive's time: from its first action to the first action after it."""
    for d in drives:
        start = whens[d["first"]]
        nxt = d["last"] + 1
        end = whens[nxt] if nxt < len(whens) else whens[d["last"]]
        if start[1] is None or end[1] is None or d["result"] in (KR_TD, PR_TD):
            d["time_ms"] = None
            continue
        d["time_ms"] = max(0, (end[0] - start[0]) * quarter_ms + start[1] - end[1])


def quarter_ms(payload):
    s = payload.get("settings")
    if isinstance(s, dict) and isinstance(s.get("quarter_s"), int) and s["quarter_s"] > 0:
        return s["quarter_s"] * 1000
    return QUARTER_MS


def report(payload, teams_dir):
    """analyse() for a payload, its sheets loaded from teams_dir; LogError if it fails."""
    rec = payload["record"]
    sheets = load_sheets(rec, teams_dir)
    try:
        return analyse(rec, sheets, quarter_ms(payload))
    except LogError:
        raise
    except (KeyError, ValueError, TypeError, IndexError, IllegalCall) as e:
        raise LogError("the record does not replay (%s: %s)" % (type(e).__name__, e)) from None


def as_json(rep):
    """The report without the game state, for --json."""
    out = {k: v for k, v in rep.items() if k != "state"}
    return out
