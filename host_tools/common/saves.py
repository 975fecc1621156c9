"""Reading a saved game off a file, whatever its game: a save slot (.sln, the board's
store format) or the save's own bytes; and the one-line problems of reading files."""

from pathlib import Path

from sideline import store


class LogError(Exception):
    """A log that cannot be read or replayed: one line for the user."""


def show(path):
    """The path as printable text (an undecodable file name must not crash the report)."""
    return str(path).encode("utf-8", "backslashreplace").decode("utf-8")


def read_text(path):
    """(text, None) or (None, one-line message) for a file; never raises."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        return None, f"{show(path)}: cannot read the file ({e.strerror or type(e).__name__})"
    except ValueError as e:  # e.g. a NUL in the name
        return None, f"{show(path)}: cannot read the file ({e})"
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as e:
        return None, f"{show(path)}: not UTF-8 text (bad byte at offset {e.start})"


def read_log(path):
    """(the save's bytes, what it was): a .sln slot's payload, or the file's bytes."""
    name = show(path)
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        raise LogError("%s: cannot read the file (%s)" % (name, e.strerror or e)) from None
    kind = "record"
    if data[:4] in store.MAGICS:  # SLN1 slots from the firmware before too
        got = store.decode(data)
        if got is None:
            raise LogError(
                "%s: a damaged save slot (its length or CRC does not match: a torn or "
                "corrupted write)" % name
            )
        data = got[1]
        kind = "slot (seq %d)" % got[0]
    return data, kind
