"""Sideline's host tools (CPython only): the `sideline` command."""
