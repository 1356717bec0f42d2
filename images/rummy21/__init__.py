"""21-card Indian club rummy in pictures: its renderers (`render`) and its manifest (`manifest`)."""
