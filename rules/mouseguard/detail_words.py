"""The keys Mouse Guard records in its events' details, as a correction's "what changed" names them
(``ledger.projections.revisions``: ``passes 2 → 1``, ``roll passed yes → no``), in English and Spanish: never a
recorded key (``rolled_pass``) on a person's screen.

Source: seed 004's Spanish (prueba, éxitos, fallos, obstáculo, dados, disposición, Destino, Carácter, Naturaleza,
aptitud, equipo, compromiso) and ``rules.mouseguard.words``; the ledger asks for them through ``GameSystem.word``
with the key's underscores read as spaces. Pure data.
"""

from __future__ import annotations

#: A recorded detail key (underscores as spaces) -> its Spanish words.
ES: dict[str, str] = {
    "options": "opciones", "present": "presentes", "bonus": "dados extra", "count": "dados", "dice source": "dados de",
    "mode": "modo", "ob": "obstáculo", "patient": "paciente", "pool": "reserva", "recover": "recuperar",
    "roller": "quién tira", "target": "objetivo", "test kind": "clase de prueba", "tested": "probado",
    "versus": "contra", "passed": "superada", "rolled pass": "tirada superada", "winner": "ganador",
    "winner name": "nombre del ganador", "passes": "éxitos", "fails": "fallos", "marked": "marca anotada",
    "nature current": "Naturaleza actual", "nature max": "Naturaleza máxima", "need fails": "fallos necesarios",
    "need passes": "éxitos necesarios", "outcome": "resultado", "rating": "valor", "skill": "habilidad",
    "rating before": "valor antes", "goal": "objetivo", "opponent goal": "objetivo rival", "opponents": "rivales",
    "team": "equipo", "type": "tipo", "ability": "aptitud", "ability value": "valor de la aptitud",
    "disposition": "disposición", "penalties": "penalizaciones", "side": "bando", "members": "miembros",
    "weapon": "arma", "actors": "quiénes", "budget": "presupuesto", "override": "decisión del DJ",
    "lost": "perdido", "compromise": "compromiso", "draw": "empate", "final": "final", "winner names": "ganadores",
    "terms": "términos", "faces before": "dados antes", "new faces": "dados nuevos", "fate": "Destino",
    "fate reasons": "motivos de Destino", "persona": "Carácter", "persona reasons": "motivos de Carácter",
    "of": "de", "text": "texto", "name": "nombre",
    # the keys of a conflict's records as a correction's changes name them (``rules.mouseguard.maneuver``, ``permits``)
    "budgets": "presupuestos", "given": "ya entregados", "needs": "necesita", "with weapon": "con arma",
    # a trait's record (``why NAME Rasgos``: ``Calm nivel 1; usado no; cargado no``), as the sheet words it
    "level": "nivel", "used": "usado", "charged": "cargado",
}

#: A recorded detail key (underscores as spaces) -> the English a person reads, where the key is not that already.
EN: dict[str, str] = {
    "rolled pass": "roll passed", "marked": "tally marked", "dice source": "dice from", "ob": "obstacle",
    "test kind": "kind of test", "winner name": "winner's name", "nature current": "Nature now",
    "nature max": "Nature maximum", "need fails": "fails needed", "need passes": "passes needed",
    "rating before": "rating before", "opponent goal": "opponents' goal", "ability value": "ability's value",
    "winner names": "winners", "faces before": "dice before", "new faces": "new dice", "override": "GM's call",
    "fate reasons": "Fate reasons", "persona reasons": "Persona reasons", "fate": "Fate", "persona": "Persona",
}
