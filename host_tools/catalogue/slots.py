"""What fills a template's slots, declared by the code that fills them (the slot's source as
written, matched by pattern), so a slot has a type: a team's abbreviation, a number with its
range, a die, a word from the game's own data. A slot no pattern names is a number (its
width's range) or a name of unknown length; the checks say which they could not judge.
"""

import importlib
import re
from functools import cache

from host_tools.catalogue import declared
from host_tools.catalogue.extract import FIRMWARE
from host_tools.catalogue.template import Letters

# (pattern on the slot's source, type, range or length), first match wins: each game's
# (its words module's SLOTS) and the shell's, then the football faces' below.
DECLARED = declared.SLOTS
COMMON = [
    # The football faces (sideline/faces.py), in the games that import them
    (r"down@^n$", "down", (1, 4)),
    (r"^word\[", "GOAL part", 4),
    (r"ball_on@^line$", "yard line", (1, 49)),
    (r"abbr", "team", "abbr"),
    (r"score|points", "score", (0, 99)),
    (r"to_go", "yards to go", (1, 99)),
    (r"\bdown\b", "down", (1, 4)),
    (r"\bside\b", "side letter", ("H", "A")),
]


# Words that fit by a guard the catalogue cannot read: the code's own check (cited), so the
# cut check leaves them to it (each game's FITS, the shell's).
FITS = declared.FITS
# ... in every game whose code says it
FITS_ALL = {
    "<GOAL part>.<GOAL part>": "faces.down: the letters of G0AL either side of the dot",
}


def fits(game, word):
    """The code's own guard that keeps the word on its display, or None."""
    return FITS.get(game, {}).get(word) or FITS_ALL.get(word)


def slot_type(game, slot):
    """(name, spec) for a slot: spec is a (lo, hi) range, a tuple of words, a max length,
    'abbr' (the game's teams) or 'plays' (the team sheets' play and defence words)."""
    if slot.kind == "choice":
        return "word", tuple(slot.choices)
    if slot.kind == "repeat":
        return "repeated", None
    if slot.kind == "hex":
        return "I2C address", Letters("[0-9a-f]{2}", 2, "a display's I2C address in hexadecimal")
    for pattern, name, spec in DECLARED[game] + COMMON:
        func, _, pattern = pattern.rpartition("@")
        if func and func != slot.func:
            continue
        if re.search(pattern, slot.source):
            if slot.kind == "number" and isinstance(spec, tuple) and isinstance(spec[0], int):
                return name, spec
            if slot.kind != "number" and not (isinstance(spec, tuple) and isinstance(spec[0], int)):
                return name, spec
    if slot.kind == "number":
        hi = 10**slot.width - 1 if slot.width > 1 else 99
        return "number", ((-hi if slot.sign else 0), hi)
    return "name", None


@cache
def data_words(game, what):
    """Words the game's data files put on a display: team abbreviations, play names."""
    if ":" in what:  # module:table:column, a table of the game's own code
        mod, table, col = what.split(":")
        rows = getattr(importlib.import_module(mod), table)
        if isinstance(rows, dict):
            return tuple(sorted(set(rows.values())))
        return tuple(sorted({r[int(col)] for r in rows}))
    folder = declared.TEAMS.get(game)
    if folder is None:  # teams without files have names of their own; the shell has none
        return declared.ABBR.get(game, ()) if what == "abbr" else ()
    # Read as the box reads them: the game's own catalog() and load(), so a play without a
    # short name has the name the loader gives it.

    box = importlib.import_module("games.%s.box" % game)
    root = FIRMWARE / folder
    names = sorted(p.name for p in root.iterdir())
    cat, _messages, load = box.catalog(names, lambda n: (root / n).read_text())
    out = set()
    for slug in sorted(cat):
        if what == "abbr":
            out.add(cat[slug])
        elif what == "plays":
            d = load(slug)
            for p in d.get("plays", ()) if isinstance(d, dict) else ():
                if isinstance(p, dict) and p.get("short"):
                    out.add(p["short"])
    return tuple(sorted(out))


def values(game, slot, n=6, data=None):
    """A few values the slot can take (its ends first), or None when they are not known.
    data: the game whose files fill a data slot (the shell's words are every game's)."""
    name, spec = slot_type(game, slot)
    if slot.kind == "hex":
        return ["%02x" % v for v in (0x70, 0x77)]  # the wiring's addresses
    if isinstance(spec, Letters):
        return None
    if isinstance(spec, str):
        return data_words(data or game, spec) or None
    if isinstance(spec, tuple) and spec and isinstance(spec[0], int):
        lo, hi = spec
        pick = sorted({lo, hi, lo + 1, hi - 1, (lo + hi) // 2, 0 if lo < 0 else lo})
        out = ["%*s" % (slot.width, ("%+d" if slot.sign else "%d") % v) for v in pick[:n]]
        return out
    if isinstance(spec, tuple):
        return ["%*s" % (slot.width, v) for v in spec]
    return None


def longest(game, slot, data=None):
    """The most characters the slot can put in, or None when unknown."""
    name, spec = slot_type(game, slot)
    if isinstance(spec, Letters):
        return spec.length
    if isinstance(spec, int):
        return max(spec, slot.width)
    vals = values(game, slot, data=data)
    if vals is None:
        return None
    return max(len(v) for v in vals)
