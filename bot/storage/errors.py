"""What the store raises when it cannot do what it was asked (the table service reacts).

They are part of the service's port (:class:`bot.tables.ports.Store`), defined there."""

from __future__ import annotations

from bot.tables.ports import StoreUnavailable, TableOwnedElsewhere

__all__ = ["StoreUnavailable", "TableOwnedElsewhere"]
