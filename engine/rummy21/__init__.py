"""21-card Indian club rummy (RULES.md §4): three packs, a drawn Joker, honour cards."""
