"""Deal Me In in pictures: its renderers (`render`) and its manifest (`manifest`)."""
