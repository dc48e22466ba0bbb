"""Whys kept by a long-running face (the web server) and carried on with the events recorded since, so that the
pips of a sheet (each pip linked to the test that earned it) and ``why`` of a value do not read the whole record
again at every visit.

Source: README "Correcting mistakes and reviewing the past" (``ledger why NAME FIELD``) and "The web table" (My
character on a 100,000-event campaign, the why buttons); design.md "People, roles and hidden information" (a
reader's why leaves out the actions they may not see). One kept fold (``ledger.projections.review.WhyFold``) per
campaign, character and field serves every reader: it folds every event, and each row is told to a reader only
when its action is one they may see (``ledger.group.visibility.tag_visible`` of the action's tag, as
``Ledger.events`` leaves such an action out). A why is a fold of the record as recorded, corrections included, so
it is carried on over any events recorded since; a store that went back means it is folded again from the start.
It is derived data held in memory only.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from ledger.service.kept_arcs import key_lock, put_kept, take_kept

#: Campaigns kept at once, and folds (character and field) kept per campaign (the oldest used let go first).
KEPT, FOLDS = 16, 512


@dataclass
class KeptWhys:
    """The folds kept for one campaign: ``folds`` ((character, field) -> ``WhyFold``, all at event ``version``),
    and the visibility tag (``ledger.group.visibility.hiding``) of each action some reader may not see."""

    version: int = 0
    folds: OrderedDict[tuple[str, str], Any] = field(default_factory=OrderedDict)
    tags: dict[int, Any] = field(default_factory=dict)


def _carry(ledger: Any, name: str, kept: KeptWhys, version: int) -> None:
    """Feed every fold of ``kept`` the events of campaign ``name`` after ``kept.version`` up to ``version``."""
    from ledger.aggregates import campaign_id
    from ledger.service.kept_arcs import _tagged

    if version == kept.version:
        return
    folds = list(kept.folds.values())
    for ev in _tagged(ledger.app.paged_events(campaign_id(name), gt=kept.version, lte=version), kept):
        for fold in folds:
            fold.feed(ev)
    kept.version = version


def _fold_new(ledger: Any, name: str, kept: KeptWhys, wanted: list[tuple[str, str]]) -> None:
    """New folds of ``wanted`` ((character, field) pairs) in ``kept``, read at once from all the events of campaign
    ``name`` up to ``kept.version`` (decoded straight from a SQLite store where it can: ``kept_arcs._all_events``)."""
    from ledger.group.visibility import hiding
    from ledger.projections.review import WhyFold
    from ledger.service.kept_arcs import _all_events

    system = ledger.system(name)
    folds = [WhyFold(system, character, f) for character, f in wanted]
    for ev in _all_events(ledger, name):
        if ev.originator_version > kept.version:
            break
        if hasattr(ev, "kind") and ev.action_id not in kept.tags:
            tag = hiding(ev.kind, ev.action, ev.detail or {})
            if tag is not None:
                kept.tags[ev.action_id] = tag
        for fold in folds:
            fold.feed(ev)
    for key, fold in zip(wanted, folds):
        kept.folds[key] = fold


def kept_whys(ledger: Any, name: str, character: str, fields: list[str], by: Any) -> dict[str, list[dict[str, Any]]]:
    """``Ledger.whys`` of ``character``'s ``fields`` in campaign ``name`` (as stored) for ``by``, from the folds
    kept on ``ledger`` (``ledger.kept_whys``, an ``OrderedDict``) carried on to the campaign's version now, a field
    not kept yet folded from the whole record once (every field missing in one read). The rows of an action ``by``
    may not see are left out. Raises ``Refused`` for someone not in the campaign."""
    from ledger.group.visibility import tag_visible

    vis = None if by.owner else ledger.visible(name, by)
    seen = None if vis is None or vis.gm else (lambda tag: tag_visible(tag, vis))
    version = ledger.now(name).version
    with key_lock(("whys", name)):
        kept = take_kept(ledger.kept_whys, name)
        if kept is None or version < kept.version:
            kept = KeptWhys(version=version)              # new, or the store went back: folded again
        _carry(ledger, name, kept, version)
        missing = list(dict.fromkeys((character, f) for f in fields if (character, f) not in kept.folds))
        if missing:
            _fold_new(ledger, name, kept, missing)
        answer = {}
        for f in fields:
            kept.folds.move_to_end((character, f))
            rows = kept.folds[(character, f)].rows()
            answer[f] = rows if seen is None else [r for r in rows if (t := kept.tags.get(r["action"])) is None
                                                   or seen(t)]
        while len(kept.folds) > FOLDS:
            kept.folds.popitem(last=False)
        put_kept(ledger.kept_whys, name, kept, KEPT)
    return answer


def fold_ahead(ledger: Any, name: str) -> int:
    """Fold, as the owner, the whys a system's ``pips`` view asks of every character of campaign ``name`` (each
    rated value, in the system's default language), all in one read of the record, so that the first sheet shown
    finds them kept (a server does this in the background as it starts). Returns the number of folds made."""
    system = ledger.system(name)
    if system.views.pips is None:
        return 0
    now = ledger.now(name)
    lang = system.lang(None)
    wanted = [(c, t["field"]) for c in (now.state.get("characters") or {})
              for t in system.views.pips(now.state, c, lang) if t["rating"]]
    with key_lock(("whys", name)):
        kept = take_kept(ledger.kept_whys, name)
        if kept is None or now.version < kept.version:
            kept = KeptWhys(version=now.version)
        _carry(ledger, name, kept, now.version)
        missing = [w for w in dict.fromkeys(wanted) if w not in kept.folds]
        if missing:
            _fold_new(ledger, name, kept, missing)
        put_kept(ledger.kept_whys, name, kept, KEPT)
    return len(missing)
