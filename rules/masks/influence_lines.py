"""Masks' Influence events as a row's summary reads them: who holds Influence over whom, and how it came or went.

Source: seed 000 (Masks, Spanish part), "INFLUENCIA": "Cuando alguien tiene Influencia sobre ti ... puedes darle
Influencia a cualquier personaje"; "Todos los adultos tienen Influencia sobre ti automáticamente"; "Cuando te
aproveches de tu Influencia sobre alguien, entrega la Influencia"; "rechaces la Influencia"; "Te Alejas del Equipo
... Retira Influencia de alguien sobre ti"; catalogue §1.1 (Influence). The ways are the ids the rules record
(``rules.masks.state.gain_influence``'s ``how``: ``given``, ``adult``, ``gained``; ``lose_influence``'s ``why``),
never shown as ids.
"""

from __future__ import annotations

from typing import Any

from rules.masks.kinds import ES as KIND_WORDS

#: How Influence was gained -> (English, Spanish) after "; ", ``{subject}`` the one it is held over; "" says nothing
#: more ("gained": the move or the rule that gave it is the row's cause).
HOW = {"given": ("{subject} gave it", "{subject} se la dio"),
       "adult": ("as an adult", "por ser adulto"),
       "gained": ("", "")}

#: Why Influence was lost, as the rules record it -> its Spanish (the English is the record's own).
WHY_ES = {"removed": "retirada", "rejected": "rechazada", "grew away": "se alejó del Equipo",
          "permanently lost (advancement)": "perdida para siempre (avance)",
          "took advantage to inflict a condition": "la aprovechó para infligir una condición",
          **{f"took advantage (TA{n})": f"la aprovechó (TA{n})" for n in (1, 2, 3)}}


def influence_line(kind: str, detail: dict[str, Any], lang: str = "en") -> str | None:
    """The summary of an ``InfluenceGained`` or ``InfluenceLost`` event (``detail``: ``holder``, ``subject``, ``how``
    or ``why``) in ``lang`` (``en``, ``es``): ``Influencia ganada (Gale la tiene sobre Rook; Rook se la dio)``,
    ``Influence lost (Gale no longer holds it over Rook; rejected)``; None for any other kind (the plain line)."""
    es = lang == "es"
    holder, subject = detail.get("holder"), detail.get("subject")
    if kind == "InfluenceGained" and holder and subject:
        way = HOW.get(str(detail.get("how")), ("", ""))[es].format(subject=subject)
        held = f"{holder} la tiene sobre {subject}" if es else f"{holder} holds it over {subject}"
        head = KIND_WORDS[kind] if es else "Influence gained"
        return f"{head} ({held}{'; ' + way if way else ''})"
    if kind == "InfluenceLost" and holder and subject:
        why = str(detail.get("why") or "")
        why = WHY_ES.get(why, why) if es else why
        held = f"{holder} ya no la tiene sobre {subject}" if es else f"{holder} no longer holds it over {subject}"
        head = KIND_WORDS[kind] if es else "Influence lost"
        return f"{head} ({held}{'; ' + why if why else ''})"
    return None
