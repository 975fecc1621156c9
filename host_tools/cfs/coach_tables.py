"""The coach's odds tables, written at flash time (`sideline flash`, `make flash`).

College Football Saturday's coach reads, for each pair of sheets, P(green dice beat red) and
a yardage table per (green, break-away, +20): pure functions of the dice, computed by
games.cfs.coach.odds. On the Pico computing them was a game's first coach call (about a second
of boxed floats, and heap the coach then lacked with headroom held), so the host computes all
of them once, with the same functions, and the board reads what a game needs from flash
(the file's layout: coach/odds.py, "written by the host at flash time").

    python -m host_tools.cfs.coach_tables OUT   # write the file (flash does this by itself)
"""

import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "firmware") not in sys.path:
    sys.path.insert(0, str(ROOT / "firmware"))

from games.cfs.coach import odds as co  # noqa: E402
from games.cfs.rules.odds import p_at_least  # noqa: E402

DEST = co.STORED  # where the file goes on the board


def build():
    """The file's bytes (deterministic: the same code gives the same bytes)."""
    n = co.DICE_MAX
    parts = [co.header()]
    for green in range(1, n + 1):
        for red in range(1, n + 1):
            parts.append(struct.pack("<d", p_at_least(green, red)))
    for green in range(1, n + 1):
        for ba in range(1, n + 1):
            for bonus in (False, True):
                t = co._table(co._dist(green, ba, bonus))
                parts.append(struct.pack("<%df" % len(t), *t))
    data = b"".join(parts)
    assert len(data) == co.TABLES_AT + co.TABLE_BYTES * 2 * n * n
    return data


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    data = build()
    Path(argv[0]).write_bytes(data)
    print("%s: %d bytes" % (argv[0], len(data)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
