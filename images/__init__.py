"""Pillow renderers: card sprites, game tables, hands and results (no discord here)."""
