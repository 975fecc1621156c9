"""Where the repository's parts are, for every host tool: the firmware folder the board's
files come from, and the team files in it."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
TEAMS = FIRMWARE / "teams"
