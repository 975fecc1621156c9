"""The boards behind the front panel (issue 34, item 4): each window from its display's face
with a stated clearance, each board held on its own mounting holes, the parts drawn over
the panel, and `sideline hardware --check` failing on a window that leaves the board no
ledge, a clamp bar over the chip, or a STEMMA QT socket under a screw."""

import copy
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from host_tools.cli import main
from host_tools.hardware import front_panel, panel_parts, wiring

ROOT = Path(__file__).resolve().parents[3]
HARDWARE = ROOT / "hardware"
REFERENCE = json.loads((ROOT / "firmware" / "hardware.json").read_text())
MINIMAL = json.loads((HARDWARE / "builds" / "minimal.json").read_text())
PARTS = json.loads((HARDWARE / "parts.json").read_text())
NS = "{http://www.w3.org/2000/svg}"


def _check_with(parts, tmp_path, monkeypatch, capsys):
    """`sideline hardware --check` against a changed parts file: (exit code, problems)."""
    path = tmp_path / "parts.json"
    path.write_text(json.dumps(parts))
    monkeypatch.setattr(wiring, "PARTS", path)
    code = main(["hardware", "--check"])
    err = capsys.readouterr().err
    return code, re.findall(r"^sideline hardware: (front panel .*)$", err, re.M)


def _inside(inner, outer):
    return (
        outer[0] <= inner[0] < inner[2] <= outer[2] and outer[1] <= inner[1] < inner[3] <= outer[3]
    )


@pytest.mark.parametrize("kind", sorted(PARTS["backpacks"]))
def test_each_backpack_cites_its_board_file_and_its_parts_lie_on_the_board(kind):
    bp = PARTS["backpacks"][kind]
    assert bp["boards"]
    for board in bp["boards"]:
        assert board["file"].endswith(".brd")
        assert re.fullmatch(r"[0-9a-f]{40}", board["commit"])
    pcb = bp["pcb"]
    for part in [bp["chip"], bp["header"]] + [s["body"] for s in bp["sockets"]]:
        assert _inside(part, pcb), part
    r = bp["hole_drill"] / 2
    for x, y in bp["holes"]:
        assert _inside((x - r, y - r, x + r, y + r), pcb)


@pytest.mark.parametrize("cfg", [REFERENCE, MINIMAL], ids=["reference", "minimal"])
def test_the_committed_panels_hold_every_board_without_a_collision(cfg):
    lay = front_panel.Layout(cfg, PARTS)
    assert len(lay.boards) == len(cfg["displays"])
    assert panel_parts.problems(lay, "x") == []
    c = PARTS["clearance"]
    for b in lay.boards:
        face = panel_parts.mirrored(PARTS["backpacks"][b.display["kind"]]["face"], b.cx, b.cy)
        # The window is the face with the stated clearance on every side, centred on it.
        assert b.window == pytest.approx(panel_parts.grow(face, c))
        # The board reaches past its window above and below: the ledges it rests on.
        assert b.window[1] - b.pcb[1] >= PARTS["min_ledge"]
        assert b.pcb[3] - b.window[3] >= PARTS["min_ledge"]


def test_a_window_that_leaves_the_board_no_ledge_fails_the_check(tmp_path, monkeypatch, capsys):
    parts = copy.deepcopy(PARTS)
    # A 1.2in display 6 mm taller than Adafruit's (47 mm): its window eats the ledges.
    parts["backpacks"]["bigseg7"]["face"] = [-60.5, -23.5, 60.5, 23.5]
    code, problems = _check_with(parts, tmp_path, monkeypatch, capsys)
    assert code == 1
    assert problems[0] == (
        "front panel (reference build): 0x70 clock (bigseg7): the window 122 x 48 mm leaves "
        "its board no ledge to rest on (PCB past the window: above 1.4, below 1.4, "
        "left -1.18, right -1.18 mm; needs 2 mm on two opposite sides)"
    )
    # Its screws' pilot holes are then in the window too; no other board is touched.
    assert all("0x70 clock (bigseg7)" in p for p in problems)


def test_a_pilot_hole_that_breaks_into_a_window_fails_the_check(tmp_path, monkeypatch, capsys):
    parts = copy.deepcopy(PARTS)
    parts["clearance"] = 0.8  # the alphanumeric's pilot holes are 0.69 mm from its face
    code, problems = _check_with(parts, tmp_path, monkeypatch, capsys)
    assert code == 1
    assert problems
    for line in problems:
        assert "(seg14): the pilot hole for its mounting screw at" in line
        assert "breaks into the window of" in line
    # four holes on each of the three alphanumerics of the reference build and the minimal's
    assert len(problems) == 4 * 3 + 4


def test_a_clamp_bar_over_the_chip_and_sockets_under_its_screws_fail_the_check(
    tmp_path, monkeypatch, capsys
):
    parts = copy.deepcopy(PARTS)
    parts["mount"]["style"] = "clamp"  # the panel before issue 34: a bar across each board
    code, problems = _check_with(parts, tmp_path, monkeypatch, capsys)
    assert code == 1
    chips = [p for p in problems if "a clamp bar lies across its HT16K33" in p]
    assert len(chips) == len(REFERENCE["displays"]) + len(MINIMAL["displays"])
    assert (
        "front panel (reference build): 0x71 home (seg7): its STEMMA QT socket on the left "
        "is under a clamp screw" in problems
    )
    assert not any("(bigseg7): its STEMMA QT" in p for p in problems)  # it has none


def test_a_socket_under_a_mounting_screw_fails_the_check(tmp_path, monkeypatch, capsys):
    parts = copy.deepcopy(PARTS)
    # Holes beside the sockets instead of in the corners (a made-up board).
    parts["backpacks"]["seg7"]["holes"] = [[-24.0, 4.5], [24.0, 4.5]]
    parts["backpacks"]["seg7"]["face"] = [-20.0, -9.5, 20.0, 9.5]  # so the pilots are clear
    code, problems = _check_with(parts, tmp_path, monkeypatch, capsys)
    assert code == 1
    assert (
        "front panel (minimal build): 0x70 clock (seg7): its STEMMA QT socket on the left is "
        "under a mounting screw of 0x70 clock (seg7)" in problems
    )
    assert all("(seg7): its STEMMA QT socket" in p for p in problems)


def test_text_boards_too_close_for_a_stemma_qt_plug_fail_the_check(tmp_path, monkeypatch, capsys):
    parts = copy.deepcopy(PARTS)
    parts["board_gap"] = 1.0  # the text line's two windows before issue 34
    code, problems = _check_with(parts, tmp_path, monkeypatch, capsys)
    assert code == 1
    assert (
        "front panel (reference build): 0x76 text (seg14): its STEMMA QT socket on the right "
        "has no room for the plug: the board of 0x77 text (seg14) is in the way" in problems
    )


def test_the_front_view_draws_every_board_over_the_panel():
    root = ET.fromstring((HARDWARE / "front-view.svg").read_text())
    shapes = {}
    for e in root.iter():
        if e.get("class"):
            shapes.setdefault(e.get("class"), []).append(e)
    n = len(REFERENCE["displays"])
    assert len(shapes["pcb"]) == len(shapes["chip"]) == len(shapes["header"]) == n
    sockets = sum(len(PARTS["backpacks"][d["kind"]]["sockets"]) for d in REFERENCE["displays"])
    assert len(shapes["socket"]) == len(shapes["plug"]) == sockets == 14
    holes = sum(len(PARTS["backpacks"][d["kind"]]["holes"]) for d in REFERENCE["displays"])
    assert len(shapes["screw"]) == holes == 32
    # The parts are drawn after (over) the displays and buttons, not hidden under them.
    elements = list(root)
    lit = [i for i, e in enumerate(elements) if e.get("fill") == front_panel.LED]
    assert elements.index(shapes["pcb"][0]) > max(lit)


def test_a_collision_is_written_on_the_front_view():
    parts = copy.deepcopy(PARTS)
    parts["mount"]["style"] = "clamp"
    text = front_panel.render_view(MINIMAL, parts, "x.json", "minimal")
    root = ET.fromstring(text)
    red = [t.text for t in root.iter(NS + "text") if t.get("fill") == "#c62828"]
    assert (
        "front panel (minimal build): 0x70 clock (seg7): a clamp bar lies across its "
        in (red[0][:76])
    )
    assert len([e for e in root.iter() if e.get("class") == "bar"]) == 2
    clean = front_panel.render_view(MINIMAL, PARTS, "x.json", "minimal")
    assert "#c62828" not in clean
