/**
 * Clash determinization: full `ClashState`s consistent with one player's `ClashView`
 * (clash.md §3.5 says what is hidden), sampled with the AI's own generator.
 *
 * - Battle: both players' hand *contents* are known (drafted cards are public; a hand holds
 *   the drafted cards that are not creatures in play — incantations always come back). The
 *   opponent's hand *order* is hidden: it is shuffled, with the Bastion/Fort at its public
 *   position.
 * - Draft: the cards of later rounds are hidden; they are drawn from the pool's cards not seen
 *   yet (drafted by either player or revealed this round).
 * - The game's generator is hidden: every sample gets a fresh one from the AI's generator.
 */
import { nextU32, shuffleInPlace, type RngState } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { BUILDING, CLASH_CARDS, cardIndexById } from '../../games/clash/index';
import type {
  ClashCreature,
  ClashCreatureView,
  ClashDraftState,
  ClashPlayerState,
  ClashState,
  ClashView,
} from '../../games/clash/types';
import type { Determinizer } from '../search/game';

const DRAFT_SIZE = 16;

function idx(id: string): number {
  const i = cardIndexById(id);
  if (i < 0) throw new Error(`unknown Clash card id ${id}`);
  return i;
}

function poolOf(choice: ClashView['options']['pool']): number[] {
  return CLASH_CARDS.filter((c) => choice === 'both' || c.set === choice).map((c) => c.index);
}

function creature(v: ClashCreatureView): ClashCreature {
  return {
    card: idx(v.card),
    damage: v.damage,
    isNew: v.isNew,
    protectionUsed: v.protectionUsed,
    sprintBonus: v.sprintBonus,
  };
}

function cloneQueue(q: ClashCreature[]): ClashCreature[] {
  return q.map((c) => ({
    card: c.card,
    damage: c.damage,
    isNew: c.isNew,
    protectionUsed: c.protectionUsed,
    sprintBonus: c.sprintBonus,
  }));
}

/** A fixed part built once per decision; `sample` fills in the hidden rest. */
export function clashDeterminizer(view: ClashView, me: PlayerId): Determinizer<ClashState> {
  if (!view || typeof view !== 'object' || !Array.isArray(view.players))
    throw new Error('not a Clash view');
  const players = view.players.map((pv) => {
    const drafted = pv.drafted.map(idx);
    const lanes: [ClashCreature[], ClashCreature[]] = [
      pv.upper.map(creature),
      pv.lower.map(creature),
    ];
    // Hand contents: drafted cards minus the creatures in play (each card exists once).
    const rest = drafted.slice();
    for (const q of lanes)
      for (const c of q) {
        const k = rest.indexOf(c.card);
        if (k >= 0) rest.splice(k, 1);
      }
    const known = pv.hand.every((h) => h !== null);
    const ordered = known ? (pv.hand as string[]).map(idx) : null;
    return { pv, drafted, lanes, rest, ordered };
  });

  // Draft: what is known of the 16-card pool.
  let draftFixed: {
    before: number[];
    round: number[];
    takenMask: number;
    picks: number;
    firstPicker: PlayerId;
    unseen: number[];
    hidden: number;
  } | null = null;
  if (view.phase === 'draft' && view.draft) {
    const d = view.draft;
    const r = d.round - 1;
    const roundCards = d.revealed.map((x) => idx(x.card));
    const seen = new Set<number>([...players[0]!.drafted, ...players[1]!.drafted, ...roundCards]);
    const inRound = new Set(roundCards);
    const before = [...players[0]!.drafted, ...players[1]!.drafted].filter((c) => !inRound.has(c));
    let mask = 0;
    for (let i = 0; i < 4 * r; i++) mask |= 1 << i;
    d.revealed.forEach((x, i) => {
      if (x.takenBy !== null) mask |= 1 << (4 * r + i);
    });
    draftFixed = {
      before,
      round: roundCards,
      takenMask: mask,
      picks: players[0]!.drafted.length + players[1]!.drafted.length,
      firstPicker: (d.firstPicker ^ (r & 1)) as PlayerId,
      unseen: poolOf(view.options.pool).filter((c) => !seen.has(c)),
      hidden: DRAFT_SIZE - 4 * r - 4,
    };
  }

  return {
    sample(rng: RngState): ClashState {
      const ps = players.map((x, p): ClashPlayerState => {
        let hand: number[];
        if (view.phase === 'draft') hand = [];
        else if (x.ordered && (p === me || x.ordered.length === x.pv.hand.length)) {
          hand = x.ordered.slice();
          hand.splice(x.pv.buildingIndex, 0, BUILDING);
        } else {
          // Hidden order: the known contents shuffled around the public building position.
          const cards = shuffleInPlace(rng, x.rest.slice());
          const n = x.pv.hand.length;
          while (cards.length > n) cards.pop();
          hand = cards;
          hand.splice(Math.min(x.pv.buildingIndex, hand.length), 0, BUILDING);
        }
        return {
          hand,
          fort: x.pv.fort,
          mana: x.pv.mana,
          lanes: [cloneQueue(x.lanes[0]), cloneQueue(x.lanes[1])],
          drafted: x.drafted.slice(),
        };
      }) as [ClashPlayerState, ClashPlayerState];
      let draft: ClashDraftState | null = null;
      if (draftFixed) {
        const later = shuffleInPlace(rng, draftFixed.unseen.slice()).slice(0, draftFixed.hidden);
        draft = {
          pool: [...draftFixed.before, ...draftFixed.round, ...later],
          picks: draftFixed.picks,
          takenMask: draftFixed.takenMask,
          firstPicker: draftFixed.firstPicker,
        };
      }
      return {
        format: 'clash-state/1',
        options: {
          mode: view.options.mode,
          pool: view.options.pool,
          decks: [view.options.decks[0], view.options.decks[1]],
        },
        rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1],
        phase: view.phase,
        turn: view.turn,
        active: view.active,
        winner: view.winner,
        positions: view.positions ? view.positions.slice() : [],
        players: ps,
        draft,
      };
    },
  };
}
