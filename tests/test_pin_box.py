"""Pins for College Football Saturday's box module(s): tests that kill mutmut survivors,
expected values reasoned from the rules (rules/cfs.md ids) or the module's documented promise."""
