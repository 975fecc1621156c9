# The app: which game the box plays, and its table. Pure: it is handed ticks, button
# events and the teams, and it hands back display text and save payloads. main.py (the
# Pico) and the emulator wire it up; the chosen game's table (games/<id>/box.py, a
# sideline.shell.Shell) is what they drive. Only the chosen game's modules are imported.
import games as game_folders  # not `games`: App's games is the list setup offers
from sideline import resume, store
from sideline.shell import (  # noqa: F401  (the runner's and the tests' names for them)
    ALL_DIRTY,
    CLOCK_DIRTY,
    HOLD_BUTTONS,
    LONG,
    PRESS,
    RELEASE,
    REPEAT,
    ROLES,
    SAVE_EVERY_MS,
    lacking,
)

# The game a board without a save starts: the first installed (setup's first GAME).
DEFAULT_GAME = game_folders.INSTALLED[0]


def game_box(game_id):
    """The game's seam module, games/<id>/box.py, imported now (and only now). A Table
    that lacks a hook the seam requires is refused here, by name (games/README.md), not
    at its first call in the middle of a game."""
    box = __import__("games.%s.box" % game_id, None, None, ("Table",))
    gone = lacking(box.Table)
    if gone:
        raise TypeError("games/%s/box.py: Table lacks %s" % (game_id, " ".join(gone)))
    return box


def _game(game_id):
    return __import__("games." + game_id, None, None, ("NAME",))


def installed():
    """The games on this board, [(id, setup word)]: those of games.INSTALLED whose folder
    it carries and whose table is there. Only the games' small __init__ is imported."""
    out = []
    for gid in game_folders.INSTALLED:
        try:
            out.append((gid, _game(gid).NAME))
        except (ImportError, AttributeError):
            continue
    return out


def teams_opener(listdir, read, opener=None):
    """open_teams(id) -> (catalog, messages, load) of a game's data files: listdir(folder)
    and read(path) are the board's (or the host's) file access; opener(path), if given, an
    open text file, for a loader that parses as it reads (_Files.open)."""

    def open_teams(game_id):
        folder = _game(game_id).TEAMS  # None: a game with no data files (Dice-Bowl)
        names = []
        if folder is not None:
            try:
                names = sorted(listdir(folder))
            except OSError:
                pass
        return game_box(game_id).catalog(names, _Files(folder, read, opener))

    return open_teams


class _Files:
    """A game's data files, as its catalog reads them: files(name) -> the file's text;
    files.open(name) -> the open file (None: the files are only read whole). A team sheet
    parsed from the open file needs no block of its size on the Pico's heap."""

    def __init__(self, folder, read, opener):
        self.folder = folder
        self.read = read
        self.open = None if opener is None else self._open
        self.opener = opener

    def __call__(self, name):
        return self.read("%s/%s" % (self.folder, name))

    def _open(self, name):  # bound as open only when there is an opener
        return self.opener("%s/%s" % (self.folder, name))  # pyright: ignore[reportOptionalCall]


def App(
    sheets,
    now=0,
    payload=None,
    seed=1,
    roles=None,
    messages=None,
    load=None,
    game=None,
    games=None,
    open_teams=None,
    storage=None,
    restart=None,
):
    """The table of the saved game's game (or `game`, or DEFAULT_GAME).

    sheets: {slug: data} (already checked), or with `load`, {slug: abbr} and load(slug) ->
    data. games: the installed games as [(id, setup word)], for setup's GAME; open_teams(id)
    -> (catalog, messages, load) reads another game's teams when setup's GAME switches to
    it; storage (drivers/storage.SlotStorage): where the game left waits and the chosen one's
    save is found (None: the chosen game starts anew); restart(): the board's restart into
    the game the storage's slots say (NEW GAME then restarts into the new game)."""
    if load is None:
        catalog = {}
        for slug in sheets:
            catalog[slug] = sheets[slug]["abbr"]
        load = sheets.__getitem__
    else:
        catalog = sheets
    if game is None:
        game = DEFAULT_GAME if payload is None else resume.game_of(payload, DEFAULT_GAME)
    table = game_box(game).Table(catalog, load, now, payload, seed, roles, messages, games)
    if open_teams is not None:
        table.switch = _switcher(open_teams, roles, games, storage)
        if storage is not None:
            table.resumes = storage.has_parked
    if storage is not None and restart is not None:
        table.renew = _renewer(storage, restart)
        if storage.renewing:
            _renewed(table)
    return table


def _renewer(storage, restart):
    def renew(game_id, old):
        """NEW GAME found no room in place (the heap in pieces the old game left): the old
        game (old_game()'s bytes or state) waits in its own file and the board restarts
        into a new game of it (_renewed), in a clean heap, as it does for another game."""
        storage.leave(game_id, store.parts(old) if type(old) is dict else old, game_id, True)
        restart()

    return renew


def _renewed(table):
    # The board restarted for NEW GAME: the game resumed from its save gives way to a new
    # one, kept for UNDO. Short of memory all the same, the old game stays (ERR MEM shown)
    # and its save replaces the slots' "new game", so the next boot resumes it.
    table.save_pending = True
    try:
        table.start_new()
    except MemoryError:
        table.flash("ERR MEM", 1500)
        table.log_lines.append("NEW GAME: out of memory after the restart; the old game kept")


def _switcher(open_teams, roles, games, storage=None):
    def switch(game_id, old):
        """Setup's GAME chose another game: its table, resumed from its own save where it
        was left (a new game of it if it has none); the game left waits in its own save.
        The board (main.py) restarts inside open_teams, after the saves are written."""
        if storage is not None:
            left = old.ID if old.kept is None else resume.game_of(old.kept, old.ID)
            storage.leave(left, old.save_parts(), game_id)
        catalog, messages, load = open_teams(game_id)
        if not catalog:
            if storage is not None:
                storage.save(old.save_parts())  # the slots hold the game left again
            old.flash("NO TEAMS", 1500)
            return None
        payload = None if storage is None else storage.parked(game_id)
        new = game_box(game_id).Table(
            catalog, load, old.now, payload, old.seed, roles, messages, games
        )
        new.max_brightness = old.max_brightness
        new.settings["brightness"] = old.settings["brightness"]
        new.switch = old.switch
        new.renew = old.renew
        new.resumes = old.resumes
        if payload is None:
            new.flash("NEW GAME", 1500)
        return new

    return switch
