import pytest

from host_tools.emulator.mpvm import MicroPythonVM

# The page's browser fixtures (site, chromium, context), for the tests of host_tools/web.
pytest_plugins = ["kits.web"]


@pytest.fixture
def mpvm():
    """A fresh MicroPython VM per test (see host_tools/emulator/mpvm.py)."""
    vm = MicroPythonVM()
    yield vm
    vm.close()


def pytest_collection_modifyitems(items):
    # A test given the VM is a VM test, marked or not: the mutation run leaves those out
    # (-m "not vm"), as its staged copy of the firmware is not where the VM looks.
    for item in items:
        if "mpvm" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.vm)
