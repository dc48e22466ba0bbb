"""Pokémon Noir faults a newcomer found: Treat Violently offered only when the command would take it, refusals in
Italian with no seed line numbers and no English kind names, a marked slot refused with Italian agreement, one
table for Treat Violently's choices, and a roll already at its move's top class that stays there.

Source: seed 002, "Trattare Violentemente" ("Non utilizzabile con Tenta il Tutto per Tutto"; "aumenta di una classe
di successo ... il risultato che ha ottenuto sulla Mossa innescata, se ce n'è una (... un 10+ diventa un 14+)":
Osservare una situazione tesa has no 14+, so its 10+ stays), "Danno" (the slots Ferita, Fatica, KO); README "Using
the ledger" (every "allowed now" list comes from the same gates that decide).
"""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest

from conftest import ROOT, Cli

from rules.errors import RuleError
from test_pick_counts_agree import _pokemon_game


def _game(tmp_path: Path) -> Cli:
    """Nero (with Zanna, Friendship +1) and Vera (no Pokémon) in an open scene of an Italian campaign."""
    c = Cli(tmp_path / "noir.sqlite")
    c("create", "Prova", "--system", "pokemon")
    c("add-character", "Nero")
    c("add-character", "Vera")
    c("add-pokemon", "Zanna", "--allenatore", "Nero", "--amicizia", "1")
    c("session", "start")
    c("scene", "start")
    return c


def _offered(c: Cli) -> bool:
    """Whether ``status`` offers Treat Violently now (its Italian word in the "allowed now" row a roll open shows)."""
    return "Trattare Violentemente" in c("status").stdout


def test_go_all_out_closes_treat_violently_in_status_and_refusals(tmp_path: Path) -> None:
    """A Go All Out roll open: status does not offer Treat Violently, any other refusal's list does not either, and
    the command's own refusal says why in Italian, with no seed line citation; nothing is written."""
    c = _game(tmp_path)
    c("roll", "tutto", "--as", "Nero", "--pokemon", "Zanna", "--potere", "Fulmine", "--dice", "2,2")
    assert not _offered(c)
    other = c("scene", "end", ok=False)
    assert other.returncode == 2 and "Trattare Violentemente" not in other.stderr
    before = c.bytes()
    err = c("treat-violently", "Zanna", "--as", "Nero", ok=False)
    assert err.returncode == 2 and c.bytes() == before
    assert err.stderr.startswith("error: phase: 'Trattare Violentemente' non è permesso ora: il tiro #6 è Tenta il Tutto per "
                                 "Tutto: non si può Trattare Violentemente con esso; ora si può: ")
    assert "(002" not in err.stderr and "Trattare Violentemente" not in err.stderr.split("ora si può: ")[1]


def test_another_trainers_roll_closes_it_when_no_pokemon_of_theirs_could(tmp_path: Path) -> None:
    """Vera (no Pokémon) rolls: no Pokémon may be treated violently during her move, and status says so."""
    c = _game(tmp_path)
    c("roll", "osserva", "--as", "Vera", "--dice", "3,3")
    assert not _offered(c)
    err = c("treat-violently", "Zanna", "--as", "Nero", ok=False).stderr
    assert "il tiro #6 è di Vera; Nero tratta Zanna violentemente durante una sua mossa o senza tiri aperti" in err


@pytest.mark.parametrize("move,args", [
    ("tutto", {"pokemon": "Pikachu", "potere": "X"}), ("cerca", {"approccio": "grinta"}),
    ("scambio", {"approccio": "grinta", "pokemon": "Pikachu"}), (None, {}),
])
def test_the_gate_opens_exactly_when_the_command_goes_through(move: str | None, args: dict[str, str]) -> None:
    """For each state (a roll of ``move`` open, once and after one treatment; no roll), "allowed now" lists
    treat-violently exactly when the command succeeds for the trainer's Pokémon."""
    from rules.pokemon.gates import allowed

    system, state, do = _pokemon_game(False)
    if move:
        state = do(state, "roll", "Ash", move=move, dice=[3, 3], **args)
    for _ in range(2):
        listed = "treat-violently" in allowed(state)
        try:
            after = do(copy.deepcopy(state), "treat-violently", "Ash", pokemon="Pikachu")
        except RuleError:
            after = None
        assert listed == (after is not None), (move, listed)
        if after is None or after["roll"] is None:
            break
        state = after


def test_kind_names_are_italian(tmp_path: Path) -> None:
    """An unknown trainer and an unknown choice are refused naming their kind in Italian."""
    c = _game(tmp_path)
    err = c("add-pokemon", "Evee", "--allenatore", "Nessuno", ok=False).stderr
    assert err == "error: allenatore: 'Nessuno' non è un nome conosciuto (allenatore); ammessi: Nero, Vera\n"
    err = c("treat-violently", "Zanna", "--as", "Nero", "--choice", "volare", ok=False).stderr
    assert err == ("error: choice: 'volare' non è un nome conosciuto (scelta); ammessi: Modalità Bisogno (bisogno), Si rivolta "
                   "(rivolta), Fugge (fuga)\n")


def test_choices_help_refusal_and_accepted_words_are_one_table(tmp_path: Path) -> None:
    """``--help`` names the choices the refusal lists, and each listed word is accepted."""
    from rules.names import resolve
    from rules.pokemon.data import VIOLENT_CHOICES

    c = Cli(tmp_path / "none.sqlite")
    said = c("--system", "pokemon", "treat-violently", "--help").stdout
    assert "Con Amicizia -2: bisogno, rivolta o fuga." in said
    assert [resolve("choice", w, VIOLENT_CHOICES) for w in ("bisogno", "rivolta", "fuga")] == ["bisogno", "rivolta", "fuga"]


def test_a_marked_slot_is_refused_with_italian_agreement(tmp_path: Path) -> None:
    """Ferita already marked: article, participle and plural agree; slots as the sheet names them."""
    c = _game(tmp_path)
    c("harm", "Zanna", "ferita")
    before = c.bytes()
    err = c("harm", "Zanna", "ferita", ok=False)
    assert err.stderr == "error: slot: la Ferita di Zanna è già segnata; slot leggeri liberi: Fatica, KO\n"
    assert c.bytes() == before
    c("harm", "Zanna", "ko")
    assert c("harm", "Zanna", "ko", ok=False).stderr == "error: slot: il KO di Zanna è già segnato; slot leggero libero: Fatica\n"
    c("harm", "Zanna", "fatica")
    assert c("harm", "Zanna", "fatica", ok=False).stderr == ("error: slot: la Fatica di Zanna è già segnata; nessuno slot "
                                                             "leggero libero\n")
    en = c("harm", "Zanna", "fatica", "--lang", "en", ok=False).stderr
    assert en == "error: slot: Zanna's Fatigue is already marked; free Light slots: none\n"


def test_a_ten_plus_on_a_three_tier_move_stays_when_treated(tmp_path: Path) -> None:
    """Osservare's 10+ has no class above it: the treatment still costs Friendship 1 and the line says the roll
    stays 10+ (never "10+ → 10+")."""
    c = _game(tmp_path)
    c("roll", "osserva", "--as", "Nero", "--dice", "6,6")
    assert _offered(c)              # his own move, not Go All Out: status offers it
    out = c("treat-violently", "Zanna", "--as", "Nero").stdout
    assert "tiro #6: resta 10+ (il risultato più alto della sua mossa)" in out and "10+ → 10+" not in out
    assert "Zanna Amicizia: 1 → 0" in out
    en = c("history", "--lang", "en").stdout
    assert "roll #6: stays 10+ (the top result of its move)" in en


def test_no_pokemon_refusal_cites_a_seed_line() -> None:
    """No refusal the Pokémon rules raise or word names a seed line ("(002 l.", "(002 r.") or a catalogue rule."""
    sources = [p.read_text(encoding="utf-8") for p in (ROOT / "rules" / "pokemon").glob("*.py")]
    raised = [m for s in sources for m in re.findall(r"RuleError\([^)]*?\"([^\"]*)\"", s)]
    from rules.pokemon.refusal_templates import IT

    for text in raised + [t for row in IT for t in row]:
        assert not re.search(r"\((?:002 [lr]\.|PN-[A-Z]\d)", text), text
