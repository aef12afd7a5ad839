import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Phaser from 'phaser';
import { orbsTileTexture, paintOrbsTilesWhenIdle } from './card-textures';
import { loadCardArt } from './art/card-art';
import type { OrbsFaceCard } from './orbs-faces';

/** A 2D context that draws nothing (every method a no-op, text 0.6 em per character). */
function nullContext(): CanvasRenderingContext2D {
  const state: Record<string, unknown> = { font: '10px x' };
  return new Proxy(state, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      if (prop === 'measureText') return (t: string) => ({ width: t.length * 6 });
      if (prop === 'createRadialGradient' || prop === 'createLinearGradient')
        return () => ({ addColorStop: () => undefined });
      return () => undefined;
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

const g = globalThis as Record<string, unknown>;
const saved = { document: g['document'], ric: g['requestIdleCallback'], path: g['Path2D'] };
let canvases = 0;
const idle: ((d: { timeRemaining(): number }) => void)[] = [];

beforeAll(async () => {
  g['Path2D'] = class {};
  g['document'] = {
    createElement: () => {
      canvases++;
      return { width: 0, height: 0, getContext: () => nullContext() };
    },
  };
  g['requestIdleCallback'] = (cb: (d: { timeRemaining(): number }) => void) => idle.push(cb);
  await loadCardArt();
});
afterAll(() => {
  g['document'] = saved.document;
  g['requestIdleCallback'] = saved.ric;
  g['Path2D'] = saved.path;
});

const imp: OrbsFaceCard = {
  id: 'test-imp',
  name: 'Test Imp',
  colours: ['red'],
  cost: '1R',
  typeLine: 'Orb — Imp',
  keywords: [],
  ap: 2,
  hp: 1,
};

describe('Orbs tiles painted ahead in idle time (issue #30)', () => {
  it('paints a tile in an idle period, and the table then adds it without painting', () => {
    paintOrbsTilesWhenIdle([{ face: imp, live: null, figures: false }]);
    // Nothing is painted in the caller's task: only when the browser is idle.
    expect(canvases).toBe(0);
    expect(idle).toHaveLength(1);
    idle.shift()!({ timeRemaining: () => 50 });
    expect(canvases).toBe(1);
    const added: unknown[] = [];
    const scene = {
      textures: { exists: () => false, addImage: (_k: string, c: unknown) => added.push(c) },
    } as unknown as Phaser.Scene;
    expect(orbsTileTexture(scene, imp, null, false)).toBe('orbs-tile|test-imp|pile');
    // The graveyard's render painted nothing: the canvas painted in idle time is reused.
    expect(canvases).toBe(1);
    expect(added).toHaveLength(1);
    // Asked again for a tile already painted: nothing queued.
    paintOrbsTilesWhenIdle([{ face: imp, live: null, figures: false }]);
    expect(idle).toHaveLength(0);
  });

  it('waits for a roomy idle period', () => {
    paintOrbsTilesWhenIdle([
      { face: imp, live: { ap: 2, hp: 1, currentHp: 1, armor: 0 }, figures: true },
    ]);
    expect(idle).toHaveLength(1);
    idle.shift()!({ timeRemaining: () => 4 });
    expect(canvases).toBe(1);
    expect(idle).toHaveLength(1);
    idle.shift()!({ timeRemaining: () => 50 });
    expect(canvases).toBe(2);
    expect(idle).toHaveLength(0);
  });
});
