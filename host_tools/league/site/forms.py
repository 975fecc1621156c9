from django import forms

from host_tools.league import engine
from host_tools.league.site.models import GAMES


class LeagueForm(forms.Form):
    name = forms.CharField(max_length=100)
    game = forms.ChoiceField(choices=GAMES)
    teams = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 8}),
        help_text="one team a line: NAME, or NAME | COACH",
    )
    first_date = forms.DateField(widget=forms.DateInput(attrs={"type": "date"}))
    days_between = forms.IntegerField(min_value=1, max_value=60, initial=7)
    playoff_tie = forms.ChoiceField(
        choices=[("seed", "the better seed goes through"), ("replay", "played again")],
        help_text="a tied play-off game where the rulebook is silent (not RLB: 5.19)",
    )

    bracket = forms.IntegerField(
        required=False,
        min_value=2,
        max_value=16,
        help_text="teams in the play-off bracket (a power of two); blank: the top half",
    )
    no_consolation = forms.BooleanField(
        required=False,
        label="no consolation bracket",
        help_text="the next teams do not play "
        "for the first draft picks (they pick in reverse order of the standings)",
    )

    def clean(self):
        d = super().clean()
        teams = d.get("teams")
        if teams:
            shape = engine.default_shape(len(teams))
            if d.get("bracket"):
                shape["bracket"] = d["bracket"]
                shape["consolation"] = 2 * d["bracket"] <= len(teams)
            if d.get("no_consolation"):
                shape["consolation"] = False
            shape["playoff_tie"] = d.get("playoff_tie") or "seed"
            try:
                engine.check_shape(len(teams), shape)
            except engine.LeagueError as e:
                raise forms.ValidationError(str(e)) from e
            d["shape"] = shape
        return d

    def clean_teams(self):
        teams = []
        for line in self.cleaned_data["teams"].splitlines():
            if not line.strip():
                continue
            name, _, coach = line.partition("|")
            teams.append((name.strip()[:60], coach.strip()[:60]))
        try:
            engine.check_teams([n for n, _c in teams])
        except engine.LeagueError as e:
            raise forms.ValidationError(str(e)) from e
        return teams


class DrawForm(forms.Form):
    seed = forms.IntegerField(
        required=False, min_value=0, max_value=2**62, help_text="blank: a random one"
    )


class PickForm(forms.Form):
    player = forms.CharField(max_length=80)


class DateForm(forms.Form):
    date = forms.DateField(widget=forms.DateInput(attrs={"type": "date"}))


class UploadForm(forms.Form):
    save = forms.FileField(help_text="the save the box (sideline pull -o) or the page wrote")


class TypedForm(forms.Form):
    home_h1 = forms.IntegerField(min_value=0, max_value=200, label="home, 1st half")
    home_h2 = forms.IntegerField(min_value=0, max_value=200, label="home, 2nd half")
    away_h1 = forms.IntegerField(min_value=0, max_value=200, label="away, 1st half")
    away_h2 = forms.IntegerField(min_value=0, max_value=200, label="away, 2nd half")
    house = forms.CharField(
        required=False, max_length=200, help_text="house readings played, comma-separated"
    )


def typed_form(game, data=None):
    """The typed score sheet of a game: its halves, and the statistics its sheet has."""
    # why: Django needs its settings made (league serve's setup) before its modules import
    from host_tools.league.site.season import TYPED_STATS

    f = TypedForm(data)
    for side in ("home", "away"):
        for k in TYPED_STATS.get(game, ()):
            f.fields["%s_%s" % (side, k)] = forms.IntegerField(
                required=False, min_value=0, max_value=500, label="%s %s" % (side, k)
            )
    return f


class OptionsForm(forms.Form):
    count_house = forms.BooleanField(required=False, label="count games under house rules")
