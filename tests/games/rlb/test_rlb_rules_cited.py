"""Every rule of docs/rules/rlb.md (R1-R18) is cited by a test of Rugby League Breakout."""

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parents[2]
RULES = range(1, 19)  # docs/rules/rlb.md: R1-R18


def test_every_rlb_rule_is_cited_by_a_test_name():
    names = []
    for f in sorted(TESTS.rglob("test_rlb_*.py")):
        names += re.findall(r"^def (test_\w+)", f.read_text(), re.M)
    cited = set()
    for n in names:
        cited.update(int(m) for m in re.findall(r"_r(\d+)(?=_)", n + "_"))
    assert sorted(set(RULES) - cited) == []
