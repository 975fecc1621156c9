"""What the tests share: toy games, scripted dice, a simulated board, statistics.

A test file imports from here, never from another test file (tests/test_import_graph.py).
"""
