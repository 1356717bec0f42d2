"""Colour-blind safety: the theme's colours (and the Deal Me In board's) that tell marks
apart stay apart for deuteranopes, protanopes and tritanopes, simulated with the matrices
of Machado, Oliveira and Fernandes (2009, severity 1.0) in linear RGB and compared in
CIELAB (ΔE 1976)."""

from __future__ import annotations

import itertools

import pytest

from images import theme
from images.dealmein import render as dealmein

Matrix = tuple[tuple[float, float, float], ...]

MACHADO: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
#: A difference that still reads on a small picture (ΔE 2.3 is just noticeable side by
#: side; marks need far more).
MIN_DELTA_E = 15.0


def _linear(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def simulate(colour: theme.Colour, matrix: Matrix) -> tuple[float, float, float]:
    rgb = [_linear(v) for v in colour]
    out = [sum(row[j] * rgb[j] for j in range(3)) for row in matrix]
    r, g, b = (min(1.0, max(0.0, v)) for v in out)
    return r, g, b


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: theme.Colour, b: theme.Colour, matrix: Matrix) -> float:
    la, lb = lab(simulate(a, matrix)), lab(simulate(b, matrix))
    return sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5


def test_the_simulation_merges_what_deuteranopes_confuse() -> None:
    # The old seat colours: orange and yellow, blue and violet looked alike.
    matrix = MACHADO["deuteranopia"]
    assert delta_e((88, 166, 255), (168, 148, 255), matrix) < MIN_DELTA_E
    assert delta_e((255, 0, 0), (0, 0, 255), matrix) > MIN_DELTA_E


def _colour(name: str) -> theme.Colour:
    """A colour by name: the Deal Me In board's own, or the theme's."""
    colour: theme.Colour = getattr(dealmein, name, None) or getattr(theme, name)
    return colour


@pytest.mark.parametrize("condition", sorted(MACHADO))
def test_marks_with_different_meanings_stay_apart(condition: str) -> None:
    matrix = MACHADO[condition]
    for first, second in (*theme.DISTINCT, *dealmein.DISTINCT):
        a, b = _colour(first), _colour(second)
        assert delta_e(a, b, matrix) >= MIN_DELTA_E, (first, second)


@pytest.mark.parametrize("condition", sorted(MACHADO))
def test_seat_colours_stay_apart(condition: str) -> None:
    matrix = MACHADO[condition]
    for (i, a), (j, b) in itertools.combinations(enumerate(theme.SEAT_COLOURS), 2):
        assert delta_e(a, b, matrix) >= MIN_DELTA_E, (i, j)
