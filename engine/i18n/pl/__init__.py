"""The catalogue in pl: one module of TEXTS per area (see engine.i18n)."""
