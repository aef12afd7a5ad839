/**
 * A solver move in words, in English and Czech, for the puzzle hint ("Cast Boom! at the
 * Zombie in the upper lane"). Main words it because only main holds the state the move's ids
 * point into (Orbs cards are instances); card names come from each game's card texts.
 */
import type { PlayerId } from '../engine/types';
import { CLASH_CARDS, CARD_NAME_CS } from '../games/clash/index';
import type { ClashAction, ClashState } from '../games/clash/types';
import { COMPILED } from '../games/orbs/cards/pool';
import { cardName } from '../games/orbs/index';
import type { OrbsAction, OrbsState, OrbsTarget } from '../games/orbs/types';
import type { GameId } from '../engine/types';

export interface Words {
  en: string;
  cs: string;
}

const LANE = { upper: { en: 'upper', cs: 'horní' }, lower: { en: 'lower', cs: 'spodní' } };

function clashName(id: string): Words {
  const c = CLASH_CARDS.find((x) => x.id === id);
  const en = c?.name ?? id;
  return { en, cs: CARD_NAME_CS[id] ?? en };
}

function describeClash(s: ClashState, a: ClashAction): Words {
  if (a.type === 'assault') return { en: 'Start the assault.', cs: 'Zahaj útok.' };
  if (a.type === 'pick') {
    const n = clashName(a.card);
    return { en: `Pick ${n.en}.`, cs: `Vyber kartu „${n.cs}“.` };
  }
  const n = clashName(a.card);
  if ('target' in a && a.target) {
    const t = a.target;
    const victim = s.players[t.side].lanes[t.lane === 'upper' ? 0 : 1][t.index];
    const v = victim ? clashName(CLASH_CARDS[victim.card]!.id) : { en: '?', cs: '?' };
    const whose = t.side === 0 ? { en: 'your', cs: 'tvoje' } : { en: 'the enemy', cs: 'soupeřova' };
    return {
      en: `Cast ${n.en} at ${whose.en} ${v.en} (${LANE[t.lane].en} lane).`,
      cs: `Sešli kartu „${n.cs}“ na kartu „${v.cs}“ (${whose.cs}, ${LANE[t.lane].cs} dráha).`,
    };
  }
  const lane = 'lane' in a ? LANE[a.lane] : LANE.upper;
  return {
    en: `Play ${n.en} in the ${lane.en} lane.`,
    cs: `Zahraj kartu „${n.cs}“ do ${lane.cs} dráhy.`,
  };
}

function orbsName(s: OrbsState, id: number): Words {
  const inst = s.cards[id];
  if (!inst) return { en: '?', cs: '?' };
  const def = COMPILED[inst.def]!.def;
  return { en: cardName(def, 'en'), cs: cardName(def, 'cs') };
}

function orbsTarget(s: OrbsState, t: OrbsTarget, me: PlayerId): Words {
  if ('player' in t)
    return t.player === me ? { en: 'yourself', cs: 'sebe' } : { en: 'the computer', cs: 'počítač' };
  const n = orbsName(s, t.card);
  return { en: n.en, cs: `kartu „${n.cs}“` };
}

function describeOrbs(s: OrbsState, a: OrbsAction): Words {
  const me = s.active;
  switch (a.type) {
    case 'endPhase':
      return s.phase === 'defense'
        ? { en: 'End your Defense Phase.', cs: 'Ukonči obrannou fázi.' }
        : { en: 'End your turn.', cs: 'Ukonči tah.' };
    case 'convert': {
      const n = orbsName(s, a.card);
      return { en: `Convert ${n.en} into energy.`, cs: `Přeměň kartu „${n.cs}“ na energii.` };
    }
    case 'bench': {
      const n = orbsName(s, a.card);
      return { en: `Bench ${n.en}.`, cs: `Odlož kartu „${n.cs}“ na Lavici.` };
    }
    case 'attack': {
      const n = orbsName(s, a.card);
      return { en: `Attack with ${n.en}.`, cs: `Zaútoč kartou „${n.cs}“.` };
    }
    case 'defend': {
      const d = orbsName(s, a.card);
      const at = orbsName(s, a.against);
      return {
        en: `Defend with ${d.en} against ${at.en}.`,
        cs: `Braň se kartou „${d.cs}“ proti kartě „${at.cs}“.`,
      };
    }
    case 'play':
    case 'activate': {
      const n = orbsName(s, a.card);
      const where =
        a.type === 'play' && a.from === 'bench'
          ? { en: ' from the Bench', cs: ' z Lavice' }
          : { en: '', cs: '' };
      const t = a.targets?.[0];
      const on = t ? orbsTarget(s, t, me) : null;
      const verb = a.type === 'play' ? { en: 'Play', cs: 'Zahraj' } : { en: 'Use', cs: 'Použij' };
      return {
        en: `${verb.en} ${n.en}${where.en}${on ? ` on ${on.en}` : ''}.`,
        cs: `${verb.cs} kartu „${n.cs}“${where.cs}${on ? ` na ${on.cs}` : ''}.`,
      };
    }
    default:
      a satisfies never;
      return { en: '', cs: '' };
  }
}

export function describeMove(game: GameId, state: unknown, action: unknown): Words {
  return game === 'clash'
    ? describeClash(state as ClashState, action as ClashAction)
    : describeOrbs(state as OrbsState, action as OrbsAction);
}
