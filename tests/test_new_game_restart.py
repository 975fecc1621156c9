"""NEW GAME on the board restarts it into the new game (issue 33, items 1 and 2): in place,
the new game's sheets and the coach's tables met a heap in pieces the old game left, and a
stock Pico with 48 KB held from power-on ran out of memory. The board (drivers/pico.py)
hands the app its restart; NEW GAME's OK then parks the game played in its own file, the
slots say "a new game of it", and the board restarts: the boot resumes the old game, starts
the new one in its place with the old one kept for UNDO, and skips the self-test (the
displays were checked at power-on). Elsewhere (no restart given) NEW GAME is in place."""

import pytest

from games.cfs import coachodds
from games.cfs.sheetload import sheets_by_slug
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
    coachodds.CACHE.clear()
    yield
    coachodds.CACHE.clear()


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


def test_new_game_on_the_board_restarts_into_it_with_the_old_game_kept_for_undo():
    storage = memory_storage()
    app = _boot(storage)
    app.settings["callers"] = {"home": "coach", "away": "coach"}
    _played(app, 5)
    played = list(app.record["actions"])
    with pytest.raises(Restarted):
        _new_game_ok(app)
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


def test_without_the_boards_restart_new_game_is_in_place():
    storage = memory_storage()
    gid, saved = storage.game("cfs")
    app = App(SHEETS, 0, saved, 7, None, None, None, gid, None, None, storage)
    _played(app, 3)
    _new_game_ok(app)
    assert app.record["actions"] == [] and app.previous_game is not None
    assert not resume.renews(storage.files.get("slot0.sln", b"") or b"{}")


def test_short_of_memory_after_the_restart_the_old_game_stays_and_the_next_boot_resumes_it(
    monkeypatch,
):
    storage = memory_storage()
    app = _boot(storage)
    _played(app, 4)
    played = list(app.record["actions"])
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
