"""The catalogue in es: one module of TEXTS per area (see engine.i18n)."""
