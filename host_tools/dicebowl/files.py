"""Dice-Bowl's data files, for `sideline sheet check` (host_tools/common/data_files.py
gathers every game's): saved games (`sideline dicebowl play --out`). No team files."""

from host_tools.dicebowl import saved as dicebowl_saved


def kind(obj):
    return "dicebowl save"


def _save(name, text, obj, seen):
    state, err = dicebowl_saved.replay_record(obj)
    if err:
        return None, "%s: %s" % (name, err)
    s = state["G"]["score"]
    return "Dice-Bowl saved game, %s %d, %s %d" % (
        obj["home"],
        s["home"],
        obj["away"],
        s["away"],
    ), None


KINDS = {"dicebowl save": ("a saved Dice-Bowl game", _save, "replay FILE")}
