"""`sideline flash`: not built yet."""


def add_parser(sub):
    p = sub.add_parser("flash", help="(not built yet)")
    p.set_defaults(run=run)
    return p


def run(args, parser):
    print("sideline flash: not built yet")
    return 1
