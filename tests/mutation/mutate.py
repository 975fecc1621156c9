"""`make mutate`: mutmut over the rules of the four games (firmware/games/cfs, dicebowl,
fliip, rlb), the shell (firmware/sideline) and two drivers (firmware/drivers/storage.py and
buttons.py), one module or all.

    python tests/mutation/mutate.py [rules.kicking coach.odds dicebowl.kick ...]  # mutate, test
    python tests/mutation/mutate.py --again [rules.game ...]   # re-run only the last survivors
    python tests/mutation/mutate.py --report [rules.game ...]  # the table from the last runs only
    python tests/mutation/mutate.py --equivalents [rules.game ...]  # the ones listed as equivalent

mutmut names a mutant after its file's path and matches it to the tests that call the
mutated function; the tests import the shell as `sideline.*` and the games as `games.cfs.*`,
`games.dicebowl.*` ... (pytest's pythonpath has firmware/). So the run works in a staging
copy, build/mutation/ (ignored by git), where the shell sits at src/sideline, the games at
src/games and the drivers at src/drivers (mutmut strips "src."; only the games and two
drivers are mutated, see [tool.mutmut] in pyproject.toml), and firmware/ holds everything
else: a copy of any of them there would come first on sys.path and hide the mutants. Mutants
are named `sideline.<module>.*`, `games.<game>.<module>.*` (`games.cfs.<folder>.<module>.*` for
College Football Saturday's folders) and `drivers.<module>.*`; a module of College Football
Saturday's folders is given with its folder (`rules.kicking`, `coach.odds`), one of another
game with its game (`rlb.match`).
Nothing is written in the work tree outside build/.

Each mutant runs only the CPython tests related to its module (RELATED below) that executed
the function it changes (mutmut's per-function test map, recorded once); the MicroPython-VM
tests are left out (`-m "not vm"` in [tool.mutmut] of pyproject.toml). The kill rate leaves
out the equivalent mutants listed, each with its reason, in tests/mutation/equivalent.md.
"""

import filecmp
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STAGE = ROOT / "build" / "mutation"
CORE = ROOT / "firmware" / "sideline"
GAMES = ROOT / "firmware" / "games"
GAME = GAMES / "cfs"
DRIVERS = ROOT / "firmware" / "drivers"
# The drivers that are mutated (the rest of firmware/drivers is staged unchanged).
MUTATED_DRIVERS = ("storage", "buttons")
EQUIVALENT = Path(__file__).resolve().parent / "equivalent.md"
MUTMUT = Path(sys.executable).parent / "mutmut"
# Every module of the rules and the shell, in the order the issue ranks them, each followed
# by the modules split from it (coach.tune is left out: settings only, nothing to mutate).
MODULES = (
    "rules.kicking rules.game rules.moves rules.handentry rules.phase scoreboard.clock "
    "rules.record rules.odds dice rules.play rules.calls callers.cards store scoreboard.views "
    "scoreboard.settings rules.house callers.calling callers.solitaire callers.cardcaller "
    "sheet.parts sheet.value sheet.check sheet.load app coach.caller coach.odds coach.points "
    "coach.values coach.snap coach.offense coach.defense coach.kicks config selftest ticks "
    "resume faces shell table engineplay catalog storage buttons box scoreboard.dicemode "
    "scoreboard.manual scoreboard.modes scoreboard.pages scoreboard.playmode scoreboard.runoff "
    "scoreboard.saved scoreboard.screen scoreboard.stepin scoreboard.textline"
).split()
# The other three games, each a folder of games/ behind the seam: their modules are named with
# the game's folder (`dicebowl.game`), since several share a name with one of College Football
# Saturday's (box, game, views, callers).
OTHER_GAMES = ("dicebowl", "fliip", "rlb")
MODULES += [
    "%s.%s" % (g, p.stem)
    for g in OTHER_GAMES
    for p in sorted((GAMES / g).glob("*.py"))
    if p.stem != "__init__"
]


def package(module):
    """Where a module lives, as mutmut names it: "sideline" (the shell), "drivers",
    "games.cfs" or one of its folders ("games.cfs.coach.caller" for coach.odds), or another game's
    "games.<folder>"."""
    if "." in module:
        head = module.split(".")[0]
        return "games." + head if head in OTHER_GAMES else "games.cfs." + head
    if module in MUTATED_DRIVERS:
        return "drivers"
    return "sideline" if (CORE / (module + ".py")).exists() else "games.cfs"


# The CPython tests related to each module: a mutant runs those of them that executed the
# function it changes (mutmut's map). The app's and the coach's whole-game tests call nearly
# every function of the core, so without this a surviving rules mutant would run them all.
RELATED = {
    "rules.kicking": "pin_kicking pin_game scenarios",
    "rules.game": "pin_game pin_record scenarios replay",
    "rules.moves": "pin_game pin_record scenarios replay",
    "rules.handentry": "pin_game pin_record scenarios replay",
    "rules.phase": "pin_game scenarios",
    "scoreboard.clock": "pin_clock clock pin_app",
    "rules.record": "pin_record replay scenarios",
    "rules.odds": "pin_odds odds",
    "dice": "pin_dice dice scenarios",
    "rules.play": "pin_play pin_game scenarios",
    "rules.calls": "pin_shell pin_game scenarios",
    "callers.cards": "pin_shell scenarios callers",
    "store": "pin_shell replay pin_store_parts",
    "scoreboard.views": "pin_shell app",
    "scoreboard.settings": "pin_shell config app",
    "rules.house": "pin_shell scenarios",
    "callers.calling": "pin_calling callers",
    "callers.solitaire": "callers scenarios pin_callers",
    "callers.cardcaller": "callers scenarios pin_callers",
    "sheet.parts": "sheet sheet_show pin_sheet",
    "sheet.value": "sheet pin_sheet",
    "sheet.check": "sheet pin_sheet",
    "sheet.load": "sheet pin_sheet",
    "app": "app pin_app pin_app_seam seam tables_dicebowl tables_fliip tables_rlb",
    "coach.caller": "coach coach_memory coach_tables coach_warm callers pin_coach",
    "coach.odds": "coach coach_memory coach_tables coach_warm callers pin_coach",
    "coach.points": "coach coach_memory coach_tables coach_warm callers pin_coach",
    "coach.values": "coach coach_memory coach_tables coach_warm callers pin_coach",
    "coach.snap": "coach coach_memory coach_tables coach_warm callers pin_coach",
    "coach.offense": "coach coach_memory coach_tables coach_warm callers pin_coach",
    "coach.defense": "coach coach_memory coach_tables coach_warm callers pin_coach",
    "coach.kicks": "coach coach_memory coach_tables coach_warm callers pin_coach",
    "config": "config pin_config",
    "selftest": "selftest pin_selftest",
    "ticks": "ticks pin_clock pin_ticks",
    "resume": "reliability_board seam pin_resume",
    "faces": "pin_shell pin_dicebowl pin_fliip seam",
    "shell": (
        "seam tables_dicebowl tables_fliip tables_rlb reliability_input pin_shell_seam "
        "pin_table pin_engineplay"
    ),
    "table": (
        "tables_dicebowl tables_fliip tables_rlb tables_rlb_manual seam pin_table pin_engineplay"
    ),
    "engineplay": "tables_dicebowl tables_fliip tables_rlb seam pin_engineplay pin_table",
    "catalog": "pin_catalog tables_fliip tables_rlb",
    "storage": "reliability_saves pin_storage coach_tables",  # coach_tables: FileReader
    "buttons": "buttons buttons_boundaries buttons_early buttons_idle pin_buttons",
}
# College Football Saturday's table (games/cfs/box.py, the seam, and the scoreboard's modes and
# screen it is built from): the app's and the table's tests drive it through buttons.
_CFS_TABLE = "app pin_app pin_app_seam seam table_read table_wrong box_saves pin_box pin_cfs_table"
RELATED.update(
    (m, _CFS_TABLE)
    for m in ["box"]
    + [
        "scoreboard." + s
        for s in "dicemode manual modes pages playmode runoff saved screen stepin textline".split()
    ]
)
# Manual mode's entries (handentry) are made on the table's buttons: its tests hold them too
# (a play named from the sheet, C4; the plays left, T2, G1).
RELATED["rules.handentry"] += " " + _CFS_TABLE

# The other games: each module's mutants run its game's own tests (rules, odds, reviews) and
# the table tests that play it through buttons.
_GAME_TESTS = {
    "dicebowl": (
        "dicebowl_clock dicebowl_fieldgoal dicebowl_game dicebowl_kick dicebowl_league "
        "dicebowl_review tables_dicebowl pin_dicebowl"
    ),
    "fliip": "fliip_game fliip_odds fliip_review fliip_rules fliip_tables tables_fliip pin_fliip",
    "rlb": (
        "rlb_callers rlb_engine rlb_files rlb_match rlb_review rlb_stats rlb_rules_cited "
        "tables_rlb tables_rlb_manual pin_rlb"
    ),
}
RELATED.update((m, _GAME_TESTS[m.split(".")[0]]) for m in MODULES if m.split(".")[0] in _GAME_TESTS)


# Left out of every mutant's run besides those [tool.mutmut] leaves out: fuzzing and a whole
# process per example, seconds each under mutmut's tracing, run by every mutant of the sheet
# checker (what they watch, that a sheet's check never raises and the CLI's exit codes, is
# held by the exact tests of tests/games/cfs/sheet/test_sheet.py and test_pin_sheet.py).
SLOW = (
    "tests/games/cfs/sheet/test_sheet.py::test_parse_sheet_never_raises_on_damaged_text",
    "tests/games/cfs/sheet/test_sheet.py::test_cli_as_a_process_exit_codes_and_no_traceback",
    # Not slow but meaningless in the stage: it lists firmware/ as `make flash` does, and the
    # stage's firmware/ holds no game (they sit under src/). Its promise, the coach's file
    # beside the sheets, is about host_tools, not a mutated module.
    "tests/games/cfs/coach/test_coach_tables.py::test_flash_puts_the_file_beside_the_team_sheets",
)


# A related test that takes longer than this many seconds under mutmut's tracing (recorded
# in its stats) is left out too: the simulations that check exact odds by chi-square and the
# exhaustive runs over every duel position take 30-60 s each, and a surviving mutant runs
# every test mapped to its function. What they watch is pinned by fast exact tests.
SLOW_SECONDS = 2.5


def slow_tests():
    stats = STAGE / "mutants" / "mutmut-stats.json"
    if not stats.exists():
        return []
    durations = json.loads(stats.read_text()).get("duration_by_test", {})
    return sorted(t for t, d in durations.items() if d > SLOW_SECONDS)


TESTS = ROOT / "tests"
# The test folders of the mutated code: a module's mutants run every selected test there too,
# besides those RELATED names (a new test file there needs no line in RELATED).
FOLDERS = {
    "sideline": "sideline",
    "drivers": "drivers",
    "games.cfs": "games/cfs",
    "games.dicebowl": "games/dicebowl",
    "games.fliip": "games/fliip",
    "games.rlb": "games/rlb",
}
# The test files of those folders that [tool.mutmut] does not select: the MicroPython VM's
# (left out by `-m "not vm"` anyway), a whole Python or firmware build per test, the import
# and name checks that read the files rather than run them, and the statistical runs (Wilson
# intervals over seeded matches, hypothesis) that take minutes under mutmut's tracing.
NOT_SELECTED = (
    "tests/sideline/test_tables_vm.py",
    "tests/games/fliip/test_fliip_long_game.py",
    "tests/drivers/test_ht16k33.py",
    "tests/sideline/test_code_off_heap.py",
    "tests/sideline/test_fifth_game.py",
    "tests/sideline/test_import_depth.py",
    "tests/games/test_game_ids.py",
    "tests/games/rlb/test_rlb_props.py",
    "tests/games/rlb/test_rlb_calibration.py",
)


def where(name):
    """The test file of a RELATED name ("pin_kicking"), wherever its folder put it."""
    found = sorted(TESTS.rglob("test_%s.py" % name))
    assert len(found) == 1, (name, found)
    return str(found[0].relative_to(ROOT))


def selected():
    mutmut = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mutmut"]
    return set(mutmut["pytest_add_cli_args_test_selection"])


def related(module):
    """The test files a module's mutants run: RELATED's and the selected ones of its folder."""
    folder = TESTS / FOLDERS[".".join(package(module).split(".")[:2])]
    mine = {str(p.relative_to(ROOT)) for p in folder.rglob("test_*.py")} & selected()
    return {where(n) for n in RELATED[module].split()} | mine


def unrelated_deselects(modules):
    """pytest options that leave out every test file not related to these modules. Given in
    PYTEST_ADDOPTS: mutmut would take a change to its own test options as a reason to start
    over, but the map of which test runs which function stays the same."""
    keep = set()
    for m in modules:
        keep |= related(m)
    files = sorted(str(p.relative_to(ROOT)) for p in TESTS.rglob("test_*.py"))
    left_out = [*(f for f in files if f not in keep), *SLOW, *slow_tests()]
    return " ".join("--deselect %s" % f for f in left_out)


def _sync(src, dst):
    """Bring the staged copy dst up to src, file by file. A changed .py file is copied with a
    fresh time stamp: mutmut (3.8) then makes that file's mutants again and forgets only the
    results of the functions whose code changed (its per-function hashes), with their
    callers' (its dependency tracking). Returns False on a change mutmut cannot follow that
    way (a data file, a file removed): then the whole run starts afresh."""
    src, dst = Path(src), Path(dst)
    theirs = {
        p.relative_to(dst) for p in dst.rglob("*") if p.is_file() and "__pycache__" not in p.parts
    }
    for p in sorted(src.rglob("*")):
        if not p.is_file() or "__pycache__" in p.parts or p.suffix == ".pyc":
            continue
        rel = p.relative_to(src)
        theirs.discard(rel)
        staged = dst / rel
        if staged.exists() and filecmp.cmp(p, staged, shallow=False):
            continue
        if p.suffix != ".py" and staged.exists():
            return False
        staged.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(p, staged)
    return not theirs


def stage():
    """Lay out build/mutation. Results of unchanged functions are kept across runs (see
    _sync); a change mutmut cannot follow per function voids them all."""
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis")
    trees = (
        (CORE, STAGE / "src" / "sideline"),
        (GAMES, STAGE / "src" / "games"),
        (DRIVERS, STAGE / "src" / "drivers"),
    )
    if STAGE.exists() and not all(dst.exists() and _sync(src, dst) for src, dst in trees):
        shutil.rmtree(STAGE)
    STAGE.mkdir(parents=True, exist_ok=True)
    for src, dst in trees:
        if not dst.exists():
            shutil.copytree(src, dst, ignore=skip)
    for name in ("tests", "host_tools", "hardware", "docs"):
        if (STAGE / name).exists():
            shutil.rmtree(STAGE / name)
        shutil.copytree(ROOT / name, STAGE / name, ignore=skip)
    fw = STAGE / "firmware"
    if fw.exists():
        shutil.rmtree(fw)
    shutil.copytree(
        ROOT / "firmware",
        fw,
        ignore=shutil.ignore_patterns("sideline", "games", "drivers", "__pycache__"),
    )
    # Their other files (READMEs the tests read, data) where the tests look for them: no
    # module, so nothing there hides a mutant.
    for src, _dst in trees:
        shutil.copytree(src, fw / src.name, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    for name in ("pyproject.toml", "README.md", "CHANGELOG.md"):  # the docs' tests read them
        shutil.copy2(ROOT / name, STAGE / name)


def equivalent_names():
    """Mutant names listed in equivalent.md (each line: - `name`: reason)."""
    if not EQUIVALENT.exists():
        return set()
    return set(
        re.findall(
            r"`((?:sideline|games\.\w+|drivers)\.[\w.]+__mutmut_\d+)`", EQUIVALENT.read_text()
        )
    )


def results():
    """{module: {mutant name: status}} from the run's meta files."""
    from mutmut.stats import status_by_exit_code

    out = {}
    src = STAGE / "mutants" / "src"
    # A module in one of College Football Saturday's folders is named with it (coach.odds).
    metas = [
        (m, m.relative_to(folder).as_posix()[: -len(".py.meta")].replace("/", "."))
        for folder in (src / "sideline", src / "games" / "cfs", src / "drivers")
        for m in sorted(folder.rglob("*.py.meta"))
    ]
    for g in OTHER_GAMES:
        for meta in sorted((src / "games" / g).glob("*.py.meta")):
            metas.append((meta, "%s.%s" % (g, meta.name[: -len(".py.meta")])))
    for meta, module in metas:
        codes = json.loads(meta.read_text()).get("exit_code_by_key", {})
        out[module] = {k: status_by_exit_code[v] for k, v in codes.items()}
    return out


KILLED = ("killed", "timeout")


def report(modules=None):
    """Per module: killed / (run - equivalent); mutants not run yet are counted apart. A
    mutant listed as equivalent that a run killed is not equivalent (its entry is stale: a
    code change gave its number to another mutant): it counts as killed, and is named."""
    listed = equivalent_names()
    last = results()
    eq = {k for k in listed if all(by.get(k) not in KILLED for by in last.values())}
    rows = []
    print("| module | mutants | equivalent | not run | killed | survived | no tests | kill rate |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for module, by_name in last.items():
        if modules and module not in modules:
            continue
        run = {k: s for k, s in by_name.items() if k not in eq and s != "not checked"}
        if not run:
            continue
        not_run = sum(1 for k, s in by_name.items() if k not in eq and s == "not checked")
        killed = sum(1 for s in run.values() if s in ("killed", "timeout"))
        survived = sorted(k for k, s in run.items() if s not in ("killed", "timeout"))
        no_tests = sum(1 for k in survived if run[k] == "no tests")
        rate = 100.0 * killed / len(run)
        rows.append((module, rate, survived))
        print(
            "| %s | %d | %d | %d | %d | %d | %d | %.1f%% |"
            % (
                module,
                len(by_name),
                sum(1 for k in by_name if k in eq),
                not_run,
                killed,
                len(survived) - no_tests,
                no_tests,
                rate,
            )
        )
    for module, _, survived in rows:
        if survived and os.environ.get("SURVIVORS"):
            print("\n%s survivors: %s" % (module, " ".join(survived)))
    stale = sorted(
        k for m, by in last.items() if not modules or m in modules for k in by if k in listed - eq
    )
    if stale:
        print("\nlisted as equivalent but killed (drop from equivalent.md): %s" % " ".join(stale))
    return rows


def main(argv):
    if argv[:1] == ["--report"]:
        report(argv[1:])
        return 0
    again = argv[:1] == ["--again"]
    check = argv[:1] == ["--equivalents"]
    if again or check:
        argv = argv[1:]
    modules = argv or MODULES
    unknown = [m for m in modules if m not in MODULES]
    if unknown:
        print("unknown module(s): %s (one of: %s)" % (" ".join(unknown), " ".join(MODULES)))
        return 2
    stage()
    jobs = os.environ.get("JOBS", "2")
    first = sorted(k for m in modules for k in results().get(m, {}))[:1]
    if first:
        # One mutant first: mutmut makes the mutants of the functions whose code changed
        # again (forgetting their results, and their callers') before the list below is
        # read, and times the tests new to it, so that the slow ones among them are known
        # (slow_tests) before the batch runs.
        env = dict(os.environ, PYTEST_ADDOPTS=unrelated_deselects(modules))
        subprocess.call([str(MUTMUT), "run", "--max-children", jobs] + first, cwd=STAGE, env=env)
    names = ["%s.%s.*" % (package(m), m.split(".")[-1]) for m in modules]
    if again:
        # Only the last run's survivors of these modules: tests are only ever added, so a
        # mutant once killed stays killed. A mutant no related test ran ("no tests") or whose
        # run ended oddly ("suspicious") counts against the rate too, so it is run again; so
        # is one a stopped run never reached or whose function changed ("not checked").
        eq = equivalent_names()
        last = results()
        names = sorted(
            k
            for m in modules
            for k, s in last.get(m, {}).items()
            if s in ("survived", "no tests", "suspicious", "not checked") and k not in eq
        )
        if not names:
            report(modules)
            return 0
    if check:
        # The mutants listed as equivalent, run like any other: one a test kills is not.
        eq = equivalent_names()
        names = sorted(k for m in modules for k in results().get(m, {}) if k in eq)
        if not names:
            report(modules)
            return 0
    env = dict(os.environ, PYTEST_ADDOPTS=unrelated_deselects(modules))
    rc = subprocess.call([str(MUTMUT), "run", "--max-children", jobs] + names, cwd=STAGE, env=env)
    if rc != 0:
        return rc
    report(modules)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
