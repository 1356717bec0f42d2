"""What the store raises when it cannot do what it was asked (the table service reacts)."""

from __future__ import annotations


class StoreUnavailable(Exception):
    """The database refused or failed a write (locked, read-only, disk full, connection
    lost). Nothing was written: the caller's state must stay as it was before."""


class TableOwnedElsewhere(Exception):
    """Another live process holds this table's lease: this process must not drive it."""
