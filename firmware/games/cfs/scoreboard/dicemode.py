# Dice mode: roll any set of coloured dice, with dice of its own (the game's never move).
# OK picks a colour, UP/DOWN set how many of it (0-7), ROLL rolls. Before the roll the
# text line shows the set ("2G1R1O") and the dice display the picked colour and its count
# ("  2G"); after it the text line shows the picked colour's dice ("G 2 4 6") and the dice
# display its total ("G 12"); OK then steps through the colours rolled.
from sideline.dice import Dice, seed_state

COLOURS = ("G", "R", "Y", "O", "W")
MOST = 7  # a colour letter and seven dice fill the 8-character line


class DiceMode:
    def __init__(self):
        self.counts = [2, 1, 0, 1, 0]
        self.sel = 0
        self.out = None  # the dice rolled, per colour, until the set is changed
        self.until = 0  # the tumble shows until this tick
        self.anim = False
        self.state = None  # the dice generator's state

    def press(self, name, kind, now, seed, reveal_ms):
        if name == "OK":
            self._next_colour()
        elif name == "UP" or name == "DOWN":
            if self.out is not None:
                self.out = None  # a change of the set shows at once, not the old roll
            n = self.counts[self.sel] + (1 if name == "UP" else -1)
            self.counts[self.sel] = max(0, min(MOST, n))
        elif name == "ROLL" and kind == 1:
            if self.state is None:
                self.state = seed_state(seed + 7)
            d = Dice(self.state)
            self.out = [[d.die() for _ in range(n)] for n in self.counts]
            self.until = now + reveal_ms
            self.anim = True
            if not self.out[self.sel]:
                self._next_colour()

    def _next_colour(self):
        # After a roll only the colours rolled; before it every colour (to set its count).
        for k in range(1, len(COLOURS) + 1):
            i = (self.sel + k) % len(COLOURS)
            if self.out is None or self.out[i]:
                self.sel = i
                return

    def rolling(self, now, after):
        return self.out is not None and not after(now, self.until)

    def dice_text(self, now, after):
        c = COLOURS[self.sel]
        if self.rolling(now, after):
            return "%s %2d" % (c, 1 + (now // 60) % 6)
        if self.out is not None:
            return "%s%3d" % (c, sum(self.out[self.sel]))
        # The count after the colour ("  2G", as the text line's 2G1R): "G  2" is a die.
        return "%3d%s" % (self.counts[self.sel], c)

    def line_text(self, now, after):
        if self.out is not None and not self.rolling(now, after):
            vals = self.out[self.sel]
            sep = " " if 2 * len(vals) <= 7 else ""
            return COLOURS[self.sel] + sep + sep.join("%d" % v for v in vals)
        text = "".join(
            "%d%s" % (self.counts[i], COLOURS[i]) for i in range(len(COLOURS)) if self.counts[i]
        )
        if len(text) > 8:
            total = 0
            for n in self.counts:
                total += n
            text = "%d DICE" % total
        return text or "NO DICE"
