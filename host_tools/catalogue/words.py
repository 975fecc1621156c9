"""What each word means and when it shows. The code's own words first (the comment beside
it, the action a menu item stands for, the event or step that leads to it, the function's
docstring: code_words.py); where the code has none fit for a player, the game's tables
(long_forms.py), its README and rules (docs_words.py) and its declared MEANINGS (a game's
words module, keyed by the glossary's word). Also what the catalogue leaves out, and why.
"""

from host_tools.catalogue.code_words import clean, rule_cited, said_in_code, situation, when_by_site
from host_tools.catalogue.declared import MEANINGS, NOT_SHOWN, SAME
from host_tools.catalogue.docs_words import GLOSSARY_BEGIN, GLOSSARY_END, from_docs
from host_tools.catalogue.long_forms import long_form, of_table, spelt

__all__ = ["GLOSSARY_BEGIN", "GLOSSARY_END", "MEANINGS", "NOT_SHOWN"]  # read by glossary.py, tests


def ignored(game, template):
    """True for a template that is no display's: a checker's message, or one letter alone (a
    code in a table or a save; shown only inside a longer word, which has its own entry)."""
    if all(s.split(":")[0] in NOT_SHOWN for s in template.sites):
        return True
    return not template.slots and len(template.literal.strip()) <= 1


def _declared(entry):
    got = MEANINGS.get(entry.game, {}).get(entry.word)
    return got or MEANINGS["all"].get(entry.word.strip())


def meaning(entry):
    long = long_form(entry)
    if long:
        return long  # the code's own tables, from the short form to the long
    declared = _declared(entry)
    if declared:
        return declared[0] if isinstance(declared, tuple) else declared
    said = said_in_code(entry)
    if said and not said.startswith("the choice"):
        return said  # the code's own words: a comment, a row's name, the display's job
    got = (
        from_docs(entry)
        or spelt(entry)
        or clean(said or "")
        or of_table(entry)
        or spelt(entry, slotted=True)
        or clean(entry.literal.strip().lower() or situation(entry))
    )
    rule = rule_cited(entry)
    return "%s (%s)" % (got, rule) if rule and rule not in got else got


def when(entry):
    declared = _declared(entry)
    if isinstance(declared, tuple):
        return declared[1]
    return clean(when_by_site(entry) or situation(entry))


def stale(game, shown):
    """MEANINGS' words the code no longer shows (shown: the glossary's words): a string
    changed, and its meaning should go or follow it."""
    return sorted(k for k in MEANINGS.get(game, {}) if k not in shown and k.strip() not in shown)


def meaning_of(game, word):
    """What tells two meanings apart in the collision check: the word itself, unless SAME
    says two words are one meaning (a slot whose values include the other word)."""
    for group in SAME.get(game, ()) + SAME["shared"]:
        if word in group:
            return group[0]
    return word
