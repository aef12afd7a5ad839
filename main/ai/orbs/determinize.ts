/**
 * Orbs determinization: full `OrbsState`s consistent with one player's `OrbsView`
 * (orbs.md 3.1: hands and Benches are hidden from the opponent, deck orders from everyone),
 * sampled with the AI's own generator.
 *
 * - Own deck: the player's deck list (`knowledge.deck`) minus every own card it has seen
 *   (hand, Bench, in play, graveyard), shuffled.
 * - Opponent's hand, Bench and deck: drawn from a plausible deck list — a ready-made deck
 *   (public: it ships with the app) that contains every opponent card seen so far, or else
 *   cards of the colours seen. Bench slots lean to traps (what a Bench mostly holds).
 * - Card instance ids: every visible card keeps its id; hidden cards take the ids the view
 *   does not show, in each owner's block (the engine numbers player 0's deck, then player
 *   1's, then tokens); ids left over are tokens that vanished.
 * - What the view may not carry: `used` abilities (taken from the view when present, else
 *   an own once-per-turn ability counts as used — never an
 *   illegal move) and AP bonuses (recovered from the shown AP minus auras).
 */
import { nextU32, randInt, shuffleInPlace, type RngState } from '../../engine/rng';
import { freshInstance, ORBS_DECK_CARDS, READY_DECKS } from '../../games/orbs/index';
import type {
  CardInstance,
  OrbsCardView,
  OrbsPlayerState,
  OrbsState,
  OrbsView,
  PlayerId,
} from '../../games/orbs/types';
import type { Determinizer } from '../search/game';
import type { OrbsKnowledge } from '../types';
import { AI_CARDS, apOf, defIndex } from './cards';

const TOKEN_FALLBACK = AI_CARDS.findIndex((c) => c.def.token === true);
const DECK_DEFS = ORBS_DECK_CARDS.map((c) => defIndex(c.id));
const READY = READY_DECKS.map((d) => d.cards.map(defIndex));

function multiset(defs: number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const d of defs) m.set(d, (m.get(d) ?? 0) + 1);
  return m;
}

/** `list` minus `seen` (multiset difference), or null when `seen` is not contained in `list`. */
function minus(list: number[], seen: Map<number, number>): number[] | null {
  const left = new Map(seen);
  const out: number[] = [];
  for (const d of list) {
    const n = left.get(d) ?? 0;
    if (n > 0) left.set(d, n - 1);
    else out.push(d);
  }
  for (const n of left.values()) if (n > 0) return null;
  return out;
}

function instanceFrom(v: OrbsCardView, zone: CardInstance['zone'], used: number): CardInstance {
  const def = defIndex(v.cardId);
  const base = AI_CARDS[def]!;
  return {
    id: v.id,
    def,
    owner: v.owner,
    token: v.token,
    zone,
    damage: v.damage,
    exhausted: v.exhausted,
    fresh: v.fresh,
    attacking: v.attacking,
    defended: v.defended,
    apBonus: 0,
    asOrb: v.isOrb && !base.isOrb ? [v.ap ?? 0, v.hp ?? 0] : null,
    used,
    benchSeq: -1,
  };
}

interface Hidden {
  owner: PlayerId;
  ids: number[];
  handCount: number;
  benchCount: number;
}

export function orbsDeterminizer(
  view: OrbsView,
  me: PlayerId,
  knowledge: OrbsKnowledge | undefined,
): Determinizer<OrbsState> {
  if (!view || typeof view !== 'object' || !Array.isArray(view.players))
    throw new Error('not an Orbs view');
  const opp = (1 - me) as PlayerId;
  const cards: CardInstance[] = [];
  const visible = new Set<number>();
  const seenBy: [number[], number[]] = [[], []];
  const usedOf = (v: OrbsCardView): number => {
    const fromView = (v as OrbsCardView & { used?: number }).used;
    if (typeof fromView === 'number') return fromView;
    if (v.owner !== me) return 0;
    // Unknown: count own once-per-turn abilities as used, so the AI never picks an illegal one.
    let bits = 0;
    (AI_CARDS[defIndex(v.cardId)]!.def.abilities ?? []).forEach((ab, i) => {
      if (ab.oncePerTurn) bits |= 1 << i;
    });
    return bits;
  };
  const put = (v: OrbsCardView, zone: CardInstance['zone']): number => {
    cards[v.id] = instanceFrom(v, zone, zone === 'play' ? usedOf(v) : 0);
    visible.add(v.id);
    if (!v.token) seenBy[v.owner].push(defIndex(v.cardId));
    return v.id;
  };
  const lists = view.players.map((pv) => ({
    play: pv.play.map((v) => put(v, 'play')),
    graveyard: pv.graveyard.map((v) => put(v, 'graveyard')),
    hand: pv.hand ? pv.hand.map((v) => put(v, 'hand')) : null,
    bench: pv.bench ? pv.bench.map((v) => put(v, 'bench')) : null,
  }));

  // Each owner's block of ids: deck sizes from what is seen plus the hidden counts.
  const hiddenCount = (p: PlayerId): number => {
    const pv = view.players[p];
    return pv.deckCount + (pv.hand ? 0 : pv.handCount) + (pv.bench ? 0 : pv.benchCount);
  };
  const total: [number, number] = [
    seenBy[0].length + hiddenCount(0),
    seenBy[1].length + hiddenCount(1),
  ];
  const blockStart: [number, number] = [0, total[0]];
  let maxId = total[0] + total[1] - 1;
  for (const id of visible) maxId = Math.max(maxId, id);
  const free: [number[], number[]] = [[], []];
  const spare: number[] = [];
  for (let id = 0; id <= maxId; id++) {
    if (visible.has(id)) continue;
    if (id < total[0] + total[1]) free[id < blockStart[1] ? 0 : 1].push(id);
    else spare.push(id);
  }
  const hidden: [Hidden, Hidden] = [0, 1].map((p) => {
    const pv = view.players[p as PlayerId];
    const need = hiddenCount(p as PlayerId);
    const ids = free[p]!;
    // A different numbering than expected: borrow unused ids, or make new ones.
    while (ids.length < need) ids.push(spare.length ? spare.shift()! : ++maxId);
    return {
      owner: p as PlayerId,
      ids: ids.slice(0, need),
      handCount: pv.hand ? 0 : pv.handCount,
      benchCount: pv.bench ? 0 : pv.benchCount,
    };
  }) as [Hidden, Hidden];
  const idsUsed = new Set([...hidden[0].ids, ...hidden[1].ids]);
  const goneIds: number[] = [];
  for (let id = 0; id <= maxId; id++) if (!idsUsed.has(id) && !visible.has(id)) goneIds.push(id);

  // Own hidden cards: the deck list minus what has been seen.
  const ownList = Array.isArray(knowledge?.deck)
    ? minus(knowledge!.deck!.map(defIndex), multiset(seenBy[me]))
    : null;
  // Opponent: ready-made decks consistent with what it has shown.
  const oppSeen = multiset(seenBy[opp]);
  const oppCandidates = READY.map((d) => minus(d, oppSeen)).filter(
    (r): r is number[] => r !== null && r.length >= hidden[opp].ids.length,
  );
  const colours = new Set<string>();
  for (const d of seenBy[opp]) for (const c of AI_CARDS[d]!.def.colours) colours.add(c);
  const byColour = colours.size
    ? DECK_DEFS.filter((d) => AI_CARDS[d]!.def.colours.every((c) => colours.has(c)))
    : DECK_DEFS;

  const fallback = (rng: RngState, n: number, seen: Map<number, number>): number[] => {
    const pool = byColour.length ? byColour : DECK_DEFS;
    const count = new Map(seen);
    const out: number[] = [];
    for (let guard = 0; out.length < n && guard < n * 50; guard++) {
      const d = pool[randInt(rng, pool.length)]!;
      if ((count.get(d) ?? 0) >= 4) continue;
      count.set(d, (count.get(d) ?? 0) + 1);
      out.push(d);
    }
    while (out.length < n) out.push(pool[randInt(rng, pool.length)]!);
    return out;
  };

  const basePlayers = view.players.map((pv, p): OrbsPlayerState => ({
    hp: pv.hp,
    capacity: pv.capacity.slice(),
    energy: pv.energy.slice(),
    converted: pv.converted,
    playedThisTurn: pv.playedThisTurn,
    deck: [],
    hand: lists[p]!.hand ? lists[p]!.hand!.slice() : [],
    bench: lists[p]!.bench ? lists[p]!.bench!.slice() : [],
    play: lists[p]!.play.slice(),
    graveyard: lists[p]!.graveyard.slice(),
  }));

  // Recover lasting AP bonuses: shown AP minus what the card and auras give.
  const probe: OrbsState = {
    rng: [1, 2, 3, 4],
    turn: view.turn,
    active: view.active,
    phase: view.phase,
    winner: view.winner,
    players: basePlayers as [OrbsPlayerState, OrbsPlayerState],
    cards,
    benchCounter: 0,
  };
  for (const pv of view.players) {
    for (const v of pv.play) {
      const c = cards[v.id]!;
      if (v.isOrb && v.ap !== null) c.apBonus = v.ap - apOf(probe, c);
    }
  }

  return {
    sample(rng: RngState): OrbsState {
      const all: CardInstance[] = new Array(maxId + 1);
      for (const id of visible) {
        const c = cards[id]!;
        all[id] = { ...c, asOrb: c.asOrb ? [c.asOrb[0], c.asOrb[1]] : null };
      }
      for (const id of goneIds) {
        all[id] = {
          id,
          def: TOKEN_FALLBACK,
          owner: 0,
          token: true,
          zone: 'gone',
          damage: 0,
          exhausted: false,
          fresh: false,
          attacking: false,
          defended: false,
          apBonus: 0,
          asOrb: null,
          used: 0,
          benchSeq: -1,
        };
      }
      const players = basePlayers.map((b) => ({
        ...b,
        capacity: b.capacity.slice(),
        energy: b.energy.slice(),
        deck: [] as number[],
        hand: b.hand.slice(),
        bench: b.bench.slice(),
        play: b.play.slice(),
        graveyard: b.graveyard.slice(),
      })) as [OrbsPlayerState, OrbsPlayerState];
      let seq = 0;
      for (const p of [0, 1] as PlayerId[]) {
        const h = hidden[p];
        const n = h.ids.length;
        let defs: number[];
        if (p === me && ownList && ownList.length >= n)
          defs = shuffleInPlace(rng, ownList.slice()).slice(0, n);
        else if (p !== me && oppCandidates.length)
          defs = shuffleInPlace(
            rng,
            oppCandidates[randInt(rng, oppCandidates.length)]!.slice(),
          ).slice(0, n);
        else defs = fallback(rng, n, multiset(seenBy[p]));
        // Bench slots lean to traps: swap a trap forward for each with probability 0.7.
        for (let b = 0; b < h.benchCount; b++) {
          const slot = h.handCount + b;
          if (nextU32(rng) / 4294967296 < 0.7) {
            for (let k = slot; k < defs.length; k++) {
              if (AI_CARDS[defs[k]!]!.def.type === 'trap') {
                const t = defs[slot]!;
                defs[slot] = defs[k]!;
                defs[k] = t;
                break;
              }
            }
          }
        }
        const pl = players[p];
        for (let i = 0; i < n; i++) {
          const id = h.ids[i]!;
          const zone: CardInstance['zone'] =
            i < h.handCount ? 'hand' : i < h.handCount + h.benchCount ? 'bench' : 'deck';
          all[id] = freshInstance(id, defs[i]!, p, zone);
          if (zone === 'hand') pl.hand.push(id);
          else if (zone === 'bench') pl.bench.push(id);
          else pl.deck.push(id);
        }
        pl.deck.reverse(); // the first dealt is the top, kept last (types.ts)
        for (const id of pl.bench) all[id]!.benchSeq = seq++;
      }
      return {
        rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1],
        turn: view.turn,
        active: view.active,
        phase: view.phase,
        winner: view.winner,
        players,
        cards: all,
        benchCounter: seq,
      };
    },
  };
}
