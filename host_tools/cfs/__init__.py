"""College Football Saturday's host side: its commands (odds, simulate), the box score and
drive chart, the coach's tables built at flash time, and its data files."""

# What the host does for this game (host_tools/common/registry.py; keys: host_tools/README.md).
HOST = {
    "name": "College Football Saturday",
    # its forms in the browser page: (the form's key, its module, built into the page's
    # bundle from this folder, the title), web/build.py
    "page_forms": (("sheet", "sheetform", "Your team sheets (College Football Saturday)"),),
    "league": "host_tools.cfs.league",  # its part of the league site (league/by_game.py)
    "coach_script": "host_tools.cfs.coach_script",  # its coach game by the buttons (web/)
    "repl_game": "host_tools.cfs.rp2_game",  # its whole game at the Pico's REPL (bench --uf2)
    "vm_bench": "host_tools.cfs.vm_bench",  # its whole game in the VM, `sideline bench`
    "first_call": "from games.cfs.coach import caller",  # imported at the first coach call (bench)
    "commands": ("host_tools.cfs.odds_cmd", "host_tools.cfs.simulate_cmd"),
    "by_game": {"odds": "odds", "simulate": "simulate", "replay": "replay", "emulate": "emulate"},
    "usage": {
        "odds": "OFFENSE --vs DEFENSE [--json]",
        "simulate": "--home A --away B --games N --seed S",
    },
    "readme": {
        "odds": "of every play against every defense",
        "replay": "the drive chart and box score (`cfs`)",
    },
    "flash_files": {"teams/coach.odds": "host_tools.cfs.coach_tables"},
    "data_files": ("team sheets, saved games", "sheet show"),
    "files": "host_tools.cfs.files",
    "formats": "firmware/teams/README.md (team sheets)",  # `sideline sheet --help`
    "replay": "host_tools.cfs.replay",
    "buttons": "host_tools.cfs.buttons",  # its modes' key legend in the emulator
    "given_teams": "host_tools.cfs.given_teams",  # `sideline emulate --teams`' sheets
    # `sideline soak`: its scoreboard as a state machine, and its fuzzed sheets and saves
    "state_machine": "host_tools.cfs.state_machine",
    "fuzz": "host_tools.cfs.fuzz",
    "replay_help": "a .sln save slot, a saved-game JSON or a bare record JSON, printed as its "
    "drive chart and box score",
    # the catalogue of the board's words (host_tools/catalogue/)
    "words": "host_tools.cfs.words",
}
