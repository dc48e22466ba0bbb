"""The exact odds of a roll made now, as ``ledger odds`` and a rolling command's ``--odds`` print them.

Source: README "Using the ledger" (``odds ARGUMENTS... --as NAME``: the exact chance of each result of a roll made
now, every modifier and limit applied; nothing is recorded). The odds come from the system's ``odds`` view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ledger.cli.common import fail, table
from ledger.cli.refusals import guarded
from ledger.cli.session import session


def odds_commands(system: Any) -> dict[str, Any]:
    """The system's commands with a ``preview="odds"`` switch (name -> ``Command``), in table order."""
    from rules.system import preview_fields

    return {name: spec for name, spec in system.commands.items() if "odds" in preview_fields(spec.args).values()}


def odds_rows(data: dict[str, Any], system: Any, code: str) -> list[tuple[str, str]]:
    """The odds as (field, value) rows: the system's ``odds_rows``, else one row per outcome."""
    rows = system.views.odds_rows
    if rows is not None:
        return list(rows(data, code))
    from rules.odds import percent

    return [(str(o.get("name") or o["outcome"]), percent(o, code)) for o in data["outcomes"]]


def compute_odds(camp: Any, system: Any, name: str, args: dict[str, Any], actor: str, code: str) -> dict[str, Any]:
    """The system's ``odds`` view for command ``name`` with ``args`` by ``actor`` on ``camp`` now, as the store's
    owner asks it (the GM: for anyone; ``ledger.service.odds.odds_of``, the one road of every face).

    Raises ``RuleError`` (``odds`` when the system computes no odds; else as the command would).
    """
    from ledger.service.odds import odds_of

    return odds_of(camp, camp, system, name, args, actor, code)


def print_odds(data: dict[str, Any], system: Any, code: str, title: str) -> None:
    """Print odds as a two-column table titled ``title``."""
    table(title, ["field", "value"], [list(r) for r in odds_rows(data, system, code)], show_header=False)


def show_previews(system: Any, spec: Any, args: dict[str, Any], values: dict[str, Any]) -> Callable[[], None] | None:
    """What the preview switches given in ``args`` ask for (``--odds``), computed now (before the action runs) and
    returned as a printer for the caller to call once the action is accepted: a refused action prints no odds.
    None when no preview is asked (or the campaign plays another system: the action refuses it).

    ``values`` are the command's parsed CLI values (``store``, ``campaign``, ``actor``). A refusal (the
    roll could not be made now) exits 2 with one line, before anything is printed or recorded.
    """
    from rules.system import preview_fields

    wanted = {view for field, view in preview_fields(spec.args).items()
              if args.get(spec.args.model_fields[field].alias or field)}
    if not wanted:
        return None
    camp = guarded(lambda: session().ledger(values.get("store")).now(values.get("campaign") or None))
    if camp.system != system.id:
        return None                                # run_action refuses it in one line
    from ledger.service.campaign_language import speaking

    code = guarded(lambda: speaking(system, camp.state).lang(values.get("lang")))     # the campaign's, unless asked
    tables = []
    for view in sorted(wanted):
        if view != "odds":
            fail(f"{view}: {system.title} has no preview {view!r}")
        data = guarded(lambda: compute_odds(camp, system, spec.name, args, values.get("actor"), code),
                       speak=lambda err: system.refusal(err, code))
        tables.append(data)

    def show() -> None:
        for data in tables:
            print_odds(data, system, code, f"{system.word('Odds', code)} — {camp.name}")
    return show
