"""Mouse Guard's recorded event kinds in Spanish, as a person reads them (``ledger arc``, an event's plain line in
the history): ``VolleyRolled`` -> "Acción tirada", never the class name.

Source: seed 004's Spanish (prueba, conflicto, tanda, acción, disposición, marcas, Destino, Carácter, Naturaleza,
rasgo, recompensas) and ``rules.mouseguard.words``; the ledger asks for them through ``GameSystem.word``
(``ledger.projections.detail_words.kind_text``). The kinds every system records are in ``rules.i18n.WORDS``.
"""

from __future__ import annotations

#: Event kind -> its Spanish words.
ES: dict[str, str] = {
    "ActionsScripted": "Acciones elegidas", "AdvancementTestLogged": "Prueba de avance anotada",
    "ChecksEarned": "Marcas ganadas", "ChecksSpent": "Marcas gastadas", "ConditionCleared": "Condición despejada",
    "ConditionMarked": "Condición marcada", "ConflictClosed": "Conflicto cerrado",
    "ConflictDeclared": "Conflicto declarado", "ConflictEnded": "Conflicto terminado", "DiceAdded": "Dados añadidos",
    "DispositionRolled": "Disposición tirada", "ExchangeStarted": "Tanda empezada", "FateSpent": "Destino gastado",
    "FrontDecided": "Frente decidido", "ManeuverSpent": "Maniobra gastada", "NatureExhausted": "Naturaleza agotada",
    "NatureTaxed": "Naturaleza deteriorada", "PermanentInjuryApplied": "Herida permanente",
    "PersonaSpent": "Carácter gastado", "RewardsClosed": "Recompensas cerradas", "RewardsGiven": "Recompensas dadas",
    "ScriptsSealed": "Acciones selladas", "SkillAdvanced": "Habilidad mejorada", "SkillLearned": "Habilidad aprendida",
    "SuccessWithCondition": "Éxito con condición", "SwordBound": "Espada atada", "TestAutoFailed": "Prueba fallida sin tirar",
    "TestOpposed": "Prueba enfrentada", "TestResolved": "Prueba resuelta", "TestRolled": "Prueba tirada",
    "TieBreakRolled": "Desempate tirado", "TieBroken": "Empate deshecho", "TraitChargeExpired": "Carga de rasgo perdida",
    "TraitCharged": "Rasgo cargado", "TraitNegated": "Rasgo anulado", "TraitReady": "Rasgo listo",
    "TraitRecharged": "Rasgo recargado", "TraitReroll": "Repetición por rasgo", "TraitUsed": "Rasgo usado",
    "VolleyClosed": "Acción cerrada", "VolleyResolved": "Acción resuelta", "VolleyRevealed": "Acción revelada",
    "VolleyRolled": "Acción tirada", "WeaponDisarmed": "Arma perdida", "WeaponThrown": "Arma lanzada",
    "WeaponWielded": "Arma empuñada", "GMTurnStarted": "Turno del DJ empezado",
    "PlayersTurnStarted": "Turno de los Jugadores empezado", "PlayersTurnEnded": "Turno de los Jugadores terminado",
    # the detail keys of an event the history words plainly (``plain_summary``) and the values the rules record there
    "amount": "cantidad", "bought": "compra", "condition": "condición", "exchange": "tanda", "handicap": "penalización",
    "how": "cómo", "mission": "misión", "mvp": "ratón más valioso", "rewarded": "recompensados", "sort": "clase",
    "successes": "éxitos", "trait": "rasgo", "volley": "acción", "workhorse": "ratón trabajador", "margin": "margen",
    "animal": "animal", "treatment": "tratamiento", "recovery test": "prueba de recuperación", "cleared": "superada",
    "permanent injury": "herida permanente", "a night's sleep": "una noche de sueño", "extra test": "prueba extra",
    "gm recovery": "recuperación en el turno del DJ", "charge": "cargar", "recharge 1": "recargar 1",
    "recharge 3": "recargar 3",
    # the detail keys a correction's "what changed" names (``ledger.projections.revisions``)
    "faces": "dados", "delta": "cambio de disposición", "dispositions": "disposiciones",
    "actions": "acciones", "action": "acción", "actor": "quién", "rolls": "tiradas",
}
