"""Mouse Guard in the seed's words and order: the order of the scripts under ``mouseguard.conflict.scripting``, the
sides of a conflict named by what they are, a refusal naming the option the user typed, the advancement read in
Spanish.

Seed 004 "Ejemplo de conflicto" ("Siempre el master dira cuales serán sus tres acciones y luego el jugador dira sus 3
acciones, luego ya empiezan los turnos"; "Siempre se elige en secreto"), "Conflictos" ("siempre comienza con un pj
(o grupo de ellos) y luego el rival"), "Elevar habilidades" (a rating R rises after R+1 passes and R fails); the
rules catalogue's MG-A10 (``sealedBothSides`` by default: both sides seal before any reveal; ``gmDeclaresFirst``:
the seed literal); the developers' guide (a refusal names the field as the user typed it, writes nothing).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import Cli

SCRIPT = """\
ledger-script: 1
campaign: Ford
system: mouseguard
{options}actions:
  - add-character: {{name: Brand, nature: 4, will: 3, health: 5, skill: [fighter=4, hunter=2], weapon: [spear]}}
  - add-character: {{name: Wren, nature: 4, will: 4, health: 4, skill: [hunter=3, fighter=2], weapon: [knife]}}
  - add-character: {{name: Rogard, nature: 5, will: 4, health: 4, skill: [fighter=1]}}
  - add-character: {{name: Water Snake, kind: animal, nature: 6}}
  - session start
  - turn gm
  - scene start: {{title: The crossing, with: [Brand, Wren, Water Snake]}}
  - conflict start: {{type: Fight Animal, team: [Brand, Wren], goal: Drive it off, opponents: [Water Snake],
                     opponent-goal: Eat a mouse}}
"""
DISPOSITIONS = """\
  - conflict disposition: {as: Wren, dice: [6, 5, 4]}
  - conflict disposition: {as: Water Snake, dice: [6, 4, 3, 2, 1, 1]}
"""


def campaign(folder: Path, scripting: str | None = None, dispositions: bool = True) -> Cli:
    """A store at the first exchange's scripts of a fight (``dispositions`` false: just declared): the team Brand
    and Wren against the Water Snake."""
    options = f"options: {{mouseguard.conflict.scripting: {scripting}}}\n" if scripting else ""
    path = folder / "ford.yaml"
    path.write_text(SCRIPT.format(options=options) + (DISPOSITIONS if dispositions else ""), encoding="utf-8")
    cli = Cli(folder / "ford.sqlite")
    cli("replay", str(path))
    return cli


def awaited(cli: Cli) -> list[tuple[str, bool]]:
    """``(side, may script now)`` of each script ``ledger status --json`` says is still to come."""
    return [(e["side"], e["now"]) for e in cli.json("status")["phases"]["conflict"]["scripts_awaited"]]


def refused(cli: Cli, *args: str) -> str:
    """The one line ``args`` is refused with (exit 2, nothing written)."""
    before = cli.bytes()
    proc = cli(*args, ok=False)
    assert proc.returncode == 2 and len(proc.stderr.splitlines()) == 1 and cli.bytes() == before
    return proc.stderr.strip()


def test_gm_declares_first_means_the_gm_side_scripts_then_the_players(tmp_path: Path) -> None:
    """The seed literal: the GM says his three actions, then the player his; status and its rows say whose script is
    awaited; no volley is revealed before both are in."""
    cli = campaign(tmp_path, "gmDeclaresFirst")
    assert awaited(cli) == [("opponents", True), ("team", False)]
    rows = cli("status").stdout
    assert "scripts awaited │ Water Snake (the GM's side scripts first), then Brand, Wren" in rows
    assert "acciones pendientes │ Water Snake (el bando del DJ elige primero), luego Brand, Wren" in \
        cli("status", "--lang", "es").stdout
    assert refused(cli, "conflict", "script", "--side", "Brand", "--actions", "attack,defend,attack") == \
        "error: side: under mouseguard.conflict.scripting=gmDeclaresFirst the opponents (the GM's side) script first"
    assert refused(cli, "conflict", "script", "--as", "Wren", "--actions", "attack,defend,attack") == \
        "error: as: under mouseguard.conflict.scripting=gmDeclaresFirst the opponents (the GM's side) script first"
    assert refused(cli, "conflict", "reveal").startswith("error: phase: 'conflict reveal' is not allowed while the "
                                                         "sides are scripting their actions")
    cli("conflict", "script", "--side", "Water Snake", "--actions", "attack,defend,feint")
    assert awaited(cli) == [("team", True)]
    assert refused(cli, "conflict", "reveal").startswith("error: phase: 'conflict reveal' is not allowed while")
    cli("conflict", "script", "--as", "Brand", "--actions", "attack,defend,attack")
    assert cli.json("status")["phases"]["conflict"]["scripts_awaited"] == []
    assert "scripts awaited" not in cli("status").stdout
    cli("conflict", "reveal")
    assert cli.json("conflict")["current"]["actions"] == [{"action": "attack", "actor": "Brand"},
                                                          {"action": "attack", "actor": "Water Snake"}]


def test_sealed_both_sides_takes_the_scripts_in_either_order(tmp_path: Path) -> None:
    """The catalogue's default: both sides seal, in any order, before any reveal."""
    cli = campaign(tmp_path)
    assert awaited(cli) == [("team", True), ("opponents", True)]
    assert "scripts awaited │ Brand, Wren; Water Snake (in any order)" in cli("status").stdout
    cli("conflict", "script", "--side", "Brand", "--actions", "attack,defend,attack")
    assert awaited(cli) == [("opponents", True)]
    assert refused(cli, "conflict", "reveal").startswith("error: phase: 'conflict reveal' is not allowed while")
    cli("conflict", "script", "--side", "Water Snake", "--actions", "attack,defend,feint")
    cli("conflict", "reveal")


def first_volley(folder: Path, team: str, snake: str) -> Cli:
    """The fight with both scripts sealed (``team``'s and the snake's three actions) and its first volley revealed."""
    cli = campaign(folder)
    cli("conflict", "script", "--side", "Brand", "--actions", team)
    cli("conflict", "script", "--side", "Water Snake", "--actions", snake)
    cli("conflict", "reveal")
    return cli


@pytest.fixture(scope="module")
def revealed(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """The fight at its first volley, revealed: Brand's Attack against the snake's."""
    return first_volley(tmp_path_factory.mktemp("ford"), "attack,defend,attack", "attack,defend,feint")


@pytest.mark.parametrize("args,field", [
    (("--as", "Wren"), "as"), (("--character", "Wren"), "character"), (("--as", "Rogard", "--character", "Wren"), "character"),
])
def test_a_roll_for_an_action_not_yours_names_the_option_you_typed(revealed: Cli, args: tuple[str, ...],
                                                                   field: str) -> None:
    assert refused(revealed, "conflict", "roll", *args, "--dice", "6,5") == \
        f"error: {field}: this volley's action for that side is Brand's"
    assert refused(revealed, "conflict", "roll", *args, "--dice", "6,5", "--lang", "es") == \
        f"error: {field}: en esta acción, por ese bando actúa Brand"


def test_a_mouse_on_neither_side_is_refused_under_the_option_that_named_him(revealed: Cli) -> None:
    for args, field in ((("--as", "Rogard"), "as"), (("--character", "Rogard"), "character")):
        assert refused(revealed, "conflict", "roll", *args, "--dice", "6,5") == \
            f"error: {field}: Rogard is on neither side of conflict #8; sides: Brand, Wren / Water Snake"
    assert refused(revealed, "conflict", "roll", "--dice", "6,5") == \
        "error: character: name the character (or act --as the character)"        # the GM must add --character


def test_a_disposition_refusal_names_the_option_typed(tmp_path: Path) -> None:
    cli = campaign(tmp_path, dispositions=False)
    cli("conflict", "disposition", "--as", "Wren", "--dice", "6,5,4")
    for args, field in ((("--as", "Brand"), "as"), (("--character", "Brand"), "character")):
        assert refused(cli, "conflict", "disposition", *args, "--dice", "6,5") == \
            f"error: {field}: Brand's side already has its disposition (7)"      # Hunter 3: 3 successes + Health 4
        assert refused(cli, "conflict", "disposition", *args[:1], "Rogard", "--dice", "6,5") == \
            f"error: {field}: Rogard is on neither side of conflict #8; sides: Brand, Wren / Water Snake"


def test_the_sides_are_named_by_what_they_are_in_the_history(tmp_path: Path) -> None:
    """Not "bando 1": the team (--team, the seed's "pj (o grupo de ellos)") and the opponents ("el rival")."""
    cli = campaign(tmp_path)
    es = [line.strip() for line in cli("history", "--lang", "es").stdout.splitlines()]
    en = cli("history").stdout
    team, snake = [s["start"] for s in cli.json("conflict")["sides"]]
    assert f"conflicto #8 disposición inicial del equipo: — → {team}" in " ".join(es)
    assert f"conflicto #8 disposición inicial de los rivales: — → {snake}" in " ".join(es)
    assert f"conflict #8 team starting disposition: — → {team}" in en
    assert f"conflict #8 opponents starting disposition: — → {snake}" in en
    assert "bando 1" not in " ".join(es) and "side 1" not in en
    rows = cli("conflict", "--lang", "es").stdout
    assert "equipo " in rows and "rivales " in rows and "bando 1" not in rows


def test_advancement_says_what_is_next_in_the_readers_language(revealed: Cli) -> None:
    """Seed 004 "Elevar habilidades": Fighter 4 rises after 5 passes and 4 fails (the seed's rule, R+1 and R)."""
    fighter = next(s for s in revealed.json("advancement", "Brand", "--lang", "es")["skills"] if s["skill"] == "fighter")
    assert fighter["next"] == "5 éxitos y 4 fallos más para llegar a 5"
    assert "5 éxitos y 4 fallos más para llegar a 5" in revealed("advancement", "Brand", "--lang", "es").stdout
    fighter = next(s for s in revealed.json("advancement", "Brand")["skills"] if s["skill"] == "fighter")
    assert fighter["next"] == "5 more passes and 4 more fails to reach 5"


@pytest.fixture(scope="module")
def maneuvering(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """Brand's Maneuver against the snake's Defend, won by 3 (4 successes to 1): its margin waits to be spent."""
    cli = first_volley(tmp_path_factory.mktemp("ford"), "maneuver,defend,attack", "defend,defend,feint")
    cli("conflict", "roll", "--as", "Brand", "--dice", "6,6,6,6")
    cli("conflict", "roll", "--as", "Water Snake", "--dice", "4,1,1,1,1,1")
    cli("resolve")
    return cli


@pytest.mark.parametrize("args,said", [
    (("--as", "Wren", "--buy", "impede"), "as: Wren has no maneuver margin to spend; waiting: Brand"),
    (("--character", "Wren", "--buy", "impede"), "character: Wren has no maneuver margin to spend; waiting: Brand"),
    (("--as", "Rogard", "--buy", "impede"), "as: Rogard is on neither side of conflict #8; sides: Brand, Wren / Water Snake"),
    (("--as", "Brand", "--buy", "disarm"), "disarm: Disarm takes a weapon (--disarm WEAPON) or a trait (--negate-trait "
                                           "TRAIT) of the opponent, and either is given only with --buy disarm"),
    (("--as", "Brand", "--buy", "impede", "--negate-trait", "Quick"), "negate-trait: Disarm takes a weapon (--disarm "
     "WEAPON) or a trait (--negate-trait TRAIT) of the opponent, and either is given only with --buy disarm"),
    (("--as", "Brand", "--buy", "impede", "--target", "Wren"), "target: Wren is on Brand's own side"),
])
def test_a_maneuver_refusal_names_the_option_typed_or_to_add(maneuvering: Cli, args: tuple[str, ...], said: str) -> None:
    assert refused(maneuvering, "conflict", "maneuver", *args) == f"error: {said}"


def test_the_table_page_says_whose_script_is_awaited(tmp_path: Path) -> None:
    """The web table shows the status rows: under gmDeclaresFirst the GM's side is awaited first (seed 004 "Ejemplo de
    conflicto"), then the player's side, in the reader's language."""
    from starlette.testclient import TestClient

    from ledger.service import Ledger
    from ledger.web import make_app
    from test_mouseguard_table import BANDIT, BRAND, ROGARD, faces
    from web_support import account, grant

    ledger = Ledger(tmp_path / "mg.sqlite", warm=True)
    ledger.create("Darkwater", "mouseguard", {"mouseguard.conflict.scripting": "gmDeclaresFirst"})
    for name, sheet in (("Brand", BRAND), ("Rogard", ROGARD), ("Bandit", BANDIT)):
        ledger.act(None, "add-character", {"name": name, **sheet})
    for command in ("session start", "turn gm", "scene start"):
        ledger.act(None, command, {})
    ledger.act(None, "conflict start", {"type": "fight", "team": ["Brand"], "goal": "catch them", "opponents": ["Bandit"],
                                        "opponent_goal": "get away"})
    ledger.act(None, "conflict disposition", {"character": "Brand", "dice": faces(3, 4)})
    ledger.act(None, "conflict disposition", {"character": "Bandit", "dice": faces(2, 4)})
    account(ledger, "Ana", "a table of five")
    grant(ledger, "Ana", "player", ["Brand"])
    browser = TestClient(make_app(ledger, secret="seed-words"), base_url="http://127.0.0.1")
    signed = browser.post("/api/sign-in", json={"name": "Ana", "password": "a table of five"})
    browser.headers["X-CSRF-Token"] = signed.json()["csrf"]
    page = browser.get("/c/Darkwater").text
    assert "<dt>scripts awaited</dt><dd>Bandit (the GM&#39;s side scripts first), then Brand</dd>" in page
    page = browser.get("/c/Darkwater", headers={"accept-language": "es"}).text
    assert "<dt>acciones pendientes</dt><dd>Bandit (el bando del DJ elige primero), luego Brand</dd>" in page
    ledger.act(None, "conflict script", {"side": "Bandit", "actions": ["maneuver"] * 3})
    page = browser.get("/c/Darkwater").text
    assert "<dt>scripts awaited</dt><dd>Brand</dd>" in page
    ledger.close()


@pytest.mark.parametrize("key,es,en", [
    ("0", "conflicto #9 disposición del equipo", "conflict #9 team disposition"),
    ("1", "conflicto #9 disposición de los rivales", "conflict #9 opponents disposition"),
    ("2", "conflicto #9 disposición del equipo (frente 2)", "conflict #9 team (front 2) disposition"),
    ("5", "conflicto #9 disposición de los rivales (frente 3)", "conflict #9 opponents (front 3) disposition"),
])
def test_a_side_of_several_fronts_is_named_with_its_front(key: str, es: str, en: str) -> None:
    """docs/systems/mouseguard.md "Several teams": front f is the team ``sides.<2f>`` against the opponents
    ``sides.<2f+1>``; the history names both and, after the first, the front."""
    from rules.mouseguard.words import describe

    assert describe(["conflicts", "9", "sides", key, "disposition"], "es") == es
    assert describe(["conflicts", "9", "sides", key, "disposition"], "en") == en
