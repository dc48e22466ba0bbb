"""The real ``ledger`` command on a Pokémon Noir GdR campaign: a played scene's values, Italian and
English display, and the issue's bad inputs (one ``error: <field>:`` line, exit 2, nothing written).

Source: docs/systems/pokemon.md "Playing through the CLI" and seed 002; the store is a temporary SQLite file per module.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import Cli, copy_store


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """A scene with a battle played through the CLI; the battle is over, the scene still open."""
    c = Cli(tmp_path_factory.mktemp("pokemon") / "store.sqlite")
    c("create", "Kanto Noir", "--system", "pokemon")
    c("add-character", "Ash", "--approcci", "2,1,1,0,-1", "--allerta", "1", "--risorse", "3", "--chiave", "Proteggere")
    c("add-pokemon", "Pikachu", "--allenatore", "Ash", "--amicizia", "0", "--potere", "Scossa")
    c("add-character", "Misty")
    c("add-pokemon", "Staryu", "--allenatore", "Misty")
    c("debt", "add", "Ash", "Zio Sam", "--reason", "favore")
    c("session", "start")
    c("scene", "start", "--title", "Il molo")
    c("battle", "start", "--title", "Lotta clandestina")
    c("harm", "Pikachu", "Ferita")
    c("roll", "Scambio di Attacchi", "--as", "Ash", "--approccio", "Grinta", "--pokemon", "Pikachu", "--subito", "leggero",
      "--inflitto", "leggero", "--dice", "4,4")                                                     # 8 + 2 = 10
    c("treat-violently", "Pikachu", "--as", "Ash")                                                   # 10+ -> 14+
    c("resolve", "--pick", "rigeneri:bersaglio=Pikachu,slot=ferita", "--pick", "difendi", "--pick", "Empower")
    c("battle", "harm")
    c("battle", "end")
    return c


def test_played_sheet_values(played: Cli) -> None:
    pika = played.json("sheet", "pikachu")
    assert (pika["amicizia"], pika["danni"], pika["violenza"], pika["allenatore"]) == (-1, [], 11, "Ash")
    assert pika["rigeneri"] == "battaglia #8"
    ash = played.json("sheet", "Ash")
    assert ash["approcci"] == {"grinta": 2, "classe": 1, "acume": 1, "bellezza": 0, "grazia": -1}
    assert (ash["allerta"], ash["risorse"], ash["debiti"], ash["pokemon"]) == (1, 3, {"Zio Sam": "favore"}, ["Pikachu"])
    assert played.json("battle") == {"phase": "none", "id": None, "title": None, "exchange": None, "roll_phase": "idle"}
    assert played.json("wheel")["ritmo"] == 1


def test_played_history_rows(played: Cli) -> None:
    rows = played.json("history")
    roll = rows[10]["events"][0]
    assert rows[10]["command"] == "roll" and roll["kind"] == "MoveRolled"
    assert (roll["detail"]["dice"], roll["detail"]["dice_source"], roll["detail"]["total"], roll["detail"]["tier"]) == ([4, 4], "physical", 10, "10+")
    violent = rows[11]
    assert violent["actor"] == "Ash" and "Pikachu Amicizia: 0 → -1" in violent["changes"]
    assert [e["detail"]["after"] for e in violent["events"] if e["kind"] == "RollPromoted"] == ["14+"]
    resolved = rows[12]["events"][0]["detail"]
    assert resolved["roll"]["tier"] == "14+" and resolved["picks"] == ["rigeneri", "difendi", "potenzi"]
    harm = [e for e in rows[13]["events"] if e["kind"] == "HarmExchanged"][0]["detail"]
    assert harm["subito"] == ["leggero", "nullo"] and harm["inflitto"] == ["leggero", "severo"]
    assert rows[13]["why"] == ["scambio #10"]
    only = played.json("history", "--character", "Pikachu")
    assert {"add-pokemon", "harm", "treat-violently"} <= {r["command"] for r in only}


def test_italian_by_default_english_with_lang(played: Cli) -> None:
    it = played("sheet", "Pikachu").stdout
    assert "Amicizia" in it and "Ferita" in it and "Allenatore" in it
    en = played("sheet", "Pikachu", "--lang", "en").stdout
    assert "Friendship" in en and "Wound" in en and "Trainer" in en
    assert "Scambio di Attacchi" in played("history").stdout
    history_en = played("history", "--lang", "en").stdout
    assert "Exchange of Attacks" in history_en and "History" in history_en
    assert "Cronologia" in played("history").stdout


BAD = [
    (("adjust", "Pikachu", "--amicizia", "-2"), "amicizia"),                      # Friendship below -2
    (("add-pokemon", "Eevee", "--allenatore", "Ash", "--amicizia", "-3"), "amicizia"),
    (("adjust", "Ash", "--allerta", "-2"), "allerta"),                            # Alert below 0
    (("add-character", "Brock", "--allerta", "-1"), "allerta"),
    (("evolve", "Pikachu", "--into", "Raichu", "--clausola"), "character"),       # evolution during violent treatment
    (("roll", "mercato", "--as", "Ash", "--contatto", "zio sam", "--oggetto", "Pozione", "--prezzo", "1", "--dice", "3,3"), "contatto"),
    (("roll", "black market", "--as", "Ash", "--contatto", "Gino", "--oggetto", "Iperpozione", "--prezzo", "4", "--dice", "3,3"), "prezzo"),
    (("roll", "scambio", "--as", "Ash", "--approccio", "grinta", "--dice", "3,3"), "phase"),   # a battle move outside a battle
    (("roll", "osserva", "--as", "Ash", "--dice", "3"), "dice"),                   # dice of the wrong count
    (("roll", "osserva", "--as", "Ash", "--dice", "3,4,5"), "dice"),
    (("roll", "osserva", "--as", "Ash", "--dice", "3,9"), "dice"),
    (("roll", "volare", "--as", "Ash", "--dice", "3,3"), "move"),
    (("roll", "osserva", "--as", "Nessuno", "--dice", "3,3"), "as"),
    (("roll", "cerca", "--as", "Ash", "--approccio", "forza", "--dice", "3,3"), "approccio"),
    (("treat-violently", "Staryu", "--as", "Ash"), "as"),
    (("resolve", "--pick", "potenzi"), "phase"),
    (("battle", "harm"), "phase"),
    (("battle", "end"), "phase"),
    (("harm", "Pikachu", "naso"), "slot"),
    (("debt", "add", "Ash", "Zio Sam"), "contact"),
    (("sheet", "Nessuno"), "character"),
    (("sheet", "Ash", "--lang", "fr"), "lang"),
    (("add-character", "Ash"), "name"),
    (("adjust", "Ash", "--allerta", "abc"), "usage"),
]


def _refused(c: Cli, args: tuple[str, ...], field: str) -> None:
    before = c.bytes()
    proc = c(*args, ok=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}:"), (args, proc.stderr)
    assert c.bytes() == before
    wal = Path(str(c.store) + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0


@pytest.mark.parametrize("args,field", BAD, ids=[" ".join(a[:2]) + f" [{f}]" for a, f in BAD])
def test_bad_input_is_one_line_and_writes_nothing(played: Cli, args: tuple[str, ...], field: str) -> None:
    _refused(played, args, field)


@pytest.mark.sqlite_only
def test_regenerate_twice_in_a_battle(played: Cli, tmp_path: Path) -> None:
    c = Cli(tmp_path / "battle.sqlite")
    copy_store(played.store, c.store)
    c("battle", "start")                                              # a new battle: Rigeneri is open again
    c("harm", "Pikachu", "fatica")
    c("roll", "scambio", "--as", "Ash", "--approccio", "grinta", "--pokemon", "Pikachu", "--dice", "5,5")
    c("resolve", "--pick", "rigeneri:bersaglio=Pikachu,slot=fatica", "--pick", "difendi")
    c("battle", "harm")
    c("harm", "Pikachu", "fatica")
    c("roll", "scambio", "--as", "Ash", "--approccio", "grinta", "--pokemon", "Pikachu", "--dice", "5,5")
    _refused(c, ("resolve", "--pick", "rigeneri:bersaglio=Pikachu,slot=fatica", "--pick", "difendi"), "pick")
    proc = c("resolve", "--pick", "rigeneri:bersaglio=Pikachu,slot=fatica", "--pick", "difendi", ok=False)
    assert "Rigeneri è una volta per battaglia: Pikachu l'ha già usato in battaglia #" in proc.stderr   # Italian first
    proc = c("resolve", "--pick", "rigeneri:bersaglio=Pikachu,slot=fatica", "--pick", "difendi", "--lang", "en", ok=False)
    assert "Rigeneri is once per battle: Pikachu already used it in " in proc.stderr
    assert c.json("sheet", "Pikachu")["danni"] == ["fatica"]


@pytest.mark.sqlite_only
def test_seeded_roll_is_recorded(played: Cli, tmp_path: Path) -> None:
    import random

    c = Cli(tmp_path / "seed.sqlite")
    copy_store(played.store, c.store)
    c("roll", "osserva", "--as", "Ash", "--seed", "42")
    detail = c.json("history")[-1]["events"][0]["detail"]
    rng = random.Random(42)
    assert detail["dice"] == [rng.randint(1, 6), rng.randint(1, 6)] and detail["dice_source"] == "seed:42"


def test_help_lists_the_system(tmp_path: Path) -> None:
    c = Cli(tmp_path / "none.sqlite")
    listing = c("--help").stdout
    assert "Commands of Pokémon Noir GdR (--system pokemon)" in listing and "treat-violently" in listing
    assert "--approccio" in c("--system", "pokemon", "roll", "--help").stdout
    assert not c.has_store()


def test_sample_replays_twice_to_identical_reads(tmp_path: Path) -> None:
    from conftest import ROOT

    script = ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"
    reads = []
    for i in range(2):
        c = Cli(tmp_path / f"{i}.sqlite")
        assert "53 azioni riprodotte" in c("replay", str(script)).stdout      # 002: in Italian
        rows = c.json("history")
        reads.append(([{k: v for k, v in r.items() if k != "time"} for r in rows], c("sheet", "Zanna", "--json").stdout))
    assert reads[0] == reads[1]
    zanna = __import__("json").loads(reads[0][1])
    assert (zanna["amicizia"], zanna["danni"], zanna["modalita_bisogno"]) == (1, ["ko", "menomazione"], True)
    kinds = {e["kind"] for r in reads[0][0] for e in r["events"]}
    assert {"PokemonEvolved", "TreatedViolently", "DebtListed", "MutationMarked", "KnockedOut", "HarmExchanged"} <= kinds
