"""The league's site: a Django application on the engine (host_tools/league/engine.py),
served by `sideline league serve` (host_tools/league/serve.py); docs/league.md."""
