# Calling a play (rules C1-C5): what may be called, checked off and audibled, and the
# marks a call leaves on the team sheet.
from games.cfs.sheet.parts import BASES, DEFENSES, PACKAGES


class IllegalCall(ValueError):
    pass


def new_marks(sheet):
    """The squares a team marks during a game: uses per play and package, run/pass totals."""
    packages = {}
    for d in PACKAGES:
        packages[d] = 0
    return {"plays": [0] * len(sheet["plays"]), "packages": packages, "run": 0, "pass": 0}


def play_available(sheet, marks, index):
    """C4: uses left on the play and on its kind's total (T2)."""
    play = sheet["plays"][index]
    kind = play["kind"]
    return marks["plays"][index] < play["uses"] and marks[kind] < sheet["totals"][kind]


def available_plays(sheet, marks):
    return [i for i in range(len(sheet["plays"])) if play_available(sheet, marks, i)]


def out_of_plays(sheet, marks):
    for i in range(len(sheet["plays"])):
        if play_available(sheet, marks, i):
            return False
    return True


def plays_left(sheet, marks):
    """Offensive plays still callable, counting the run/pass totals (for G1 and displays)."""
    left = {"run": 0, "pass": 0}
    for i in range(len(sheet["plays"])):
        play = sheet["plays"][i]
        left[play["kind"]] += play["uses"] - marks["plays"][i]
    total = 0
    for kind in ("run", "pass"):
        cap = sheet["totals"][kind] - marks[kind]
        total += left[kind] if left[kind] < cap else cap
    return total


def package_available(sheet, marks, package):
    return marks["packages"][package] < sheet["defenses"][package]["uses"]


def checkoff_options(sheet, marks, base):
    """C2: the packages under the base called, with uses left, in the sheet's order.

    (Iterating DEFENSES, not the PACKAGES dict: MicroPython's dicts keep no order.)
    """
    return [d for d in DEFENSES if PACKAGES.get(d) == base and package_available(sheet, marks, d)]


def check_call(offense, off_marks, defense, def_marks, call):
    """Raise IllegalCall unless the call follows C1-C4; return (play index, defense id).

    call = {"defense": base, "offense": play name, "checkoff": package or None,
            "audible": play name or None}
    """
    base = call.get("defense")
    if base not in BASES:
        raise IllegalCall("defense must first call a base defense, not %s" % base)
    index = _play_index(offense, off_marks, call.get("offense"))
    defense_id = base
    package = call.get("checkoff")
    if package:
        if PACKAGES.get(package) != base:
            raise IllegalCall("%s is not a package under %s" % (package, base))
        if not package_available(defense, def_marks, package):
            raise IllegalCall("%s has no uses left" % package)
        defense_id = package
    audible = call.get("audible")
    if audible:
        if not package:
            raise IllegalCall("an audible is only allowed after a check-off")
        index = _play_index(offense, off_marks, audible)
    return index, defense_id


def _play_index(sheet, marks, name):
    index = sheet["play_index"].get(name)
    if index is None:
        raise IllegalCall("%s is not a play on this sheet" % name)
    if not play_available(sheet, marks, index):
        raise IllegalCall("%s cannot be called: no uses left" % name)
    return index


def mark(offense, off_marks, def_marks, index, defense_id):
    """C3, C5: one use of the play and of its kind; one use of a package (never a base)."""
    off_marks["plays"][index] += 1
    off_marks[offense["plays"][index]["kind"]] += 1
    if defense_id in PACKAGES:
        def_marks["packages"][defense_id] += 1
