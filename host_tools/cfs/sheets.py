"""A College Football Saturday team sheet read from a file, checked as the board loads it
(games/cfs/sheet/load.py)."""

from games.cfs.sheet.load import load_sheets
from host_tools.common.saves import read_text, show


def load_sheet_file(path):
    """(sheet, None) or (None, one-line message) for one file; never raises."""
    text, msg = read_text(path)
    if msg is not None:
        return None, msg
    sheets, messages = load_sheets([(show(path), text)])
    if sheets:
        return sheets[0], None
    return None, messages[0]
