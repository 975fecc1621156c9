"""The catalogue: each game's templates (its own and the shell's), choices spelt out, slots
typed, and the checks the box's displays put on them: every character drawable as itself,
nothing longer than its display, no two meanings lit the same.
"""

import itertools
import re
from dataclasses import dataclass
from functools import cache, cached_property

from host_tools.catalogue import declared, extract, render, slots, strings, words
from host_tools.catalogue.extract import SHARED
from host_tools.catalogue.template import Slot, Template


@dataclass
class Entry:
    template: Template
    parts: tuple  # choices spelt out: str and (non-choice) Slot
    game: str  # the game whose code says it (or "shared")
    context: str = ""  # the game it is shown in: whose data files fill its data slots
    vocab: tuple = ()  # the game's words without slots: what an untyped name can be

    @property
    def role(self):
        return self.template.role

    @property
    def word(self):
        """How the glossary writes it: slots by their type, in angle brackets."""
        return self._word(self.parts)

    def _word(self, parts):
        out = ""
        for p in parts:
            if isinstance(p, str):
                out += p
            elif p.kind == "repeat":
                out += "%s..." % self._word(p.choices[:-1])
            else:
                out += "<%s>" % slots.slot_type(self.game, p)[0]
        return out

    @property
    def literal(self):
        return "".join(p for p in self.parts if isinstance(p, str))

    def slots(self):
        return [p for p in self.parts if not isinstance(p, str)]

    def longest(self):
        """The most positions it can take, each slot at its longest, or None if unknown."""
        text = ""
        for p in self.parts:
            if isinstance(p, str):
                text += p
                continue
            k = slots.longest(self.game, p, self.context)
            if k is None:
                return None
            text += "8" * k
        return render.positions(self.role, text)

    def instances(self, cap=64):
        """Texts it can show (each slot's ends and a few between), or [] if a slot's values
        are unknown."""
        choices = []
        for p in self.parts:
            if isinstance(p, str):
                choices.append([p])
            else:
                v = slots.values(self.game, p, data=self.context)
                if v is None:
                    return []
                choices.append(v)
        return ["".join(c) for c in itertools.islice(itertools.product(*choices), cap)]

    def pattern(self):
        """A regex for what it shows (the text as shown, blanks at the ends aside)."""
        return re.compile(r"^ *%s *$" % self._pattern(self.parts))

    def _pattern(self, parts):
        out = ""
        for p in parts:
            if isinstance(p, str):
                out += re.escape(p)
                continue
            if p.kind == "repeat":
                inner = self._pattern(p.choices[:-1])
                sep = "|".join(re.escape(x) for x in p.choices[-1])
                out += "(?:%s)(?:(?:%s)%s)*" % (inner, sep, inner)
                continue
            v = slots.values(self.game, p, data=self.context)
            name, spec = slots.slot_type(self.game, p)
            if p.kind == "number":
                out += r" *[+-]?\d+"
            elif isinstance(spec, slots.Letters):
                out += spec.regex
            elif v is not None and not isinstance(spec, int):
                out += "(?:%s)" % "|".join(re.escape(x.strip()) for x in v)
            elif spec is None:
                # A name the code does not type: one of the game's own words, or a number
                words_ = sorted(self.vocab, key=len, reverse=True)
                out += "(?:%s)" % "|".join([re.escape(w) for w in words_] + [r"-?\d+"])
            elif isinstance(spec, int):
                out += "[^ ]{0,%d}" % spec
            else:
                out += "[A-Z0-9]+"  # a data word with no data to hand (the shell's own list)
        return out

    @cached_property
    def meaning(self):
        return words.meaning(self)

    @cached_property
    def when(self):
        return words.when(self)


def data_entries(game):
    """Words the game's data files put on the text line: its teams' abbreviations, the play
    and defence names of CFS's team sheets."""
    out = []
    for role, source, site, said in declared.UNTEMPLATED.get(game, ()):
        # a display built in a loop (Dice-Bowl's dice shown one by one): no template to read
        s = Slot("text", source=source)
        t = Template((s,), game, role, [site], [said])
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


def _spell(parts):
    """Each choice slot spelt out: ("TOSS ", <H|A>) gives "TOSS H" and "TOSS A"."""
    options = []
    for p in parts:
        if isinstance(p, Slot) and p.kind == "choice":
            options.append(list(p.choices))
        else:
            options.append([p])
    for combo in itertools.product(*options):
        yield tuple(strings.merge(list(combo)))


def _relayed(e):
    """A display handed on from another function's dict ("ball_on": b["ball_on"]): the
    words are that function's, already in the catalogue."""
    if len(e.parts) != 1 or isinstance(e.parts[0], str):
        return False
    name, spec = slots.slot_type(e.game, e.parts[0])
    return name == "name" or (e.role != "text" and spec is None)


def _listed(e, es):
    """A display drawn from a table whose words are each in the catalogue on that display
    ("dice": DICE_WORDS[code], its NORM, WIDE...): a slot that says no more than they."""
    if len(e.parts) != 1 or isinstance(e.parts[0], str) or e.role == "text":
        return False
    _name, spec = slots.slot_type(e.game, e.parts[0])
    if not (isinstance(spec, str) and spec.count(":") == 2):
        return False
    table = "table " + spec.split(":")[1]
    return any(o.role == e.role and table in o.template.words for o in es if o is not e)


def entries(game):
    """The game's catalogue (the shell's words come with every game's)."""
    return _entries(game, extract.SOURCES[game], extract.SOURCES[SHARED], words.NOT_SHOWN)


@cache
def _entries(game, _folder, _shared, _not_shown):
    # keyed by where the code is read from and what is left out, which tests change
    out = {}
    short = set()
    for src in (game, SHARED) if game != SHARED else (SHARED,):
        for t in extract.templates(src):
            if words.ignored(src, t):
                short.add(t.literal.strip())  # a code or a letter: still a word of the game's
                continue
            for parts in _spell(t.parts):
                e = Entry(t, parts, src, game)
                if not e.literal.strip() and not e.slots():
                    continue
                if _relayed(e):
                    continue
                out.setdefault((e.word, e.role), e)
    for e in data_entries(game):
        out.setdefault((e.word, e.role), e)
    for key in [k for k, e in out.items() if _listed(e, out.values())]:
        del out[key]
    vocab = set()
    for e in out.values():
        if not e.slots():
            vocab.add(e.literal.strip())
            vocab.update(e.literal.split())  # a setup label's first word ("H", "CLK")
        elif all(p.kind != "number" for p in e.slots()):
            vocab.update(t.strip() for t in e.instances())  # "H KEY1"
    for src in {game, SHARED}:
        vocab.update(extract.setting_words(src))
    for what in ("abbr", "plays"):
        vocab.update(slots.data_words(game, what))
    vocab.update(short)
    vocab.update([w[:4] for w in vocab])  # a value cut to four ("RUNO")
    vocab.discard("")
    for e in out.values():
        e.vocab = tuple(sorted(vocab))
    return tuple(sorted(out.values(), key=lambda e: (e.role != "text", e.role, e.word)))


def own(game):
    """The entries a game's glossary lists: its own (the shell's go in the shell's)."""
    return [e for e in entries(game) if e.game == game]


def problems(game):
    """[(what, role, word, detail)]: the display cannot draw it, cuts it, or lights two
    meanings the same."""
    out = []
    lit = {}
    for e in entries(game):
        texts = e.instances() or ([e.literal] if not e.slots() else [])
        bad = sorted({c for t in texts + [e.literal] for c in render.undrawable(e.role, t)})
        if bad:
            out.append(("undrawable", e.role, e.word, "".join(bad)))
        n = e.longest()
        fits = slots.fits(e.game, e.word)
        if n is not None and n > render.width(e.role) and not fits:
            out.append(("cut", e.role, e.word, "%d > %d" % (n, render.width(e.role))))
        for t in texts:
            shown = t.rstrip() if e.role == "text" else t
            key = (e.role, render.segments(e.role, shown))
            lit.setdefault(key, {})[(e.word, e.role)] = t
    clashes = {}
    for (group, _seg), who in lit.items():
        # One format written in two places ("FD %d-%d") is one meaning, whatever its slots
        # are called there; SAME declares the rest that are.
        meanings = {}
        for w, _r in sorted(who):
            shape = re.sub(r"<[^>]*>", "<>", w)
            meanings.setdefault(words.meaning_of(game, w), set()).add(shape)
        if len(meanings) > 1 and len(set().union(*meanings.values())) > 1:
            key = (group, tuple(sorted(meanings)))
            clashes.setdefault(key, who)  # one example per set of meanings
    for (group, meanings), who in clashes.items():
        example = " / ".join("%s (%r)" % (w, who[(w, r)]) for w, r in sorted(who))
        out.append(("same segments", group, " = ".join(meanings), example))
    return sorted(set(out))
