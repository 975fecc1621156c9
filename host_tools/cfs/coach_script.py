"""College Football Saturday's coach game by the buttons, for the page's scripts
(host_tools/web/scripts.py coach_game): the browser tests, `sideline web --bench` and its
screenshots replay it on the page."""


def play(p, away="CARDS", max_presses=3000):
    """College Football Saturday to FINAL: the coach calls home's plays, `away` the away
    side's (CARDS or COACH), one-minute quarters, fast reveals. p: the page's Player
    (host_tools/web/scripts.py), which writes each press down."""
    for _ in range(3):
        p.press("MODE")
    p.wait(2000)  # past the SETUP flash
    for side, caller in (("H", "COACH"), ("A", away)):
        p.until(side + " ")
        p.press("OK")
        p.until("%s>%s" % (side, caller))
        p.press("OK")
    p.until("QTR")
    p.press("OK")
    p.until("QTR>1 ", "DOWN")
    p.press("OK")
    p.until("FAST")
    p.press("OK")
    p.press("UP")
    p.press("OK")
    p.press("MODE")
    for _ in range(max_presses):
        if p.t.step == "over":
            break
        p.press("OK" if p.t.menu else "ROLL")
    for _ in range(40):  # the last play's result is shown first, then FINAL (issue 26)
        if p.text().startswith("FINAL"):
            break
        p.wait(250)
