"""What the code says of a word: the comment beside it, a table row's name, the menu action it
stands for, the display it is drawn for; and when it shows, from the conditions that lead
to it, its function's docstring, or the game's WHEN table (declared.py)."""

import json
import re

from host_tools.catalogue.declared import WHEN
from host_tools.catalogue.extract import FIRMWARE

SHORT = 90  # the most characters of a comment or README sentence the glossary takes as a meaning


def clean(s):
    s = re.sub(r"\s+", " ", s).strip()
    return s[:1].upper() + s[1:]


def said_in_code(entry):
    """The code's words for what it means: a comment, a table row's name, the menu action,
    the display it is drawn for."""
    w = entry.template.words
    for x in w:
        if x.startswith("row "):
            return "short for %s" % x[4:]
    for x in w:
        if x.startswith("action "):
            m = re.search(r'"a": "(\w+)"', x)
            rest = re.findall(r'"(\w+)": ("?[\w.]+"?)', x)
            what = ", ".join(
                "%s %s" % (k, {"True": "yes", "False": "no"}.get(v, v.strip('"')))
                for k, v in rest
                if k != "a" and v != "None" and k != "team"
            )
            if m:
                said = "the choice that enters a %s" % m.group(1).replace("_", " ")
                what = re.sub(r"\bv ", "", what).replace("_", " ")
                return said + (" (%s)" % what if what else "")
    for x in w:
        if x.startswith("for ") and x[4:] in ROLE_SAID and x[4:] == entry.role != "text":
            return clean(ROLE_SAID[x[4:]])
    for x in w:
        if re.match(r"^(if|in|sets|action|for|row|table) ", x) or RULE.match(x):
            continue
        if x[:1] in "\"'(":
            continue  # an example of the word ("DEF 6431"), not what it means
        if len(x) <= SHORT and not re.search(r"issue \d|\(\w+\.\w+|\w\.py\b", x):
            return clean(x)  # a short comment, in the code's words for a player
    return None


# A comment that only cites a rule ("DK6", "C1 step 3", "G4"): a reference, not a meaning.
RULE = re.compile(r"^(?:[A-Z]{1,2}\d+[a-z]?(?:[-, ]+(?:[A-Z]{1,2})?\d+)*(?: step \d+)?)$")


def rule_cited(entry):
    """The rule a comment beside the word cites, or None."""
    for x in entry.template.words:
        if RULE.match(x):
            return x
    return None


def _roles():
    return json.loads((FIRMWARE / "hardware.json").read_text())["roles"]


ROLE_SAID = _roles()  # the wiring file's words for each display


ROLE_WORDS = {
    "text": "text line",
    "dice": "dice display",
    "clock": "clock display",
    "home": "home score display",
    "away": "away score display",
    "score": "score displays",
    "down": "down display",
    "ball_on": "ball-on display",
}


def situation(entry):
    """The code's words for when it shows: the conditions that lead to it, the function."""
    w = entry.template.words
    conds = [x[3:] for x in w if x.startswith("if ")]
    where = [x[3:] for x in w if x.startswith("in ")]
    out = []
    if where and where[0].split(":")[0] in ("displays", "render", "render_clock"):
        return "Always, on the %s display" % entry.role.replace("_", " ")
    if where:
        name, _, doc = where[0].partition(": ")
        doc = re.split(r"(?<=[.:;])\s", doc)[0] if doc else ""
        if doc:
            out.append(doc.rstrip(".:;"))
    said = [c for c in (_condition(x) for x in conds) if c]
    if said:
        out.append(", ".join(dict.fromkeys(said[-2:])))
    if not out:
        # A module WHEN does not list and a function with no docstring: where it is seen
        return clean("during a game, on the %s" % ROLE_WORDS.get(entry.role, entry.role))
    return clean("; ".join(out))


# Conditions in the code read as a player would say them: the step the game is at, the
# event just played, the button pressed. Others are the code's business, left out.
_STEP = re.compile(r"^\(?(?:step|app\.step|self\.step)\s*(==|in)\s*(.+?)\)?$")


_EVENT = re.compile(r'^\(?(?:k|a|what|e\["e"\]|action\["a"\])\s*(==|in)\s*(.+?)\)?$')


_BUTTON = re.compile(r'^name\s*==\s*"([A-Z]+)"$')


def _words_of(expr):
    return " or ".join(w.replace("_", " ") for w in re.findall(r'"([^"]+)"', expr))


def _condition(cond):
    parts = []
    for c in re.split(r"\s+and\s+", cond):
        c = c.strip()
        m = _STEP.match(c)
        if m and _words_of(m.group(2)):
            parts.append("at the %s step" % _words_of(m.group(2)))
            continue
        m = _EVENT.match(c)
        if m and _words_of(m.group(2)):
            parts.append("after %s" % _words_of(m.group(2)))
            continue
        m = _BUTTON.match(c)
        if m:
            parts.append("on %s" % m.group(1))
    return ", ".join(parts)


def when_by_site(entry):
    """The WHEN phrase for the entry's first site, or None (a module not listed)."""
    table = WHEN.get(entry.game, {})
    fn = next((x[3:].split(":")[0] for x in entry.template.words if x.startswith("in ")), "")
    tables = [x[6:] for x in entry.template.words if x.startswith("table ")]
    for site in entry.template.sites:
        # The module as WHEN names it: its path in the game's folder ("box.py",
        # "coach/offense.py"), or the shell's file name.
        module = re.sub(r"^(?:games/[^/]+|sideline)/", "", site.split(":")[0])
        keys = ["%s@%s" % (module, t) for t in tables] + ["%s:%s" % (module, fn), module]
        for key in keys:
            if key in table:
                return table[key]
    return None
