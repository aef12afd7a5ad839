/**
 * The words Orbs rules text is made of, in English and Czech: plural forms (Czech one / few /
 * other through Intl.PluralRules('cs')), numbers, colour and Orb type names, card names, and
 * the noun phrases of subjects and targets, declined for the verb's case in Czech. The
 * sentences are built by ./text.ts (orbs.md §12.1: rules text generated from the card data).
 */
import type { Lang, OrbsCardDef, Subject, TargetKind } from '../types';

const csPlural = new Intl.PluralRules('cs');
const enPlural = new Intl.PluralRules('en');

/** Pick a Czech form: [one, few, other]. */
export function cs(n: number, forms: [string, string, string]): string {
  const c = csPlural.select(n);
  return c === 'one' ? forms[0] : c === 'few' ? forms[1] : forms[2];
}
export function en(n: number, one: string, other: string): string {
  return enPlural.select(n) === 'one' ? one : other;
}

const EN_NUM = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
export const enNum = (n: number): string => EN_NUM[n] ?? String(n);

export const CS_COLOUR_STEM: Record<string, string> = {
  red: 'červen',
  green: 'zelen',
  blue: 'modr',
  yellow: 'žlut',
  black: 'čern',
  purple: 'fialov',
  generic: 'generick',
};
export const CS_COLOUR_ORB: Record<string, string> = {
  red: 'červený',
  green: 'zelený',
  blue: 'modrý',
  yellow: 'žlutý',
  black: 'černý',
  purple: 'fialový',
};

/**
 * Czech names of the Orb types (nominative singular, lower case as Czech common nouns are).
 * Velk is a made-up people of this game (orbs.md), so it stays a name, capitalised as one.
 * Horror is "hrůza", the word the Czech card name uses (Bažinná hrůza). A type missing here
 * fails the pool test, so a new card cannot bring English into the Czech text.
 */
export const CS_ORB_TYPES: Readonly<Record<string, string>> = {
  Animal: 'zvíře',
  Ant: 'mravenec',
  Bat: 'netopýr',
  Beast: 'šelma',
  Construct: 'konstrukt',
  Dragon: 'drak',
  Elemental: 'elementál',
  Ghoul: 'ghúl',
  Horror: 'hrůza',
  Human: 'člověk',
  Imp: 'skřet',
  Knight: 'rytíř',
  Merfolk: 'mořan',
  Serpent: 'had',
  Skeleton: 'kostlivec',
  Spider: 'pavouk',
  Sprite: 'skřítek',
  Treefolk: 'stromoun',
  Velk: 'Velk',
  Wall: 'zeď',
  Wizard: 'čaroděj',
};

/** An Orb type as shown in `lang` (the English one is the card data's own). */
export function orbTypeName(type: string, lang: Lang): string {
  return lang === 'cs' ? (CS_ORB_TYPES[type] ?? type) : type;
}

export function cardName(card: OrbsCardDef, lang: Lang): string {
  return lang === 'cs' && card.nameCs ? card.nameCs : card.name;
}

// ---------------------------------------------------------------- subjects

export type Case = 'nom' | 'acc' | 'dat';

function targetNoun(kind: TargetKind | undefined, lang: Lang, c: Case): string {
  if (lang === 'en') {
    switch (kind) {
      case 'orbOrPlayer':
        return 'target Orb or player';
      case 'enemyOrb':
        return 'target Orb your opponent controls';
      case 'friendlyOrb':
        return 'target Orb you control';
      case 'player':
        return 'target player';
      case 'object':
        return 'target object';
      case 'graveyardOrb':
        return 'target Orb card from your graveyard';
      default:
        return 'target Orb';
    }
  }
  const t: Record<string, [string, string, string]> = {
    orbOrPlayer: ['cílový orb nebo hráč', 'cílový orb nebo hráče', 'cílovému orbu nebo hráči'],
    orb: ['cílový orb', 'cílový orb', 'cílovému orbu'],
    // Czech puts the possessive first ("tvůj cílový orb", not "cílový tvůj orb").
    enemyOrb: ['soupeřův cílový orb', 'soupeřův cílový orb', 'soupeřovu cílovému orbu'],
    friendlyOrb: ['tvůj cílový orb', 'tvůj cílový orb', 'tvému cílovému orbu'],
    player: ['cílový hráč', 'cílového hráče', 'cílovému hráči'],
    object: ['cílový objekt', 'cílový objekt', 'cílovému objektu'],
    graveyardOrb: [
      'cílová karta orbu z tvého hřbitova',
      'cílovou kartu orbu z tvého hřbitova',
      'cílové kartě orbu z tvého hřbitova',
    ],
  };
  const f = t[kind ?? 'orb']!;
  return c === 'nom' ? f[0] : c === 'acc' ? f[1] : f[2];
}

export interface Ctx {
  card: OrbsCardDef;
  lang: Lang;
  /** The event's subject for traps: an Orb or an object. */
  eventNoun: 'orb' | 'object';
}

export function subject(s: Subject, x: Ctx, c: Case): string {
  const { lang } = x;
  const selfIsOrb = x.card.type === 'orb';
  if (lang === 'en') {
    switch (s) {
      case 'target':
        return targetNoun(x.card.target ?? abilityTarget(x.card), lang, c);
      case 'self':
        return selfIsOrb ? 'this Orb' : 'this object';
      case 'you':
        return 'you';
      case 'opponent':
        return 'your opponent';
      case 'eventOrb':
        return x.eventNoun === 'object' ? 'that object' : 'that Orb';
      case 'allOrbs':
        return 'each Orb in play';
      case 'enemyOrbs':
        return 'each Orb your opponent controls';
      case 'friendlyOrbs':
        return 'each Orb you control';
    }
  }
  const pick = (f: [string, string, string]): string =>
    c === 'nom' ? f[0] : c === 'acc' ? f[1] : f[2];
  switch (s) {
    case 'target':
      return targetNoun(x.card.target ?? abilityTarget(x.card), lang, c);
    case 'self':
      return selfIsOrb
        ? pick(['tento orb', 'tento orb', 'tomuto orbu'])
        : pick(['tento objekt', 'tento objekt', 'tomuto objektu']);
    case 'you':
      return pick(['ty', 'tebe', 'tobě']);
    case 'opponent':
      return pick(['soupeř', 'soupeře', 'soupeři']);
    case 'eventOrb':
      return x.eventNoun === 'object'
        ? pick(['ten objekt', 'ten objekt', 'tomu objektu'])
        : pick(['ten orb', 'ten orb', 'tomu orbu']);
    case 'allOrbs':
      return pick(['každý orb ve hře', 'každý orb ve hře', 'každému orbu ve hře']);
    case 'enemyOrbs':
      return pick(['každý soupeřův orb', 'každý soupeřův orb', 'každému soupeřovu orbu']);
    case 'friendlyOrbs':
      return pick(['každý tvůj orb', 'každý tvůj orb', 'každému tvému orbu']);
  }
}

function abilityTarget(card: OrbsCardDef): TargetKind | undefined {
  return card.abilities?.find((a) => a.target)?.target;
}
