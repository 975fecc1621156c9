"""The league: its engine (engine.py), saves read for it (saves.py) and its site (site/)."""
