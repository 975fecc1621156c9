# The team sheet checker and normalizer (rules T1-T5) for firmware/teams/*.json.
#
# A sheet is data a player may write by hand (docs/design.md principle 5), so the checker is strict
# and its message says where and what: one line, "FILE: path.to.field: what is wrong".
# The first error found is reported, in a fixed order that does not depend on dict order
# (MicroPython's dicts do not keep insertion order), so the Pico and the host say the same.
# A good sheet is checked without garbage (paths are built only for the message) and is
# normalized in place: defaults filled in, play_index added.
#
# Pure core: no I/O. The caller reads the files and hands in their text (load.py).
from games.cfs.sheet.parts import (
    ABBR_MAX,
    CARD_DEFENSES,
    CARD_KEYS,
    DEFENSES,
    DICE_MAX,
    FG_BANDS_MAX,
    FORMAT,
    KINDS,
    NAME_MAX,
    NOT_FROM_CARDS,
    NOTES_MAX,
    PACKAGE_USES_MAX,
    PACKAGES,
    PLAY_FIELDS,
    PLAY_USES_MAX,
    PLAYS_MAX,
    SHEET_FIELDS,
    SHORT_MAX,
    TOTAL_MAX,
    TOTAL_MIN,
)
from games.cfs.sheet.value import (
    _Bad,
    _bool,
    _clean,
    _describe,
    _displayable,
    _fail,
    _int,
    _list,
    _obj,
    _quote,
    _text,
    _unknown,
    _upper,
)

_SHEET_REQUIRED = tuple(f for f in SHEET_FIELDS if f != "notes")
_PLAY_REQUIRED = ("name", "kind", "uses", "green", "break_away")
_BASE_FIELDS = ("red_run", "red_pass", "yellow")
_PACKAGE_FIELDS = ("uses", "red_run", "red_pass", "yellow")
_CARD_FIELDS = ("offense", "defense")
_BAND_FIELDS = ("max_distance", "good")

_ABBR_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
_ONE_OF_DEFENSES = ", ".join(DEFENSES)
_ONE_OF_CARD_DEFENSES = ", ".join(CARD_DEFENSES)


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
