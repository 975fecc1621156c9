"""Each game's README glossary, from the catalogue: every word the box can show in that game
(word, display, what it means, when it shows), between two markers, so rerunning it after the
games' strings change brings the READMEs up to date.

    python -m host_tools.catalogue.glossary --write   # rewrite the glossaries
    python -m host_tools.catalogue.glossary --check   # exit 1 naming each stale README
"""

import argparse
import sys

from host_tools.catalogue import catalogue, slots, words
from host_tools.catalogue.extract import FIRMWARE, GAMES, SHARED

BEGIN = words.GLOSSARY_BEGIN
END = words.GLOSSARY_END
READMES = {g: FIRMWARE / "games" / g / "README.md" for g in GAMES}
READMES[SHARED] = FIRMWARE / "games" / "README.md"
TITLE = {
    SHARED: "Words every game shows (setup, saves, undo, the self-test)",
}
ROLE_WORDS = {
    "text": "text line",
    "dice": "dice",
    "clock": "clock",
    "home": "home score",
    "away": "away score",
    "score": "home and away scores",
    "down": "down",
    "ball_on": "ball on",
}


def _cell(s):
    return s.replace("|", "\\|").replace("\n", " ")


def _spec(spec):
    if isinstance(spec, slots.Letters):
        return spec.said
    if isinstance(spec, tuple) and spec and isinstance(spec[0], int):
        return "a number %d to %d" % spec
    if isinstance(spec, tuple):
        return "one of " + ", ".join(spec)
    if isinstance(spec, int):
        return "up to %d characters" % spec
    if spec == "abbr":
        return "a team's abbreviation from its data file"
    if spec == "plays":
        return "a play's short name from a team sheet"
    if isinstance(spec, str) and ":" in spec:
        mod, table, _col = spec.split(":")
        return "one of the codes in %s.%s" % (mod.split(".")[-1], table)
    return "one of the game's own words in this glossary (a setup item or value, a mode)"


def section(game):
    """The glossary's markdown for a game (the shell's words for SHARED)."""
    title = TITLE.get(game, "Glossary: every word the box shows in this game")
    lines = [
        BEGIN,
        "## " + title,
        "",
        "Generated from the code's strings (`host_tools/catalogue/`); a word in angle brackets "
        "is filled in as the list under the table says. The shell's words (setup, saves, "
        "undo) are in [firmware/games/README.md](%s)."
        % ("README.md" if game == SHARED else "../README.md"),
        "",
        "| shows | on | means | when |",
        "|---|---|---|---|",
    ]
    kinds = {}
    for e in catalogue.own(game):
        lines.append(
            "| `%s` | %s | %s | %s |"
            % (_cell(e.word.strip() or e.word), ROLE_WORDS[e.role], _cell(e.meaning), _cell(e.when))
        )
        for p in e.slots():
            if p.kind == "repeat":
                continue  # its own slots are listed
            name, spec = slots.slot_type(e.game, p)
            kinds.setdefault(name, spec)
    if kinds:
        lines.append("")
        for name in sorted(kinds):
            lines.append("- `<%s>`: %s" % (name, _spec(kinds[name])))
    lines += ["", END]
    return "\n".join(lines) + "\n"


def updated(text, game):
    """The README's text with its glossary replaced (added at the end if it has none)."""
    new = section(game)
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        _old, tail = rest.split(END, 1)
        return head + new.rstrip("\n") + tail
    return text.rstrip("\n") + "\n\n" + new


def stale():
    """The READMEs whose glossary is not what the code says today."""
    out = []
    for game, path in READMES.items():
        text = path.read_text()
        if updated(text, game) != text:
            out.append(path)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m host_tools.catalogue.glossary")
    ap.add_argument("--write", action="store_true", help="rewrite the READMEs' glossaries")
    ap.add_argument("--check", action="store_true", help="exit 1 if a glossary is stale")
    ap.add_argument("--problems", action="store_true", help="list what the displays cannot show")
    args = ap.parse_args(argv)
    if args.write:
        for game, path in READMES.items():
            text = path.read_text()
            new = updated(text, game)
            if new != text:
                path.write_text(new)
                print("wrote %s" % path.relative_to(FIRMWARE.parent))
        return 0
    if args.problems:
        n = 0
        for game in (*GAMES, SHARED):
            for p in catalogue.problems(game):
                print("%s: %s on the %s: %s (%s)" % (game, *p))
                n += 1
            shown = {e.word for e in catalogue.own(game)}
            for w in words.stale(game, shown):
                print("%s: a meaning for a word no longer shown: %s (words.MEANINGS)" % (game, w))
        return 1 if n else 0
    bad = stale()
    for path in bad:
        print("stale glossary: %s (python -m host_tools.catalogue.glossary --write)" % path)
    if not args.check:
        for game in (*GAMES, SHARED):
            sys.stdout.write(section(game))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
