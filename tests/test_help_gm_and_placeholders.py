"""Help words a Spanish or German reader types by: ``--as``'s help names the GM as the lines do (seed 000 "el
Narrador", seed 004 "el DJ", seed 001 "die SL"), ``GM`` kept as typed; Masks' ``end-of-session`` choice says its placeholders in
Spanish (``rules.placeholders``: NOMBRE, CONDICIÓN); the ``influence`` group says what each subcommand does.

Source: README "Using the ledger" (``--lang``, ``--as``), seed 000 (Influencia, Final de sesión), seed 001.
"""

from __future__ import annotations

from pathlib import Path

from conftest import Cli


def flat(text: str) -> str:
    return " ".join(text.split())


def test_as_names_the_gm_by_the_systems_word(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "none.sqlite")
    es = flat(cli("--system", "masks", "--lang", "es", "roll", "--help").stdout)
    de = flat(cli("--system", "mosaic", "--lang", "de", "roll", "--help").stdout)
    assert "--as NOMBRE Quién actúa: el Narrador (GM) o el nombre de un personaje ($LEDGER_ACTOR). [por defecto: GM]" in es
    assert "--as NAME Wer handelt: die SL (GM) oder der Name einer Figur ($LEDGER_ACTOR). [Vorgabe: GM]" in de


def test_end_of_session_placeholders_and_influence_group_in_spanish(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "none.sqlite")
    eos = flat(cli("--system", "masks", "--lang", "es", "end-of-session", "--help").stdout)
    assert ("Te acercas al Equipo: 'EOS1:to=NOMBRE,potential' o 'EOS1:to=NOMBRE,clear=CONDICIÓN' | Mejora tu Imagen "
            "Personal: 'EOS2:up=L,down=L' | Te alejas del Equipo: 'EOS3:from=NOMBRE'") in eos
    assert "NAME" not in eos and "COND'" not in eos
    group = flat(cli("--system", "masks", "--lang", "es", "influence", "--help").stdout)
    assert ("Influencia: 'give' (darla), 'take-advantage' (entregarla a cambio de un efecto), 'accept' (aceptar "
            "lo que dice quien la tiene).") in group


def test_the_rewards_group_says_what_its_subcommands_do(tmp_path: Path) -> None:
    said = flat(Cli(tmp_path / "none.sqlite")("--system", "mouseguard", "--lang", "es", "rewards", "--help").stdout)
    assert "Recompensas: 'give' (darlas a un ratón), 'done' (cerrarlas)." in said
