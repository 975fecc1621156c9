"""Rugby League Breakout's host side: `sideline rlb` (odds, adjudicate, calibrate, ...), the
match report, the VM bench, and its saves' replay."""

# What the host does for this game (host_tools/common/registry.py; keys: host_tools/README.md).
HOST = {
    "name": "Rugby League Breakout",
    # its forms in the browser page: (the form's key, its module, built into the page's
    # bundle from this folder, the title), web/build.py
    "page_forms": (
        ("rlb", "rlbform", "Your rosters (Rugby League Breakout)"),
        (
            "orders",
            "ordersform",
            "Your orders (Rugby League Breakout, for sideline rlb adjudicate)",
        ),
    ),
    "league": "host_tools.rlb.league",  # its part of the league site (league/by_game.py)
    "commands": ("host_tools.rlb.cmd",),
    "roll_button": "run a house side's call",  # the emulator's key legend
    "by_game": {"odds": "rlb odds", "simulate": None, "replay": "replay", "emulate": "emulate"},
    "why_not": {"simulate": "its games are adjudicated from orders: sideline rlb adjudicate"},
    "readme": {"replay": "the match report (`rlb`)"},
    "data_files": ("rosters, orders files, match reports, box saves", None),
    "files": "host_tools.rlb.files",
    "check_command": ["rlb", "check"],  # its own check of a data file (soak)
    "soak": "host_tools.rlb.soak",  # the orders files, damaged in the soak's rounds
    "formats": "firmware/games/rlb/README.md",  # `sideline sheet --help`
    "replay": "host_tools.rlb.replay",
    "player": "host_tools.rlb.player",  # a seeded player on its table (box_games)
    "replay_help": "a match report (rlb adjudicate --json), the report",
    "box_save": "an RLB box save",
    # the catalogue of the board's words (host_tools/catalogue/)
    "words": "host_tools.rlb.words",
}
