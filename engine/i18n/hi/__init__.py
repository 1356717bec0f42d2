"""The catalogue in hi: one module of TEXTS per area (see engine.i18n)."""
