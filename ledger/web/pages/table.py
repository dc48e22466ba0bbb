"""The table page: what is open now, the live log, and the actions this person may take now as forms generated
from the system's command table.

Source: README "The web table"; ``ledger status`` (README "Using the ledger": session and scene, the open roll and
its picks, pending modifiers, the pools) through the system's ``status``/``status_rows`` views; the command table's
models (``ledger.web.pages.forms``); what the person may do now is the service's answer
(``ledger.service.offers.offered``). A form posts to the JSON API (``/api/campaigns/{name}/commands/...``) with the
session's CSRF token; the log listens to ``/api/campaigns/{name}/live`` (Server-Sent Events).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import orjson
from starlette.requests import Request
from starlette.responses import Response

from ledger.web.calls import call
from ledger.web.campaigns import Asked, asked
from ledger.web.pages.forms import all_captions, fields_of, pick_details
from ledger.web.pages.render import page, render, system_lang

#: How many of the newest actions the log shows when the page opens.
LOG_ROWS = 30
#: The corrections a history row can name besides the system's and the group's commands.
CORRECTIONS = ("undo", "redo", "amend")


def rows_of(found: Any) -> list[dict[str, Any]]:
    """A ``ledger.service.history.History``'s rows as dicts (encoded rows decoded)."""
    return [orjson.loads(r) if isinstance(r, (bytes, bytearray, memoryview)) else r for r in found.rows]


def base(where: Asked, lang: str, **extra: Any) -> dict[str, Any]:
    """What every campaign page's template needs: the campaign, its URL-quoted name, the role, the language, and
    the game's words in it: ``said(key)`` a word of the ledger's or the system's (``GameSystem.word``: "session",
    "undone by"), ``command_words(command)`` a command as the history names it (``command_text``: ``mark`` ->
    "marcar condición"), ``gm`` the system's word for the GM ("DJ"), and ``script_words`` (``ledger.web.pages.words.script_words`` with every command a row
    can name: the system's, the group's, the corrections)."""
    from ledger.group import COMMANDS
    from ledger.projections.history import command_text
    from ledger.web.pages.words import script_words

    system = where.system
    commands = {c: command_text(c, lang, system) for c in (*system.commands, *sorted(COMMANDS), *CORRECTIONS)}
    gm = system.word("GM", lang)
    return {"campaign": where.name, "q": quote(where.name, safe=""), "system": system.title,
            "role": where.role, "lang": lang, "languages": system.languages, "gm": gm,
            "said": lambda key: system.word(key, lang), "command_words": lambda c: command_text(c, lang, system),
            "script_words": script_words(lang, commands, gm), **extra}


def status_part(ledger: Any, where: Asked, lang: str) -> dict[str, Any]:
    """The status rows ``[(name, value)]`` as ``ledger status`` prints them for this reader, the action count, and
    the commands the phase allows now."""
    from ledger.user_text import data_safe

    system = where.system
    camp = ledger.now(where.name, by=where.person)
    view, rows_view = system.views.status, system.views.status_rows
    from ledger.group.visibility import status_for
    from ledger.service.offers import may_give
    from ledger.service.reads import with_title
    from ledger.service.scene_titles import scene_title

    told = with_title(status_for(dict(view(camp.state, lang)), where.role == "gm" or where.person.owner,
                                 system.gm_commands, where.role != "viewer",
                                 may_give(ledger.now(where.name).state, where.person.who, system)),
                      scene_title(ledger, camp.name)) if view is not None else {}
    rows = list(rows_view(data_safe(worded_hints(system, told, lang)), lang)) if rows_view is not None and view is not None else [
        ("session", str((camp.state.get("session") or {}).get("number", "—")))]
    return {"status": rows + own_sealed(ledger, where, lang), "actions": camp.actions, "state": camp.state,
            "told": told}


def worded_hints(system: Any, told: Any, lang: str) -> Any:
    """``told`` (a status view's answer, ``ledger status --json``) with each item of every ``allowed`` list (the
    commands allowed now, each maybe with its way's hint as the command line types it: ``"roll MOVE --from
    NAME"``) told without option syntax: each ``--option VALUE`` as the option's caption on the forms and its value
    (``"roll MOVE (from: NAME)"``, the caption in the reader's language: ``forms.caption_of``), a flag by its caption
    alone. Other
    values are returned as they are. Source: README "The web table" (a page speaks the page's words, not the
    command line's)."""
    import re

    from ledger.web.pages.forms import caption_of

    def said(m: Any) -> str:
        name = caption_of(system, m[1].replace("-", "_"), lang)
        return f" ({name}: {m[2]})" if m[2] else f" ({name})"

    def item(text: Any) -> Any:
        return re.sub(r" --([a-z][a-z0-9-]*)(?: ((?:(?! --).)+))?", said, text) if isinstance(text, str) else text

    if isinstance(told, dict):
        return {k: [item(x) for x in v] if k == "allowed" and isinstance(v, list) else worded_hints(system, v, lang)
                for k, v in told.items()}
    return [worded_hints(system, v, lang) for v in told] if isinstance(told, list) else told


def own_sealed(ledger: Any, where: Asked, lang: str) -> list[tuple[str, str]]:
    """The status rows of what the system seals that ``where.person`` sees whole (``Views.own_sealed``: their own
    side's script, read from the whole state, never another side's), [] for the store's owner (who reads as the
    CLI does) or a system that seals nothing. Source: README "The web table"; design.md "People, roles and hidden
    information" (a sealed record is seen whole by its own side)."""
    from ledger.group.visibility import visibility
    from ledger.user_text import data_safe

    view = getattr(where.system.views, "own_sealed", None)
    if view is None or where.person.owner:
        return []
    state = ledger.now(where.name).state
    return [(str(k), str(v)) for k, v in data_safe(list(view(state, lang, visibility(state, where.person.who).unseals)))]


def open_picks(told: dict[str, Any]) -> tuple[str, ...]:
    """The picks the open roll still allows, from ``ledger status --json``'s ``roll.picks.groups`` (their ids, as
    ``resolve --pick`` takes them; the status rows beside the form say what each means), or ()."""
    roll = told.get("roll") if isinstance(told.get("roll"), dict) else None
    picks = (roll or {}).get("picks") or {}
    options = [o for g in picks.get("groups") or [] for o in g.get("options") or []] if isinstance(picks, dict) else []
    return tuple(o for o in options if isinstance(o, str))


def pick_texts(told: dict[str, Any]) -> dict[str, str]:
    """What each pick of the open roll means in the reader's language, from ``ledger status --json``'s
    ``roll.texts`` (``{id: words}``, the words the status rows show beside each id), or {}."""
    roll = told.get("roll") if isinstance(told.get("roll"), dict) else None
    texts = (roll or {}).get("texts")
    return {str(k): str(v) for k, v in texts.items() if v} if isinstance(texts, dict) else {}


def with_picks(fields: list[Any], picks: tuple[str, ...], texts: dict[str, str] | None = None) -> list[Any]:
    """``fields`` with a ``pick`` field offering the open roll's ``picks`` when the system suggested none, each
    choice labelled ``"ID (words)"`` from ``texts`` (``pick_texts``) as the status rows say it; the value posted
    stays the id."""
    from dataclasses import replace

    def labelled(f: Any) -> Any:
        choices = f.choices or picks
        said = texts or {}
        meanings = tuple(f"{c} ({said[c]})" if said.get(c) else c for c in choices)
        return replace(f, choices=choices, meanings=meanings if meanings != choices else ())

    return [labelled(f) if f.key == "pick" and (f.choices or picks) else f for f in fields]


def own_characters(fields: list[Any], offer: Any, ruled: frozenset[str] = frozenset(), command: str = "",
                   odds: bool = False) -> list[Any]:
    """``fields`` with a ``character`` field's choices cut to the characters ``offer``'s person may act as, the
    other fields' without the characters other people play (``Offer.others``) unless ``command`` is one of the
    system's shared commands (``Offer.shared``), and
    without a seed field, for anyone who may not act as the GM (``ledger.group.permissions.may_name`` and
    ``may_seed`` refuse the others). The GM's rulings ``ruled`` (``rules.rulings.gm_fields``: empty when the
    person's action becomes a proposal a GM decides; spelled with dashes or underscores alike), which ``may_argue``
    refuses from such a person's action, are left out too, or, with ``odds`` (the form has an **Odds** button),
    kept last as ``Field.odds_only`` and never required: a player asks the odds against a difficulty the GM has not
    ruled yet (``ledger.service.odds``), and the page's script sends them to the odds alone, never with the action
    recorded. That ``character`` field is then a select (``Field.closed``): the service refuses any other name.
    Source: README "The web table"."""
    from dataclasses import replace

    from ledger.web.pages.forms import SEED

    if "GM" in offer.actors:
        return fields
    others = set() if command in offer.shared else set(offer.others)
    kept = [replace(f, choices=tuple(c for c in f.choices if c in offer.actors), closed=True) if f.key == "character"
            else replace(f, choices=tuple(c for c in f.choices if c not in others)) if others else f
            for f in fields if f.key not in SEED]
    gm_keys = {k.replace("-", "_") for k in ruled}              # a body's field with dashes or underscores alike
    ruling = [f.key.replace("-", "_") in gm_keys for f in kept]
    return ([f for f, r in zip(kept, ruling) if not r]
            + ([replace(f, odds_only=True, required=False) for f, r in zip(kept, ruling) if r] if odds else []))


def table_context(ledger: Any, where: Asked, lang: str) -> dict[str, Any]:
    """Everything the table page shows, read through the service as ``where.person`` may see it: ``undo`` the
    player's own action the service would let them undo now (``ledger.service.offers.undoable``), or None."""
    from ledger.service.history import HistoryQuery
    from ledger.service.offers import offered, undoable

    from ledger.group.permissions import needs_approval
    from ledger.web.pages.forms import page_help
    from rules.rulings import gm_fields

    part = status_part(ledger, where, lang)
    offer = offered(ledger, where.name, where.person)
    proposing = needs_approval(part["state"], where.person.who)     # a player's GM ruling is then proposed
    acting = None if "GM" in offer.actors else offer.actors          # whose rolls the choices are for
    odds = where.system.views.odds is not None
    forms = []
    for c in offer.commands:
        fields = with_picks(fields_of(where.system, c, part["state"], lang, acting), open_picks(part["told"]),
                            pick_texts(part["told"]))
        asks = odds and any(f.key == "dice" for f in fields)        # the form's Odds button (table_live.html)
        forms.append({"command": c, "path": c.replace(" ", "/"), "odds": asks,
                      "help": page_help(where.system, where.system.help_of(c, None, lang), lang),
                      "example": where.system.commands[c].example,
                      "fields": own_characters(fields, offer, frozenset() if proposing else gm_fields(where.system, c),
                                               c, odds=asks)})
    for form in forms:              # the details each pick offered takes, asked for once it is chosen
        offered_picks = next((f.choices for f in form["fields"] if f.key == "pick"), ())
        form["details"] = pick_details(where.system, part["state"], lang, offered_picks)
        form["captions"] = all_captions(where.system, form["command"], lang)
    log = rows_of(ledger.history(where.name, HistoryQuery(last=LOG_ROWS), lang, table=False, by=where.person))
    mine = {k: v for k, v in ledger.proposals(where.name, by=where.person).items() if v.get("status") == "pending"}
    return {"status_rows": part["status"], "action_count": part["actions"], "offer": offer, "forms": forms,
            "log": list(reversed(log)), "pending": mine, "odds": odds,
            "undo": undoable(ledger, where.name, where.person) if "undo" in offer.correct else None}


@page
async def table_page(request: Request) -> Response:
    """``GET /c/{name}``: the table page (``?part=live`` answers only the status and actions sections, which the
    page's script swaps in after each live update; another ``part``, or one repeated, is 400)."""
    from ledger.web.errors import HttpError
    from ledger.web.request_inputs import query_value

    where = await asked(request)
    lang = system_lang(request, where.system)
    part = query_value(request, "part")
    if part not in (None, "live"):
        raise HttpError(400, "part", f"{part[:20]!r}; allowed: live (the status and actions sections only)")
    ledger = request.app.state.ledger
    data = await call(request, lambda: table_context(ledger, where, lang))
    template = "table_live.html" if part == "live" else "table.html"
    return render(request, template, title="table", **base(where, lang, **data))
