/** The game log in words: every event kind has a sentence in both languages, Czech plurals right. */
import { describe, expect, it } from 'vitest';
import { createInstance, type TOptions } from 'i18next';
import { catalogues } from '../../i18n/catalogues';
import { clashRules } from '../../../../main/games/clash/index';
import type { ClashEvent } from '../../../../main/games/clash/types';
import type { PlayerId } from '../../../../main/engine/types';
import { buildingsAlong, describeEvent } from './describe';

async function translator(lng: 'en' | 'cs') {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { [lng]: { translation: catalogues[lng] } },
    interpolation: { escapeValue: false },
  });
  return (key: string, options?: TOptions) =>
    (options ? i18n.t(key, options) : i18n.t(key)) as string;
}

const names = (p: PlayerId) => (p === 0 ? 'Hráč 1' : 'Počítač');

describe('game log sentences', () => {
  it('pick the Czech plural form from the number', async () => {
    const t = await translator('cs');
    const moved = (count: number): ClashEvent => ({
      type: 'bastionMoved',
      player: 0,
      from: 0,
      to: count,
      damage: count,
      fort: false,
    });
    expect(describeEvent(moved(1), t, names)).toBe('Hráč 1 ztrácí 1 život.');
    expect(describeEvent(moved(3), t, names)).toBe('Hráč 1 ztrácí 3 životy.');
    expect(describeEvent(moved(5), t, names)).toBe('Hráč 1 ztrácí 5 životů.');
    const hit: ClashEvent = {
      type: 'hit',
      source: 'boom',
      card: 'brute',
      place: { side: 1, lane: 'upper', index: 0 },
      amount: 2,
      primary: true,
      damageNow: 2,
    };
    expect(describeEvent(hit, t, names, null, 'cs')).toBe('Karta Surovec utrpí 2 body poškození.');
  });

  it('speak to "You" in the second person, with the plural form, in both languages (i18next context)', async () => {
    const moved = (count: number): ClashEvent => ({
      type: 'bastionMoved',
      player: 0,
      from: 0,
      to: count,
      damage: count,
      fort: false,
    });
    const picked: ClashEvent = {
      type: 'picked',
      player: 0,
      card: 'brute',
      auto: false,
    } as ClashEvent;
    const you = (p: PlayerId) => (p === 0 ? 'You' : 'Computer');
    const en = await translator('en');
    expect(describeEvent(picked, en, you, 0)).toBe('You pick Brute.');
    expect(describeEvent(moved(2), en, you, 0)).toBe('You lose 2 life.');
    expect(describeEvent({ ...picked, player: 1 } as ClashEvent, en, you, 0)).toBe(
      'Computer picks Brute.',
    );
    const cs = await translator('cs');
    const ty = (p: PlayerId) => (p === 0 ? 'Ty' : 'Počítač');
    expect(describeEvent(picked, cs, ty, 0, 'cs')).toBe('Vybíráš kartu Surovec.');
    expect(describeEvent(moved(3), cs, ty, 0)).toBe('Ztrácíš 3 životy.');
    expect(describeEvent(moved(5), cs, ty, 0)).toBe('Ztrácíš 5 životů.');
    expect(describeEvent({ ...picked, player: 1 } as ClashEvent, cs, ty, 0, 'cs')).toBe(
      'Počítač vybírá kartu Surovec.',
    );
    // Every sentence naming the "You" seat is second person, possessives included.
    const destroyed: ClashEvent = {
      type: 'destroyed',
      card: 'brute',
      place: { side: 0, lane: 'upper', index: 0 },
      owner: 0,
      handIndex: 3,
    };
    expect(describeEvent(destroyed, en, you, 0, 'en')).toBe(
      'Your Brute is destroyed and returns to your hand.',
    );
    expect(describeEvent(destroyed, cs, ty, 0, 'cs')).toBe(
      'Tvoje karta Surovec je zničena a vrací se ti do ruky.',
    );
    const atBuilding: ClashEvent = {
      type: 'attack',
      player: 1,
      card: 'brute',
      lane: 'upper',
      index: 0,
      damage: 3,
      target: { kind: 'building', side: 0 },
    };
    expect(describeEvent(atBuilding, en, you, 0, 'en')).toBe(
      'Brute attacks your Bastion/Fort with 3 damage.',
    );
    expect(describeEvent(atBuilding, cs, ty, 0, 'cs')).toBe(
      'Karta Surovec útočí na tvou baštu/pevnost: 3 body poškození.',
    );
  });

  it('describe every event of real games in English and Czech, with no missing key', async () => {
    for (const lng of ['en', 'cs'] as const) {
      const t = await translator(lng);
      const seen = new Set<string>();
      for (const seed of [3, 11, 12]) {
        const s = clashRules.create({ mode: 'draft', pool: 'both' }, seed);
        let guard = 0;
        while (clashRules.toMove(s) !== null && guard++ < 600) {
          const actions = clashRules.legalActions(s);
          const plays = actions.filter((a) => a.type !== 'assault');
          const a =
            plays.length > 0 && guard % 3 !== 0
              ? plays[guard % plays.length]!
              : actions[actions.length - 1]!;
          const r = clashRules.apply(s, a);
          if (!r.ok) throw new Error(r.error.message);
          for (const e of r.events) {
            const text = describeEvent(e, t, names);
            // Noise the table already shows has no line (issue #35).
            const noise =
              e.type === 'handFormed' ||
              (e.type === 'attack' && (e.target === null || e.damage === 0));
            if (noise) {
              expect(text, `${lng} ${e.type}`).toBeNull();
              seen.add(e.type);
              continue;
            }
            expect(text, `${lng} ${e.type}`).toBeTruthy();
            expect(text!, `${lng} ${e.type}: ${text}`).not.toMatch(/clash\.|\{\{|undefined/);
            seen.add(e.type);
          }
        }
      }
      for (const kind of [
        'picked',
        'roundRevealed',
        'handFormed',
        'turnStarted',
        'played',
        'attack',
        'hit',
        'destroyed',
        'bastionMoved',
        'turnEnded',
        'gameWon',
      ]) {
        expect(seen, `${lng}: games produced ${kind}`).toContain(kind);
      }
    }
  });

  it('name the building an attack hits, and its owner in the Czech genitive', async () => {
    const en = await translator('en');
    const cs = await translator('cs');
    const computer = (p: PlayerId) => (p === 0 ? 'Player 1' : 'Computer');
    const pocitac = (p: PlayerId) => (p === 0 ? 'Hráč 1' : 'Počítač');
    const atBuilding: ClashEvent = {
      type: 'attack',
      player: 0,
      card: 'brute',
      lane: 'upper',
      index: 0,
      damage: 3,
      target: { kind: 'building', side: 1 },
    };
    const bastion = () => false;
    const fort = () => true;
    expect(describeEvent(atBuilding, en, computer, null, 'en', bastion)).toBe(
      "Brute attacks Computer's Bastion for 3 damage.",
    );
    expect(describeEvent(atBuilding, en, computer, null, 'en', fort)).toBe(
      "Brute attacks Computer's Fort for 3 damage.",
    );
    expect(describeEvent(atBuilding, cs, pocitac, null, 'cs', fort)).toBe(
      'Karta Surovec útočí na pevnost Počítače: 3 body poškození.',
    );
    const flipped: ClashEvent = { type: 'bastionFlipped', player: 1 } as ClashEvent;
    expect(describeEvent(flipped, cs, pocitac, null, 'cs')).toBe(
      'Bašta Počítače padla a mění se v pevnost.',
    );
    // An attack for 0 damage, or on nothing, gets no line.
    expect(describeEvent({ ...atBuilding, damage: 0 }, en, computer)).toBeNull();
    expect(describeEvent({ ...atBuilding, target: null }, en, computer)).toBeNull();
  });

  it('follow each building along a log: a Bastion until it falls, a Fort after', () => {
    const flip: ClashEvent = { type: 'bastionFlipped', player: 1 } as ClashEvent;
    const end: ClashEvent = { type: 'turnEnded', player: 0 } as ClashEvent;
    expect(buildingsAlong([end, flip, end])).toEqual([
      [false, false],
      [false, true],
      [false, true],
    ]);
    expect(buildingsAlong([end], [true, false])).toEqual([[true, false]]);
  });
});
