"""sideline/catalog.py's promise (issue 18): a game's catalog over its team files, read one
at a time, only the abbreviations kept; a bad file or a repeated abbreviation is a message,
and load(slug) reads the file again."""

import pytest

from sideline.catalog import file_catalog


def parse(name, text):
    """A stand-in for a game's parser: "ABBR" is a team, anything starting "bad" is not."""
    if text.startswith("bad"):
        return None, "%s: %s" % (name.upper(), text)
    return {"abbr": text, "from": name}, None


def reader(files):
    reads = []

    def read(name):
        reads.append(name)
        return files[name]

    return read, reads


def test_the_catalog_names_each_good_file_by_its_slug_in_name_order():
    files = {"ox.json": "OX", "teams/rlb/bayou.json": "BAY", "cats.json": "CAT"}
    read, reads = reader(files)
    catalog, messages, load = file_catalog(list(files), read, parse)
    assert catalog == {"bayou": "BAY", "cats": "CAT", "ox": "OX"}
    assert list(catalog) == ["cats", "ox", "bayou"]  # sorted file names
    assert messages == []
    assert reads == ["cats.json", "ox.json", "teams/rlb/bayou.json"]  # each once


def test_files_that_are_not_json_are_not_read():
    read, reads = reader({"a.json": "AAA", "README.md": "x", "b.jso": "y"})
    catalog, messages, _ = file_catalog(["README.md", "b.jso", "a.json"], read, parse)
    assert catalog == {"a": "AAA"} and messages == [] and reads == ["a.json"]


def test_a_bad_file_is_its_message_and_not_in_the_catalog():
    read, _ = reader({"a.json": "bad abbr", "b.json": "BBB"})
    catalog, messages, _ = file_catalog(["a.json", "b.json"], read, parse)
    assert catalog == {"b": "BBB"}
    assert messages == ["A.JSON: bad abbr"]


def test_a_repeated_abbreviation_skips_the_later_file_with_a_message():
    read, _ = reader({"a.json": "OX", "b.json": "OX", "c.json": "CAT"})
    catalog, messages, load = file_catalog(["c.json", "b.json", "a.json"], read, parse)
    assert catalog == {"a": "OX", "c": "CAT"}
    assert messages == ['b.json: abbr: "OX" is already used by a.json; file skipped']
    with pytest.raises(KeyError):
        load("b")


def test_load_reads_the_team_again_from_its_file():
    files = {"x/ox.json": "OX"}
    read, reads = reader(files)
    _, _, load = file_catalog(["x/ox.json"], read, parse)
    assert load("ox") == {"abbr": "OX", "from": "x/ox.json"}
    assert reads == ["x/ox.json", "x/ox.json"]
    files["x/ox.json"] = "bad now"  # the file went bad since the catalog was made
    with pytest.raises(ValueError) as err:
        load("ox")
    assert str(err.value) == "X/OX.JSON: bad now"
