"""The project stands alone: every document a file points at is in the repository.

The design notes and the numbered rules used to live outside the repository; they are now
`docs/design.md` and `docs/rules/<game>.md`. This module finds the references that do not resolve
inside the repository (tests/docs/test_docs_references.py fails on any) and rewrites the ones it
knows how to mend:

- the design notes, by file name or as a bare capitalised word ("... principle 3"), become
  `docs/design.md`;
- `rules/<game>.md` becomes `docs/rules/<game>.md`;
- a rulebook's seed file becomes the rulebook's title (`docs/README.md` lists them);
- in a markdown link the new target is written relative to the file that holds the link.

A reference that already resolves (relative to its file's folder, or to the top of the repository)
is left alone, so the rewrite is idempotent, and it touches nothing but those references:

    .venv/bin/python -m host_tools.checks.stand_alone          # rewrite, print the files changed
    .venv/bin/python -m host_tools.checks.stand_alone --check  # change nothing; exit 1 if any left

This file and its test hold the old names as patterns and examples, so both are left out.
"""

import argparse
import io
import os
import re
import subprocess
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SKIP_DIRS = {".git", ".venv", "build", "node_modules", "__pycache__"}
TEXT_SUFFIXES = {
    ".py", ".pyi", ".md", ".txt", ".toml", ".cfg", ".ini", ".json", ".yml", ".yaml",
    ".sh", ".js", ".mjs", ".html", ".css", ".csv", ".svg",
}  # fmt: skip
TEXT_NAMES = {"Makefile", "run"}
SELF = {"host_tools/checks/stand_alone.py", "tests/docs/test_docs_references.py"}

NEW_DESIGN = "docs/design.md"
GAME_TITLES = {
    "000": "College Football Saturday",
    "002": "La conquête du DICE-BOWL",
    "003": "Fliip Football Game Instructions",
    "004": "Rugby League Breakout",
}

# Any number of "../" and an optional "shared/" in front: the old home of these files.
_UP = r"(?<![\w/.-])(?:\.\./)*(?:shared/)?"
DESIGN_FILE = re.compile(_UP + r"DESIGN\.md\b")
DESIGN_WORD = re.compile(r"(?<![\w/.-])DESIGN\b(?![.\w])")
RULES_FILE = re.compile(_UP + r"(rules/[a-z0-9_]+\.md)\b")
SEED_FILE = re.compile(r"`?" + _UP + r"seeds/(\d{3})(?:_[0-9a-f]+\.txt)?\b`?")
OUTSIDE = re.compile(
    r"\.\./shared\b|/work/shared\b|(?<![\w/.-])shared/(?:DESIGN|rules|seeds|hooks)\b"
)
MD_LINK = re.compile(r"\[[^\]\n]*\]\(([^)\s]+)\)")


def tracked_files(root=ROOT):
    """The repository's text files: git's list when there is one, else a walk of the tree."""
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z"], cwd=root, capture_output=True, check=True
        ).stdout.decode()
        names = sorted(n for n in out.split("\0") if n)
    except (OSError, subprocess.CalledProcessError):
        names = []
    if not names:  # not a git work tree, or a copy of one (the mutation run's): walk it
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS)
            rel = Path(folder).relative_to(root)
            names += [str(rel / f) if str(rel) != "." else f for f in sorted(files)]
        names.sort()
    keep = []
    for name in names:
        path = Path(name)
        if SKIP_DIRS & set(path.parts[:-1]) or path.as_posix() in SELF:
            continue
        if path.suffix in TEXT_SUFFIXES or path.name in TEXT_NAMES:
            if (root / path).is_file():
                keep.append(name)
    return keep


def _resolves(target, name, root):
    """A mention resolves from its file's folder or from the top of the repository."""
    target = target.split("#")[0]
    folder = (root / name).parent
    return (folder / target).exists() or (root / target).exists()


def _md_resolves(target, name, root):
    target = target.split("#")[0]
    return target == "" or ((root / name).parent / target).exists()


def _external(target):
    return re.match(r"[a-z][a-z0-9+.-]*:", target) is not None or target.startswith("#")


def problems(text, name, root=ROOT):
    """(line number, what) for every reference in `text` (file `name`) that leads outside."""
    found = []

    def add(pos, what):
        found.append((text.count("\n", 0, pos) + 1, what))

    for m in DESIGN_FILE.finditer(text):
        if not _resolves(m.group(0), name, root):
            add(m.start(), m.group(0))
    for m in DESIGN_WORD.finditer(text):
        add(m.start(), "the design notes by name (%s)" % m.group(0))
    for m in RULES_FILE.finditer(text):
        if not _resolves(m.group(0), name, root):
            add(m.start(), m.group(0))
    for m in SEED_FILE.finditer(text):
        add(m.start(), m.group(0).strip("`"))
    for m in OUTSIDE.finditer(text):
        add(m.start(), m.group(0))
    if name.endswith(".md"):
        for m in MD_LINK.finditer(text):
            target = m.group(1)
            if not _external(target) and not _md_resolves(target, name, root):
                add(m.start(1), "link " + target)
    return sorted(set(found))


def _new_home(old):
    """Where a reference's document lives now, from the top of the repository, or None."""
    base = old.split("#")[0]
    if DESIGN_FILE.fullmatch(base):
        return NEW_DESIGN
    m = RULES_FILE.fullmatch(base)
    if m:
        return "docs/" + m.group(1)
    return None


def rewrite(text, name, root=ROOT):
    """`text` with every reference the project knows how to mend pointing inside it."""
    folder = (root / name).parent
    if name.endswith(".md"):

        def link(m):
            target = m.group(1)
            if _external(target) or _md_resolves(target, name, root):
                return m.group(0)
            home = _new_home(target)
            if home is None or not (root / home).exists():
                return m.group(0)
            anchor = target[len(target.split("#")[0]) :]
            rel = os.path.relpath(root / home, folder).replace(os.sep, "/")
            return m.group(0)[: m.start(1) - m.start()] + rel + anchor + ")"

        text = MD_LINK.sub(link, text)

    def plain(m):
        if _resolves(m.group(0), name, root):
            return m.group(0)
        return _new_home(m.group(0)) or m.group(0)

    text = DESIGN_FILE.sub(plain, text)
    text = RULES_FILE.sub(plain, text)
    text = DESIGN_WORD.sub(NEW_DESIGN, text)

    def seed(m):
        title = GAME_TITLES.get(m.group(1))
        if title is None:
            return m.group(0)
        return "*%s*" % title if name.endswith(".md") else title

    return SEED_FILE.sub(seed, text)


LINE_LIMIT = 100  # ruff's line-length in pyproject.toml


def _docstring_lines(text):
    """{line index: indent} for the lines inside a triple-quoted string, but its last."""
    lines = {}
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.STRING and tok.string.lstrip("rbuRBU")[:3] in ('"""', "'''"):
                for i in range(tok.start[0] - 1, tok.end[0]):
                    lines[i] = (" " * tok.start[1], i == tok.end[0] - 1)
    except (tokenize.TokenError, SyntaxError):
        return {}
    return lines


def reflow(old, new):
    """`new` (a Python file) with the comment and docstring lines the rewrite pushed past the
    line limit wrapped, their tail moved to the start of the next line of the same comment or
    docstring. A long line that is neither is left for a person (`ruff check` names it)."""
    before = set(old.splitlines())
    lines = new.split("\n")
    docs = _docstring_lines(new)
    i = 0
    while i < len(lines):
        line = lines[i]
        if len(line) <= LINE_LIMIT or line in before:
            i += 1
            continue
        comment = re.match(r"(\s*# )\S", line)
        doc = docs.get(i)
        if not comment and doc is None:
            i += 1
            continue
        cut = line.rfind(" ", 0, LINE_LIMIT + 1)
        prefix = comment.group(1) if comment else doc[0]
        if cut <= len(prefix):
            i += 1
            continue
        head, tail = line[:cut].rstrip(), line[cut + 1 :]
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        same = False
        if nxt is not None and comment:
            same = nxt.startswith(prefix) and nxt[len(prefix) :][:1] not in ("", " ")
        elif nxt is not None and doc is not None and not doc[1]:
            same = nxt.startswith(prefix) and nxt.strip() not in ("", '"""', "'''")
        lines[i] = head
        if same:
            lines[i + 1] = prefix + tail + " " + nxt[len(prefix) :]
        else:
            lines.insert(i + 1, prefix + tail)
            docs = {(k + 1 if k > i else k): v for k, v in docs.items()}
            docs[i + 1] = doc
        before.discard(lines[i + 1])
        i += 1
    return "\n".join(lines)


def rewrite_tree(root=ROOT, write=True):
    """Rewrite every tracked text file under `root`; return the names of the files changed."""
    changed = []
    for name in tracked_files(root):
        path = root / name
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        new = rewrite(text, name, root)
        if name.endswith(".py") and new != text:
            new = reflow(text, new)
        if new != text:
            changed.append(name)
            if write:
                path.write_text(new, encoding="utf-8")
    return changed


def tree_problems(root=ROOT):
    """(file, line, what) for every reference in the repository that leads outside it."""
    out = []
    for name in tracked_files(root):
        try:
            text = (root / name).read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        out += [(name, line, what) for line, what in problems(text, name, root)]
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m host_tools.checks.stand_alone",
        description="point every reference to the design notes and rules at docs/",
    )
    parser.add_argument("--check", action="store_true", help="change nothing; list what is left")
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository (default: here)")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    if not args.check:
        for name in rewrite_tree(root):
            print("rewrote", name)
    left = tree_problems(root)
    for name, line, what in left:
        print("%s:%d: %s does not resolve inside the repository" % (name, line, what))
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
