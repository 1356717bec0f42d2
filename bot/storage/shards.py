"""Which shard (and so which process) a server belongs to."""


def shard_of(guild_id: int, shard_count: int) -> int:
    """Discord's rule: ``(guild_id >> 22) % shard_count``."""
    return (guild_id >> 22) % shard_count
