"""What-if variants of a campaign's full replay, defined here (nothing under ``ledger/`` is changed): the SQL fetch
and the decode step alone, a mapper using ``model_construct`` or no pydantic at all, a projector without
eventsourcing's protocol check, the fold without its before-value check and deep copy (``bench_rebuild.py
--what-if``). Source: eventsourcing's docs ("Application", "Mapper"), pydantic's ``model_construct``.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any, Callable

from eventsourcing.utils import get_topic

from ledger.aggregates import campaign_id
from ledger.store.application import LedgerApp
from ledger.store.mapper import PydanticMapper

from masks_table import CAMPAIGN
from replay_timing import FullReplayApp, best_of, rebuild

class ConstructMapper(PydanticMapper):
    """``model_construct`` (no validation) instead of ``model_validate``; the timestamp parsed by hand."""

    def to_domain_event(self, stored_event: Any) -> Any:
        cls, state = self.decode(stored_event)
        state["timestamp"] = datetime.fromisoformat(state["timestamp"])
        return cls.model_construct(**state)


class DictMapper(PydanticMapper):
    """No pydantic at all on the read path: the decoded dict becomes the model's ``__dict__``.

    Safe only for rows this ledger wrote itself (they were validated when they were recorded).
    """

    def to_domain_event(self, stored_event: Any) -> Any:
        cls, state = self.decode(stored_event)
        state["timestamp"] = datetime.fromisoformat(state["timestamp"])
        obj = cls.__new__(cls)
        object.__setattr__(obj, "__dict__", state)
        object.__setattr__(obj, "__pydantic_fields_set__", set(state))
        object.__setattr__(obj, "__pydantic_extra__", None)
        object.__setattr__(obj, "__pydantic_private__", None)
        return obj


class ConstructApp(FullReplayApp):
    env = {**LedgerApp.env, "MAPPER_TOPIC": get_topic(ConstructMapper)}


class DictApp(FullReplayApp):
    env = {**LedgerApp.env, "MAPPER_TOPIC": get_topic(DictMapper)}


def plain_project(aggregate: Any, events: Any) -> Any:
    """eventsourcing's ``project_aggregate`` without its ``isinstance(event, CanMutateProtocol)`` assert."""
    for ev in events:
        aggregate = ev.mutate(aggregate)
    return aggregate


def what_if(path: Path, expected_version: int, repeat: int = 3) -> list[tuple[str, float]]:
    """Full-replay variants (snapshots off), each with every PC's sheet, best of ``repeat`` interleaved rounds."""
    import ledger.aggregates.campaign as campaign_mod
    from rules.draft import set_path

    cid = campaign_id(CAMPAIGN)
    original_fold = campaign_mod.apply_changes

    def unchecked(state: dict[str, Any], changes: Any, check: bool = True, copy: bool = True) -> None:
        original_fold(state, changes, check=False, copy=copy)

    def no_copy(state: dict[str, Any], changes: Any, check: bool = True, copy: bool = True) -> None:
        # replayed events are fresh objects from orjson, discarded after the fold: nothing to copy
        for change in changes:
            set_path(state, tuple(change["path"]), change["after"])

    def no_protocol(app: LedgerApp) -> Any:
        return app.repository.get(cid, projector_func=plain_project)

    def with_fold(fold: Callable[..., None], fn: Callable[[], Any]) -> Callable[[], Any]:
        def run() -> Any:
            campaign_mod.apply_changes = fold
            try:
                return fn()
            finally:
                campaign_mod.apply_changes = original_fold
        return run

    def fetch() -> int:
        app = FullReplayApp(path)  # keep a reference: a collected app closes its connection pool
        return len(app.recorder.select_events(cid))

    def decode(app_cls: type[LedgerApp]) -> Callable[[], int]:
        def run() -> int:
            app = app_cls(path)
            return sum(1 for _ in app.events.get(cid))
        return run

    variants: list[tuple[str, Callable[[], Any]]] = [
        ("SQL only: recorder.select_events (StoredEvent rows)", fetch),
        ("SQL + mapper: events.get, no fold", decode(FullReplayApp)),
        ("SQL + model_construct mapper, no fold", decode(ConstructApp)),
        ("SQL + dict mapper (no pydantic), no fold", decode(DictApp)),
        ("rebuild: model_construct mapper", lambda: rebuild(path, ConstructApp)),
        ("rebuild: no isinstance(Protocol) in projector", lambda: rebuild(path, get=no_protocol)),
        ("rebuild: no isinstance + fold check=False", with_fold(unchecked, lambda: rebuild(path, get=no_protocol))),
        ("rebuild: no isinstance + fold w/o check, w/o deepcopy", with_fold(no_copy, lambda: rebuild(path, get=no_protocol))),
        ("rebuild: dict mapper + no isinstance", lambda: rebuild(path, DictApp, get=no_protocol)),
        ("rebuild: dict mapper + no isinstance + lean fold", with_fold(no_copy, lambda: rebuild(path, DictApp, get=no_protocol))),
    ]
    # interleaved rounds (every variant once per round), so that a slow spell of the machine hits all alike
    base = rebuild(path)[1]
    best = {label: float("inf") for label, _ in variants}
    for _ in range(repeat):
        for label, fn in [("baseline full replay (as measured above)", lambda: rebuild(path)), *variants]:
            t, _, res = best_of(1, fn)
            if isinstance(res, tuple) and (res[0] != expected_version or res[1] != base):
                raise SystemExit(f"what-if {label!r} rebuilt another campaign (version {res[0]}, expected {expected_version})")
            best[label] = min(best.get(label, float("inf")), t)
    results = [("baseline full replay (as measured above)", best.pop("baseline full replay (as measured above)")),
               *best.items()]
    return results
