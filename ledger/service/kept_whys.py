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
It is derived data, kept on disk too (``ledger.service.whys_on_disk``: as a fold is made and as the server stops) so
that a server started again carries the whys on from there (a correction since: folded again from the start).
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from ledger.projections.review import feed_all
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


def _carry(ledger: Any, name: str, kept: KeptWhys, version: int, corrections: bool = True) -> bool:
    """Feed every fold of ``kept`` the events of campaign ``name`` after ``kept.version`` up to ``version``; with
    ``corrections`` False, nothing is fed and False returned when a correction is among them (``kept`` not to be
    used: a kept file is let go at any correction)."""
    from ledger.aggregates import campaign_id
    from ledger.service.kept_arcs import _tagged

    if version == kept.version:
        return True
    new: Any = ledger.app.paged_events(campaign_id(name), gt=kept.version, lte=version)
    if not corrections:
        new = list(new)
        if any(not hasattr(ev, "kind") for ev in new):
            return False
    folds = list(kept.folds.values())
    for ev in _tagged(new, kept):
        feed_all(folds, ev)
    kept.version = version
    return True


def _taken(ledger: Any, name: str, version: int) -> KeptWhys:
    """The whys of campaign ``name`` kept on ``ledger`` (else on disk: ``whys_on_disk.load``) carried on to
    ``version``, or new ones at ``version`` when none are kept, the store went back, or a kept file is followed by
    a correction. To be put back (``put_kept``) under the campaign's ``key_lock``."""
    kept = take_kept(ledger.kept_whys, name)
    if kept is not None and version >= kept.version:
        _carry(ledger, name, kept, version)
        return kept
    from ledger.service.whys_on_disk import load

    found = load(ledger, name)
    if found is not None and found[0] <= version:
        kept = KeptWhys(version=found[0], folds=found[1], tags=found[2])
        if _carry(ledger, name, kept, version, corrections=False):
            return kept
    return KeptWhys(version=version)              # new, or the store went back: folded again


def _fold_new(ledger: Any, name: str, kept: KeptWhys, wanted: list[tuple[str, str]], keep: bool = True) -> None:
    """New folds of ``wanted`` ((character, field) pairs) in ``kept``, read at once from all the events of campaign
    ``name`` up to ``kept.version`` (decoded straight from a SQLite store where it can: ``kept_arcs._all_events``);
    ``kept`` saved on disk after (``whys_on_disk.save``) unless ``keep`` is False. The read is a
    ``fold_turns.whole_read`` (the collector paused; a request's read is stepped aside for by the fold ahead)."""
    from ledger.group.visibility import hiding
    from ledger.projections.review import WhyFold
    from ledger.service.fold_turns import whole_read
    from ledger.service.kept_arcs import _all_events

    system = ledger.system(name)
    folds = [WhyFold(system, character, f) for character, f in wanted]
    with whole_read():
        for ev in _all_events(ledger, name):
            if ev.originator_version > kept.version:
                break
            if hasattr(ev, "kind") and ev.action_id not in kept.tags:
                tag = hiding(ev.kind, ev.action, ev.detail or {})
                if tag is not None:
                    kept.tags[ev.action_id] = tag
            feed_all(folds, ev)
    for key, fold in zip(wanted, folds):
        kept.folds[key] = fold
    if keep:
        from ledger.service.whys_on_disk import save

        save(ledger, name, kept)                  # a fold of the whole record: kept on disk for the next start


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
        kept = _taken(ledger, name, version)
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
    """Fold (or load from disk and carry on: ``ledger.service.whys_on_disk``), as the owner, the whys a system's
    ``pips`` view asks of every character of campaign ``name`` (each rated value), all in one read of the record,
    so that the first sheet shown finds them kept (a server does this in the background as it starts). The pips
    name each value by its id, the same in every language, and a why's rows hold no words: the folds serve every
    language. The read of the whole record is made outside the campaign's lock (``key_lock``): a request meanwhile
    answers from the folds already kept, or folds its own, instead of waiting for every character's; the new folds
    are then carried on to the kept ones' version and added where a request did not make them first. It steps
    aside while a request folds (``fold_turns.ahead``). Returns the number of folds made."""
    from ledger.service.fold_turns import ahead

    system = ledger.system(name)
    if system.views.pips is None:
        return 0
    with ahead():
        return _ahead(ledger, name, system)


def _ahead(ledger: Any, name: str, system: Any) -> int:
    """``fold_ahead`` of campaign ``name`` (its system's ``pips`` view given), in the fold ahead's turn."""
    from ledger.service.whys_on_disk import save

    now = ledger.now(name)
    lang = system.lang(None)
    wanted = [(c, t["field"]) for c in (now.state.get("characters") or {})
              for t in system.views.pips(now.state, c, lang) if t["rating"]]
    with key_lock(("whys", name)):
        kept = _taken(ledger, name, now.version)
        missing = [w for w in dict.fromkeys(wanted) if w not in kept.folds]
        put_kept(ledger.kept_whys, name, kept, KEPT)
    if not missing:
        return 0
    made = KeptWhys(version=kept.version)
    _fold_new(ledger, name, made, missing, keep=False)             # no lock held: the long read
    with key_lock(("whys", name)):
        kept = take_kept(ledger.kept_whys, name) or made        # (let go meanwhile: the new folds are all)
        if kept is not made and kept.version >= made.version and _carry(ledger, name, made, kept.version):
            for key, fold in made.folds.items():
                kept.folds.setdefault(key, fold)
            kept.tags.update(made.tags)
        if kept is made or made.folds.keys() <= kept.folds.keys():
            save(ledger, name, kept)
        put_kept(ledger.kept_whys, name, kept, KEPT)
    return len(missing)


def keep_on_disk(ledger: Any) -> None:
    """Keep every campaign's whys kept on ``ledger`` on disk (``whys_on_disk.save``), as a server stops."""
    from ledger.service.kept_arcs import _LOCK
    from ledger.service.whys_on_disk import save

    with _LOCK:
        kept_now = list(ledger.kept_whys.items())
    for name, kept in kept_now:
        with key_lock(("whys", name)):
            save(ledger, name, kept)
