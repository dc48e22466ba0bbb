"""A sweep of the refusals each system's command table gives, read in each of its languages other than English:
no English id of the system (a skill, condition, reason, pool source, state: the English side of its ``TERMS``)
is left in a refusal said in another language.

Source: README "Using the ledger" (``--lang``: refusals read in the campaign system's language) and the developers'
guide ("Bad input gets a clear one-line error naming the field as the user typed it and what is allowed, in the
campaign's language"). The sample campaigns (``sample_campaigns/``, each system's seed: 004 Mouse Guard, 001 MOSAIC,
000 Masks) are decided entry by entry in memory; at every few entries each command of the system is decided with
the arguments the script first gave it, as given, and with each argument in turn replaced by an unknown word and by
out-of-range numbers, and at each scene's start once the sample is played (each move's roll with the arguments the script first gave it); each refusal also as a player
reads it (its "allowed now" list without the GM's commands). Every refusal met is said in each language; a text a user typed (quoted) and option names
stay as typed.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

import pytest

import rules
from ledger.script import load_script
from rules.decide import decide
from rules.declaration import Context
from rules.errors import RuleError

ROOT = Path(__file__).resolve().parent.parent
#: system -> its sample campaigns.
SAMPLES = {"mouseguard": ("mouseguard-darkwater-crossing.yaml",), "mosaic": ("mosaic-blumen-des-montezuma.yaml",),
           "masks": ("masks-halcyon-nights.yaml",)}
#: Decide every command at every this many entries of a sample.
EVERY = 9
#: What replaces one argument: an unknown word and numbers out of every range.
ODD = ("zzz", 99, -1)


def english_ids(system_id: str, lang: str) -> re.Pattern[str]:
    """The English words of the system's ids that read otherwise in ``lang``: the English side of its ``TERMS``
    (English -> local) and of its display names (``data.EN``: id -> English, with the id itself, against the
    system's ``term`` in ``lang``), those of at least four letters that no local word spells the same way (nor the
    system's ``word`` for them in ``lang``), as whole words."""
    system = rules.get_system(system_id)
    pairs = list(importlib.import_module(f"rules.{system_id}.refusal_templates").TERMS)
    shown = importlib.import_module(f"rules.{system_id}.data").EN
    for key, english in shown.items():
        local = str(system.views.term(key, lang))
        pairs += [(english, local), (key, local)]
    local = {w.casefold() for _, tr in pairs for w in re.findall(r"[\w'-]+", tr)}
    english = sorted({en for en, tr in pairs if en != tr and len(en) >= 4 and en.casefold() not in local
                      and not any(w.casefold() in local for w in en.split())
                      and system.word(en, lang) == en}, key=len, reverse=True)
    return re.compile(r"(?<![\w'-])(" + "|".join(map(re.escape, english)) + r")(?![\w'-])")


def refusals(system_id: str, samples: tuple[str, ...] | None = None) -> list[RuleError]:
    """The refusals the sweep meets in ``system_id``'s samples (``samples``, file names under sample_campaigns/;
    default ``SAMPLES``'; see the module docstring), one of each text."""
    system = rules.get_system(system_id)
    found: dict[str, RuleError] = {}
    for sample in samples or SAMPLES[system_id]:
        header, entries = load_script(ROOT / "sample_campaigns" / sample)
        state = system.new_state(system.parse_options(header.options))
        first: dict[tuple[str, Any], tuple[str, dict[str, Any], str]] = {}
        opened: list[tuple[int, Any]] = []
        for number, command, args, actor in entries:
            first.setdefault((command, args.get("move")), (command, dict(args), actor))     # each move's roll too
            if number % EVERY == 0:
                _probe(system, state, first, number, found)
            try:
                _, state = decide(system, state, command, dict(args), Context(actor, number, None))
            except RuleError:
                pass
            if command == "scene start":        # a scene just opened (nothing rolled, no interaction open yet)
                opened.append((number, state))
        for number, at in opened:               # probed with every command and move the sample gives
            _probe(system, at, first, number, found)
    return list(found.values())


def _probe(system: Any, state: dict[str, Any], first: dict[tuple[str, Any], tuple[str, dict[str, Any], str]],
           number: int, found: dict[str, RuleError]) -> None:
    for command, args, actor in first.values():
        tries = [args] + [{**args, key: odd} for key in args for odd in ODD]
        for given, who in [(t, "GM") for t in tries] + [(args, actor)]:      # and as the script's actor gave it
            try:
                decide(system, state, command, dict(given), Context(who, number, None))
            except RuleError as exc:
                found.setdefault(str(exc), exc)
                read = as_player_reads(system, exc)
                found.setdefault(str(read), read)


def as_player_reads(system: Any, err: RuleError) -> RuleError:
    """``err`` as a player reads it: its "allowed now" list without the GM's commands (``ledger.service.offers.yours``,
    as ``for_reader`` gives it to a player; README "Playing as a group")."""
    from ledger.service.offers import yours

    marker = "; allowed now: "
    if marker not in err.message:
        return err
    reason, _, listed = err.message.rpartition(marker)
    mine = yours(listed.split(", "), lambda c: c not in system.gm_commands)
    return RuleError(err.field, f"{reason}{marker}{', '.join(mine) or 'none'}", err.words)


def _unquoted(text: str) -> str:
    """``text`` without what a user typed or a command's id quoted in it (``'zzz'``, ``'conflict close'``) and
    without a command line to type (an item with an option: ``roll Defend --from Vex``, typed as is)."""
    return re.sub(r"[^,;:(]*--[\w-]+[^,;)]*|'[^']*'|\"[^\"]*\"", " ", text)


@pytest.mark.parametrize("system_id", sorted(SAMPLES))
def test_no_english_id_in_a_refusal_said_in_another_language(system_id: str) -> None:
    system = rules.get_system(system_id)
    met = refusals(system_id)
    assert len(met) > 60                                              # the sweep meets refusals, not nothing
    for lang in [x for x in system.languages if x != "en"]:
        ids = english_ids(system_id, lang)
        left = [(str(err), said) for err in met
                if ids.search(_unquoted(said := system.refusal(err, lang).partition(": ")[2]))]
        assert left == [], "\n".join(f"{en}\n  -> {said}" for en, said in left[:40])
