"""Arcs kept by a long-running face (the web server, ``ledger play``) and carried on with the events recorded since,
so that a character's page does not read the whole record again at every visit.

Source: README "Using the ledger" (``ledger arc NAME``) and "The web table" (My character on a 100,000-event campaign);
design.md "People, roles and hidden information" (a reader's arc counts only the events they may see). One kept arc
serves every reader (what a reader may not see changes no tracked value, only the events counted); it is derived data
held in memory only: it is carried on only while the events after the version it reached are new
actions; a correction (undo, redo, amend: it may change any earlier session), a store that went back, or anything it
cannot read means the arc is folded again from the start, as the CLI folds it.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from rules.names import norm

#: Folds kept at once (campaign and language; the oldest used is let go first).
KEPT = 16
_LOCK = threading.Lock()                    # the kept folds' table; each fold has a lock of its own (``key_lock``)
_KEYS: dict[Any, threading.Lock] = {}


def take_kept(table: OrderedDict[Any, Any], key: Any) -> Any:
    """Take what ``table`` (a ``Ledger``'s kept folds) keeps under ``key`` out of it (None when nothing), to be
    carried on and put back (``put_kept``) under the key's own lock (``key_lock``)."""
    with _LOCK:
        return table.pop(key, None)


def put_kept(table: OrderedDict[Any, Any], key: Any, kept: Any, most: int) -> None:
    """Put ``kept`` back in ``table`` (a ``Ledger``'s kept folds) under ``key`` as the newest used, letting the
    oldest used go while more than ``most`` are kept."""
    with _LOCK:
        table[key] = kept
        while len(table) > most:
            table.popitem(last=False)


def key_lock(key: Any) -> threading.Lock:
    """The lock of one kept fold (``key``: what it is kept under), so that a fold of one campaign never waits for
    another's, and a second reader of the same one waits for the fold under way instead of making another."""
    with _LOCK:
        return _KEYS.setdefault(key, threading.Lock())


@dataclass
class Kept:
    """One kept arc: its ``fold`` (``ledger.projections.arc_fold.ArcFold``), the last event ``version`` it read,
    and the visibility tag (``ledger.group.visibility.hiding``) of each action some reader may not see."""

    fold: Any
    version: int = 0
    tags: dict[int, Any] = field(default_factory=dict)


def _tagged(events: Iterable[Any], kept: Kept) -> Iterator[Any]:
    """``events`` (in order) as they are, noting in ``kept`` the version read and the tag of each action some
    reader may not see (all of an action's events are told or left out together, as ``Ledger.events`` does)."""
    from ledger.group.visibility import hiding

    for ev in events:
        kept.version = ev.originator_version
        if hasattr(ev, "kind") and ev.action_id not in kept.tags:
            tag = hiding(ev.kind, ev.action, ev.detail or {})
            if tag is not None:
                kept.tags[ev.action_id] = tag
        yield ev


def _stored(view: Any) -> Any:
    """A stored event's decoded fields (a ``ledger.projections.rows.View``, upcast as the full road upcasts) as an
    object with the domain event's attributes: a field its class does not have (a creation's ``action_id`` and
    ``kind``, a correction's ``kind``) is absent, as the folds' ``hasattr`` tests expect."""
    from types import SimpleNamespace

    fields = dict(view.f)
    if view.type == "Recorded":
        for optional in ("inputs", "reason", "cause"):
            fields.setdefault(optional, None)
    return SimpleNamespace(**fields)


def _all_events(ledger: Any, name: str) -> Iterable[Any]:
    """All of campaign ``name``'s events in order: decoded straight from a SQLite store a page at a time
    (``ledger.store.fast_reader.views``: no event objects built; a fold ahead steps aside between pages while a
    request folds: ``fold_turns.paced``), else the full road's."""
    from ledger.service.fold_turns import paced
    from ledger.store.fast_reader import views

    read = views(ledger.location, name, page=2000, desc=False)
    if read is None:
        return ledger.app.campaign_events(name)
    return paced(_stored(v) for v in read())


def _folded(ledger: Any, name: str, characters: list[str], lang: str) -> Kept:
    """New kept arcs of ``characters``, folded at once from all the events of campaign ``name`` (each reader's part
    is told by ``ArcFold.result``), under ``fold_turns.whole_read`` (the collector paused; a request's fold is
    stepped aside for by the fold ahead)."""
    from ledger.projections.arc_fold import ArcFold
    from ledger.projections.timeline import collect
    from ledger.service.fold_turns import whole_read

    kept = Kept(ArcFold(ledger.system(name), characters, lang))
    with whole_read():
        events = _tagged(_all_events(ledger, name), kept)
        for ev in events:
            if not hasattr(ev, "action_id"):                    # a campaign's creation starts the fold
                kept.fold.start(ev.state)
                break
        for act in sorted(collect(events).values(), key=lambda a: a.id):      # the timeline as corrected now
            if act.active:
                for spec in act.specs:
                    kept.fold.feed(spec, kept.tags.get(act.id))
    return kept


def _carried(ledger: Any, name: str, kept: Kept, version: int) -> bool:
    """Carry ``kept`` on to ``version`` with the events recorded since; False (``kept`` left as it was read up to
    where it stopped, not to be used) when a correction is among them or the store went back."""
    from ledger.aggregates import campaign_id
    from ledger.projections.timeline import spec_dict

    if version < kept.version:
        return False
    if version == kept.version:
        return True
    new = list(ledger.app.paged_events(campaign_id(name), gt=kept.version, lte=version))
    if any(not hasattr(ev, "kind") for ev in new):         # a correction, or anything but a new action's events
        return False
    for ev in _tagged(new, kept):
        kept.fold.feed(spec_dict(ev), kept.tags.get(ev.action_id))
    return True


def kept_arc(ledger: Any, name: str, character: str, lang: str, by: Any) -> dict[str, Any]:
    """``character``'s arc in campaign ``name`` (as stored) for ``by``, as ``Ledger.arc`` answers it, from the arc
    kept on ``ledger`` (``ledger.kept_arcs``, an ``OrderedDict``; one fold of all the campaign's characters per
    language, for every reader: the first visit to any character folds them all) carried on to the campaign's
    version now, or folded again (also for a character added since); the events ``by`` may not see are left out of its
    counts (``ledger.group.visibility.tag_visible``). Raises ``Refused`` for someone not in the campaign,
    ``RuleError("character")``."""
    from ledger.group.visibility import tag_visible
    from ledger.projections.arc_fold import stored_name

    vis = None if by.owner else ledger.visible(name, by)
    seen = None if vis is None or vis.gm else (lambda tag: tag_visible(tag, vis))
    key = (name, lang)
    now = ledger.now(name)
    stored_name(now.state, character)            # a name the campaign does not have: refused before any fold
    ledger.system(name).lang(lang)               # as is a language it does not read in
    version = now.version
    with key_lock(("arc", key)):
        kept = take_kept(ledger.kept_arcs, key)
        if kept is None:
            from ledger.service.arcs_on_disk import load

            found = load(ledger, name, lang)               # kept on disk by this code: carried on from there
            kept = None if found is None else Kept(*found)
        if kept is None or norm(character) not in kept.fold.wanted or not _carried(ledger, name, kept, version):
            from ledger.service.arcs_on_disk import save

            kept = _folded(ledger, name, list(now.state.get("characters") or {}), lang)
            save(ledger, name, lang, kept)
        answer = kept.fold.result(seen, only=character)[0]
        put_kept(ledger.kept_arcs, key, kept, KEPT)
    return answer


def fold_ahead(ledger: Any, name: str) -> bool:
    """Fold (or load from disk and carry on: ``ledger.service.arcs_on_disk``) the arcs of every character of
    campaign ``name`` in its system's default language and in every other language they were read in (a kept file
    on disk for it), as ``kept_arc`` does at a first visit, so that the first visitor finds them kept whatever
    their language (a server does this in the background as it starts: stepping aside while a request folds,
``fold_turns.ahead``). False for a campaign without characters."""
    from ledger.service.arcs_on_disk import _where
    from ledger.service.fold_turns import ahead
    from ledger.service.people import Person

    characters = list(ledger.now(name).state.get("characters") or {})
    if not characters:
        return False
    system = ledger.system(name)
    first = system.lang(None)
    with ahead():
        for lang in dict.fromkeys((first, *system.languages)):
            where = _where(ledger, name, lang)
            if lang == first or (where is not None and where[0].exists()):
                kept_arc(ledger, name, characters[0], lang, Person.OWNER)
    return True


def keep_on_disk(ledger: Any) -> None:
    """Keep every arc kept on ``ledger`` on disk (``arcs_on_disk.save``), as a server stops."""
    from ledger.service.arcs_on_disk import save

    with _LOCK:
        kept_now = list(ledger.kept_arcs.items())
    for (name, lang), kept in kept_now:
        with key_lock(("arc", (name, lang))):
            save(ledger, name, lang, kept)
