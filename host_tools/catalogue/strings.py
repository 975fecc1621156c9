"""Which nodes of the firmware's code build a string (a literal, a %-format, a join, an
f-string), which strings can reach a display (capitals, digits and a few marks), and the
template's parts run together."""

import ast
import re

from host_tools.catalogue.template import ROLES

# A shown word is capitals, digits and the few marks the text line uses; a string with a
# small letter is a key, an action or a message for the serial console, not a display's.
SHOWN = re.compile(r"^[A-Z0-9 .:>+\-/*'!?#=<_,]*$")
SPEC = re.compile(r"%([-+ 0#]*)(\d*)(?:\.(\d+))?([sdirxX%])")
# Calls whose string arguments never reach a display.
QUIET_CALLS = {
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


def const_str(node):
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def source_of(node, text):
    s = ast.get_source_segment(text, node) or ""
    return " ".join(s.split())[:40]


def builds_text(node):
    """A string built right there: a literal, a %-format of one, an f-string."""
    if const_str(node) or isinstance(node, ast.JoinedStr):
        return True
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and const_str(node.left)


def is_join(node):
    """ "".join(<a format> for ...): one format again and again."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "join"
        and isinstance(node.func.value, (ast.Constant, ast.Name))
        and len(node.args) == 1
        and isinstance(node.args[0], (ast.GeneratorExp, ast.ListComp))
    )


def is_displays(node):
    """A dict of what each display shows (most of the roles as keys)."""
    keys = {k.value for k in node.keys if k is not None and const_str(k)}
    return len(keys & set(ROLES)) >= 3


def by_role(node):
    """A dict whose every key is a display's role."""
    return all(k is not None and const_str(k) and k.value in ROLES for k in node.keys)


def merge(parts):
    out = []
    for p in parts:
        if p == "":
            continue
        if isinstance(p, str) and out and isinstance(out[-1], str):
            out[-1] += p
        else:
            out.append(p)
    return out


def only_figures(parts):
    """Figures alone ("  50": midfield on the ball-on display), shown only on a display
    other than the text line (a figure in a table of the code is no word)."""
    return all(isinstance(p, str) for p in parts) and bool(
        re.match(r"^[ 0-9.\-]*\d", "".join(parts))
    )


def can_show(parts):
    lit = "".join(p for p in parts if isinstance(p, str))
    for p in parts:
        if not isinstance(p, str) and p.kind in ("choice", "repeat"):
            lit += "".join(c for c in p.choices if isinstance(c, str)).upper()  # 7-seg "o" too
    if not lit.strip() and not any(not isinstance(p, str) for p in parts):
        return False  # blanks: padding, not a word
    if not SHOWN.match(lit):
        return False
    if lit.strip() == "-":
        return True  # a dash for nothing set ("H KEY1 -")
    if any(not isinstance(p, str) for p in parts):
        return True  # a number or name with marks around it ("%d-%d", "P%d")
    return any(c.isalpha() for c in lit)
