"""A save read for the league: checked by its game's own checker and replayed by its own
code (host_tools/common/box_saves.py, each game's host_tools/<id>/league.py), then reduced
to the league's result (host_tools/league/engine.py). Nothing is read off numbers typed into
the file: the score and the statistics are the replay's.

Saves read: each game's own (its league module's docstring): a host record, a box save
(`sideline pull -o`), a match report.

House readings: a save may carry a top-level "house", a list of the names of the house
readings in force (absent or empty: the rulebook's game). A game whose host record keeps its
own "house" as a dict of its gap-filling rule values reads it itself (its league module's
`house`): the names whose value differs from the game's defaults are the readings in force.
"""

import json

from host_tools.league import by_game
from sideline import resume

GAMES = by_game.GAMES
MAX_BYTES = 512 * 1024  # a whole Dice-Bowl game is ~3 KB, an RLB match report ~30 KB


def parse(data, game):
    """(result, None) or (None, one-line reason) for the bytes of an uploaded save of
    `game`. The result's home and away are the names the save gives (or None)."""
    if len(data) > MAX_BYTES:
        return None, "the file is %d bytes, more than the %d a save can be" % (
            len(data),
            MAX_BYTES,
        )
    try:
        obj = json.loads(data)
    except (UnicodeDecodeError, ValueError):
        return None, "not a save: the file is not JSON"
    except RecursionError:
        return None, "not a save: nested too deeply"
    if not isinstance(obj, dict):
        return None, "not a save: a save is a JSON object"
    named = resume.named_game(obj)
    if named != game:
        return None, "a save of %s, not of %s" % (named if isinstance(named, str) else "?", game)
    house, err = house_of(obj, game)
    if err:
        return None, err
    try:
        res, err = by_game.part(game, "result")(obj)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        return None, "the save does not replay (%s)" % type(e).__name__
    if err:
        return None, err
    res["house"] = house
    res["typed"] = False
    return res, None


def house_of(obj, game):
    """(names of the house readings in force, None) or (None, reason)."""
    h = obj.get("house")
    if h is None:
        return [], None
    if isinstance(h, list):
        if not all(isinstance(x, str) and x for x in h):
            return None, '"house" must list the names of house readings'
        return sorted(set(h)), None
    own = by_game.part(game, "house")
    if isinstance(h, dict) and own is not None:
        return own(h), None
    return None, '"house" must list the names of house readings'
