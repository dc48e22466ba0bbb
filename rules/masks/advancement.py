"""Masks advancement: each playbook's published advancement list as data (taking one by its listed option, the
``advance`` command, is ``rules.masks.advance``).

Sources: 000 "Advancements" (what losing Influence for good, retiring, locking a Label and becoming a
paragon mean) and catalogue §1.6; docs/systems/masks.md "Advancements". The lists (options, how many times each may be
taken, which wait until five advances from the top list) were read from a public compendium of the
official playbooks and are written here in our own words: every core playbook and the Halcyon City
Herald, Unbound and Secrets of A.E.G.I.S. ones. A custom playbook takes the options every core list
shares (``GENERIC``).
"""

from __future__ import annotations

from typing import Any


#: Advanced options open once this many advances from the top list are taken (catalogue §1.6 [P]).
ADVANCED_AFTER = 5

# id -> (English, Spanish, effect). Effects: note (recorded only), lose_influence (--other, --label),
# rearrange (--arrange, --label), unlock, unlock_again, lock (--lock, --label), lock_soldier (--label),
# retire, paragon, two_up (two --label), plus_two (--label), mask (--label), aegis (A.E.G.I.S. loses
# its Influence for good).
OPTIONS: dict[str, tuple[str, str, str]] = {
    "playbook_move": ("take another move from your playbook", "toma otro movimiento de tu libreto", "note"),
    "other_move": ("take a move from another playbook", "toma un movimiento de otro libreto", "note"),
    "lose_influence": ("someone permanently loses Influence over you; add +1 to a Label",
                       "alguien pierde para siempre su Influencia sobre ti; +1 a una Etiqueta", "lose_influence"),
    "rearrange": ("rearrange your Labels as you choose, and add +1 to a Label",
                  "reordena tus Etiquetas como quieras y suma +1 a una Etiqueta", "rearrange"),
    "unlock_moment_of_truth": ("unlock your Moment of Truth", "desbloquea tu Momento de la Verdad", "unlock"),
    "moment_of_truth_again": ("unlock your Moment of Truth again after using it",
                              "desbloquea otra vez tu Momento de la Verdad tras usarlo", "unlock_again"),
    "change_playbook": ("change playbooks", "cambia de libreto", "note"),
    "adult_move": ("take an adult move", "toma un movimiento adulto", "note"),
    "lock_label": ("lock a Label, and add +1 to a Label of your choice",
                   "bloquea una Etiqueta y suma +1 a la Etiqueta que quieras", "lock"),
    "retire": ("retire from the life", "retírate de la vida", "retire"),
    "paragon": ("become a paragon of the city", "conviértete en un Héroe de la Ciudad", "paragon"),
    # playbook options
    "bulls_heart_roles": ("choose two more roles for your love and rival", "elige dos roles más para tu amor y tu rival", "note"),
    "two_labels_up": ("add +1 to two different Labels", "suma +1 a dos Etiquetas distintas", "two_up"),
    "clear_doomsign": ("clear a doomsign, losing that move for now", "borra una señal de perdición y pierde ese movimiento por ahora", "note"),
    "burn_and_flares": ("gain burn and three flares from the Nova", "gana burn y tres destellos del Nova", "note"),
    "confront_doom": ("face your doom on your own terms; if you live, change playbooks",
                      "enfrenta tu perdición a tu manera; si sobrevives, cambia de libreto", "note"),
    "paragon_while_you_last": ("become a paragon of the city for the time you have left",
                               "conviértete en Héroe de la Ciudad el tiempo que te quede", "paragon"),
    "mask_label": ("give your mask a new Label and add +1 to it", "dale otra Etiqueta a tu máscara y súmale +1", "mask"),
    "beacon_drives": ("take drives from the Beacon", "toma impulsos del Beacon", "note"),
    "doomed_sanctuary": ("take a sanctuary from the Doomed", "toma un santuario del Doomed", "note"),
    "suite_powers": ("unlock the last two powers of your suite", "desbloquea los dos últimos poderes de tu conjunto", "note"),
    "new_flares": ("unlock three new flares", "desbloquea tres destellos nuevos", "note"),
    "bulls_heart": ("take the Bull's love and rival extra", "toma el amor y el rival del Bull", "note"),
    "two_abilities": ("gain two new abilities from any playbook", "gana dos habilidades nuevas de cualquier libreto", "note"),
    "human_life": ("take up a human life: a secret identity and a mask from the Janus",
                   "adopta una vida humana: identidad secreta y máscara del Janus", "note"),
    "mentor_label": ("add +2 to the Label your mentor embodies or denies", "suma +2 a la Etiqueta que tu mentor encarna o niega", "plus_two"),
    "mentor_resources": ("choose up to four more resources from your mentor", "elige hasta cuatro recursos más de tu mentor", "note"),
    "doomed_doom": ("take a doom, its track and doomsigns from the Doomed", "toma una perdición, su registro y señales del Doomed", "note"),
    "mutate": ("mutate further: two new abilities from any playbook", "muta más: dos habilidades nuevas de cualquier libreto", "note"),
    "protege_mentor": ("take a mentor from the Protégé", "toma un mentor del Protégé", "note"),
    "go_back": ("go back to your own time", "vuelve a tu propia época", "retire"),
    "new_bond": ("take one new bond", "toma un vínculo nuevo", "note"),
    "new_distinction": ("take one new distinction", "toma una distinción nueva", "note"),
    "other_half_advancement": ("take an advancement from your other half's playbook", "toma un avance del libreto de tu otra mitad", "note"),
    "lessons_change_playbook": ("set your lessons for good and change playbooks", "fija tus lecciones y cambia de libreto", "note"),
    "take_legacy": ("join a larger tradition: take a legacy from the Legacy", "únete a una tradición: toma un legado del Legacy", "note"),
    "return_to_future": ("go back to the future, or jump to another point in the past",
                         "vuelve al futuro o salta a otro momento del pasado", "retire"),
    "depart": ("leave for parts unknown, never to come back", "parte hacia lo desconocido para no volver", "retire"),
    "janus_mask": ("take a mask and a secret identity from the Janus", "toma máscara e identidad secreta del Janus", "note"),
    "confront_shame": ("face your shame on your own terms; if you live, change playbooks",
                       "enfrenta tu vergüenza a tu manera; si sobrevives, cambia de libreto", "note"),
    "enhancement": ("undergo enhancement: two new abilities", "recibe una mejora: dos habilidades nuevas", "note"),
    "lock_soldier": ("lock Soldier, and add +1 to a Label of your choice", "bloquea Soldado y suma +1 a la Etiqueta que quieras", "lock_soldier"),
    "protege_mentor_move": ("take a mentor and any move from the Protégé", "toma un mentor y un movimiento del Protégé", "note"),
    "aegis_loses_influence": ("A.E.G.I.S. loses its Influence over you for good; change playbooks",
                              "A.E.G.I.S. pierde para siempre su Influencia sobre ti; cambia de libreto", "aegis"),
    "leave_aegis": ("leave A.E.G.I.S. for a civilian life, or rise to its senior directors",
                    "deja A.E.G.I.S. por la vida civil o asciende a su dirección", "retire"),
}

#: Options that share one box on a list ("retire from the life or become a paragon of the city").
SLOT = {"retire": "retire_or_paragon", "paragon": "retire_or_paragon", "go_back": "retire_or_paragon"}


def _list(top: dict[str, int], advanced: dict[str, int]) -> dict[str, dict[str, int]]:
    return {"top": top, "advanced": advanced}


_TOP = {"playbook_move": 2, "other_move": 2, "lose_influence": 1, "rearrange": 1, "unlock_moment_of_truth": 1}
_ADV = {"moment_of_truth_again": 1, "change_playbook": 1, "adult_move": 2, "lock_label": 1, "retire_or_paragon": 1}
_STAY = {k: v for k, v in _ADV.items() if k != "retire_or_paragon"}

#: Each published playbook's list: option (or shared box) -> times it may be taken; "advanced" waits
#: for ``ADVANCED_AFTER`` advances from "top".
LISTS: dict[str, dict[str, dict[str, int]]] = {
    "beacon": _list({**_TOP, "other_move": 3}, _ADV),
    "bull": _list({**_TOP, "bulls_heart_roles": 1}, _ADV),
    "delinquent": _list({**_TOP, "two_labels_up": 1}, _ADV),
    "doomed": _list({"other_move": 3, "lose_influence": 1, "rearrange": 1, "unlock_moment_of_truth": 1, "clear_doomsign": 1,
                     "burn_and_flares": 1},
                    {"moment_of_truth_again": 1, "confront_doom": 1, "adult_move": 2, "lock_label": 1, "paragon_while_you_last": 1}),
    "janus": _list({"playbook_move": 2, "other_move": 2, "lose_influence": 1, "mask_label": 1, "unlock_moment_of_truth": 1,
                    "beacon_drives": 1}, _ADV),
    "legacy": _list({**_TOP, "other_move": 1, "doomed_sanctuary": 1, "suite_powers": 1}, _ADV),
    "nova": _list({"other_move": 2, "lose_influence": 1, "rearrange": 1, "unlock_moment_of_truth": 1, "new_flares": 2,
                   "bulls_heart": 1}, _ADV),
    "outsider": _list({**_TOP, "other_move": 1, "two_abilities": 1, "human_life": 1}, _ADV),
    "protege": _list({**_TOP, "other_move": 1, "mentor_label": 1, "mentor_resources": 1}, _ADV),
    "transformed": _list({**_TOP, "other_move": 1, "doomed_doom": 1, "mutate": 1}, _ADV),
    "innocent": _list({**_TOP, "protege_mentor": 1}, _ADV),
    "joined": _list({"new_bond": 1, "new_distinction": 1, "other_move": 1, "two_abilities": 1, "other_half_advancement": 1,
                     "lose_influence": 1, "rearrange": 1, "unlock_moment_of_truth": 1}, _ADV),
    "newborn": _list({**_TOP, "burn_and_flares": 1}, {**_STAY, "change_playbook": 0, "lessons_change_playbook": 1,
                                                      "retire_or_paragon": 1}),
    "reformed": _list({**_TOP, "beacon_drives": 1}, _ADV),
    "star": _list({**_TOP, "take_legacy": 1}, _ADV),
    "harbinger": _list({**_TOP, "rearrange": 2}, {**_STAY, "return_to_future": 1}),
    "nomad": _list({"playbook_move": 3, "other_move": 2, "unlock_moment_of_truth": 1, "rearrange": 2}, {**_STAY, "depart": 1}),
    "scion": _list({**_TOP, "janus_mask": 1}, _ADV),
    "brain": _list({"playbook_move": 3, "doomed_sanctuary": 1, "beacon_drives": 1, "lose_influence": 1, "rearrange": 1,
                    "unlock_moment_of_truth": 1},
                   {"moment_of_truth_again": 1, "confront_shame": 1, "adult_move": 2, "lock_label": 1, "paragon_while_you_last": 1}),
    "soldier": _list({"playbook_move": 3, "other_move": 1, "unlock_moment_of_truth": 1, "lose_influence": 1, "rearrange": 1,
                      "enhancement": 1},
                     {"lock_soldier": 1, "protege_mentor_move": 1, "aegis_loses_influence": 1, "adult_move": 2, "leave_aegis": 1}),
}
for _l in LISTS.values():
    _l["advanced"] = {k: v for k, v in _l["advanced"].items() if v}
#: The options every core list shares: what a custom playbook takes.
GENERIC = _list(dict(_TOP), dict(_ADV))

#: Old spellings of ``advance`` kept working (scripts recorded before the lists): id -> the option taken.
LEGACY = {"label_up": "rearrange", "new_move": "playbook_move"}


def box_options(book: str, key: str) -> tuple[str, ...]:
    """The options that fill list box ``key`` of playbook ``book`` (the Innocent goes back in time
    instead of retiring)."""
    if key == "retire_or_paragon":
        return ("go_back", "paragon") if book == "innocent" else ("retire", "paragon")
    return (key,)


def names() -> dict[str, tuple[str, ...]]:
    """Every spelling ``advance`` accepts: option id -> (English, Spanish, its old spellings...)."""
    return {k: (en, es) + tuple(old for old, new in LEGACY.items() if new == k) for k, (en, es, _) in OPTIONS.items()}


def list_of(rec: dict[str, Any]) -> tuple[str, dict[str, dict[str, int]]]:
    """(name, list) of a hero's advancement list: their playbook's, or ``GENERIC`` for a custom one."""
    book = rec.get("playbook")
    if rec.get("custom") or book not in LISTS:
        return "generic", GENERIC
    return book, LISTS[book]


def box(option: str, lst: dict[str, dict[str, int]]) -> str:
    """The box of a list ``option`` fills: itself, or a shared one (retire or paragon)."""
    shared = SLOT.get(option)
    if shared and any(shared in part for part in lst.values()):
        return shared
    return option


def counts(rec: dict[str, Any]) -> dict[str, int]:
    """How many times each box of the hero's list was filled (older records' ids mapped to today's)."""
    _, lst = list_of(rec)
    out: dict[str, int] = {}
    for adv in rec.get("advancements") or []:
        adv = LEGACY.get(adv, adv)
        if adv == "unlock_moment_of_truth" and out.get("unlock_moment_of_truth"):
            adv = "moment_of_truth_again"          # an older record's second unlock
        if adv == "playbook_move" and out.get("playbook_move", 0) >= lst["top"].get("playbook_move", 0):
            adv = "other_move"                     # an older record's extra "new move"
        key = box(adv, lst)
        out[key] = out.get(key, 0) + 1
    return out


def options_view(rec: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The sheet's advancement options: {list, taken, top_taken, advanced_open, options [{id, text, taken,
    max, remaining, advanced, open}]} (``open``: may be taken now, counts and the five-advance gate)."""
    name, lst = list_of(rec)
    done = counts(rec)
    top_taken = sum(done.get(k, 0) for k in lst["top"])
    gate = top_taken >= ADVANCED_AFTER
    rows = []
    for part in ("top", "advanced"):
        for key, most in lst[part].items():
            text = " / ".join(OPTIONS[o][1 if lang == "es" else 0] for o in box_options(name, key))
            left = most - done.get(key, 0)
            rows.append({"id": key, "text": text, "taken": done.get(key, 0), "max": most, "remaining": max(left, 0),
                         "advanced": part == "advanced", "open": left > 0 and (part == "top" or gate)})
    return {"list": name, "taken": len(rec.get("advancements") or []), "top_taken": top_taken, "advanced_open": gate,
            "options": rows}


def option_text(option: str, lang: str = "en") -> str:
    """An advancement option (an id of ``OPTIONS``, an older spelling of ``LEGACY``, or a shared box of ``SLOT``)
    as the sheet and the arc show it in ``lang``: in Spanish its Spanish text (000, which ``advance`` takes too:
    "desbloquea tu Momento de la Verdad"), in English its id in words ("unlock moment of truth"); never the id."""
    key = LEGACY.get(option, option)
    if lang == "es":
        if key in OPTIONS:
            return OPTIONS[key][1]
        if key in SLOT.values():
            return " / ".join(OPTIONS[o][1] for o, box in SLOT.items() if box == key and o != "go_back")
    return key.replace("_", " ")


def options_line(view: dict[str, Any], lang: str = "en") -> str:
    """One line for the sheet table: each box as ``option taken/max`` (``option_text``; in Spanish the text of
    ``options_view``), the advanced ones after ``|``."""
    name = (lambda o: o["text"]) if lang == "es" else (lambda o: option_text(o["id"], lang))  # noqa: E731
    top = ", ".join(f"{name(o)} {o['taken']}/{o['max']}" for o in view["options"] if not o["advanced"])
    adv = ", ".join(f"{name(o)} {o['taken']}/{o['max']}" for o in view["options"] if o["advanced"])
    gate = ("abiertos" if lang == "es" else "open") if view["advanced_open"] else \
        (f"tras {ADVANCED_AFTER}" if lang == "es" else f"after {ADVANCED_AFTER}")
    return f"{top} | {'avanzados' if lang == 'es' else 'advanced'} ({gate}): {adv}"


# --- taking an advancement ----------------------------------------------------------------------------
