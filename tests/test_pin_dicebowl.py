"""Tests that pin dicebowl rules the mutation run (issue 18) found unheld: each kills mutants that
survived `make mutate`, its expected values reasoned from the rules (ids cited)."""
