"""drivers.boot.read_text, the board's one reader of its data files: a file's text is read
at its known size in one request, not by read()'s growing buffer (on the stock Pico's heap a
6 KB team sheet read that way needed a chain of blocks it did not have: issue 33)."""

import builtins

from drivers import boot


class _Recorder:
    """A text file that records the sizes it was asked to read."""

    def __init__(self, f, asked):
        self.f = f
        self.asked = asked

    def read(self, n=-1):
        self.asked.append(n)
        return self.f.read(n)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()


def test_a_sheet_is_read_whole_in_one_request_of_its_size(tmp_path, monkeypatch):
    text = '{"name": "Granite Rams", "abbr": "GRN"}\n' * 160  # about 6 KB, a sheet's size
    path = tmp_path / "granite_rams.json"
    path.write_text(text, encoding="utf-8")
    asked = []
    real_open = builtins.open
    monkeypatch.setattr(
        boot, "open", lambda p, *a: _Recorder(real_open(p, *a), asked), raising=False
    )
    assert boot.read_text(str(path)) == text
    assert len(asked) == 1 and asked[0] > len(text.encode()), asked


def test_non_ascii_text_reads_whole(tmp_path):
    text = '{"name": "Société Élan", "abbr": "SÉL"}\n' * 100
    path = tmp_path / "elan.json"
    path.write_text(text, encoding="utf-8")
    assert boot.read_text(str(path)) == text
