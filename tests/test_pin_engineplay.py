"""Pins for firmware/sideline/engineplay (issue #18): filled in below."""
