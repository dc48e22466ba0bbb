"""``ledger odds MOVE --as NAME [--target T]`` and ``ledger roll ... --odds``.

The Masks odds are checked against an enumeration of the 36 pairs of 2d6 made here, for every total
modifier -3..+4 (reached through Labels, conditions, forward and the clamp); the modifier itself must be
the one the real roll then records, since the odds reuse the roll's own modifier code.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest

from conftest import Cli, Table
from rules.errors import RuleError
from rules.declaration import Context
from rules.system import canonical_args


def enumerate_2d6(modifier: int) -> dict[str, Fraction]:
    """The chance of each Masks tier for 2d6 + ``modifier``, by listing all 36 pairs (10+, 7-9, 6-)."""
    counts = {"strong_hit": 0, "weak_hit": 0, "miss": 0}
    for a, b in product(range(1, 7), repeat=2):
        total = a + b + modifier
        counts["strong_hit" if total >= 10 else "weak_hit" if total >= 7 else "miss"] += 1
    return {k: Fraction(v, 36) for k, v in counts.items()}


def odds_of(table: Table, who: str, **args: object) -> dict:
    view = table.system.views.odds
    return view(table.state, "roll", {"move": "directly engage", **args}, Context(who, table.actions + 1), "en")


# (Danger Label, forward, Afraid marked) -> the modifier the rules apply (the clamp: -3 floor, +4 cap).
SETUPS = [
    ((-2, -1, False), -3), ((-2, 0, True), -3),          # -4 floored at -3
    ((-2, -1, True), -3),                                # -5 floored at -3
    ((-2, 0, False), -2), ((-1, 0, False), -1), ((0, 0, False), 0), ((1, 0, False), 1), ((2, 0, False), 2),
    ((3, 0, False), 3), ((3, 1, False), 4), ((3, 3, False), 4),                # +6 capped at +4
    ((1, 3, True), 2),
]


@pytest.mark.parametrize("setup,modifier", SETUPS)
def test_masks_odds_match_an_exact_enumeration(setup: tuple[int, int, bool], modifier: int) -> None:
    danger, forward, afraid = setup
    table = Table()
    table.pc("Rook", (danger, 0, 0, 0, 0))
    table.in_scene()
    if forward:
        table.do("forward", character="Rook", amount=forward)
    if afraid:
        table.do("mark", character="Rook", condition="afraid")
    before = table.state
    data = odds_of(table, "Rook")
    assert table.state == before                                      # nothing changed
    assert data["modifier"] == modifier and data["raw_modifier"] == danger + forward - 2 * afraid
    assert (data["clamp"] is None) == (data["raw_modifier"] == modifier)
    expected = enumerate_2d6(modifier)
    assert [o["outcome"] for o in data["outcomes"]] == ["strong_hit", "weak_hit", "miss"]
    for outcome in data["outcomes"]:
        count = round(outcome["probability"] * 36)
        assert Fraction(count, 36) == expected[outcome["outcome"]]
        assert outcome["exact"] == f"{count}/36"
        assert outcome["probability"] == pytest.approx(float(expected[outcome["outcome"]]), abs=1e-12)
    totals = {t["total"]: t["exact"] for t in data["totals"]}
    assert totals == {s + modifier: f"{6 - abs(s - 7)}/36" for s in range(2, 13)}
    # the roll then made records exactly the modifier the odds used
    table.do("roll", move="directly engage", character="Rook", dice=[3, 4])
    assert table.state["roll"]["modifier"] == modifier and table.state["roll"]["total"] == 7 + modifier


def test_every_modifier_from_minus_three_to_plus_four_is_covered() -> None:
    assert {m for _, m in SETUPS} == set(range(-3, 5))


def test_odds_take_every_pre_roll_modifier(table: Table) -> None:
    """Influence over the target (+1), a pending Team from before the roll and Assess answers add up."""
    table.pc("Gale", (0, 0, 0, 1, 0))
    table.pc("Rook", (1, 0, 0, 0, 0))
    table.do("add-npc", name="Vance")
    table.do("influence give", character="Vance", to="Rook")      # Rook holds Influence over Vance
    table.in_scene()
    table.do("roll", move="assess", character="Rook", dice=[5, 5])
    table.do("resolve", pick=["AS1", "AS2"])
    data = odds_of(table, "Rook", target="Vance", acting_on_answers=True)
    assert [m["amount"] for m in data["modifiers"]] == [1, 1, 1] and data["modifier"] == 3
    assert data["target"] == "Vance" and data["roller"] == "Rook"
    assert data["outcomes"][0]["exact"] == "21/36"


def test_odds_refuse_as_the_roll_would(table: Table) -> None:
    table.pc("Rook")
    with pytest.raises(RuleError) as info:
        odds_of(table, "Rook")
    assert info.value.field == "phase"
    table.in_scene()
    with pytest.raises(RuleError) as info:
        odds_of(table, "Rook", move="Nope")
    assert info.value.field == "move"
    with pytest.raises(RuleError) as info:
        table.system.views.odds(table.state, "mark", {}, Context("Rook", 9), "en")
    assert info.value.field == "command"


def test_the_odds_switch_is_never_recorded() -> None:
    roll = Table().system.commands["roll"].args
    assert canonical_args(roll, {"move": "x", "odds": True, "dice": "1,2"}) == {"move": "x", "dice": "1,2"}


# --- the command line ------------------------------------------------------------------------------------

@pytest.fixture
def scene(cli: Cli) -> Cli:
    cli("create", "Halcyon")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")       # Danger +3
    cli("add-npc", "Vance")
    cli("session", "start")
    cli("scene", "start")
    return cli


def test_ledger_odds(scene: Cli) -> None:
    data = scene.json("odds", "Directly Engage", "--as", "rook", "--target", "Vance")
    assert data["modifier"] == 3 and data["roller"] == "Rook" and data["target"] == "Vance"
    assert [(o["outcome"], o["exact"]) for o in data["outcomes"]] == [("strong_hit", "21/36"), ("weak_hit", "12/36"), ("miss", "3/36")]
    table = scene("odds", "Enfrentarse", "--as", "Rook", "--lang", "es").stdout
    assert "Probabilidades" in table and "58,3 % (21/36)" in table and "éxito total (10+)" in table and "+3 Peligro" in table


def test_roll_with_odds_prints_them_first_and_records_the_roll_as_before(scene: Cli) -> None:
    from ledger.store.application import LedgerApp
    from ledger.projections.timeline import collect

    before = scene.json("history")
    out = scene("roll", "Directly Engage", "--as", "Rook", "--dice", "4,5", "--odds").stdout
    assert out.index("21/36") < out.index("action 5: roll (Rook)") and "4+5 +3 (Danger) = 12" in out
    rows = scene.json("history")
    assert len(rows) == len(before) + 1 and rows[-1]["events"][0]["detail"]["total"] == 12
    app = LedgerApp(scene.env.get("LEDGER_STORE") or scene.store)
    inputs = collect(app.campaign_events("Halcyon"))[5].inputs
    assert inputs["args"] == {"move": "Directly Engage", "dice": "4,5"}
    assert "odds" not in str(inputs)


@pytest.mark.parametrize("args,field", [
    (("odds",), "usage"),                                                  # no move
    (("odds", "Nope", "--as", "Rook"), "move"),
    (("odds", "Directly Engage", "--as", "Nobody"), "as"),
    (("odds", "Directly Engage", "--as", "Rook", "--target", "Rook"), "target"),
    (("odds", "Directly Engage", "--as", "Rook", "--bogus", "1"), "usage"),
    (("odds", "Directly Engage", "--as", "Rook", "--lang", "xx"), "lang"),
    (("roll", "Directly Engage", "--as", "Rook", "--target", "Nobody", "--odds"), "target"),
])
def test_odds_bad_input_is_one_line_and_writes_nothing(scene: Cli, args: tuple[str, ...], field: str) -> None:
    before = scene.bytes()
    proc = scene(*args, ok=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}:"), proc.stderr
    assert proc.stdout == "" and scene.bytes() == before


def test_odds_outside_a_scene_and_without_naming_the_command(tmp_path: Path) -> None:
    masks = Cli(tmp_path / "m.sqlite")
    masks("create", "Halcyon")
    masks("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    proc = masks("odds", "Directly Engage", "--as", "Rook", ok=False)
    assert proc.returncode == 2 and proc.stderr.strip() == "error: phase: no roll can be made while the session is not started"
    other = Cli(tmp_path / "b.sqlite")
    other("create", "Salt", "--system", "basic")
    proc = other("odds", "x", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: command: name the command first, one of attack roll, attack defend, get-answers, ")
    assert len(proc.stderr.splitlines()) == 1


def test_mouse_guard_odds_from_the_command_line_name_a_two_word_command(tmp_path: Path) -> None:
    """``ledger odds test ...`` and ``ledger odds conflict disposition ...``: seed 004's pools, nothing recorded."""
    mg = Cli(tmp_path / "mg.sqlite")
    mg("create", "Patrol", "--system", "mouseguard")
    mg("add-character", "Brand", "--nature", "4", "--will", "3", "--health", "5", "--skill", "fighter=4")
    mg("add-character", "Bandit", "--kind", "npc", "--nature", "3", "--will", "3", "--health", "5", "--skill", "fighter=4")
    for line in (("session", "start"), ("turn", "gm"), ("scene", "start")):
        mg(*line)
    before = mg.bytes()
    out = mg("odds", "test", "fighter", "--ob", "4", "--as", "Brand").stdout
    assert "1/16" in out and mg.bytes() == before
    mg("conflict", "start", "--type", "fight", "--team", "Brand", "--goal", "catch", "--opponents", "Bandit",
       "--opponent-goal", "flee")
    out = mg("odds", "conflict", "disposition", "--as", "Brand").stdout
    assert "disposition 9" in out and "6/16" in out


def test_odds_usage_refusals_read_in_the_campaigns_language(tmp_path: Path) -> None:
    """README "Using the ledger" (``--lang``: every refusal in the system's language) and seed 004's Spanish
    ("orden" for a command): ``ledger odds`` with no command named, or the command's argument missing, refuses in
    Spanish under ``--lang es`` and points at the command's own help."""
    mg = Cli(tmp_path / "mg.sqlite")
    mg("create", "Patrol", "--system", "mouseguard")
    proc = mg("odds", "--lang", "es", ok=False)
    assert proc.returncode == 2 and proc.stderr == ("error: command: nombra primero la orden, una de test, oppose, "
                                                    "break-tie, conflict disposition, conflict roll "
                                                    "(ledger odds ORDEN ARGUMENTOS...)\n")
    proc = mg("odds", "test", "--lang", "es", ok=False)
    assert proc.returncode == 2 and proc.stderr == "error: usage: falta el argumento 'HABILIDAD' (ver: ledger test --help)\n"
    proc = mg("odds", "test", ok=False)
    assert proc.stderr == "error: usage: Missing argument 'SKILL'. (see: ledger test --help)\n"


def test_odds_outside_a_mission_turn_read_whole_in_the_campaigns_language(tmp_path: Path) -> None:
    """Seed 004 ("Turno del DJ", "Turno de los Jugadores"): a test outside a turn is refused; the odds' refusal of
    it reads wholly in Spanish under ``--lang es`` (the gate's reason holds a clause of its own after a ``;``, and the
    frame around it was left in English), and the reason after the frame is the one the test itself gives."""
    mg = Cli(tmp_path / "mg.sqlite")
    mg("create", "Patrol", "--system", "mouseguard")
    mg("add-character", "Brand", "--nature", "4", "--will", "3", "--health", "5", "--skill", "fighter=4")
    mg("session", "start")
    mg("scene", "start")
    before = mg.bytes()
    said = mg("odds", "test", "fighter", "--ob", "4", "--as", "Brand", "--lang", "es", ok=False).stderr.strip()
    test = mg("test", "fighter", "--ob", "4", "--as", "Brand", "--lang", "es", ok=False).stderr.strip()
    assert said.startswith("error: phase: ahora no se puede hacer ninguna tirada: ")
    reason = said.split("ninguna tirada: ", 1)[1]
    assert "no hay ningún turno de misión en curso" in reason and reason.split("; ")[-1] in test
    assert "GM's" not in reason and " is " not in reason and mg.bytes() == before
