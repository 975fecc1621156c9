"""A player's own College Football Saturday team sheet in the page (host_tools/web/page/
sheetform.py, forms.js): headless Chromium types a sheet into the form drawn from the sheet's
outline; the download is the expected file, the sheet joins the page's teams at once and
after a reload; and the page's checker (the board's, under MicroPython) agrees with
`sideline sheet check` on the good sheets and on tests/test_sheet.py's damaged ones."""

import contextlib
import io
import json
import sys
from pathlib import Path

import pytest

from host_tools import data_files, sheet_cmd

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS))
sys.path.insert(0, str(TESTS.parent / "host_tools" / "web" / "page"))
import sheetform  # noqa: E402 (the page's module: its outline, here under CPython)
import test_sheet  # noqa: E402 (the damaged-sheet corpus)
from test_web import (  # noqa: E402 (the page's fixtures and helpers)
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
    for _ in sheet["plays"]:
        page.click('button.add[data-list="plays"]')
    for _ in sheet["field_goal"]:
        page.click('button.add[data-list="field_goal"]')
    for name, kind, value in typing(schema, sheet, "", []):
        field = page.locator('#sheet [name="%s"]' % name)
        if kind == "fill":
            field.fill(value)
        elif kind == "select":
            field.select_option(value)
        else:
            field.set_checked(value)
    verdict = page.inner_text("#sheet-check")
    assert verdict == "good: Delta Pelicans is a sheet the box accepts", verdict
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
    """(file name, text) of good sheets and damaged ones: tests/test_sheet.py's mutations
    of a good sheet and its bad texts."""
    out = [(p.name, p.read_text()) for p in sorted((FIRMWARE / "teams").glob("*.json"))]
    for i, m in enumerate(test_sheet.MUTATIONS):
        out.append(("mutation%d.json" % i, test_sheet._mutated_text(m[1])))
    for i, (text, _phrase) in enumerate(test_sheet.BAD_TEXTS):
        out.append(("bad%d.json" % i, text))
    return out


def test_the_pages_checker_agrees_with_sideline_sheet_check(site, context, tmp_path):  # noqa: F811
    files = corpus()
    page = open_page(context, site + "?test=1&new")
    got = page.evaluate(
        "(fs) => { const sf = window.sideline.mp.pyimport('sheetform');"
        " return fs.map(([n, t]) => sf.check(n, t)); }",
        files,
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
        if data_files.kind_of(text)[0] != "cfs sheet":
            # Not a sheet at all (a JSON list, a number): `sheet check` takes any game's
            # file and says it is none of them; the page's sheet checker, that it is no sheet.
            assert "not a data file of any game" in cli_msg and "not a team sheet" in page_msg
            continue
        if cli_msg.startswith(name + ": not valid JSON (") and "empty" not in cli_msg:
            assert page_msg.startswith(name + ": not valid JSON ("), page_msg  # own wording
        else:
            assert page_msg == cli_msg, name
    assert good == len(list((FIRMWARE / "teams").glob("*.json")))
    assert len(files) - good >= 50  # damaged ones, each refused by both
