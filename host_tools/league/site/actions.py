"""The site's forms (POST): each checks who sends it, its CSRF token (Django's
middleware) and its one-time number (access.use_nonce), then changes the records or
refuses with one clear line and stores nothing."""

import secrets

from django.core.exceptions import PermissionDenied
from django.db import IntegrityError, transaction
from django.shortcuts import get_object_or_404, redirect
from django.views.decorators.http import require_POST

from host_tools.league import engine, saves
from host_tools.league.site import access, forms
from host_tools.league.site import season as seasons
from host_tools.league.site.models import Access, Entry, Fixture, League, Result, Season, Team
from host_tools.league.site.views import refuse


def _checked(request, league=None, commissioner=True):
    """The one-time number used up, and the commissioner required when asked."""
    if commissioner:
        access.require_commissioner(request, league)
    access.use_nonce(request)


@require_POST
def leave(request):
    request.session.flush()
    return redirect("home")


@require_POST
def league_new(request):
    _checked(request)
    form = forms.LeagueForm(request.POST)
    if not form.is_valid():
        return refuse(request, _errors(form))
    d = form.cleaned_data
    with transaction.atomic():
        lg = League.objects.create(name=d["name"], game=d["game"])
        teams = [Team.objects.create(league=lg, name=nm, coach=c) for nm, c in d["teams"]]
        s = Season.objects.create(
            league=lg,
            number=1,
            first_date=d["first_date"],
            days_between=d["days_between"],
            **d["shape"],
        )
        for t in teams:
            Entry.objects.create(season=s, team=t)
        links = [_link(request, t, *access.issue(Access.COACH, lg, t)) for t in teams]
    request.session["fresh_links"] = links
    return redirect("league", lg.pk)


def _link(request, team, _access, token):
    return {"team": team.name, "url": request.build_absolute_uri("/enter") + "#" + token}


def _errors(form):
    return "; ".join("%s: %s" % (k, " ".join(v)) for k, v in form.errors.items())


@require_POST
def next_season(request, pk):
    lg = get_object_or_404(League, pk=pk)
    _checked(request, lg)
    last = lg.seasons.last()
    if seasons.compute(last)["draft"] is None:
        return refuse(
            request, "season %d is not over: its play-offs are still to play" % last.number
        )
    with transaction.atomic():
        s = Season.objects.create(
            league=lg,
            number=last.number + 1,
            first_date=last.first_date.replace(year=last.first_date.year + 1),
            days_between=last.days_between,
            bracket=last.bracket,
            consolation=last.consolation,
            playoff_tie=last.playoff_tie,
            count_house=last.count_house,
        )
        for e in last.entries.all():
            Entry.objects.create(season=s, team=e.team)
    return redirect("season", s.pk)


@require_POST
def draw(request, pk):
    s = get_object_or_404(Season, pk=pk)
    _checked(request, s.league)
    form = forms.DrawForm(request.POST)
    if not form.is_valid():
        return refuse(request, _errors(form))
    seed = form.cleaned_data["seed"]
    if seed is None:
        seed = secrets.randbelow(10**9)
    try:
        seasons.run_draw(s, seed)
    except (seasons.Refused, engine.LeagueError) as e:
        return refuse(request, str(e))
    return redirect("season", s.pk)


@require_POST
def pick(request, pk):
    s = get_object_or_404(Season, pk=pk)
    _checked(request, s.league)
    form = forms.PickForm(request.POST)
    if not form.is_valid():
        return refuse(request, _errors(form))
    try:
        seasons.record_pick(s, form.cleaned_data["player"])
    except (seasons.Refused, IntegrityError) as e:
        return refuse(request, str(e))
    return redirect("season", s.pk)


@require_POST
def options(request, pk):
    s = get_object_or_404(Season, pk=pk)
    _checked(request, s.league)
    form = forms.OptionsForm(request.POST)
    form.is_valid()
    s.count_house = form.cleaned_data.get("count_house", False)
    s.save(update_fields=["count_house"])
    return redirect("season", s.pk)


@require_POST
def fixture_date(request, pk):
    f = get_object_or_404(Fixture, pk=pk)
    _checked(request, f.season.league)
    form = forms.DateForm(request.POST)
    if not form.is_valid():
        return refuse(request, _errors(form))
    f.date = form.cleaned_data["date"]
    f.save(update_fields=["date"])
    return redirect("fixture", f.pk)


def _entrant(request, f):
    """(access, is commissioner) of one who may enter or confirm this game, or refuses."""
    lg = f.season.league
    if access.is_commissioner(request, lg):
        _checked(request, commissioner=False)
        return request.access, True
    if request.access is None:
        raise PermissionDenied(
            "open your link first: only coaches and the commissioner enter games"
        )
    team = access.coach_team(request, lg)
    if team is None or team.pk not in (f.home_id, f.away_id):
        raise PermissionDenied("a coach enters and confirms only their own team's games")
    _checked(request, commissioner=False)
    return request.access, False


@require_POST
def upload(request, pk):
    f = get_object_or_404(Fixture.objects.select_related("home", "away", "season__league"), pk=pk)
    who, commissioner = _entrant(request, f)
    up = request.FILES.get("save")
    if up is None:
        return refuse(request, "no save file was sent")
    if up.size > saves.MAX_BYTES:
        return refuse(
            request,
            "the file is %d bytes, more than the %d a save can be" % (up.size, saves.MAX_BYTES),
        )
    try:
        fields = seasons.from_save(f, up.read())
        seasons.enter(f, fields, who, commissioner)
    except seasons.Refused as e:
        return refuse(request, str(e))
    _after(f)
    return redirect("fixture", f.pk)


@require_POST
def typed(request, pk):
    f = get_object_or_404(Fixture.objects.select_related("home", "away", "season__league"), pk=pk)
    who, commissioner = _entrant(request, f)
    form = forms.typed_form(f.season.league.game, request.POST)
    if not form.is_valid():
        return refuse(request, _errors(form))
    try:
        seasons.enter(f, seasons.typed(form.cleaned_data, f.season.league.game), who, commissioner)
    except seasons.Refused as e:
        return refuse(request, str(e))
    _after(f)
    return redirect("fixture", f.pk)


@require_POST
def confirm(request, pk):
    f = get_object_or_404(Fixture.objects.select_related("home", "away", "season__league"), pk=pk)
    who, commissioner = _entrant(request, f)
    r = Result.objects.filter(fixture=f).first()
    if r is None:
        return refuse(request, "this game has no result to confirm")
    seasons.confirm(r, who, commissioner)
    _after(f)
    return redirect("fixture", f.pk)


@require_POST
def void(request, pk):
    """The commissioner takes a result back (a mistake, a game to be played again)."""
    f = get_object_or_404(Fixture.objects.select_related("season__league"), pk=pk)
    _checked(request, f.season.league)
    n, _ = Result.objects.filter(fixture=f).delete()
    if not n:
        return refuse(request, "this game has no result to take back")
    return redirect("fixture", f.pk)


def _after(f):
    s = f.season
    seasons.sync_playoffs(s, seasons.compute(s))


@require_POST
def reissue(request, pk):
    team = get_object_or_404(Team, pk=pk)
    _checked(request, team.league)
    with transaction.atomic():
        for a in Access.objects.filter(team=team, revoked=False):
            a.revoked = True
            a.save(update_fields=["revoked"])
        link = _link(request, team, *access.issue(Access.COACH, team.league, team))
    request.session["fresh_links"] = [link]
    return redirect("league", team.league_id)


@require_POST
def revoke(request, pk):
    team = get_object_or_404(Team, pk=pk)
    _checked(request, team.league)
    Access.objects.filter(team=team).update(revoked=True)
    return redirect("league", team.league_id)
