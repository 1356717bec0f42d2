"""Seasons: each server's boards turn over on a schedule, the final standings are posted
and kept, and the ratings carry over softly."""
