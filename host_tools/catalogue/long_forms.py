"""A short word's long form from the game's own tables ("ND": Normal defence), and a word
spelt out from its short words (SPELT, declared.py) when nothing else explains it."""

import importlib
import re
from functools import cache

from host_tools.catalogue import slots
from host_tools.catalogue.code_words import clean
from host_tools.catalogue.declared import EXPLAINED, NOT_SHOWN, PHRASES, SPELT
from host_tools.catalogue.extract import FIRMWARE

# What the code's tables hold, in a player's words (the table's own name otherwise).
TABLE_SAID = {
    "DEF4": "defenses on the dice display",
    "DEFENSE_SHORT": "defenses",
    "CALLER_WORDS": "callers in setup (who calls a team's plays)",
    "PURPOSE": "purposes of a die being revealed",
    "HOUSE_SETUP": "house rules in setup",
    "SCRIMMAGE": "results of a scrimmage play",
    "NAME": "games in setup (GAME)",
    "PROMPT": "prompts (what the game waits for)",
    "PLAY_LABELS": "results of a play",
    "PUNT_ENTRIES": "punt results",
    "PUNT_WORDS": "punt results",
    "PLAYS": "attacking plays",
    "DEFENCES": "defences",
    "HOLD_BUTTONS": "buttons",
}


# What the rows of a table of the code are, for a long form read from it ("ND", "NORMAL":
# the Normal defence). A table not listed names no kind.
KIND = {
    "DEFENCES": "%s defence",
    "PLAYS": "%s, an attacking play",
    "DEFENSE_NAMES": "%s defense",
    "DEFENSE_SHORT": "%s defense",
}


@cache
def code_tables(game):
    """The game's tables from a short form to a long, as its modules hold them: {name:
    {key: word}} for a dict of words ("ND": "NOR") and for rows whose first two items are
    words (("ND", "NORMAL", ...)), the first the key."""

    out = {}
    for path in sorted((FIRMWARE / "games" / game).rglob("*.py")):
        rel = path.relative_to(FIRMWARE)
        if rel.as_posix() in NOT_SHOWN:
            continue
        parts = rel.with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        for attr, v in vars(importlib.import_module(name)).items():
            if not attr.lstrip("_").isupper() or attr in out:
                continue
            if (
                isinstance(v, dict)
                and v
                and all(isinstance(k, str) and isinstance(x, str) for k, x in v.items())
            ):
                out[attr] = dict(v)
            elif (
                isinstance(v, tuple)
                and v
                and all(
                    isinstance(r, tuple) and len(r) > 1 and all(isinstance(x, str) for x in r[:2])
                    for r in v
                )
            ):
                out[attr] = {r[0]: r[1] for r in v}
    return out


def _code(key):
    """A key that is the rulebook's own code for the thing ("ND", "CK"), not the code's id."""
    return key if re.match(r"^[A-Z][A-Z0-9]{1,2}$", key) else None


def long_forms(entry):
    """(key, [(table, word)]): the key the code files the entry's word under, and every
    word the game's tables file under that key (the word itself among them), or None."""
    if entry.slots():
        return None
    word = entry.literal
    tables = code_tables(entry.game) if entry.game in EXPLAINED and entry.game != "shared" else {}
    for name in (x[6:] for x in entry.template.words if x.startswith("table ")):
        rows = tables.get(name, {})
        key = next((k for k, v in rows.items() if v == word), None)
        if key is None and word in rows:
            key = word  # a row's code ("CK"): its row's label is its long form
        if key is None:
            continue
        # Another table's word for the same key is the same thing only when the key is
        # the rulebook's code ("ND"), the table a kind of thing (DEFENCES) or the word its
        # term as the rulebook writes it ("Base Run Defense"); not an id the code reuses
        # ("none": NO halftime, OFF clock).
        got = [
            (t, rows2[key])
            for t, rows2 in tables.items()
            if key in rows2 and (t == name or _code(key) or t in KIND or not rows2[key].isupper())
        ]
        got = [(t, w) for t, w in got if re.search(r"[A-Z]", w) and "_" not in w]
        if key == word:
            if not got:
                return None  # a row that files the word under itself (("RUN", "gain"))
            got.append((name, word))
        return key, got
    return None


def _spell_label(game, label):
    """A table's upper-case label in a player's words ("CROSS KK": cross kick)."""
    if not label.isupper():
        return label  # the rulebook's own term, as the code writes it ("Base Run Defense")
    table = {**SPELT["all"], **SPELT.get(game, {})}
    for phrase, said in PHRASES.get(game, {}).items():
        label = label.replace(phrase, said.upper())
    out = []
    for w in label.split():
        out.append(table.get(w, w).lower() if len(w) > 1 or w not in table else w.lower())
    return " ".join(out)


def long_form(entry):
    """The meaning the code's own tables give a short word: its long form (the rulebook's
    term where the code writes it, else the longest label spelt out), what kind of thing it
    is, and its code ("Normal defence (ND)"). None when the tables hold no longer form than
    the word itself."""
    got = long_forms(entry)
    if not got:
        return None
    key, forms = got
    word = entry.literal.strip()
    if not forms:
        return None
    best = max(forms, key=lambda f: (not f[1].isupper(), len(f[1].strip())))
    kinds = [KIND[t] for t, _w in forms if t in KIND]
    if best[1] == entry.literal and not kinds and not _code(key):
        return None  # no table says more than the word: the word spelt is no long form
    said = _spell_label(entry.game, best[1].strip())
    if kinds and kinds[0].split()[-1] not in said.lower():
        said = kinds[0] % said
    code = _code(key)
    if code:
        said += " (%s)" % code
    if re.sub(r"[^a-z0-9]", "", said.lower()) == re.sub(r"[^a-z0-9]", "", word.lower()):
        return None  # nothing longer than the word
    return clean(said)


def of_table(entry):
    """A plain word of one of the code's tables: the word, and which table ("wide: one of
    the defences")."""
    for x in entry.template.words:
        if x.startswith("table "):
            name = TABLE_SAID.get(x[6:], x[6:].lower().replace("_", " "))
            return clean("%s: one of the %s" % (entry.literal.strip().lower(), name))
    return None


def spelt(entry, slotted=False):
    """The word spelt out from its parts (KO ONSD: kickoff, onside kick), slots by their
    type; None for one plain word, which says itself."""

    if entry.slots() and not slotted:
        return None  # "PEN D<penalty card>" spelt is no meaning: the docs or code say it
    table = {**SPELT["all"], **SPELT.get(entry.game, {})}
    out = []
    changed = False
    for p in entry.parts:
        if not isinstance(p, str):
            out.append(slots.slot_type(entry.game, p)[0] if p.kind != "repeat" else "...")
            changed = True
            continue
        for w in re.findall(r"[A-Z0-9?]+|[-+]", p):
            if w in table:
                out.append(table[w])
                changed = changed or table[w].upper() != w
            elif w in "-+":
                out.append({"-": "minus", "+": "plus"}[w] if not out else "")
            else:
                out.append(w.lower())
    said = " ".join(x for x in out if x)
    if not said or (not changed and len(out) == 1):
        return None
    return clean(said)
