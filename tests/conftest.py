import pytest

from host_tools.emulator.mpvm import MicroPythonVM


@pytest.fixture
def mpvm():
    """A fresh MicroPython VM per test (see host_tools/emulator/mpvm.py)."""
    vm = MicroPythonVM()
    yield vm
    vm.close()
