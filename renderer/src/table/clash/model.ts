/**
 * The battle table's display model: what is drawn where, keyed so sprites can follow cards
 * between places. Built from a ClashView, then stepped through the engine's events one by
 * one so each step can be animated; after a batch the table snaps to the new view (which
 * must agree — model.test.ts checks that against the real engine).
 *
 * This mirrors the engine's own bookkeeping of places (queue order, hand row) only to move
 * pictures; it decides nothing: legality always comes from `legalActions`.
 */
import type { PlayerId } from '../../../../main/ipc/contract';
import type { ClashEvent, ClashKeyword, ClashLane, ClashView } from '../../../../main/ipc/contract';

export interface RowEntry {
  /** Sprite key: card id, `b<p>` for the building, `h<p>:<n>` for an unknown hidden card. */
  key: string;
  /** Card id when the viewer may see it; null = face down. */
  card: string | null;
  building: boolean;
}

export interface CreatureModel {
  key: string;
  card: string;
  damage: number;
  isNew: boolean;
  sprintBonus: number;
  protectionUsed: boolean;
  keywords: ClashKeyword[];
}

export interface SideModel {
  row: RowEntry[];
  fort: boolean;
  mana: number;
  lanes: Record<ClashLane, CreatureModel[]>;
  /** The Fort was destroyed (game over). */
  fallen: boolean;
}

export interface TableModel {
  viewer: PlayerId;
  active: PlayerId;
  turn: number;
  sides: [SideModel, SideModel];
  /** An incantation on its way to its target (between `cast` and `incantationReturned`). */
  casting: {
    key: string;
    card: string;
    player: PlayerId;
    target: { side: PlayerId; lane: ClashLane; index: number };
  } | null;
}

let hiddenCounter = 0;
function hiddenKey(p: PlayerId): string {
  return `h${p}:${hiddenCounter++}`;
}

export function modelFromView(v: ClashView): TableModel {
  const side = (p: PlayerId): SideModel => {
    const pv = v.players[p];
    const row: RowEntry[] = pv.hand.map((c) =>
      c === null
        ? { key: hiddenKey(p), card: null, building: false }
        : { key: c, card: c, building: false },
    );
    row.splice(pv.buildingIndex, 0, { key: `b${p}`, card: null, building: true });
    const cre = (c: ClashView['players'][0]['upper'][number]): CreatureModel => ({
      key: c.card,
      card: c.card,
      damage: c.damage,
      isNew: c.isNew,
      sprintBonus: c.sprintBonus,
      protectionUsed: c.protectionUsed,
      keywords: [...c.keywords],
    });
    return {
      row,
      fort: pv.fort,
      mana: pv.mana,
      lanes: { upper: pv.upper.map(cre), lower: pv.lower.map(cre) },
      fallen: typeof v.winner === 'number' && v.winner !== p,
    };
  };
  return {
    viewer: v.viewer,
    active: v.active,
    turn: v.turn,
    sides: [side(0), side(1)],
    casting: null,
  };
}

/** What a step did, for the animation (keys renamed, places involved). */
export interface StepInfo {
  /** A hidden hand card became this known card (the sprite is reused under the new key). */
  renamed?: { from: string; to: string };
}

function removeFromRow(
  m: TableModel,
  p: PlayerId,
  card: string,
  handIndex: number | null,
): StepInfo {
  const row = m.sides[p].row;
  let i = row.findIndex((e) => e.key === card);
  if (i < 0 && handIndex !== null && row[handIndex] && !row[handIndex]!.building) i = handIndex;
  if (i < 0) i = row.findIndex((e) => !e.building && e.card === null); // an unknown hidden card
  if (i < 0) return {};
  const [e] = row.splice(i, 1);
  return e && e.key !== card ? { renamed: { from: e.key, to: card } } : {};
}

function findCreature(
  m: TableModel,
  side: PlayerId,
  lane: ClashLane,
  card: string,
  index: number,
): number {
  const q = m.sides[side].lanes[lane];
  const i = q.findIndex((c) => c.card === card);
  return i >= 0 ? i : Math.min(index, q.length - 1);
}

/** Apply one event to the model (in place). */
export function applyEvent(
  m: TableModel,
  ev: ClashEvent,
  defs: (card: string) => { keywords: ClashKeyword[] } | null,
): StepInfo {
  switch (ev.type) {
    case 'handFormed': {
      const cards: (string | null)[] = ev.hand ?? Array.from({ length: ev.size }, () => null);
      const row: RowEntry[] = cards.map((c) =>
        c === null
          ? { key: hiddenKey(ev.player), card: null, building: false }
          : { key: c, card: c, building: false },
      );
      row.splice(ev.buildingIndex, 0, { key: `b${ev.player}`, card: null, building: true });
      m.sides[ev.player].row = row;
      return {};
    }
    case 'turnStarted':
      m.active = ev.player;
      m.turn = ev.turn;
      m.sides[ev.player].mana = ev.mana;
      return {};
    case 'turnEnded':
      m.sides[ev.player].mana = 0;
      for (const s of m.sides)
        for (const lane of ['upper', 'lower'] as const)
          for (const c of s.lanes[lane]) {
            c.damage = 0;
            c.isNew = false;
            c.sprintBonus = 0;
            c.protectionUsed = false;
          }
      return {};
    case 'played': {
      const info = removeFromRow(m, ev.player, ev.card, ev.handIndex);
      m.sides[ev.player].mana = ev.manaLeft;
      const q = m.sides[ev.player].lanes[ev.lane];
      q.splice(Math.min(ev.index, q.length), 0, {
        key: ev.card,
        card: ev.card,
        damage: 0,
        isNew: true,
        sprintBonus: 0,
        protectionUsed: false,
        keywords: [...(defs(ev.card)?.keywords ?? [])],
      });
      return info;
    }
    case 'cast': {
      const info = removeFromRow(m, ev.player, ev.card, ev.handIndex);
      m.sides[ev.player].mana = ev.manaLeft;
      m.casting = { key: ev.card, card: ev.card, player: ev.player, target: { ...ev.target } };
      return info;
    }
    case 'incantationReturned': {
      m.casting = null;
      const own = ev.player === m.viewer;
      m.sides[ev.player].row.push({ key: ev.card, card: own ? ev.card : null, building: false });
      return {};
    }
    case 'moved': {
      const q = m.sides[ev.player].lanes[ev.lane];
      const i = findCreature(m, ev.player, ev.lane, ev.card, ev.from);
      const [c] = q.splice(i, 1);
      if (c) {
        c.sprintBonus = ev.bonus;
        q.splice(ev.to, 0, c);
      }
      return {};
    }
    case 'hit': {
      const q = m.sides[ev.place.side].lanes[ev.place.lane];
      const c = q[findCreature(m, ev.place.side, ev.place.lane, ev.card, ev.place.index)];
      if (c) c.damage = ev.damageNow;
      return {};
    }
    case 'protectionUsed': {
      const q = m.sides[ev.place.side].lanes[ev.place.lane];
      const c = q[findCreature(m, ev.place.side, ev.place.lane, ev.card, ev.place.index)];
      if (c) c.protectionUsed = true;
      return {};
    }
    case 'destroyed': {
      const q = m.sides[ev.place.side].lanes[ev.place.lane];
      const i = findCreature(m, ev.place.side, ev.place.lane, ev.card, ev.place.index);
      if (i >= 0) q.splice(i, 1);
      const own = ev.owner === m.viewer;
      m.sides[ev.owner].row.push({ key: ev.card, card: own ? ev.card : null, building: false });
      return {};
    }
    case 'bastionMoved': {
      const row = m.sides[ev.player].row;
      const i = row.findIndex((e) => e.building);
      if (i >= 0) {
        const [b] = row.splice(i, 1);
        row.splice(Math.min(ev.to, row.length), 0, b!);
      }
      return {};
    }
    case 'bastionFlipped': {
      const s = m.sides[ev.player];
      const i = s.row.findIndex((e) => e.building);
      if (i >= 0) {
        const [b] = s.row.splice(i, 1);
        s.row.unshift(b!);
      }
      s.fort = true;
      return {};
    }
    case 'fortDestroyed':
      m.sides[ev.player].fallen = true;
      return {};
    // Nothing on the table changes.
    case 'roundRevealed':
    case 'picked':
    case 'attack':
    case 'gameWon':
    case 'gameDrawn':
      return {};
    default:
      ev satisfies never; // compile-time: every event type has a case above
      return {};
  }
}

/**
 * Compare two models ignoring sprite keys (for tests). The opponent's row is compared by
 * length only: which hidden card they played is not public, so the building's place in
 * the drawn row may differ until the next snap (the engine's `bastionMoved` is absolute).
 */
export function sameLayout(a: TableModel, b: TableModel): boolean {
  const norm = (m: TableModel) =>
    JSON.stringify(
      m.sides.map((s, p) => ({
        row: p === m.viewer ? s.row.map((e) => (e.building ? 'B' : (e.card ?? '?'))) : s.row.length,
        fort: s.fort,
        upper: s.lanes.upper.map((c) => [c.card, c.damage]),
        lower: s.lanes.lower.map((c) => [c.card, c.damage]),
      })),
    );
  return norm(a) === norm(b);
}

export function lifeOf(s: SideModel): number {
  const b = s.row.findIndex((e) => e.building);
  return b < 0 ? 0 : s.row.length - 1 - b;
}

/**
 * The keywords a creature in play shows, in the order its printed face shows them (so the
 * icons keep their places between hand and table); keywords it gained (an Aura's gift) come
 * after, in the engine's order. Lost printed keywords are left out.
 */
export function displayKeywords(
  printed: readonly ClashKeyword[],
  now: readonly ClashKeyword[],
): ClashKeyword[] {
  const kept = printed.filter((k) => now.includes(k));
  return [...kept, ...now.filter((k) => !printed.includes(k))];
}

/** Keep the sprite keys of face-down cards stable across snaps (same order → same sprites). */
export function reuseHiddenKeys(prev: TableModel, next: TableModel): void {
  for (const p of [0, 1] as PlayerId[]) {
    const old = prev.sides[p].row.filter((e) => !e.building && e.card === null).map((e) => e.key);
    const taken = new Set(next.sides[p].row.map((e) => e.key));
    let k = 0;
    for (const e of next.sides[p].row) {
      if (e.building || e.card !== null) continue;
      while (k < old.length && taken.has(old[k]!)) k++;
      const reuse = old[k++];
      if (reuse !== undefined) e.key = reuse;
    }
  }
}
