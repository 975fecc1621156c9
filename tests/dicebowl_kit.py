"""What the Dice-Bowl tests share: dice that roll the faces a test names, and the box
playing both sides' kick duels."""


class Scripted:
    """A dice source rolling the given faces in order (fails when a test runs out)."""

    def __init__(self, faces):
        self.faces = list(faces)

    def die(self):
        assert self.faces, "ran out of scripted dice"
        return self.faces.pop(0)


BOX = {"home_kicks": "box", "away_kicks": "box"}
