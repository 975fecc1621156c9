# The box's own caller for a side no one plays (solitaire): a plain policy read from data,
# so a player can see and change how it calls. It answers the same questions as a human at
# the menus or OrdersCaller: the defence play when a possession starts, the play per tackle.
from games.rlb import engine
from games.rlb.tables import KI

# This project's policy (a reading: the seed has no solitaire rules). Tuples, overridable.
POLICY = {
    # Tackles 1-5: the plays in turn, by tackle number.
    "runs": ("HU", "DH", "SO", "HU", "CE"),
    # Sixth tackle: a drop goal when its chance in 20 is at least this...
    "drop_at": 9,
    # ...else a grubber inside this many yards out, a bomb inside the next, else a cross kick.
    "grubber_inside": 15,
    "bomb_inside": 45,
    # Defence by the yards out at the start of the possession: (up to yards, play).
    "defence": ((10, "GL"), (20, "TD"), (40, "ID"), (99, "ND")),
}


class HouseCaller:
    """Calls for one side from POLICY (or a dict of the same shape)."""

    def __init__(self, policy=None):
        self.policy = policy or POLICY

    def defence_action(self, G):
        out = G["out"]
        for most, code in self.policy["defence"]:
            if out <= most:
                return {"a": "defence", "play": code}
        return {"a": "defence", "play": "ND"}

    def attack_action(self, G):
        p = self.policy
        if G["tackle"] < 6:
            return {"a": "play", "play": p["runs"][G["tackle"] - 1]}
        kicker = engine.open_kicker(G["teams"][G["att"]])
        if engine.goal_chance(kicker[KI], G["out"]) >= p["drop_at"]:
            return {"a": "play", "play": "DK"}
        if G["out"] <= p["grubber_inside"]:
            return {"a": "play", "play": "GK"}
        if G["out"] <= p["bomb_inside"]:
            return {"a": "play", "play": "BK"}
        return {"a": "play", "play": "CK"}
