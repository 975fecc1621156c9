"""The box's words, read from the firmware's source (issue 27, item 1): every string literal,
%-format and concatenation that can reach a display, as a template of literal text and typed
slots, with where it stands in the code and the code's own words around it (the comparison
that leads to it, the action it is paired with, the comment above it).

Built from the code, not from sessions: a word a random session seldom reaches (PUNT NET,
WILDCAT) is in the code all the same. Sessions only check coverage
(tests/host_tools/catalogue/test_catalogue.py).
"""

import ast
import re
from functools import cache
from pathlib import Path

from host_tools.catalogue.declared import GAMES, SHARED
from host_tools.catalogue.strings import const_str
from host_tools.catalogue.template import Template
from host_tools.catalogue.walker import Walker

FIRMWARE = Path(__file__).resolve().parent.parent.parent / "firmware"
# Where each set of words lives: a game's folder, and the shell's (setup, messages).
SOURCES = {g: FIRMWARE / "games" / g for g in GAMES}
SOURCES[SHARED] = FIRMWARE / "sideline"
# The shell's modules that draw a game's own displays (the football faces: score, down and
# distance, ball on): their words are the games' that import them, not the shell's.
FACES = ("faces.py",)


def scan_file(game, path, folder, table_roles=None):
    """The templates of one file of the game's folder (or of the shell's faces it imports)."""
    text = path.read_text()
    w = Walker(game, path, text, table_roles)
    w.visit(ast.parse(text))
    if path.is_relative_to(folder) and game != SHARED:  # "games/<id>/<folder>/x.py"
        rel = "games/%s/%s" % (game, path.relative_to(folder).as_posix())
    else:
        rel = "sideline/" + path.name
    return [(parts, role, "%s:%d" % (rel, line), words) for parts, role, line, words in w.found]


def templates(game):
    """The game's templates, one per distinct (template, role), with every site."""
    return _templates(game, SOURCES[game])


def files(game, folder):
    """The modules whose words are the game's: its folder's, sub-packages' included, and the
    shell's faces it imports (`from sideline import faces`); the shell's own, without the
    faces."""
    # In the order of their file names, whatever folder holds them: a word's first site
    # (which the glossary's when column reads) stays where it was when the game was flat.
    own = sorted(folder.rglob("*.py"), key=lambda p: (p.name, p))
    if game == SHARED:
        return [p for p in own if p.name not in FACES]
    faces = []
    for name in FACES:
        mod = name[:-3]
        said = re.compile(
            rf"^\s*(from sideline import .*\b{mod}\b"
            rf"|from sideline\.{mod} import|import sideline\.{mod}\b)"
        )
        if any(said.search(line) for p in own for line in p.read_text().splitlines()):
            faces.append(SOURCES[SHARED] / name)
    return own + faces


def table_roles(game, folder):
    """Table name -> the displays the game's code draws its words on: read first, so that
    a table's words take the display they are drawn on wherever the table is written."""
    out = {}
    for path in files(game, folder):
        text = path.read_text()
        w = Walker(game, path, text)
        w.visit(ast.parse(text))
        for name, roles in w.drawn.items():
            out.setdefault(name, set()).update(roles)
    return out


@cache
def _templates(game, folder):
    by = {}
    drawn = table_roles(game, folder)
    for path in files(game, folder):
        for parts, role, site, words in scan_file(game, path, folder, drawn):
            t = Template(parts, game, role)
            key = (t.key, role)
            if key not in by:
                by[key] = t
            by[key].sites.append(site)
            for w in words:
                if w not in by[key].words:
                    by[key].words.append(w)
    return sorted(by.values(), key=lambda t: (t.role, t.key))


def setting_words(game):
    """The code's small-letter words as the shell shows a setting's value (setting_word():
    str(value).upper(), "HUMAN", "RUNOFF") and as a mode is flashed ("SETUP")."""
    out = set()
    for path in sorted(SOURCES[game].rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if const_str(node) and re.match(r"^[a-z][a-z0-9_]{1,11}$", node.value):
                out.add(node.value.upper())
    return out
