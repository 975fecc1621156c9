# A coach's orders (the turnsheet, "what email was invented for"): a small text file, format
# in games/rlb/README.md, and the caller that plays a match from both coaches' orders.
from games.rlb import engine, match
from games.rlb.tables import DEFENCES, STARTS, TACKLES, defence, play

POSSESSIONS = len(STARTS) + 1  # the seventh is the first tie-breaker's [5.18]


def parse_orders(fname, text):
    """(orders, None) or (None, "FILE: line N: problem")."""
    o = {"team": None, "keys": None, "opts": [0, 0, 0], "defence": None, "attack": {}}
    n = 0
    for line in text.split("\n"):
        n += 1
        words = line.split("#")[0].split()
        if not words:
            continue
        why = _line(o, words[0].lower(), words[1:])
        if why is not None:
            return None, "%s: line %d: %s" % (fname, n, why)
    for need in ("team", "keys", "defence"):
        if o[need] is None:
            return None, "%s: no %s line" % (fname, need)
    attack = []
    for i in range(POSSESSIONS):
        plays = o["attack"].get(i + 1)
        if plays is None and i < len(STARTS):
            return None, "%s: no p%d line" % (fname, i + 1)
        attack.append(plays if plays is not None else attack[0])
    o["attack"] = attack
    return o, None


def _ints(args, count, lo, hi):
    if len(args) != count:
        return None
    out = []
    for a in args:
        if not a.isdigit() or not lo <= int(a) <= hi:
            return None
        out.append(int(a))
    return out


def _line(o, word, args):
    if word == "team":
        if len(args) != 1:
            return "team names one roster, e.g. team harbour_gulls"
        o["team"] = args[0]
    elif word == "keys":
        k = _ints(args, 2, 1, 13)
        if k is None or k[0] == k[1]:
            return "keys are two different shirt numbers 1-13"
        o["keys"] = k
    elif word in ("effort", "offside", "hardness"):
        v = _ints(args, 1, 0, 9)
        if v is None:
            return "%s is one number 0-9" % word
        o["opts"][("effort", "offside", "hardness").index(word)] = v[0]
    elif word == "defence":
        if not len(STARTS) <= len(args) <= POSSESSIONS:
            return "defence lists one play for each of 6 or 7 possessions"
        for c in args:
            if defence(c.upper()) is None:
                return "unknown defence play %s (one of %s)" % (c, " ".join(d[0] for d in DEFENCES))
        d = [c.upper() for c in args]
        # A missing seventh is the first's: both start 80 yards out [5.1], [5.18] (as p7
        # defaults to p1), not the sixth's, set for 5 yards out.
        o["defence"] = d if len(d) == POSSESSIONS else d + [d[0]]
    elif len(word) == 2 and word[0] == "p" and word[1] in "1234567":
        if len(args) != TACKLES:
            return "%s lists a play for each of the 6 tackles" % word
        plays = [c.upper() for c in args]
        for i, c in enumerate(plays):
            p = play(c)
            if p is None:
                return "unknown attacking play %s" % c
            if not engine.is_run(p) and i != TACKLES - 1:
                return "%s only on the sixth tackle" % c
        o["attack"][int(word[1])] = plays
    else:
        return "unknown line %r" % word
    return None


def setup_actions(orders):
    """The actions before the first tackle: both teams' key players and defence options."""
    acts = []
    for t in (0, 1):
        acts.append({"a": "keys", "team": t, "shirts": list(orders[t]["keys"])})
    for t in (0, 1):
        e, f, h = orders[t]["opts"]
        acts.append({"a": "opts", "team": t, "effort": e, "offside": f, "hardness": h})
    return acts


class OrdersCaller:
    """Answers the box's questions from both coaches' orders: the defence play when a
    possession starts, the attacking play for each tackle."""

    def __init__(self, orders):
        self.orders = orders
        self.seen = None

    def defence_action(self, G):
        """The defending side's play for the possession now starting."""
        t = G["att"]
        return {"a": "defence", "play": self.orders[1 - t]["defence"][G["poss"][t] - 1]}

    def attack_action(self, G):
        """The attacking side's play for this tackle (a recovered kick starts the list again)."""
        t = G["att"]
        return {"a": "play", "play": self.orders[t]["attack"][G["poss"][t] - 1][G["tackle"] - 1]}

    def next_action(self, G):
        """Both sides from orders: the defence when a possession starts, else the attack."""
        now = (G["att"], G["poss"][G["att"]])
        if self.seen != now:
            self.seen = now
            return self.defence_action(G)
        return self.attack_action(G)


def adjudicate(G, orders, make_dice):
    """Play the whole match from the orders; return [(action, events)] in order."""
    log = []
    for a in setup_actions(orders):
        log.append((a, match.apply(G, a, make_dice(G["dice"]))))
    caller = OrdersCaller(orders)
    while not G["over"]:
        a = caller.next_action(G)
        log.append((a, match.apply(G, a, make_dice(G["dice"]))))
    return log
