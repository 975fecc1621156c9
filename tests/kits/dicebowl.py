"""What the Dice-Bowl tests share: dice that roll the faces a test names, and the box
playing both sides' kick duels."""

from games.dicebowl import box, game
from host_tools.emulator.tables_bot import Bot, new_table


class Scripted:
    """A dice source rolling the given faces in order (fails when a test runs out)."""

    def __init__(self, faces):
        self.faces = list(faces)

    def die(self):
        assert self.faces, "ran out of scripted dice"
        return self.faces.pop(0)

    def below(self, n):
        raise AssertionError("no draw below %d expected here" % n)

    def shuffle(self, items):
        pass  # the penalty deck's order: no test of the dice's faces depends on it


BOX = {"home_kicks": "box", "away_kicks": "box"}


def at_scrimmage(ball_on=40, down=1, to_go=10, seed=1):
    state = game.new_game(seed, BOX)
    game.apply(state, {"a": "toss"})
    game.apply(state, {"a": "choose", "v": "kick"})
    game.apply(state, {"a": "kick", "onside": False})
    g = state["G"]
    g["ball_on"], g["down"], g["to_go"], g["pen_play"] = ball_on, down, to_go, None
    return state


class Deck(Scripted):
    """Scripted dice that also shuffle the penalty deck (left in its order: the checks here
    do not depend on it)."""

    def shuffle(self, items):
        pass


def tossed(coin, d1=2, d2=5, settings=None, house=None):
    """A new game after the toss with the coin and the two dice given (coin 1-3: home wins)."""
    state = game.new_game(1, settings, house)
    game.apply(state, {"a": "toss"}, Deck([coin, d1, d2]))
    return state


def offense_at(team, ball_on=40, down=1, to_go=10):
    """A scrimmage play (at_scrimmage) with `team` on offense."""
    state = at_scrimmage(ball_on, down, to_go)
    state["G"]["offense"] = team
    state["ctx"]["actor"] = team
    return state


def try_for(team, wind=0, behind=None):
    """The try after `team`'s touchdown, the wind `wind` yards behind `behind`'s kicks."""
    state = offense_at(team, ball_on=95)
    g = state["G"]
    g["settings"]["wind"] = bool(wind)
    g["wind"] = {"strength": wind, "behind": behind}
    game.apply(state, {"a": "td"})
    assert state["ctx"] == {"step": "convert", "actor": team}
    return state


def to_scrimmage(seed):
    """A table played on its first menu items (toss, KICK, KICK, the duel's first die) up
    to the first scrimmage play."""
    bot = Bot(new_table(box, None, seed))
    for _ in range(40):
        if bot.t.state_["ctx"]["step"] == "play":
            return bot
        bot.choose(0)
    raise AssertionError("no scrimmage play")
