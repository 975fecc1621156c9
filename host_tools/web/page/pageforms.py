# A player's own data files in the page (runs under MicroPython's WebAssembly port): what
# every game's form (sheetform.py, fliipform.py) does with its files in the page's file
# system, in the game's folder of the bundle, where the game's team list reads them. app.js
# keeps a saved file in localStorage and writes it there again at each start.
#
# The outline nodes a form module's schema() hands forms.js: {"t": kind, ...}, kind one of
# "object" (fields: [[key, node, required]]), "list" (item, min, max), "text" (max, area),
# "int" (min, max), "choice" (of), "play" (a play's name on the sheet), "bool", "json" (a
# value typed as JSON: the rare shapes, e.g. {"roll_again": 8}), "const" (value).
import json
import os


def int_node(lo, hi):
    return {"t": "int", "min": lo, "max": hi}


def object_node(keys, nodes, required):
    # The fields in the order of keys, the checker's (MicroPython's dicts keep no order).
    return {"t": "object", "fields": [[k, nodes[k], k in required] for k in keys]}


def file_name(team_name):
    """A file name from the team's name, as the firmware's folders name them:
    "Bayou Herons" -> "bayou_herons.json" (an edit of one of the bundle's replaces it)."""
    out = ""
    for c in team_name.lower():
        out += c if ("a" <= c <= "z" or "0" <= c <= "9") else "_"
    while "__" in out:
        out = out.replace("__", "_")
    return out.strip("_") + ".json"


def json_text(text):
    """The file a JSON form writes: the form's JSON itself (orders forms write text)."""
    return text


def json_name(text):
    """The download's name for a JSON form's value: its team's name, as file_name()."""
    try:
        name = json.loads(text).get("name")
    except (ValueError, AttributeError):
        name = None
    return file_name(name if type(name) is str and name.strip() else "my team")


def teams(folder):
    """The file names of the folder's teams, JSON."""
    return json.dumps(sorted(n for n in os.listdir(folder) if n.endswith(".json")))


def read(folder, name):
    with open(folder + "/" + name) as f:
        return f.read()


def save(folder, parse, text):
    """A good file into the folder: JSON [file name, ""], or ["", why not] and nothing
    written. parse(name, text) -> (team, message) is the game's own loader."""
    team, msg = parse("file", text)
    if team is None:
        return json.dumps(["", msg])
    name = file_name(team["name"])
    for other in os.listdir(folder):
        if other != name and other.endswith(".json"):
            got = parse(other, read(folder, other))[0]
            if got is not None and got["abbr"] == team["abbr"]:
                why = 'abbr: "%s" is already used by %s (the box tells teams apart by it)'
                return json.dumps(["", why % (team["abbr"], other)])
    with open(folder + "/" + name, "w") as f:
        f.write(text)
    return json.dumps([name, ""])


def team_files(folder, parse):
    """What app.js asks of a form whose files join the page's teams, kept in folder (the
    bundle's folder of the game's teams) and read by parse(name, text) -> (team, message),
    the game's own loader: (usable, file_name, folder, teams, read, save, file_text,
    download_name), for the form module to take as its own names."""
    return (
        lambda: True,  # the page's games read these files (Use in the page)
        file_name,
        lambda: folder,
        lambda: teams(folder),
        lambda name: read(folder, name),
        lambda text: save(folder, parse, text),
        json_text,
        json_name,
    )
