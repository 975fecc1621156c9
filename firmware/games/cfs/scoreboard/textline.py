# What the text line and the dice display say in play mode, from the app's state: the step,
# the menus, the dice being revealed, the resting pages, the roles a smaller build lacks.
from games.cfs.rules import calls, game
from games.cfs.scoreboard import pages, views
from sideline.ticks import ticks_diff


def after(now, deadline):
    return ticks_diff(now, deadline) >= 0


def dice(app):
    if app.mode == "dice":
        return app.dice_mode.dice_text(app.now, after)
    r = app.reveal
    if r is not None:
        colour, value, _ = r["rolls"][r["i"] - 1]
        if not after(app.now, r["until"]):
            value = 1 + (app.now // 60 + r["i"]) % 6  # the tumbling die
        return views.die(colour, value)
    if app.step == "ready" and app.pending and app.pending.get("t") == "play":
        c = app.pending["call"]
        return views.DEF4[c["checkoff"] or c["defense"]]
    if app.event is not None and app.event["rolls"] and app.step == "result":
        colour, value, _ = app.event["rolls"][-1]
        return views.die(colour, value)
    if app.menu and (app.mode == "play" or app.naming is not None):
        # Manual mode steps its own entries with the same index: play's menu is not its own.
        item = app.menu[app.menu_i % len(app.menu)]
        if len(item) > 2:  # a play or package: its uses left ("X3": three more times)
            return "%4s" % ("X%d" % item[2])
        return "  Q%d" % app.clock.state["q"]  # a caller is asked: the quarter in sight
    return "    "


def play(app):
    if app.menu:
        return app.menu[app.menu_i % len(app.menu)][0]
    step = app.step
    if step == "reveal" and "dice" not in app.roles:
        r = app.reveal
        colour, value, purpose = r["rolls"][r["i"] - 1]
        return "%s%d %s" % (colour, value, views.PURPOSE.get(purpose, "")[:5])
    if app.turn and step not in ("reveal",):
        return missing(app, app.missing[app.turn - 1])
    if app.page and step in pages.RESTING:
        return page_text(app)
    q = app.clock.state["q"]
    if step == "over":
        return "FINAL"
    if step == "quarter_end":
        return "END Q%d" % q
    if step == "kickoff":
        return "KICKOFF"
    if step == "reveal":
        r = app.reveal
        return views.PURPOSE.get(r["rolls"][r["i"] - 1][2], "ROLL")
    if step == "result" and app.event is not None:
        return app.event.get("text", "")
    if step == "ready" and app.pending:
        t = app.pending["t"]
        if t == "play":
            off = app.G["possession"]
            sheet = app.team_sheets[off]
            c = app.pending["call"]
            name = c["audible"] or c["offense"]
            return sheet["plays"][sheet["play_index"][name]]["short"]
        return {
            "punt": "PUNT",
            "fg": "FG TRY",
            "pat": "XP KICK",
            "two": "2PT TRY",
            "end": "END GAME",
        }.get(t, t.upper())
    return "Q%d" % q


def missing(app, role):
    b = app.shown_board or app._board()
    label = app.text_chars > 4  # a 4-character line has no room for labels
    if role == "clock":
        shown = app.clock.shown().strip()
        if label:
            # No colon: on a 14-segment digit it is the centre bar and reads as I (CL14I00).
            return "CL" + shown.replace(":", " ").rjust(app.text_chars - 2)
        # "9:05" shows as "9 05" on a 4-character line; "14:00" as "1400"
        return shown.replace(":", " " if len(shown) <= app.text_chars else "")
    if role == "home":
        return "%d-%d" % (b[0], b[1])
    if role == "down":
        return ("DN " if label else "") + views.down(b[3], b[4], b[5]).strip()
    return ("ON " if label else "") + views.ball_on(b[6], b[7]).strip()


def info(app, page):
    G = app.G
    # The words of the final pages (pages.final): FD first downs, LF plays left, home-away.
    if page == 1:
        return "FD %d-%d" % (G["first_downs"]["home"], G["first_downs"]["away"])
    if page == 2:
        to = app.clock.state["to"]
        return "TO %d-%d" % (to[0], to[1])
    left = [calls.plays_left(app.team_sheets[s], G["marks"][s]) for s in ("home", "away")]
    return "LF %d-%d" % (left[0], left[1])


def page_at(app, now):
    quiet = ticks_diff(now, app.quiet_from)
    if app.step == "over":
        if app.final_pages is None:
            app.final_pages = pages.final(app.G, app.team_sheets, not game.is_over(app.G))
        return pages.page_index(quiet, len(app.final_pages))
    return pages.page_index(quiet, 3)


def page_text(app):
    if app.step == "over" and app.final_pages:
        return app.final_pages[app.page % len(app.final_pages)]
    G = app.G
    fd = G["first_downs"]
    return pages.status(
        app.page, app.clock.state["q"], app.clock.state["to"], (fd["home"], fd["away"])
    )
