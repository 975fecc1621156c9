"""College Football Saturday's team sheets given to the emulator as files, [(name, text)]
(`sideline emulate --teams`, VirtualBox(teams=...)), not read from the board's flash: found
by its HOST's "given_teams", as the game a fresh board boots into."""

from games.cfs.sheet.load import sheets_by_slug, team_catalog


def catalog(files):
    """(catalog, messages, load) of the given sheets, as the board's catalog of its teams."""
    files = dict(files)
    return team_catalog(sorted(files), files.__getitem__)


def usable(files):
    """({slug: sheet}, messages): the sheets that load, and a line for each that does not."""
    return sheets_by_slug(files)
