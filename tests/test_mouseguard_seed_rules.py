"""Mouse Guard rules a newcomer read in seed 004 and found the ledger playing otherwise, through the real ``ledger``
command: each test names the seed section it follows, and each refusal is checked to write nothing.

- "Conflictos": an Attack, Feint or Maneuver tested independently is at Ob 0 ("Dificultad si se hace independiente:
  0"); odds, ``status`` and the history show the same Ob.
- "Condiciones": "Si se llega a valor 0 no podrá hacer pruebas de aptitud o habilidad"; the Nature lost is what was
  there to lose.
- "Condiciones" (Hambriento o sediento: "has de eliminar esta condición antes de ocuparte de cualquier otra, o
  fallarás en tu intento") and "Gastar marcas" ("2 marcas -> Una prueba para recuperarse"): the attempt fails without
  a roll, so typed dice are refused; the checks are spent on the attempt.
- A list option given twice (``--buy impede --buy position``) is told to give its values in one; a tie-break roll
  for a side whose ability is 0 is refused rather than rolled as no dice.
"""

from __future__ import annotations

import pytest

from conftest import ROOT, Cli

HEADER = "ledger-script: 1\ncampaign: {name}\nsystem: mouseguard\nactor: GM\nactions:\n"
#: The scripted campaigns are read in the seed's Spanish.
ES = ("--lang", "es")
PATROL = """\
  - add-character: {name: Brand, nature: 4, will: 3, health: 5, resources: 2, circles: 2, skill: [fighter=4, scout=3],
                    trait: [Brave=2], checks: 3, condition: [hungry, injured]}
  - add-character: {name: Wren, nature: 2, will: 4, health: 4, resources: 2, circles: 3, skill: [scout=4, fighter=2]}
  - add-character: {name: Bandido, kind: npc, nature: 3, skill: [fighter=3]}
  - session start: {title: "Seed"}
  - turn gm
  - scene start
"""
SCRIPTS = {
    # Wren acts against her Nature 2 and fails by 6: the tax asks 6, she has 2 to lose (seed 004 "Naturaleza").
    "Spent": PATROL + "  - test: {skill: fighter, as: Wren, ob: 6, nature: against, dice: [1, 1]}\n  - resolve\n",
    # Wren and the Bandido tie at one success each.
    "Tie": PATROL + ("  - test: {skill: scout, as: Wren, versus: Bandido, dice: [5, 1, 1, 1]}\n"
                     "  - oppose: {skill: fighter, as: Bandido, dice: [4, 1, 1]}\n"),
    "Hungry": PATROL,
}


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """One store: the scripted campaigns above, and the sample Darkwater Crossing up to the volley where
    Tamsin's Attack meets the snake's Attack with no weapon override (independent, seed 004 "Conflictos")."""
    folder = tmp_path_factory.mktemp("mg-seed")
    c = Cli(folder / "store.sqlite")
    for name, body in SCRIPTS.items():
        script = folder / f"{name}.yaml"
        script.write_text(HEADER.format(name=name) + body, encoding="utf-8")
        c("replay", str(script))
    sample = (ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml").read_text(encoding="utf-8")
    lines = sample.splitlines()
    upto = next(i for i, line in enumerate(lines) if "Tamsin Attack vs snake Attack" in line)
    script = folder / "darkwater.yaml"
    script.write_text("\n".join(lines[:upto + 1]) + "\n", encoding="utf-8")
    c("replay", str(script))
    return c


def _refused(store: Cli, *args: str) -> str:
    """The one error line of a refused command, after checking it wrote nothing."""
    before = store.bytes()
    proc = store(*args, ok=False)
    assert proc.returncode == 2 and proc.stdout == "" and len(proc.stderr.strip().splitlines()) == 1
    assert store.bytes() == before
    return proc.stderr.strip()


def test_independent_attack_shows_the_seeds_ob_0_everywhere(store: Cli) -> None:
    """Seed 004 "Conflictos": Ataque "Dificultad si se hace independiente: 0" — odds, status and history agree."""
    camp = ("--campaign", "Darkwater Crossing")
    odds = store.json("odds", "conflict", "roll", "--as", "Tamsin", *camp)
    assert odds["ob"] == 0 and odds["action"] == "attack"
    store("conflict", "roll", "--as", "Tamsin", "--dice", "6,5,5", *camp)
    roll = store.json("status", *camp)["roll"]
    assert (roll["kind"], roll["roller"], roll["ob"], roll["total"], roll["tier"]) == ("volley", "Tamsin", 0, 3, "pass")
    assert "(Tamsin, Ob 0)" in store("status", *camp).stdout
    store("conflict", "roll", "--as", "Water Snake", "--dice", "3,3,2,2,1,1", *camp)
    roll = store.json("status", *camp)["roll"]
    assert roll["ob"] == 0 and roll["versus"]["total"] == 0
    done = store("resolve", *camp).stdout
    assert "independent: successes 3 (Ob 0) / 0 (Ob 0)" in done


def test_nature_lost_is_what_was_there(store: Cli) -> None:
    """Seed 004 "Actuar contra tu Naturaleza": Nature falls by the margin of failure, and no lower than 0."""
    rows = store.json("history", "--campaign", "Spent")
    taxed = next(e for r in rows for e in r["events"] if e["kind"] == "NatureTaxed")
    assert (taxed["detail"]["amount"], taxed["detail"]["before"], taxed["detail"]["nature"]) == (6, 2, 0)
    shown = store("history", "--campaign", "Spent", *ES).stdout
    assert "Wren Naturaleza se deteriora -2 → 0" in shown and "-6 → 0" not in shown


def test_a_mouse_at_nature_0_makes_no_test(store: Cli) -> None:
    """Seed 004 "Condiciones": "Si se llega a valor 0 no podrá hacer pruebas de aptitud o habilidad"."""
    assert store.json("sheet", "Wren", "--campaign", "Spent")["abilities"]["nature"] == 0
    line = _refused(store, "test", "scout", "--as", "Wren", "--ob", "1", "--dice", "4,4,4,4", "--campaign", "Spent", *ES)
    assert line == ("error: as: Wren tiene Naturaleza 0: un ratón con Naturaleza 0 no puede hacer pruebas de "
                    "aptitud o habilidad")
    line = _refused(store, "odds", "test", "will", "--as", "Wren", "--ob", "1", "--campaign", "Spent", *ES)
    assert "Wren tiene Naturaleza 0" in line
    store("test", "scout", "--as", "Brand", "--ob", "1", "--dice", "4,4", "--campaign", "Spent")    # Brand still may


def test_recovery_while_hungry_refuses_typed_dice_and_spends_the_checks(store: Cli) -> None:
    """Seed 004 "Condiciones" (Hambriento o sediento: "o fallarás en tu intento") and "Gastar marcas" ("2 marcas ->
    Una prueba para recuperarse"): no dice are read, the attempt is recorded as failed and costs its 2 checks."""
    camp = ("--campaign", "Hungry", *ES)
    line = _refused(store, "test", "health", "--as", "Brand", "--recover", "injured", "--spend-check",
                    "--dice", "6,5,4", *camp)
    assert line.startswith("error: dice: Brand está Hambriento/Sediento: recuperarse de Herido falla sin tirada")
    assert "quita --dice" in line
    before = store.json("sheet", "Brand", *camp)["checks"]
    out = store("test", "health", "--as", "Brand", "--recover", "injured", "--spend-check", *camp).stdout
    assert "fallo automático (Hambriento/Sediento)" in out and f"marcas: {before} → {before - 2}" in out
    sheet = store.json("sheet", "Brand", *camp)
    assert sheet["checks"] == before - 2 and sheet["conditions"] == ["hungry", "injured"]


def test_a_list_option_given_twice_is_told_to_give_one(store: Cli) -> None:
    """A maneuver buys several effects at once (seed 004 "Conflictos", Maniobra: "Puedes comprar varios"): the list
    goes in one option."""
    camp = ("--campaign", "Tie", *ES)
    line = _refused(store, "conflict", "maneuver", "--as", "Brand", "--buy", "impede", "--buy=position", *camp)
    assert line == ("error: buy: dado más de una vez; admite una lista: da todos los valores en uno, p. ej. "
                    "--buy impede,position")
    line = _refused(store, "clear", "Brand", "hungry", "--reason", "a", "--reason", "b", *camp)
    assert line == "error: reason: dado más de una vez; dalo una sola vez"


def test_tie_break_roll_against_no_dice_is_refused(store: Cli) -> None:
    """Catalogue MG-A04 (a tie broken by a roll) where the seed's NPC has no Will: nothing to roll, so refused —
    ``--versus-dice ""`` no longer stands for a roll of no dice."""
    camp = ("--campaign", "Tie", *ES)
    line = _refused(store, "break-tie", "--roll", "--dice", "1,1,1,1", "--versus-dice", "", *camp)
    assert line == ("error: ability: Bandido tiene Voluntad 0 y no tiraría ningún dado; deshaz el empate con otra "
                    "aptitud (--ability voluntad, salud o naturaleza) o con un rasgo (--trait)")
    out = store("break-tie", "--roll", "--ability", "nature", "--dice", "4,1", "--versus-dice", "1,1,1", *camp).stdout
    assert "Wren 4,1 = 1 / Bandido 1,1,1 = 0 → Wren" in out

