"""The store's campaign list checked against the campaigns' own records, and campaigns found without it.

Source: README "Archiving a campaign" (the campaign list is covered by ``verify``) and design.md "Storage". The list
(``CampaignIndex``: one ``Started`` event, then one ``Registered`` per campaign) carries no hash chain; each
campaign's own record does, and its first event (``Campaign.Created``) holds the campaign's name and system. So
the list is checked against those records: every entry names a stored campaign (with its name and system), every
stored campaign has an entry, and the list's events run 1..N in their kinds' places. A campaign's record is found
by its name even when the list is damaged (``created_name``), so a damaged list hides nothing.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

import orjson

from ledger.aggregates import stored
from rules.names import norm


def _rows(app: Any, sql: str, params: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """The rows of ``sql`` (``?`` marks; ``EVENTS`` for the events table) on the store of ``app``, read in one read
    transaction (SQLite or PostgreSQL)."""
    from ledger.store.damage import events_table

    recorder = app.recorder
    table = events_table(app)
    if app.location.kind == "sqlite":
        with recorder.datastore.transaction(commit=False) as wrapped, wrapped as cursor:
            cursor.execute(sql.replace("EVENTS", table), params)
            return [tuple(row) for row in cursor.fetchall()]
    with recorder.datastore.transaction(commit=False) as cursor:
        cursor.execute(sql.replace("EVENTS", table).replace("?", "%s"), params)
        return [tuple(row.values()) if isinstance(row, dict) else tuple(row) for row in cursor.fetchall()]


def stored_campaigns(app: Any) -> dict[str, tuple[str, str]]:
    """Every campaign whose record the store holds, found by its first event (the events table read whole, not the
    list): originator id (32 hex digits) -> (name, system) as its ``Created`` event says. A first event that does
    not decode is left out (``verify`` of that campaign names it)."""
    if getattr(app, "unmade", False):
        return {}
    found: dict[str, tuple[str, str]] = {}
    for oid, state in _rows(app, "SELECT originator_id, state FROM EVENTS WHERE originator_version = 1 AND topic = ?",
                            (stored.topic("Campaign.Created"),)):
        try:
            fields = orjson.loads(bytes(state))
            found[UUID(str(oid)).hex] = (str(fields["name"]), str(fields["system"]))
        except (orjson.JSONDecodeError, KeyError, TypeError, ValueError):
            continue
    return found


def created_name(app: Any, name: str) -> str | None:
    """The stored name of campaign ``name`` as its own first event says, when the store holds its record (found by
    the id its name gives, not through the list), or None."""
    if getattr(app, "unmade", False):
        return None
    rows = app.recorder.select_events(stored.campaign_id(name), lte=1)
    if not rows or stored.kind_of(rows[0].topic) != "Campaign.Created":
        return None
    try:
        return str(orjson.loads(rows[0].state)["name"])
    except (orjson.JSONDecodeError, KeyError, TypeError):
        return None


def list_damage(app: Any) -> str | None:
    """What is wrong with the store's campaign list (a phrase naming its event), or None when it agrees with the
    campaigns' records: its events 1..N, ``Started`` first and ``Registered`` after, each decoding; each entry
    naming a stored campaign, once, by the name and system its record holds; each stored campaign entered."""
    if getattr(app, "unmade", False):
        return None
    campaigns = stored_campaigns(app)
    rows = app.recorder.select_events(stored.INDEX_ID)
    registered: dict[str, tuple[str, int]] = {}
    for expected, row in enumerate(rows, start=1):
        version = row.originator_version
        if version != expected:
            return f"its event {expected} is missing (deleted), or its events were reordered"
        try:
            kind, fields = stored.decode(row.topic, row.state)
            name, system = fields["name"] if kind != "CampaignIndex.Started" else "", fields.get("system", "")
        except (ValueError, KeyError, TypeError):
            return f"its event {version} does not decode (its bytes were cut or edited)"
        if kind not in ("CampaignIndex.Started", "CampaignIndex.Registered") or (kind == "CampaignIndex.Started") != (version == 1):
            return f"its event {version} is of a kind that cannot stand there (its topic was edited)"
        if version == 1:
            continue
        if type(name) is not str or type(system) is not str:
            return f"its event {version} does not decode (its bytes were cut or edited)"
        key = stored.campaign_key(name)
        if key in registered:
            return f"its event {version} enters campaign {name!r} a second time"
        registered[key] = (name, version)
        held = campaigns.get(key)
        if held is None:
            return f"its event {version} names campaign {name!r}, but no record of that campaign is stored (an edited name)"
        if norm(held[0]) != norm(name) or held[1] != system:
            return f"its event {version} names campaign {name!r} ({system}), but that record says {held[0]!r} ({held[1]})"
    for key, (name, _) in campaigns.items():
        if key not in registered and key == stored.campaign_key(name):
            return f"campaign {name!r} is stored but not entered in it (its entry was deleted or edited)"
    return None
