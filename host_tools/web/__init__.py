"""Sideline in the browser: firmware/ under MicroPython's WebAssembly port in a static page
(build.py), served locally by `sideline web` (web_cmd.py, serve.py) and measured in headless
Chromium (bench.py, browser.py)."""
