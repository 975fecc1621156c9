"""NEW GAME that finds no room in place restarts the board into the new game (issue 33, items
1 and 2): in place, the new game's sheets and the coach's tables met a heap in pieces the
old game left, and a stock Pico with 48 KB held from power-on showed ERR MEM. The board
(drivers/pico.py) hands the app its restart; a MemoryError in NEW GAME then parks the old
game (back whole) in its own file, the slots say "a new game of it", and the board
restarts: the boot resumes the old game, starts the new one in its place with the old one
kept for UNDO, and skips the self-test (the displays were checked at power-on). With room,
or without a restart (the emulator, the browser page), NEW GAME is in place."""

import pytest

from games.cfs.coach import odds
from games.cfs.sheet.load import sheets_by_slug
from host_tools.emulator.virtual_box import memory_storage, team_files
from sideline import resume
from sideline.app import App
from sideline.shell import PRESS

SHEETS, _ = sheets_by_slug(team_files())


class Restarted(BaseException):
    """machine.soft_reset(): MicroPython's SystemExit, which leaves main.py."""


def _restart():
    raise Restarted()


@pytest.fixture(autouse=True)
def no_odds():
    odds.CACHE.clear()
    yield
    odds.CACHE.clear()


def _boot(storage, seed=7):
    """What drivers/pico.py does with the storage: the game the slots say, its save, and
    the app with the board's restart."""
    gid, saved = storage.game("cfs")
    return App(SHEETS, 0, saved, seed, None, None, None, gid, None, None, storage, _restart)


def _press(app, name, now=0):
    app.press(name, PRESS, now)


def _played(app, n):
    """n actions made: ROLL (OK where a player is asked), as a player does."""
    app.settings["fast"] = True
    app.mode = "play"
    for i in range(40 * n):
        if len(app.record["actions"]) >= n:
            break
        _press(app, "OK" if app.menu else "ROLL", 1000 * i)
    assert len(app.record["actions"]) >= n


def _new_game_ok(app):
    """Setup's NEW GAME, asked and answered: DOWN from the first item wraps to it."""
    app.mode = "setup"
    app.setup_i = 0
    _press(app, "DOWN")
    assert app._all_setup_items()[app.setup_i][0] == "NEW GAME"
    _press(app, "OK")
    _press(app, "OK")


def _no_room_once(monkeypatch):
    box = __import__("games.cfs.box", None, None, ("Table",))
    real = box.Table.new_game
    calls = []

    def new_game(self):
        calls.append(1)
        if len(calls) == 1:
            raise MemoryError("memory allocation failed, allocating 6400 bytes")
        return real(self)

    monkeypatch.setattr(box.Table, "new_game", new_game)
    return calls


def test_new_game_with_room_is_in_place_on_the_board_too():
    storage = memory_storage()
    app = _boot(storage)
    _played(app, 3)
    _new_game_ok(app)  # no restart
    assert app.record["actions"] == [] and app.previous_game is not None
    assert app.flash_text == "NEW GAME" and storage.load() is None  # nothing parked


def test_new_game_without_room_restarts_into_it_with_the_old_game_kept_for_undo(monkeypatch):
    storage = memory_storage()
    app = _boot(storage)
    app.settings["callers"] = {"home": "coach", "away": "coach"}
    _played(app, 5)
    played = list(app.record["actions"])
    calls = _no_room_once(monkeypatch)
    with pytest.raises(Restarted):
        _new_game_ok(app)
    assert calls == [1] and app.record["actions"] == played  # the old game back first
    # Before the restart: the game played in its own file, the slots ask for a new game.
    gid, _saved = storage.game("cfs")
    assert gid == "cfs" and storage.restarted and storage.renewing
    new = _boot(storage)
    assert new.record["actions"] == [] and new.mode == "play"
    assert new.flash_text == "NEW GAME"
    assert new.settings["callers"] == {"home": "coach", "away": "coach"}  # setup's choices
    assert new.save_pending  # the slots' "new game" is replaced by the new game's save
    saved = storage.save(new.save_parts())
    assert saved in (0, 1) and not resume.is_start(storage.load())
    again = _boot(storage)  # a boot after that resumes the new game, not another one
    assert not storage.renewing and again.previous_game is not None
    _press(new, "UNDO")  # UNDO after NEW GAME: the old game back, whole
    new.release("UNDO", 100)
    assert new.record["actions"] == played


def test_without_the_boards_restart_no_room_is_err_mem_with_the_old_game_back(monkeypatch):
    storage = memory_storage()
    gid, saved = storage.game("cfs")
    app = App(SHEETS, 0, saved, 7, None, None, None, gid, None, None, storage)
    _played(app, 3)
    played = list(app.record["actions"])
    _no_room_once(monkeypatch)
    with pytest.raises(MemoryError):  # the runner shows ERR MEM
        _new_game_ok(app)
    assert app.record["actions"] == played and storage.load() is None


def test_short_of_memory_after_the_restart_the_old_game_stays_and_the_next_boot_resumes_it(
    monkeypatch,
):
    storage = memory_storage()
    app = _boot(storage)
    _played(app, 4)
    played = list(app.record["actions"])
    _no_room_once(monkeypatch)
    with pytest.raises(Restarted):
        _new_game_ok(app)
    box = __import__("games.cfs.box", None, None, ("Table",))

    def no_room(self):
        raise MemoryError("memory allocation failed, allocating 6400 bytes")

    monkeypatch.setattr(box.Table, "new_game", no_room)
    old = _boot(storage)
    assert old.record["actions"] == played and old.flash_text == "ERR MEM"
    assert any("out of memory" in line for line in old.log_lines)
    storage.save(old.save_parts())  # the runner's save: the old game replaces "new game"
    monkeypatch.undo()
    back = _boot(storage)
    assert not storage.renewing and back.record["actions"] == played


def test_the_boards_boot_skips_the_self_test_when_it_restarted_for_new_game(tmp_path):
    from drivers.storage import file_storage
    from host_tools.emulator.main_boot import boot, flash_folder

    root = flash_folder(tmp_path)
    storage = file_storage(str(root) + "/")
    played = App(SHEETS, 0, None, 7)
    _played(played, 3)
    storage.leave("cfs", played.save_parts(), "cfs", True)
    shown = boot(root, run_ms=600)
    assert shown.crash is None, shown.crash
    # The lamp test (every segment lit, "ALL HERE" after it) is not run: at 0.6 s the text
    # line shows the new game already.
    assert shown.text_line().strip() == "NEW GAME", shown.console
    assert "BAD SAVE" not in "\n".join(shown.console)
    plain = flash_folder(tmp_path / "plain")
    first = boot(plain, run_ms=600)
    assert first.text_line().strip() != "NEW GAME"  # a power-on runs the self-test
