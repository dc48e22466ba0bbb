"""The actions of a campaign's timeline from one action on, read a page at a time: what an amend decides again.

Source: README "Correcting mistakes and reviewing the past" and design.md "Undo" (the effective timeline:
``ledger.projections.timeline.collect``), read as the history is at scale (bench/README.md: memory flat in the
campaign's size). A first streamed pass gathers what the corrections say of those actions (undone, redone, new
inputs, decided again); then the actions come one at a time in order (``acts``), and the campaign's state with
them taken back (``rewound``) is made walking the events from the end. The events still pending on the campaign
(written in memory, not yet saved) follow the stored ones.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ledger.aggregates.changes import apply_changes, clone
from ledger.projections.timeline import Act, inverse, spec_dict


class LaterActions:
    """The play actions numbered ``first`` or later of campaign ``camp`` (loaded from ``app``, a ``LedgerApp``),
    as ``collect(events, since=first)`` gives them, without holding them all: built on creation from one streamed
    pass over the corrections; ``acts()`` and ``rewound()`` read the events again."""

    def __init__(self, app: Any, camp: Any, first: int) -> None:
        self._app, self._camp, self.first = app, camp, first
        self._pending = list(camp.pending_events)
        self._top = camp.version - len(self._pending)
        self._start = app.first_version(camp.id, first, self._top) if first > 0 else 1
        self.active: dict[int, bool] = {}
        self.undone_with: dict[int, list[int]] = {}
        self.inputs: dict[int, Any] = {}
        self.revised: dict[int, list[dict[str, Any]]] = {}
        for ev in self._events():
            if hasattr(ev, "kind") or not hasattr(ev, "action_id"):
                continue
            for n in ev.undone:
                self.active[n] = False
                self.undone_with[n] = list(ev.undone)
            for n in ev.redone:
                self.active[n] = True
            for key, given in ev.inputs.items():
                self.inputs[int(key)] = given
            for key, specs in ev.revised.items():
                self.revised[int(key)] = specs

    def _events(self) -> Iterator[Any]:
        """The events of actions ``first`` and later (the creation's never), stored (a page at a time) then pending."""
        if self._start <= self._top:
            yield from self._app.paged_events(self._camp.id, gt=self._start - 1, lte=self._top)
        yield from (ev for ev in self._pending if getattr(ev, "action_id", -1) >= self.first)

    def _backwards(self, page: int = 1000) -> Iterator[Any]:
        """The same events from the last back to the first."""
        yield from (ev for ev in reversed(self._pending) if getattr(ev, "action_id", -1) >= self.first)
        before = self._top
        while before >= self._start:
            rows = self._app.recorder.select_events(self._camp.id, gt=self._start - 1, lte=before, desc=True, limit=page)
            if not rows:
                return
            for stored in rows:
                yield self._app.mapper.to_domain_event(stored)
            before = rows[-1].originator_version - 1

    def _finished(self, act: Act) -> Act:
        n = act.id
        if n in self.active:
            act.active = self.active[n]
        if n in self.undone_with:
            act.undone_with = self.undone_with[n]
        if n in self.inputs:
            act.inputs = self.inputs[n]
        if n in self.revised:
            act.specs = self.revised[n]
        return act

    def acts(self) -> Iterator[Act]:
        """The actions in order, each whole (its effective events, whether it is in force, its inputs now)."""
        act: Act | None = None
        for ev in self._events():
            if not hasattr(ev, "kind"):
                continue
            if act is not None and act.id != ev.action_id:
                yield self._finished(act)
                act = None
            if act is None:
                act = Act(ev.action_id, ev.action, ev.actor, ev.inputs, ev.reason)
            act.specs.append(spec_dict(ev))
        if act is not None:
            yield self._finished(act)

    def rewound(self) -> dict[str, Any]:
        """A copy of the campaign's state with the effective events of the actions in force taken back, latest first
        (``ledger.projections.timeline.rewind`` of ``acts()``). Raises ``DivergenceError`` when a recorded value does
        not match (a damaged store)."""
        out = clone(self._camp.state)
        last: int | None = None
        for ev in self._backwards():
            if not hasattr(ev, "kind"):
                continue
            n = ev.action_id
            if not self.active.get(n, True):
                continue
            if n in self.revised:
                if n != last:
                    for spec in reversed(self.revised[n]):
                        apply_changes(out, inverse(spec["changes"]))
            else:
                apply_changes(out, inverse(ev.changes))
            last = n
        return out
