"""The site's pages (GET): what each role reads. The forms post to actions.py."""

from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods

from host_tools.league import by_game, engine, ties
from host_tools.league.site import access, forms
from host_tools.league.site import season as seasons
from host_tools.league.site.models import Access, Fixture, League, Result, Season


def refuse(request, message, status=400):
    """A clear refusal on its own page: nothing was stored."""
    return render(request, "league/refused.html", {"message": message}, status=status)


def denied(request, exception=None):
    msg = str(exception) if exception and str(exception) else "not allowed"
    return refuse(request, msg, 403)


def home(request):
    if access.is_commissioner(request):
        leagues = League.objects.all()
        if request.access.league_id:
            leagues = leagues.filter(pk=request.access.league_id)
        form = forms.LeagueForm(initial={"days_between": 7})
        return render(request, "league/home.html", {"leagues": leagues, "form": form})
    if request.access is not None:
        return redirect("league", request.access.team.league_id)
    return render(request, "league/home.html", {})


@require_http_methods(["GET", "POST"])
def enter(request):
    """GET: the page that reads the link's fragment and posts it; POST: the exchange."""
    if request.method == "GET":
        return render(request, "league/enter.html", {})
    a = access.find(request.POST.get("token", ""))
    if a is None:
        return refuse(request, "this link is not valid: forged, revoked or expired", 403)
    request.session.flush()
    request.session.cycle_key()
    request.session[access.SESSION_KEY] = a.pk
    if a.role == Access.COACH:
        return redirect("league", a.team.league_id)
    return redirect("home")


def league(request, pk):
    lg = get_object_or_404(League, pk=pk)
    if not access.can_read(request, lg):
        return refuse(request, "open your link first: this league is not yours", 403)
    links = request.session.pop("fresh_links", None)
    ctx = {
        "league": lg,
        "seasons": lg.seasons.all(),
        "commissioner": access.is_commissioner(request, lg),
        "coach": access.coach_team(request, lg),
        "links": links,
        "teams": lg.teams.all(),
        "public_url": request.build_absolute_uri("/p/%s/" % lg.public_key),
    }
    return render(request, "league/league.html", ctx)


def season_context(request, s, public=False):
    state = seasons.compute(s)
    if not public:
        seasons.sync_playoffs(s, state)
    lg = s.league
    fixtures = list(s.fixtures.select_related("home", "away"))
    by_fixture = {r.fixture_id: r for r in Result.objects.filter(fixture__season=s)}
    weeks = {}
    for f in fixtures:
        f.res = by_fixture.get(f.pk)
        weeks.setdefault((f.stage, f.week), []).append(f)
    bracket = []
    if state["po"]:
        for g in state["po"]["games"]:
            g = dict(g)
            g["title"] = game_title(lg.game, g)
            g["fixture"] = next(
                (
                    f
                    for f in reversed(fixtures)  # a replayed game's last fixture
                    if f.stage == "playoff"
                    and f.kind == g["kind"]
                    and f.round == g["round"]
                    and {f.home.name, f.away.name} == {g["home"], g["away"]}
                ),
                None,
            )
            bracket.append(g)
    columns = {}
    for g in bracket:
        columns.setdefault(g["kind"], {}).setdefault(g["round"], []).append(g)
    brackets = [
        (
            "the title" if kind == engine.BOWL else "next season's first draft picks",
            [rounds[r] for r in sorted(rounds)],
        )
        for kind, rounds in columns.items()
    ]
    commissioner = not public and access.is_commissioner(request, lg)
    order = seasons.draft_order(s) if state["drawn"] else None
    picks = list(s.picks.select_related("team"))
    next_pick = order[len(picks) % len(order)] if order else None
    return {
        "league": lg,
        "season": s,
        "state": state,
        "rows": state["rows"],
        "stat_keys": seasons.stat_keys(state),
        "weeks": sorted(weeks.items()),
        "bracket": bracket,
        "brackets": brackets,
        "commissioner": commissioner,
        "coach": None if public else access.coach_team(request, lg),
        "public": public,
        "tie_breaks": engine.TIE_BREAKS,
        "tie_rule": ties.rule_text(lg.game, s.shape()),
        "champion_title": by_game.part(lg.game, "CHAMPION", "Champion"),
        "draft_order": order,
        "picks": picks,
        "next_pick": next_pick,
        "draw_form": forms.DrawForm(),
        "pick_form": forms.PickForm(),
        "options_form": forms.OptionsForm(initial={"count_house": s.count_house}),
    }


def game_title(game, g):
    if g["kind"] == engine.BOWL and g["places"][0] == 1 and g["places"][1] == 2:
        return by_game.part(game, "FINAL", "the final")
    if g["kind"] == engine.BOWL:
        return "title bracket, round %d (places %d-%d)" % (g["round"], *g["places"])
    if g["places"] == (1, 2):
        return "for the first draft pick"
    return "consolation, round %d (picks %d-%d)" % (g["round"], *g["places"])


def season(request, pk):
    s = get_object_or_404(Season, pk=pk)
    if not access.can_read(request, s.league):
        return refuse(request, "open your link first: this league is not yours", 403)
    return render(request, "league/season.html", season_context(request, s))


def fixture(request, pk):
    f = get_object_or_404(Fixture.objects.select_related("home", "away", "season__league"), pk=pk)
    lg = f.season.league
    if not access.can_read(request, lg):
        return refuse(request, "open your link first: this league is not yours", 403)
    coach = access.coach_team(request, lg)
    commissioner = access.is_commissioner(request, lg)
    mine = commissioner or (coach is not None and coach.pk in (f.home_id, f.away_id))
    res = Result.objects.filter(fixture=f).first()
    ctx = {
        "f": f,
        "league": lg,
        "res": res,
        "mine": mine,
        "commissioner": commissioner,
        "coach": coach,
        "upload_form": forms.UploadForm(),
        "typed_form": forms.typed_form(lg.game),
        "date_form": forms.DateForm(initial={"date": f.date}),
        "stat_keys": sorted(set(res.stats.get("home", {})) - {"halves"}) if res else [],
    }
    return render(request, "league/fixture.html", ctx)


def _public_league(key):
    lg = League.objects.filter(public_key=key).first()
    if lg is None:
        raise Http404("no such league")
    return lg


def public(request, key):
    lg = _public_league(key)
    s = lg.seasons.last()
    return public_season(request, key, s.number if s else 0)


def public_season(request, key, number):
    lg = _public_league(key)
    s = get_object_or_404(Season, league=lg, number=number)
    ctx = season_context(request, s, public=True)
    ctx["seasons"] = lg.seasons.all()
    return render(request, "league/season.html", ctx)


def csrf_failure(request, reason=""):
    return refuse(request, "the form's security token is missing or wrong (%s)" % reason, 403)
