"""A local static server for the built page: the files of build/web/, each sent gzipped
(its .gz made by build.py) to a browser that accepts it, as a static host would. Binds to
the loopback address only."""

import functools
import http.server
import threading
from pathlib import Path

TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".bin": "application/octet-stream",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    sent = None  # a list the server's body bytes are added to, one number per response
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format, *args):  # quiet: the command prints the address only
        pass

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        gz = Path(str(path) + ".gz")
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and path.is_file() and gz.is_file()):
            return super().send_head()
        stamp = self.date_time_string(int(gz.stat().st_mtime))
        if self.headers.get("If-Modified-Since") == stamp:
            self.send_response(304)  # the service worker's cache fill, after the page's own
            self.end_headers()
            return None
        f = open(gz, "rb")  # noqa: SIM115 (the base class closes it after copying)
        self.send_response(200)
        self.send_header("Last-Modified", stamp)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(gz.stat().st_size))
        self.end_headers()
        if self.sent is not None:
            self.sent.append(gz.stat().st_size)
        return f

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


class Server:
    """The page served on 127.0.0.1:port (0: any free port) from a thread; a context
    manager. url: the page's address."""

    def __init__(self, folder, port=0):
        self.sent = []  # body bytes of each gzipped response (the bench's first visit)
        handler = type("Counted", (Handler,), {"sent": self.sent})
        handler = functools.partial(handler, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
        self.url = "http://127.0.0.1:%d/" % self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()

    def forever(self):
        self.httpd.serve_forever()
