"""Fliip Football's host side: `sideline fliip` (odds, check, play, sheet), its headless
game and logs, the VM bench, and its saves' replay."""

# What the host does for this game (host_tools/common/registry.py; keys: host_tools/README.md).
HOST = {
    "name": "Fliip Football",
    # its forms in the browser page: (the form's key, its module, built into the page's
    # bundle from this folder, the title), web/build.py
    "page_forms": (("fliip", "fliipform", "Your kicking tables (Fliip Football)"),),
    "league": "host_tools.fliip.league",  # its part of the league site (league/by_game.py)
    "commands": ("host_tools.fliip.cmd",),
    "roll_button": "flip coin / roll kick shown",  # the emulator's key legend
    "by_game": {
        "odds": "fliip odds",
        "simulate": "fliip play",
        "replay": "replay",
        "emulate": "emulate",
    },
    "readme": {
        "simulate": "one headless game",
        "replay": "the score sheet (`fliip`, `--csv` a row per possession)",
    },
    "data_files": ("kicking-table files, game logs, box saves", None),
    "files": "host_tools.fliip.files",
    "check_command": ["fliip", "check"],  # its own check of a data file (soak)
    "formats": "firmware/teams/fliip/README.md",  # `sideline sheet --help`
    "replay": "host_tools.fliip.replay",
    "player": "host_tools.fliip.player",  # a seeded player on its table (box_games)
    "replay_help": "a game log (fliip play -o), its score sheet",
    "box_save": "a Fliip box save",
    # the catalogue of the board's words (host_tools/catalogue/)
    "words": "host_tools.fliip.words",
}
