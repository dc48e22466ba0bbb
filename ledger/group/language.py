"""The group command ``language``: the GM sets the campaign's own language (``table.language``), the default of
every reader who asks for none (``ledger.service.campaign_language``).

Source: README "Playing as a group" (a campaign's language) and design.md "People, roles and hidden information"
(GMs run the table). Pure, in the style of ``ledger.group.table``: the service layer has already checked the code
against the campaign's system (``ledger.service.campaign_language.checked``); no language is named here.
"""

from __future__ import annotations

from typing import Any

from ledger.group.permissions import may_run_table
from rules.draft import Draft
from rules.errors import RuleError


def language(d: Draft, a: dict[str, Any], by: str | None, action: int) -> None:
    """``language``: set the campaign's language to ``language`` (a language code the service checked). GMs only
    (``Refused`` otherwise). Raises ``RuleError("language")`` for no code, or the language it has already.
    Records ``LanguageSet`` {``language``, ``by``}."""
    may_run_table(d.state, by, "language")
    value = a.get("language")
    if not isinstance(value, str) or not value:
        raise RuleError("language", "give a language")
    if ((d.state.get("table") or {}).get("language")) == value:
        raise RuleError("language", f"the campaign's language is already {value}")
    d.event("LanguageSet", language=value, by=by)
    d.set("table", "language", value)
