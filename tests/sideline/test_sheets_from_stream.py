"""CFS's team sheets parsed from the open file where the board's reader can open it (issue
33): main.py hands teams_opener the board's `open`, and the catalogue and each load then
parse as they read, never asking for a sheet's whole text (one block of its size, which a
stock Pico's heap with 48 KB held did not have at boot). The catalogue, the messages and
the sheets are those of the text read; every file opened is closed."""

import io
import os

from sideline.app import teams_opener

FIRMWARE = os.path.join(os.path.dirname(__file__), "..", "..", "firmware")


def board(bad=None):
    """listdir, read and open over firmware/ as the board sees its flash, recording the
    whole reads and the files opened; bad: (path, text) of one more team file."""
    reads = []
    opened = []

    def listdir(folder):
        names = os.listdir(os.path.join(FIRMWARE, folder))
        if bad is not None and bad[0].startswith(folder + "/"):
            names.append(bad[0].split("/")[-1])
        return names

    def text(path):
        if bad is not None and path == bad[0]:
            return bad[1]
        with open(os.path.join(FIRMWARE, path), encoding="utf-8") as f:
            return f.read()

    def read(path):
        reads.append(path)
        return text(path)

    def opener(path):
        f = io.StringIO(text(path))
        opened.append(f)
        return f

    return listdir, read, opener, reads, opened


def test_the_catalogue_and_the_sheets_are_parsed_from_the_open_files():
    listdir, read, opener, reads, opened = board()
    by_text = teams_opener(listdir, read)("cfs")
    slug = sorted(by_text[0])[0]
    sheet = by_text[2](slug)
    assert reads  # the text path reads each sheet whole
    del reads[:]
    catalog, messages, load = teams_opener(listdir, read, opener)("cfs")
    assert (catalog, messages) == by_text[:2] and len(catalog) == 4
    assert load(slug) == sheet
    assert reads == []  # no sheet read whole
    assert len(opened) == 5 and all(f.closed for f in opened)


def test_a_bad_sheet_from_the_open_file_is_named_and_skipped():
    bad = ("teams/zz_bad.json", '{"name": "Half a sheet", ')
    listdir, read, opener, _, opened = board(bad)
    catalog, messages, _ = teams_opener(listdir, read, opener)("cfs")
    assert len(catalog) == 4 and "zz_bad" not in catalog
    assert len(messages) == 1 and messages[0].startswith("zz_bad.json: not valid JSON (")
    assert all(f.closed for f in opened)


def test_a_sheet_the_checker_refuses_says_why_as_the_text_read_does():
    bad = ("teams/zz_bad.json", '{"name": "No abbr"}')
    listdir, read, opener, _, _ = board(bad)
    _, by_stream, _ = teams_opener(listdir, read, opener)("cfs")
    _, by_text, _ = teams_opener(listdir, read)("cfs")
    assert by_stream == by_text and len(by_stream) == 1


def test_the_other_games_read_their_files_whole_as_before():
    listdir, read, opener, reads, _ = board()
    catalog, _, _ = teams_opener(listdir, read, opener)("rlb")
    assert catalog and reads
