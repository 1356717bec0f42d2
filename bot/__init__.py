"""The Discord bot: the table service, storage and the discord.py adapter."""
