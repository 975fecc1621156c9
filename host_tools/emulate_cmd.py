"""`sideline emulate`: the scoreboard in the terminal (issue 6)."""


def add_parser(sub):
    p = sub.add_parser(
        "emulate",
        help="run the scoreboard in the terminal (no board needed)",
        description="Run the scoreboard in the terminal with virtual displays and buttons.",
    )
    p.set_defaults(run=run)
    return p


def run(args, parser):
    print("sideline emulate: the terminal emulator has not landed yet (issue 6).")
    print("Meanwhile: `sideline sheet check FILE...` and `sideline odds SHEET --vs SHEET`.")
    return 0
