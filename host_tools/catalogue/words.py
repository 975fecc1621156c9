"""What each word means and when it shows. The code's own words first (the comment beside
it, the action a menu item stands for, the event or step that leads to it, the function's
docstring); where the code has none fit for a player, the game's README and rules give them
(MEANINGS below, keyed by the glossary's word). Also what the catalogue leaves out, and why.
"""

import re
from functools import cache

from host_tools.catalogue import slots
from host_tools.catalogue.extract import FIRMWARE

DOCS = FIRMWARE.parent / "docs"
# Where a game's words are explained for players: its README and its rules.
EXPLAINED = {
    "cfs": ("games/cfs/README.md", "rules/cfs.md"),
    "dicebowl": ("games/dicebowl/README.md", "rules/dicebowl.md"),
    "fliip": ("games/fliip/README.md", "rules/fliip.md"),
    "rlb": ("games/rlb/README.md", "rules/rlb.md"),
    "shared": ("games/README.md", "../README.md"),
}

# Modules whose strings never reach a display: the data files' checkers and the save's log
# format (their messages go to the serial console and `sideline ... check`).
NOT_SHOWN = (
    "games/cfs/record.py",
    "games/cfs/sheetload.py",
    "games/cfs/sheetvalue.py",
    "games/cfs/sheetcheck.py",
    "games/rlb/roster.py",
    "games/fliip/tables.py",
    "sideline/app.py",
)

# From the games' READMEs and rules, for words whose code says nothing a player could use.
MEANINGS = {
    "cfs": {},
    "dicebowl": {},
    "fliip": {},
    "rlb": {},
    "shared": {},
}


# Words that are one meaning written two ways: the team slot holds HOME and AWAY in
# Dice-Bowl (its teams have no names), so "<team> WON" is "HOME WON" there.
SAME = {
    "cfs": (
        # a die (tumbling or come to rest) and the total of a colour's dice after a roll
        ("<die colour>  <die>", "<die colour> <die>", "<die colour><dice total>"),
    ),
    "dicebowl": (("<team>", "HOME", "AWAY"), ("<team> WINS", "HOME WINS", "AWAY WINS")),
    "fliip": (
        ("<team> WON", "HOME WON", "AWAY WON"),
        ("<team>", "HOM", "AWY"),  # the player's own teams (box.OWN), with no kicking table
    ),
    "rlb": (
        # the event's words (CONV, DROP, PEN and OK or NO) and the manual menu's the same
        ("<kick> OK", "PEN OK", "DROP OK", "CONV OK"),
        ("<kick> NO", "PEN NO", "DROP NO", "CONV NO"),
    ),
    "shared": (),
}


def ignored(game, template):
    """True for a template that is no display's: a checker's message, or one letter alone (a
    code in a table or a save; shown only inside a longer word, which has its own entry)."""
    if all(s.split(":")[0] in NOT_SHOWN for s in template.sites):
        return True
    return not template.slots and len(template.literal.strip()) <= 1


def _clean(s):
    s = re.sub(r"\s+", " ", s).strip()
    return s[:1].upper() + s[1:]


def _said(entry):
    """The code's words for what it means: a comment, the action, the key it is stored under."""
    w = entry.template.words
    for x in w:
        if x.startswith("action "):
            m = re.search(r'"a": "(\w+)"', x)
            rest = re.findall(r'"(\w+)": ("?[\w.]+"?)', x)
            what = " ".join(v.strip('"') for k, v in rest if k != "a" and v != "None")
            if m:
                return _clean("choice: %s %s" % (m.group(1).replace("_", " "), what))
    for x in w:
        if x.startswith("for "):
            return _clean("the word for %s" % x[4:].replace("_", " "))
    for x in w:
        if not re.match(r"^(if|in|sets|action|for) ", x):
            return _clean(x)
    return None


@cache
def _sentences(game):
    """The sentences of the game's README and rules, the generated glossary left out (it
    must not explain a word by itself)."""
    from host_tools.catalogue.glossary import BEGIN, END

    out = []
    for rel in EXPLAINED[game]:
        path = (FIRMWARE / rel) if rel.startswith("games/") else (DOCS / rel)
        if not path.exists():
            continue
        text = path.read_text()
        if BEGIN in text and END in text:
            head, rest = text.split(BEGIN, 1)
            text = head + rest.split(END, 1)[1]
        text = re.sub(r"\]\([^)]*\)", "]", text)  # links: their words only
        for block in re.split(r"\n\s*\n|\n(?=\s*[-*|#] )|\n\|", text):
            block = " ".join(block.split())
            for sent in re.split(r"(?<=[.;!?])\s+(?=[A-Z`(])", block):
                sent = sent.strip(" |#-*")
                if 12 < len(sent):
                    out.append(sent)
    return tuple(out)


def _from_docs(entry):
    """The README's or rules' sentence that names the word (in backticks first)."""
    chunks = sorted(
        (c.strip() for c in re.split(r"<[^>]*>", entry.word) if len(c.strip()) >= 2),
        key=len,
        reverse=True,
    )
    if not chunks:
        return None
    word = chunks[0]
    for game in (entry.game, "shared") if entry.game != "shared" else ("shared",):
        sents = _sentences(game)
        for pattern in (r"`%s[^`]*`", r"(?<![A-Za-z0-9])%s(?![A-Za-z0-9])"):
            pat = re.compile(pattern % re.escape(word))
            for sent in sents:
                if pat.search(sent):
                    sent = sent.replace("**", "").replace("|", " ")
                    return sent if len(sent) <= 200 else sent[:197].rsplit(" ", 1)[0] + "..."
    return None


def _situation(entry):
    """The code's words for when it shows: the conditions that lead to it, the function."""
    w = entry.template.words
    conds = [x[3:] for x in w if x.startswith("if ")]
    where = [x[3:] for x in w if x.startswith("in ")]
    out = []
    if where:
        name, _, doc = where[0].partition(": ")
        doc = re.split(r"(?<=[.:;])\s", doc)[0] if doc else ""
        out.append(doc.rstrip(".:;") or name.strip("_").replace("_", " "))
    if conds:
        out.append("when " + " and ".join(conds[-2:]))
    return _clean("; ".join(out)) if out else _clean("on the %s display" % entry.role)


def meaning(entry):
    declared = MEANINGS.get(entry.game, {}).get(entry.word)
    if declared:
        return declared[0] if isinstance(declared, tuple) else declared
    said = _said(entry)
    docs = _from_docs(entry)
    if docs and (said is None or said.startswith("The word for")):
        return docs
    if said:
        return said
    return docs or _situation(entry)


def when(entry):
    declared = MEANINGS.get(entry.game, {}).get(entry.word)
    if isinstance(declared, tuple):
        return declared[1]
    return _situation(entry)


def meaning_of(game, word):
    """What tells two meanings apart in the collision check: the word itself, unless SAME
    says two words are one meaning (a slot whose values include the other word)."""
    for group in SAME.get(game, ()) + SAME["shared"]:
        if word in group:
            return group[0]
    return word


def data_entries(game):
    """Words the game's data files put on the text line: its teams' abbreviations, the play
    and defence names of CFS's team sheets."""
    from host_tools.catalogue.catalogue import Entry
    from host_tools.catalogue.extract import Slot, Template

    out = []
    if game == "dicebowl":
        # views.dice builds the dice shown one by one in a loop (str(v)): no template
        s = Slot("number", source="dice shown")
        t = Template(
            (s,),
            game,
            "dice",
            ["games/dicebowl/views.py"],
            ["Up to four dice, highest first (the offense's movement dice, a duel's dice)"],
        )
        out.append(Entry(t, (s,), game, game))
    for what, source, said in (
        ("abbr", "abbr", "a team's abbreviation, from its data file"),
        ("plays", "short", "a play or defence from the team sheet (its short name)"),
    ):
        if not slots.data_words(game, what):
            continue
        s = Slot("text", source=source)
        t = Template((s,), game, "text", ["data files"], [said])
        out.append(Entry(t, (s,), game, game))
    return out
