"""`sideline emulate --headless`: drive the virtual box from a script, one step a line, and
print the displays and the game after each step as one JSON object a line.

Script steps (button names as in the wiring file, any case; times in milliseconds)::

    press OK            press and release (60 ms down, 40 ms up)
    hold UNDO 1500      hold for 1500 ms, then release (a long press past long_press_ms)
    wait 30000          let time pass
    down CLOCK          push a button and keep it down (until `up CLOCK`)
    up CLOCK
    # a comment         (blank lines are ignored too)

Output line per step::

    {"line": 3, "do": "press OK", "t": 1200, "displays": {"clock": "15:00", ...},
     "game": {"mode": "play", "step": "kickoff", "score": [0, 0], "clock": "15:00", ...}}

The same script and seed always give the same output.
"""

import json

STEPS = {
    "press": ("name",),
    "hold": ("name", "ms"),
    "wait": ("ms",),
    "down": ("name",),
    "up": ("name",),
}
USAGE = "press NAME, hold NAME MS, wait MS, down NAME, up NAME"
MAX_MS = 24 * 3600 * 1000


class ScriptError(ValueError):
    def __init__(self, line, message):
        super().__init__("line %d: %s" % (line, message))
        self.line = line


def parse(lines, buttons):
    """The script's steps: [(line number, text, verb, args)]. Raises ScriptError for the
    first line that is no step (before anything runs)."""
    names = {b.upper(): b for b in buttons}
    steps = []
    for n, raw in enumerate(lines, 1):
        text = raw.split("#", 1)[0].strip()
        if not text:
            continue
        words = text.split()
        verb = words[0].lower()
        want = STEPS.get(verb)
        if want is None:
            raise ScriptError(n, "unknown step %r (steps: %s)" % (words[0], USAGE))
        if len(words) - 1 != len(want):
            raise ScriptError(
                n, "%s takes %s, got %r" % (verb, " ".join(w.upper() for w in want), text)
            )
        args = []
        for kind, word in zip(want, words[1:], strict=True):
            if kind == "name":
                if word.upper() not in names:
                    raise ScriptError(n, "no button %r (buttons: %s)" % (word, " ".join(buttons)))
                args.append(names[word.upper()])
            else:
                try:
                    ms = int(word)
                except ValueError:
                    ms = -1
                if not 0 <= ms <= MAX_MS:
                    raise ScriptError(
                        n, "%r is not a time in milliseconds (0 to %d)" % (word, MAX_MS)
                    )
                args.append(ms)
        steps.append((n, " ".join([verb] + words[1:]), verb, args))
    return steps


def state(box):
    """The displays by role and the game's summary."""
    return {"displays": box.texts(), "game": box.summary()}


def run_step(box, verb, args):
    if verb == "press":
        box.press(args[0])
    elif verb == "hold":
        box.hold(args[0], args[1])
    elif verb == "wait":
        box.advance(args[0])
    elif verb == "down":
        box.down(args[0])
        box.advance(PRESS_SETTLE_MS)
    elif verb == "up":
        box.up(args[0])
        box.advance(PRESS_SETTLE_MS)


PRESS_SETTLE_MS = 40  # down/up: long enough for the debouncer to see the new level


def run(box, steps, out):
    """Run parsed steps on a VirtualBox, writing one JSON line per step to out."""
    for n, text, verb, args in steps:
        run_step(box, verb, args)
        record = {"line": n, "do": text, "t": box.ticks.ticks_ms()}
        record.update(state(box))
        out.write(json.dumps(record) + "\n")
    out.flush()
