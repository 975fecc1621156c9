"""What College Football Saturday's buttons do in each of its modes, for the emulator's key
legend (host_tools/emulator/button_legend.py): at most JOB_CHARS characters each."""

# College Football Saturday: its four modes and the timeout menu (CLOCK held).
BUTTONS = {
    "play": {
        "ROLL": "roll the play, reveal a die",
        "OK": "take the choice shown",
        "UP": "next choice",
        "DOWN": "previous choice",
        "BACK": "restart the call / info",
    },
    "manual": {
        "ROLL": "next quarter (at END Q)",
        "OK": "enter the result shown",
        "UP": "next result / more yards",
        "DOWN": "prev. result / fewer yards",
        "BACK": "leave the yards / info",
    },
    "dice": {
        "ROLL": "roll the dice",
        "OK": "next colour",
        "UP": "one more die",
        "DOWN": "one die fewer",
    },
    "timeout": {
        "OK": "call the timeout",
        "UP": "the other team",
        "DOWN": "the other team",
        "BACK": "no timeout",
    },
}
