"""Every field a correction's change line names, in the language of every system that plays in one other than
English: each detail key the sample campaigns record and each key of a record their changes show, through
``GameSystem.word`` (``ledger.projections.detail_diff``, ``ledger.projections.detail_words``), and a die's face by
the die's place.

Source: README "Using the ledger" (``--lang``: history lines speak the game's words) and "Correcting mistakes and
reviewing the past" (a correction's line shows what changed, before → after).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT
from ledger.projections.detail_diff import detail_diff
from ledger.script import load_script
from ledger.service.acting import apply
from ledger.store.application import LedgerApp
from rules import get_system

#: Detail keys that only number an event (``ledger.projections.detail_diff._IDS``): never named.
IDS = {"id", "roll", "session", "scene", "test", "seed", "inputs"}
#: (system, language) -> the keys that read the same in that language (a word the language shares, a key recorded
#: in it already, a name a record is keyed by).
SAME = {("masks", "es"): {"actor", "base", "total"}, ("mosaic", "de"): set(), ("mouseguard", "es"): {"final", "0", "Rogard", "Tamsin"},
        ("pokemon", "it"): {"a", "allenatore", "avversario", "battaglia", "bersaglio", "bonus", "categoria", "contatto",
                            "evoluzione", "mossa", "natura_da", "oggetto", "prezzo", "ritmo", "ritmo_cambiato",
                            "scambio", "sostanza", "specie", "tipo", "via", "violenza", "vittima",
                            "Proteggere i Pokémon", "Scoprire la verità", "Sporcarsi le mani"}}
SAMPLES = {"masks": ("masks-halcyon-nights.yaml", "masks-second-chances.yaml"),
           "mosaic": ("mosaic-blumen-des-montezuma.yaml",), "mouseguard": ("mouseguard-darkwater-crossing.yaml",),
           "pokemon": ("pokemon-aranciopoli-noir.yaml",)}


def _detail_keys(detail: dict[str, Any], depth: int, out: set[str]) -> None:
    """The keys ``detail_diff`` names a value by: a plain value's or a plain list's, two records deep."""
    for key, value in detail.items():
        if isinstance(value, dict) and depth < 2:
            _detail_keys(value, depth + 1, out)
        elif isinstance(value, list) and value and all(isinstance(x, dict) for x in value) and depth < 2:
            for record in value:
                _detail_keys(record, depth + 2, out)
        elif not isinstance(value, (dict, list)) or not any(isinstance(x, (dict, list)) for x in value):
            if key not in IDS and not isinstance(value, dict):
                out.add(key)


def _keys(tmp: Path, system: str) -> tuple[set[str], set[str]]:
    """The detail keys and the keys of the (small) records the changes of ``system``'s samples hold."""
    app = LedgerApp(tmp / f"{system}.sqlite", create=True)
    details: set[str] = set()
    records: set[str] = set()
    for sample in SAMPLES[system]:
        header, entries = load_script(ROOT / "sample_campaigns" / sample)
        camp, _ = app.new_campaign(header.campaign, header.system, header.options, header.actor)
        for _, command, args, actor in entries:
            apply(app, camp, command, dict(args), actor)
        for event in camp.pending_events:
            _detail_keys(getattr(event, "detail", None) or {}, 0, details)
            for change in getattr(event, "changes", None) or []:
                for side in (change.get("before"), change.get("after")):
                    if isinstance(side, dict) and len(side) <= 6:
                        records.update(side)
    return details, records


@pytest.mark.parametrize(("system", "lang"), sorted(SAME))
def test_every_recorded_key_a_correction_names_is_worded_in_the_language(tmp_path: Path, system: str, lang: str) -> None:
    rules = get_system(system)
    details, records = _keys(tmp_path, system)
    assert {"dice_source", "roller"} <= details and records           # the samples' rolls were swept
    said = {k for k in details if rules.word(k.replace("_", " "), lang) == k.replace("_", " ")}
    shown = {k for k in records if rules.word(k.replace("_", " "), lang) == k.replace("_", " ") and
             rules.views.term(k, lang) == k}
    assert (said | shown) - SAME[(system, lang)] == set()


@pytest.mark.parametrize(("system", "lang", "lines"), [
    ("mosaic", "de", ["2. Würfel: 3 → 6", "Summe 6 → 9", "kritisch nein → ja", "behalten 0,1 → 1,2"]),
    ("mosaic", "en", ["die 2: 3 → 6", "total 6 → 9", "critical no → yes", "kept 0,1 → 1,2"]),
    ("pokemon", "it", ["dado 2: 3 → 6", "critico no → sì", "tenuti 0,1 → 1,2"]),
    ("masks", "es", ["dado 2: 3 → 6", "crítico no → sí", "conservados 0,1 → 1,2"])])
def test_a_corrected_roll_names_its_die_by_place_and_its_fields_in_the_language(system: str, lang: str,
                                                                                 lines: list[str]) -> None:
    before = {"roll": {"dice": [{"face": 3}, {"face": 3}], "total": 6, "critical": False, "kept": [0, 1]}}
    after = {"roll": {"dice": [{"face": 3}, {"face": 6}], "total": 9, "critical": True, "kept": [1, 2]}}
    said = detail_diff(before, after, lang, get_system(system))
    assert set(lines) <= set(said), said
