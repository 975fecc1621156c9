"""hardware/: the drawings, pin tables and generated doc blocks follow the wiring files
(docs/design.md principle 6), and `sideline hardware` keeps them so."""

import copy
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from host_tools.cli import main
from host_tools.hardware import wiring
from sideline.config import check_config

ROOT = Path(__file__).resolve().parents[3]
HARDWARE = ROOT / "hardware"
REFERENCE = json.loads((ROOT / "firmware" / "hardware.json").read_text())
MINIMAL = json.loads((HARDWARE / "builds" / "minimal.json").read_text())


def test_committed_drawings_and_tables_match_the_wiring_files():
    outputs = wiring.generate()
    names = sorted(p.relative_to(ROOT).as_posix() for p in outputs)
    assert names == [
        "hardware/BOM.md",
        "hardware/POWER.md",
        "hardware/front-panel.svg",
        "hardware/front-view.svg",
        "hardware/minimal-front-panel.svg",
        "hardware/minimal-front-view.svg",
        "hardware/minimal-pins.md",
        "hardware/minimal-wiring.svg",
        "hardware/pins.md",
        "hardware/wiring.svg",
    ]
    stale = [p.relative_to(ROOT).as_posix() for p in wiring.stale(outputs)]
    assert stale == [], "out of date with the wiring files: run `sideline hardware`"


def test_check_command_passes_on_the_committed_files(capsys):
    assert main(["hardware", "--check"]) == 0
    assert "10 files up to date" in capsys.readouterr().out


def _write(path, cfg):
    path.write_text(json.dumps(cfg, indent=1))
    return path


def test_changing_the_config_changes_the_output(tmp_path):
    cfg = copy.deepcopy(REFERENCE)
    cfg["i2c"].update({"id": 1, "sda": 2, "scl": 3})
    cfg["displays"][3]["address"], cfg["displays"][4]["address"] = 0x74, 0x73
    cfg["buttons"][0]["pin"] = 14
    assert check_config(cfg) is None
    path = _write(tmp_path / "changed.json", cfg)
    out = wiring.generate([path], tmp_path, docs=False)
    svg, pins = out[tmp_path / "wiring.svg"], out[tmp_path / "pins.md"]
    assert svg != (HARDWARE / "wiring.svg").read_text()
    assert pins != (HARDWARE / "pins.md").read_text()
    assert "| 4 | GP2 = I2C1 SDA |" in pins and "| 5 | GP3 = I2C1 SCL |" in pins
    assert "| 0x74 | down |" in pins and "| 0x73 | ball_on |" in pins
    assert "| CLOCK | GP14 | 19 | GND |" in pins
    assert "I2C1, 400 kHz" in svg and "0x74  down" in svg
    # ... and --check notices when the written files lag behind the config.
    assert main(["hardware", "--config", str(path), "--out-dir", str(tmp_path)]) == 0
    assert main(["hardware", "--check", "--config", str(path), "--out-dir", str(tmp_path)]) == 0
    cfg["displays"][0]["product"] = "Some other 1.2in backpack"
    _write(path, cfg)
    assert main(["hardware", "--check", "--config", str(path), "--out-dir", str(tmp_path)]) == 1


def test_check_names_the_stale_file(tmp_path, capsys):
    path = _write(tmp_path / "minimal.json", MINIMAL)
    svg = wiring.generate([path], tmp_path, docs=False)[tmp_path / "minimal-wiring.svg"]
    (tmp_path / "minimal-wiring.svg").write_text(svg)
    (tmp_path / "minimal-pins.md").write_text("old\n")
    rc = main(["hardware", "--check", "--config", str(path), "--out-dir", str(tmp_path)])
    out = capsys.readouterr().err
    assert rc == 1
    assert "minimal-pins.md is out of date with minimal.json" in out
    assert "minimal-wiring.svg" not in out


def test_check_names_the_wiring_file_behind_a_stale_committed_file(tmp_path, monkeypatch, capsys):
    for name in ("BOM.md", "POWER.md", "wiring.svg", "pins.md", "front-panel.svg"):
        (tmp_path / name).write_text((HARDWARE / name).read_text())
    for name in ("front-view.svg", "minimal-front-panel.svg", "minimal-front-view.svg"):
        (tmp_path / name).write_text((HARDWARE / name).read_text())
    (tmp_path / "minimal-wiring.svg").write_text("stale")
    (tmp_path / "minimal-pins.md").write_text((HARDWARE / "minimal-pins.md").read_text())
    monkeypatch.setattr(wiring, "HARDWARE", tmp_path)
    assert main(["hardware", "--check"]) == 1
    out = capsys.readouterr().err
    assert out == (
        "minimal-wiring.svg is out of date with hardware/builds/minimal.json: "
        "run `sideline hardware`\n"
    )


def test_output_names_follow_the_build():
    assert wiring.output_names(REFERENCE) == ("wiring.svg", "pins.md")
    assert wiring.output_names(MINIMAL) == ("minimal-wiring.svg", "minimal-pins.md")
    assert wiring.output_names({"build": "club"}) == ("club-wiring.svg", "club-pins.md")


def test_two_configs_for_one_output_are_refused(tmp_path):
    a = _write(tmp_path / "a.json", MINIMAL)
    b = _write(tmp_path / "b.json", MINIMAL)
    with pytest.raises(ValueError, match="two wiring files make minimal-wiring.svg"):
        wiring.generate([a, b], tmp_path, docs=False)


def test_an_invalid_config_is_an_error_not_a_drawing(tmp_path, capsys):
    cfg = copy.deepcopy(MINIMAL)
    cfg["displays"][1]["address"] = 0x70
    path = _write(tmp_path / "bad.json", cfg)
    assert main(["hardware", "--config", str(path), "--out-dir", str(tmp_path)]) == 2
    out, err = capsys.readouterr()
    assert (
        out == ""
        and err == "sideline hardware: bad.json: displays[1].address: 0x70 is used twice\n"
    )
    assert not (tmp_path / "minimal-wiring.svg").exists()


@pytest.mark.parametrize("name", ["wiring.svg", "minimal-wiring.svg"])
def test_the_drawing_is_valid_svg_naming_every_part(name):
    text = (HARDWARE / name).read_text()
    root = ET.fromstring(text)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    cfg = REFERENCE if name == "wiring.svg" else MINIMAL
    words = " ".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
    for d in cfg["displays"]:
        assert "0x%02x  %s" % (d["address"], d["role"]) in words
        assert "jumpers: " + wiring.jumpers(d["address"]) in words
    for b in cfg["buttons"]:
        assert b["name"] in words and "GP%d" % b["pin"] in words
    for label in ("VBUS", "3V3(OUT)", "GND", "SDA", "SCL"):
        assert label in words


def test_buttons_on_the_right_edge_and_i2c_on_the_right_edge_still_draw(tmp_path):
    cfg = copy.deepcopy(MINIMAL)
    cfg["i2c"].update({"sda": 20, "scl": 21})
    cfg["buttons"][0]["pin"] = 16
    cfg["buttons"][1]["pin"] = 28
    assert check_config(cfg) is None
    svg = wiring.render_svg(cfg, "x.json")
    ET.fromstring(svg)
    assert "GP16" in svg and "GP28" in svg


def test_jumpers_are_the_address_bits():
    assert wiring.jumpers(0x70) == "none"
    assert wiring.jumpers(0x73) == "A1 + A0"
    assert wiring.jumpers(0x75) == "A2 + A0"
    rows = re.findall(r"^\| (0x7\d) \| \w+ \| \w+ \| (\S+) \| (\S+) \| (\S+) \|", _bom(), re.M)
    assert len(rows) == 10  # 8 reference + 2 minimal
    for addr, a2, a1, a0 in rows:
        bits = int(addr, 16) - 0x70
        assert [a2, a1, a0] == ["bridge" if bits >> i & 1 else "-" for i in (2, 1, 0)]


def _bom():
    return (HARDWARE / "BOM.md").read_text()


def test_pico_pin_map():
    assert wiring.gpio_pin(0) == 1 and wiring.gpio_pin(4) == 6 and wiring.gpio_pin(5) == 7
    assert wiring.gpio_pin(15) == 20 and wiring.gpio_pin(16) == 21 and wiring.gpio_pin(28) == 34
    assert sorted(p for p, _ in wiring.PICO_LEFT + wiring.PICO_RIGHT) == list(range(1, 41))


def test_minimal_build_is_valid_and_grows_into_the_reference():
    assert check_config(MINIMAL) is None
    kinds = sorted(d["kind"] for d in MINIMAL["displays"])
    assert kinds == ["seg14", "seg7"] and len(MINIMAL["buttons"]) == 4
    ref_addr = {d["role"]: d["address"] for d in REFERENCE["displays"] if d.get("part", 0) == 0}
    for d in MINIMAL["displays"]:
        assert d["address"] == ref_addr[d["role"]]
    ref_pin = {b["name"]: b["pin"] for b in REFERENCE["buttons"]}
    for b in MINIMAL["buttons"]:
        assert b["pin"] == ref_pin[b["name"]]


def test_power_option_prints_every_build(capsys):
    assert main(["hardware", "--power"]) == 0
    out = capsys.readouterr().out
    assert "From firmware/hardware.json. Power budget: reference build" in out
    assert "From hardware/builds/minimal.json. Power budget: minimal build" in out


def test_docs_carry_their_generated_blocks():
    for name in ("BOM.md", "POWER.md"):
        text = (HARDWARE / name).read_text()
        assert text.count(wiring.BEGIN) == 1 and text.count(wiring.END) == 1
    with pytest.raises(ValueError, match="no generated block"):
        wiring.splice("# nothing here\n", "x\n", "X.md")
