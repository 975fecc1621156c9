# The faces the football games' 7-segment displays share (home, away, down, ball_on): four
# digits each, with a decimal point after any of them. Seven segments draw the digits, '-',
# and only some letters (games/README.md, "Display roles"). Pure functions of plain values.


def score(points, has_ball):
    """A team's score, right-aligned; the decimal point after it marks possession."""
    if points > 9999:
        points = 9999
    return "%4d%s" % (points, "." if has_ball else "")


def down(n, to_go, goal_to_go):
    """Down and distance: "1-10", " 3-4"; in goal-to-go "G0AL" (a zero reads as the O on
    seven segments) with the decimal point after the n-th letter telling the down. Blank
    between downs (n 0)."""
    if not n:
        return "    "
    if goal_to_go:
        word = "G0AL"
        return word[:n] + "." + word[n:]
    if to_go > 99:
        to_go = 99
    return "%4s" % ("%d-%d" % (n, to_go))


def ball_on(spot, offense):
    """Ball on, with the side of the field: "H 25" is the home team's 25, "  50" midfield;
    blank off the field or with no side in possession. spot is yards from the offense's own
    goal line. Seven segments cannot draw every letter, so the side is H (home) or A (away)."""
    if offense is None or spot <= 0 or spot >= 100:
        return "    "
    if spot == 50:
        return "  50"
    if spot < 50:
        side = "H" if offense == "home" else "A"
        line = spot
    else:
        side = "A" if offense == "home" else "H"
        line = 100 - spot
    return "%s %2d" % (side, line)
