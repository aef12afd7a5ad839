import { beforeAll, describe, expect, it } from 'vitest';
import { ORBS_CARDS } from '../../../main/games/orbs/cards/pool';
import { CLASH_CARDS } from '../../../main/games/clash/cards';
import { paintCardBack, paintCardFace } from './card-face';
import { paintArtBox } from './paint-art';
import { clashFaceModel } from './clash-faces';
import { costPips, orbsFaceModel } from './orbs-faces';
import { artIconOf, cardArtReady, loadCardArt } from './art/card-art';
import { ENERGY_STYLES } from '../theme/orbs-colours';

/** Path2D is a browser class: a stand-in that keeps the path data it was made from. */
class FakePath2D {
  constructor(readonly d = '') {}
}

/** A 2D context that records every call (with the Path2D drawn by fill/stroke) and draws nothing. */
function recordingContext() {
  const calls: { name: string; args: unknown[] }[] = [];
  const state: Record<string, unknown> = { font: '10px x' };
  const ctx = new Proxy(state, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      if (prop === 'measureText')
        return (t: string) => ({
          width: t.length * (Number(/(\d+)px/.exec(String(target['font']))?.[1]) || 10) * 0.55,
        });
      if (prop === 'createRadialGradient' || prop === 'createLinearGradient')
        return () => ({ addColorStop: () => undefined });
      return (...args: unknown[]) => {
        calls.push({ name: prop, args });
      };
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const filledPaths = (calls: { name: string; args: unknown[] }[]) =>
  calls
    .filter((c) => c.name === 'fill' && c.args[0] instanceof FakePath2D)
    .map((c) => (c.args[0] as FakePath2D).d);

beforeAll(async () => {
  (globalThis as { Path2D?: unknown }).Path2D = FakePath2D;
  await loadCardArt();
});

describe('the card painter draws every card with its art', () => {
  it('loads the art chunk on demand', () => {
    expect(cardArtReady()).toBe(true);
  });

  it('fills every Clash card art box with its own picture', () => {
    const labels = { creature: 'Creature', incantation: 'Incantation', cardhallSet: 'Cardhall' };
    for (const c of CLASH_CARDS) {
      const m = clashFaceModel(c.id, 'en', labels);
      expect(m.art.icon, c.id).toBe(artIconOf('clash', c.id));
      const { ctx, calls } = recordingContext();
      paintCardFace(ctx, m, 240, 336);
      expect(filledPaths(calls).length, c.id).toBeGreaterThan(0);
    }
  });

  it('fills every Orbs card and token art box, with rules text inside the text box', () => {
    for (const c of ORBS_CARDS) {
      const m = orbsFaceModel(
        {
          id: c.id,
          name: c.name,
          colours: c.colours,
          cost: c.cost,
          typeLine: c.type,
          keywords: [],
          ap: c.ap,
          hp: c.hp,
        },
        { rules: 'Deal 2 damage to target Orb or player.' },
      );
      expect(m.art.icon, c.id).toBe(artIconOf('orbs', c.id));
      const { ctx, calls } = recordingContext();
      paintCardFace(ctx, m, 240, 336);
      expect(filledPaths(calls).length, c.id).toBeGreaterThan(0);
      const texts = calls.filter((k) => k.name === 'fillText');
      expect(texts.some((k) => k.args[0] === c.name || String(k.args[0]).length > 0)).toBe(true);
      // Every line of text lies inside the card.
      for (const k of texts) {
        expect(k.args[2] as number).toBeGreaterThanOrEqual(0);
        expect(k.args[2] as number).toBeLessThanOrEqual(336);
      }
    }
  });

  it('draws the energy symbols of an ability cost in the rules text as pips, not letters', () => {
    const chrysalis = ORBS_CARDS.find((c) => c.id === 'chrysalis')!;
    const m = orbsFaceModel(
      {
        id: chrysalis.id,
        name: chrysalis.name,
        colours: chrysalis.colours,
        cost: chrysalis.cost,
        typeLine: 'Object',
        keywords: [],
      },
      { rules: '●●●⬢: This object becomes a 4/4 Velk Orb.' },
    );
    const { ctx, calls } = recordingContext();
    paintCardFace(ctx, m, 240, 336);
    const texts = calls.filter((k) => k.name === 'fillText').map((k) => String(k.args[0]));
    expect(texts.some((t) => /[●⬢]/u.test(t))).toBe(false);
    expect(texts.join(' ')).toContain('This object');
    // The purple hexagon is filled twice: once in the cost corner, once in the text.
    const hexagons = filledPaths(calls).filter((d) => d === ENERGY_STYLES.purple.path);
    expect(hexagons.length).toBe(2);
  });

  it('reports an art box without a picture (unknown icon)', () => {
    const { ctx } = recordingContext();
    expect(
      paintArtBox(ctx, 0, 0, 80, 50, { icon: 'no-such-icon', light: '#ffffff', dark: '#000000' }),
    ).toBe(false);
    expect(paintArtBox(ctx, 0, 0, 80, 50, { icon: 'imp', light: '#ffffff', dark: '#000000' })).toBe(
      true,
    );
  });

  it('draws the back emblem from the bundled art, not a font glyph', () => {
    const { ctx, calls } = recordingContext();
    paintCardBack(ctx, 240, 336);
    expect(filledPaths(calls).length).toBe(1);
    expect(calls.some((c) => c.name === 'fillText')).toBe(false);
  });
});

describe('Orbs cost pips', () => {
  it('a generic disc, then one shape per coloured energy from the one palette', () => {
    const pips = costPips('2UR');
    expect(pips.map((p) => p.label)).toEqual(['2', '', '']);
    expect(pips[1]!.fill).toBe(ENERGY_STYLES.blue.fill);
    expect(pips[1]!.shape).toBe(ENERGY_STYLES.blue.path);
    expect(pips[2]!.shape).toBe(ENERGY_STYLES.red.path);
    expect(costPips('0').map((p) => p.label)).toEqual(['0']);
  });
});
