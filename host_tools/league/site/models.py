"""The league's records. The season's figures (standings, bracket, champion, draft order)
are never stored: the engine computes them from these on every page."""

import secrets

from django.db import models

from host_tools.league import by_game

GAMES = by_game.CHOICES  # the installed games with a league (host_tools/league/by_game.py)
GAME_NAMES = dict(GAMES)


def new_public_key():
    return secrets.token_urlsafe(16)


class League(models.Model):
    name = models.CharField(max_length=100)
    game = models.CharField(max_length=10, choices=GAMES)
    # The read-only link's key: shared on purpose, it changes nothing.
    public_key = models.CharField(max_length=40, unique=True, default=new_public_key)
    created = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return self.name

    @property
    def game_name(self):
        return GAME_NAMES[self.game]


class Team(models.Model):
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="teams")
    name = models.CharField(max_length=60)
    coach = models.CharField(max_length=60, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint("league", "name", name="team_name_once")]
        ordering = ["id"]

    def __str__(self):
        return self.name


class Season(models.Model):
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    number = models.PositiveIntegerField()
    draw_seed = models.BigIntegerField(null=True, blank=True)  # recorded with the draw
    first_date = models.DateField()
    days_between = models.PositiveIntegerField(default=7)
    bracket = models.PositiveIntegerField()
    consolation = models.BooleanField()
    playoff_tie = models.CharField(max_length=10, default="seed")
    count_house = models.BooleanField(default=False)  # games under house rules count too

    class Meta:
        constraints = [models.UniqueConstraint("league", "number", name="season_once")]
        ordering = ["number"]

    def shape(self):
        return {
            "bracket": self.bracket,
            "consolation": self.consolation,
            "playoff_tie": self.playoff_tie,
        }


class Entry(models.Model):
    """A team in a season, with its number from the draw (None before the draw)."""

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="entries")
    team = models.ForeignKey(Team, on_delete=models.CASCADE)
    number = models.PositiveIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["number", "id"]


class Pick(models.Model):
    """A star player drafted, by name, in order (the box does not model them)."""

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="picks")
    number = models.PositiveIntegerField()
    team = models.ForeignKey(Team, on_delete=models.CASCADE)
    player = models.CharField(max_length=80)

    class Meta:
        constraints = [models.UniqueConstraint("season", "number", name="pick_once")]
        ordering = ["number"]


class Fixture(models.Model):
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="fixtures")
    stage = models.CharField(max_length=10, default="regular")  # or "playoff"
    week = models.PositiveIntegerField()
    date = models.DateField(null=True, blank=True)
    home = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="+")
    away = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=12, blank=True)  # play-offs: bowl or consolation
    round = models.PositiveIntegerField(null=True, blank=True)
    places_lo = models.PositiveIntegerField(null=True, blank=True)
    places_hi = models.PositiveIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["week", "id"]


class Access(models.Model):
    """A person's secret link: only its hash is kept; revoked or expired, it opens nothing."""

    COMMISSIONER = "commissioner"
    COACH = "coach"
    role = models.CharField(max_length=12)
    league = models.ForeignKey(League, on_delete=models.CASCADE, null=True, blank=True)
    team = models.ForeignKey(Team, on_delete=models.CASCADE, null=True, blank=True)
    token_hash = models.CharField(max_length=64, unique=True)
    revoked = models.BooleanField(default=False)
    expires = models.DateTimeField(null=True, blank=True)
    created = models.DateTimeField(auto_now_add=True)


class Result(models.Model):
    fixture = models.OneToOneField(Fixture, on_delete=models.CASCADE, related_name="result")
    home_score = models.IntegerField()
    away_score = models.IntegerField()
    winner = models.CharField(max_length=4, blank=True)  # a tie the game itself settled
    by = models.CharField(max_length=80, blank=True)
    typed = models.BooleanField(default=False)  # a score sheet typed in: not replayed
    save_json = models.TextField(blank=True)
    stats = models.JSONField(default=dict)
    house = models.JSONField(default=list)
    cup = models.JSONField(null=True, blank=True)
    entered_by = models.ForeignKey(Access, on_delete=models.SET_NULL, null=True)
    entered = models.DateTimeField(auto_now_add=True)
    home_ok = models.BooleanField(default=False)
    away_ok = models.BooleanField(default=False)
    commissioner_ok = models.BooleanField(default=False)

    @property
    def counts(self):
        return self.commissioner_ok or (self.home_ok and self.away_ok)

    def as_engine(self):
        f = self.fixture
        return {
            "home": f.home.name,
            "away": f.away.name,
            "final": {"home": self.home_score, "away": self.away_score},
            "winner": self.winner or None,
            "by": self.by or "score",
            "stats": self.stats,
            "house": self.house,
            "typed": self.typed,
            "cup": self.cup,
        }
