/**
 * Card rules text (clash.md §2, §8): a Clash card has no text except keywords. Names and
 * one-sentence explanations in English and Czech (Czech names as in the seed text, §2).
 * Card names are never translated. Data only; the UI picks the language.
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
    cs: { name: 'Berserk', explanation: 'Pokud jeho útok zničí bytost, hned zaútočí znovu.' },
  },
  Catalyst: {
    en: { name: 'Catalyst', explanation: 'You get 2 extra mana at the start of your turn.' },
    cs: { name: 'Catalyst', explanation: 'Na začátku tvého tahu získáš 2 many navíc.' },
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
      name: 'Rage',
      explanation: 'Může útočit na bytosti (ne na baštu/pevnost) už v tahu, kdy vstoupí do hry.',
    },
  },
  Splash: {
    en: {
      name: 'Splash',
      explanation: 'Also hits the creature at the same place in the other lane.',
    },
    cs: { name: 'Splash', explanation: 'Zasáhne i bytost na stejném místě v druhé dráze.' },
  },
  Sprint: {
    en: {
      name: 'Sprint',
      explanation:
        'When it attacks, it first moves next to the bridge and deals +1 damage per space moved.',
    },
    cs: {
      name: 'Sprint',
      explanation:
        'Když útočí, nejprve se přesune k mostu a za každé pole přesunu způsobí +1 poškození.',
    },
  },
  Wrecker: {
    en: { name: 'Wrecker', explanation: 'Attacks only the Bastion/Fort, never creatures.' },
    cs: { name: 'Wrecker', explanation: 'Útočí jen na baštu/pevnost, nikdy na bytosti.' },
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
