# R4's season figures read from finished games (saved game records): points for and against
# a team, by its roster abbreviation. Setup offers them as the defaults of FOR and AGST.


def season_figures(games, abbr):
    """(points for, points against) of the team with abbr over finished game records."""
    got = 0
    lost = 0
    for G in games:
        if not G.get("over"):
            continue
        for side in (0, 1):
            if G["teams"][side]["abbr"] == abbr:
                got += G["score"][side]
                lost += G["score"][1 - side]
    return got, lost


def cup_settings(games, home_abbr, away_abbr):
    """The settings of a cup game whose season figures come from the saved games."""
    h = season_figures(games, home_abbr)
    a = season_figures(games, away_abbr)
    return {"cup": True, "season_for": [h[0], a[0]], "season_against": [h[1], a[1]]}
