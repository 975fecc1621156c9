"""A season of the site's records run through the engine: its standings, play-off bracket
(play-off fixtures made as their teams become known), champion and next draft order, and
results entered from saves (replayed) or typed score sheets."""

import datetime

from django.db import transaction

from host_tools.league import by_game, engine, saves, ties
from host_tools.league.site.models import Fixture, Pick, Result, Season


class Refused(Exception):
    """A clear one-line refusal: nothing is stored."""


def drawn(season):
    """The teams' names in draw order (None before the draw)."""
    entries = list(season.entries.select_related("team"))
    if any(e.number is None for e in entries):
        return None
    return [e.team.name for e in sorted(entries, key=lambda e: e.number)]


@transaction.atomic
def run_draw(season, seed):
    if season.draw_seed is not None:
        raise Refused("the draw was already made (seed %d)" % season.draw_seed)
    entries = {e.team.name: e for e in season.entries.select_related("team")}
    order = engine.draw(list(entries), seed)
    for i, name in enumerate(order, start=1):
        e = entries[name]
        e.number = i
        e.save(update_fields=["number"])
    season.draw_seed = seed
    season.save(update_fields=["draw_seed"])
    teams = {n: e.team for n, e in entries.items()}
    for week, games in enumerate(engine.round_robin(order), start=1):
        date = season.first_date + datetime.timedelta(days=season.days_between * (week - 1))
        for h, a in games:
            Fixture.objects.create(
                season=season, week=week, date=date, home=teams[h], away=teams[a]
            )


def draft_order(season):
    """This season's draft order: the draw's (first season) or the last season's result."""
    prev = Season.objects.filter(league=season.league, number=season.number - 1).first()
    if prev is not None:
        order = compute(prev)["draft"]
        if order:
            return order
    order = drawn(season)
    return engine.first_draft_order(order) if order else None


@transaction.atomic
def record_pick(season, player):
    player = player.strip()
    if not player:
        raise Refused("a pick needs the player's name")
    order = draft_order(season)
    if not order:
        raise Refused("the draft follows the draw")
    n = season.picks.count()
    team = season.league.teams.get(name=order[n % len(order)])
    return Pick.objects.create(season=season, number=n + 1, team=team, player=player[:80])


def results(season, stage):
    out = []
    for f in season.fixtures.filter(stage=stage).select_related("home", "away"):
        r = Result.objects.filter(fixture=f).first()
        if r is not None and r.counts:
            out.append((f, r))
    return out


def compute(season):
    """Everything a season page shows, from the engine."""
    order = drawn(season)
    out = {"drawn": order, "rows": [], "po": None, "champion": None, "draft": None, "apart": []}
    if order is None:
        return out
    regular = []
    for f, r in results(season, "regular"):
        res = r.as_engine()
        if res["house"] and not season.count_house:
            out["apart"].append((f, r))
        else:
            regular.append(res)
    rows = engine.standings(order, regular)
    out["rows"] = rows
    fixtures = season.fixtures.filter(stage="regular").count()
    out["complete"] = fixtures > 0 and len(regular) == fixtures
    if not out["complete"]:
        return out
    shape = season.shape()
    later = []
    for f, r in results(season, "playoff"):
        res = r.as_engine()
        if res["house"] and not season.count_house:
            out["apart"].append((f, r))
        else:
            later.append(res)
    decide = ties.decider(season.league.game, rows, shape, season.draw_seed or 0)
    po = engine.playoffs(rows, later, shape, decide)
    out["po"] = po
    out["champion"] = engine.champion(po)
    out["draft"] = engine.next_draft_order(rows, po, shape)
    return out


def sync_playoffs(season, state):
    """Play-off fixtures for the bracket's games whose two teams are known."""
    po = state.get("po")
    if not po:
        return
    last = season.fixtures.filter(stage="regular").order_by("-week").first()
    teams = {t.name: t for t in season.league.teams.all()}
    for g in po["games"]:
        if not (g["home"] and g["away"]):
            continue
        pair = (teams[g["home"]], teams[g["away"]])
        made = season.fixtures.filter(
            stage="playoff", kind=g["kind"], round=g["round"], home__in=pair, away__in=pair
        )
        if made.exists():
            if g["winner"] is not None or g["result"] is None:
                continue
            if made.filter(result__isnull=True).exists():
                continue  # its replay is made already, and not yet played
        week = last.week + g["round"]
        Fixture.objects.create(
            season=season,
            stage="playoff",
            week=week,
            date=last.date + datetime.timedelta(days=season.days_between * g["round"]),
            home=teams[g["home"]],
            away=teams[g["away"]],
            kind=g["kind"],
            round=g["round"],
            places_lo=g["places"][0],
            places_hi=g["places"][1],
        )


def from_save(fixture, data):
    """The result of an uploaded save for the fixture: (fields, None) or raises Refused."""
    game = fixture.season.league.game
    if game not in saves.GAMES:
        raise Refused("a %s game is entered as a typed score sheet" % game)
    res, err = saves.parse(data, game)
    if err:
        raise Refused(err)
    h, a = fixture.home.name, fixture.away.name
    names = (res["home"], res["away"])
    league_names = set(fixture.season.league.teams.values_list("name", flat=True))
    flip = False
    if names[0] in league_names or names[1] in league_names:
        if set(names) != {h, a}:
            raise Refused("the save is %s v %s, this game is %s v %s" % (names[0], names[1], h, a))
        flip = names[0] == a  # played with home and away the other way round
    final, stats, winner = res["final"], res["stats"], res["winner"]
    if flip:
        final = {"home": final["away"], "away": final["home"]}
        stats = {"home": stats["away"], "away": stats["home"]}
        winner = {"home": "away", "away": "home"}.get(winner)
    cup = res.get("cup")
    if cup and flip:
        cup = {
            "cup": cup["cup"],
            "season_for": cup["season_for"][::-1],
            "season_against": cup["season_against"][::-1],
        }
    return {
        "home_score": final["home"],
        "away_score": final["away"],
        "winner": winner or "",
        "by": res["by"] if winner else "",
        "typed": False,
        "save_json": data.decode(),
        "stats": stats,
        "house": res["house"],
        "cup": cup,
    }


def typed(fields, game):
    """A typed score sheet: the points by half (their sum is the score) and the
    statistics the sheet has."""
    halves = [fields["home_h1"], fields["home_h2"], fields["away_h1"], fields["away_h2"]]
    stats = {"home": {}, "away": {}}
    for side in ("home", "away"):
        for k in TYPED_STATS.get(game, ()):
            v = fields.get("%s_%s" % (side, k))
            if v is not None:
                stats[side][k] = v
        stats[side]["halves"] = [fields[side + "_h1"], fields[side + "_h2"]]
    house = [h.strip() for h in (fields.get("house") or "").split(",") if h.strip()]
    return {
        "home_score": halves[0] + halves[1],
        "away_score": halves[2] + halves[3],
        "winner": "",
        "by": "",
        "typed": True,
        "save_json": "",
        "stats": stats,
        "house": sorted(set(house)),
        "cup": None,
    }


# The statistics a game's typed score sheet has (its league module's TYPED_STATS).
TYPED_STATS = {g: m.TYPED_STATS for g, m in by_game.LEAGUES.items() if hasattr(m, "TYPED_STATS")}


@transaction.atomic
def enter(fixture, fields, access, commissioner):
    """Stores a result entered by a coach of one of its teams or the commissioner; the one
    who enters it has confirmed it."""
    fixture = Fixture.objects.select_for_update().get(pk=fixture.pk)
    if Result.objects.filter(fixture=fixture).exists():
        raise Refused("this game already has a result: confirm it or ask the commissioner")
    if fixture.stage == "playoff":
        state = compute(fixture.season)
        err = ties.check_cup_figures(
            fixture.season.league.game,
            state["rows"],
            dict(home=fixture.home.name, away=fixture.away.name, cup=fields.get("cup")),
        )
        if err:
            raise Refused(err)
    r = Result(fixture=fixture, entered_by=access, **fields)
    if commissioner:
        r.commissioner_ok = True
    elif access.team_id == fixture.home_id:
        r.home_ok = True
    else:
        r.away_ok = True
    r.save()
    return r


def confirm(result, access, commissioner):
    if commissioner:
        result.commissioner_ok = True
    elif access.team_id == result.fixture.home_id:
        result.home_ok = True
    elif access.team_id == result.fixture.away_id:
        result.away_ok = True
    result.save()


def stat_keys(state):
    """The statistics the counted results record, in the order first met."""
    keys = []
    for r in state["rows"]:
        for k in r["stats"]:
            if k not in keys:
                keys.append(k)
    return keys
