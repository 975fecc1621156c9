# The data files of a game with teams as files (Fliip's kicking tables, RLB's rosters),
# read one at a time: the board keeps only the two teams playing in memory.
def file_catalog(names, read, parse):
    """A game's catalog over its team files: ({slug: abbr}, messages, load). parse(name,
        text) -> (team with an "abbr", None) or (None, "NAME: problem"). Files are read one at a
        time and only the abbreviations kept: load(slug) reads a team again when a game needs
        it (the Pico holds only the two playing). A file whose abbr an earlier one uses is
        skipped with its message; so is one that cannot be read as text (never a stop of the boot:
    the file stays on the board for whoever mends it)."""
    catalog = {}
    files = {}
    messages = []
    seen = {}
    for name in sorted(names):
        if not name.endswith(".json"):
            continue
        try:
            text = read(name)
        except OSError as e:  # a folder named x.json, a file gone: skipped, kept, named
            messages.append("%s: cannot read the file (%s); file skipped" % (name, e))
            continue
        except ValueError:  # UnicodeError: the file read as text is not UTF-8
            messages.append("%s: not UTF-8 text; file skipped" % name)
            continue
        team, msg = _parse(parse, name, text)
        text = None
        if team is None:
            messages.append(msg)
            continue
        abbr = team["abbr"]
        if abbr in seen:
            messages.append(
                '%s: abbr: "%s" is already used by %s; file skipped' % (name, abbr, seen[abbr])
            )
            continue
        seen[abbr] = name
        slug = name.split("/")[-1][:-5]
        catalog[slug] = abbr
        files[slug] = name

    def load(slug):
        name = files[slug]
        team, msg = _parse(parse, name, read(name))
        if team is None:
            raise ValueError(msg)
        return team

    return catalog, messages, load


def _parse(parse, name, text):
    # A game's parser that trips (JSON nested deeper than the parser goes: RecursionError
    # on the host, RuntimeError on MicroPython) must not stop the boot either.
    try:
        return parse(name, text)
    except Exception as e:
        return None, "%s: cannot be read (%s); file skipped" % (name, type(e).__name__)
