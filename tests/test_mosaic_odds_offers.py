"""MOSAIC's odds offer a bonus source only when the roll would take it: no press rows while the Advantage pool is
empty (the roll refuses ``--press`` then), press rows once it holds a tile, none on a stat already influenced.

Source: seed 001 "Bonus dice" (pressing an Advantage takes a tile from the pool for +2 dice; each source once) and
"Influence" (no Advantage pressed on an influenced stat); rules/mosaic/odds.py (``_accepted``).
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import Cli

SCRIPT = """\
ledger-script: 1
campaign: {name}
system: mosaic
actions:
  - culture add: {{name: A, playbook: samurai}}
  - culture add: {{name: B, playbook: conquistador}}
  - add-character: {{name: Kenji, playbook: samurai, background: [A:discipline, B:cunning], faith: A:understanding, contacts: A:inspiration}}
  - quest start: {{title: The Flowers, agree: [Kenji]}}
  - session start
  - scene start
{more}"""


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """Empty: no Advantage in the pool. Pool: one B Advantage. Influenced: Kenji's Aggression pressed once already."""
    folder = tmp_path_factory.mktemp("mosaic-odds")
    c = Cli(folder / "store.sqlite")
    more = {"Empty": "", "Pool": "  - advantage add: {culture: B}\n",
            "Influenced": ("  - advantage add: {culture: B, count: 2}\n"
                           "  - roll: {move: Push, as: Kenji, dice: [6, 1, 1, 5, 2], press: B}\n"
                           "  - resolve: {pick: [PU1]}\n"
                           "  - advantage add: {culture: B}\n")}
    for name, extra in more.items():
        path = folder / f"{name}.yaml"
        path.write_text(SCRIPT.format(name=name, more=extra), encoding="utf-8")
        c("replay", str(path))
    return c


def _sources(store: Cli, campaign: str) -> list[list[str]]:
    data: Any = store.json("odds", "roll", "Push", "--as", "Kenji", "--campaign", campaign)
    return [m["sources"] for m in data["more"]]


def test_empty_pool_offers_no_press(store: Cli) -> None:
    """Seed 001 "Bonus dice": a press takes a tile from the pool; with none there, neither the roll nor its odds
    offer one."""
    assert _sources(store, "Empty") == [["tile"]]
    shown = store("odds", "roll", "Push", "--as", "Kenji", "--campaign", "Empty", "--lang", "de").stdout
    assert "Vorteil +2" not in shown and "Mosaikstein +1" in shown
    proc = store("roll", "Push", "--as", "Kenji", "--press", "B", "--dice", "1,2,3,4,5", "--campaign", "Empty", ok=False)
    assert proc.returncode == 2 and "press" in proc.stderr


def test_a_pool_tile_offers_the_press(store: Cli) -> None:
    assert _sources(store, "Pool") == [["tile"], ["press"], ["tile", "press"]]
    shown = store("odds", "roll", "Push", "--as", "Kenji", "--campaign", "Pool", "--lang", "de").stdout
    assert "kritische 12 (Vorteil +2)" in shown


def test_an_influenced_stat_offers_no_press(store: Cli) -> None:
    """Seed 001 "Influence": an influenced stat takes no pressed Advantage (a tile is still allowed)."""
    sheet = store.json("sheet", "Kenji", "--campaign", "Influenced")
    assert sheet["stats"]["aggression"]["influenced_by"] == ["B"]
    assert store.json("group", "--campaign", "Influenced")["pool"].get("B")       # a B tile is there to press
    assert _sources(store, "Influenced") == [["tile"]]
