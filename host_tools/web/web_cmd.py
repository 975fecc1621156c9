"""`sideline web`: builds Sideline in the browser (build/web/) and serves it locally, or
measures it in headless Chromium (--bench)."""

import sys
from pathlib import Path

from host_tools.common.arg_ranges import whole
from host_tools.rp2.setup import SetupError
from host_tools.web import build
from host_tools.web.serve import Server


def add_parser(sub):
    p = sub.add_parser(
        "web",
        help="build the page that runs the firmware in a browser and serve it locally",
        description="Build Sideline in the browser (firmware/ under MicroPython's "
        "WebAssembly port, a static page) into a folder and serve it on this machine; open "
        "the address it prints on a phone or a laptop. --bench measures it in headless "
        "Chromium instead.",
    )
    p.add_argument("--out", metavar="DIR", default=None, help="build folder (default build/web)")
    p.add_argument(
        "--port", type=whole(0, 65535), default=8000, help="port on 127.0.0.1 (default 8000)"
    )
    p.add_argument("--build-only", action="store_true", help="build the folder, serve nothing")
    p.add_argument(
        "--bench",
        action="store_true",
        help="measure in headless Chromium: page ready cold (and with the CPU 4x throttled), "
        "press to display drawn, the coach's slowest call, bytes of a first visit",
    )
    p.add_argument("--json", action="store_true", help="with --bench: one JSON object")
    p.add_argument(
        "--screenshots",
        metavar="DIR",
        default=None,
        help="write a PNG of each game on a phone-sized viewport into DIR (docs/images)",
    )
    p.set_defaults(run=run)
    return p


def _fail(msg):
    print("sideline web: " + msg, file=sys.stderr)
    return 2


def run(args, parser):
    out = Path(args.out) if args.out else build.DEFAULT_OUT
    try:
        files = build.build(out)
    except (SetupError, build.BuildError, OSError) as e:
        return _fail(str(e))
    if args.bench:
        from host_tools.web import bench  # why: playwright, a dev dependency: only the browser runs

        return bench.main(out, args.json)
    if args.screenshots:
        # why: playwright, a dev dependency: only the browser runs
        from host_tools.web import browser, shots

        why = browser.why_not()
        if why:
            return _fail(why)
        for path in shots.take(out, args.screenshots):
            print("wrote %s (%d bytes)" % (path, path.stat().st_size))
        return 0
    print("built %s: %d files, %d bytes" % (out, len(files), sum(map(len, files.values()))))
    if args.build_only:
        return 0

    try:
        server = Server(out, args.port)
    except OSError as e:
        return _fail("cannot serve on 127.0.0.1:%d: %s" % (args.port, e.strerror or e))
    print("Sideline in the browser: %s  (Ctrl-C stops)" % server.url, flush=True)
    try:
        server.forever()
    except KeyboardInterrupt:
        pass
    return 0
