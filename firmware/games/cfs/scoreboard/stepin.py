# The player steps in for the card caller (T5: no card calls Goal Line or Prevent, "call
# those on your own as appropriate"): UP/DOWN before ROLL change the card defense's call.
from games.cfs.scoreboard import views
from games.cfs.sheet.parts import NOT_FROM_CARDS, PACKAGES


def options(app, dfn, opts, choice):
    """No card calls Goal Line or Prevent: with a card defense the player may call either
    on every snap, whatever base the card drew (when it is the player's judgement that it
    is appropriate), while it has uses left. The card's call comes first. (opts, the
    check-offs under the card's base, are the card's own business.)"""
    if app._caller(dfn, "defense") != "card":
        return None
    marks = app.G["marks"][dfn]["packages"]
    defenses = app.team_sheets[dfn]["defenses"]
    extra = []
    for d in NOT_FROM_CARDS:
        if d != choice and marks[d] < defenses[d]["uses"]:
            extra.append(d)
    if not extra:
        return None
    return [choice] + extra


def step_in(app, up):
    """UP/DOWN at ROLL with a card defense: the next defense the player may call (Goal
    Line under Base Run, Prevent under Base Pass: the base follows it; back on the card's
    call, the card's base); the offense may then audible (C1), as after any check-off."""
    p = app.pending
    opts = p.get("step_in") if p else None
    if not opts:
        return False
    call = p["call"]
    if "card_base" not in p:
        p["card_base"] = call["defense"]
    i = opts.index(call["checkoff"]) if call["checkoff"] in opts else 0
    d = opts[(i + (1 if up else -1)) % len(opts)]
    call["checkoff"] = d
    call["defense"] = PACKAGES[d] if d in NOT_FROM_CARDS else p["card_base"]
    call["audible"] = None
    app.flash(views.defense_label(d or call["defense"]), 1000)
    app._call_step("audible")
    return True
