"""`sideline hardware`: not built yet."""


def add_parser(sub):
    p = sub.add_parser("hardware", help="(not built yet)")
    p.set_defaults(run=run)
    return p


def run(args, parser):
    print("sideline hardware: not built yet")
    return 1
