"""The desk's words for the table's rules (``ledger.group.permissions``): each rule's sentence (as the group's
refusals word it) and each value a GM may choose, in each language the pages read in; English stays the permissions
module's own.

Source: README "People, roles and permissions" (``ledger permissions``: each rule with what it means); design.md
"People, roles and hidden information"; the pages' languages (``ledger.web.pages.words``).
"""

from __future__ import annotations

#: A value a GM may choose (a rule's, the approval option's), as a choice of the desk reads, by language.
VALUES: dict[str, dict[str, str]] = {
    "own": {"es": "propios", "de": "eigene", "it": "propri"},
    "any": {"es": "cualquiera", "de": "beliebige", "it": "qualsiasi"},
    "own-last": {"es": "la última propia", "de": "die eigene letzte", "it": "l'ultima propria"},
    "none": {"es": "ninguna", "de": "keine", "it": "nessuna"},
    "no": {"es": "no", "de": "nein", "it": "no"},
    "yes": {"es": "sí", "de": "ja", "it": "sì"},
    "off": {"es": "desactivada", "de": "aus", "it": "disattivata"},
    "players": {"es": "jugadores", "de": "Spieler", "it": "giocatori"},
    "all-but-gm": {"es": "todos menos el {gm}", "de": "alle außer der {gm}", "it": "tutti tranne il {gm}"},
}


def meaning(rule: dict[str, str], lang: str, gm: str = "GM") -> str:
    """The sentence of one ``ledger.group.permissions.table_rules`` row (``{"rule", "value", "meaning"}``) in
    ``lang`` as the group's refusals word it (``rules.group_frames.said``: one translation of each rule's sentence,
    ``gm`` the system's word for the GM); its English ``meaning`` when the language has none."""
    from rules.group_frames import said

    return said(lang, rule["meaning"], gm) or rule["meaning"]


def value_word(value: str, lang: str, gm: str = "GM") -> str:
    """A rule's or the approval option's ``value`` as the desk offers it in ``lang`` (as typed when it has none),
    the GM named ``gm``."""
    return (VALUES.get(value, {}).get(lang) or value).replace("{gm}", gm)
