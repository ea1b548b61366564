"""``Table.queries``: what each seat may ask, as front ends list it. The list is built once
per policy and set of switched-on queries (a server pushes it with every snapshot), so these
tests check that it still follows each seat's switches and the table's policy."""

from __future__ import annotations

from tabletop_widgets import yum
from tabletop_widgets.engine import PERSON, Policy, Table


def listed(table: Table, seat: int) -> dict[str, dict]:
    return {q["name"]: q for q in table.queries(seat)}


def test_the_query_list_follows_each_seats_switches_and_the_policy() -> None:
    table = Table(yum.YumGame(), [PERSON, PERSON], seed=1)
    assert [q["on"] for q in table.queries(0)] == [False, False, False]
    before = table.queries(0)

    table.follow(0, "coach", True)
    assert listed(table, 0)["coach"]["on"] and not listed(table, 1)["coach"]["on"]
    assert not any(q["on"] for q in before), "a list already handed out never changes"

    table.policy = Policy(help_off=frozenset({"coach"}))
    coach = listed(table, 0)["coach"]
    assert not coach["allowed"] and coach["reason"], "the policy's reason is listed"
    assert listed(table, 0)["hint"]["allowed"]

    table.policy = Policy()
    table.follow(0, "coach", False)
    assert table.queries(0) == table.queries(1) == before
    assert table.queries(0) is table.queries(1), "seats with the same switches share one list"
