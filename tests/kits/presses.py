"""A box pressed button by button, recording what each press showed (setup's later settings)."""

from sideline.shell import LATER_MS, PRESS


class Presses:
    def __init__(self, table):
        self.t = table
        self.now = 5000
        self.t.tick(self.now)

    def press(self, name, ms=100):
        self.now += ms
        self.t.press(name, PRESS, self.now)
        self.t.tick(self.now)

    def text(self):
        return self.t.render("text").strip()

    def change(self, label, *presses):
        """Setup: to the item, OK, the presses, OK; the text line's words just after."""
        t = self.t
        if t.mode != "setup":
            while t.mode != "setup":
                self.press("MODE")
            self.now += 2000
            t.tick(self.now)
        while t._all_setup_items()[t.setup_i][0] != label:
            self.press("UP")
        self.press("OK")
        for p in presses:
            self.press(p)
        self.press("OK")
        first = self.text()
        self.now += LATER_MS
        t.tick(self.now)
        second = self.text()
        self.now += LATER_MS
        t.tick(self.now)
        return first, second, self.text()
