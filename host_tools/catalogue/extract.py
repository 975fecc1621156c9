"""The box's words, read from the firmware's source (issue 27, item 1): every string literal,
%-format and concatenation that can reach a display, as a template of literal text and typed
slots, with where it stands in the code and the code's own words around it (the comparison
that leads to it, the action it is paired with, the comment above it).

Built from the code, not from sessions: a word a random session seldom reaches (PUNT NET,
WILDCAT) is in the code all the same. Sessions only check coverage (tests/test_catalogue.py).
"""

import ast
import re
from functools import cache
from pathlib import Path

from host_tools.catalogue.declared import GAMES, SHARED
from host_tools.catalogue.template import ROLE_NAMES, ROLES, Slot, Template

FIRMWARE = Path(__file__).resolve().parent.parent.parent / "firmware"
# Where each set of words lives: a game's folder, and the shell's (setup, messages).
SOURCES = {g: FIRMWARE / "games" / g for g in GAMES}
SOURCES[SHARED] = FIRMWARE / "sideline"
# The shell's modules that draw a game's own displays (the football faces: score, down and
# distance, ball on): their words are the games' that import them, not the shell's.
FACES = ("faces.py",)


# A shown word is capitals, digits and the few marks the text line uses; a string with a
# small letter is a key, an action or a message for the serial console, not a display's.
_SHOWN = re.compile(r"^[A-Z0-9 .:>+\-/*'!?#=<_,]*$")
_SPEC = re.compile(r"%([-+ 0#]*)(\d*)(?:\.(\d+))?([sdirxX%])")
# Calls whose string arguments never reach a display.
_QUIET_CALLS = {
    "ValueError",
    "KeyError",
    "TypeError",
    "RuntimeError",
    "OSError",
    "NotImplementedError",
    "log",
    "print",
    "get",
    "getattr",
    "hasattr",
    "setattr",
    "ord",
    "startswith",
    "endswith",
    "index",
    "count",
    "split",
    "replace",
    "strip",
    "rstrip",
    "lstrip",
    "find",
    "encode",
    "decode",
    "open",
    "const",
    "pop",
    "setdefault",
    "remove",
}


def _const_str(node):
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _src(node, text):
    s = ast.get_source_segment(text, node) or ""
    return " ".join(s.split())[:40]


class _Walker(ast.NodeVisitor):
    def __init__(self, game, path, text, table_roles=None):
        self.game = game
        # A module table's name -> the displays other code draws its words on (views.DEF4
        # returned for "dice"): its words are those displays', not the text line's.
        self.table_roles = table_roles or {}
        self.drawn = {}  # table name -> roles it is drawn on here
        self.path = path
        self.text = text
        self.lines = text.splitlines()
        self.found = []  # (parts, role, lineno, words)
        self.quiet = set()  # ids of nodes whose strings never reach a display
        self.used = set()  # ids of string constants already inside a template
        self.func = []
        self.role_stack = []
        self.tests = []  # comparisons on the way to this node: the code's words for when
        self.parent = {}
        self.called = {}  # function name -> the role whose display it draws

    # --- context ------------------------------------------------------------------------
    def visit_FunctionDef(self, node):
        body = node.body
        if body and isinstance(body[0], ast.Expr) and _const_str(body[0].value):
            self.quiet.add(id(body[0].value))  # a docstring
        self.func.append(node)
        self.role_stack.append(ROLE_NAMES.get(node.name) or self.called.get(node.name))
        self.generic_visit(node)
        self.role_stack.pop()
        self.func.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node):
        body = node.body
        if body and isinstance(body[0], ast.Expr) and _const_str(body[0].value):
            self.quiet.add(id(body[0].value))
        self.generic_visit(node)

    def visit_Module(self, node):
        body = node.body
        if body and isinstance(body[0], ast.Expr) and _const_str(body[0].value):
            self.quiet.add(id(body[0].value))
        for n in ast.walk(node):
            for c in ast.iter_child_nodes(n):
                self.parent[id(c)] = n
            if isinstance(n, ast.Dict) and _is_displays(n):
                for k, v in zip(n.keys, n.values, strict=False):
                    if isinstance(v, ast.Call) and isinstance(v.func, ast.Name):
                        self.called.setdefault(v.func.id, k.value)
        self.generic_visit(node)

    def _quiet_tree(self, node):
        for n in ast.walk(node):
            self.quiet.add(id(n))

    def visit_Compare(self, node):
        for n in (node.left, *node.comparators):
            if _const_str(n):
                self.quiet.add(id(n))
            elif isinstance(n, (ast.Tuple, ast.List, ast.Set)):
                for e in n.elts:
                    if _const_str(e):
                        self.quiet.add(id(e))
        self.generic_visit(node)

    def visit_If(self, node):
        self.visit(node.test)
        self.tests.append(node.test)
        for n in node.body:
            self.visit(n)
        self.tests.pop()
        for n in node.orelse:
            self.visit(n)

    def visit_Subscript(self, node):
        self._quiet_tree(node.slice)
        self.generic_visit(node)

    def visit_Call(self, node):
        if id(node) not in self.quiet and _is_join(node):
            parts = self._parts(node)
            if parts is not None:
                self._add(node, parts)
        f = node.func
        if (
            isinstance(f, ast.Attribute)
            and f.attr == "upper"
            and isinstance(f.value, ast.Call)
            and isinstance(f.value.func, ast.Attribute)
            and f.value.func.attr == "join"
            and not _is_join(f.value)
            and id(node) not in self.quiet
        ):
            # "".join(a list).upper(): letters computed elsewhere ("ODD-", the confrontations)
            self._add(node, [self._slot(node)])
        if isinstance(f, ast.Attribute) and f.attr == "flash" and node.args:
            # The text line's message: a word computed from the state ("SETUP": the mode)
            a = node.args[0]
            if isinstance(a, ast.Call) and not _is_join(a) and id(a) not in self.quiet:
                self._add(a, [self._slot(a)])
        name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
        if name in _QUIET_CALLS:
            for a in node.args:
                self._quiet_tree(a)
        for kw in node.keywords:
            if kw.arg in ("key", "sep", "end"):
                self._quiet_tree(kw.value)
        self.generic_visit(node)

    def visit_Dict(self, node):
        for k in node.keys:
            if k is not None and _const_str(k):
                self.quiet.add(id(k))
        if _is_displays(node) and self.func:
            # What a display shows straight from the game's state ("dice": the defence in
            # force): a template that is one slot, typed by its source.
            for k, v in zip(node.keys, node.values, strict=False):
                if isinstance(v, ast.Subscript) and _builds_text(v.value):
                    continue  # a template cut to fit ("%s BALL" % abbr)[:8]: the template's
                if isinstance(v, (ast.Subscript, ast.Attribute)) and k.value in ROLES:
                    self._drawn(v, k.value)
                    self.found.append(((self._slot(v),), k.value, v.lineno, ["for " + k.value]))
        self.generic_visit(node)

    def visit_Return(self, node):
        role = next((r for r in reversed(self.role_stack) if r), None)
        if role and role != "text" and isinstance(node.value, ast.Subscript):
            # A display drawn straight from a table ("dice": views.DEF4[defense])
            self._drawn(node.value, role)
            self.found.append(((self._slot(node.value),), role, node.lineno, ["for " + role]))
        self.generic_visit(node)

    def visit_Raise(self, node):
        self._quiet_tree(node)

    def visit_Assert(self, node):
        self._quiet_tree(node)

    def visit_Assign(self, node):
        for t in node.targets:
            if isinstance(t, ast.Name) and t.id in ("RULE_PREFIX", "RULE_PREFIXES", "ID", "TEAMS"):
                self._quiet_tree(node.value)
        v = node.value
        if (
            self.func
            and isinstance(v, ast.BinOp)
            and isinstance(v.op, ast.Add)
            and isinstance(v.left, ast.Name)
            and isinstance(v.right, ast.Name)
            and self._holds_text(node.targets[0])
        ):
            # text = head + value, where text is a string built elsewhere in the function:
            # two words run together ("HCOACH D")
            self._add(v, [self._slot(v.left), self._slot(v.right)])
        self.generic_visit(node)

    def _holds_text(self, target):
        if not isinstance(target, ast.Name):
            return False
        for n in ast.walk(self.func[-1]):
            if isinstance(n, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == target.id for t in n.targets
            ):
                v = n.value
                if isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute):
                    v = v.func.value  # ("%s %s" % (a, b)).strip()
                if isinstance(v, ast.BinOp) and isinstance(v.op, ast.Mod) and _const_str(v.left):
                    return True
        return False

    # --- strings ------------------------------------------------------------------------
    def visit_BinOp(self, node):
        if id(node) not in self.quiet:
            parts = self._parts(node)
            if parts is not None:
                self._add(node, parts)
        self.generic_visit(node)

    def visit_JoinedStr(self, node):
        if id(node) not in self.quiet:
            parts = self._parts(node)
            if parts is not None:
                self._add(node, parts)
        for v in node.values:
            if isinstance(v, ast.FormattedValue):
                self.visit(v.value)

    def visit_Constant(self, node):
        if _const_str(node) and id(node) not in self.quiet and id(node) not in self.used:
            self._add(node, [node.value])

    def _parts(self, node):
        """The template a str expression builds, or None when it builds no string."""
        self.quiet.add(id(node))  # inside this template: not a template of its own
        if _const_str(node):
            self.used.add(id(node))
            return [node.value]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and _const_str(node.left):
            self.used.add(id(node.left))
            args = node.right.elts if isinstance(node.right, ast.Tuple) else [node.right]
            return self._format(node.left.value, args)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left = self._parts(node.left)
            right = self._parts(node.right)
            if left is None and right is None:
                return None
            return (left or [self._slot(node.left)]) + (right or [self._slot(node.right)])
        if isinstance(node, (ast.IfExp, ast.Name)) and self._choices(node):
            return [self._slot(node)]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult) and _const_str(node.left):
            if not node.left.value.strip():
                return [""]  # " " * n: blanks to fill a display
        if _is_join(node):
            # "".join("%d%s" % ... for ...): the format again and again ("7G6R3O1W")
            inner = self._parts(node.args[0].elt)
            sep = self._choices(node.func.value)
            if inner is not None and sep:
                sep = tuple(sep)
                return [Slot("repeat", choices=tuple(_merge(inner)) + (sep,), source="repeat")]
        if isinstance(node, ast.JoinedStr):
            out = []
            for v in node.values:
                if _const_str(v):
                    out.append(v.value)
                else:
                    out.append(self._slot(v.value))
            return out
        return None

    def _format(self, fmt, args):
        out = []
        pos = 0
        i = 0
        for m in _SPEC.finditer(fmt):
            out.append(fmt[pos : m.start()])
            pos = m.end()
            flags, width, _prec, conv = m.groups()
            if conv == "%":
                out.append("%")
                continue
            arg = args[i] if i < len(args) else None
            i += 1
            w = int(width) if width else 0
            if conv in "xX":
                out.append(Slot("hex", w, source=_src(arg, self.text), func=self._fn()))
                continue
            if conv in "di":
                out.append(
                    Slot("number", w, "+" in flags, source=_src(arg, self.text), func=self._fn())
                )
                continue
            inner = self._parts(arg) if arg is not None else None
            if inner is not None:
                # A string built right there: its words go in place (the padding to the
                # width is blanks, which neither cut nor tell words apart).
                out.extend(inner)
                continue
            out.append(self._slot(arg, w))
        out.append(fmt[pos:])
        return [p for p in out if p != ""]

    def _slot(self, node, width=0):
        if node is None:
            return Slot("text", width)
        alts = self._choices(node)
        if alts:
            for n in ast.walk(node):
                if _const_str(n):
                    self.used.add(id(n))
            return Slot("choice", width, choices=tuple(alts), source=_src(node, self.text))
        return Slot("text", width, source=_src(node, self.text), func=self._fn())

    def _fn(self):
        return self.func[-1].name if self.func else ""

    def _scope(self, name):
        """The innermost block around a use of a local that assigns it, else the function."""
        n = name
        while id(n) in self.parent:
            n = self.parent[id(n)]
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                break
            if isinstance(n, (ast.If, ast.For, ast.While, ast.With, ast.Try)) and any(
                isinstance(a, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == name.id for t in a.targets)
                for a in ast.walk(n)
            ):
                return n
        return self.func[-1]

    def _choices(self, node, seen=()):
        if _const_str(node):
            return [node.value]
        if isinstance(node, ast.Name) and self.func and node.id not in seen:
            # A local named once or more, each time to words: those words (the ones of the
            # innermost branch that names it, when the use is in that branch: the duel's
            # SHOW or DROP, not the kick step's KICK or PUNT of the same name).
            got = []
            for n in ast.walk(self._scope(node)):
                if isinstance(n, ast.AugAssign) and getattr(n.target, "id", None) == node.id:
                    return None  # built up in a loop: not one of its first words
                if isinstance(n, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == node.id for t in n.targets
                ):
                    alts = self._choices(n.value, (*seen, node.id))
                    if not alts:
                        return None
                    got += [a for a in alts if a not in got]
            return got or None
        if isinstance(node, ast.IfExp):
            a = self._choices(node.body)
            b = self._choices(node.orelse)
            if a and b:
                return a + b
        return None

    def _drawn(self, sub, role):
        """A table subscripted for a display (DICE_WORDS[code] for "dice"): noted, so that
        the table's words are that display's."""
        t = sub.value
        name = t.attr if isinstance(t, ast.Attribute) else getattr(t, "id", "")
        if name.isupper():
            self.drawn.setdefault(name, set()).add(role)

    def _add(self, node, parts):
        words = self._words(node)
        for role in self._roles(node, words):
            if not _shown(parts) and not (role != "text" and _figures(parts)):
                continue
            self.found.append((tuple(_merge(parts)), role, node.lineno, words))

    def _roles(self, node, words):
        """The displays the string is drawn on: its own (a display's dict, function or
        item), else those its module table is drawn on elsewhere, else the text line."""
        role = self._role(node)
        if role != "text":
            return [role]
        tables = [w[6:] for w in words if w.startswith("table ")]
        drawn = sorted({r for t in tables for r in self.table_roles.get(t, ())})
        return drawn or ["text"]

    def _role(self, node):
        n = node
        while id(n) in self.parent:
            p = self.parent[id(n)]
            if isinstance(p, ast.Dict) and _is_displays(p) and (self.func or _by_role(p)):
                # a display's dict, or a module's table of a word for each display (the
                # self-test's tags: CL on the clock, TE on the text line)
                for k, v in zip(p.keys, p.values, strict=False):
                    if v is n and _const_str(k) and k.value in ROLES:
                        return k.value
            if isinstance(p, ast.Assign) and p.value is n and self.func:
                # page["clock"] = "P%d" % n, board[side] = ...: an item of a display's dict
                role = self._item_role(p.targets[0])
                if role:
                    return role
            n = p
        for r in reversed(self.role_stack):
            if r:
                return r
        return "text"

    def _item_role(self, target):
        """The role a dict item assigned to stands for: a role's name, or a loop's name
        over roles' names (for side in ("home", "away")), home's and away's the scores."""
        if not isinstance(target, ast.Subscript):
            return None
        key = target.slice
        if _const_str(key):
            return key.value if key.value in ROLES else None
        if not isinstance(key, ast.Name):
            return None
        got = set()
        for n in ast.walk(self.func[-1]):
            if not isinstance(n, (ast.For, ast.comprehension)):
                continue
            names = n.target.elts if isinstance(n.target, ast.Tuple) else [n.target]
            at = [i for i, e in enumerate(names) if getattr(e, "id", None) == key.id]
            if not at or not isinstance(n.iter, (ast.Tuple, ast.List)):
                continue
            for row in n.iter.elts:
                e = row.elts[at[0]] if isinstance(row, ast.Tuple) and at[0] < len(row.elts) else row
                if not (_const_str(e) and e.value in ROLES):
                    return None
                got.add(e.value)
        if not got:
            return None
        if got <= {"home", "away", "score"}:
            return "score" if len(got) > 1 else got.pop()
        return got.pop() if len(got) == 1 else None

    def _words(self, node):
        """The code's words about this string: the comparisons leading to it, the action
        it is paired with, the key it is stored under, the comment above or beside it."""
        words = []
        for t in self.tests:
            words.append("if " + _src(t, self.text))
        p = self.parent.get(id(node))
        if isinstance(p, (ast.Tuple, ast.List)):
            for e in p.elts:
                if e is not node and isinstance(e, ast.Dict):
                    words.append("action " + _src(e, self.text))
            if isinstance(p, ast.Tuple):
                # A table's row: the row's longer name for a code ("ND", "NORMAL")
                names = [
                    e.value
                    for e in p.elts
                    if e is not node
                    and _const_str(e)
                    and _SHOWN.match(e.value)
                    and " " not in e.value
                ]
                if _const_str(node) and names and len(node.value) <= 2 < len(names[0]):
                    words.append("row " + names[0])
        if isinstance(p, ast.Dict):
            for k, v in zip(p.keys, p.values, strict=False):
                if v is node and _const_str(k):
                    words.append("for " + k.value)
        if isinstance(p, ast.Assign):
            for t in p.targets:
                words.append("sets " + _src(t, self.text))
        table = self._table(node)
        if table:
            words.append("table " + table)
        line = self.lines[node.lineno - 1]
        if "#" in line:
            words.append(line.split("#", 1)[1].strip())
        k = node.lineno - 2
        above = []
        while k >= 0 and self.lines[k].strip().startswith("#"):
            above.insert(0, self.lines[k].strip().lstrip("#").strip())
            k -= 1
        if above:
            words.append(" ".join(above))
        if self.func:
            f = self.func[-1]
            doc = ast.get_docstring(f)
            where = f.name
            if doc:
                where += ": " + doc.split("\n\n")[0].replace("\n", " ")
            words.append("in " + where)
        return words

    def _table(self, node):
        """The name of the module's table (a capitalised constant) the string is in."""
        n = node
        while id(n) in self.parent:
            p = self.parent[id(n)]
            if isinstance(p, ast.Assign) and isinstance(self.parent.get(id(p)), ast.Module):
                names = [t.id for t in p.targets if isinstance(t, ast.Name)]
                return names[0] if names and names[0].isupper() else None
            if isinstance(p, (ast.FunctionDef, ast.ClassDef)):
                return None
            n = p
        return None


def _builds_text(node):
    """A string built right there: a literal, a %-format of one, an f-string."""
    if _const_str(node) or isinstance(node, ast.JoinedStr):
        return True
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and _const_str(node.left)


def _is_join(node):
    """ "".join(<a format> for ...): one format again and again."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "join"
        and isinstance(node.func.value, (ast.Constant, ast.Name))
        and len(node.args) == 1
        and isinstance(node.args[0], (ast.GeneratorExp, ast.ListComp))
    )


def _is_displays(node):
    """A dict of what each display shows (most of the roles as keys)."""
    keys = {k.value for k in node.keys if k is not None and _const_str(k)}
    return len(keys & set(ROLES)) >= 3


def _by_role(node):
    """A dict whose every key is a display's role."""
    return all(k is not None and _const_str(k) and k.value in ROLES for k in node.keys)


def _merge(parts):
    out = []
    for p in parts:
        if p == "":
            continue
        if isinstance(p, str) and out and isinstance(out[-1], str):
            out[-1] += p
        else:
            out.append(p)
    return out


def _figures(parts):
    """Figures alone ("  50": midfield on the ball-on display), shown only on a display
    other than the text line (a figure in a table of the code is no word)."""
    return all(isinstance(p, str) for p in parts) and bool(
        re.match(r"^[ 0-9.\-]*\d", "".join(parts))
    )


def _shown(parts):
    lit = "".join(p for p in parts if isinstance(p, str))
    for p in parts:
        if not isinstance(p, str) and p.kind in ("choice", "repeat"):
            lit += "".join(c for c in p.choices if isinstance(c, str)).upper()  # 7-seg "o" too
    if not lit.strip() and not any(not isinstance(p, str) for p in parts):
        return False  # blanks: padding, not a word
    if not _SHOWN.match(lit):
        return False
    if lit.strip() == "-":
        return True  # a dash for nothing set ("H KEY1 -")
    if any(not isinstance(p, str) for p in parts):
        return True  # a number or name with marks around it ("%d-%d", "P%d")
    return any(c.isalpha() for c in lit)


def scan_file(game, path, root, table_roles=None):
    text = path.read_text()
    w = _Walker(game, path, text, table_roles)
    w.visit(ast.parse(text))
    rel = ("sideline/" if path.parent.name == "sideline" else "games/%s/" % game) + path.name
    return [(parts, role, "%s:%d" % (rel, line), words) for parts, role, line, words in w.found]


def templates(game):
    """The game's templates, one per distinct (template, role), with every site."""
    return _templates(game, SOURCES[game])


def files(game, folder):
    """The modules whose words are the game's: its folder's, and the shell's faces it
    imports (`from sideline import faces`); the shell's own, without the faces."""
    own = sorted(folder.glob("*.py"))
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
        w = _Walker(game, path, text)
        w.visit(ast.parse(text))
        for name, roles in w.drawn.items():
            out.setdefault(name, set()).update(roles)
    return out


@cache
def _templates(game, folder):
    root = FIRMWARE
    by = {}
    drawn = table_roles(game, folder)
    for path in files(game, folder):
        for parts, role, site, words in scan_file(game, path, root, drawn):
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
    for path in sorted(SOURCES[game].glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if _const_str(node) and re.match(r"^[a-z][a-z0-9_]{1,11}$", node.value):
                out.add(node.value.upper())
    return out
