"""A player's own College Football Saturday team sheet in the page (host_tools/web/page/
sheetform.py, forms.js): headless Chromium types a sheet into the form drawn from the sheet's
outline; the download is the expected file, the sheet joins the page's teams at once and
after a reload; and the page's checker (the board's, under MicroPython) agrees with
`sideline sheet check` on the good sheets and on tests/kits/sheets.py's damaged ones."""

import contextlib
import io
import json
import sys
from pathlib import Path

import pytest

from host_tools.common import data_files, sheet_cmd

TESTS = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TESTS))
sys.path.insert(0, str(TESTS.parent / "host_tools" / "web" / "page"))
for _gid in ("cfs", "fliip", "rlb"):  # the games' page forms, in their host folders
    sys.path.insert(0, str(TESTS.parent / "host_tools" / _gid))
import fliipform  # noqa: E402 (the page's modules: their outlines, here under CPython)
import ordersform  # noqa: E402
import rlbform  # noqa: E402
import sheetform  # noqa: E402
from kits import sheets as damaged  # noqa: E402 (the damaged-sheet corpus)
from kits.web import (  # noqa: E402 (the page's fixtures and helpers)
    REASON,
    chromium,  # noqa: F401 (fixtures)
    context,  # noqa: F401
    open_page,
    site,  # noqa: F401
)

pytestmark = pytest.mark.skipif(REASON is not None, reason="browser tests skipped: %s" % REASON)

FIRMWARE = TESTS.parent / "firmware"


def canonical(node, v):
    """The value as the form writes it: fields in the outline's order, absent ones left out."""
    if node["t"] == "object":
        return {k: canonical(sub, v[k]) for k, sub, _req in node["fields"] if k in v}
    if node["t"] == "list":
        return [canonical(node["item"], x) for x in v]
    return v


def typing(node, v, name, out):
    """[(input name, kind, value)]: what a player types for value v, field by field."""
    if node["t"] == "object":
        for k, sub, _req in node["fields"]:
            if k in v and sub["t"] != "const":
                typing(sub, v[k], (name + "." if name else "") + k, out)
    elif node["t"] == "list":
        if node["min"] != node["max"]:  # rows the player adds, one per entry
            out.extend([(name, "add", None)] * len(v))
        for i, x in enumerate(v):
            typing(node["item"], x, "%s.%d" % (name, i), out)
    elif node["t"] == "json":
        out.append((name, "fill", json.dumps(v)))
    elif node["t"] == "bool":
        out.append((name, "check", v))
    elif node["t"] == "choice":
        out.append((name, "select", v))
    else:
        out.append((name, "fill", str(v)))
    return out


def type_in(page, form, schema, data):
    """The player types data into the page's form, field by field."""
    for name, kind, value in typing(schema, data, "", []):
        if kind == "add":
            page.click('#%s-form button.add[data-list="%s"]' % (form, name))
            continue
        field = page.locator('#%s [name="%s"]' % (form, name))
        if kind == "fill":
            field.fill(value)
        elif kind == "select":
            field.select_option(value)
        else:
            field.set_checked(value)


def test_a_sheet_typed_into_the_form_is_the_file_and_joins_the_pages_teams(
    site,  # noqa: F811
    context,  # noqa: F811
    tmp_path,
):
    sheet = json.loads((FIRMWARE / "teams" / "bayou_herons.json").read_text())
    sheet.update(name="Delta Pelicans", abbr="DPL", notes="Typed into the page")
    schema = json.loads(sheetform.schema())
    page = open_page(context, site + "?test=1&new")
    page.click("#sheet-form summary")
    assert "good" not in page.inner_text("#sheet-check")  # an empty form is refused
    type_in(page, "sheet", schema, sheet)
    verdict = page.inner_text("#sheet-check")
    assert verdict == "good: Delta Pelicans is a file the box accepts", verdict
    with page.expect_download() as got:
        page.click("#sheet-download")
    assert got.value.suggested_filename == "delta_pelicans.json"
    path = tmp_path / "delta_pelicans.json"
    got.value.save_as(path)
    want = json.dumps(canonical(schema, sheet), indent=2, ensure_ascii=False) + "\n"
    assert path.read_text() == want
    assert json.loads(path.read_text()) == sheet  # nothing lost or added
    err = io.StringIO()
    assert sheet_cmd.check_files([str(path)], io.StringIO(), err) == 0, err.getvalue()
    # Used in the page at once: College Football Saturday's setup offers it.
    assert "delta_pelicans" not in json.loads(page.evaluate("window.sideline.box.teams()"))
    page.click("#sheet-use")
    assert "saved in the page" in page.inner_text("#sheet-check")
    assert json.loads(page.evaluate("window.sideline.box.teams()"))["delta_pelicans"] == "DPL"
    page.goto(site + "?test=1")  # kept in localStorage: there after a reload too
    page.wait_for_selector("body[data-ready]")
    assert json.loads(page.evaluate("window.sideline.box.teams()"))["delta_pelicans"] == "DPL"
    # A sheet whose abbr another team has is refused, and nothing is written.
    page.click("#sheet-form summary")
    page.select_option("#sheet-pick", "delta_pelicans.json")
    page.fill('#sheet [name="name"]', "Other Pelicans")
    page.click("#sheet-use")
    assert "not saved" in page.inner_text("#sheet-check")
    assert "other_pelicans" not in json.loads(page.evaluate("window.sideline.box.teams()"))
    assert not page.errors


def corpus():
    """(file name, text) of good sheets and damaged ones: tests/kits/sheets.py's mutations
    of a good sheet and its bad texts."""
    out = [(p.name, p.read_text()) for p in sorted((FIRMWARE / "teams").glob("*.json"))]
    for i, m in enumerate(damaged.MUTATIONS):
        out.append(("mutation%d.json" % i, damaged._mutated_text(m[1])))
    for i, (text, _phrase) in enumerate(damaged.BAD_TEXTS):
        out.append(("bad%d.json" % i, text))
    return out


def test_the_pages_checker_agrees_with_sideline_sheet_check(site, context, tmp_path):  # noqa: F811
    agree(site, context, tmp_path, "sheetform", "cfs sheet", corpus(), 4)


def agree(site, context, tmp_path, module, kind, files, n_good):  # noqa: F811
    """The page's checker (module's check(), under MicroPython) and `sideline sheet check`
    give each file the same verdict and the same one-line message."""
    page = open_page(context, site + "?test=1&new")
    got = page.evaluate(
        "([m, fs]) => { const sf = window.sideline.mp.pyimport(m);"
        " return fs.map(([n, t]) => sf.check(n, t)); }",
        [module, files],
    )
    good = 0
    for (name, text), page_msg in zip(files, got, strict=True):
        path = tmp_path / name
        path.write_text(text)
        err = io.StringIO()
        with contextlib.chdir(tmp_path):
            status = sheet_cmd.check_files([name], io.StringIO(), err)
        cli_msg = err.getvalue().strip()
        assert (status == 0) == (page_msg == ""), (name, cli_msg, page_msg)
        good += status == 0
        if data_files.kind_of(text)[0] != kind:
            # Not this kind of file at all (a JSON list, another game's): `sheet check` takes
            # any game's file and judges it as what it is; both refuse it.
            assert status == 1 and page_msg.startswith(name + ": "), (name, page_msg)
            continue
        if cli_msg.startswith(name + ": not valid JSON (") and "empty" not in cli_msg:
            assert page_msg.startswith(name + ": not valid JSON ("), page_msg  # own wording
        else:
            assert page_msg == cli_msg, name
    assert good == n_good
    assert len(files) - good >= 15  # damaged ones, each refused by both


def test_fliip_kicking_tables_typed_into_the_form_are_the_file_and_join_the_teams(
    site,  # noqa: F811
    context,  # noqa: F811
    tmp_path,
):
    team = json.loads((FIRMWARE / "teams" / "fliip" / "harbor_gulls.json").read_text())
    team.update(name="Delta Pelicans", abbr="DPL")
    schema = json.loads(fliipform.schema())
    page = open_page(context, site + "?test=1&new&game=fliip")
    page.click("#fliip-form summary")
    type_in(page, "fliip", schema, team)
    page.fill('#fliip [name="punt.pooch.4"]', "Good")  # not a punt's result: the box says so
    verdict = page.inner_text("#fliip-check")
    assert verdict == (
        "fliip: punt.pooch[4] (total 7): expected a net -30..99, Fumble/0..99, Block/-0..99 "
        'or Return/TD, got "Good"'
    )
    page.fill('#fliip [name="punt.pooch.4"]', team["punt"]["pooch"][4])
    assert page.inner_text("#fliip-check") == "good: Delta Pelicans is a file the box accepts"
    with page.expect_download() as got:
        page.click("#fliip-download")
    path = tmp_path / got.value.suggested_filename
    got.value.save_as(path)
    assert path.name == "delta_pelicans.json"
    assert path.read_text() == json.dumps(canonical(schema, team), indent=2) + "\n"
    assert json.loads(path.read_text()) == team
    err = io.StringIO()
    assert sheet_cmd.check_files([str(path)], io.StringIO(), err) == 0, err.getvalue()
    page.click("#fliip-use")
    assert json.loads(page.evaluate("window.sideline.box.teams()"))["delta_pelicans"] == "DPL"
    assert not page.errors


def fliip_corpus():
    """(file name, text): the shipped tables and damaged copies (results a table may not
    hold, tests/games/fliip/test_fliip_tables.py's, and broken shapes)."""
    good = sorted((FIRMWARE / "teams" / "fliip").glob("*.json"))
    out = [(p.name, p.read_text()) for p in good]
    base = json.loads(good[0].read_text())
    where = {"kickoff": ("kickoff", "normal"), "punt": ("punt", "normal")}
    edits = []
    for table, text in [
        ("kickoff", "51"),
        ("kickoff", "0"),
        ("kickoff", "Block/-5"),
        ("punt", "Miss/-8"),
        ("punt", "Fumble/x"),
        ("punt", " 41"),
        ("fg", "41"),
        ("fg", "Miss/-41"),
        ("fg", "Return/TD"),
        ("fg", 3),
    ]:
        d = json.loads(json.dumps(base))
        if table == "fg":
            d["field_goal"][1]["totals"][5] = text
        else:
            d[where[table][0]][where[table][1]][7] = text
        edits.append(d)
    for key, value in [
        ("game", "cfs"),
        ("format", 2),
        ("abbr", "gu"),
        ("abbr", "GULL"),
        ("name", ""),
        ("extra", 1),
        ("field_goal", [{"upto": 30, "totals": ["Good"] * 16}]),
        ("field_goal", [{"upto": 46, "totals": ["Good"] * 16}]),
        ("punt", {"normal": base["punt"]["normal"]}),
    ]:
        d = json.loads(json.dumps(base))
        d[key] = value
        edits.append(d)
    d = json.loads(json.dumps(base))
    d["kickoff"]["onside"] = d["kickoff"]["onside"][:15]
    edits.append(d)
    out += [("damaged%d.json" % i, json.dumps(d)) for i, d in enumerate(edits)]
    return out + [("broken.json", '{"game": "fliip", '), ("list.json", "[1]")]


def test_the_pages_kicking_table_checker_agrees_with_sideline_sheet_check(
    site,  # noqa: F811
    context,  # noqa: F811
    tmp_path,
):
    agree(site, context, tmp_path, "fliipform", "fliip tables", fliip_corpus(), 2)


def test_an_rlb_roster_typed_into_the_form_is_the_file_and_joins_the_teams(
    site,  # noqa: F811
    context,  # noqa: F811
    tmp_path,
):
    team = json.loads((FIRMWARE / "teams" / "rlb" / "harbour_gulls.json").read_text())
    team.update(name="Delta Pelicans", abbr="DPL")
    schema = json.loads(rlbform.schema())
    page = open_page(context, site + "?test=1&new&game=rlb")
    page.click("#rlb-form summary")
    type_in(page, "rlb", schema, team)
    page.select_option('#rlb [name="players.1.pos"]', "FB")  # shirt 2 is a wing: the box says so
    assert page.inner_text("#rlb-check") == "rlb: player 2: shirt 2 plays WG, not 'FB'"
    page.select_option('#rlb [name="players.1.pos"]', "WG")
    assert page.inner_text("#rlb-check") == "good: Delta Pelicans is a file the box accepts"
    with page.expect_download() as got:
        page.click("#rlb-download")
    path = tmp_path / got.value.suggested_filename
    got.value.save_as(path)
    assert path.name == "delta_pelicans.json"
    assert path.read_text() == json.dumps(canonical(schema, team), indent=2) + "\n"
    assert json.loads(path.read_text()) == team
    err = io.StringIO()
    assert sheet_cmd.check_files([str(path)], io.StringIO(), err) == 0, err.getvalue()
    page.click("#rlb-use")
    assert json.loads(page.evaluate("window.sideline.box.teams()"))["delta_pelicans"] == "DPL"
    assert not page.errors


def rlb_corpus():
    """(file name, text): the shipped rosters and damaged copies, one fault each."""
    good = sorted((FIRMWARE / "teams" / "rlb").glob("*.json"))
    out = [(p.name, p.read_text()) for p in good]
    base = json.loads(good[0].read_text())
    edits = []
    for key, value in [
        ("game", "fliip"),
        ("name", ""),
        ("name", "x" * 41),
        ("abbr", "GULLS"),
        ("abbr", 7),
        ("players", base["players"][:12]),
        ("players", "all of them"),
    ]:
        d = json.loads(json.dumps(base))
        d[key] = value
        edits.append(d)
    for i, key, value in [
        (0, "no", 0),
        (0, "no", 14),
        (0, "no", True),
        (1, "pos", "FB"),
        (2, "name", ""),
        (3, "sp", 21),
        (4, "ev", -1),
        (5, "ki", "9"),
        (6, "no", 6),
    ]:
        d = json.loads(json.dumps(base))
        d["players"][i][key] = value
        edits.append(d)
    d = json.loads(json.dumps(base))
    del d["players"][7]["ta"]
    edits.append(d)
    out += [("damaged%d.json" % i, json.dumps(d)) for i, d in enumerate(edits)]
    return out + [("broken.json", '{"game": "rlb", '), ("list.json", "[1]")]


def test_the_pages_roster_checker_agrees_with_sideline_sheet_check(
    site,  # noqa: F811
    context,  # noqa: F811
    tmp_path,
):
    agree(site, context, tmp_path, "rlbform", "rlb roster", rlb_corpus(), 2)


def orders_lines(text):
    """An orders file's lines without comments and blank lines, words single-spaced."""
    out = []
    for line in text.splitlines():
        words = line.split("#")[0].split()
        if words:
            out.append(" ".join(words))
    return out


def test_rlb_orders_typed_into_the_form_are_the_orders_file(site, context, tmp_path):  # noqa: F811
    from games.rlb.orders import parse_orders

    shipped = (FIRMWARE / "teams" / "rlb" / "orders" / "harbour_gulls.txt").read_text()
    value = {}
    for line in orders_lines(shipped):
        word, *args = line.split()
        value[word] = (
            args[0] if word == "team" else [int(a) for a in args] if word == "keys" else args
        )
        if word in ("effort", "offside", "hardness"):
            value[word] = int(args[0])
    schema = json.loads(ordersform.schema())
    page = open_page(context, site + "?test=1&new")
    page.click("#orders-form summary")
    type_in(page, "orders", schema, value)
    page.select_option('#orders [name="p1.0"]', "GK")  # a kick before the sixth tackle
    assert page.inner_text("#orders-check") == "orders: line 8: GK only on the sixth tackle"
    page.select_option('#orders [name="p1.0"]', value["p1"][0])
    assert page.inner_text("#orders-check") == "good: harbour_gulls is a file the box accepts"
    with page.expect_download() as got:
        page.click("#orders-download")
    path = tmp_path / got.value.suggested_filename
    got.value.save_as(path)
    assert path.name == "harbour_gulls.txt"
    assert orders_lines(path.read_text()) == orders_lines(shipped)
    assert parse_orders("x", path.read_text()) == parse_orders("x", shipped)
    err = io.StringIO()
    assert sheet_cmd.check_files([str(path)], io.StringIO(), err) == 0, err.getvalue()
    assert not page.is_visible("#orders-use")  # the box's games do not read orders
    assert not page.errors


def test_the_pages_orders_checker_agrees_with_sideline_sheet_check(site, context, tmp_path):  # noqa: F811
    """The orders the form writes from each value, judged by the page and by the command."""
    base = {
        "team": "harbour_gulls",
        "keys": [6, 13],
        "effort": 2,
        "offside": 1,
        "hardness": 1,
        "defence": ["ND", "ID", "OD", "TD", "GL", "GL", "LD"],
    }
    for i in range(1, 7):
        base["p%d" % i] = ["HU", "DH", "SO", "WG", "CE", "BK"]
    values = [base]
    for key, v in [
        ("keys", [6, 6]),
        ("keys", [6, None]),
        ("keys", [0, 13]),
        ("effort", 10),
        ("hardness", -1),
        ("defence", ["ND", "ID", "OD", "TD", "GL"]),
        ("defence", ["ND", "ID", "OD", "TD", "GL", None]),
        ("p3", ["HU", "GK", "SO", "WG", "CE", "BK"]),
        ("p6", ["HU", "DH", "SO", "WG", "CE", None]),
        ("p2", []),
        ("team", None),
        ("p7", ["DK", "DH", "SO", "WG", "CE", "BK"]),
    ]:
        d = dict(base)
        if v is None and key == "team":
            del d[key]
        else:
            d[key] = v
        values.append(d)
    files = [
        ("orders%d.txt" % i, ordersform.file_text(json.dumps(v))) for i, v in enumerate(values)
    ]
    page = open_page(context, site + "?test=1&new")
    got = page.evaluate(
        "(vs) => { const sf = window.sideline.mp.pyimport('ordersform');"
        " return vs.map(([n, v]) => sf.check(n, v)); }",
        [[n, json.dumps(v)] for (n, _t), v in zip(files, values, strict=True)],
    )
    refused = 0
    for (name, text), page_msg in zip(files, got, strict=True):
        (tmp_path / name).write_text(text)
        err = io.StringIO()
        with contextlib.chdir(tmp_path):
            status = sheet_cmd.check_files([name], io.StringIO(), err)
        assert page_msg == err.getvalue().strip(), (name, text)
        refused += status
    assert refused == len(values) - 1
