# Team sheets (rules T1-T5): the checker, normalizer and loader for firmware/teams/*.json.
# The format is documented for players in firmware/teams/README.md.
#
# A sheet is data a player may write by hand (DESIGN principle 5), so the checker is strict
# and its message says where and what: one line, "FILE: path.to.field: what is wrong".
# The first error found is reported, in a fixed order that does not depend on dict order
# (MicroPython's dicts do not keep insertion order), so the Pico and the host say the same.
# A good sheet is checked without garbage (paths are built only for the message) and is
# normalized in place: defaults filled in, play_index added.
#
# Pure core: no I/O. The caller reads the files and hands in their text.
# Keeps to the MicroPython subset: no typing, no f-strings, no isinstance(True, int)
# surprises (MicroPython says False, CPython True: ints are tested with `type(v) is int`),
# no str.upper() beyond ASCII, no repr() in messages (MicroPython escapes differently).
import json

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
_SHEET_REQUIRED = tuple(f for f in SHEET_FIELDS if f != "notes")
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
_PLAY_REQUIRED = ("name", "kind", "uses", "green", "break_away")
_BASE_FIELDS = ("red_run", "red_pass", "yellow")
_PACKAGE_FIELDS = ("uses", "red_run", "red_pass", "yellow")
_CARD_FIELDS = ("offense", "defense")
_BAND_FIELDS = ("max_distance", "good")

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

_ABBR_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
_PATH_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-&"
_ONE_OF_DEFENSES = ", ".join(DEFENSES)
_ONE_OF_CARD_DEFENSES = ", ".join(CARD_DEFENSES)


class _Bad(Exception):
    pass


# Where a value sits, built only when something is wrong (no garbage on a good sheet):
# None is the sheet itself, (parent, key) a field (key: str) or list entry (key: int).
def _path(where):
    if where is None:
        return ""
    parent = _path(where[0])
    key = where[1]
    if type(key) is int:
        return parent + "[%d]" % key
    # parent.key for plain keys, parent["key"] for odd ones.
    plain = len(key) > 0
    for c in key:
        if c not in _PATH_CHARS:
            plain = False
            break
    if not plain:
        return parent + "[" + _quote(key) + "]"
    if parent:
        return parent + "." + key
    return key


def _message(where, what):
    path = _path(where)
    if path:
        return path + ": " + what
    return what


def _fail(where, what):
    raise _Bad(_message(where, what))


def _clean(s, limit=None):
    # One line, the same on the Pico and the host: escape quotes, backslashes and anything
    # that is a control character or a line break to some reader.
    out = []
    n = 0
    for c in s:
        if limit is not None and n >= limit:
            out.append("...")
            break
        o = ord(c)
        if c == '"' or c == "\\":
            out.append("\\" + c)
        elif o < 32 or 127 <= o < 160:
            out.append("\\x%02x" % o)
        elif o == 0x2028 or o == 0x2029:
            out.append("\\u%04x" % o)
        else:
            out.append(c)
        n += 1
    return "".join(out)


def _quote(s):
    return '"' + _clean(s, 32) + '"'


def _describe(v):
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if type(v) is int:
        if -1000000000 < v < 1000000000:
            return str(v)
        return "a very large number"
    if isinstance(v, float):
        return "%s (a decimal number)" % v
    if isinstance(v, str):
        return _quote(v)
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "an object"
    return "an unexpected value"


def _int(v, parent, key, lo, hi, what="an integer"):
    if type(v) is not int or v < lo or v > hi:
        _fail((parent, key), "expected %s %d..%d, got %s" % (what, lo, hi, _describe(v)))
    return v


def _unknown(v, where, allowed, what, also=()):
    # Fail on the first (sorted) key of v that is not allowed; MicroPython's json takes
    # {1: 2}, so check keys are text too. Allocates nothing when all is well.
    bad = None
    for k in v:
        if not isinstance(k, str):
            _fail(where, "field names must be text, got %s" % _describe(k))
        if k not in allowed and k not in also and (bad is None or k < bad):
            bad = k
    if bad is not None:
        _fail((where, bad), what)


def _obj(v, where, fields, required, what="an object {...}", also=()):
    if not isinstance(v, dict):
        _fail(where, "expected %s, got %s" % (what, _describe(v)))
    if len(v) > len(fields) or also:
        _unknown(v, where, fields, "unknown field (expected one of %s)" % ", ".join(fields), also)
    else:
        for k in v:
            if k not in fields:
                _unknown(v, where, fields, "unknown field (expected one of %s)" % ", ".join(fields))
    for k in required:
        if k not in v:
            _fail(where, 'missing field "%s"' % k)
    return v


def _list(v, where, lo, hi, noun):
    if isinstance(v, list) and lo <= len(v) <= hi:
        return v
    got = str(len(v)) if isinstance(v, list) else _describe(v)
    if lo == hi:
        what = "expected a list of %d %s, got %s" % (lo, noun, got)
    else:
        what = "expected a list of %d..%d %s, got %s" % (lo, hi, noun, got)
    raise _Bad(_message(where, what))


def _text(v, parent, key, hi):
    if not isinstance(v, str):
        _fail((parent, key), "expected text of 1..%d characters, got %s" % (hi, _describe(v)))
    if len(v) < 1 or len(v) > hi:
        _fail((parent, key), "expected text of 1..%d characters, got %d" % (hi, len(v)))
    for c in v:
        o = ord(c)
        if o < 32 or 127 <= o < 160 or o == 0x2028 or o == 0x2029:
            _fail((parent, key), "%s has a control character in it" % _quote(v))
    if v[0] == " " or v[-1] == " ":
        _fail((parent, key), "%s starts or ends with a space" % _quote(v))
    return v


def _displayable(s):
    # The 14-segment font covers printable ASCII.
    for c in s:
        o = ord(c)
        if o < 32 or o > 126:
            return False
    return True


def _upper(s):
    # ASCII upper-case only: the same on MicroPython (which knows no other) and CPython.
    out = []
    for c in s:
        if "a" <= c <= "z":
            c = chr(ord(c) - 32)
        out.append(c)
    return "".join(out)


def _bool(v, parent, key):
    if v is not True and v is not False:
        _fail((parent, key), "expected true or false, got %s" % _describe(v))
    return v


def _check_play(p, w, out):
    # w: where the play sits. With out, defaults are filled in place.
    _obj(p, w, PLAY_FIELDS, _PLAY_REQUIRED)
    name = _text(p["name"], w, "name", NAME_MAX)
    if "short" in p:
        short = p["short"]
        if not isinstance(short, str) or len(short) < 1 or len(short) > SHORT_MAX:
            _fail(
                (w, "short"),
                "expected text of 1..%d characters, got %s" % (SHORT_MAX, _describe(short)),
            )
        if not _displayable(short):
            _fail(
                (w, "short"),
                "%s has characters the display cannot show (use A-Z 0-9 and ASCII signs)"
                % _quote(short),
            )
        if short.count(" ") == len(short):
            _fail((w, "short"), "is blank")
    else:
        short = _upper(name)[:SHORT_MAX]
        if not _displayable(short):
            _fail(w, 'missing field "short" (the name has characters the display cannot show)')
    kind = p["kind"]
    if kind != "run" and kind != "pass":
        _fail((w, "kind"), 'expected "run" or "pass", got %s' % _describe(kind))
    _int(p["uses"], w, "uses", 1, PLAY_USES_MAX)
    _int(p["green"], w, "green", 1, DICE_MAX)
    if "green_vs" in p:
        gv = p["green_vs"]
        if not isinstance(gv, dict):
            _fail(
                (w, "green_vs"),
                "expected an object {defense: green dice}, got %s" % _describe(gv),
            )
        gw = (w, "green_vs")
        _unknown(gv, gw, DEFENSES, "unknown defense (expected one of %s)" % _ONE_OF_DEFENSES)
        for d in DEFENSES:
            if d in gv:
                _int(gv[d], gw, d, 1, DICE_MAX)
    elif out:
        p["green_vs"] = {}
    _int(p["break_away"], w, "break_away", 1, DICE_MAX)
    if "yellow" in p:
        _int(p["yellow"], w, "yellow", 0, DICE_MAX)
    elif out:
        p["yellow"] = 0
    if "bonus20" in p:
        _bool(p["bonus20"], w, "bonus20")
    elif out:
        p["bonus20"] = False
    if out:
        p["short"] = short
    return short


def _check_defense(d, v, w, out):
    if d in PACKAGES:
        _obj(v, w, _PACKAGE_FIELDS, ("uses", "red_run", "red_pass"))
        _int(v["uses"], w, "uses", 0, PACKAGE_USES_MAX)
    else:
        if isinstance(v, dict) and "uses" in v:
            _fail((w, "uses"), 'base defenses are unlimited and take no "uses"')
        _obj(v, w, _BASE_FIELDS, ("red_run", "red_pass"))
    _int(v["red_run"], w, "red_run", 1, DICE_MAX)
    _int(v["red_pass"], w, "red_pass", 1, DICE_MAX)
    if "yellow" in v:
        _int(v["yellow"], w, "yellow", 0, DICE_MAX)
    elif out:
        v["yellow"] = 0


def _check_return_table(v, w, lo, what):
    _list(v, w, 6, 6, "entries")
    plain = 0
    for i in range(6):
        e = v[i]
        if type(e) is int:
            _int(e, w, i, lo, 99, what)
            plain += 1
        elif isinstance(e, dict):
            _obj(e, (w, i), ("roll_again",), ("roll_again",))
            _int(e["roll_again"], (w, i), "roll_again", lo, 99)
        else:
            _fail(
                (w, i), 'expected %s %d..99 or {"roll_again": N}, got %s' % (what, lo, _describe(e))
            )
    if plain == 0:
        _fail(w, 'every entry is "roll again": at least one must be a plain number')


def _check_ints(v, w, lo, hi):
    _list(v, w, 6, 6, "entries")
    for i in range(6):
        _int(v[i], w, i, lo, hi)


def _check_field_goal(v, w):
    _list(v, w, 1, FG_BANDS_MAX, "bands")
    last = None
    for i in range(len(v)):
        b = v[i]
        if not isinstance(b, dict) or len(b) != 2 or "max_distance" not in b or "good" not in b:
            _obj(b, (w, i), _BAND_FIELDS, _BAND_FIELDS, 'an object {"max_distance": N, "good": N}')
        m = b["max_distance"]
        if type(m) is not int or m < 10 or m > 70:
            _int(m, (w, i), "max_distance", 10, 70)
        if last is not None and m <= last:
            _fail(
                ((w, i), "max_distance"),
                "bands must be in strictly ascending max_distance: %d is not more than %d"
                % (m, last),
            )
        last = m
        g = b["good"]
        if type(g) is not int or g < 0 or g > DICE_MAX:
            _int(g, (w, i), "good", 0, DICE_MAX)


def _check_cards(v, w, play_index):
    # The hot loop (52 cards): where-tuples are built only on failure.
    if not isinstance(v, dict):
        _fail(w, "expected an object with the 52 cards, got %s" % _describe(v))
    _unknown(
        v,
        w,
        CARD_KEYS,
        'unknown card (a rank A 2 3 4 5 6 7 8 9 10 J Q K then a suit S H D C, e.g. "QH")',
    )
    for k in CARD_KEYS:
        if k not in v:
            _fail(w, 'missing card "%s" (all 52 cards are needed)' % k)
    for k in CARD_KEYS:
        c = v[k]
        if not isinstance(c, dict) or len(c) != 2 or "offense" not in c or "defense" not in c:
            _obj(
                c,
                (w, k),
                _CARD_FIELDS,
                _CARD_FIELDS,
                'an object {"offense": play, "defense": defense}',
            )
        off = c["offense"]
        if not isinstance(off, str):
            _fail(((w, k), "offense"), "expected a play name, got %s" % _describe(off))
        if off not in play_index:
            _fail(((w, k), "offense"), "%s is not a play on this sheet" % _quote(off))
        de = c["defense"]
        if not isinstance(de, str):
            _fail(((w, k), "defense"), "expected a defense id, got %s" % _describe(de))
        if de not in CARD_DEFENSES:
            if de in NOT_FROM_CARDS:
                _fail(
                    ((w, k), "defense"),
                    "%s cannot be drawn from a card (T5: no card selects Goal Line or Prevent)"
                    % _quote(de),
                )
            _fail(
                ((w, k), "defense"),
                "unknown defense %s (expected one of %s)" % (_quote(de), _ONE_OF_CARD_DEFENSES),
            )


_W_TOTALS = (None, "totals")
_W_PLAYS = (None, "plays")
_W_DEFENSES = (None, "defenses")


def _check(data, out):
    # Check data (a decoded sheet); raise _Bad at the first error. With out, normalize data
    # in place (defaults filled, play_index added) and return it: only parse_sheet, which
    # owns the freshly decoded data, does that. Allocates little beyond play_index.
    if not isinstance(data, dict):
        _fail(None, "not a team sheet: expected a JSON object {...}, got %s" % _describe(data))
    if "format" in data:
        f = data["format"]
        if type(f) is not int or f != FORMAT:
            _fail(
                (None, "format"),
                "unsupported format %s (this firmware reads format %d)" % (_describe(f), FORMAT),
            )
    # play_index is what the loader adds; it is ignored and rebuilt, so a normalized sheet
    # checks and normalizes to itself.
    _obj(data, None, SHEET_FIELDS, _SHEET_REQUIRED, also=("play_index",))
    _text(data["name"], None, "name", NAME_MAX)
    abbr = data["abbr"]
    ok = isinstance(abbr, str) and 1 <= len(abbr) <= ABBR_MAX
    if ok:
        for c in abbr:
            if c not in _ABBR_CHARS:
                ok = False
    if not ok:
        _fail(
            (None, "abbr"),
            "expected 1..%d characters A-Z 0-9, got %s" % (ABBR_MAX, _describe(abbr)),
        )
    if "notes" in data:
        notes = data["notes"]
        if not isinstance(notes, str) or len(notes) > NOTES_MAX:
            _fail(
                (None, "notes"),
                "expected text of at most %d characters, got %s" % (NOTES_MAX, _describe(notes)),
            )
    elif out:
        data["notes"] = ""

    totals = _obj(data["totals"], _W_TOTALS, KINDS, KINDS, 'an object {"run": N, "pass": N}')
    _int(totals["run"], _W_TOTALS, "run", TOTAL_MIN, TOTAL_MAX)
    _int(totals["pass"], _W_TOTALS, "pass", TOTAL_MIN, TOTAL_MAX)

    plays = _list(data["plays"], _W_PLAYS, 1, PLAYS_MAX, "plays")
    play_index = {}
    shorts = {}
    for i in range(len(plays)):
        w = (_W_PLAYS, i)
        p = plays[i]
        short = _check_play(p, w, out)
        name = p["name"]
        if name in play_index:
            _fail(
                (w, "name"),
                "%s is already the name of plays[%d]" % (_quote(name), play_index[name]),
            )
        if short in shorts:
            _fail(
                (w, "short"),
                '%s is already the short label of plays[%d] (give one of them a different "short")'
                % (_quote(short), shorts[short]),
            )
        play_index[name] = i
        shorts[short] = i

    defenses = data["defenses"]
    if not isinstance(defenses, dict):
        _fail(
            _W_DEFENSES, "expected an object with the nine defenses, got %s" % _describe(defenses)
        )
    _unknown(
        defenses, _W_DEFENSES, DEFENSES, "unknown defense (expected one of %s)" % _ONE_OF_DEFENSES
    )
    for d in DEFENSES:
        if d not in defenses:
            _fail(_W_DEFENSES, 'missing defense "%s"' % d)
    for d in DEFENSES:
        _check_defense(d, defenses[d], (_W_DEFENSES, d), out)

    _check_return_table(data["kickoff_return"], (None, "kickoff_return"), 1, "a yard line")
    _check_ints(data["kickoff_adjust"], (None, "kickoff_adjust"), -20, 20)
    _check_ints(data["punting"], (None, "punting"), 10, 80)
    _check_return_table(data["punt_return"], (None, "punt_return"), 0, "yards")
    _check_field_goal(data["field_goal"], (None, "field_goal"))
    _check_cards(data["cards"], (None, "cards"), play_index)
    if out:
        data["play_index"] = play_index
    return data


def _copy(v):
    # A deep copy of checked sheet data (dicts, lists and scalars only, a few levels deep).
    if isinstance(v, dict):
        c = {}
        for k in v:
            c[k] = _copy(v[k])
        return c
    if isinstance(v, list):
        return [_copy(x) for x in v]
    return v


def check_sheet(data):
    """None if data (a decoded sheet) is valid, else one line "path: what is wrong".

    data is not changed.
    """
    try:
        _check(data, False)
    except _Bad as e:
        return e.args[0]
    except Exception as e:  # a checker bug must not take the device down
        return "internal error while checking (%s: %s)" % (type(e).__name__, _clean(str(e), 80))
    return None


def normalize(data):
    """A normalized copy of valid sheet data (defaults filled, play_index added).

    Raises ValueError with check_sheet's message if data is not valid; data is not changed.
    """
    msg = check_sheet(data)
    if msg is not None:
        raise ValueError(msg)
    return _check(_copy(data), True)


def parse_sheet(source_name, text):
    """(sheet, None) for a valid sheet's text, else (None, one-line message). Never raises."""
    name = _clean(str(source_name))
    try:
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except Exception:
                return None, name + ": not UTF-8 text"
        if not isinstance(text, str):
            return None, name + ": expected the file's text, got " + _describe(text)
        if text[:1] == "\ufeff":
            text = text[1:]
        if text.count(" ") + text.count("\n") + text.count("\r") + text.count("\t") == len(text):
            return None, name + ": not valid JSON (the file is empty)"
        try:
            data = json.loads(text)
        except Exception as e:
            return None, "%s: not valid JSON (%s)" % (name, _clean(str(e), 120))
        try:
            return _check(data, True), None
        except _Bad as e:
            return None, name + ": " + e.args[0]
    except Exception as e:  # a checker bug must not take the device down
        return None, "%s: internal error while checking (%s: %s)" % (
            name,
            type(e).__name__,
            _clean(str(e), 80),
        )


def load_sheets(files, seen=None):
    """Parse [(source_name, text), ...]; return (sheets, messages).

    Bad sheets are skipped with their message; so is a sheet whose abbr an earlier sheet
    already uses (the device tells teams apart by abbr). seen, if given, is a dict
    abbr -> source name of sheets already loaded, updated in place (to load in batches).
    """
    sheets = []
    messages = []
    if seen is None:
        seen = {}
    for source_name, text in files:
        sheet, msg = parse_sheet(source_name, text)
        if sheet is None:
            messages.append(msg)
            continue
        name = _clean(str(source_name))
        abbr = sheet["abbr"]
        if abbr in seen:
            messages.append(
                '%s: abbr: "%s" is already used by %s; sheet skipped' % (name, abbr, seen[abbr])
            )
            continue
        seen[abbr] = name
        sheets.append(sheet)
    return sheets, messages


def sheets_by_slug(files):
    """Like load_sheets, keyed by slug: the file name without folder or ".json" (the name
    a saved game uses for its teams). Returns ({slug: sheet}, messages)."""
    out = {}
    messages = []
    seen = {}
    for source_name, text in files:
        got, msgs = load_sheets([(source_name, text)], seen)
        messages.extend(msgs)
        if got:
            slug = source_name.split("/")[-1]
            if slug.endswith(".json"):
                slug = slug[:-5]
            out[slug] = got[0]
    return out, messages


def compact_cards(sheet):
    """The card section as {card: (play name, defense id)} sharing the sheet's own strings:
    52 small dicts and their copies of the names cost about 5 KB of the Pico's heap."""
    names = {}
    for p in sheet["plays"]:
        names[p["name"]] = p["name"]
    ids = {}
    for d in DEFENSES:
        ids[d] = d
    cards = sheet["cards"]
    for k in CARD_KEYS:
        c = cards[k]
        if type(c) is dict:
            cards[k] = (names[c["offense"]], ids[c["defense"]])
    return sheet


def team_catalog(names, read):
    """The teams on the device without keeping their sheets: ({slug: abbr}, messages,
    load) where load(slug) reads and checks that one sheet again when a game needs it.

    names: sheet file names ("x.json"); read(name) -> the file's text. A sheet is about
    11 KB of heap on the Pico, so only the two teams playing are kept in memory."""
    catalog = {}
    messages = []
    seen = {}
    for name in names:
        slug = name[:-5] if name.endswith(".json") else name
        try:
            text = read(name)
        except OSError as e:
            messages.append("%s: cannot read the file (%s)" % (name, e))
            continue
        except ValueError:  # UnicodeError: the file read as text is not UTF-8
            messages.append("%s: not UTF-8 text; sheet skipped" % name)
            continue
        got, msgs = load_sheets([(name, text)], seen)
        text = None
        messages.extend(msgs)
        if got:
            catalog[slug] = got[0]["abbr"]
        got = None

    def load(slug):
        sheet, err = parse_sheet(slug + ".json", read(slug + ".json"))
        if err:
            raise ValueError(err)
        compact_cards(sheet)
        return sheet

    return catalog, messages, load


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
