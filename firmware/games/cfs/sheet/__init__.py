# The team sheets (rules T1-T5): what a sheet holds, its checker and its loader.
