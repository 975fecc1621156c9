"""The catalogue of everything the box can show, per game (issue 27, item 1): extract.py reads
the templates from the firmware's source (walker.py walks a module, context.py reads where a
string is drawn and the words around it, strings.py which nodes build one), slots.py types
their slots, render.py lights them through the real fonts, catalogue.py checks them, words.py
says what they mean (code_words.py, docs_words.py, long_forms.py), glossary.py writes each
game's README glossary (`python -m host_tools.catalogue.glossary --write`).

It names no game: each installed game's part (its slots' types, meanings, when its words show)
is its host folder's words module, HOST["words"], gathered with the shell's (shell_words.py)
by declared.py."""
