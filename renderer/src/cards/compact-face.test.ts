import { beforeAll, describe, expect, it } from 'vitest';
import { ORBS_CARDS } from '../../../main/games/orbs/cards/pool';
import { CLASH_CARDS } from '../../../main/games/clash/cards';
import { COMPACT_MIN_UNITS, paintCompactFace, splitName } from './compact-face';
import { BUILDING_MIN_UNITS, paintBuilding, type CardFaceModel } from './card-face';
import { clashFaceModel } from './clash-faces';
import { orbsBadges, orbsFaceModel } from './orbs-faces';
import { loadCardArt } from './art/card-art';
import { paintTileFace, TILE_MIN_UNITS } from './tile-face';
import { BENCH_W, orbsLayout } from '../table/orbs/layout';

class FakePath2D {
  constructor(readonly d = '') {}
}

/**
 * A 2D context that draws nothing and records the size of every font text is drawn with;
 * text is measured as 0.6 em per character (Noto Sans bold is about 0.58).
 */
function fontRecorder() {
  const sizes: number[] = [];
  const state: Record<string, unknown> = { font: '10px x' };
  const px = () => Number(/(\d+(?:\.\d+)?)px/.exec(String(state['font']))?.[1]) || 10;
  const ctx = new Proxy(state, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      if (prop === 'measureText') return (t: string) => ({ width: t.length * px() * 0.6 });
      if (prop === 'fillText' || prop === 'strokeText')
        return () => {
          sizes.push(px());
        };
      if (prop === 'createRadialGradient' || prop === 'createLinearGradient')
        return () => ({ addColorStop: () => undefined });
      return () => undefined;
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, sizes };
}

const W = 240;
const H = 336;
const minPx = Math.ceil((COMPACT_MIN_UNITS * W) / 100);

function paintAll(models: [string, CardFaceModel][]): void {
  for (const [id, m] of models) {
    const { ctx, sizes } = fontRecorder();
    const reported = paintCompactFace(ctx, m, W, H, { damage: 1, attackBonus: 2 });
    expect(sizes.length, id).toBeGreaterThan(0);
    expect(Math.min(...sizes), id).toBeGreaterThanOrEqual(minPx);
    // The size the tables report is the smallest one drawn.
    expect(reported, id).toBe(Math.min(...sizes));
  }
}

beforeAll(async () => {
  (globalThis as { Path2D?: unknown }).Path2D = FakePath2D;
  await loadCardArt();
});

describe('compact faces (hand and board cards) never draw text below the minimum', () => {
  it('every Clash card, in both languages', () => {
    const labels = { creature: 'Creature', incantation: 'Incantation', cardhallSet: 'Cardhall' };
    paintAll(
      CLASH_CARDS.flatMap((c) =>
        (['en', 'cs'] as const).map(
          (l) => [c.id, clashFaceModel(c.id, l, labels)] as [string, CardFaceModel],
        ),
      ),
    );
  });

  it('every Orbs card and token', () => {
    paintAll(
      ORBS_CARDS.map((c) => {
        const card = {
          id: c.id,
          name: c.name,
          colours: c.colours,
          cost: c.cost,
          typeLine: c.type,
          keywords: [],
          ap: c.ap,
          hp: c.hp,
          armor: c.armor,
          ambush: c.ambush,
        };
        const m = orbsFaceModel(card);
        m.badges = orbsBadges(card);
        if (c.armor) m.armor = c.armor;
        return [c.id, m];
      }),
    );
  });

  it('the Bastion and the Fort, with long labels squeezed rather than shrunk', () => {
    for (const [label, life] of [
      ['Bastion', 8],
      ['Pevnost', 12],
      ['A very long building name', 3],
    ] as const) {
      const { ctx, sizes } = fontRecorder();
      const reported = paintBuilding(ctx, W, H, label, life, label !== 'Bastion', `${life} životů`);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(Math.ceil((BUILDING_MIN_UNITS * W) / 100));
      expect(reported).toBe(Math.min(...sizes));
    }
  });

  it('a fake font size below the minimum is caught (the check can fail)', () => {
    const { ctx, sizes } = fontRecorder();
    ctx.font = '700 9px x';
    ctx.fillText('x', 0, 0);
    expect(Math.min(...sizes)).toBeLessThan(minPx);
  });
});

describe('tile faces (Bench cards, the top card of a graveyard) carry only big figures', () => {
  const tileMin = Math.floor((TILE_MIN_UNITS * W) / 100);
  const orbsModels = ORBS_CARDS.map((c) => {
    const card = {
      id: c.id,
      name: c.name,
      colours: c.colours,
      cost: c.cost,
      typeLine: c.type,
      keywords: [],
      ap: c.ap,
      hp: c.hp,
      armor: c.armor,
      ambush: c.ambush,
    };
    const m = orbsFaceModel(card);
    m.badges = orbsBadges(card);
    return [c, m] as const;
  });

  it('every Orbs card on the Bench: an Orb shows its attack and health, nothing smaller', () => {
    for (const [c, m] of orbsModels) {
      const { ctx, sizes } = fontRecorder();
      const reported = paintTileFace(ctx, m, W, H, true);
      const isOrb = c.ap !== undefined && c.hp !== undefined;
      // Each figure is outlined and filled: two texts per figure.
      expect(sizes.length, c.id).toBe(isOrb ? 4 : 0);
      if (!isOrb) {
        expect(reported, c.id).toBeUndefined();
        continue;
      }
      expect(Math.min(...sizes), c.id).toBeGreaterThanOrEqual(tileMin);
      expect(reported, c.id).toBe(Math.min(...sizes));
    }
  });

  it('a graveyard top card draws no text at all', () => {
    for (const [c, m] of orbsModels) {
      const { ctx, sizes } = fontRecorder();
      expect(paintTileFace(ctx, m, W, H, false), c.id).toBeUndefined();
      expect(sizes, c.id).toEqual([]);
    }
  });

  it('the figures of a Bench tile read at ≥ 11 px on a 1280×720 window (canvas ≥ 613 px tall)', () => {
    // The canvas under the header at 1280×720 is about 940 × 613 CSS px (e2e/card-text-size).
    const zoom = orbsLayout(940, 613).zoom;
    expect(((TILE_MIN_UNITS * BENCH_W) / 100) * zoom).toBeGreaterThanOrEqual(11);
  });
});

describe('splitName', () => {
  it('splits at the space nearest the middle, and not a single word', () => {
    expect(splitName('Clockwork Mouse')).toEqual(['Clockwork', 'Mouse']);
    expect(splitName('Lord of the Deep')).toEqual(['Lord of', 'the Deep']);
    expect(splitName('Annihilation')).toBeNull();
  });
});
