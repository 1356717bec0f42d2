"""Hearts Deluxe in pictures: its renderers (`render`) and its manifest (`manifest`)."""
