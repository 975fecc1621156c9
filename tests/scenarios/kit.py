# Shared by every scenario file: executed into its namespace first, under CPython and in
# the MicroPython VM alike. TEAMS_DIR is set by the runner (the VM sees firmware/ at /input).
import json

from games.cfs.sheet.load import parse_sheet


class FixedDice:
    """A dice source that plays back chosen faces, and fails loudly if asked for more."""

    def __init__(self, faces):
        self.faces = list(faces)
        self.used = 0

    def die(self):
        if self.used >= len(self.faces):
            raise AssertionError("the scenario ran out of scripted dice after %d" % self.used)
        v = self.faces[self.used]
        self.used += 1
        return v

    def done(self):
        return self.used == len(self.faces)


def load_team(slug):
    with open(TEAMS_DIR + slug + ".json") as f:  # noqa: F821 - set by the runner
        text = f.read()
    sheet, err = parse_sheet(slug + ".json", text)
    assert err is None, err
    return sheet


def faces(rolls, colour=None, purpose=None):
    return [
        r[1]
        for r in rolls
        if (colour is None or r[0] == colour) and (purpose is None or r[2] == purpose)
    ]


def same_json(a, b):
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
