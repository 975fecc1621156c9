"""Dice-Bowl's host side: `sideline dicebowl` (odds, check, play, season), its headless
game and saved games, the VM bench, and its saves' replay."""

# What the host does for this game (host_tools/common/registry.py; keys: host_tools/README.md).
HOST = {
    "name": "Dice-Bowl",
    "commands": ("host_tools.dicebowl.cmd",),
    "by_game": {
        "odds": "dicebowl odds",
        "simulate": "dicebowl play",
        "replay": "replay",
        "emulate": "emulate",
    },
    "readme": {"simulate": "one headless game", "replay": "the final and statistics (`dicebowl`)"},
    "data_files": ("saved games, box saves", None),
    "files": "host_tools.dicebowl.files",
    "replay": "host_tools.dicebowl.replay",
    "box_save": "a Dice-Bowl box save",
    "side_names": True,  # no team files: a save may carry the two sides' names (pull --home)
}
