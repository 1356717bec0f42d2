"""The codec's records and makers (engine/state.py): what the views' nested records are
written as and read back by."""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError, dataclass, field

import pytest

from engine.state import TUPLE, maker, optional, record, tuple_of


@dataclass(frozen=True, slots=True)
class Paid:
    payer: int
    payee: int
    points: int


@dataclass(frozen=True, slots=True)
class Tally:
    seats: tuple[int, ...]
    label: str = "total"
    payments: tuple[Paid, ...] = ()
    note: str | None = field(default=None, kw_only=True)


def test_a_record_writes_its_fields_in_order_under_the_keys_json_gives_them() -> None:
    paid = record(Paid, {"payer": "from", "payee": "to"})
    assert json.dumps(paid.write(Paid(1, 0, 30))) == '{"from": 1, "to": 0, "points": 30}'
    assert paid.read({"from": 1, "to": 0, "points": 30}) == Paid(1, 0, 30)
    with pytest.raises(KeyError):
        paid.read({"payer": 1, "payee": 0, "points": 30})


def test_a_record_of_records_and_keyword_fields_reads_back_what_it_wrote() -> None:
    kind = optional(record(Tally, seats=TUPLE, payments=tuple_of(record(Paid))))
    tally = Tally((3, 4), payments=(Paid(0, 1, 10),), note="moon")
    written = kind.write(tally)
    assert written == {
        "seats": [3, 4],
        "label": "total",
        "payments": [{"payer": 0, "payee": 1, "points": 10}],
        "note": "moon",
    }
    assert kind.read(json.loads(json.dumps(written))) == tally
    assert kind.write(None) is None and kind.read(None) is None


def test_a_maker_makes_what_the_constructor_makes_and_the_result_stays_frozen() -> None:
    make = maker(Tally)
    assert make((1,)) == Tally((1,))
    assert make((1,), "sum", (Paid(0, 1, 5),), note="x") == Tally(
        (1,), "sum", (Paid(0, 1, 5),), note="x"
    )
    made = make((1,))
    assert type(made) is Tally and made.note is None and maker(Tally) is make
    with pytest.raises(FrozenInstanceError):
        made.label = "other"  # type: ignore[misc]
    with pytest.raises(TypeError):
        make((1,), "sum", (), "x")  # ``note`` is a keyword, as for the constructor
    with pytest.raises(TypeError):
        make()


def test_a_class_the_maker_cannot_make_faithfully_is_its_own_maker() -> None:
    @dataclass(frozen=True, slots=True)
    class Checked:
        points: int

        def __post_init__(self) -> None:
            if self.points < 0:
                raise ValueError("points")

    @dataclass(frozen=True)
    class Unslotted:
        points: int

    @dataclass(frozen=True, slots=True)
    class Counted:
        seen: list[int] = field(default_factory=list)

    @dataclass(frozen=True, slots=True)
    class Private:
        _made: int

    for cls in (Checked, Unslotted, Counted, Private):
        assert maker(cls) is cls
    with pytest.raises(ValueError):
        record(Checked).read({"points": -1})
