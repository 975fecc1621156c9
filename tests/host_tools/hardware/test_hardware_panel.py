"""The front panel (issue 17, item 11): generated from the wiring file and hardware/parts.json
at 1:1, every display and button of the build cut where its role says, nothing overlapping,
and kept up to date like the wiring diagram."""

import copy
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from host_tools.cli import main
from host_tools.hardware import front_panel, wiring

ROOT = Path(__file__).resolve().parents[3]
HARDWARE = ROOT / "hardware"
REFERENCE = json.loads((ROOT / "firmware" / "hardware.json").read_text())
MINIMAL = json.loads((HARDWARE / "builds" / "minimal.json").read_text())
PARTS = json.loads((HARDWARE / "parts.json").read_text())
NS = "{http://www.w3.org/2000/svg}"


def _shapes(text, cls):
    root = ET.fromstring(text)
    return root, [e for e in root.iter() if e.get("class") == cls]


def _box(e):
    if e.tag == NS + "rect":
        x, y = float(e.get("x")), float(e.get("y"))
        return x, y, x + float(e.get("width")), y + float(e.get("height"))
    cx, cy, r = float(e.get("cx")), float(e.get("cy")), float(e.get("r"))
    return cx - r, cy - r, cx + r, cy + r


@pytest.mark.parametrize(
    "name,cfg", [("front-panel.svg", REFERENCE), ("minimal-front-panel.svg", MINIMAL)]
)
def test_the_cutting_drawing_is_1_to_1_and_cuts_every_part(name, cfg):
    text = (HARDWARE / name).read_text()
    root, windows = _shapes(text, "window")
    # 1:1: the sheet's width in mm equals its user units.
    width = root.get("width")
    assert width.endswith("mm")
    assert float(width[:-2]) == float(root.get("viewBox").split()[2])
    # One window per display, the size of its face plus the clearance.
    assert len(windows) == len(cfg["displays"])
    faces = [PARTS["backpacks"][d["kind"]]["face"] for d in cfg["displays"]]
    want = sorted(
        (
            round(f[2] - f[0] + 2 * PARTS["clearance"], 2),
            round(f[3] - f[1] + 2 * PARTS["clearance"], 2),
        )
        for f in faces
    )
    got = sorted((float(w.get("width")), float(w.get("height"))) for w in windows)
    assert got == want
    _, holes = _shapes(text, "button")
    assert len(holes) == len(cfg["buttons"])
    assert {float(h.get("r")) * 2 for h in holes} == {PARTS["button"]["hole"]}
    words = " ".join(t.text or "" for t in root.iter(NS + "text"))
    for b in cfg["buttons"]:
        assert b["name"] in words
    for d in cfg["displays"]:
        assert "0x%02x %s" % (d["address"], d["kind"]) in words


@pytest.mark.parametrize("cfg", [REFERENCE, MINIMAL])
def test_nothing_overlaps_and_everything_is_on_the_panel(cfg):
    lay = front_panel.Layout(cfg, PARTS)
    text = front_panel.render_cut(cfg, PARTS, "x.json", "x")
    cuts = []
    for cls in ("window", "button", "clamp", "pilot", "corner"):
        cuts += [_box(e) for e in _shapes(text, cls)[1]]
    for x0, y0, x1, y1 in cuts:
        assert 0 < x0 < x1 < lay.width and 0 < y0 < y1 < lay.height
    for i, a in enumerate(cuts):
        for b in cuts[i + 1 :]:
            apart = a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
            assert apart, (a, b)


def test_places_follow_the_roles():
    lay = front_panel.Layout(REFERENCE, PARTS)
    where = {}
    for role, _, placed in lay.items:
        where[role] = [(x, y) for _, x, y, _, _ in placed]
    # The clock between the scores on the top row, the text line's chips in part order.
    assert where["home"][0][0] < where["clock"][0][0] < where["away"][0][0]
    assert where["clock"][0][1] < where["down"][0][1] < where["text"][0][1]
    assert where["text"][0][0] < where["text"][1][0]
    assert all(y > where["text"][0][1] for _, _, y in lay.buttons)


def test_a_build_without_a_role_has_no_window_for_it():
    cfg = copy.deepcopy(REFERENCE)
    cfg["displays"] = [d for d in cfg["displays"] if d["role"] != "dice"]
    lay = front_panel.Layout(cfg, PARTS)
    assert "dice" not in [role for role, _, _ in lay.items]
    assert len(_shapes(front_panel.render_cut(cfg, PARTS, "x", "x"), "window")[1]) == 7


def test_the_finished_front_shows_a_typical_moment():
    root = ET.fromstring((HARDWARE / "front-view.svg").read_text())
    words = [(t.text or "").strip() for t in root.iter(NS + "text")]
    for shown in ("12:34", "21.", "3-10", "1ST", "DOWN"):
        assert shown in words
    for b in REFERENCE["buttons"]:
        assert b["name"] in words


def test_a_changed_part_size_makes_the_panel_stale(tmp_path, monkeypatch, capsys):
    parts = copy.deepcopy(PARTS)
    parts["button"]["hole"] = 12.0
    path = tmp_path / "parts.json"
    path.write_text(json.dumps(parts))
    monkeypatch.setattr(wiring, "PARTS", path)
    assert main(["hardware", "--check"]) == 1
    err = capsys.readouterr().err
    stale = sorted(re.findall(r"^(\S+) is out of date", err, re.M))
    assert stale == [
        "hardware/front-panel.svg",
        "hardware/front-view.svg",
        "hardware/minimal-front-panel.svg",
        "hardware/minimal-front-view.svg",
    ]
    assert "with firmware/hardware.json and parts.json" in err
