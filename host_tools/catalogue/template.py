"""What a template is made of: literal text and slots, shown on one of the box's displays
(its role), and the letters a slot holds when the code computes them elsewhere."""

from dataclasses import dataclass, field

SEG7_ROLES = ("clock", "home", "away", "down", "ball_on", "score")
ROLES = (*SEG7_ROLES, "dice", "text")
# "score" is home's and away's: one function draws both.
# Functions (and dict keys) named after a role give their strings that role.
ROLE_NAMES = {
    "clock": "clock",
    "render_clock": "clock",
    "home": "home",
    "away": "away",
    "_score": "score",
    "score": "score",
    "shown": "clock",
    "down": "down",
    "ball_on": "ball_on",
    "dice": "dice",
    "die": "dice",
    "dice_text": "dice",
}


@dataclass(frozen=True)
class Slot:
    """A value put into a template: kind 'number' (with its %-width and sign), 'text'
    (a name, a word from data or another table) or 'choice' (one of the listed words)."""

    kind: str
    width: int = 0
    sign: bool = False
    choices: tuple = ()
    source: str = ""  # the code that fills it, as written
    func: str = ""  # the function it is filled in

    def key(self):
        return "<%s%s>" % ("n:" if self.kind == "number" else "", self.source or self.kind)


@dataclass
class Template:
    parts: tuple  # str and Slot, in order
    game: str
    role: str
    sites: list = field(default_factory=list)  # "file.py:line"
    words: list = field(default_factory=list)  # the code's own words around it

    @property
    def key(self):
        return "".join(p if isinstance(p, str) else p.key() for p in self.parts)

    @property
    def literal(self):
        return "".join(p for p in self.parts if isinstance(p, str))

    @property
    def slots(self):
        return [p for p in self.parts if not isinstance(p, str)]


@dataclass(frozen=True)
class Letters:
    """Letters in a pattern, when the code computes them elsewhere (a regex and its length)."""

    regex: str
    length: int
    said: str
