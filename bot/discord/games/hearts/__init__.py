"""Hearts Deluxe in Discord: its move commands (`cog`), its hand panel (`panel`) and its
manifest (`manifest`)."""
