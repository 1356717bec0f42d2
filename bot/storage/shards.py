"""Discord's sharding rule: which shard (and so which process) a server belongs to."""

from __future__ import annotations

#: A discord id's lowest 22 bits are not time; the shard is taken from the rest.
SHARD_SHIFT = 22


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard of ``guild_id`` among ``shard_count`` shards: (guild_id >> 22) % count."""
    if shard_count < 1:
        raise ValueError(f"shard_count must be at least 1, not {shard_count}")
    return (guild_id >> SHARD_SHIFT) % shard_count
