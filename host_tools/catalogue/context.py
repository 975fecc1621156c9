"""Where a string of the code is drawn (its display: a display's dict, function or item, or
the displays its module table is drawn on) and the code's own words around it (the
comparisons leading to it, the action it is paired with, the comment above it): the
walker's half that reads around a string (walker.py)."""

import ast

from host_tools.catalogue.strings import SHOWN, by_role, const_str, is_displays, source_of
from host_tools.catalogue.template import ROLES


class Context:
    """The display and the words of a string the walker found (a mixin of Walker: its
    parent map, function stack, role stack and tests)."""

    def _drawn(self, sub, role):
        """A table subscripted for a display (DICE_WORDS[code] for "dice"): noted, so that
        the table's words are that display's."""
        t = sub.value
        name = t.attr if isinstance(t, ast.Attribute) else getattr(t, "id", "")
        if name.isupper():
            self.drawn.setdefault(name, set()).add(role)

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
            if isinstance(p, ast.Dict) and is_displays(p) and (self.func or by_role(p)):
                # a display's dict, or a module's table of a word for each display (the
                # self-test's tags: CL on the clock, TE on the text line)
                for k, v in zip(p.keys, p.values, strict=False):
                    if v is n and const_str(k) and k.value in ROLES:
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
        if const_str(key):
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
                if not (const_str(e) and e.value in ROLES):
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
            words.append("if " + source_of(t, self.text))
        p = self.parent.get(id(node))
        if isinstance(p, (ast.Tuple, ast.List)):
            for e in p.elts:
                if e is not node and isinstance(e, ast.Dict):
                    words.append("action " + source_of(e, self.text))
            if isinstance(p, ast.Tuple):
                # A table's row: the row's longer name for a code ("ND", "NORMAL")
                names = [
                    e.value
                    for e in p.elts
                    if e is not node
                    and const_str(e)
                    and SHOWN.match(e.value)
                    and " " not in e.value
                ]
                if const_str(node) and names and len(node.value) <= 2 < len(names[0]):
                    words.append("row " + names[0])
        if isinstance(p, ast.Dict):
            for k, v in zip(p.keys, p.values, strict=False):
                if v is node and const_str(k):
                    words.append("for " + k.value)
        if isinstance(p, ast.Assign):
            for t in p.targets:
                words.append("sets " + source_of(t, self.text))
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
