"""The project stands alone (issue 30, item 1): every document a file of the repository points at
is in the repository, and every rule id a test cites is defined in docs/rules/<game>.md."""

import ast
import io
import re
import tokenize
from pathlib import Path

from host_tools.checks import stand_alone

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules"
GAMES = ("cfs", "dicebowl", "fliip", "rlb")
RULE_ID = re.compile(r"\*\*([A-Z]{1,2}[1-9]\d*)\*\*")  # how docs/rules/*.md define an id
SECTION = re.compile(r"(?<![\d.])(\d)\.(\d{1,2})(?:-\1\.(\d{1,2}))?(?![\d])")


def _defined(rules=RULES):
    """{game: set of ids} as docs/rules/<game>.md defines them (bold ids, and for the games
    cited by section the sections named in brackets, ranges included)."""
    out = {}
    for game in GAMES:
        text = (rules / (game + ".md")).read_text(encoding="utf-8")
        ids = RULE_ID.findall(text)
        assert len(ids) == len(set(ids)), "an id defined twice in %s.md" % game
        found = set(ids)
        for bracket in re.findall(r"\[([^\]]*)\]", text):
            for m in SECTION.finditer(bracket):
                last = int(m.group(3) or m.group(2))
                found |= {"%s.%d" % (m.group(1), n) for n in range(int(m.group(2)), last + 1)}
        out[game] = found
    return out


def _prefix(rule_id):
    return re.match(r"[A-Z]+", rule_id).group(0)


def _prefixes(defined):
    """{letters: game}: the id families of the rules, each belonging to one game."""
    owner = {}
    for game, ids in defined.items():
        for rule_id in ids:
            if "." not in rule_id:
                assert owner.setdefault(_prefix(rule_id), game) == game, rule_id
    return owner


def _prose(text):
    """The comments and docstrings of a Python file, where tests cite rules in words."""
    parts = []
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.COMMENT:
            parts.append(re.sub(r"noqa\b[:\s]*[A-Z0-9, ]*", "", tok.string))
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            parts.append(ast.get_docstring(node) or "")
    return "\n".join(parts)


def _cited(owner, root=ROOT):
    """(file, id, game) for every rule id a test cites: in a test's name (test_<game>_<id>_...),
    or as a known family's letters and a number in a comment or docstring; a section number
    (5.19) in the prose of a game's tests that cites its rulebook by section."""
    by_section = {g for g in GAMES if g == "rlb"}
    family = re.compile(r"\b(%s)([1-9]\d*)\b" % "|".join(sorted(owner, key=len, reverse=True)))
    out = []
    for path in sorted((root / "tests").rglob("*.py")):
        if path.name == Path(__file__).name:
            continue
        text = path.read_text(encoding="utf-8")
        name = path.relative_to(root).as_posix()
        for m in re.finditer(r"def test_(%s)_([a-z]{1,2}\d+)_" % "|".join(GAMES), text):
            rule_id = m.group(2).upper()
            if owner.get(_prefix(rule_id)) == m.group(1):
                out.append((name, rule_id, m.group(1)))
        prose = _prose(text)
        # A name the file also uses as a quoted value is data, not a citation ("T8", a team).
        data = set(re.findall(r"[\"']([A-Z]{1,2}\d+)[\"']", text))
        for m in family.finditer(prose):
            if m.group(0) not in data:
                out.append((name, m.group(0), owner[m.group(1)]))
        for game in by_section:
            if game in path.name:
                for m in re.finditer(r"(?<![\d.\w])(5\.\d{1,2})(?![\d.]\d)", prose):
                    out.append((name, m.group(1), game))
    return out


def test_the_scan_reads_the_whole_repository():
    names = set(stand_alone.tracked_files(ROOT))
    assert {
        "README.md",
        "docs/design.md",
        "firmware/games/cfs/box.py",
        "tests/conftest.py",
    } <= names
    assert not any(n.startswith((".venv/", "build/", ".git/")) for n in names)


def test_every_reference_resolves_inside_the_repository():
    left = stand_alone.tree_problems(ROOT)
    assert left == [], (
        "run .venv/bin/python -m host_tools.checks.stand_alone, then mend the rest by hand"
    )


def test_the_rewrite_has_nothing_left_to_do():
    assert stand_alone.rewrite_tree(ROOT, write=False) == []


def test_every_rule_a_test_cites_is_defined():
    defined = _defined()
    cited = _cited(_prefixes(defined))
    assert len({c[1] for c in cited}) > 100  # the scan reads the tests' citations at all
    missing = sorted({(f, i) for f, i, game in cited if i not in defined[game]})
    assert missing == []


def test_the_rules_keep_the_ids_the_tests_were_written_against():
    # The families and ranges the rule digests have always had; renumbering one would orphan tests.
    defined = _defined()
    want = {
        "cfs": {"T": 6, "C": 5, "M": 5, "Y": 6, "S": 4, "H": 3, "K": 6, "G": 6, "P": 4, "E": 6},
        "dicebowl": {"DK": 7, "DF": 3, "DP": 7, "DL": 3},
        "fliip": {"F": 12},
        "rlb": {"R": 18, "RN": 5},
    }
    for game, families in want.items():
        ids = {i for i in defined[game] if "." not in i}
        assert ids == {f + str(n) for f, top in families.items() for n in range(1, top + 1)}
    assert {"5.%d" % n for n in range(1, 21) if n != 4} <= defined["rlb"]


def test_a_citation_of_a_rule_that_does_not_exist_is_caught(tmp_path):
    # The id check itself: CFS kicking stops at K6 and the league at DL3, so these are reported;
    # a ruff code after noqa is not a rule, nor a name the test uses as data (team "T9").
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_x.py").write_text(
        'def test_cfs_k7_nothing():\n    """K7 and DL9; T9 and T1 are teams."""  # noqa: E402\n'
        '    assert league(["T1", "T9"]) == ["T9"]  # T9 wins\n'
    )
    defined = _defined()
    cited = _cited(_prefixes(defined), tmp_path)
    assert sorted(cited) == [
        ("tests/test_x.py", "DL9", "dicebowl"),
        ("tests/test_x.py", "K7", "cfs"),
        ("tests/test_x.py", "K7", "cfs"),
    ]
    assert all(i not in defined[g] for _, i, g in cited)


def _tree(tmp_path, files):
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


OLD_DESIGN = "DESIGN" + ".md"  # spelt in two halves so the scan of this repository passes over it
OLD_RULES = "../" + "shared/rules/cfs.md"  # likewise: the rules' old home, outside the repo


def test_the_rewrite_mends_references_and_leaves_everything_else(tmp_path):
    design_word = "DESIGN"
    root = _tree(
        tmp_path,
        {
            "docs/design.md": "# design\n",
            "docs/rules/cfs.md": "- **K1** kickoff\n",
            "code.py": "# see %s and %s principle 3; rules/cfs.md K1\n" % (OLD_DESIGN, design_word),
            "a/b/README.md": (
                "[the notes](../../%s#budgets), [rules](%s), "
                "[broken](nowhere.md), from `seeds/000_1cbfe9dee6a6ab7c.txt`; "
                "MicroPython's shared/runtime/pyexec.c\n" % (OLD_DESIGN, OLD_RULES)
            ),
            "plain.md": "nothing to see, [web](https://example.com)\n",
        },
    )
    before = stand_alone.tree_problems(root)
    assert {(f, w) for f, _, w in before} >= {
        ("code.py", OLD_DESIGN),
        ("code.py", "rules/cfs.md"),
        ("a/b/README.md", "link nowhere.md"),
        ("a/b/README.md", OLD_RULES),
        ("a/b/README.md", "seeds/000_1cbfe9dee6a6ab7c.txt"),
    }
    assert stand_alone.rewrite_tree(root) == ["a/b/README.md", "code.py"]
    assert (root / "code.py").read_text() == (
        "# see docs/design.md and docs/design.md principle 3; docs/rules/cfs.md K1\n"
    )
    assert (root / "a/b/README.md").read_text() == (
        "[the notes](../../docs/design.md#budgets), [rules](../../docs/rules/cfs.md), "
        "[broken](nowhere.md), from *College Football Saturday*; "
        "MicroPython's shared/runtime/pyexec.c\n"
    )
    assert (root / "plain.md").read_text() == "nothing to see, [web](https://example.com)\n"
    # what it cannot mend (a link to a file nobody has) is still reported, and only that
    assert [(f, w) for f, _, w in stand_alone.tree_problems(root)] == [
        ("a/b/README.md", "link nowhere.md")
    ]
    assert stand_alone.rewrite_tree(root) == []  # idempotent


def test_a_reference_that_already_resolves_is_left_alone(tmp_path):
    # docs/README.md links rules/cfs.md relative to itself: that is not the old path.
    root = _tree(
        tmp_path,
        {"docs/rules/cfs.md": "x\n", "docs/README.md": "[cfs](rules/cfs.md), `rules/cfs.md`\n"},
    )
    assert stand_alone.tree_problems(root) == []
    assert stand_alone.rewrite_tree(root) == []


def test_the_rewrite_wraps_the_comments_and_docstrings_it_lengthens(tmp_path):
    words = " ".join(["word"] * 17)  # 84 characters
    old = '"""%s %s\nends here."""\n\n# %s\n# %s\n# rest\nX = 1\n' % (
        words,
        OLD_DESIGN,
        words,
        OLD_DESIGN + " tail",
    )
    root = _tree(tmp_path, {"docs/design.md": "x\n", "m.py": old})
    stand_alone.rewrite_tree(root)
    new = (root / "m.py").read_text()
    assert max(len(line) for line in new.splitlines()) <= stand_alone.LINE_LIMIT
    # the same words in the same order, only the path changed and the lines wrapped
    assert new.split() == old.replace(OLD_DESIGN, "docs/design.md").split()
    assert new.count('"""') == 2 and new.endswith("X = 1\n")
    assert stand_alone.rewrite_tree(root) == []
