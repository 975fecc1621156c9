# Fliip Football (rules F1-F12): the box keeps the count of possessions, down and
# distance, ball on, the score, the kicks by three dice on each team's kicking tables and
# the score sheet; the plays come from the physical cards. game.py is the entry point.
