"""MOSAIC through the real ``ledger`` command on a temporary store: a played scene's values, German
labels, and every bad input of docs/systems/mosaic.md as one ``error: <field>:`` line, exit code 2, store unchanged.

The store holds several campaigns: ``Forum`` is played command by command; the others are replayed
from small scripts so that each bad input meets the state it needs (an open roll on an influenced
stat with a full pool, a roll whose tile is spent, an open interaction, a rest without Experience).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import Cli

HEADER = "ledger-script: 1\ncampaign: {name}\nsystem: mosaic\nactions:\n"
CAST = """\
  - culture add: {name: A, playbook: samurai}
  - culture add: {name: B, playbook: conquistador}
  - culture add: {name: C, playbook: priest}
  - add-character: {name: Kenji, playbook: samurai, background: [A:discipline, B:cunning], faith: A:understanding, contacts: A:inspiration}
  - add-character: {name: Diego, playbook: conquistador, background: [A:aggression, B:cunning], faith: B:understanding, contacts: B:inspiration}
  - add-character: {name: Itzel, playbook: priest, background: [A:aggression, A:discipline], faith: A:cunning, contacts: C:understanding}
  - npc add: {name: Yaotl, culture: A, rank: 2}
  - npc add: {name: Malinal, culture: B, rank: 1}
  - quest start: {title: The Flowers, agree: [Kenji, Diego, Itzel]}
  - session start
"""
SCRIPTS = {
    # An open Push by Kenji (Aggression, highlighted) on a stat influenced by B, with the pool full (3 of 3).
    "Window": CAST + """\
  - scene start
  - advantage add: {culture: B, count: 2}
  - roll: {move: Push, as: Kenji, dice: [6, 1, 1, 5, 2], press: B}
  - resolve: {pick: [PU1]}
  - advantage add: {culture: A, count: 3}
  - roll: {move: Push, as: Kenji, dice: [2, 3, 4]}
""",
    # An open Hold by Diego whose tile is already spent.
    "Used": CAST + """\
  - scene start
  - roll: {move: Hold, as: Diego, dice: [2, 3, 4, 5], tile: true}
""",
    # An interaction with Yaotl is open.
    "Talk": CAST + """\
  - scene start
  - roll: {move: Initiate Interaction, as: Kenji, with: Yaotl, dice: [6, 5, 1, 1]}
  - resolve: {pick: [II1], as: GM, gm-move: "Yaotl's guards watch"}
""",
    # A rest with no Experience.
    "Camp": CAST + "  - rest start\n",
}


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """One store: the campaign Forum played through the CLI, and the scripted campaigns above."""
    folder = tmp_path_factory.mktemp("mosaic")
    c = Cli(folder / "store.sqlite")
    for name, body in SCRIPTS.items():
        script = folder / f"{name}.yaml"
        script.write_text(HEADER.format(name=name) + body, encoding="utf-8")
        c("replay", str(script))
    forum = ["--campaign", "Forum"]
    # Forum: created and played through single commands, as a table types them.
    c("create", "Forum", "--system", "mosaic")
    c("culture", "add", "A", "--playbook", "samurai", *forum)
    c("culture", "add", "B", "--playbook", "Konquistador", *forum)
    c("add-character", "Kenji", "--playbook", "samurai", "--background", "A:discipline", "--background", "B:cunning",
      "--faith", "A:understanding", "--contacts", "A:inspiration", "--item", "aggression=Katana", *forum)
    c("add-character", "Diego", "--playbook", "conquistador", "--background", "A:aggression", "--background", "B:cunning",
      "--faith", "B:understanding", "--contacts", "B:inspiration", *forum)
    c("npc", "add", "Yaotl", "--culture", "A", "--rank", "2", *forum)
    c("npc", "add", "Malinal", "--culture", "B", *forum)
    c("quest", "start", "The Flowers", "--agree", "Kenji,Diego", *forum)
    c("session", "start", *forum)
    c("scene", "start", "--title", "Der Damm", *forum)
    c("roll", "Vorstoßen", "--as", "Kenji", "--dice", "6,2,3", *forum)                  # 9 ...
    c("spend-tile", "--as", "Kenji", "--dice", "5", *forum)                            # ... 11 after the tile
    c("resolve", "--pick", "PU2", "--as", "Kenji", *forum)
    c("advantage", "add", "B", *forum)
    c("roll", "Avoid", "--as", "Diego", "--dice", "1,4", "--self-initiated", *forum)
    c("press", "B", "--as", "Diego", "--dice", "6,6", *forum)                          # kept 6+6: a critical
    c("resolve", "--pick", "AV1", *forum)
    return c


def test_played_scene_values(store: Cli) -> None:
    kenji = store.json("sheet", "kenji", "--campaign", "Forum")
    assert kenji["playbook"] == "samurai" and kenji["highlights"] == ["aggression"]
    assert kenji["tiles"]["A"] == {"available": 3, "spent": 1, "capacity": 4}
    assert kenji["stats"]["aggression"]["items"] == ["Katana"]
    diego = store.json("sheet", "Diego", "--campaign", "Forum")
    assert diego["stats"]["cunning"]["influenced_by"] == ["B"]
    assert diego["tiles"]["B"] == {"available": 4, "spent": 0, "capacity": 4}           # nothing spent: nothing restored
    group = store.json("group", "--campaign", "Forum")
    assert group["trust"] == {"base": 2, "temp": 0} and group["pool"] == {"B": 1}        # the 12's Advantage: Cunning is B
    assert group["gm_moves_due"] == [] and group["disputable"] == [14]
    rows = store.json("history", "--campaign", "Forum")
    roll = rows[10]["events"][0]
    assert rows[10]["command"] == "roll" and roll["kind"] == "MoveRolled"
    assert roll["detail"]["dice"] == [6, 2, 3] and roll["detail"]["kept"] == [0, 2] and roll["detail"]["dice_source"] == "physical"
    resolved = rows[12]["events"][0]["detail"]["roll"]
    assert [d["face"] for d in resolved["dice"]] == [6, 2, 3, 5] and resolved["kept"] == [0, 3] and resolved["total"] == 11
    assert [d["source"] for d in resolved["dice"]] == ["base", "base", "highlight", "tile"]
    assert rows[15]["why"] == ["roll #14"]


def test_german_labels(store: Cli) -> None:
    sheet = store("sheet", "Kenji", "--campaign", "Forum", "--lang", "de").stdout
    assert "Mosaiksteine" in sheet and "hervorgehoben" in sheet and "Disziplin" in sheet
    history = store("history", "--campaign", "Forum", "--lang", "de").stdout
    assert "Verlauf" in history and "Vorstoßen" in history and "Erfolg" in history
    assert "Vorteil" in store("group", "--campaign", "Forum", "--lang", "de").stdout


def test_seeded_roll_records_its_seed(store: Cli) -> None:
    out = store("roll", "Hold", "--as", "Diego", "--seed", "42", "--campaign", "Forum").stdout
    try:
        detail = store.json("history", "--campaign", "Forum")[-1]["events"][0]["detail"]
        import random

        rng = random.Random(42)
        assert detail["dice"] == [rng.randint(1, 6) for _ in range(3)] and detail["dice_source"] == "seed:42"
        assert "(seed 42)" in out
    finally:
        store("resolve", "--as", "GM", "--pick", "HO1", "--gm-move", "x", "--campaign", "Forum")


BAD = [
    # a bonus source used twice on one roll
    (("spend-tile", "--as", "Diego", "--dice", "4"), "Used", "tile"),
    (("invest", "--as", "Diego"), "Used", "invest"),
    # a press on an influenced stat; an investment into a full pool; a tile of the wrong culture
    (("press", "A", "--as", "Kenji", "--dice", "6,6"), "Window", "press"),
    (("invest", "--as", "Kenji"), "Window", "invest"),
    (("spend-tile", "--as", "Kenji", "--culture", "B", "--dice", "6"), "Window", "culture"),
    (("press", "C", "--as", "Kenji", "--dice", "6,6"), "Used", "press"),                  # no C tile in the pool
    # interaction moves outside an interaction, or with another NPC
    (("roll", "Reason", "--as", "Kenji", "--dice", "6,6"), "Forum", "move"),
    (("roll", "Feilschen", "--as", "Diego", "--with", "Malinal", "--dice", "6,6"), "Talk", "with"),
    # milestones outside a rest, or without enough Experience
    (("milestone", "train", "--as", "Kenji", "--item", "Bow"), "Forum", "phase"),
    (("milestone", "train", "--as", "Kenji", "--item", "Bow"), "Camp", "milestone"),
    # dice of the wrong count for the pool
    (("roll", "Push", "--as", "Kenji", "--dice", "6,2"), "Forum", "dice"),
    (("roll", "Avoid", "--as", "Kenji", "--dice", "6,2,3"), "Forum", "dice"),
    (("roll", "Initiate Interaction", "--as", "Kenji", "--with", "Yaotl", "--dice", "6,6"), "Forum", "dice"),
    # other refusals
    (("roll", "Push", "--as", "Kenji", "--dice", "6,2,7"), "Forum", "dice"),
    (("roll", "Fly", "--as", "Kenji", "--dice", "6,2"), "Forum", "move"),
    (("roll", "Push", "--as", "Nobody", "--dice", "6,2,1"), "Forum", "as"),
    (("roll", "Push", "--as", "Kenji", "--dice", "6,2,1"), "Window", "phase"),
    (("resolve", "--pick", "PU1", "--pick", "PU2"), "Window", "pick"),
    (("resolve", "--pick", "PU1", "--as", "Kenji", "--gm-move", "x"), "Window", "gm_move"),
    (("add-character", "Zed", "--playbook", "priest", "--faith", "A:cunning", "--contacts", "A:discipline"), "Forum", "playbook"),
    (("quest", "challenge", "maybe"), "Forum", "outcome"),
    (("sheet", "Kenji", "--campaign", "Forum", "--lang", "fr"), None, "lang"),
    (("rest", "task", "cunning", "--as", "Kenji", "--choice", "xp"), "Forum", "phase"),
]


@pytest.mark.parametrize("args,campaign,field", BAD, ids=[f"{c}:{' '.join(a[:2])} [{f}]" for a, c, f in BAD])
def test_bad_input_is_one_line_and_writes_nothing(store: Cli, args: tuple[str, ...], campaign: str | None, field: str) -> None:
    before = store.bytes()
    proc = store(*args, *(["--campaign", campaign] if campaign else []), ok=False)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}:"), proc.stderr
    assert store.bytes() == before
    assert not Path(str(store.store) + "-wal").exists() or Path(str(store.store) + "-wal").stat().st_size == 0
