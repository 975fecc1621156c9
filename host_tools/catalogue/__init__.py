"""The catalogue of everything the box can show, per game (issue 27, item 1): extract.py reads
the templates from the firmware's source, slots.py types their slots, render.py lights them
through the real fonts, catalogue.py checks them, words.py says what they mean, glossary.py
writes each game's README glossary (`python -m host_tools.catalogue.glossary --write`)."""
