"""What a Spanish Masks group and an Italian Pokémon group read over the web: a refusal names a command as the
history does (``GameSystem.command_word``; the group's commands too), the desk names a refused field as its control
is labelled and words an unknown argument with those the command takes, Influence and counted rows read as
sentences, a seeded roll's seed in the language, the GM's commands listed as the system's own (running the table,
then its rulings), Pokémon's commands capitalised as seed 002 writes them.

Source: README "Using the ledger" (``--lang``: the history's action column names each command so), README "The
server" (an error's message in the reader's language) and "The web table" (a refusal names the field as its form
labels it; the desk's controls), README "Playing as a group" (``gm-commands``: each system declares its commands and
rulings), seed 000's Spanish "INFLUENCIA" (an adult's Influence, Influence given), seed 002's capitalisation.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from web_support import gm_and_player

SAMPLES = {"masks": "masks-halcyon-nights.yaml", "pokemon": "pokemon-aranciopoli-noir.yaml"}


def said(answer: Any) -> tuple[int, str, str]:
    """(status, field, message) of an error answer."""
    error = answer.json()["error"]
    return answer.status_code, error["field"], error["message"]


@pytest.fixture
def masks(tmp_path: Path) -> Any:
    """``gm_and_player`` over Halcyon Nights in Spanish, Bo the player of Rook."""
    sample = SAMPLES["masks"]
    with gm_and_player(tmp_path / "masks.sqlite", sample, "Rook", "es") as served:
        yield served


@pytest.fixture
def pokemon(tmp_path: Path) -> Any:
    """``gm_and_player`` over Aranciopoli Noir in Italian, Bo the player of Nero."""
    sample = SAMPLES["pokemon"]
    with gm_and_player(tmp_path / "pokemon.sqlite", sample, "Nero", "it") as served:
        yield served


def test_a_refusal_names_the_group_s_commands_as_the_history_does(masks: Any) -> None:
    _, _, bo, base = masks
    rule = "rechazado (solo un Narrador dirige la mesa (invitaciones, gente, permisos, aprobación, propuestas, notas privadas))"
    for path, body, word in (("invitations", {"role": "player", "characters": ["Rook"]}, "invitar"),
                             ("approval", {"approval": "players"}, "aprobación"),
                             ("language", {"language": "es"}, "idioma"),
                             ("people/Dana/grant", {"role": "player"}, "conceder rol")):
        assert said(bo.post(f"{base}/{path}", json=body)) == (403, "command", f"{rule}: Bo es jugador, no Narrador; {word} es del Narrador")


def test_a_phase_refusal_names_the_command_as_the_history_does_on_every_face(masks: Any, tmp_path: Path) -> None:
    from conftest import Cli

    ledger, gm, bo, base = masks
    status, field, message = said(gm.post(f"{base}/commands/scene/end", json={}))
    assert (status, field) == (400, "phase")
    assert message.startswith("'termina la escena' no se puede mientras no hay escena abierta; ahora se puede: "
                              "empieza la sesión, ")
    status, _, message = said(gm.post(f"{base}/commands/roll", json={"move": "Directly Engage a Threat", "as": "Rook",
                                                                       "dice": [1, 1]}))
    assert message.startswith("'tirada' no se puede mientras la sesión está terminada; ")
    gm_rule = ("rechazado (solo un Narrador da las órdenes que dirigen la mesa y las que son decisiones del Narrador): Bo es "
               "jugador, no Narrador; termina la escena dirige la mesa")
    assert said(bo.post(f"{base}/commands/scene/end", json={})) == (403, "command", gm_rule)
    ledger.close()
    cli = Cli(Path(str(tmp_path / "masks.sqlite")))
    got = cli("scene", "end", "--lang", "es", ok=False)
    assert got.returncode == 2
    assert got.stderr.startswith("error: phase: 'termina la escena' no se puede mientras no hay escena abierta; ")


def test_an_italian_refusal_names_the_command_as_the_history_does(pokemon: Any) -> None:
    _, gm, bo, base = pokemon
    status, field, message = said(gm.post(f"{base}/commands/roll", json={"move": "scambio", "as": "Nero", "dice": [1, 1]}))
    assert (status, field) == (400, "phase")
    assert message.startswith("'tiro' non è permesso mentre nessuna scena è aperta; ora si può: inizio Sessione, ")
    assert ", Danno, cura, riposo, Rimedio, Condizione, " in message           # seed 002's capitals, consistently
    assert said(bo.post(f"{base}/commands/scene/start", json={}))[2].endswith(
        ": Bo è un giocatore, non un GM; inizio scena gestisce il tavolo")
    assert said(bo.post(f"{base}/invitations", json={"role": "player", "characters": ["Nero"]}))[2].endswith(
        ": Bo è un giocatore, non un GM; invita spetta al GM")


def test_the_desk_words_an_amend_s_unknown_argument_with_those_its_command_takes(masks: Any) -> None:
    _, gm, _, base = masks
    roll = next(r["action"] for r in gm.get(f"{base}/history").json() if r["command"] == "roll")
    status, field, message = said(gm.post(f"{base}/corrections/amend?face=desk",
                                          json={"action": roll, "pick": ["DE1"], "dry_run": True}))
    assert (status, field) == (422, "pick")
    assert message == ("argumento desconocido; se admite: move, character, target, protect, from, dice, seed, "
                       "acting-on-answers, soldier, as, reason")


def test_the_desk_captions_each_control_a_refusal_may_name(masks: Any) -> None:
    _, gm, _, base = masks
    page = gm.get("/c/" + base.rsplit("/", 1)[1] + "/desk").text
    for caption in ('data-caption="Corregir #"', 'data-caption="Argumentos"', 'data-caption="Caduca (vacío: 48h)"',
                    'data-caption="En cascada"', 'data-caption="Deshacer #"'):
        assert caption in page
    assert "<h3>Aprobación del Narrador</h3>" in page and "Opciones:" not in page
    assert "turnos" not in page and "conflictos" not in page                 # Masks has neither
    assert 'decisiones del Narrador; <span class="listed">dirigir la mesa: nuevo personaje, ' in page


def test_the_gm_s_commands_are_listed_as_the_system_has_them(pokemon: Any) -> None:
    ledger, _, _, _ = pokemon
    row = next(r for r in ledger.permissions(None) if r["rule"] == "gm-commands")
    assert row["meaning"] == "only a GM gives the commands that run the table and those that are the GM's rulings"
    assert "harm" in row["rulings"] and "session start" not in row["rulings"]
    from ledger.group.permissions import listed_in

    listed = listed_in(row)
    assert listed.startswith("running the table: add-character, session start, ")
    assert "; rulings: add-pokemon, battle harm, harm, heal, " in listed


def test_influence_and_counted_rows_read_as_sentences(masks: Any) -> None:
    _, gm, _, base = masks

    def summaries_in(lang: str) -> set[str]:
        return {e["summary"] for r in gm.get(f"{base}/history?lang={lang}").json() for e in r["events"]
                if e.get("summary")}

    summaries = summaries_in("es")
    assert "Influencia ganada (Gale la tiene sobre Rook; Rook se la dio)" in summaries
    assert "Influencia ganada (Captain Meridian la tiene sobre Gale; por ser adulto)" in summaries
    assert "Influencia perdida (Captain Meridian ya no la tiene sobre Vex; rechazada)" in summaries
    assert "Equipo gastado: 1 (motivo: Gale ayuda a Rook)" in summaries
    english = summaries_in("en")
    assert "Influence gained (Gale holds it over Rook; Rook gave it)" in english
    assert not any("cómo" in s or "(la tiene " in s for s in summaries)


def test_a_seeded_roll_names_its_seed_in_the_language(masks: Any) -> None:
    _, gm, _, base = masks
    for path in ("session/start", "scene/start"):
        assert gm.post(f"{base}/commands/{path}", json={}).status_code == 201
    row = gm.post(f"{base}/commands/roll?lang=es", json={"move": "Directly Engage a Threat", "as": "Rook", "seed": 42})
    assert row.status_code == 201
    line = next(e["summary"] for e in row.json()["events"] if e.get("summary"))
    assert "(semilla 42)" in line and "seed:" not in line
