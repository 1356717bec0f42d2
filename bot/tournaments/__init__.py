"""Tournaments run by the bot in a server: sign-up, rounds whose tables open themselves,
results from the finished games, standings, and the winner."""
