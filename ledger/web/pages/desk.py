"""The GM's desk: the approval queue (approve, approve with edits, turn down with a reason), corrections with the dry
run shown first, people and invitations, who may do what, and the campaign's approval option.

Source: README "Playing as a group" and "Corrections" (``undo``, ``redo``, ``amend --dry-run``), "The server" (the
routes each form posts to). Every list is the service's (``Ledger.proposals``, ``Ledger.people``,
``Ledger.permissions``, the table's invitations without their digests); whether the person asking runs the table is
the service's answer (``ledger.service.offers.offered``) and every write is checked again by the service.
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from ledger.web.calls import call
from ledger.web.campaigns import asked
from ledger.web.errors import HttpError
from ledger.web.pages.render import page, render, system_lang
from ledger.web.pages.table import base
from ledger.web.pages.words import LANGUAGES


def desk_context(ledger: Any, where: Any, lang: str) -> dict[str, Any]:
    """The desk's lists for a person who runs the table; ``HttpError(403)`` naming the rule for anyone else. A
    pending proposal carries ``why``: the reason its proposer gave (its proposing action's reason), or None, and
    ``refusal``: why approving it now would be refused (``Ledger.proposal_list``), or None; a decided one, ``edits``:
    what the GM's edits changed at its approval (``dice 4,4 → 5,5``: ``ledger.projections.detail_diff.edited_lines``),
    or empty; a pending one's ``sealed``: the arguments its system seals (``_sealed``), shown as sealed, never as a
    field to edit, and ``choices``: argument -> the values its command's form offers (``_choices``), each edit
    field offering them as the command's own form does. Each rule of ``permissions`` carries ``listed``: the GM's commands or rulings ``ledger permissions``
    prints after it (``ledger.group.permissions.listed_in``). An open invitation the table no longer lets anyone new
    take carries ``blocked``: why, in ``lang`` (``Ledger.invitations``). The invite form offers the player characters alone (``rules.players.player_characters``: a
    player is bound to no other), and no removal of the ``last_gm``. The rules' sentences and values are in ``lang`` (``ledger.web.pages.desk_words``), a
    proposal's arguments captioned as the forms caption them (``caption``), its dice fields (``dice_fields``:
    ``ledger.web.pages.forms.DICE``) sent as a list however many dice are typed, and so its other list arguments
    (``list_fields``: ``ledger.web.pages.forms.list_names``)."""
    from ledger.group.permissions import APPROVAL, RULES, listed_in
    from ledger.web.pages.desk_words import meaning, value_word
    from ledger.web.pages.forms import DICE, caption_of, list_names
    from ledger.service.offers import offered
    from rules.players import player_characters

    from ledger.projections.history import command_text

    named = lambda c: command_text(c, lang, where.system)  # noqa: E731 - a command as the reader's language names it
    said = lambda text: where.system.word(text, lang)      # noqa: E731
    offer = offered(ledger, where.name, where.person)
    if not offer.table:
        raise HttpError(403, "table", "only a GM runs the table (invitations, people, permissions, approval, "
                                      "proposals)")
    camp = ledger.now(where.name, by=where.person)
    gm = where.system.word("GM", lang)                  # the GM as the system names the GM ("DJ")
    table = camp.state.get("table") or {}
    invitations = ledger.invitations(where.name, by=where.person)        # past its expiry: "expired", no withdraw
    proposals = {p.pop("id"): p for p in ledger.proposal_list(where.name, every=True, by=where.person)}
    from ledger.group.words import rejection

    worded = lambda err: where.system.refusal(err, lang)  # noqa: E731 - a refusal in the reader's words
    from rules.errors import RuleError

    for inv in invitations.values():                     # why no one new could take it now: the GM's to read
        if inv.get("blocked"):
            inv["blocked"] = worded(RuleError("characters", inv["blocked"])).split(": ", 1)[1]
    pending = {k: {**v, "sealed": _sealed(ledger, where, k), "choices": _choices(where, v["command"], camp.state, lang),
                   "refusal": v.get("refusal") and rejection({"id": k, "reason": v["refusal"]}, worded)}
               for k, v in proposals.items() if v.get("status") == "pending"}
    from ledger.projections.detail_diff import edited_lines

    decided = {k: {**v, "edits": "; ".join(edited_lines(v.get("edited"), lang, where.system)),   # the GM's changes
                   "reason": rejection({**v, "id": k}, worded)}
               for k, v in proposals.items() if v.get("status") != "pending"}
    return {"proposals": pending, "stale": sum(1 for p in pending.values() if p.get("refusal")), "decided": decided,
            "people": ledger.people(where.name, by=where.person), "invitations": invitations,
            "permissions": [{**r, "meaning": meaning(r, lang, gm), "listed": listed_in(
                r, named, said, lambda a: caption_of(where.system, a.get("field") or a["argument"], lang))}
                            for r in ledger.permissions(where.name, by=where.person)],     # as ledger permissions
            "rules": RULES, "value_word": lambda v: value_word(v, lang, gm),
            "caption": lambda key: caption_of(where.system, key, lang),
            "approval": table.get("approval") or "off", "approvals": APPROVAL,
            "language": table.get("language"), "languages": list(where.system.languages),    # the campaign's own
            "language_names": LANGUAGES,
            "characters": player_characters(where.system, camp.state), "action_count": camp.actions,
            "correct": offer.correct, "last_gm": _last_gm(camp.state), "dice_fields": sorted(DICE),
            "list_fields": list_names(where.system), "default_expiry": default_expiry()}


def default_expiry() -> str:
    """An invitation's expiry when none is given, as one is typed (``48h``): what the desk's field says an empty one
    means. Source: README "Playing as a group" (invitations: default 48 hours)."""
    from ledger.service.invitations import DEFAULT_EXPIRY

    hours = int(DEFAULT_EXPIRY.total_seconds() // 3600)
    return f"{hours // 24}d" if hours % 24 == 0 and hours > 48 else f"{hours}h"


def _choices(where: Any, command: str, state: dict[str, Any], lang: str) -> dict[str, tuple[str, ...]]:
    """Argument -> the values the form of ``command`` offers for it now (``ledger.web.pages.forms.fields_of``: an
    open roll's picks, a reference list), for the arguments that have some; empty for a correction's proposal."""
    from ledger.web.pages.forms import fields_of

    if command not in where.system.commands:
        return {}
    return {f.key: f.choices for f in fields_of(where.system, command, state, lang) if f.choices}


def _last_gm(state: dict[str, Any]) -> str | None:
    """The campaign's one seated GM, whom the desk offers no removal (``ledger.group.seats.check_last_gm`` refuses
    it), or None when there are several or none."""
    from ledger.group.seats import seated_gms

    gms = seated_gms(state)
    return gms[0] if len(gms) == 1 else None


def _sealed(ledger: Any, where: Any, pid: str) -> list[str]:
    """The arguments of pending proposal ``pid`` its system seals (``ledger.group.visibility.sealed_arguments``,
    read from the whole record: the GM's own read shows them as sealed already), which the desk shows as sealed
    and the approval does not edit. Source: seed 004 "Siempre se elige en secreto"."""
    from ledger.group.visibility import sealed_arguments

    whole = ledger.now(where.name)
    found = ((whole.state.get("table") or {}).get("proposals") or {}).get(pid) or {}
    return sorted(sealed_arguments(where.system, found.get("args") or {}, whole.state))


@page
async def desk_page(request: Request) -> Response:
    """``GET /c/{name}/desk``: the GM's desk (403 with the rule's words for a player or a viewer)."""
    where = await asked(request)
    lang = system_lang(request, where.system)
    ledger = request.app.state.ledger
    data = await call(request, lambda: desk_context(ledger, where, lang))
    return render(request, "desk.html", title="desk", **base(where, lang, **data))
