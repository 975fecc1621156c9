"""Each installed game's part of the catalogue, its HOST["words"] module (host_tools/README.md),
and the shell's (shell_words.py), gathered into tables keyed by game: the catalogue's other
modules read these and name no game. SHARED is the shell's key; a game without a words
module has no catalogue (nor a glossary)."""

from host_tools.catalogue import shell_words
from host_tools.common import registry

SHARED = "shared"
# [(id, its words module)], in the board's order
_WORDS = registry.modules("words")
GAMES = tuple(gid for gid, _m in _WORDS)


def _by_game(name, shell=None):
    """{id: the game's table called name}, for the games that have one; the shell's (when
    given) under SHARED."""
    out = {gid: getattr(m, name) for gid, m in _WORDS if hasattr(m, name)}
    if shell is not None:
        out[SHARED] = shell
    return out


# Where a game's words are explained for players: its README and its rules.
EXPLAINED = _by_game("EXPLAINED", shell_words.EXPLAINED)
# Modules whose strings never reach a display ("games/<id>/x.py", "sideline/x.py").
NOT_SHOWN = tuple(p for _g, m in _WORDS for p in getattr(m, "NOT_SHOWN", ())) + (
    shell_words.NOT_SHOWN
)
# What fills a slot, declared by the code that fills it, and the words that fit by a guard.
SLOTS = _by_game("SLOTS", shell_words.SLOTS)
FITS = _by_game("FITS", shell_words.FITS)
# A game's team files (a folder under firmware/), or its teams' names when it has no files.
TEAMS = _by_game("TEAMS")
ABBR = _by_game("ABBR")
# Displays a game builds in a loop, with no template to read.
UNTEMPLATED = _by_game("UNTEMPLATED")
# What a word means, where neither the code nor the docs say: "all" is every game's.
MEANINGS = _by_game("MEANINGS", shell_words.MEANINGS)
MEANINGS["all"] = shell_words.EVERY_GAME
SAME = _by_game("SAME", ())
SPELT = _by_game("SPELT")
SPELT["all"] = shell_words.SPELT_EVERY_GAME
PHRASES = _by_game("PHRASES")
WHEN = _by_game("WHEN", shell_words.WHEN)
