/**
 * Which game-icons picture (game-icons.net, CC BY 3.0; names as in `@iconify-json/game-icons`)
 * illustrates each card, by card id. Every card of both games has one: Orbs cards and tokens,
 * Clash cards of the box set ("initiation") and of our "cardhall" set (art-table.test.ts checks
 * the table covers both pools and that every name exists in the icon set).
 *
 * Chosen by the card's name and type (an Imp is an imp, a trap a trap). After changing a name
 * here, run `npm run art` to regenerate the bundled paths (card-art-icons.json).
 */

export const ORBS_ART: Readonly<Record<string, string>> = {
  // red
  'ember-imp': 'imp',
  'cinder-brute': 'fire-punch',
  'spark-imp': 'spark-spirit',
  'blazing-imp': 'imp-laugh',
  'imp-chieftain': 'horned-helm',
  'magma-hulk': 'lava',
  firebolt: 'fire-ray',
  fireball: 'fireball',
  scorch: 'burning-embers',
  'imp-swarm': 'devil-mask',
  'booby-trap': 'box-trap',
  'ember-trap': 'fire-ring',
  'fire-pit': 'campfire',
  // green
  'forest-bear': 'bear-head',
  'gray-wolf': 'wolf-head',
  'elder-oak': 'oak',
  'spider-queen': 'spider-face',
  'thicket-stag': 'stag-head',
  'trap-spider': 'hanging-spider',
  'venom-snare': 'snake-bite',
  'slime-rain': 'heavy-rain',
  'ant-invasion': 'ants',
  'wild-growth': 'growth',
  'healing-spring': 'water-fountain',
  stampede: 'bison',
  'thorn-volley': 'thorned-arrow',
  'herd-wisdom': 'elephant-head',
  anthill: 'stone-pile',
  // blue
  'tide-sprite': 'water-drop',
  'wave-caller': 'triton-head',
  'coral-wall': 'coral',
  'sea-serpent': 'sea-serpent',
  interfere: 'interdiction',
  undertow: 'waves',
  whirlpool: 'whirlwind',
  'spell-echo': 'echo-ripples',
  'mind-drain': 'brain-leak',
  'tidal-insight': 'third-eye',
  glimpse: 'all-seeing-eye',
  riptide: 'big-wave',
  'freezing-tide': 'frozen-orb',
  'scrying-pool': 'crystal-ball',
  // yellow
  'stone-knight': 'black-knight-helm',
  squire: 'visored-helm',
  'knight-captain': 'knight-banner',
  paladin: 'mounted-knight',
  'apprentice-wizard': 'wizard-face',
  'gifts-from-above': 'gift-of-knowledge',
  'arcane-surge': 'magic-swirl',
  'fresh-force': 'mighty-force',
  'arc-bolt': 'arcing-bolt',
  'blessed-light': 'enlightenment',
  'last-stand': 'broken-shield',
  'siphon-rune': 'rune-stone',
  'shield-wall': 'checked-shield',
  'mana-well': 'well',
  watchtower: 'guarded-tower',
  // black
  'grave-ghoul': 'shambling-zombie',
  'crypt-ghoul': 'crypt-entrance',
  'bone-rattler': 'skeleton',
  necromancer: 'evil-book',
  'vampire-bat': 'evil-bat',
  'ghoul-lord': 'crowned-skull',
  'grave-uprisal': 'raise-zombie',
  'raise-dead': 'raise-skeleton',
  'death-touch': 'skeletal-hand',
  'grave-bolt': 'burning-skull',
  'plague-cloud': 'poison-cloud',
  'mind-rot': 'brain-freeze',
  'death-snare': 'wolf-trap',
  ossuary: 'graveyard',
  // purple
  'velk-drone': 'wasp-sting',
  'velk-brood-mother': 'insect-jaws',
  'velk-mutant': 'alien-bug',
  'velk-swarmling': 'bee',
  'velk-overmind': 'overmind',
  mutagen: 'dna1',
  'spore-trap': 'mushroom-gills',
  'velk-hatchery': 'egg-clutch',
  'living-idol': 'totem-head',
  'velk-totem': 'totem',
  'velk-miasma': 'poison-gas',
  chrysalis: 'alien-egg',
  'hive-node': 'hive',
  // generic
  'gray-golem': 'rock-golem',
  'iron-sentinel': 'metal-golem-head',
  'clockwork-mouse': 'clockwork',
  'healing-potion': 'health-potion',
  'alarm-bell': 'ringing-bell',
  'war-banner': 'tattered-banner',
  'scrap-cannon': 'cannon',
  'thunder-drum': 'drum',
  // multicoloured
  'ashen-wyrm': 'dragon-breath',
  'tide-knight': 'trident-shield',
  'bog-horror': 'thorny-tentacle',
  'firestorm-drake': 'spiked-dragon-head',
  'sunfire-paladin': 'sunbeams',
  'velk-reaper': 'reaper-scythe',
  'tidal-beast': 'sea-creature',
  // tokens
  spider: 'spider-alt',
  ant: 'ant',
  'velk-larva': 'maggot',
  'imp-spawn': 'baby-face',
};

export const CLASH_ART: Readonly<Record<string, string>> = {
  // box set "initiation": creatures
  parasite: 'leeching-worm',
  microctopus: 'octopus',
  scribe: 'quill-ink',
  baron: 'throne-king',
  alpha: 'wolf-howl',
  brute: 'brute',
  carapace: 'turtle-shell',
  mutant: 'alien-stare',
  assassin: 'hooded-assassin',
  reptile: 'horned-reptile',
  aberration: 'floating-tentacles',
  carnivore: 'carnivore-mouth',
  grrr: 'sharp-smile',
  vortex: 'vortex',
  disciple: 'monk-face',
  troll: 'troll',
  lieutenant: 'centurion-helmet',
  machine: 'robot-golem',
  ogre: 'ogre',
  abomination: 'spiked-tentacle',
  revenant: 'spectre',
  brigand: 'bandit',
  martyr: 'martyr-memorial',
  zombie: 'half-dead',
  partisan: 'pitchfork',
  shaman: 'totem-mask',
  gnome: 'bad-gnome',
  // box set: incantations
  meteorite: 'burning-meteor',
  annihilation: 'mushroom-cloud',
  combustion: 'bright-explosion',
  cyclone: 'tornado',
  boom: 'explosion-rays',
  // our "cardhall" set
  skylark: 'hummingbird',
  falconer: 'hawk-emblem',
  eel: 'eel',
  alchemist: 'fizzing-flask',
  sentinel: 'spartan-helmet',
  ram: 'ram-profile',
  stormkite: 'kite',
  tidecaller: 'trident',
  siegegolem: 'siege-tower',
  kraken: 'kraken-tentacle',
  gargoyle: 'gargoyle',
  vanguard: 'spears',
  druid: 'leaf-swirl',
  corsair: 'pirate-captain',
  gale: 'wind-slap',
  harpoon: 'harpoon-chain',
};

/**
 * Clash keyword badges: a game-icons picture per keyword, drawn in the keyword's coloured disc
 * (card faces), so no keyword depends on a symbol font. Keys are the engine's keywords.
 */
export const KEYWORD_ART: Readonly<Record<string, string>> = {
  Aerial: 'angel-wings',
  Aim: 'bullseye',
  Aquatic: 'droplets',
  Aura: 'aura',
  Berserk: 'crossed-axes',
  Catalyst: 'chemical-drop',
  Focus: 'convergence-target',
  Indestructible: 'chess-rook',
  Perforation: 'piercing-sword',
  Protection: 'shield-reflect',
  Rage: 'enrage',
  Splash: 'water-splash',
  Sprint: 'sprint',
  Wrecker: 'wrecking-ball',
};

/**
 * Icons that stand for a word where the word does not fit: on compact faces (compact-face.ts),
 * in the keyword legend, and on the tables instead of symbol characters a system without a
 * symbol font shows as boxes (♥ ⚔ ◈).
 */
export const MARK_ART = {
  /** A Clash incantation: hits one creature in play. */
  target: 'on-target',
  /** Orbs: Ambush (may be played from the hand in the Defense Phase). */
  ambush: 'hood',
  /** Orbs: Armor N (a badge beside the figure N). */
  armor: 'armor-vest',
  /** A player's life (Orbs player box). */
  life: 'hearts',
  /** Attacking (Orbs: over an attacker; +N attack). */
  attack: 'crossed-swords',
  /** A card cancelled (Orbs: Interfere and the like). */
  cancelled: 'broken-shield',
} as const;

/** The picture on the back of every card (both games). */
export const CARD_BACK_ART = 'crossed-swords';

/** Every game-icons name the painter draws (the extraction script bundles exactly these). */
export function usedArtIcons(): string[] {
  return [
    ...new Set([
      ...Object.values(ORBS_ART),
      ...Object.values(CLASH_ART),
      ...Object.values(KEYWORD_ART),
      ...Object.values(MARK_ART),
      CARD_BACK_ART,
    ]),
  ].sort();
}
