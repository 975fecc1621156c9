import pytest

from mpvm import MicroPythonVM


@pytest.fixture(scope="session")
def mpvm():
    vm = MicroPythonVM()
    yield vm
    vm.close()
