"""Power cuts in the middle of a save, as the flash filesystem may leave them.

Two write models: a *truncating* write empties the file first, so a cut after k bytes
leaves the first k bytes of the new slot; an *in-place* write puts the new bytes over the
old file's, so a cut after k bytes leaves the first k new bytes and the old file's bytes
after them (the filesystem's choice, not the app's). Either way a finished write leaves
exactly the new bytes. Used by the tests, the stateful test and `sideline soak`.
"""

from sideline import store

MODELS = ("truncating", "in_place")


def torn(model, old, new, cut):
    """The file's bytes after a cut once `cut` bytes of `new` were written over `old`."""
    if cut >= len(new):
        return bytes(new)
    if model == "truncating":
        return bytes(new[:cut])
    if model == "in_place":
        return bytes(new[:cut]) + bytes((old or b"")[cut:])
    raise ValueError("no write model %r" % model)


def cut_save(files, storage, payload, model, cut):
    """What the slot files hold if the power fails `cut` bytes into storage's next save of
    payload: a copy of files (a dict of slot bytes) with the torn slot in place. The
    storage itself is left as it was (its next save is still the same one)."""
    slot, seq = (
        storage._next
        if storage._next is not None
        else store.next_slot([files.get(n) for n in store.SLOTS])
    )
    name = store.SLOTS[slot]
    data = store.encode(seq, payload)
    out = dict(files)
    out[name] = torn(model, files.get(name), data, cut)
    return out, len(data)
