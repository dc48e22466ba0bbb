"""Each system's walk through its commands' help examples (``Command.example``, shown under "Example:" by
``ledger COMMAND --help``): ``ex:NAME`` runs that command's example exactly as written; any other line is a setup
step the example presupposes (the characters, cultures and phases its text names: a roll open for a ``resolve``, a
hero taken out for a ``return``). ``tests/test_help_examples_run.py`` runs them on a fresh campaign each.

Source: README "Using the ledger" (``ledger COMMAND --help`` shows one command, with its example).
"""

from __future__ import annotations

#: Twenty rolls Gale misses (2 + her Label), each marking potential: two advancements' worth (Masks 000
#: "Advancement": five potential each).
_GALE_MISSES = ['roll "Directly Engage a Threat" --as Gale --target "Dr. Vance" --dice 1,1', "resolve"] * 10

#: Six Experience for the group (MOSAIC 001 "Milestones": Itzel's three cost 1, 2 and 3), one Advantage at a time.
_SIX_EXPERIENCE = ["advantage add Nahua --reason xp", "advantage convert Nahua --count 1"] * 6

#: Four checks for Brand (Mouse Guard SL "Traits": a trait used against yourself with a -1D handicap earns one),
#: enough to charge Brave after recharging it.
_FOUR_CHECKS = ["test scout --as Brand --ob 1 --against-trait Brave --handicap minus-die --dice 6,6", "resolve"] * 4

WALKS: dict[str, list[str]] = {
    "masks": [
        "ex:add-character", "add-character Rook --playbook bull --plus-one freak", "ex:add-npc", "ex:team leader",
        "ex:session start", "ex:scene start", "ex:roll", "ex:resolve", "ex:mark", "ex:clear", "ex:shift",
        "ex:forward", "ex:influence give",
        'roll "Directly Engage a Threat" --as Rook --target "Dr. Vance" --dice 1,2',
        "ex:influence take-advantage", "ex:team spend", "resolve",
        "influence give --as Rook --to Gale", "ex:influence accept",
        'roll defend --as Rook --protect Gale --from "Dr. Vance" --dice 6,6', "resolve --pick DF1",
        "ex:team selfish", "ex:battle start", "ex:battle end",
        "mark Rook angry", "mark Rook afraid", "mark Rook guilty", "mark Rook hopeless", "mark Rook insecure",
        "mark Rook afraid",                                     # the sixth mark takes him out
        "ex:scene end", "ex:time-passes", "scene start", "ex:return", "mark Rook angry", "ex:clearing-action",
        *_GALE_MISSES, "ex:advance", "advance unlock_moment_of_truth --as Gale",
        "ex:scene end", "ex:session end", "ex:end-of-session", "ex:recap", "ex:moment-of-truth",
    ],
    "pokemon": [
        "ex:add-character", "ex:add-pokemon", "ex:session start", "ex:scene start", "ex:battle start", "ex:roll",
        "ex:resolve", "ex:battle harm", "ex:battle end", "ex:item", "ex:remedy", "ex:harm", "ex:heal", "ex:rest",
        "ex:condition", "ex:adjust", "ex:forward", "ex:key", "ex:debt add", "ex:debt remove", "ex:wheel rhythm",
        "roll tutto --as Ash --pokemon Pikachu --potere Scossa --dice 6,6", "resolve", "ex:evolve",
        "ball Pikachu", "ex:ball",
        "roll osserva --as Ash --dice 1,1", "ex:treat-violently", "resolve",
        "adjust Pikachu --amicizia -2",
        "roll osserva --as Ash --dice 1,1", "treat-violently Pikachu --as Ash --choice bisogno", "resolve", "ex:need",
        "roll osserva --as Ash --dice 1,1", "treat-violently Pikachu --as Ash --choice bisogno", "resolve",
        "ex:scene end", "ex:session end", "ex:recap",
    ],
    "basic": [
        "ex:add-character", "add-character Bo --attributes brawn=1,wits=1 --level 3",
        "add-character Ogre --attributes brawn=3 --passive brawn=10 --level 3", "ex:session start", "ex:scene start",
        "ex:attack declare", "ex:attack roll", "ex:attack defend", "ex:attack resolve", "ex:get-answers", "ex:ask",
        "ex:help", "help Bo --as Ana --attribute wits --dice 14", "ex:stack", "ex:hinder", "ex:unstack",
        "ex:progress open", "ex:make-progress", "ex:move", "ex:anything-else",
        "attack declare Ogre --as Ana --attribute brawn", "ex:attack call-off", "ex:scene end", "ex:downtime start",
        "ex:prepare", "ex:downtime end", "ex:adjust", "ex:session end", "ex:recap",
    ],
    "mosaic": [
        "ex:culture add", "culture add Nahua --playbook priest", "culture add Nippon --playbook samurai",
        "ex:add-character",
        "add-character Itzel --playbook priest --background Nahua:understanding --background Nahua:cunning "
        "--faith Nahua:discipline --contacts Castilian:aggression",
        "add-character Kenji --playbook samurai --background Nippon:discipline --background Castilian:cunning "
        "--faith Nippon:inspiration --contacts Castilian:understanding",
        "ex:trait", "ex:npc add", "ex:session start", "ex:scene start", "ex:quest start",
        "roll Push --as Kenji --dice 4,3,1 --self-initiated", "resolve --pick PU1",
        "roll Learn --as Itzel --dice 6,6", "resolve --pick LE1", "ex:gm-move", "ex:act-on-answer", "ex:dispute",
        "ex:quest challenge", "ex:roll", "ex:spend-tile", "ex:resolve", 'roll Hold --as "Don Diego" --dice 6,5,4',
        "ex:invest", "resolve --pick HO1", "advantage add Nahua --reason x", "roll Learn --as Itzel --dice 5,1",
        "spend-tile --as Itzel --dice 1", "ex:press", "resolve --pick LE2", "ex:scene end", "ex:journey start",
        "ex:journey end",
        'trait Itzel cunning --descriptor "Reads the codices" --move learn --option "ask one more" '
        '--rest "Copy a page"',
        "rest start", "ex:rest task", "ex:rest participate", "ex:advantage add", "ex:advantage convert",
        *_SIX_EXPERIENCE,
        "ex:milestone", "milestone ally --as Itzel --npc Tlacaelel",
        'milestone location --as Itzel --name "The mission"',
        'milestone mark --as Itzel --name "The painted codex" --culture Nahua', "ex:rest end", "ex:rest start",
        "rest end", "scene start", "ex:influence mark", "ex:interaction start", "ex:tap", "ex:interaction end",
        "ex:ally request", "ex:location improve", "ex:location unsafe", "ex:quest end", "scene end",
        "ex:session end", "ex:recap",
    ],
    "mouseguard": [
        "ex:add-character",
        "add-character Rogard --nature 5 --will 4 --health 4 --skill weather-watcher=4 --skill fighter=2 "
        "--wise Weather-wise --trait Wise=3 --gear spyglass --fate 2 --persona 1",
        "add-character Bandit --kind npc --nature 3 --will 3 --health 3 --skill fighter=3", "ex:session start",
        "ex:scene start", "ex:turn gm", "ex:test", "ex:fate", "ex:resolve",
        "test weather-watcher --as Rogard --ob 3 --dice 6,6,1,1", "ex:reroll", "resolve",
        "test weather-watcher --as Rogard --ob 6 --dice 1,1,1,1", "ex:take-condition", "resolve",
        "test fighter --as Brand --versus Bandit --dice 6,5,1,1", "ex:oppose", "ex:break-tie", "resolve",
        *_FOUR_CHECKS,
        "test fighter --as Brand --ob 1 --trait Brave --dice 6,6,6,6,6", "resolve", "mark Brand injured",
        "ex:injury", "ex:mark", "mark Brand angry", "ex:clear", "ex:turn players", "ex:trait recharge",
        "ex:trait charge", "ex:rest", "ex:conflict start", "ex:conflict disposition",
        "conflict disposition --as Bandit --dice 6,5,1", "ex:conflict wield", "ex:conflict script",
        "conflict script --side Bandit --actions defend,attack,attack", "ex:conflict reveal", "ex:conflict roll",
        "conflict roll --as Bandit --dice 1,1,1", "resolve", "ex:conflict maneuver", "conflict reveal",
        "conflict roll --as Brand --dice 6,6,6,6,6,6,6", "conflict roll --as Bandit --dice 1,1,1", "resolve",
        "ex:conflict close", "ex:turn end", "ex:rewards give", "ex:rewards done", "ex:scene end", "ex:session end",
        "ex:recap",
    ],
}
