"""What the store raises when a write cannot be made, or must not be made by this process."""


class StoreUnavailable(Exception):
    """The database refused or failed a write (locked, read-only, disk full, connection
    lost). Nothing was written: the caller's state must stay as it was before."""


class TableOwnedElsewhere(Exception):
    """Another live process holds this table's lease: this process must not drive it."""
