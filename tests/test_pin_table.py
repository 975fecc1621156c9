"""Pins for firmware/sideline/table (issue #18): filled in below."""
