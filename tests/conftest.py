import pytest

from mpvm import MicroPythonVM


@pytest.fixture
def mpvm():
    """A fresh MicroPython VM per test (see tests/mpvm.py)."""
    vm = MicroPythonVM()
    yield vm
    vm.close()
