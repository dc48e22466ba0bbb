"""The words a Mouse Guard history reads in: its Spanish interface words, state paths in words
(``describe``) and recorded values in words (``value``), English or Spanish.

Source: seed 004 for the Spanish terms (prueba, tanda, disposición, bando, compromiso, marcas, Destino,
Carácter, rasgo, escudo "en la última pelea", Obstaculizar/Ganar posición/Desarmar), catalogue §5 glossary
for the English ones; README "Using the ledger" (no internal state path in a table; Spanish grammar right: a session
and a scene are feminine, a conflict masculine). Pure; imports only the name tables of ``data``.
"""

from __future__ import annotations

from typing import Any

from rules.mouseguard.data import compromise_term, term

#: Spanish words of the Mouse Guard views and summaries (English word -> Spanish).
ES: dict[str, str] = {
    "by": "de", "successes": "éxitos", "success": "éxito", "dice": "dados", "vs": "contra", "physical": "dados físicos",
    "pass": "superada", "fail": "fallida", "margin": "margen", "tie": "empate", "wins": "gana", "sealed": "sellado",
    "side": "bando", "exchange": "tanda", "volley": "acción", "disposition": "disposición", "conflict": "conflicto",
    "passes": "éxitos", "fails": "fallos", "learning": "aprendiendo", "checks": "marcas", "Fate": "Destino",
    "Persona": "Carácter", "Nature": "Naturaleza", "trait": "rasgo", "used": "usado", "charged": "cargado",
    "tallies": "marcas de avance", "with": "con", "automatic fail": "fallo automático", "Ob": "Ob",
    "learned": "aprendida", "rises to": "sube a", "taxed": "se deteriora", "spent": "gasta", "earns": "gana",
    "rerolls": "repite", "scripted": "elige sus acciones", "scripted (several)": "eligen sus acciones",
    "revealed": "revelada", "no test": "sin prueba",
    "compromise": "compromiso", "winner": "ganador", "front": "frente", "decided": "decidido", "closed": "cerrado", "goal": "objetivo", "none": "ninguno",
    # words of state paths and values (``describe``/``value``)
    "test": "prueba", "seed": "semilla", "weapon": "arma", "tie-break": "desempate",
    "session": "sesión", "scene": "escena", "no scene yet": "aún sin escena", "as of action": "en la acción", "start of": "inicio de", "end of": "fin de",
    "session number": "número de sesión", "scene number": "número de escena",
    "in the scene": "en escena", "scene title": "título de la escena", "turn": "turno", "mission": "misión",
    "tests this turn": "pruebas en este turno", "starting disposition": "disposición inicial",
    "maneuver effects waiting": "efectos de maniobra pendientes", "members": "miembros", "phase": "fase",
    "terms": "términos", "result": "resultado", "winners": "ganadores", "wields": "empuña", "disarmed of": "desarmado de", "lost": "perdió",
    "traits negated": "rasgos anulados", "sword bonus": "bonificación de espada", "Nature max": "Naturaleza máx.",
    "status": "estado", "shield in the last fight": "escudo en la última pelea", "with another weapon": "con otra arma",
    "yes": "sí", "no": "no", "permanent injury to": "herida permanente en", "from": "de", "for": "para",
    "open test": "prueba abierta", "tests": "pruebas", "rewards": "recompensas",
    "allowed now": "ahora se puede", "still to reward": "falta recompensar", "rule": "regla",
    "more passes": "éxitos más", "more fails": "fallos más", "and": "y", "to reach": "para llegar a",
    "scripts awaited": "acciones pendientes", "at the top": "en el máximo", "learn": "aprender", "max": "máx.", "win": "gana", "loses": "pierde",
}

#: A session's and a scene's phases in Spanish: both nouns are feminine (``la sesión terminada``).
_FEMININE = {"not_started": "sin empezar", "running": "en curso", "ending": "terminando", "ended": "terminada",
             "open": "abierta", "closed": "cerrada"}


def _w(word: str, lang: str) -> str:
    """An interface word of the Mouse Guard views in ``lang`` (``es``: ``ES``; else the English word)."""
    return ES.get(word, word) if lang == "es" else word


def marks_of(skill: str, word: str, lang: str) -> str:
    """The head of one skill's advancement marks in ``lang``: ``word`` (``tallies``, ``passes``, ``fails``) of
    ``skill`` (its name in ``lang``, ``term``): ``Pathfinder tallies`` in English, ``marcas de avance de Guía`` in
    Spanish (the noun first, the skill after "de", as 004 "Elevar habilidades" writes "éxitos y fallos" of a skill),
    never the skill glued before the Spanish words. Source: seed 004 "Elevar habilidades"."""
    return f"{_w(word, lang)} de {skill}" if lang == "es" else f"{skill} {_w(word, lang)}"


def side_name(key: int, lang: str, of: bool = False) -> str:
    """A conflict's side by what it is, never by a bare number: stored side ``key`` (``sides.<key>``; front ``key // 2``
    is the team ``--team`` named, ``2f``, against the opponents ``--opponents`` named, ``2f + 1``) as ``team`` or
    ``opponents`` (``equipo``, ``rivales``), with its front when it is not the first (``team (front 2)``); ``of``:
    as Spanish puts it after a noun (``del equipo``, ``de los rivales``; English: the same name). Source: seed 004
    "Conflictos" ("siempre comienza con un pj (o grupo de ellos) y luego el rival"; "8 de Brand frente a los 7 del
    bandido"), ``conflict start --team/--opponents`` and docs/systems/mouseguard.md "Several teams"."""
    team = key % 2 == 0
    front = f" ({_w('front', lang)} {key // 2 + 1})" if key >= 2 else ""
    if lang != "es":
        return ("team" if team else "opponents") + front
    name = ("del equipo" if team else "de los rivales") if of else ("equipo" if team else "rivales")
    return name + front


def phase_word(phase: str, lang: str) -> str:
    """A session's or a scene's phase in words (``closed`` -> ``closed`` / ``cerrada``)."""
    return _FEMININE.get(phase, phase.replace("_", " ")) if lang == "es" else phase.replace("_", " ")


def dice_source(source: str, lang: str) -> str:
    """Where a roll's faces came from: ``physical`` (typed in) or ``seed:N`` (the seeded roller), in words."""
    if source.startswith("seed:"):
        return f"{_w('seed', lang)} {source.split(':', 1)[1]}"
    return _w(source, lang)


_HIDDEN = ("test", "roll_phase", "rewards", "conflict")
_CONFLICT_HIDDEN = ("scripts", "current", "volleys", "logged", "revealed", "volley", "front")
_CHARACTER_HIDDEN = ("handicap_turn",)
_SIDE_WORDS = {"start": "starting disposition", "disposition": "disposition", "pending": "maneuver effects waiting",
               "goal": "goal", "members": "members"}
_CONFLICT_WORDS = {"phase": "phase", "exchange": "exchange", "terms": "terms", "outcome": "result", "winner_names": "winners",
                   "start": "starting disposition"}
_PER_MOUSE = {"wield": "wields", "disarmed": "disarmed of", "lost": "lost", "negated": "traits negated", "sword": "sword bonus"}


def describe(path: list[str], lang: str = "en") -> str | None:
    """A state path in words (``["characters", "Rogard", "abilities", "nature"]`` -> ``"Rogard Nature"``,
    ``["scene", "phase"]`` -> ``"scene"`` / ``"escena"``); None for the paths the history leaves out of
    "what changed" (sealed scripts, the open test, the turn a trait was last used against its mouse)."""
    if not path:
        return "state"
    head, rest = path[0], [str(p) for p in path[1:]]
    if head in _HIDDEN:
        return None
    if head in ("session", "scene") and len(rest) == 1:
        key = rest[0]
        word = {"phase": head, "number": f"{head} number", "present": "in the scene", "title": "scene title"}.get(key)
        return _w(word, lang) if word else f"{_w(head, lang)} {key.replace('_', ' ')}"
    if head == "turn":
        if rest == ["phase"]:
            return _w("turn", lang)
        if rest == ["number"]:
            return _w("mission", lang)
        if rest[:1] == ["tests"]:
            if len(rest) == 1:
                return _w("tests this turn", lang)
            return f"pruebas de {rest[1]} en este turno" if lang == "es" else f"{rest[1]}'s tests this turn"
    if head == "characters" and rest:
        who, more = rest[0], rest[1:]
        if more[:1] and more[0] in _CHARACTER_HIDDEN:
            return None
        if more[:1] == ["tallies"] and len(more) == 3 and more[2] in ("passes", "fails"):
            return f"{who} {marks_of(term(more[1], lang), more[2], lang)}"
        if more[:1] == ["tallies"] and len(more) >= 2:
            return f"{who} {marks_of(term(more[1], lang), 'tallies', lang)}"
        if more == ["tallies"]:                          # the record of every skill's tallies (an amend's head)
            return f"{who} {_w('tallies', lang)}"
        if more[:1] == ["learning"] and len(more) >= 2:
            return f"{who} {term(more[1], lang)} ({_w('learning', lang)})"
        if more[:1] == ["traits"] and len(more) >= 2:
            return f"{who} {_w('trait', lang)} {' '.join(_w(p, lang) for p in more[1:])}"
        if more == ["shield_last_fight"]:
            return f"{who} {_w('shield in the last fight', lang)}"
        if more == ["nature_max"]:
            return f"{who} {_w('Nature max', lang)}"
        if more == ["status"]:
            return f"{who} {_w('status', lang)}"
        if more[:1] == ["condition_targets"] and len(more) == 2:
            return f"{who} {term(more[1], lang)}"
        words = [term(p, lang) for p in more if p not in ("abilities", "skills", "conditions")]
        return " ".join([who, *words]) if words else who
    if head == "conflicts" and rest:
        if len(rest) >= 2 and rest[1] in _CONFLICT_HIDDEN:
            return None
        where = f"{_w('conflict', lang)} #{rest[0]}"
        if len(rest) >= 3 and rest[1] == "sides":
            if rest[3:] == ["roller"]:
                return None                                    # the disposition's summary names who rolled
            key = " ".join(_w(_SIDE_WORDS.get(p, p.replace("_", " ")), lang) for p in rest[3:])
            if not rest[2].isdigit():
                return f"{where} {_w('side', lang)} {rest[2]} {key}".rstrip()
            if lang == "es":                  # the noun first, then whose: "disposición del equipo"
                return f"{where} {key or _w('side', lang)} {side_name(int(rest[2]), lang, of=True)}"
            return f"{where} {side_name(int(rest[2]), lang)} {key}".rstrip()
        if len(rest) == 3 and rest[1] == "decided":              # several teams: a front decided (1-based)
            return f"{where} {_w('front', lang)} {int(rest[2]) + 1} {_w('decided', lang)}"
        if len(rest) == 3 and rest[1] in _PER_MOUSE:
            return f"{where} {rest[2]} {_w(_PER_MOUSE[rest[1]], lang)}"
        return " ".join([where, *(_w(_CONFLICT_WORDS.get(p, p.replace("_", " ")), lang) for p in rest[1:])])
    return " ".join(_w(str(p).replace("_", " "), lang) for p in path)


def _effect(entry: Any, lang: str) -> str:
    """A maneuver effect waiting for a side's next action (``{"kind", "dice", "actor"}``) in words."""
    if not isinstance(entry, dict):
        return str(entry)
    return f"{term(str(entry.get('kind')), lang)} {int(entry.get('dice') or 0):+d}D {_w('for', lang)} {entry.get('actor')}"


def value(path: list[Any], v: Any, lang: str = "en") -> str | None:
    """A recorded value in words where its path gives it a meaning the generic words miss; None leaves it to
    the ledger (ids through ``term``, numbers, yes/no). Phases of a session or scene agree with their noun
    (``cerrada``); advancement tallies as ``passes 1 (#9), fails 0``, one list of them as ``2 (#9, #12)``; learning marks read as X's; a shield flag, pending maneuver effects, a conflict's
    result, permanent injuries and the tests of the turn in words."""
    if not path:
        return None
    head, rest = path[0], [str(p) for p in path[1:]]
    if v is None and head != "characters":
        return "—"
    if head in ("session", "scene") and rest == ["phase"] and isinstance(v, str):
        return phase_word(v, lang)
    if head == "turn" and rest == ["tests"] and isinstance(v, dict):
        return ", ".join(f"{k} {n}" for k, n in v.items()) or "—"
    if head == "characters" and len(rest) >= 2:
        more = rest[1:]
        if more[:1] == ["tallies"] and len(more) == 2:
            if not isinstance(v, dict):
                return "—"
            marks = [f"{_w(k, lang)} {len(v.get(k) or [])}" + (f" ({', '.join(f'#{t}' for t in v[k])})" if v.get(k) else "")
                     for k in ("passes", "fails")]
            return ", ".join(marks)
        if more[:1] == ["tallies"] and len(more) == 3 and more[2] in ("passes", "fails"):   # one list of tests
            tests = v if isinstance(v, list) else []
            return f"{len(tests)}" + (f" ({', '.join(f'#{t}' for t in tests)})" if tests else "")
        if more[:1] == ["learning"] and len(more) == 2:
            return "X" * len(v) if isinstance(v, list) and v else "—"
        if more == ["shield_last_fight"]:
            if not v:
                return _w("no", lang)
            return _w("yes", lang) + (f" ({_w('with another weapon', lang)})" if isinstance(v, dict) and v.get("with_weapon") else "")
        if more == ["permanent_injuries"] and isinstance(v, list):
            return ", ".join(f"{term(str(p.get('target')), lang)} -1" for p in v if isinstance(p, dict)) or "—"
        return None
    if head == "conflicts" and len(rest) >= 2:
        key = rest[1]
        if rest[1:2] == ["sides"] and rest[3:] == ["pending"] and isinstance(v, list):
            return ", ".join(_effect(e, lang) for e in v) or "—"
        if key == "outcome" and isinstance(v, dict) and "fronts" in v:
            return "; ".join(f"{_w('front', lang)} {o.get('front')}: {', '.join(o.get('winner_names') or []) or _w('tie', lang)}, "
                             f"{compromise_term(str(o.get('compromise')), lang)}" for o in v["fronts"])
        if key == "decided" and isinstance(v, dict) and len(rest) == 3:
            who = ", ".join(v.get("winner_names") or []) or _w("tie", lang)
            return f"{_w('winner', lang)} {who}; {compromise_term(str(v.get('compromise')), lang)}"
        if rest[1:] == ["outcome", "winner"] and isinstance(v, int) and not isinstance(v, bool):
            return side_name(v, lang)                                # the side by what it is: team or opponents
        if rest[1:] == ["outcome", "winner_names"] and isinstance(v, list):
            return ", ".join(map(str, v)) or _w("tie", lang)
        if key == "outcome" and isinstance(v, dict):
            who = ", ".join(v.get("winner_names") or []) or _w("tie", lang)
            return f"{_w('winner', lang)} {who}; {compromise_term(str(v.get('compromise')), lang)}"
        if key == "wield" and isinstance(v, dict):
            mode = v.get("mode")
            return term(str(v.get("weapon")), lang) + (f" ({term(str(mode), lang)})" if mode and mode != v.get("weapon") else "")
        if key in ("disarmed", "lost", "negated") and isinstance(v, list):
            return ", ".join(term(str(x), lang) for x in v) or "—"
    return None


#: The commands as a Spanish history table names them (004's words: prueba, tanda, disposición, Destino...).
COMMANDS_ES = {
    "add-character": "nuevo personaje", "session start": "empieza la sesión", "session end": "termina la sesión",
    "scene start": "empieza la escena", "scene end": "termina la escena", "turn gm": "turno del DJ",
    "turn players": "turno de los jugadores", "turn end": "fin del turno", "rewards give": "recompensa",
    "rewards done": "fin de las recompensas", "test": "prueba", "oppose": "prueba enfrentada", "fate": "Destino",
    "reroll": "repetir tirada", "take-condition": "éxito con condición", "break-tie": "romper empate",
    "resolve": "resolver", "mark": "marcar condición", "clear": "superar condición", "rest": "descanso",
    "injury": "herida permanente", "trait charge": "cargar rasgo", "trait recharge": "recargar rasgo",
    "conflict start": "empieza el conflicto", "conflict disposition": "disposición", "conflict wield": "empuñar arma",
    "conflict script": "elegir acciones", "conflict reveal": "revelar acción", "conflict roll": "tirada de conflicto",
    "conflict maneuver": "maniobra", "conflict close": "cierra el conflicto",
    "create": "crear campaña", "undo": "deshacer", "redo": "rehacer", "amend": "corregir",
}


def command(name: str, lang: str = "en") -> str | None:
    """A command as the history table shows it in ``lang`` (``es``: ``COMMANDS_ES``); None keeps it as typed."""
    return COMMANDS_ES.get(name) if lang == "es" else None
