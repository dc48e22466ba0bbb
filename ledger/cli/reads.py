"""CLI reads and whole-campaign commands: campaigns, replay, team, sheet, history.

Source: issue #2 items 5-7 (sheets, history, Team pool; --json with stable keys; --lang es; replay).
"""

from __future__ import annotations

from typing import Annotated, Optional

import typer
from rich.table import Table

from ledger.cli.common import (
    CampaignOpt, Json, Lang, Store, app, check_lang, dump, fail, open_store, out, store_path, team_app, with_new_store,
)
from rules import get_system
from rules.errors import RuleError

@app.command()
def campaigns(store: Store = None, json_: Json = False) -> None:
    """List the campaigns in the store."""
    try:
        known = open_store(store).campaigns()
    except RuleError as exc:
        fail(str(exc))
        return
    if json_:
        return dump([{"name": k, "system": v} for k, v in known.items()])
    for k, v in known.items():
        out.print(f"{k} ({v})", highlight=False)


@app.command()
def replay(
    script: Annotated[str, typer.Argument(help="Campaign script (YAML, format in README).")],
    store: Store = None,
) -> None:
    """Replay a campaign script into the store, all or nothing."""
    from ledger.script import replay as replay_script

    camp, count = with_new_store(store, lambda ledger: replay_script(ledger, script))
    out.print(f"replayed {count} actions into campaign {camp.name} ({camp.version} events) in {store_path(store)}")


@team_app.callback(invoke_without_command=True)
def team(ctx: typer.Context, store: Store = None, campaign: CampaignOpt = None, json_: Json = False, lang: Lang = "en") -> None:
    """Show the Team pool (or run a team subcommand)."""
    if ctx.invoked_subcommand:
        return
    lang = check_lang(lang)
    try:
        camp = open_store(store).campaign(campaign)
    except RuleError as exc:
        fail(str(exc))
        return
    data = get_system(camp.system).views["team"](camp.state, lang)
    if json_:
        return dump(data)
    es = lang == "es"
    table = Table(title=f"{'Equipo' if es else 'Team'} — {camp.name}")
    cols = ("reserva", "líder", "miembros", "en batalla", "sesión", "escena") if es else ("pool", "leader", "members", "in battle", "session", "scene")
    for col in cols:
        table.add_column(col)
    phase = (lambda p: PHASES_ES.get(p, p)) if es else (lambda p: p.replace("_", " "))
    table.add_row(str(data["pool"]), data["leader"] or "—", ", ".join(data["members"]),
                  ("sí" if es else "yes") if data["in_battle"] else "no",
                  f"{data['session']['number']} ({phase(data['session']['phase'])})", f"{data['scene']['number']} ({phase(data['scene']['phase'])})")
    out.print(table)


PHASES_ES = {"not_started": "sin empezar", "running": "en curso", "ending": "terminando", "ended": "terminada",
             "open": "abierta", "closed": "cerrada"}


# --- reads ------------------------------------------------------------------------------------------

@app.command()
def sheet(name: str, store: Store = None, campaign: CampaignOpt = None, json_: Json = False, lang: Lang = "en") -> None:
    """Show a character sheet."""
    lang = check_lang(lang)
    try:
        camp = open_store(store).campaign(campaign)
        views = get_system(camp.system).views
        data = views["sheet"](camp.state, name, lang)
    except RuleError as exc:
        fail(str(exc))
        return
    if json_:
        return dump(data)
    term = views["term"]
    es = lang == "es"
    table = Table(title=f"{data['name']} — {camp.name}", show_header=False)
    table.add_column("field", style="bold")
    table.add_column("value")
    if data["kind"] == "npc" and "labels" not in data:
        table.add_row("NPC", ("adulto" if es else "adult") if data["adult"] else "—")
    else:
        table.add_row("Playbook", data["playbook"])
        table.add_row("Estado" if es else "Status", term(data["status"], lang))
        table.add_row("Etiquetas" if es else "Labels", "  ".join(
            f"{term(k, lang)} {v:+d}{' 🔒' if k in data['locked'] else ''}" for k, v in data["labels"].items()))
        table.add_row("Condiciones" if es else "Conditions", ", ".join(term(c, lang) for c in data["conditions"]) or "—")
        table.add_row("Potencial" if es else "Potential", f"{data['potential']}/{data['potential_size']}")
        table.add_row("Avances" if es else "Advancements", f"{', '.join(data['advancements']) or '—'} ({data['advancements_available']} "
                      f"{'por tomar' if es else 'to take'})")
        table.add_row("Momento de la Verdad" if es else "Moment of Truth", term(data["moment_of_truth"], lang))
        table.add_row("Forward", ", ".join(f"{f['amount']:+d}{' vs ' + f['against'] if f['against'] else ''} ({f['source']})" for f in data["forward"]) or "—")
        table.add_row("Ongoing", ", ".join(f"{o['amount']:+d} ({o['source']})" for o in data["ongoing"] + data["pending"]) or "—")
    table.add_row("Influencia sobre" if es else "Influence over", ", ".join(data["influence_over"]) or "—")
    table.add_row("Influenciado por" if es else "Influenced by", ", ".join(data["influenced_by"]) or "—")
    out.print(table)


@app.command()
def history(store: Store = None, campaign: CampaignOpt = None,
            character: Annotated[Optional[str], typer.Option(help="Only actions that involve this character.")] = None,
            json_: Json = False, lang: Lang = "en") -> None:
    """Show the full history: one row per action, what changed (before → after) and why."""
    from ledger.projections.history import history as build_history

    lang = check_lang(lang)
    try:
        ledger = open_store(store)
        camp = ledger.campaign(campaign)
        term = get_system(camp.system).views["term"]
        if character is not None:
            get_system(camp.system).views["sheet"](camp.state, character, lang)
        rows = build_history(ledger.campaign_events(camp.name), term, lang, character)
    except RuleError as exc:
        fail(str(exc))
        return
    if json_:
        return dump(rows)
    es = lang == "es"
    table = Table(title=f"{'Historial' if es else 'History'} — {camp.name}")
    for col in ("#", "hora" if es else "time", "actor", "acción" if es else "action", "cambios" if es else "what changed", "por qué" if es else "why"):
        table.add_column(col)
    for r in rows:
        what = "\n".join([e["summary"] for e in r["events"] if e["kind"] in SHOWN] + r["changes"])
        table.add_row(str(r["action"]), r["time"][:19].replace("T", " "), r["actor"], r["command"], what, ", ".join(r["why"]))
    out.print(table)


SHOWN = ("MoveRolled", "RollAdjusted", "RollResolved", "OptionsChosen", "NarrativeOutcome", "GMMoveMade", "TakenOut",
         "AdvancementEarned", "AdvancementTaken", "EndOfSessionChosen", "MomentOfTruthUsed", "BattleEntered")


