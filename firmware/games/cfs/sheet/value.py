# One value of a team sheet checked, and the one-line message when it is wrong (for
# check.py): "path.to.field: what is wrong". Paths are built only for the message, so a
# good sheet is checked without garbage. The names start with "_": they are the sheet
# modules' own, not the game's.
#
# Keeps to the MicroPython subset: no typing, no f-strings, no isinstance(True, int)
# surprises (MicroPython says False, CPython True: ints are tested with `type(v) is int`),
# no str.upper() beyond ASCII, no repr() in messages (MicroPython escapes differently).

_PATH_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-&"


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
