"""21-card Indian club rummy in Discord: its move commands (`cog`), its hand panel (`panel`) and its
manifest (`manifest`)."""
