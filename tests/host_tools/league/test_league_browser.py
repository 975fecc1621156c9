"""The league's site in a real browser (Debian's headless Chromium, driven by Selenium with
Debian's chromedriver) against `sideline league serve` on 127.0.0.1: a whole eight-team
Dice-Bowl season (the league made, the draw, the draft, 28 regular-season results uploaded
as saves written by `sideline dicebowl play` with fixed seeds and by the box's table, the
standings checked against a computation of this test's own, the play-offs, the DICE BOWL
champion, next season's draft order), and a Rugby League Breakout final decided by 5.19.

Skips, saying why, when chromium, chromedriver or selenium is missing (`.ci/run` installs
Debian's chromium and chromium-driver). LEAGUE_SCREENSHOTS=DIR keeps the standings and
bracket screenshots there (docs/images/ for docs/league.md)."""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from kits.league import level_cup_report

from host_tools.checks.box_games import box_game
from host_tools.cli import main

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"

if not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)):
    pytest.skip(
        "no chromium/chromedriver: apt-get install chromium chromium-driver (.ci/run does)",
        allow_module_level=True,
    )
webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed")
from selenium.webdriver.common.by import By  # noqa: E402

DICE = [
    "Laval Lynx",
    "Quebec Castors",
    "Gatineau Geais",
    "Sherbrooke Ours",
    "Levis Loups",
    "Trois-Rivieres Hiboux",
    "Saguenay Orignaux",
    "Rimouski Phoques",
]
RLB = ["Copperline Miners", "Harbour Gulls", "Riverside Eels", "Summit Rams"]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    d = tmp_path_factory.mktemp("site")
    log = open(d / "server.log", "w")
    p = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "host_tools.cli",
            "league",
            "serve",
            "--db",
            str(d / "l.sqlite3"),
            "--port",
            "0",
        ],
        stdout=subprocess.PIPE,
        stderr=log,
        text=True,
    )
    try:
        first = p.stdout.readline()
        link = p.stdout.readline()
        base = re.search(r"(http://\S+)", first).group(1)
        yield {"base": base, "link": link.split(": ", 1)[1].strip(), "log": d / "server.log"}
    finally:
        p.terminate()
        p.wait(10)
        log.close()


@pytest.fixture(scope="module")
def browser():
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    opts = Options()
    opts.binary_location = CHROMIUM
    for a in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--window-size=1300,1700",
    ):
        opts.add_argument(a)
    drv = webdriver.Chrome(service=Service(DRIVER), options=opts)
    yield drv
    drv.quit()


def go(b, url):
    b.get(url)
    assert "Refused" not in b.title, b.find_element(By.TAG_NAME, "body").text


def enter(b, link):
    """Opens a secret link: the page posts its fragment, then the site redirects."""
    from selenium.webdriver.support.ui import WebDriverWait

    b.get(link)
    from selenium.common.exceptions import WebDriverException

    WebDriverWait(b, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda d: "/enter" not in d.current_url and loaded(d)
    )
    assert "Refused" not in b.title and "#" not in b.current_url


def leave(b):
    click_away(b, b.find_element(By.CSS_SELECTOR, "nav button"))
    assert not b.find_elements(By.CSS_SELECTOR, "nav button")


def click_away(b, element):
    """Clicks and waits for the next page (a form's answer) to replace this one."""
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.support.ui import WebDriverWait

    b.execute_script("document.documentElement.dataset.left = 'no'")
    element.click()
    # mid-navigation the driver may answer with an error: asked again, it has the new page
    WebDriverWait(b, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda d: (
            loaded(d) and d.execute_script("return document.documentElement.dataset.left") is None
        )
    )


def loaded(d):
    return d.execute_script("return document.readyState") == "complete"


def submit(b, button_id):
    click_away(b, b.find_element(By.ID, button_id))
    assert "Refused" not in b.title, b.find_element(By.TAG_NAME, "body").text


def new_league(b, server, name, game, teams):
    enter(b, server["link"])  # the commissioner's link: its key is the fragment
    b.find_element(By.ID, "id_name").send_keys(name)
    from selenium.webdriver.support.ui import Select

    Select(b.find_element(By.ID, "id_game")).select_by_value(game)
    b.find_element(By.ID, "id_teams").send_keys("\n".join(teams))
    b.execute_script("document.getElementById('id_first_date').value = '2027-01-09'")
    click_away(b, b.find_element(By.CSS_SELECTOR, "#new-league button"))
    links = {
        row.find_elements(By.TAG_NAME, "td")[0].text: row.find_element(By.CSS_SELECTOR, "code").text
        for row in b.find_elements(By.CSS_SELECTOR, "#links tr")[1:]
    }
    league_url = b.current_url
    click_away(b, b.find_element(By.ID, "season-1"))
    season_url = b.current_url
    b.find_element(By.ID, "id_seed").send_keys("2027")
    submit(b, "run-draw")
    return league_url, season_url, links


def drawn(b):
    return [x.text for x in b.find_elements(By.CSS_SELECTOR, "span.drawn")]


def fixtures(b):
    return [
        (a.get_attribute("href"), a.get_attribute("data-home"), a.get_attribute("data-away"))
        for a in b.find_elements(By.CSS_SELECTOR, "a.fixture")
    ]


def upload(b, url, path):
    go(b, url)
    b.find_element(By.ID, "id_save").send_keys(str(path))
    submit(b, "send-save")


def shot(b, element_id, path):
    """A screenshot of one part of the page, scrolled to the top of the window first."""
    el = b.find_element(By.ID, element_id)
    b.execute_script("arguments[0].scrollIntoView(true)", el)
    el.screenshot(str(path))


def write_save(d, seed):
    path = d / ("game%d.json" % seed)
    assert (
        main(
            [
                "dicebowl",
                "play",
                "--seed",
                str(seed),
                "--coaches",
                str(seed + 1000),
                "--out",
                str(path),
            ]
        )
        == 0
    )
    return path, json.loads(path.read_text())["final"]


def my_standings(drawn_teams, games):
    """This test's own computation: win percentage (ties half), difference, points for,
    draw number."""
    t = {n: [0, 0, 0, 0, 0] for n in drawn_teams}  # w l t pf pa
    for h, a, fh, fa in games:
        t[h][3] += fh
        t[h][4] += fa
        t[a][3] += fa
        t[a][4] += fh
        if fh == fa:
            t[h][2] += 1
            t[a][2] += 1
        else:
            win, lose = (h, a) if fh > fa else (a, h)
            t[win][0] += 1
            t[lose][1] += 1

    def key(n):
        w, _l, tie, pf, pa = t[n]
        return (-(w + tie / 2) / 7, -(pf - pa), -pf, drawn_teams.index(n))

    return sorted(drawn_teams, key=key), t


def test_a_whole_dice_bowl_season_in_the_browser(server, browser, tmp_path, capsys):
    b = browser
    league_url, season_url, links = new_league(b, server, "LNFF", "dicebowl", DICE)
    order = drawn(b)
    assert sorted(order) == sorted(DICE)
    # the draft: team 1 picks first, in the draw's order
    for i in range(8):
        assert b.find_element(By.ID, "next-pick").text == order[i]
        b.find_element(By.ID, "id_player").send_keys("Star %d" % (i + 1))
        submit(b, "record-pick")
    picks = [li.text for li in b.find_elements(By.CSS_SELECTOR, "#picks li")]
    assert picks == ["%s: Star %d" % (order[i], i + 1) for i in range(8)]

    games = fixtures(b)
    assert len(games) == 28
    played = []
    for n, (url, home, away) in enumerate(games, start=1):
        path, final = write_save(tmp_path, 100 + n)
        capsys.readouterr()
        if n == 1:  # by the two coaches: the home coach sends it, the away coach confirms
            leave(b)
            enter(b, links[home])
            upload(b, url, path)
            assert "waiting for confirmation" in b.find_element(By.ID, "status").text
            leave(b)
            enter(b, links[away])
            go(b, url)
            submit(b, "confirm")
            assert b.find_element(By.ID, "status").text == "counts"
            leave(b)
            enter(b, server["link"])
        elif n == 2:  # the box's own save, pulled with the teams' names (sideline pull)
            t, save = box_game("dicebowl", 40, {"home": home, "away": away})
            path.write_text(json.dumps(save))
            final = dict(zip(("home", "away"), t.summary()["score"], strict=True))
            upload(b, url, path)
            # the game's statistics on its page are the box's own
            cells = b.find_elements(By.CSS_SELECTOR, "table tr")
            head = [th.text for th in cells[0].find_elements(By.TAG_NAME, "th")]
            shown = [td.text for td in cells[1].find_elements(By.TAG_NAME, "td")]
            stats = t.state_["G"]["stats"]["home"]
            assert shown[0] == home and len(head) > 5
            assert {k: int(v) for k, v in zip(head[1:], shown[1:], strict=True)} == stats
        else:
            upload(b, url, path)
        played.append((home, away, final["home"], final["away"]))

    go(b, season_url)
    ranked, table = my_standings(order, played)
    rows = b.find_elements(By.CSS_SELECTOR, "#standings tr")[1:]
    got = [[td.text for td in r.find_elements(By.TAG_NAME, "td")] for r in rows]
    assert [g[1] for g in got] == ranked
    for g in got:
        w, lost, tie, pf, pa = table[g[1]]
        assert [int(x) for x in (g[2], g[3], g[4], g[5], g[7], g[8])] == [7, w, lost, tie, pf, pa]
    shots = os.environ.get("LEAGUE_SCREENSHOTS")
    if shots:
        shot(b, "standings", Path(shots) / "league-standings.png")

    # the play-offs: round 1 is 1v4 2v3 5v8 6v7; round 2 the winners and the losers
    seed_of = {t: i for i, t in enumerate(ranked)}
    n = 200
    for rnd in (1, 2):
        go(b, season_url)
        boxes = b.find_elements(By.CSS_SELECTOR, "#bracket .game[data-round='%d']" % rnd)
        assert len(boxes) == 4
        urls = [
            x.find_element(By.CSS_SELECTOR, "a.playoff-game").get_attribute("href") for x in boxes
        ]
        for url in urls:
            n += 1
            go(b, url)
            h, a = b.find_element(By.TAG_NAME, "h1").text.split(" v ")
            path, final = write_save(tmp_path, n)
            capsys.readouterr()
            upload(b, url, path)
            played.append((h, a, final["home"], final["away"]))
    assert [(h, a) for h, a, _x, _y in played[28:32]] == [
        (ranked[0], ranked[3]),
        (ranked[1], ranked[2]),
        (ranked[4], ranked[7]),
        (ranked[5], ranked[6]),
    ]

    def winner(g):  # the house rule on a tie: the better seed
        h, a, fh, fa = g
        if fh != fa:
            return (h, a) if fh > fa else (a, h)
        return (h, a) if seed_of[h] < seed_of[a] else (a, h)

    r1 = [winner(g) for g in played[28:32]]
    r2 = {frozenset(g[:2]): winner(g) for g in played[32:36]}
    bowl = r2[frozenset((r1[0][0], r1[1][0]))]
    third = r2[frozenset((r1[0][1], r1[1][1]))]
    first_pick = r2[frozenset((r1[2][0], r1[3][0]))]
    third_pick = r2[frozenset((r1[2][1], r1[3][1]))]
    go(b, season_url)
    assert b.find_element(By.ID, "champion").text == "DICE BOWL champion: %s" % bowl[0]
    draft = [li.text for li in b.find_elements(By.CSS_SELECTOR, "#next-draft li")]
    assert draft == [*first_pick, *third_pick, third[1], third[0], bowl[1], bowl[0]]
    if shots:
        shot(b, "playoffs", Path(shots) / "league-bracket.png")
    # next season: its draft order is this one's result
    go(b, league_url)
    submit(b, "next-season")
    b.find_element(By.ID, "id_seed").send_keys("2028")
    submit(b, "run-draw")
    assert b.find_element(By.ID, "next-pick").text == draft[0]
    # no secret link ever reached the server in an address
    log = server["log"].read_text()
    assert "/enter" in log and not any(link.split("#")[1] in log for link in links.values())
    assert server["link"].split("#")[1] not in log


def test_an_rlb_final_tied_is_decided_by_5_19_season_points(server, browser, tmp_path, capsys):
    b = browser
    _league, season_url, _links = new_league(b, server, "Breakout Cup", "rlb", RLB)
    # the regular season typed (played on paper): each team scores its own figure in every
    # game, so the Gulls (24) and the Miners (20) meet in the final
    points = {"Harbour Gulls": 24, "Copperline Miners": 20, "Riverside Eels": 10, "Summit Rams": 8}
    season_for, season_against = dict.fromkeys(RLB, 0), dict.fromkeys(RLB, 0)
    for url, home, away in fixtures(b):
        go(b, url)
        for k, v in (
            ("home_h1", points[home]),
            ("home_h2", 0),
            ("away_h1", points[away]),
            ("away_h2", 0),
        ):
            b.find_element(By.ID, "id_" + k).send_keys(str(v))
        submit(b, "send-typed")
        season_for[home] += points[home]
        season_against[home] += points[away]
        season_for[away] += points[away]
        season_against[away] += points[home]
    go(b, season_url)
    final = b.find_element(By.CSS_SELECTOR, "#bracket .game a.playoff-game").get_attribute("href")
    # the final as the adjudicator's report, a cup game (R4) with the season's figures, level
    # at the end, so that the game awards the drop goal by 5.19 itself
    h, a = "Copperline Miners", "Harbour Gulls"
    report = level_cup_report(
        capsys, (season_for[h], season_for[a]), (season_against[h], season_against[a])
    )
    assert report["result"]["by"] == "season for"
    path = tmp_path / "final.json"
    path.write_text(json.dumps(report))
    upload(b, final, path)
    go(b, season_url)
    want = h if season_for[h] > season_for[a] else a  # 5.19: most season points for
    assert b.find_element(By.ID, "champion").text == "Champion: %s" % want
    assert "5.19 (season for)" in b.find_element(By.ID, "bracket").text
