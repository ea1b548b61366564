"""The coach's dealing adds each batch of played worlds to its deals (``add_batch``)."""

from tabletop_widgets.gin_rummy.coach import Deals, add_batch


def test_a_batch_adds_every_moves_points_and_undercuts() -> None:
    deals = Deals([[1.0], [2.0]], [0, 1], worlds=1, batches=[1])
    add_batch(deals, [[("knock", 5), ("undercut", -20)], [("gin", 25), ("draw", 0)]], 2)
    assert deals.values == [[1.0, 5, 25], [2.0, -20, 0]]
    assert deals.undercuts == [0, 2]
    assert (deals.worlds, deals.batches) == (3, [1, 2])
