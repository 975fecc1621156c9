"""Dice-Bowl's host side: `sideline dicebowl` (odds, check, play, season), its headless
game and saved games, the VM bench, and its saves' replay."""

# What the host does for this game (host_tools/common/registry.py; keys: host_tools/README.md).
HOST = {
    "name": "Dice-Bowl",
    "league": "host_tools.dicebowl.league",  # its part of the league site (league/by_game.py)
    "commands": ("host_tools.dicebowl.cmd",),
    "roll_button": "toss, kick, FG or move dice",  # the emulator's key legend
    "by_game": {
        "odds": "dicebowl odds",
        "simulate": "dicebowl play",
        "replay": "replay",
        "emulate": "emulate",
    },
    "readme": {"simulate": "one headless game", "replay": "the final and statistics (`dicebowl`)"},
    "data_files": ("saved games, box saves", None),
    "files": "host_tools.dicebowl.files",
    "formats": "host_tools/dicebowl/saved.py",  # `sideline sheet --help`
    "replay": "host_tools.dicebowl.replay",
    "player": "host_tools.dicebowl.player",  # a seeded player on its table (box_games)
    "replay_help": "a saved game (dicebowl play --out), its final and statistics",
    "box_save": "a Dice-Bowl box save",
    "side_names": True,  # no team files: a save may carry the two sides' names (pull --home)
    # the catalogue of the board's words (host_tools/catalogue/)
    "words": "host_tools.dicebowl.words",
}
