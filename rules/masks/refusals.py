"""Masks' refusals in Spanish (``--lang es``): its phase words and frequent refusals, over the shared frames
(``rules.refusal_frames.shared``, the GM named "Narrador" as seed 000 names the GM).

Source: seed 000's Spanish part (tirada, Etiqueta, condición, Equipo, Influencia, batalla, fin de sesión) and
``rules.refusals``.
"""

from __future__ import annotations

from rules.masks.captions import GM_ES
from rules.masks.refusal_templates import ES as TEMPLATES, PICK_DETAILS, TERMS
from rules.refusal_frames import shared
from rules.refusals import Phrases, merge, refusal as rewrite

OWN = Phrases(
    templates=TEMPLATES + PICK_DETAILS + TERMS,
    whole=(
        (r"roll #(?P<id>\d+) \((?P<term>.+?) by (?P<who>.+?)\) is waiting to be resolved",
         "la tirada #{id} ({term} de {who}) espera resolverse"),
        (r"(?P<name>'.+?') already exists in this campaign", "{name} ya existe en esta campaña"),
        (r"unknown playbook (?P<name>'.*?'); published: (?P<list>.*?); a playbook of your own needs --custom and --labels",
         "libreto desconocido {name}; publicados: {list}; un libreto propio requiere --custom y --labels"),
        (r"Team is spent after the roll it helps \(masks\.team\.spendTiming = afterRoll\)",
         "el Equipo se gasta después de la tirada a la que ayuda (masks.team.spendTiming = afterRoll)"),
    ),
    parts=(
        (r"\bno roll is waiting to be resolved\b", "ninguna tirada espera resolverse"),
        (r"\broll #(\d+) is waiting to be resolved\b", r"la tirada #\1 espera resolverse"),
        (r"\bthe battle is not started\b", "no hay batalla en curso"),
        (r"\bthe battle is (\w+)\b", r"la batalla está \1"),
        (r"\bthe team is in battle\b", "el Equipo está en batalla"),
        (r"\bthe team is out of battle\b", "el Equipo no está en batalla"),
        (r"\broll #(\d+)", r"tirada #\1"),
        (r"\bthe Team pool has (\d+)\b", r"la reserva del Equipo tiene \1"),
    ),
)

#: Language -> phrases (Spanish only: English is the language the rules raise in).
TABLES = {"es": merge(OWN, shared("es", GM_ES))}


def refusal(field: str, message: str, lang: str = "en") -> str | None:
    """``message`` (a refusal of ``field``) in ``lang``, or None for English (``rules.refusals.refusal``)."""
    return rewrite(TABLES, field, message, lang)
