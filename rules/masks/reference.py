"""Masks reference lists (``ledger moves``, ``playbooks``, ``conditions``, ``labels``, ``picks``,
``advancements``): every name the input accepts, in English and Spanish, with a line in our own words.

Source: README "Using the ledger" (reference lists); the names are those of ``rules.masks.data`` (000 and the catalogue §1
glossary), so the lists show exactly what ``rules.names.resolve`` takes. The descriptions are ours.
"""

from __future__ import annotations

from typing import Any

from rules.masks.data import (
    CONDITION_NAMES, LABEL_NAMES, LABELS, MOVE_NAMES, MOVES, OPTIONS, term,
)
from rules.reference import entry, from_aliases

LANGS = ("en", "es")

MOVE_TEXT = {
    "directly_engage": ("Trade blows with a threat head-on; on a hit choose what you get out of the exchange.",
                        "Intercambias golpes con una amenaza; si aciertas eliges qué sacas del choque."),
    "unleash": ("Push your powers past their limit to do something big; a 7-9 costs you.",
                "Llevas tus poderes al límite para algo grande; con 7-9 te cuesta algo."),
    "comfort": ("Reach out to someone who is hurting; if they open up, they gain from it (a 10+ helps you too).",
                "Tiendes la mano a quien sufre; si se abre, gana algo (con 10+ también tú)."),
    "pierce_the_mask": ("See past someone's front and ask questions about what they really want.",
                        "Ves más allá de la fachada de alguien y preguntas qué quiere de verdad."),
    "defend": ("Put yourself between someone and a threat to keep them safe.",
               "Te interpones entre alguien y una amenaza para protegerlo."),
    "assess": ("Read a tense situation and ask what matters; +1 while you act on the answers this scene.",
               "Lees una situación tensa y preguntas lo importante; +1 mientras actúes según las respuestas."),
    "provoke": ("Goad someone into doing what you want; a PC chooses, an NPC takes the bait or not.",
                "Incitas a alguien a hacer lo que quieres; un PJ elige, un PNJ pica o no."),
    "powerful_blow": ("Take a hard hit: roll the conditions you have marked; here a high total is worse.",
                      "Recibes un golpe duro: tiras por las condiciones marcadas; aquí un total alto es peor."),
    "reject_influence": ("Shrug off what someone with Influence over you says (no Label added).",
                         "Rechazas lo que te dice quien tiene Influencia sobre ti (sin sumar Etiqueta)."),
}

LABEL_TEXT = {
    "danger": ("how dangerous and fierce you are", "lo peligroso y fiero que eres"),
    "freak": ("how strange and powerful you are", "lo extraño y poderoso que eres"),
    "savior": ("how protective and selfless you are", "lo protector y generoso que eres"),
    "superior": ("how clever and self-assured you are", "lo listo y seguro de ti que eres"),
    "mundane": ("how human and grounded you are", "lo humano y con los pies en la tierra que eres"),
}

CONDITION_TEXT = {
    "angry": ("clear it by hurting someone or breaking something important", "se quita hiriendo a alguien o rompiendo algo importante"),
    "afraid": ("clear it by running from something difficult", "se quita huyendo de algo difícil"),
    "guilty": ("clear it by making a sacrifice to absolve your guilt", "se quita sacrificando algo para expiar tu culpa"),
    "hopeless": ("clear it by flinging yourself into easy relief", "se quita cediendo ante el alivio falso"),
    "insecure": ("clear it by taking foolhardy action without talking to your team",
                 "se quita tomando una decisión impulsiva sin consultar a tu equipo"),
}

PLAYBOOK_TEXT = {
    "beacon": ("a hero without great powers, thrilled just to be part of it", "un héroe sin grandes poderes, feliz de formar parte"),
    "bull": ("a hero made into a weapon, fiercely loyal to the one they love", "un héroe convertido en arma, leal a quien ama"),
    "delinquent": ("a troublemaker hiding a good heart behind attitude", "un alborotador que esconde buen corazón"),
    "doomed": ("a hero racing a fate that is coming for them", "un héroe que corre contra un destino que lo alcanza"),
    "janus": ("a hero splitting their life between the mask and an ordinary one", "un héroe partido entre la máscara y una vida corriente"),
    "legacy": ("the newest hero of a family or tradition with a name to live up to", "el último héroe de una familia o tradición con un nombre que honrar"),
    "nova": ("a hero with vast power that is hard to control", "un héroe con un poder inmenso y difícil de controlar"),
    "outsider": ("a hero from somewhere else, learning how things work here", "un héroe de otro lugar que aprende cómo funciona este"),
    "protege": ("a hero trained by a mentor, torn between their path and their own", "un héroe formado por un mentor, dividido entre su camino y el propio"),
    "transformed": ("a hero whose body was changed into something monstrous", "un héroe cuyo cuerpo se volvió monstruoso"),
    "innocent": ("a young hero whose grown-up future self became something terrible", "un héroe joven cuyo yo futuro se volvió algo terrible"),
    "joined": ("one of two heroes bound to each other, stronger together", "uno de dos héroes unidos, más fuertes juntos"),
    "newborn": ("a hero made, not born, learning the world lesson by lesson", "un héroe creado que aprende el mundo lección a lección"),
    "reformed": ("a former villain trying to make good", "un antiguo villano que intenta redimirse"),
    "star": ("a celebrity hero living for an audience", "un héroe famoso que vive para su público"),
    "harbinger": ("a hero from the future with a mission in the present", "un héroe del futuro con una misión en el presente"),
    "nomad": ("a wanderer from far away, slow to let anyone matter", "un viajero de lejos que tarda en dejar que alguien le importe"),
    "scion": ("the child of a villain, set on being their own hero", "hijo de un villano, decidido a ser su propio héroe"),
    "brain": ("a genius haunted by something they created", "un genio atormentado por algo que creó"),
    "soldier": ("an agent of A.E.G.I.S., backed and bound by it", "un agente de A.E.G.I.S., respaldado y atado por ella"),
}

#: Which moves roll each Label and which each condition hurts (000; from ``MOVES``).
_ROLLED = {lab: [m for m, spec in MOVES.items() if spec["label"] == lab] for lab in LABELS}
_HURT = {c: [m for m, spec in MOVES.items() if spec["penalty"] == c] for c in CONDITION_TEXT}


def _pair(texts: tuple[str, str]) -> dict[str, str]:
    return {"en": texts[0], "es": texts[1]}


def moves() -> list[dict[str, Any]]:
    """The rolled moves: English and Spanish names; the Label each rolls is in its description."""
    out = []
    for key, names in MOVE_NAMES.items():
        label = MOVES[key]["label"]
        roll = {"en": "roll + the conditions marked" if label == "conditions" else ("roll with no Label" if label is None
                else f"roll +{term(label)}"),
                "es": "tira + condiciones marcadas" if label == "conditions" else ("tira sin Etiqueta" if label is None
                      else f"tira +{term(label, 'es')}")}
        en, es = MOVE_TEXT[key]
        out.append(entry(key, {lang: term(key, lang) for lang in LANGS}, names,
                         {"en": f"{roll['en']}: {en[0].lower()}{en[1:]}", "es": f"{roll['es']}: {es[0].lower()}{es[1:]}"}))
    return out


def labels() -> list[dict[str, Any]]:
    """The five Labels, with the moves that roll each."""
    texts = {}
    for lab, (en, es) in LABEL_TEXT.items():
        rolled_en = ", ".join(term(m) for m in _ROLLED[lab])
        rolled_es = ", ".join(term(m, "es") for m in _ROLLED[lab])
        texts[lab] = {"en": f"{en}; rolled by {rolled_en}", "es": f"{es}; se tira en {rolled_es}"}
    return from_aliases(LABEL_NAMES, term, LANGS, texts)


def conditions() -> list[dict[str, Any]]:
    """The five conditions: the moves each gives -2 to, and how it clears."""
    texts = {}
    for cond, (en, es) in CONDITION_TEXT.items():
        texts[cond] = {"en": f"-2 to {', '.join(term(m) for m in _HURT[cond])}; {en}",
                       "es": f"-2 a {', '.join(term(m, 'es') for m in _HURT[cond])}; {es}"}
    return from_aliases(CONDITION_NAMES, term, LANGS, texts)


def playbooks() -> list[dict[str, Any]]:
    """Every published playbook (core, Halcyon City Herald, Unbound, Secrets of A.E.G.I.S.): its book and
    starting Labels (Danger, Freak, Savior, Superior, Mundane, before creation's +1; the Soldier's sixth)."""
    from rules.masks.playbooks import BOOKS, PLAYBOOK_INFO

    out = []
    for key, info in PLAYBOOK_INFO.items():
        if info["labels"] is None:                # the Joined
            en, es = PLAYBOOK_TEXT[key]
            out.append(entry(key, {"en": info["names"][0], "es": info["names"][0]}, list(info["names"]),
                             {"en": f"{en} ({BOOKS[info['book']]}); starts with its other half's Labels, one up and one down",
                              "es": f"{es} ({BOOKS[info['book']]}); empieza con las Etiquetas de su otra mitad, una arriba y otra abajo"}))
            continue
        pairs = list(zip(LABELS, info["labels"])) + list(info.get("extra_labels", {}).items())
        array = " ".join(f"{term(lab) if lab in LABELS else lab.capitalize()} {v:+d}" for lab, v in pairs)
        array_es = " ".join(f"{term(lab, 'es') if lab in LABELS else 'Soldado'} {v:+d}" for lab, v in pairs)
        en, es = PLAYBOOK_TEXT[key]
        book = BOOKS[info["book"]]
        out.append(entry(key, {"en": info["names"][0], "es": info["names"][0]}, list(info["names"]),
                         {"en": f"{en} ({book}); starts {array}", "es": f"{es} ({book}); empieza con {array_es}"}))
    return out


def picks() -> list[dict[str, Any]]:
    """The option ids of every move's list (``resolve --pick ID``), the End of Session choices and the
    Take Advantage effects; each id is its own name."""
    return [entry(key, {"en": key, "es": key}, [key], _pair(texts)) for key, texts in OPTIONS.items()]


def advancements() -> list[dict[str, Any]]:
    """Every option ``advance`` takes, with the playbooks whose list has it (top list, or advanced: after
    five advances); the old spellings ``label_up`` and ``new_move`` are listed as accepted names."""
    from rules.masks.advancement import GENERIC, LEGACY, LISTS, OPTIONS as ADV, box, box_options

    out = []
    for key, (en, es, _) in ADV.items():
        where = {part: [book for book, lst in {**LISTS, "custom": GENERIC}.items()
                        if box(key, lst) in lst[part] and key in box_options(book, box(key, lst))]
                 for part in ("top", "advanced")}
        every = [*LISTS, "custom"]

        def say(books: list[str], es: bool) -> str:
            if len(books) * 2 <= len(every):
                return ", ".join(books)
            but = [b for b in every if b not in books]
            return ("todos" if es else "every list") + (f" {'salvo' if es else 'but'} {', '.join(but)}" if but else "")

        on_en = "; ".join(f"{'advanced, after five: ' if part == 'advanced' else ''}{say(books, False)}"
                          for part, books in where.items() if books)
        on_es = "; ".join(f"{'avanzado, tras cinco: ' if part == 'advanced' else ''}{say(books, True)}"
                          for part, books in where.items() if books)
        accepted = [en, es] + [old for old, new in LEGACY.items() if new == key]
        out.append(entry(key, {"en": en, "es": es}, accepted, {"en": f"{en} ({on_en})", "es": f"{es} ({on_es})"}))
    return out
