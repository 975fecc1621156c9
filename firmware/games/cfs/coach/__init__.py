# The coach, the scoreboard's own play-caller: caller.py is its one door.
