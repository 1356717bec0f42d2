"""Deal Me In's typed views give the dicts the untyped view gave (``views.json``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.view_cases import cases, check_case

CASES = cases("dealmein")


@pytest.mark.parametrize("case", CASES, ids=[str(c["moves"]) for c in CASES])
def test_the_view_dicts_are_unchanged(case: dict[str, Any]) -> None:
    check_case(case)
