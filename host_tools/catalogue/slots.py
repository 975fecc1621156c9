"""What fills a template's slots, declared by the code that fills them (the slot's source as
written, matched by pattern), so a slot has a type: a team's abbreviation, a number with its
range, a die, a word from the game's own data. A slot no pattern names is a number (its
width's range) or a name of unknown length; the checks say which they could not judge.
"""

import importlib
import re
from dataclasses import dataclass
from functools import cache

from host_tools.catalogue.extract import FIRMWARE


@dataclass(frozen=True)
class Letters:
    """Letters in a pattern, when the code computes them elsewhere (a regex and its length)."""

    regex: str
    length: int
    said: str


# (pattern on the slot's source, type, range or length). First match wins; game-specific
# patterns come first.
DECLARED = {
    "cfs": [
        (r"PURPOSE", "roll's purpose", 5),
        (r"defense_label", "defense", None),
        (r"DEF4", "defense code", "games.cfs.views:DEF4:"),
        (r"views\.down", "down and distance", 4),
        (r"views\.ball_on", "ball on", 4),
        (r"entry\[5\]", "result's short word", 4),
        (r"entry\[6\]", "result's letter", 1),
        (r"\bq\b|\"q\"", "quarter", (1, 5)),
        (r"timeouts|\bto\b|\"to\"", "timeouts left", (0, 3)),
        (r"turnovers", "turnovers", (0, 9)),
        (r"first_downs", "first downs", (0, 99)),
        (r"left|plays", "plays", (0, 99)),
        (r"counts", "dice of a colour", (0, 7)),
        (r"sec // 60", "minutes", (0, 15)),
        (r"sec % 60", "seconds", (0, 59)),
        (r"tenths // 10", "seconds", (0, 59)),
        (r"tenths % 10", "tenths", (0, 9)),
        (r"^n$", "down", (1, 4)),
        (r"^line$", "yard line", (1, 49)),
        (r"^spot$", "yard line", (1, 99)),
        (r"fg_yards", "kick distance", (10, 70)),
        (r"yards|gain|net", "yards", (-99, 99)),
        (r"colour|COLOURS|^c$", "die colour", ("W", "R", "G", "Y", "O")),
        (r"\bvalue\b|now // 60", "die", (1, 6)),
        (r"sum\(self\.out", "dice total", (1, 999)),
        (r"item\[2\]", "uses left", (0, 99)),
        (r"^key$", "card", 3),
        (r"kind\.upper", "run or pass", ("RUN", "PASS")),
        (r"^shown$", "clock", ("15:00", "9:05", "59.9")),
        (r"clock_mode", "clock mode", 4),
        (r"short|name", "play name", "plays"),
    ],
    "dicebowl": [
        (r"dice shown", "dice", Letters("[1-6]{1,4}", 4, "up to four dice, 1 to 6 each")),
        (
            r"join\(m\[\"wins\"\]\)",
            "confrontations",
            Letters("[OD-]{4}", 4, "four letters, pair by pair: O offense, D defense, - tie"),
        ),
        (r"team\[0\]", "side letter", ("H", "A")),
        (r"team", "side", ("HOME", "AWAY")),
        (r"item\[0\]\[:4\]", "entry word", 4),
        (r"half", "half", (1, 2)),
        # DP2: two dice give the first penalty play (2 to 12), DP3: one die later, never
        # after the half's last play (rules.HOUSE plays, 15)
        (r"^pen$", "penalty play", (2, 15)),
        (r"^play$", "play", (1, 99)),
        (r"card\[1\]", "penalty card", (1, 15)),
        (r"g\[\"down\"\]", "down", (1, 4)),
    ],
    "fliip": [
        (r"label", "result word", 5),
        (r"\bresult\b", "result word", 5),
        (r"row\[\"n\"\]", "possession", (1, 9)),
        (r"down@^n$", "down", (1, 4)),
        (r"^n$", "yards", (0, 99)),
        (r"G\[\"down\"\]", "down", (1, 4)),
        (r"period", "overtime", (1, 9)),
        (r"possessions@^[ha]$", "possessions", (0, 9)),
        (r"^i \+ 1$", "sheet row", (1, 99)),
        (r"r\[0\] \+ r\[1\]", "dice total", (3, 18)),
    ],
    "rlb": [
        (r"DICE_WORDS", "defence word", "games.rlb.views:DICE_WORDS:0"),
        (r"dplay", "defence code", "games.rlb.tables:DEFENCES:0"),
        (r"carrier|scorer", "shirt", (1, 17)),
        (r"yards", "metres", (-99, 99)),
        (r"\"play\"|\bplay\b", "defence code", 2),
        (r"\bshort\b", "option", ("EFF", "OFF", "HAR")),
        (r"\bu\b", "side letter", ("H", "A")),
        (r"k\.upper", "kick", ("CONV", "DROP", "PEN")),
        (r"item\[0\]\.split", "entry word", 4),
        (r"len\(STARTS\)", "possessions of a side", (6, 6)),
        (r"^n$|^i \+ 1$", "possession", (1, 7)),  # six each, and a seventh (5.21)
        (r"poss", "possession", (1, 99)),
        (r"tackle", "tackle", (0, 6)),
        (r"out", "metres out", (0, 100)),
    ],
    "shared": [
        (r"^head$|^label$", "setup item", None),
        (r"^value$", "setup value", None),
        (r"mode\.upper", "mode", None),
        (r"^item\[0\]$", "entry", None),
        (r"slug", "team file", 5),
        (r"^v$", "version", 2),
        (r"head\[", "setting", 7),
        (r"TAGS", "role tag", 2),
        (r"^i$", "pin", (0, 29)),
    ],
}
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
# cut check leaves them to it.
FITS = {
    "fliip": {
        w: "menus.text: every label with any of its values fits (tests/test_fliip_game.py)"
        for w in ("<result word> +<yards>", "<result word> -<yards>", "<result word> <yards>")
    },
    "rlb": {
        "<metres>YD #<number>": "views.carry: a carry too long for 8 drops the space, then the D",
    },
    "shared": {
        "<team> WINS": "winner_words shows <team> WON when <team> WINS would not fit",
    },
}
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
    folder = {"cfs": "teams", "fliip": "teams/fliip", "rlb": "teams/rlb"}.get(game)
    if folder is None:  # Dice-Bowl's teams are HOME and AWAY; the shell has none of its own
        return ("HOME", "AWAY") if what == "abbr" and game == "dicebowl" else ()
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
