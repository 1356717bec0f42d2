"""Rummy 500 in pictures: its renderers (`render`) and its manifest (`manifest`)."""
