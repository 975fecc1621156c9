"""The walk over one module of the firmware (ast): every string expression that can reach a
display, as a template of literal text and typed slots (its display and the code's words
around it: context.py)."""

import ast

from host_tools.catalogue.context import Context
from host_tools.catalogue.strings import (
    QUIET_CALLS,
    SPEC,
    builds_text,
    can_show,
    const_str,
    is_displays,
    is_join,
    merge,
    only_figures,
    source_of,
)
from host_tools.catalogue.template import ROLE_NAMES, ROLES, Slot


class Walker(Context, ast.NodeVisitor):
    """One module's templates: found, as (parts, role, line, the code's words)."""

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
        if body and isinstance(body[0], ast.Expr) and const_str(body[0].value):
            self.quiet.add(id(body[0].value))  # a docstring
        self.func.append(node)
        self.role_stack.append(ROLE_NAMES.get(node.name) or self.called.get(node.name))
        self.generic_visit(node)
        self.role_stack.pop()
        self.func.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node):
        body = node.body
        if body and isinstance(body[0], ast.Expr) and const_str(body[0].value):
            self.quiet.add(id(body[0].value))
        self.generic_visit(node)

    def visit_Module(self, node):
        body = node.body
        if body and isinstance(body[0], ast.Expr) and const_str(body[0].value):
            self.quiet.add(id(body[0].value))
        for n in ast.walk(node):
            for c in ast.iter_child_nodes(n):
                self.parent[id(c)] = n
            if isinstance(n, ast.Dict) and is_displays(n):
                for k, v in zip(n.keys, n.values, strict=False):
                    if isinstance(v, ast.Call) and isinstance(v.func, ast.Name):
                        self.called.setdefault(v.func.id, k.value)
        self.generic_visit(node)

    def _quiet_tree(self, node):
        for n in ast.walk(node):
            self.quiet.add(id(n))

    def visit_Compare(self, node):
        for n in (node.left, *node.comparators):
            if const_str(n):
                self.quiet.add(id(n))
            elif isinstance(n, (ast.Tuple, ast.List, ast.Set)):
                for e in n.elts:
                    if const_str(e):
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
        if id(node) not in self.quiet and is_join(node):
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
            and not is_join(f.value)
            and id(node) not in self.quiet
        ):
            # "".join(a list).upper(): letters computed elsewhere ("ODD-", the confrontations)
            self._add(node, [self._slot(node)])
        if isinstance(f, ast.Attribute) and f.attr == "flash" and node.args:
            # The text line's message: a word computed from the state ("SETUP": the mode)
            a = node.args[0]
            if isinstance(a, ast.Call) and not is_join(a) and id(a) not in self.quiet:
                self._add(a, [self._slot(a)])
        name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
        if name in QUIET_CALLS:
            for a in node.args:
                self._quiet_tree(a)
        for kw in node.keywords:
            if kw.arg in ("key", "sep", "end"):
                self._quiet_tree(kw.value)
        self.generic_visit(node)

    def visit_Dict(self, node):
        for k in node.keys:
            if k is not None and const_str(k):
                self.quiet.add(id(k))
        if is_displays(node) and self.func:
            # What a display shows straight from the game's state ("dice": the defence in
            # force): a template that is one slot, typed by its source.
            for k, v in zip(node.keys, node.values, strict=False):
                if isinstance(v, ast.Subscript) and builds_text(v.value):
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
                if isinstance(v, ast.BinOp) and isinstance(v.op, ast.Mod) and const_str(v.left):
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
        if const_str(node) and id(node) not in self.quiet and id(node) not in self.used:
            self._add(node, [node.value])

    def _parts(self, node):
        """The template a str expression builds, or None when it builds no string."""
        self.quiet.add(id(node))  # inside this template: not a template of its own
        if const_str(node):
            self.used.add(id(node))
            return [node.value]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and const_str(node.left):
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
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult) and const_str(node.left):
            if not node.left.value.strip():
                return [""]  # " " * n: blanks to fill a display
        if is_join(node):
            # "".join("%d%s" % ... for ...): the format again and again ("7G6R3O1W")
            inner = self._parts(node.args[0].elt)
            sep = self._choices(node.func.value)
            if inner is not None and sep:
                sep = tuple(sep)
                return [Slot("repeat", choices=tuple(merge(inner)) + (sep,), source="repeat")]
        if isinstance(node, ast.JoinedStr):
            out = []
            for v in node.values:
                if const_str(v):
                    out.append(v.value)
                else:
                    out.append(self._slot(v.value))
            return out
        return None

    def _format(self, fmt, args):
        out = []
        pos = 0
        i = 0
        for m in SPEC.finditer(fmt):
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
                out.append(Slot("hex", w, source=source_of(arg, self.text), func=self._fn()))
                continue
            if conv in "di":
                out.append(
                    Slot(
                        "number", w, "+" in flags, source=source_of(arg, self.text), func=self._fn()
                    )
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
                if const_str(n):
                    self.used.add(id(n))
            return Slot("choice", width, choices=tuple(alts), source=source_of(node, self.text))
        return Slot("text", width, source=source_of(node, self.text), func=self._fn())

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
        if const_str(node):
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

    def _add(self, node, parts):
        words = self._words(node)
        for role in self._roles(node, words):
            if not can_show(parts) and not (role != "text" and only_figures(parts)):
                continue
            self.found.append((tuple(merge(parts)), role, node.lineno, words))
