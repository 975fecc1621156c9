# The app's side of the callers (rules P1-P4): thin wrappers over sideline.callers that
# keep the last reason per team for the text line and the sentence for the host log.
from sideline import callers


def new_state(kind, seed):
    return callers.new_caller_state(kind, seed)


class Calls:
    """The calls of one app: each step returns the choice; `why` and `log` keep the rest."""

    def __init__(self):
        self.why = None  # the reason to show: the offense's if it was called for it
        self.log = []

    def _keep(self, got, offense=False):
        if got[1] and (offense or self.why is None):
            self.why = got[1]
        if got[2]:
            self.log.append(got[2])
            if len(self.log) > 8:
                self.log.pop(0)
        return got[0]

    def base(self, state, G, sheets, side):
        return self._keep(callers.call_base(state, G, sheets, side))

    def play(self, state, G, sheets, side, base):
        return self._keep(callers.call_play(state, G, sheets, side, base), True)

    def check_off(self, state, G, sheets, side, base, play):
        return self._keep(callers.check_off(state, G, sheets, side, base, play))

    def audible(self, state, G, sheets, side, base, play, package):
        got = callers.audible(state, G, sheets, side, base, play, package)
        return self._keep(got, got[0] is not None)

    def kick(self, state, G, sheets, side):
        return self._keep(callers.kick_choice(state, G, sheets, side))
