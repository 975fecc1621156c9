# A Fliip team's kicking tables (rules F7-F11): the file format, its checker and the
# compact form the game keeps. Every table is read by the total of three dice, 3..18, so
# each holds 16 results, lowest total first. The format is in firmware/teams/fliip/README.md.
#
# A result is kept as one small int, kind * 256 + (n + 128), so a team's tables are a few
# lists of ints in the game record (JSON as they are, and no strings on the Pico's heap).
import json

TOTALS = 16  # three dice: totals 3..18
LOWEST = 3

# Result kinds.
LINE = 0  # kick-off: the receiving team's new line (its own n)
NET = 1  # punt: net yards from the line of scrimmage
FUMBLE = 2  # kick-off: kicking team's ball at the receiver's n; punt: n yards ahead of the LOS
RETURN_TD = 3
BLOCK = 4  # punt or field goal: the defending team's ball n yards behind the LOS
MISS = 5  # field goal: the defending team's ball n yards behind the LOS
GOOD = 6  # field goal made
BLOCK_TD = 7

KICKOFF_KINDS = ("normal", "onside", "safety")
PUNT_KINDS = ("normal", "pooch")
FG_FARTHEST = 45  # F10: the opponent's 45 or closer
# How far a behind-the-line result may go: a field goal from the 45 then leaves the
# defending team no nearer than the kicking team's 15, never behind its goal line.
FG_BACK_MAX = 40
NAME_MAX = 24
ABBR_MAX = 3
FIELDS = ("game", "format", "name", "abbr", "kickoff", "punt", "field_goal")
FORMAT = 1


def code(kind, n=0):
    return kind * 256 + n + 128


def kind_of(c):
    return c >> 8


def value_of(c):
    return (c & 255) - 128


def text_of(c):
    """The result as the file spells it ("34", "Fumble/20", "Block/-10", "Good"...)."""
    k = kind_of(c)
    n = value_of(c)
    if k == LINE or k == NET:
        return str(n)
    if k == FUMBLE:
        return "Fumble/%d" % n
    if k == RETURN_TD:
        return "Return/TD"
    if k == BLOCK:
        return "Block/-%d" % n
    if k == MISS:
        return "Miss/-%d" % n
    if k == GOOD:
        return "Good"
    return "Block/TD"


class Bad(Exception):
    pass


def _describe(v):
    if isinstance(v, str):
        if len(v) > 24:
            v = v[:24] + "..."
        return '"%s"' % v
    if v is None:
        return "null"
    if v is True or v is False:
        return "true" if v else "false"
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "an object"
    return str(v)


def _number(s, lo, hi):
    # A plain decimal integer in lo..hi, or None.
    neg = s[:1] == "-"
    digits = s[1:] if neg else s
    if not digits or len(digits) > 3:
        return None
    for ch in digits:
        if ch < "0" or ch > "9":
            return None
    n = int(digits)
    if neg:
        n = -n
    if n < lo or n > hi:
        return None
    return n


# What each table may hold: (words, kinds allowed).
_KICKOFF = "a line 1..50, Fumble/1..99 or Return/TD"
_PUNT = "a net -30..99, Fumble/0..99, Block/-0..99 or Return/TD"
_FG = "Good, Miss/-0..40, Block/-0..40 or Block/TD"


def parse_result(v, table):
    """One table entry (table: "kickoff", "punt" or "fg") as its code, or None if it is
    not one that table may hold."""
    if not isinstance(v, str):
        return None
    if table == "kickoff":
        if v == "Return/TD":
            return code(RETURN_TD)
        if v[:7] == "Fumble/":
            n = _number(v[7:], 1, 99)
            return None if n is None else code(FUMBLE, n)
        n = _number(v, 1, 50)
        return None if n is None else code(LINE, n)
    if table == "punt":
        if v == "Return/TD":
            return code(RETURN_TD)
        if v[:7] == "Fumble/":
            n = _number(v[7:], 0, 99)
            return None if n is None else code(FUMBLE, n)
        if v[:7] == "Block/-":
            n = _number(v[7:], 0, 99)
            return None if n is None else code(BLOCK, n)
        n = _number(v, -30, 99)
        return None if n is None else code(NET, n)
    if v == "Good":
        return code(GOOD)
    if v == "Block/TD":
        return code(BLOCK_TD)
    if v[:6] == "Miss/-":
        n = _number(v[6:], 0, FG_BACK_MAX)
        return None if n is None else code(MISS, n)
    if v[:7] == "Block/-":
        n = _number(v[7:], 0, FG_BACK_MAX)
        return None if n is None else code(BLOCK, n)
    return None


def _table(v, where, table, words):
    if not isinstance(v, list) or len(v) != TOTALS:
        got = str(len(v)) if isinstance(v, list) else _describe(v)
        raise Bad("%s: expected a list of %d results (totals 3..18), got %s" % (where, TOTALS, got))
    out = []
    for i in range(TOTALS):
        c = parse_result(v[i], table)
        if c is None:
            raise Bad(
                "%s[%d] (total %d): expected %s, got %s"
                % (where, i, i + LOWEST, words, _describe(v[i]))
            )
        out.append(c)
    return out


def _object(v, where, keys):
    if not isinstance(v, dict):
        raise Bad("%s: expected an object {...}, got %s" % (where, _describe(v)))
    for k in v:
        if k not in keys:
            raise Bad("%s: unknown field %s (expected %s)" % (where, _describe(k), ", ".join(keys)))
    for k in keys:
        if k not in v:
            raise Bad('%s: missing field "%s"' % (where, k))
    return v


def _text(v, where, hi):
    if not isinstance(v, str) or not (1 <= len(v) <= hi):
        raise Bad("%s: expected text of 1..%d characters, got %s" % (where, hi, _describe(v)))
    for ch in v:
        if ord(ch) < 32 or ord(ch) > 126:
            raise Bad("%s: %s has a character the display cannot show" % (where, _describe(v)))
    return v


def _field_goal(v):
    if not isinstance(v, list) or not (1 <= len(v) <= 45):
        raise Bad("field_goal: expected a list of 1..45 rows, got %s" % _describe(v))
    rows = []
    last = 0
    for i in range(len(v)):
        where = "field_goal[%d]" % i
        row = _object(v[i], where, ("upto", "totals"))
        upto = row["upto"]
        if type(upto) is not int or upto <= last or upto > FG_FARTHEST:
            raise Bad(
                "%s.upto: expected the opponent's yard line %d..%d (rows nearest first), got %s"
                % (where, last + 1, FG_FARTHEST, _describe(upto))
            )
        rows.append([upto, _table(row["totals"], where + ".totals", "fg", _FG)])
        last = upto
    if last != FG_FARTHEST:
        raise Bad("field_goal: the last row must reach the opponent's 45 (upto 45), got %d" % last)
    return rows


def check(data):
    """The team in compact form, or raise Bad with a one-line message (no file name)."""
    _object(data, "team", FIELDS)
    if data["game"] != "fliip":
        raise Bad('game: expected "fliip", got %s' % _describe(data["game"]))
    if data["format"] != FORMAT or type(data["format"]) is not int:
        raise Bad("format: expected %d, got %s" % (FORMAT, _describe(data["format"])))
    name = _text(data["name"], "name", NAME_MAX)
    abbr = _text(data["abbr"], "abbr", ABBR_MAX)
    for ch in abbr:
        if not ("A" <= ch <= "Z" or "0" <= ch <= "9"):
            raise Bad("abbr: expected capital letters or digits, got %s" % _describe(abbr))
    ko = _object(data["kickoff"], "kickoff", KICKOFF_KINDS)
    punt = _object(data["punt"], "punt", PUNT_KINDS)
    kickoff = []
    for k in KICKOFF_KINDS:
        kickoff.append(_table(ko[k], "kickoff." + k, "kickoff", _KICKOFF))
    punts = []
    for k in PUNT_KINDS:
        punts.append(_table(punt[k], "punt." + k, "punt", _PUNT))
    return {
        "name": name,
        "abbr": abbr,
        "kickoff": kickoff,
        "punt": punts,
        "fg": _field_goal(data["field_goal"]),
    }


def parse(source_name, text):
    """(team, None) or (None, "FILE: what is wrong") for a file's text. Never raises."""
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        data = json.loads(text)
    except Exception as e:
        return None, "%s: not valid JSON (%s)" % (source_name, str(e)[:80])
    try:
        return check(data), None
    except Bad as e:
        return None, "%s: %s" % (source_name, e.args[0])
    except Exception as e:  # a checker bug must not take the board down
        return None, "%s: internal error while checking (%s)" % (source_name, type(e).__name__)


def load(files):
    """Parse [(source_name, text), ...]: ({slug: team}, messages). A bad file is skipped
    with its message; so is a file whose abbr an earlier good one already uses."""
    teams = {}
    messages = []
    seen = {}
    for source_name, text in files:
        team, msg = parse(source_name, text)
        if team is None:
            messages.append(msg)
            continue
        if team["abbr"] in seen:
            messages.append(
                '%s: abbr: "%s" is already used by %s; file skipped'
                % (source_name, team["abbr"], seen[team["abbr"]])
            )
            continue
        seen[team["abbr"]] = source_name
        slug = source_name.split("/")[-1]
        if slug.endswith(".json"):
            slug = slug[:-5]
        teams[slug] = team
    return teams, messages


def fg_row(team, yard_line):
    """The field-goal row for the opponent's yard_line (1..45), or None out of range."""
    if yard_line < 1 or yard_line > FG_FARTHEST:
        return None
    for row in team["fg"]:
        if yard_line <= row[0]:
            return row[1]
    return None
