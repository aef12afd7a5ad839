/**
 * Card rules text (clash.md §2, §8): a Clash card has no text except keywords. Names and
 * one-sentence explanations in English and Czech, and the cards' names in both languages.
 * Czech keyword names follow the seed text (§2) where it has a Czech word; where the seed kept
 * the English one (Berserk, Catalyst, Rage, Splash, Sprint, Wrecker) they are translated, so a
 * Czech player reads Czech only. Data only; the UI picks the language.
 */
import type { ClashKeyword } from '../types';

export type ClashTextLanguage = 'en' | 'cs';

export interface KeywordText {
  name: string;
  explanation: string;
}

export const KEYWORD_TEXT: Record<ClashKeyword, Record<ClashTextLanguage, KeywordText>> = {
  Aerial: {
    en: {
      name: 'Aerial',
      explanation: 'Only creatures with Aim may attack it; other attackers skip it.',
    },
    cs: {
      name: 'Anténa',
      explanation: 'Mohou na ni útočit jen bytosti s Cílem; ostatní útočníci ji přeskočí.',
    },
  },
  Aim: {
    en: { name: 'Aim', explanation: 'May attack Aerial creatures.' },
    cs: { name: 'Cíl', explanation: 'Může útočit na bytosti s Anténou.' },
  },
  Aquatic: {
    en: {
      name: 'Aquatic',
      explanation: 'Its attack damage is doubled while it stands next to the bridge.',
    },
    cs: {
      name: 'Vodní',
      explanation: 'Když útočí z místa nejblíže mostu, způsobí dvojnásobné poškození.',
    },
  },
  Aura: {
    en: {
      name: 'Aura',
      explanation:
        'Gives its keyword to your creatures directly in front of and behind it, not to itself.',
    },
    cs: {
      name: 'Aura',
      explanation: 'Dává svou schopnost tvým bytostem hned před ní a za ní v dráze, ne sobě.',
    },
  },
  Berserk: {
    en: {
      name: 'Berserk',
      explanation: 'If its attack destroys a creature, it attacks again at once.',
    },
    cs: { name: 'Běsnění', explanation: 'Pokud jeho útok zničí bytost, hned zaútočí znovu.' },
  },
  Catalyst: {
    en: { name: 'Catalyst', explanation: 'You get 2 extra mana at the start of your turn.' },
    cs: { name: 'Katalyzátor', explanation: 'Na začátku tvého tahu získáš 2 many navíc.' },
  },
  Focus: {
    en: {
      name: 'Focus',
      explanation: 'When played, it goes to the space right next to the bridge.',
    },
    cs: { name: 'Zaměření', explanation: 'Při zahrání se umístí na místo hned za mostem.' },
  },
  Indestructible: {
    en: {
      name: 'Indestructible',
      explanation: 'Incantations cannot target it and their side hits do not affect it.',
    },
    cs: {
      name: 'Nezničitelný',
      explanation: 'Zaklínadla na něj nemohou cílit a jejich vedlejší zásahy ho nezasáhnou.',
    },
  },
  Perforation: {
    en: { name: 'Perforation', explanation: 'Also hits the creature directly behind the target.' },
    cs: { name: 'Perforace', explanation: 'Zasáhne i bytost přímo za cílem.' },
  },
  Protection: {
    en: {
      name: 'Protection',
      explanation: 'The first non-zero damage aimed at it each turn is cancelled.',
    },
    cs: {
      name: 'Ochrana',
      explanation: 'První nenulové poškození mířené na ni v každém tahu je zrušeno.',
    },
  },
  Rage: {
    en: {
      name: 'Rage',
      explanation: 'May attack creatures (not the Bastion/Fort) on the turn it enters play.',
    },
    cs: {
      name: 'Zuřivost',
      explanation: 'Může útočit na bytosti (ne na baštu/pevnost) už v tahu, kdy vstoupí do hry.',
    },
  },
  Splash: {
    en: {
      name: 'Splash',
      explanation: 'Also hits the creature at the same place in the other lane.',
    },
    cs: { name: 'Rozstřik', explanation: 'Zasáhne i bytost na stejném místě v druhé dráze.' },
  },
  Sprint: {
    en: {
      name: 'Sprint',
      explanation:
        'When it attacks, it first moves next to the bridge and deals +1 damage per space moved.',
    },
    cs: {
      name: 'Výpad',
      explanation:
        'Když útočí, nejprve se přesune k mostu a za každé pole přesunu způsobí +1 poškození.',
    },
  },
  Wrecker: {
    en: { name: 'Wrecker', explanation: 'Attacks only the Bastion/Fort, never creatures.' },
    cs: { name: 'Bořitel', explanation: 'Útočí jen na baštu/pevnost, nikdy na bytosti.' },
  },
};

export function keywordName(k: ClashKeyword, lang: ClashTextLanguage = 'en'): string {
  return KEYWORD_TEXT[k][lang].name;
}

export function keywordExplanation(k: ClashKeyword, lang: ClashTextLanguage = 'en'): string {
  return KEYWORD_TEXT[k][lang].explanation;
}

/** Set labels for the pool chooser (clash.md §10.1: Cardhall's set is clearly labelled). */
export const SET_LABEL: Record<
  'initiation' | 'cardhall' | 'both',
  Record<ClashTextLanguage, string>
> = {
  initiation: { en: 'Initiation (the box’s 32 cards)', cs: 'Initiation (32 karet z krabice)' },
  cardhall: {
    en: 'Cardhall set (made for this app)',
    cs: 'Sada Cardhall (vytvořená pro tuto aplikaci)',
  },
  both: { en: 'Both sets', cs: 'Obě sady' },
};

/**
 * Czech names of every card of both sets, by card id (the English name is the card list's
 * own `name`). A card missing here fails text.test.ts, so a new card cannot bring an English
 * name into the Czech screens.
 */
export const CARD_NAME_CS: Readonly<Record<string, string>> = {
  // Initiation (the box)
  parasite: 'Parazit',
  microctopus: 'Mikrochobotnice',
  scribe: 'Písař',
  baron: 'Baron',
  alpha: 'Alfa',
  brute: 'Surovec',
  carapace: 'Krunýř',
  mutant: 'Mutant',
  assassin: 'Zabiják',
  reptile: 'Plaz',
  aberration: 'Zrůda',
  carnivore: 'Masožravec',
  grrr: 'Vrrr',
  vortex: 'Vír',
  disciple: 'Učedník',
  troll: 'Trol',
  lieutenant: 'Poručík',
  machine: 'Stroj',
  ogre: 'Zlobr',
  abomination: 'Ohavnost',
  revenant: 'Navrátilec',
  brigand: 'Loupežník',
  martyr: 'Mučedník',
  zombie: 'Zombík',
  partisan: 'Partyzán',
  shaman: 'Šaman',
  gnome: 'Gnóm',
  meteorite: 'Meteorit',
  annihilation: 'Anihilace',
  combustion: 'Vznícení',
  cyclone: 'Cyklón',
  boom: 'Bum!',
  // Cardhall's own set
  skylark: 'Skřivan',
  falconer: 'Sokolník',
  eel: 'Úhoř',
  alchemist: 'Alchymista',
  sentinel: 'Strážce',
  ram: 'Beran',
  stormkite: 'Bouřný luňák',
  tidecaller: 'Vyvolavač přílivu',
  siegegolem: 'Obléhací golem',
  kraken: 'Kraken',
  gargoyle: 'Chrlič',
  vanguard: 'Předvoj',
  druid: 'Druid',
  corsair: 'Korzár',
  gale: 'Vichřice',
  harpoon: 'Harpuna',
};

/** Every card's name in both languages, by card id (the `clash.catalog` answer carries it). */
export function cardNames(
  cards: readonly { id: string; name: string }[],
): Record<string, Record<ClashTextLanguage, string>> {
  return Object.fromEntries(
    cards.map((c) => [c.id, { en: c.name, cs: CARD_NAME_CS[c.id] ?? c.name }]),
  );
}
