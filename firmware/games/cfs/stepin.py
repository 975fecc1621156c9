# The player steps in for the card caller (T5: no card calls Goal Line or Prevent, "call
# those on your own"): where one fits, UP/DOWN before ROLL change the card defense's call.
from games.cfs import views


def options(app, dfn, opts, choice):
    """No card calls Goal Line or Prevent ("call those on your own"): with a card
    defense, the player may step in where one fits (goal to go; long yardage or a late
    lead) with UP/DOWN before ROLL. The card's call comes first."""
    if app._caller(dfn, "defense") != "card":
        return None
    G = app.G
    fits = {
        "goal_line": G["goal_to_go"] or G["ball_on"] >= 90,
        "prevent": G["to_go"] >= 15
        or (app.clock.last_quarter() and G["score"][dfn] > G["score"][G["possession"]]),
    }
    marks = G["marks"][dfn]["packages"]
    extra = []
    for d in opts:
        if fits.get(d) and d != choice and marks[d] < app.team_sheets[dfn]["defenses"][d]["uses"]:
            extra.append(d)
    if not extra:
        return None
    return [choice] + extra


def step_in(app, up):
    """UP/DOWN at ROLL with a card defense: the next defense the player may call; the
    offense may then audible (C1), as after any check-off."""
    p = app.pending
    opts = p.get("step_in") if p else None
    if not opts:
        return False
    call = p["call"]
    i = opts.index(call["checkoff"]) if call["checkoff"] in opts else 0
    call["checkoff"] = opts[(i + (1 if up else -1)) % len(opts)]
    call["audible"] = None
    app.flash(views.defense_label(call["checkoff"] or call["defense"]), 1000)
    app._call_step("audible")
    return True
