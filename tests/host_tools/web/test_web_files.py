"""The page's files (host_tools/web/page/): a game exported from the page is the save
`sideline pull -o` writes (so `sideline replay` reads it), and a box's pulled save opens in
the page and plays on, step for step as the box resumed from it; a bad file is refused in
one line and the game in progress goes on. In headless Chromium, as
tests/host_tools/web/test_web.py."""

import contextlib
import io
import json

import pytest
from kits.web import (  # noqa: E402 (the page's fixtures and helpers)
    REASON,
    chromium,  # noqa: F401 (fixtures)
    context,  # noqa: F401
    engine_game,
    open_page,
    page_run,
    same_steps,
    site,  # noqa: F401
    texts,
)

from host_tools import cli
from host_tools.device import pull_cmd
from sideline import store

pytestmark = pytest.mark.skipif(REASON is not None, reason="browser tests skipped: %s" % REASON)


def run_cli(argv):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = cli.main(argv)
    return status, out.getvalue()


def test_a_game_exported_from_the_page_is_the_boards_save_and_replays(site, context, tmp_path):  # noqa: F811
    lines = engine_game("fliip", 7).lines  # to FINAL
    page = open_page(context, site + "?test=7&new&game=fliip")
    page_run(page, lines + ["wait 3000"])
    shown = texts(page.evaluate("window.sideline.lit()"))
    with page.expect_download() as got:
        page.click("#export-save")
    path = tmp_path / got.value.suggested_filename
    got.value.save_as(path)
    assert path.name == "sideline-fliip.json"
    # The bytes of the board's newest save slot (sideline/store.py), as pull -o writes them.
    stored = json.loads(page.evaluate("JSON.stringify(localStorage)"))
    slots = [
        bytes.fromhex(stored["sideline-test/" + n])
        for n in store.SLOTS
        if "sideline-test/" + n in stored
    ]
    _seq, payload, _i = store.newest(slots)
    assert path.read_bytes() == bytes(payload)
    status, out = run_cli(["replay", str(path), "--json"])
    assert status == 0, out
    score = json.loads(out)["score"]
    assert score["home"] + score["away"] > 0  # the game got somewhere: the test is not idle
    assert (int(shown["home"]), int(shown["away"])) == (score["home"], score["away"])
    assert not page.errors


def emulate(lines, seed, game, tmp, save_dir):
    """`sideline emulate --headless`'s displays after each step, saving in save_dir (the
    box's slot files: it resumes from them)."""
    script = tmp / "script.txt"
    script.write_text("\n".join(lines) + "\n")
    argv = ["emulate", "--headless", "--seed", str(seed), "--script", str(script)]
    status, out = run_cli(argv + ["--game", game, "--save-dir", str(save_dir)])
    assert status == 0
    return [json.loads(line)["displays"] for line in out.splitlines()]


def pulled_save(save_dir, out_dir):
    """The save `sideline pull -o DIR` writes, from a box's slot files (its own functions)."""
    names = list(store.SLOTS) + [store.parked_name(g) for g in ("cfs", "dicebowl", "fliip", "rlb")]
    slots = {n: (save_dir / n).read_bytes() if (save_dir / n).exists() else None for n in names}
    games = pull_cmd.saved_games(slots)
    assert len(games) == 1
    game, seq, payload, _name = games[0]
    with contextlib.redirect_stderr(io.StringIO()):
        assert pull_cmd.write_save(payload, seq, game, str(out_dir)) == 0
    (path,) = out_dir.iterdir()
    return path


def test_a_boxs_pulled_save_opens_in_the_page_and_plays_on(site, context, tmp_path):  # noqa: F811
    lines = engine_game("rlb", 4).lines
    first, rest = lines[:100] + ["wait 3000"], lines[100:160]
    box_dir, pulled = tmp_path / "box", tmp_path / "pulled"
    pulled.mkdir()
    # The box plays the first part and is pulled; resumed from its save it plays on.
    emulate(first, 4, "rlb", tmp_path, box_dir)
    path = pulled_save(box_dir, pulled)
    want = emulate(rest, 99, "rlb", tmp_path, box_dir)
    # The page is in the middle of another game when the files come.
    page = open_page(context, site + "?test=5&new&game=dicebowl")
    page_run(page, ["press ROLL", "wait 2000", "press ROLL", "wait 2000"])
    before = page.evaluate("window.sideline.box.summary()")
    lit = page.evaluate("window.sideline.lit()")
    damaged = json.loads(path.read_text())
    damaged["log"] = damaged["log"][:3] + [["no such action"]] + damaged["log"][3:]
    bad = {
        "notes.txt": (b"my team's notes", "not JSON"),
        "list.json": (b"[1, 2]", "holds no saved game"),
        "other.json": (b'{"game": "chess", "v": 1}', "the game chess"),
        "damaged.json": (json.dumps(damaged).encode(), "cannot play on from this save"),
    }
    for name, (data, why) in bad.items():
        page.set_input_files(
            "#open-save", files=[{"name": name, "mimeType": "application/json", "buffer": data}]
        )
        page.wait_for_function("document.getElementById('note').textContent !== ''")
        note = page.inner_text("#note")
        page.evaluate("document.getElementById('note').textContent = ''")
        assert note.startswith(name + ": ") and why in note, note
        assert "\n" not in note
        assert page.evaluate("window.sideline.box.summary()") == before
        assert page.evaluate("window.sideline.lit()") == lit
    page.set_input_files("#open-save", str(path))
    page.wait_for_function("document.getElementById('note').textContent !== ''")
    assert "opened" in page.inner_text("#note")
    assert page.evaluate("window.sideline.box.game()") == "rlb"
    got = page_run(page, rest)
    same_steps(rest, got, want)
    assert len({json.dumps(w, sort_keys=True) for w in want}) > 5  # the game went on
    assert not page.errors
