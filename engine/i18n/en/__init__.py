"""The catalogue in en: one module of TEXTS per area (see engine.i18n)."""
