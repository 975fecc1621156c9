"""make uf2's build step (host_tools/rp2/build_uf2.build), with cmake and make stood in for:
the frozen firmware freezes this checkout's manifest even in a tree configured before from
another checkout (which once froze a deleted worktree's manifest, and the build failed)."""

from host_tools.rp2 import build_uf2


def test_a_configured_tree_is_configured_again_with_this_manifest(tmp_path, monkeypatch):
    ran = []
    monkeypatch.setattr(build_uf2.subprocess, "run", lambda args, check: ran.append(args))
    tree = tmp_path / "build-frozen"
    tree.mkdir()
    (tree / "Makefile").write_text("# configured before, from another checkout\n")
    manifest = tmp_path / "firmware" / "manifest.py"
    got = build_uf2.build(tmp_path / "mp", tmp_path, "frozen", manifest, 2)
    assert got == tree / "firmware.bin"
    cmake = [a for a in ran if a[0] == "cmake"]
    assert len(cmake) == 1 and "-DMICROPY_FROZEN_MANIFEST=%s" % manifest in cmake[0]
    assert ran[-1] == ["make", "-j2", "-C", str(tree)]


def test_the_stock_firmware_freezes_nothing_of_sideline(tmp_path, monkeypatch):
    ran = []
    monkeypatch.setattr(build_uf2.subprocess, "run", lambda args, check: ran.append(args))
    build_uf2.build(tmp_path / "mp", tmp_path, "stock", None, 1)
    assert not any(a.startswith("-DMICROPY_FROZEN_MANIFEST") for a in ran[0])
    assert "-DMICROPY_BOARD=RPI_PICO" in ran[0] and "-DPICO_NO_PICOTOOL=1" in ran[0]
