# The team sheet loader: a sheet's text read and checked (check.py) into a sheet the game
# plays with, several at once, and the catalogue of the teams on the device.
#
# Pure core: no I/O. The caller reads the files and hands in their text (or a reader).
import json

from games.cfs.sheet.check import _check
from games.cfs.sheet.parts import CARD_KEYS, DEFENSES
from games.cfs.sheet.value import _Bad, _clean, _describe


def parse_sheet(source_name, text):
    """(sheet, None) for a valid sheet's text, else (None, one-line message). Never raises."""
    name = _clean(str(source_name))
    try:
        stream = hasattr(text, "read")  # the board's open file: parsed as it is read (_text)
        if not stream:
            if isinstance(text, bytes):
                try:
                    text = text.decode("utf-8")
                except Exception:
                    return None, name + ": not UTF-8 text"
            if not isinstance(text, str):
                return None, name + ": expected the file's text, got " + _describe(text)
            if text[:1] == "\ufeff":
                text = text[1:]
            if text.count(" ") + text.count("\n") + text.count("\r") + text.count("\t") == len(
                text
            ):
                return None, name + ": not valid JSON (the file is empty)"
        try:
            data = json.load(text) if stream else json.loads(text)
        except MemoryError:
            raise
        except Exception as e:
            return None, "%s: not valid JSON (%s)" % (name, _clean(str(e), 120))
        try:
            return _check(data, True), None
        except _Bad as e:
            return None, name + ": " + e.args[0]
    except MemoryError:
        # No room now is not a bad sheet: the caller's to say (NEW GAME brings the old game
        # back; read as "not valid JSON", it left the table without sheets, ERR TYP on every
        # press after, on the stock UF2 with 48 KB held: issue 33).
        raise
    except Exception as e:  # a checker bug must not take the device down
        return None, "%s: internal error while checking (%s: %s)" % (
            name,
            type(e).__name__,
            _clean(str(e), 80),
        )


def load_sheets(files, seen=None):
    """Parse [(source_name, text), ...]; return (sheets, messages).

    Bad sheets are skipped with their message; so is a sheet whose abbr an earlier sheet
    already uses (the device tells teams apart by abbr). seen, if given, is a dict
    abbr -> source name of sheets already loaded, updated in place (to load in batches).
    """
    sheets = []
    messages = []
    if seen is None:
        seen = {}
    for source_name, text in files:
        sheet, msg = parse_sheet(source_name, text)
        if sheet is None:
            messages.append(msg)
            continue
        name = _clean(str(source_name))
        abbr = sheet["abbr"]
        if abbr in seen:
            messages.append(
                '%s: abbr: "%s" is already used by %s; sheet skipped' % (name, abbr, seen[abbr])
            )
            continue
        seen[abbr] = name
        sheets.append(sheet)
    return sheets, messages


def sheets_by_slug(files):
    """Like load_sheets, keyed by slug: the file name without folder or ".json" (the name
    a saved game uses for its teams). Returns ({slug: sheet}, messages)."""
    out = {}
    messages = []
    seen = {}
    for source_name, text in files:
        got, msgs = load_sheets([(source_name, text)], seen)
        messages.extend(msgs)
        if got:
            slug = source_name.split("/")[-1]
            if slug.endswith(".json"):
                slug = slug[:-5]
            out[slug] = got[0]
    return out, messages


def compact_cards(sheet):
    """The card section as {card: (play name, defense id)} sharing the sheet's own strings:
    52 small dicts and their copies of the names cost about 5 KB of the Pico's heap. A new
    dict keyed by CARD_KEYS' own strings: the parsed one's 52 key strings sat between its
    52 dicts, so dropping only the dicts left the heap in 64-byte holes (on the real rp2
    port the coach then found no 1 KB block with 25 KB free)."""
    names = {}
    for p in sheet["plays"]:
        names[p["name"]] = p["name"]
    ids = {}
    for d in DEFENSES:
        ids[d] = d
    cards = sheet["cards"]
    compact = {}
    for k in CARD_KEYS:
        c = cards[k]
        compact[k] = (names[c["offense"]], ids[c["defense"]]) if type(c) is dict else c
    sheet["cards"] = compact
    return sheet


def team_catalog(names, read):
    """The teams on the device without keeping their sheets: ({slug: abbr}, messages,
    load) where load(slug) reads and checks that one sheet again when a game needs it.

    names: sheet file names ("x.json"); read(name) -> the file's text. A sheet is about
    11 KB of heap on the Pico, so only the two teams playing are kept in memory."""
    catalog = {}
    messages = []
    seen = {}
    for name in names:
        slug = name[:-5] if name.endswith(".json") else name
        try:
            text = _text(read, name)
        except OSError as e:
            messages.append("%s: cannot read the file (%s)" % (name, e))
            continue
        except ValueError:  # UnicodeError: the file read as text is not UTF-8
            messages.append("%s: not UTF-8 text; sheet skipped" % name)
            continue
        try:
            got, msgs = load_sheets([(name, text)], seen)
        finally:
            _done(text)
        text = None
        messages.extend(msgs)
        if got:
            catalog[slug] = got[0]["abbr"]
        got = None

    def load(slug):
        return load_sheet(slug, read)

    return catalog, messages, load


def load_sheet(slug, read):
    """One team's sheet, read, checked and compacted for the game; ValueError if bad."""
    text = _text(read, slug + ".json")
    try:
        sheet, err = parse_sheet(slug + ".json", text)
    finally:
        _done(text)
    if err:
        raise ValueError(err)
    return compact_cards(sheet)


def _text(read, name):
    # The file opened, where the board's reader can (read.open: sideline.app.teams_opener):
    # json parses it as it reads, where read(name)'s text needed one block of the file's
    # size, which a stock Pico's heap, in pieces after the game's code loaded, did not have
    # (MemoryError allocating 6,153 bytes at boot with 48 KB held, issue 33).
    opener = getattr(read, "open", None)
    return read(name) if opener is None else opener(name)


def _done(text):
    if hasattr(text, "close"):
        text.close()
