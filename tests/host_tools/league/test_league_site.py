"""The league's site through Django's test client: who may do what, and every refusal
(a coach editing another team's game, a forged, expired or revoked link, a replayed form, a
save of another game, a damaged or oversized upload, a result entered twice) is clear and
stores nothing."""

import json
import re

import pytest
from kits.league import level_cup_report

from host_tools.checks.box_games import box_game
from host_tools.dicebowl import saved as dicebowl_saved
from host_tools.dicebowl.headless import play_game
from host_tools.league import saves

pytest.importorskip("django")

TEAMS = ["Ours", "Theirs", "Others", "Fourth"]


@pytest.fixture(scope="module", autouse=True)
def site(tmp_path_factory):
    from host_tools.league import serve

    serve.setup(tmp_path_factory.mktemp("league") / "league.sqlite3")


def _client(**kw):
    from django.test import Client

    return Client(**kw)


def once(client, url):
    """A fresh one-time form number, as the page at url hands it out."""
    html = client.get(url).content.decode()
    return re.search(r'name="once" value="([^"]+)"', html).group(1)


def commissioner():
    from host_tools.league.site import access
    from host_tools.league.site.models import Access

    c = _client()
    _a, token = access.issue(Access.COMMISSIONER)
    assert c.post("/enter", {"token": token}).status_code == 302
    return c


def new_league(c, game="dicebowl", teams=TEAMS):
    r = c.post(
        "/league/new",
        {
            "name": "League %s" % game,
            "game": game,
            "teams": "\n".join("%s | coach of %s" % (t, t) for t in teams),
            "first_date": "2027-01-09",
            "days_between": 7,
            "playoff_tie": "seed",
            "once": once(c, "/"),
        },
    )
    assert r.status_code == 302, r.content
    page = c.get(r["Location"]).content.decode()
    links = dict(
        re.findall(
            r'<td class="name">([^<]+)</td><td class="name"><code class="link">([^<]+)</code>', page
        )
    )
    from host_tools.league.site.models import League

    lg = League.objects.order_by("-pk").first()
    s = lg.seasons.get()
    r = c.post("/season/%d/draw" % s.pk, {"seed": 5, "once": once(c, "/season/%d/" % s.pk)})
    assert r.status_code == 302, r.content
    return lg, s, {t: link.split("#", 1)[1] for t, link in links.items()}


def coach(token):
    c = _client()
    r = c.post("/enter", {"token": token})
    assert r.status_code == 302 and token not in r["Location"]
    return c


def fixture_of(s, a, b):
    return next(f for f in s.fixtures.all() if {f.home.name, f.away.name} == {a, b})


def save_bytes(home, away, seed=1, **extra):
    rec = dicebowl_saved.record(play_game(seed, seed + 1), home, away)
    rec.update(extra)
    return json.dumps(rec).encode()


def upload(c, f, data, name="game.json"):
    from django.core.files.uploadedfile import SimpleUploadedFile

    url = "/fixture/%d/" % f.pk
    return c.post(url + "upload", {"save": SimpleUploadedFile(name, data), "once": once(c, url)})


def refused(r, status, words):
    body = r.content.decode()
    assert r.status_code == status, body
    assert 'id="refused"' in body and words in body, body
    return body


def results():
    from host_tools.league.site.models import Result

    return Result.objects.count()


def test_a_result_counts_once_both_coaches_confirmed_it():
    c = commissioner()
    lg, s, links = new_league(c)
    f = fixture_of(s, "Ours", "Theirs")
    home, away = coach(links[f.home.name]), coach(links[f.away.name])
    r = upload(home, f, save_bytes(f.home.name, f.away.name, 3))
    assert r.status_code == 302
    page = c.get("/season/%d/" % s.pk).content.decode()
    assert "(to confirm)" in page
    from host_tools.league.site import season as seasons

    assert all(r["gp"] == 0 for r in seasons.compute(s)["rows"])
    url = "/fixture/%d/" % f.pk
    assert away.post(url + "confirm", {"once": once(away, url)}).status_code == 302
    rows = {r["team"]: r for r in seasons.compute(s)["rows"]}
    final = dicebowl_saved.record(play_game(3, 4), "a", "b")["final"]
    assert (rows[f.home.name]["pf"], rows[f.away.name]["pf"]) == (final["home"], final["away"])
    assert rows[f.home.name]["gp"] == 1


def test_a_coach_cannot_enter_or_confirm_another_teams_game():
    c = commissioner()
    lg, s, links = new_league(c)
    f = fixture_of(s, "Theirs", "Others")
    intruder = coach(links["Ours"])
    n = results()
    refused(upload(intruder, f, save_bytes(f.home.name, f.away.name)), 403, "only their own team")
    assert results() == n
    upload(coach(links["Theirs"]), f, save_bytes(f.home.name, f.away.name))
    url = "/fixture/%d/" % f.pk
    r = intruder.post(url + "confirm", {"once": once(intruder, url)})
    refused(r, 403, "only their own team")
    assert not f.result.counts


def test_a_forged_expired_or_revoked_link_opens_nothing():
    import datetime

    from django.utils import timezone

    from host_tools.league.site import access
    from host_tools.league.site.models import Access

    c = commissioner()
    lg, s, links = new_league(c)
    stranger = _client()
    refused(stranger.post("/enter", {"token": "forged-" + "x" * 30}), 403, "not valid")
    refused(stranger.get("/season/%d/" % s.pk), 403, "open your link")
    team = lg.teams.get(name="Ours")
    _a, old = access.issue(
        Access.COACH, lg, team, expires=timezone.now() - datetime.timedelta(minutes=1)
    )
    refused(stranger.post("/enter", {"token": old}), 403, "expired")
    # revoked: the coach's open session ends too, and the reissued link works
    ours = coach(links["Ours"])
    assert ours.get("/season/%d/" % s.pk).status_code == 200
    r = c.post("/team/%d/reissue" % team.pk, {"once": once(c, "/league/%d/" % lg.pk)})
    assert r.status_code == 302
    page = c.get("/league/%d/" % lg.pk).content.decode()
    new = re.search(r'<code class="link">[^<]*#([^<]+)</code>', page).group(1)
    refused(ours.get("/season/%d/" % s.pk), 403, "open your link")
    refused(_client().post("/enter", {"token": links["Ours"]}), 403, "not valid")
    assert coach(new).get("/season/%d/" % s.pk).status_code == 200


def test_a_replayed_form_and_a_form_without_its_csrf_token_are_refused():
    from host_tools.league.site import access
    from host_tools.league.site.models import Access

    c = commissioner()
    lg, s, _links = new_league(c)
    n = once(c, "/season/%d/" % s.pk)
    assert c.post("/season/%d/pick" % s.pk, {"player": "Ace", "once": n}).status_code == 302
    refused(c.post("/season/%d/pick" % s.pk, {"player": "Ace", "once": n}), 403, "already sent")
    assert [p.player for p in s.picks.all()] == ["Ace"]
    strict = _client(enforce_csrf_checks=True)
    _a, token = access.issue(Access.COMMISSIONER)
    refused(strict.post("/enter", {"token": token}), 403, "security token")


def test_saves_of_another_game_damaged_oversized_or_twice_are_refused_and_nothing_stored():
    c = commissioner()
    lg, s, links = new_league(c)
    f = fixture_of(s, "Ours", "Fourth")
    h, a = f.home.name, f.away.name
    n = results()
    refused(upload(c, f, json.dumps({"game": "fliip", "v": 1}).encode()), 400, "a save of fliip")
    refused(upload(c, f, save_bytes(h, a)[:-40]), 400, "not JSON")
    tampered = json.loads(save_bytes(h, a))
    tampered["final"]["home"] += 7
    refused(upload(c, f, json.dumps(tampered).encode()), 400, "does not match")
    refused(upload(c, f, b" " * (saves.MAX_BYTES + 1)), 400, "more than the")
    r = upload(c, f, b" " * (4 * saves.MAX_BYTES))  # refused before anything reads it
    assert r.status_code == 413 and b"a save is at most" in r.content
    refused(upload(c, f, save_bytes("Theirs", "Others")), 400, "the save is Theirs v Others")
    assert results() == n
    assert upload(c, f, save_bytes(h, a, 9)).status_code == 302
    refused(upload(c, f, save_bytes(h, a, 11)), 400, "already has a result")
    assert results() == n + 1
    assert f.result.home_score == json.loads(save_bytes(h, a, 9))["final"]["home"]


def test_a_typed_score_sheet_is_marked_typed_and_a_house_rules_game_listed_apart():
    from host_tools.league.site import season as seasons

    c = commissioner()
    lg, s, links = new_league(c)
    f = fixture_of(s, "Ours", "Others")
    url = "/fixture/%d/" % f.pk
    r = c.post(
        url + "typed",
        {
            "home_h1": 7,
            "home_h2": 3,
            "away_h1": 0,
            "away_h2": 14,
            "home_td": 1,
            "once": once(c, url),
        },
    )
    assert r.status_code == 302
    assert "typed score sheet" in c.get(url).content.decode()
    assert (f.result.home_score, f.result.away_score, f.result.typed) == (10, 14, True)
    g = fixture_of(s, "Theirs", "Fourth")
    _t, box = box_game("dicebowl", 21, {"home": g.home.name, "away": g.away.name})
    box["house"] = ["long_kicks"]  # the contract: the names of the house readings in force
    assert upload(c, g, json.dumps(box).encode()).status_code == 302
    state = seasons.compute(s)
    assert [fx.pk for fx, _r in state["apart"]] == [g.pk]
    assert sum(r["gp"] for r in state["rows"]) == 2  # the typed game only, for both teams
    page = c.get("/season/%d/" % s.pk).content.decode()
    assert "Played under house rules" in page and "long_kicks" in page
    s.count_house = True
    s.save()
    assert sum(r["gp"] for r in seasons.compute(s)["rows"]) == 4


def test_the_public_link_reads_and_changes_nothing_and_no_page_leaks_a_referrer_to_another_site():
    c = commissioner()
    lg, s, links = new_league(c)
    anyone = _client()
    r = anyone.get("/p/%s/" % lg.public_key)
    assert r.status_code == 200 and "Standings" in r.content.decode()
    assert r["Referrer-Policy"] == "same-origin"
    assert 'name="once"' not in r.content.decode()  # no form at all
    f = fixture_of(s, "Ours", "Theirs")
    from django.core.files.uploadedfile import SimpleUploadedFile

    save = SimpleUploadedFile("g.json", save_bytes(f.home.name, f.away.name))
    n = results()
    r = anyone.post("/fixture/%d/upload" % f.pk, {"save": save, "once": "x"})
    refused(r, 403, "open your link first")
    assert results() == n
    assert anyone.get("/p/not-a-key/").status_code == 404


def _typed(c, f, h, a):
    url = "/fixture/%d/" % f.pk
    data = {"home_h1": h, "home_h2": 0, "away_h1": a, "away_h2": 0, "once": once(c, url)}
    assert c.post(url + "typed", data).status_code == 302


def test_an_rlb_cup_final_played_with_other_season_figures_is_refused(capsys):
    from host_tools.league.site import season as seasons

    rlb = ["Copperline Miners", "Harbour Gulls", "Riverside Eels", "Summit Rams"]
    points = dict(zip(rlb, (20, 24, 10, 8), strict=True))
    c = commissioner()
    lg, s, _links = new_league(c, "rlb", rlb)
    for f in s.fixtures.all():
        _typed(c, f, points[f.home.name], points[f.away.name])
    state = seasons.compute(s)
    seasons.sync_playoffs(s, state)
    final = s.fixtures.get(stage="playoff", kind="bowl")
    assert {final.home.name, final.away.name} == {"Copperline Miners", "Harbour Gulls"}
    n = results()
    r = upload(c, final, json.dumps(level_cup_report(capsys, (1, 2), (0, 0))).encode())
    refused(r, 400, "played with season figures")
    assert results() == n
    # the round robin's figures: the Miners 20+20+20 for, 24+10+8 against; the Gulls 72, 38
    report = level_cup_report(capsys, (60, 72), (42, 38))
    assert upload(c, final, json.dumps(report).encode()).status_code == 302
    state = seasons.compute(s)
    assert state["champion"] == "Harbour Gulls"
    assert state["po"]["games"][0]["by"].startswith("5.19 (season for)")


def test_saves_of_rlb_and_fliip_boxes_are_replayed_by_their_own_tables():
    for game in ("rlb", "fliip"):
        table, save = box_game(game, 31)
        res, err = saves.parse(json.dumps(save).encode(), game)
        assert err is None
        score = table.summary()["score"]
        assert [res["final"]["home"], res["final"]["away"]] == list(score)
        assert sum(sum(side.values()) for side in res["stats"].values()) > 0
        other = "fliip" if game == "rlb" else "rlb"
        assert saves.parse(json.dumps(save).encode(), other)[1] == "a save of %s, not of %s" % (
            game,
            other,
        )
        half = dict(save, log=save["log"][:5])
        assert "not over" in saves.parse(json.dumps(half).encode(), game)[1]
    # a Dice-Bowl box save pulled without --home/--away: its sides are the fixture's
    table, save = box_game("dicebowl", 23)
    res, err = saves.parse(json.dumps(save).encode(), "dicebowl")
    assert err is None and (res["home"], res["away"]) == (None, None)
    assert [res["final"]["home"], res["final"]["away"]] == list(table.summary()["score"])
    assert res["stats"] == table.state_["G"]["stats"]


def cfs_save(seed):
    """A whole College Football Saturday game between card callers, saved as the box saves
    it (its record: the start and every action, encoded)."""
    from games.cfs.callers import solitaire
    from games.cfs.rules import game, record
    from host_tools.cfs.sheets import load_sheet_file
    from host_tools.common import box_saves
    from sideline.dice import seed_state

    folder = box_saves.teams_folder("cfs")
    slugs = {"home": "granite_rams", "away": "bayou_herons"}
    sheets = {s: load_sheet_file(folder / (slug + ".json"))[0] for s, slug in slugs.items()}
    rec = record.new_record(slugs["home"], slugs["away"], seed_state(seed))
    G = record.start_state(rec, sheets)
    states = {s: solitaire.new_caller_state("card", seed + i) for i, s in enumerate(slugs)}
    while G["phase"] != game.OVER:
        action = solitaire.next_action(states, G, sheets)
        rec["actions"].append(record.encode(action, sheets, G))
        game.apply(G, sheets, action)
    return G, {"game": "cfs", "v": 1, "record": rec, "house": []}


def test_a_cfs_box_save_is_replayed_by_its_own_box_score():
    G, save = cfs_save(7)
    res, err = saves.parse(json.dumps(save).encode(), "cfs")
    assert err is None, err
    assert res["final"] == G["score"]
    assert (res["home"], res["away"]) == (G["teams"]["home"], G["teams"]["away"])
    for side in ("home", "away"):
        assert res["stats"][side]["first_downs"] == G["first_downs"][side]
        assert res["stats"][side]["plays"] == G["stats"][side]["plays"]
    half = json.loads(json.dumps(save))
    half["record"]["actions"] = half["record"]["actions"][:9]
    assert "not over" in saves.parse(json.dumps(half).encode(), "cfs")[1]
    assert saves.parse(json.dumps(save).encode(), "fliip")[1] == "a save of cfs, not of fliip"
    bad = json.loads(json.dumps(save))
    bad["record"]["start"]["home"] = "../etc"
    assert "not a sheet name" in saves.parse(json.dumps(bad).encode(), "cfs")[1]


def test_the_commissioner_edits_a_date_a_coach_cannot_and_the_draw_is_made_once():
    import datetime

    c = commissioner()
    lg, s, links = new_league(c)
    f = fixture_of(s, "Ours", "Theirs")
    url = "/fixture/%d/" % f.pk
    assert c.post(url + "date", {"date": "2027-03-01", "once": once(c, url)}).status_code == 302
    f.refresh_from_db()
    assert f.date == datetime.date(2027, 3, 1)
    ours = coach(links["Ours"])
    r = ours.post(url + "date", {"date": "2027-04-01", "once": once(ours, url)})
    refused(r, 403, "only the commissioner")
    f.refresh_from_db()
    assert f.date == datetime.date(2027, 3, 1)
    before = [(x.home_id, x.away_id) for x in s.fixtures.all()]
    r = c.post("/season/%d/draw" % s.pk, {"seed": 6, "once": once(c, "/season/%d/" % s.pk)})
    refused(r, 400, "the draw was already made (seed 5)")
    assert [(x.home_id, x.away_id) for x in s.fixtures.all()] == before


def test_sideline_league_db_prints_the_sites_standings_from_the_same_records(capsys):
    from django.conf import settings

    from host_tools.cli import main
    from host_tools.league.site import season as seasons

    c = commissioner()
    lg, s, _links = new_league(c)
    f = fixture_of(s, "Ours", "Theirs")
    _typed(c, f, 21, 7)
    assert main(["league", "--db", str(settings.DATABASES["default"]["NAME"])]) == 0
    out = capsys.readouterr().out
    rows = seasons.compute(s)["rows"]
    assert "League dicebowl (Dice-Bowl), season 1" in out
    assert rows[0]["team"] == f.home.name and rows[0]["pf"] == 21
    table = out.split("League dicebowl (Dice-Bowl), season 1")[-1]
    first = next(line for line in table.splitlines() if f.home.name in line)
    assert re.search(r"\b1\b.*%s.*\b21\b.*\b7\b" % re.escape(f.home.name), first)
    assert main(["league"]) == 2


def test_a_tied_play_off_game_under_the_replay_house_rule_gets_a_new_fixture():
    from host_tools.league.site import season as seasons

    c = commissioner()
    lg, s, _links = new_league(c)
    s.playoff_tie = "replay"
    s.save()
    for i, f in enumerate(s.fixtures.all()):
        _typed(c, f, 10 + i, 3)
    c.get("/season/%d/" % s.pk)  # the bracket's fixtures are made as the page is read
    final = s.fixtures.get(stage="playoff", kind="bowl")
    _typed(c, final, 7, 7)
    page = c.get("/season/%d/" % s.pk).content.decode()
    assert "to be played again" in page
    replays = s.fixtures.filter(stage="playoff", kind="bowl")
    assert replays.count() == 2
    again = replays.exclude(pk=final.pk).get()
    assert {again.home_id, again.away_id} == {final.home_id, final.away_id}
    _typed(c, again, 0, 3)
    state = seasons.compute(s)
    assert state["champion"] == again.away.name
    assert s.fixtures.filter(stage="playoff", kind="bowl").count() == 2


def test_the_bracket_size_and_the_consolation_are_the_leagues_choice():
    from host_tools.league.site import season as seasons

    c = commissioner()
    six = ["A%d" % i for i in range(6)]
    data = {
        "name": "Six",
        "game": "fliip",
        "teams": "\n".join(six),
        "first_date": "2027-01-09",
        "days_between": 7,
        "playoff_tie": "seed",
    }
    refused(c.post("/league/new", dict(data, bracket=3, once=once(c, "/"))), 400, "power of two")
    refused(c.post("/league/new", dict(data, bracket=8, once=once(c, "/"))), 400, "power of two")
    r = c.post("/league/new", dict(data, bracket=4, no_consolation="on", once=once(c, "/")))
    assert r.status_code == 302
    from host_tools.league.site.models import League

    s = League.objects.get(name="Six").seasons.get()
    assert (s.bracket, s.consolation) == (4, False)
    c.post("/season/%d/draw" % s.pk, {"seed": 1, "once": once(c, "/season/%d/" % s.pk)})
    for i, f in enumerate(s.fixtures.all()):
        _typed(c, f, i, 1)
    state = seasons.compute(s)
    first = [(g["home"], g["away"]) for g in state["po"]["games"] if g["round"] == 1]
    t = [r["team"] for r in state["rows"]]
    assert first == [(t[0], t[3]), (t[1], t[2])]  # four in the bracket, no consolation


def test_only_the_commissioner_takes_a_result_back():
    c = commissioner()
    lg, s, links = new_league(c)
    f = fixture_of(s, "Ours", "Others")
    _typed(c, f, 3, 0)
    url = "/fixture/%d/" % f.pk
    ours = coach(links["Ours"])
    refused(ours.post(url + "void", {"once": once(ours, url)}), 403, "only the commissioner")
    n = results()
    assert c.post(url + "void", {"once": once(c, url)}).status_code == 302
    assert results() == n - 1
    refused(c.post(url + "void", {"once": once(c, url)}), 400, "no result to take back")
    _typed(c, f, 0, 3)  # entered again, as played again
    f.refresh_from_db()
    assert (f.result.home_score, f.result.away_score) == (0, 3)
