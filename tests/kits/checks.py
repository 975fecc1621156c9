"""The firmware's import rules and the paths of the checks' tools."""

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


FIRMWARE = ROOT / "firmware"


BIN = Path(sys.executable).parent


# pyright finds the rp2 stubs (machine, micropython, time) in this interpreter's venv.
VENV = {"venvPath": str(Path(sys.prefix).parent), "venv": Path(sys.prefix).name}


FORBIDDEN_IN_CORE = {
    "machine",
    "time",
    "random",
    "os",
    "drivers",
    "typing",
    "dataclasses",
    "enum",
    "abc",
    "functools",
    "asyncio",
    "uasyncio",
    "itertools",
    "pathlib",
    "sys",
    "io",
}


FORBIDDEN_ANYWHERE = {"typing", "dataclasses", "enum", "abc", "functools", "pathlib"}


def _imports(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield a.name.split(".")[0], node.lineno
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module.split(".")[0], node.lineno


def subset_violations(path, core):
    tree = ast.parse(path.read_text(), str(path))
    bad = []
    forbidden = FORBIDDEN_IN_CORE if core else FORBIDDEN_ANYWHERE
    for name, line in _imports(tree):
        if name in forbidden:
            bad.append("%s:%d imports %s" % (path.name, line, name))
    for node in ast.walk(tree):
        kind = None
        if isinstance(node, ast.Match):
            kind = "match statement"
        elif isinstance(node, ast.NamedExpr):
            kind = "walrus operator"
        elif (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.BitOr)
            and (isinstance(node.left, ast.Dict) or isinstance(node.right, ast.Dict))
        ):
            kind = "dict | dict"
        elif isinstance(node, ast.FormattedValue) and node.format_spec is not None:
            if any(isinstance(v, ast.FormattedValue) for v in node.format_spec.values):
                kind = "nested f-string format spec"
        elif isinstance(node, ast.Attribute) and node.attr == "format_map":
            kind = "str.format_map"
        elif isinstance(node, ast.AnnAssign):
            kind = "annotation at run time"
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and (
            node.returns is not None
            or any(a.annotation is not None for a in node.args.args + node.args.kwonlyargs)
        ):
            kind = "function annotation"
        if kind:
            bad.append("%s:%d %s" % (path.name, getattr(node, "lineno", 0), kind))
    return bad
