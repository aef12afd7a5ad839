/**
 * Ready-made decks that ship with the app (orbs.md 12.2): legal 50-card decks (2.1), each
 * with a distinct plan. A test validates all of them.
 */
import type { ReadyDeck } from '../types';

function deck(entries: [string, number][]): string[] {
  const out: string[] = [];
  for (const [id, n] of entries) for (let i = 0; i < n; i++) out.push(id);
  return out;
}

export const READY_DECKS: readonly ReadyDeck[] = [
  {
    id: 'red-aggro',
    name: { en: 'Imp Inferno', cs: 'Skřetí peklo' },
    plan: {
      en: 'Flood the table with cheap Imps, attack every turn and burn the opponent out with Firebolts.',
      cs: 'Zaplav stůl levnými skřety, útoč každé kolo a dorazi soupeře ohnivými střelami.',
    },
    cards: deck([
      ['ember-imp', 4],
      ['spark-imp', 4],
      ['blazing-imp', 4],
      ['cinder-brute', 4],
      ['imp-chieftain', 3],
      ['firebolt', 4],
      ['fireball', 3],
      ['scorch', 3],
      ['imp-swarm', 3],
      ['booby-trap', 3],
      ['ember-trap', 3],
      ['magma-hulk', 2],
      ['fire-pit', 2],
      ['war-banner', 4],
      ['clockwork-mouse', 4],
    ]),
  },
  {
    id: 'green-tokens',
    name: { en: 'Swarm of the Wilds', cs: 'Roj divočiny' },
    plan: {
      en: 'Make Ants and Spiders, grow them with Stampede and War Banners, and win by numbers.',
      cs: 'Vytvářej mravence a pavouky, posiluj je Úprkem stáda a prapory a vyhraj přesilou.',
    },
    cards: deck([
      ['forest-bear', 4],
      ['gray-wolf', 4],
      ['elder-oak', 2],
      ['wild-growth', 3],
      ['healing-spring', 2],
      ['anthill', 3],
      ['stampede', 3],
      ['venom-snare', 2],
      ['spider-queen', 4],
      ['thicket-stag', 3],
      ['trap-spider', 4],
      ['ant-invasion', 4],
      ['slime-rain', 2],
      ['war-banner', 4],
      ['clockwork-mouse', 3],
      ['healing-potion', 3],
    ]),
  },
  {
    id: 'blue-control',
    name: { en: 'Tides of Foresight', cs: 'Příliv prozíravosti' },
    plan: {
      en: 'Bench traps that bounce attackers and new Orbs, draw extra cards, and win with Sea Serpents and Iron Sentinels.',
      cs: 'Pokládej na lavici pasti, které vracejí útočníky i nové orby do ruky, lízej karty navíc a vyhraj s mořskými hady a železnými strážci.',
    },
    cards: deck([
      ['tide-sprite', 4],
      ['wave-caller', 4],
      ['sea-serpent', 4],
      ['iron-sentinel', 4],
      ['gray-golem', 4],
      ['clockwork-mouse', 4],
      ['war-banner', 4],
      ['scrap-cannon', 4],
      ['riptide', 4],
      ['freezing-tide', 2],
      ['whirlpool', 3],
      ['undertow', 3],
      ['tidal-insight', 4],
      ['coral-wall', 2],
    ]),
  },
  {
    id: 'yellow-knights',
    name: { en: 'Order of the Stone Shield', cs: 'Řád kamenného štítu' },
    plan: {
      en: 'Armored Knights shrug off small attackers while wizards and wells ramp your energy.',
      cs: 'Obrnění rytíři odrážejí malé útočníky, zatímco čarodějové a studny zvyšují tvou energii.',
    },
    cards: deck([
      ['stone-knight', 4],
      ['squire', 4],
      ['knight-captain', 4],
      ['paladin', 3],
      ['shield-wall', 3],
      ['mana-well', 3],
      ['apprentice-wizard', 3],
      ['arc-bolt', 4],
      ['siphon-rune', 2],
      ['blessed-light', 3],
      ['gifts-from-above', 3],
      ['arcane-surge', 3],
      ['fresh-force', 2],
      ['iron-sentinel', 3],
      ['gray-golem', 3],
      ['war-banner', 3],
    ]),
  },
  {
    id: 'black-graveyard',
    name: { en: 'Restless Dead', cs: 'Neklidní mrtví' },
    plan: {
      en: 'Trade Ghouls freely, profit when they die, and bring the best back from the graveyard.',
      cs: 'Vyměňuj ghúly bez obav, těž z jejich smrti a vracej ty nejlepší z hřbitova.',
    },
    cards: deck([
      ['grave-ghoul', 4],
      ['crypt-ghoul', 4],
      ['bone-rattler', 4],
      ['necromancer', 3],
      ['raise-dead', 3],
      ['death-touch', 3],
      ['grave-bolt', 3],
      ['plague-cloud', 2],
      ['ossuary', 2],
      ['death-snare', 3],
      ['vampire-bat', 4],
      ['ghoul-lord', 3],
      ['mind-rot', 3],
      ['grave-uprisal', 4],
      ['gray-golem', 2],
      ['clockwork-mouse', 3],
    ]),
  },
  {
    id: 'purple-objects',
    name: { en: 'Velk Hive', cs: 'Velčí úl' },
    plan: {
      en: 'Build hatcheries, totems and idols that turn into Orbs, and mutate the Velk into giants.',
      cs: 'Stav líhně, totemy a modly, které se mění v orby, a zmutuj Velky v obry.',
    },
    cards: deck([
      ['velk-drone', 4],
      ['velk-hatchery', 4],
      ['velk-brood-mother', 3],
      ['velk-mutant', 4],
      ['mutagen', 3],
      ['living-idol', 3],
      ['velk-totem', 3],
      ['chrysalis', 3],
      ['velk-swarmling', 4],
      ['spore-trap', 3],
      ['velk-overmind', 2],
      ['hive-node', 3],
      ['scrap-cannon', 4],
      // Gray Golems and Clockwork Mice rather than Velk Miasmas and War Banners (2026-12-07):
      // with both, the deck won 76 % over the field when the sparring player sat on both
      // sides (docs/benchmarks.md, "Orbs ready decks against each other").
      ['gray-golem', 3],
      ['clockwork-mouse', 4],
    ]),
  },
];
