/**
 * `clash.catalog` through the real dispatch: every card of both sets and every keyword in both
 * languages, as plain JSON within the transport's limits, and a copy (changing the answer does
 * not change the engine's catalogue).
 */
import { describe, expect, it } from 'vitest';
import { createDispatch } from './dispatch';
import { createClashHandlers } from './clash-handlers';
import { isBoundedJson, type IpcResult } from './contract';
import type { ClashCatalog } from './clash-types';
import { CLASH_CARDS, KEYWORDS } from '../games/clash';
import type { Handlers } from './handlers';

const dispatch = createDispatch(createClashHandlers() as unknown as Handlers);

describe('clash.catalog', () => {
  it('answers every card, keyword and set in English and Czech, as bounded JSON', async () => {
    const r = (await dispatch('clash.catalog', undefined)) as IpcResult<ClashCatalog>;
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.cards.map((c) => c.id)).toEqual(CLASH_CARDS.map((c) => c.id));
    expect(r.value.cards.filter((c) => c.set === 'cardhall')).toHaveLength(16);
    expect(Object.keys(r.value.keywords).sort()).toEqual([...KEYWORDS].sort());
    for (const k of KEYWORDS)
      for (const lang of ['en', 'cs'] as const) expect(r.value.keywords[k][lang].name).not.toBe('');
    expect(Object.keys(r.value.sets).sort()).toEqual(['both', 'cardhall', 'initiation']);
    expect(isBoundedJson(r.value)).toBe(true);
  });

  it('hands out a copy: changing the answer leaves the engine catalogue as it was', async () => {
    const r = (await dispatch('clash.catalog', undefined)) as IpcResult<ClashCatalog>;
    if (!r.ok) throw new Error(r.error.message);
    const before = CLASH_CARDS[0]!.attack;
    r.value.cards[0]!.attack = before + 100;
    expect(CLASH_CARDS[0]!.attack).toBe(before);
  });

  it('refuses an argument it does not take', async () => {
    const r = await dispatch('clash.catalog', { lang: 'en' });
    expect(r.ok).toBe(false);
  });
});
