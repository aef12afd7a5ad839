/**
 * Cards designed by the team (orbs.md §12.1), around the colour identities: red — fire,
 * Imps, aggression, direct damage; green — animals and nature; blue — water, planning, card
 * draw, traps that answer; yellow — wizardry, knights, armor, energy; black — death, ghouls,
 * the graveyard; purple — the Velk, mutations, objects (some become Orbs).
 * Append only: instances store the pool index.
 */
import type { OrbsCardDef } from '../types';

const red: OrbsCardDef[] = [
  { id: 'spark-imp', name: 'Spark Imp', nameCs: 'Jiskrový skřet', colours: ['red'], type: 'orb', cost: 'R', orbType: 'Imp', ap: 1, hp: 1,
    triggers: [{ on: 'play', effects: [{ do: 'damage', amount: 1, to: 'opponent' }] }] },
  { id: 'blazing-imp', name: 'Blazing Imp', nameCs: 'Planoucí skřet', colours: ['red'], type: 'orb', cost: '1R', orbType: 'Imp', ap: 3, hp: 1,
    triggers: [{ on: 'attacks', effects: [{ do: 'damage', amount: 1, to: 'opponent' }] }] },
  { id: 'fireball', name: 'Fireball', nameCs: 'Ohnivá koule', colours: ['red'], type: 'action', cost: '2R', target: 'orbOrPlayer',
    triggers: [{ on: 'play', effects: [{ do: 'damage', amount: 3, to: 'target' }] }] },
  { id: 'scorch', name: 'Scorch', nameCs: 'Spálenina', colours: ['red'], type: 'action', cost: '1R', phaseLimit: 'notDefense',
    triggers: [{ on: 'play', effects: [{ do: 'damage', amount: 1, to: 'enemyOrbs' }] }] },
  { id: 'imp-chieftain', name: 'Imp Chieftain', nameCs: 'Skřetí náčelník', colours: ['red'], type: 'orb', cost: '2RR', orbType: 'Imp', ap: 3, hp: 3,
    auras: [{ scope: 'local', ap: 1, orbType: 'Imp' }] },
  { id: 'imp-swarm', name: 'Imp Swarm', nameCs: 'Skřetí roj', colours: ['red'], type: 'action', cost: '1R',
    triggers: [{ on: 'play', effects: [{ do: 'createToken', token: 'imp-spawn', count: 2 }] }] },
  { id: 'ember-trap', name: 'Ember Trap', nameCs: 'Uhlíková past', colours: ['red'], type: 'trap', cost: '1R',
    trap: { on: 'opponentDeclaresAttacker', effects: [{ do: 'damage', amount: 2, to: 'eventOrb' }] } },
  { id: 'magma-hulk', name: 'Magma Hulk', nameCs: 'Magmový obr', colours: ['red'], type: 'orb', cost: '3R', orbType: 'Elemental', ap: 5, hp: 4 },
  { id: 'fire-pit', name: 'Fire Pit', nameCs: 'Ohnivá jáma', colours: ['red'], type: 'object', cost: '2R',
    triggers: [{ on: 'mainPhaseStart', effects: [{ do: 'damage', amount: 1, to: 'opponent' }] }] },
];

const green: OrbsCardDef[] = [
  { id: 'gray-wolf', name: 'Gray Wolf', nameCs: 'Šedý vlk', colours: ['green'], type: 'orb', cost: '1G', orbType: 'Animal', ap: 2, hp: 2 },
  { id: 'elder-oak', name: 'Elder Oak', nameCs: 'Prastarý dub', colours: ['green'], type: 'orb', cost: '3GG', orbType: 'Treefolk', ap: 4, hp: 6 },
  { id: 'wild-growth', name: 'Wild Growth', nameCs: 'Divoký růst', colours: ['green'], type: 'action', cost: 'G',
    triggers: [{ on: 'play', effects: [{ do: 'gainCapacity', colour: 'green', amount: 1 }] }] },
  { id: 'healing-spring', name: 'Healing Spring', nameCs: 'Léčivý pramen', colours: ['green'], type: 'action', cost: 'G', target: 'orb',
    triggers: [{ on: 'play', effects: [{ do: 'heal', amount: 3, to: 'target' }] }] },
  { id: 'anthill', name: 'Anthill', nameCs: 'Mraveniště', colours: ['green'], type: 'object', cost: '1G',
    abilities: [{ cost: '1G', oncePerTurn: true, effects: [{ do: 'createToken', token: 'ant', count: 1 }] }] },
  { id: 'stampede', name: 'Stampede', nameCs: 'Úprk stáda', colours: ['green'], type: 'action', cost: '2G',
    triggers: [{ on: 'play', effects: [{ do: 'buffAP', amount: 1, to: 'friendlyOrbs' }] }] },
  { id: 'venom-snare', name: 'Venom Snare', nameCs: 'Jedovatá léčka', colours: ['green'], type: 'trap', cost: '1G',
    trap: { on: 'opponentPlaysOrb', minAp: 3, effects: [{ do: 'damage', amount: 3, to: 'eventOrb' }] } },
  { id: 'spider-queen', name: 'Spider Queen', nameCs: 'Pavoučí královna', colours: ['green'], type: 'orb', cost: '2G', orbType: 'Spider', ap: 2, hp: 3,
    triggers: [{ on: 'play', effects: [{ do: 'createToken', token: 'spider', count: 1 }] }] },
  { id: 'thicket-stag', name: 'Thicket Stag', nameCs: 'Houštinový jelen', colours: ['green'], type: 'orb', cost: '1G', orbType: 'Animal', ap: 1, hp: 3, ambush: true },
];

const blue: OrbsCardDef[] = [
  { id: 'wave-caller', name: 'Wave Caller', nameCs: 'Vyvolavač vln', colours: ['blue'], type: 'orb', cost: '2U', orbType: 'Merfolk', ap: 2, hp: 2,
    triggers: [{ on: 'play', effects: [{ do: 'draw', count: 1, who: 'you' }] }] },
  { id: 'glimpse', name: 'Glimpse', nameCs: 'Záblesk', colours: ['blue'], type: 'action', cost: 'U',
    triggers: [{ on: 'play', effects: [{ do: 'draw', count: 1, who: 'you' }] }] },
  { id: 'riptide', name: 'Riptide', nameCs: 'Zpětný proud', colours: ['blue'], type: 'action', cost: '1U', target: 'orb',
    triggers: [{ on: 'play', effects: [{ do: 'bounce', to: 'target' }] }] },
  { id: 'undertow', name: 'Undertow', nameCs: 'Spodní proud', colours: ['blue'], type: 'trap', cost: '1U',
    trap: { on: 'opponentPlaysOrb', effects: [{ do: 'bounce', to: 'eventOrb' }] } },
  { id: 'whirlpool', name: 'Whirlpool', nameCs: 'Vír', colours: ['blue'], type: 'trap', cost: '2U',
    trap: { on: 'opponentDeclaresAttacker', effects: [{ do: 'bounce', to: 'eventOrb' }] } },
  { id: 'spell-echo', name: 'Spell Echo', nameCs: 'Ozvěna kouzla', colours: ['blue'], type: 'trap', cost: 'U',
    trap: { on: 'opponentPlaysAction', effects: [{ do: 'draw', count: 2, who: 'you' }] } },
  { id: 'coral-wall', name: 'Coral Wall', nameCs: 'Korálová zeď', colours: ['blue'], type: 'orb', cost: '1U', orbType: 'Wall', ap: 0, hp: 5, ambush: true },
  { id: 'sea-serpent', name: 'Sea Serpent', nameCs: 'Mořský had', colours: ['blue'], type: 'orb', cost: '3UU', orbType: 'Serpent', ap: 4, hp: 5 },
  { id: 'mind-drain', name: 'Mind Drain', nameCs: 'Odsátí mysli', colours: ['blue'], type: 'trap', cost: '1U',
    trap: { on: 'opponentBenches', effects: [{ do: 'draw', count: 1, who: 'you' }] } },
  { id: 'scrying-pool', name: 'Scrying Pool', nameCs: 'Věštecká tůň', colours: ['blue'], type: 'object', cost: '2U',
    abilities: [{ cost: '1U', oncePerTurn: true, effects: [{ do: 'draw', count: 1, who: 'you' }] }] },
];

const yellow: OrbsCardDef[] = [
  { id: 'squire', name: 'Squire', nameCs: 'Panoš', colours: ['yellow'], type: 'orb', cost: 'Y', orbType: 'Knight', ap: 1, hp: 2, armor: 1 },
  { id: 'knight-captain', name: 'Knight Captain', nameCs: 'Rytířský kapitán', colours: ['yellow'], type: 'orb', cost: '2Y', orbType: 'Knight', ap: 3, hp: 3,
    auras: [{ scope: 'local', armor: 1, orbType: 'Knight' }] },
  { id: 'paladin', name: 'Paladin', nameCs: 'Paladin', colours: ['yellow'], type: 'orb', cost: '3Y', orbType: 'Knight', ap: 3, hp: 4, armor: 2 },
  { id: 'shield-wall', name: 'Shield Wall', nameCs: 'Štítová hradba', colours: ['yellow'], type: 'object', cost: '1Y',
    auras: [{ scope: 'local', armor: 1 }] },
  { id: 'mana-well', name: 'Mana Well', nameCs: 'Studna many', colours: ['yellow'], type: 'object', cost: '1Y',
    triggers: [{ on: 'mainPhaseStart', effects: [{ do: 'gainEnergy', colour: 'generic', amount: 1 }] }] },
  { id: 'apprentice-wizard', name: 'Apprentice Wizard', nameCs: 'Čarodějův učeň', colours: ['yellow'], type: 'orb', cost: '1Y', orbType: 'Wizard', ap: 1, hp: 2,
    abilities: [{ cost: '', exhaust: true, effects: [{ do: 'gainEnergy', colour: 'yellow', amount: 1 }] }] },
  { id: 'arc-bolt', name: 'Arc Bolt', nameCs: 'Obloukový blesk', colours: ['yellow'], type: 'action', cost: '1Y', target: 'orb',
    triggers: [{ on: 'play', effects: [{ do: 'damage', amount: 3, to: 'target' }] }] },
  { id: 'siphon-rune', name: 'Siphon Rune', nameCs: 'Sací runa', colours: ['yellow'], type: 'trap', cost: 'Y',
    trap: { on: 'opponentConverts', effects: [{ do: 'gainCapacity', colour: 'yellow', amount: 1 }] } },
  { id: 'blessed-light', name: 'Blessed Light', nameCs: 'Požehnané světlo', colours: ['yellow'], type: 'action', cost: '1Y',
    triggers: [{ on: 'play', effects: [{ do: 'heal', amount: 2, to: 'friendlyOrbs' }, { do: 'heal', amount: 2, to: 'you' }] }] },
];

const black: OrbsCardDef[] = [
  { id: 'crypt-ghoul', name: 'Crypt Ghoul', nameCs: 'Kryptový ghúl', colours: ['black'], type: 'orb', cost: '2B', orbType: 'Ghoul', ap: 3, hp: 2,
    triggers: [{ on: 'destroyed', effects: [{ do: 'draw', count: 1, who: 'you' }] }] },
  { id: 'bone-rattler', name: 'Bone Rattler', nameCs: 'Chrastící kostlivec', colours: ['black'], type: 'orb', cost: 'B', orbType: 'Skeleton', ap: 1, hp: 1,
    triggers: [{ on: 'destroyed', effects: [{ do: 'damage', amount: 1, to: 'opponent' }] }] },
  { id: 'necromancer', name: 'Necromancer', nameCs: 'Nekromant', colours: ['black'], type: 'orb', cost: '3B', orbType: 'Human', ap: 2, hp: 3,
    abilities: [{ cost: '1B', exhaust: true, target: 'graveyardOrb', effects: [{ do: 'returnFromGraveyard', to: 'hand' }] }] },
  { id: 'raise-dead', name: 'Raise Dead', nameCs: 'Oživení mrtvých', colours: ['black'], type: 'action', cost: '1B', target: 'graveyardOrb',
    triggers: [{ on: 'play', effects: [{ do: 'returnFromGraveyard', to: 'hand' }] }] },
  { id: 'death-touch', name: 'Death Touch', nameCs: 'Dotek smrti', colours: ['black'], type: 'action', cost: '2BB', target: 'orb',
    triggers: [{ on: 'play', effects: [{ do: 'destroy', to: 'target' }] }] },
  { id: 'grave-bolt', name: 'Grave Bolt', nameCs: 'Hrobový blesk', colours: ['black'], type: 'action', cost: '1B', target: 'orbOrPlayer',
    condition: { graveyardAtLeast: 4 }, triggers: [{ on: 'play', effects: [{ do: 'damage', amount: 3, to: 'target' }] }] },
  { id: 'plague-cloud', name: 'Plague Cloud', nameCs: 'Morový mrak', colours: ['black'], type: 'action', cost: '3B', phaseLimit: 'notDefense',
    triggers: [{ on: 'play', effects: [{ do: 'damage', amount: 2, to: 'allOrbs' }] }] },
  { id: 'ossuary', name: 'Ossuary', nameCs: 'Kostnice', colours: ['black'], type: 'object', cost: '1B',
    triggers: [{ on: 'mainPhaseStart', effects: [{ do: 'mill', count: 1, who: 'you' }] }],
    abilities: [{ cost: '', sacrifice: true, effects: [{ do: 'draw', count: 1, who: 'you' }] }] },
  { id: 'death-snare', name: 'Death Snare', nameCs: 'Smrtící léčka', colours: ['black'], type: 'trap', cost: '2B',
    trap: { on: 'opponentDeclaresAttacker', effects: [{ do: 'destroy', to: 'eventOrb' }] } },
  { id: 'vampire-bat', name: 'Vampire Bat', nameCs: 'Upíří netopýr', colours: ['black'], type: 'orb', cost: '1B', orbType: 'Bat', ap: 1, hp: 2,
    triggers: [{ on: 'attacks', effects: [{ do: 'heal', amount: 1, to: 'you' }] }] },
  { id: 'ghoul-lord', name: 'Ghoul Lord', nameCs: 'Ghúlí pán', colours: ['black'], type: 'orb', cost: '3B', orbType: 'Ghoul', ap: 3, hp: 4,
    auras: [{ scope: 'local', ap: 1, orbType: 'Ghoul' }] },
  { id: 'mind-rot', name: 'Mind Rot', nameCs: 'Hniloba mysli', colours: ['black'], type: 'action', cost: '1B',
    triggers: [{ on: 'play', effects: [{ do: 'discardRandom', count: 1, who: 'opponent' }] }] },
];

const purple: OrbsCardDef[] = [
  { id: 'velk-brood-mother', name: 'Velk Brood Mother', nameCs: 'Velčí matka', colours: ['purple'], type: 'orb', cost: '3P', orbType: 'Velk', ap: 2, hp: 4,
    triggers: [{ on: 'play', effects: [{ do: 'createToken', token: 'velk-larva', count: 2 }] }] },
  { id: 'velk-mutant', name: 'Velk Mutant', nameCs: 'Velčí mutant', colours: ['purple'], type: 'orb', cost: '2P', orbType: 'Velk', ap: 2, hp: 2,
    abilities: [{ cost: 'P', oncePerTurn: true, effects: [{ do: 'buffAP', amount: 1, to: 'self' }] }] },
  { id: 'mutagen', name: 'Mutagen', nameCs: 'Mutagen', colours: ['purple'], type: 'action', cost: 'P', target: 'friendlyOrb',
    triggers: [{ on: 'play', effects: [{ do: 'buffAP', amount: 2, to: 'target' }] }] },
  { id: 'living-idol', name: 'Living Idol', nameCs: 'Živá modla', colours: ['purple'], type: 'object', cost: '2P',
    abilities: [{ cost: '1P', effects: [{ do: 'becomeOrb', ap: 3, hp: 3, orbType: 'Velk' }] }] },
  { id: 'velk-totem', name: 'Velk Totem', nameCs: 'Velčí totem', colours: ['purple'], type: 'object', cost: '1P',
    auras: [{ scope: 'local', ap: 1, orbType: 'Velk' }] },
  { id: 'velk-miasma', name: 'Velk Miasma', nameCs: 'Velčí miasma', colours: ['purple'], type: 'object', cost: '2P',
    auras: [{ scope: 'foreign', ap: -1 }] },
  { id: 'chrysalis', name: 'Chrysalis', nameCs: 'Kukla', colours: ['purple'], type: 'object', cost: 'P',
    abilities: [{ cost: '3P', effects: [{ do: 'becomeOrb', ap: 4, hp: 4, orbType: 'Velk' }] }] },
  { id: 'velk-swarmling', name: 'Velk Swarmling', nameCs: 'Velčí rojník', colours: ['purple'], type: 'orb', cost: 'P', orbType: 'Velk', ap: 1, hp: 1, ambush: true },
  { id: 'spore-trap', name: 'Spore Trap', nameCs: 'Sporová past', colours: ['purple'], type: 'trap', cost: '1P',
    trap: { on: 'opponentPlaysObject', effects: [{ do: 'destroy', to: 'eventOrb' }] } },
  { id: 'velk-overmind', name: 'Velk Overmind', nameCs: 'Velčí nadmysl', colours: ['purple'], type: 'orb', cost: '3PP', orbType: 'Velk', ap: 4, hp: 4,
    auras: [{ scope: 'local', armor: 1, orbType: 'Velk' }] },
  { id: 'hive-node', name: 'Hive Node', nameCs: 'Uzel úlu', colours: ['purple'], type: 'object', cost: '1P',
    abilities: [{ cost: 'P', oncePerTurn: true, effects: [{ do: 'createToken', token: 'velk-larva', count: 1 }] }] },
];

const generic: OrbsCardDef[] = [
  { id: 'iron-sentinel', name: 'Iron Sentinel', nameCs: 'Železný strážce', colours: [], type: 'orb', cost: '4', orbType: 'Construct', ap: 3, hp: 4, armor: 1 },
  { id: 'clockwork-mouse', name: 'Clockwork Mouse', nameCs: 'Natahovací myš', colours: [], type: 'orb', cost: '1', orbType: 'Construct', ap: 1, hp: 1 },
  { id: 'healing-potion', name: 'Healing Potion', nameCs: 'Léčivý lektvar', colours: [], type: 'action', cost: '1',
    triggers: [{ on: 'play', effects: [{ do: 'heal', amount: 3, to: 'you' }] }] },
  { id: 'scrap-cannon', name: 'Scrap Cannon', nameCs: 'Šrotové dělo', colours: [], type: 'object', cost: '3',
    abilities: [{ cost: '2', oncePerTurn: true, target: 'orbOrPlayer', effects: [{ do: 'damage', amount: 1, to: 'target' }] }] },
  { id: 'alarm-bell', name: 'Alarm Bell', nameCs: 'Poplašný zvon', colours: [], type: 'trap', cost: '1',
    trap: { on: 'opponentDeclaresAttacker', effects: [{ do: 'draw', count: 1, who: 'you' }] } },
];

const multi: OrbsCardDef[] = [
  { id: 'tide-knight', name: 'Tide Knight', nameCs: 'Přílivový rytíř', colours: ['blue', 'yellow'], type: 'orb', cost: '1UY', orbType: 'Knight', ap: 2, hp: 3, armor: 1, ambush: true },
  { id: 'bog-horror', name: 'Bog Horror', nameCs: 'Bažinná hrůza', colours: ['green', 'black'], type: 'orb', cost: '1GB', orbType: 'Horror', ap: 3, hp: 3,
    triggers: [{ on: 'destroyed', effects: [{ do: 'createToken', token: 'spider', count: 1 }] }] },
  { id: 'firestorm-drake', name: 'Firestorm Drake', nameCs: 'Drak ohnivé bouře', colours: ['red', 'purple'], type: 'orb', cost: '2RP', orbType: 'Dragon', ap: 3, hp: 3,
    triggers: [{ on: 'play', effects: [{ do: 'damage', amount: 1, to: 'enemyOrbs' }] }] },
  { id: 'sunfire-paladin', name: 'Sunfire Paladin', nameCs: 'Paladin slunečního ohně', colours: ['red', 'yellow'], type: 'orb', cost: '1RY', orbType: 'Knight', ap: 3, hp: 2, armor: 1 },
  { id: 'velk-reaper', name: 'Velk Reaper', nameCs: 'Velčí žnec', colours: ['black', 'purple'], type: 'orb', cost: '2BP', orbType: 'Velk', ap: 3, hp: 4,
    triggers: [{ on: 'attacks', effects: [{ do: 'mill', count: 2, who: 'opponent' }] }] },
  { id: 'tidal-beast', name: 'Tidal Beast', nameCs: 'Přílivová šelma', colours: ['green', 'blue'], type: 'orb', cost: '2GU', orbType: 'Beast', ap: 3, hp: 4,
    triggers: [{ on: 'play', effects: [{ do: 'draw', count: 1, who: 'you' }] }] },
];

/** Later additions: one card each for the rest of the vocabulary (global aura, Defense-only
 * phase limit, exhaust, Defense-Phase trigger, HP and Orb-count conditions). */
const more: OrbsCardDef[] = [
  { id: 'thunder-drum', name: 'Thunder Drum', nameCs: 'Hromový buben', colours: [], type: 'object', cost: '3',
    auras: [{ scope: 'global', ap: 1 }] },
  { id: 'thorn-volley', name: 'Thorn Volley', nameCs: 'Trnová salva', colours: ['green'], type: 'action', cost: 'G', phaseLimit: 'onlyDefense', target: 'enemyOrb',
    triggers: [{ on: 'play', effects: [{ do: 'damage', amount: 2, to: 'target' }] }] },
  { id: 'freezing-tide', name: 'Freezing Tide', nameCs: 'Mrazivý příliv', colours: ['blue'], type: 'action', cost: '1U', target: 'enemyOrb',
    triggers: [{ on: 'play', effects: [{ do: 'exhaust', to: 'target' }] }] },
  { id: 'watchtower', name: 'Watchtower', nameCs: 'Strážní věž', colours: ['yellow'], type: 'object', cost: '2Y',
    triggers: [{ on: 'defensePhaseStart', effects: [{ do: 'heal', amount: 1, to: 'you' }] }] },
  { id: 'last-stand', name: 'Last Stand', nameCs: 'Poslední vzdor', colours: ['yellow'], type: 'action', cost: 'Y', condition: { hpAtMost: 8 },
    triggers: [{ on: 'play', effects: [{ do: 'buffAP', amount: 2, to: 'friendlyOrbs' }] }] },
  { id: 'herd-wisdom', name: 'Herd Wisdom', nameCs: 'Moudrost stáda', colours: ['green'], type: 'action', cost: '1G', condition: { orbsAtLeast: 2 },
    triggers: [{ on: 'play', effects: [{ do: 'draw', count: 2, who: 'you' }] }] },
];

export const DESIGNED_CARDS: OrbsCardDef[] = [...red, ...green, ...blue, ...yellow, ...black, ...purple, ...generic, ...multi, ...more];

export const DESIGNED_TOKENS: OrbsCardDef[] = [
  { id: 'imp-spawn', name: 'Imp Spawn', nameCs: 'Skřetí potěr', colours: ['red'], type: 'orb', cost: '0', orbType: 'Imp', ap: 1, hp: 1, token: true },
];
