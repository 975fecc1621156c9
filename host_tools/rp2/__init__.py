"""The real rp2 port: building Sideline's UF2s and running them on an emulated RP2040."""
