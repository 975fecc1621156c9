# The app's side of the callers (rules P1-P4): thin wrappers over solitaire.py that keep the
# last reason per team for the text line and the sentence for the host log.
from games.cfs.callers import solitaire

# The coach's reasons in a player's words. A bare situation ("2ND MED", "RED ZONE") is no
# reason: the scoreboard already shows down, distance and ball on, so it is not flashed.
WORDS = {"SAVE BIG": "ACE KEPT", "USE PKGS": "USE PKG"}
SITUATIONS = ("1ST DOWN", "4TH DOWN", "GOAL2GO", "RED ZONE")


def words(why):
    """The reason to flash on the text line, or None."""
    if why is None or why in SITUATIONS or why[:4] in ("2ND ", "3RD "):
        return None
    return WORDS.get(why, why)


def new_state(kind, seed):
    """kind: human | card | coach, or "defense/offense" (card/human: split callers)."""
    defense, _, offense = kind.partition("/")
    return solitaire.new_caller_state(defense, seed, offense or None)


class Calls:
    """The calls of one app: each step returns the choice; `why` and `log` keep the rest."""

    def __init__(self):
        self.why = None  # the reason to show: the offense's if it was called for it
        self.log = []

    def _keep(self, got, offense=False):
        why = words(got[1])
        if why and (offense or self.why is None):
            self.why = why
        if got[2]:
            self.log.append(got[2])
            if len(self.log) > 8:
                self.log.pop(0)
        return got[0]

    def base(self, state, G, sheets, side):
        return self._keep(solitaire.call_base(state, G, sheets, side))

    def play(self, state, G, sheets, side, base, defense_state=None):
        got = solitaire.call_play(state, G, sheets, side, base, defense_state)
        return self._keep(got, True)

    def check_off(self, state, G, sheets, side, base, play):
        return self._keep(solitaire.check_off(state, G, sheets, side, base, play))

    def audible(self, state, G, sheets, side, base, play, package):
        got = solitaire.audible(state, G, sheets, side, base, play, package)
        return self._keep(got, got[0] is not None)

    def kick(self, state, G, sheets, side):
        return self._keep(solitaire.kick_choice(state, G, sheets, side))
