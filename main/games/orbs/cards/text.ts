/**
 * Rules text generated from card data (orbs.md §12.1: "rules text generated from the card
 * data in each language"), in English and Czech: the sentences of effects, traps, auras and
 * abilities. The words they are made of (plural forms, names, subjects declined for the
 * verb's case in Czech) are ./text-words.ts.
 */
import type { ActivatedAbility, Aura, Effect, Lang, OrbsCardDef, TrapSpec } from '../types';
import { cardDefById } from './pool';
import {
  CS_COLOUR_ORB,
  CS_COLOUR_STEM,
  cs,
  en,
  enNum,
  orbTypeName,
  subject,
  type Ctx,
} from './text-words';

export { CS_ORB_TYPES, cardName, orbTypeName } from './text-words';

// ---------------------------------------------------------------- effects

function tokenDesc(tokenId: string, lang: Lang): { name: string; desc: string } {
  const t = cardDefById(tokenId);
  if (!t) return { name: tokenId, desc: '' };
  const colour = t.colours[0] ?? 'generic';
  if (lang === 'en') return { name: t.name, desc: `(${colour} Orb, ${t.ap}/${t.hp})` };
  return {
    name: t.nameCs ?? t.name,
    desc: `(${CS_COLOUR_ORB[colour] ?? 'šedý'} orb, ${t.ap}/${t.hp})`,
  };
}

function effectText(e: Effect, x: Ctx): string {
  const lang = x.lang;
  if (lang === 'en') {
    switch (e.do) {
      case 'damage':
        return `deal ${e.amount} damage to ${subject(e.to, x, 'acc')}`;
      case 'heal':
        if (e.to === 'you') return `you gain ${e.amount} HP`;
        if (e.to === 'opponent') return `your opponent gains ${e.amount} HP`;
        return `heal ${e.amount} damage from ${subject(e.to, x, 'acc')}`;
      case 'draw':
        return e.who === 'you'
          ? `draw ${enNum(e.count)} ${en(e.count, 'card', 'cards')}`
          : `your opponent draws ${enNum(e.count)} ${en(e.count, 'card', 'cards')}`;
      case 'createToken': {
        const t = tokenDesc(e.token, lang);
        return `create ${e.count === 1 ? (/^[AEIOU]/.test(t.name) ? 'an' : 'a') : enNum(e.count)} ${t.name} ${en(e.count, 'token', 'tokens')} ${t.desc} under your control`;
      }
      case 'destroy':
        return `destroy ${subject(e.to, x, 'acc')}`;
      case 'gainEnergy':
        return `gain ${e.amount} ${e.colour} energy this turn`;
      case 'gainCapacity':
        // On the owner's own turn the new energy can be spent at once; a trap fires on the
        // opponent's turn, and energy refills to capacity on the owner's next turn (§4.3).
        return x.card.type === 'trap'
          ? `gain ${e.amount} ${e.colour} energy capacity (usable from your next turn)`
          : `gain ${e.amount} ${e.colour} energy capacity (available at once)`;
      case 'buffAP': {
        const s = subject(e.to, x, 'nom');
        return `${s} ${e.to === 'friendlyOrbs' || e.to === 'allOrbs' || e.to === 'enemyOrbs' ? 'gets' : 'gets'} +${e.amount} AP while it stays in play`;
      }
      case 'returnFromGraveyard':
        return e.to === 'play'
          ? 'return target Orb card from your graveyard to play under your control'
          : 'return target Orb card from your graveyard to your hand';
      case 'cancel':
        return 'cancel it';
      case 'bounce':
        return `return ${subject(e.to, x, 'acc')} to its owner's hand`;
      case 'exhaust':
        return `exhaust ${subject(e.to, x, 'acc')}`;
      case 'discardRandom':
        return e.who === 'opponent'
          ? `your opponent discards ${enNum(e.count)} random ${en(e.count, 'card', 'cards')}`
          : `discard ${enNum(e.count)} random ${en(e.count, 'card', 'cards')}`;
      case 'mill':
        return e.who === 'you'
          ? `put the top ${e.count === 1 ? 'card' : `${enNum(e.count)} cards`} of your deck into your graveyard`
          : `put the top ${e.count === 1 ? 'card' : `${enNum(e.count)} cards`} of your opponent's deck into their graveyard`;
      case 'becomeOrb':
        return `this object becomes a ${e.ap}/${e.hp} ${e.orbType} Orb (it cannot attack this turn)`;
    }
  }
  switch (e.do) {
    case 'damage':
      return `způsob ${e.amount} zranění ${subject(e.to, x, 'dat')}`;
    case 'heal':
      if (e.to === 'you')
        return `získáš ${e.amount} ${cs(e.amount, ['život', 'životy', 'životů'])}`;
      if (e.to === 'opponent')
        return `soupeř získá ${e.amount} ${cs(e.amount, ['život', 'životy', 'životů'])}`;
      return `vyleč ${e.amount} zranění ${subject(e.to, x, 'dat')}`;
    case 'draw':
      return e.who === 'you'
        ? `lízni si ${e.count} ${cs(e.count, ['kartu', 'karty', 'karet'])}`
        : `soupeř si lízne ${e.count} ${cs(e.count, ['kartu', 'karty', 'karet'])}`;
    case 'createToken': {
      const t = tokenDesc(e.token, lang);
      return `vytvoř ${e.count} ${cs(e.count, ['žeton', 'žetony', 'žetonů'])} ${t.name} ${t.desc} pod svou kontrolou`;
    }
    case 'destroy':
      return `znič ${subject(e.to, x, 'acc')}`;
    case 'gainEnergy': {
      const stem = CS_COLOUR_STEM[e.colour]!;
      return `získej ${e.amount} ${cs(e.amount, [`${stem}ou energii`, `${stem}é energie`, `${stem}ých energií`])} do konce tahu`;
    }
    case 'gainCapacity': {
      const stem = CS_COLOUR_STEM[e.colour]!;
      return x.card.type === 'trap'
        ? `zvyš kapacitu ${stem}é energie o ${e.amount} (použitelná od tvého příštího tahu)`
        : `zvyš kapacitu ${stem}é energie o ${e.amount} (dostupná hned)`;
    }
    case 'buffAP':
      return `${subject(e.to, x, 'nom')} získá +${e.amount} k útoku, dokud zůstane ve hře`;
    case 'returnFromGraveyard':
      return e.to === 'play'
        ? 'vrať cílovou kartu orbu ze svého hřbitova do hry pod svou kontrolou'
        : 'vrať cílovou kartu orbu ze svého hřbitova do ruky';
    case 'cancel':
      return 'zruš ji';
    case 'bounce':
      return `vrať ${subject(e.to, x, 'acc')} do ruky jeho vlastníka`;
    case 'exhaust':
      return `vyčerpej ${subject(e.to, x, 'acc')}`;
    case 'discardRandom':
      return e.who === 'opponent'
        ? `soupeř odhodí ${e.count} ${cs(e.count, ['náhodnou kartu', 'náhodné karty', 'náhodných karet'])}`
        : `odhoď ${e.count} ${cs(e.count, ['náhodnou kartu', 'náhodné karty', 'náhodných karet'])}`;
    case 'mill':
      return e.who === 'you'
        ? `dej ${e.count} ${cs(e.count, ['horní kartu', 'horní karty', 'horních karet'])} svého balíčku na svůj hřbitov`
        : `dej ${e.count} ${cs(e.count, ['horní kartu', 'horní karty', 'horních karet'])} soupeřova balíčku na jeho hřbitov`;
    case 'becomeOrb':
      return `tento objekt se stane orbem typu ${orbTypeName(e.orbType, 'cs')} ${e.ap}/${e.hp} (v tomto tahu nemůže útočit)`;
  }
}

function effectsText(effects: readonly Effect[], x: Ctx): string {
  const parts = effects.map((e) => effectText(e, x));
  const and = x.lang === 'en' ? ' and ' : ' a ';
  return parts.join(parts.length > 2 ? ', ' : and);
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string): string => cap(s) + '.';

// ---------------------------------------------------------------- pieces

function trapWhen(t: TrapSpec, x: Ctx): string {
  const en = x.lang === 'en';
  const hp =
    t.maxHp !== undefined
      ? en
        ? ` with ${t.maxHp} HP or less`
        : ` s nejvýše ${t.maxHp} ${cs(t.maxHp, ['životem', 'životy', 'životy'])}`
      : '';
  const ap =
    t.minAp !== undefined
      ? en
        ? ` with ${t.minAp} AP or more`
        : ` s útokem aspoň ${t.minAp}`
      : '';
  switch (t.on) {
    case 'opponentDeclaresAttacker':
      return en
        ? `When an opponent declares an attacker${ap}`
        : `Když soupeř vyhlásí útočníka${ap}`;
    case 'opponentPlaysOrb':
      return en ? `When an opponent plays an Orb${hp}${ap}` : `Když soupeř zahraje orb${hp}${ap}`;
    case 'opponentPlaysAction':
      return en ? 'When an opponent plays an action' : 'Když soupeř zahraje akci';
    case 'opponentPlaysObject':
      return en ? 'When an opponent plays an object' : 'Když soupeř zahraje objekt';
    case 'opponentConverts':
      return en ? 'When an opponent converts a card' : 'Když soupeř přemění kartu na energii';
    case 'opponentBenches':
      return en ? 'When an opponent benches a card' : 'Když soupeř položí kartu na lavici';
  }
}

function auraText(a: Aura, x: Ctx): string {
  const en = x.lang === 'en';
  const scope = en
    ? { local: 'Local', global: 'Global', foreign: 'Foreign' }[a.scope]
    : { local: 'Místní', global: 'Globální', foreign: 'Cizí' }[a.scope];
  let who: string;
  if (en) {
    const kind = a.orbType ? `${a.orbType}s` : 'Orbs';
    who =
      a.scope === 'local'
        ? `your ${kind}`
        : a.scope === 'foreign'
          ? `your opponent's ${kind}`
          : `all ${kind}`;
  } else {
    const kind = a.orbType ? `orby typu ${orbTypeName(a.orbType, 'cs')}` : 'orby';
    who =
      a.scope === 'local'
        ? `tvé ${kind}`
        : a.scope === 'foreign'
          ? `soupeřovy ${kind}`
          : `všechny ${kind}`;
  }
  const bits: string[] = [];
  if (a.ap)
    bits.push(en ? `${a.ap > 0 ? '+' : ''}${a.ap} AP` : `${a.ap > 0 ? '+' : ''}${a.ap} k útoku`);
  if (a.armor) bits.push(en ? `Armor ${a.armor}` : `brnění ${a.armor}`);
  const verb = en ? 'have' : 'mají';
  return `${scope}: ${who} ${verb} ${bits.join(en ? ' and ' : ' a ')}.`;
}

function abilityText(ab: ActivatedAbility, x: Ctx): string {
  const en = x.lang === 'en';
  const cost: string[] = [];
  if (ab.cost) cost.push(costSymbols(ab.cost));
  if (ab.exhaust) cost.push(en ? 'exhaust' : 'vyčerpej');
  if (ab.sacrifice)
    cost.push(
      en
        ? `destroy this ${x.card.type === 'orb' ? 'Orb' : 'object'}`
        : `znič ${x.card.type === 'orb' ? 'tento orb' : 'tento objekt'}`,
    );
  if (ab.oncePerTurn) cost.push(en ? 'once per turn' : 'jednou za tah');
  return `${cap(cost.join(', '))}: ${sentence(effectsText(ab.effects, x))}`;
}

/**
 * The energy symbols of the app's palette (renderer/src/theme/orbs-colours.ts `glyph`, which a
 * renderer test keeps equal), so an ability cost reads like the cost pips: one symbol per
 * energy, generic ones as ●, e.g. "1G" → "●♣", "2" → "●●". Cost letters are card data, not words.
 */
export const ENERGY_GLYPHS: Readonly<Record<string, string>> = {
  R: '▲',
  G: '♣',
  U: '◆',
  Y: '★',
  B: '■',
  P: '⬢',
  generic: '●',
};

export function costSymbols(cost: string): string {
  const m = /^(\d*)([RGUYBP]*)$/.exec(cost);
  if (!m) return cost;
  const generic = m[1] ? Number(m[1]) : 0;
  const coloured = [...m[2]!].map((l) => ENERGY_GLYPHS[l]!).join('');
  const grey =
    generic > 4 ? `${generic}${ENERGY_GLYPHS.generic}` : ENERGY_GLYPHS.generic!.repeat(generic);
  return grey + coloured || '0';
}

function triggerPrefix(on: string, x: Ctx): string {
  const en = x.lang === 'en';
  const local = x.card.type === 'object' ? (en ? 'Local: ' : 'Místní: ') : '';
  switch (on) {
    case 'mainPhaseStart':
      return local + (en ? 'at the beginning of your Main Phase, ' : 'na začátku tvé hlavní fáze ');
    case 'defensePhaseStart':
      return (
        local + (en ? 'at the beginning of your Defense Phase, ' : 'na začátku tvé obranné fáze ')
      );
    case 'destroyed':
      return en ? 'When this Orb is destroyed, ' : 'Když je tento orb zničen, ';
    case 'attacks':
      return en ? 'When this Orb attacks, ' : 'Když tento orb útočí, ';
    default:
      return en ? 'When you play it, ' : 'Když ho zahraješ, ';
  }
}

/** The rules text of a card, generated from its data, one sentence per line. */
export function cardText(card: OrbsCardDef, lang: Lang): string {
  const en = lang === 'en';
  const x: Ctx = {
    card,
    lang,
    eventNoun: card.trap?.on === 'opponentPlaysObject' ? 'object' : 'orb',
  };
  const lines: string[] = [];
  if (card.armor) lines.push(en ? `Armor ${card.armor}` : `Brnění ${card.armor}`);
  if (card.ambush) {
    lines.push(
      en
        ? 'Ambush (may be played from hand in your Defense Phase)'
        : 'Přepad (lze zahrát z ruky ve tvé obranné fázi)',
    );
  }
  if (card.phaseLimit === 'notDefense')
    lines.push(
      en ? 'Cannot be played during your Defense Phase.' : 'Nelze zahrát během tvé obranné fáze.',
    );
  if (card.phaseLimit === 'onlyDefense')
    lines.push(
      en ? 'Play only during your Defense Phase.' : 'Lze zahrát jen během tvé obranné fáze.',
    );
  const cond = card.condition;
  if (cond) {
    if (cond.playedThisTurn !== undefined) {
      const n = cond.playedThisTurn;
      lines.push(
        en
          ? `Play only if you have played at least ${enNum(n)} other ${n === 1 ? 'card' : 'cards'} this turn.`
          : `Lze zahrát, jen pokud jsi v tomto tahu zahrál aspoň ${n} ${cs(n, ['jinou kartu', 'jiné karty', 'jiných karet'])}.`,
      );
    }
    if (cond.graveyardAtLeast !== undefined) {
      const n = cond.graveyardAtLeast;
      lines.push(
        en
          ? `Play only if your graveyard holds at least ${enNum(n)} ${n === 1 ? 'card' : 'cards'}.`
          : `Lze zahrát, jen pokud máš na hřbitově aspoň ${n} ${cs(n, ['kartu', 'karty', 'karet'])}.`,
      );
    }
    if (cond.orbsAtLeast !== undefined) {
      const n = cond.orbsAtLeast;
      lines.push(
        en
          ? `Play only if you control at least ${enNum(n)} ${n === 1 ? 'Orb' : 'Orbs'}.`
          : `Lze zahrát, jen pokud ovládáš aspoň ${n} ${cs(n, ['orb', 'orby', 'orbů'])}.`,
      );
    }
    if (cond.hpAtMost !== undefined) {
      const n = cond.hpAtMost;
      lines.push(
        en
          ? `Play only if you have ${n} HP or less.`
          : `Lze zahrát, jen pokud máš nejvýše ${n} ${cs(n, ['život', 'životy', 'životů'])}.`,
      );
    }
  }
  for (const t of card.triggers ?? []) {
    if (t.on === 'play' && card.type === 'action') lines.push(sentence(effectsText(t.effects, x)));
    else lines.push(sentence(triggerPrefix(t.on, x) + effectsText(t.effects, x)));
  }
  if (card.trap) lines.push(`${trapWhen(card.trap, x)}, ${effectsText(card.trap.effects, x)}.`);
  for (const a of card.auras ?? []) lines.push(auraText(a, x));
  for (const ab of card.abilities ?? []) lines.push(abilityText(ab, x));
  return lines.join('\n');
}
