import { describe, expect, it } from 'vitest';
import { clashRules } from '../../../../main/games/clash/index';
import { CLASH_CARDS } from '../../../../main/games/clash/cards';
import type { ClashKeyword } from '../../../../main/games/clash/types';
import { faceJob, viewJobs, type ViewLookLabels } from './textures';

const face = { creature: 'Creature', incantation: 'Incantation', cardhallSet: 'Cardhall' };
const labels: ViewLookLabels = {
  lang: 'en',
  face,
  bastion: 'Bastion',
  fort: 'Fort',
  lifeLabel: (n) => `${n} life`,
};

describe('battle table looks', () => {
  it('a creature in play with its printed keywords shares the hand card look; other keywords get their own', () => {
    const def = CLASH_CARDS.find((c) => c.kind === 'creature' && c.keywords.length > 0 && !c.aura)!;
    expect(faceJob(def.id, 'en', face, [...def.keywords]).key).toBe(
      faceJob(def.id, 'en', face).key,
    );
    const extra = (['Aerial', 'Aim', 'Sprint'] as ClashKeyword[]).find(
      (k) => !def.keywords.includes(k),
    )!;
    const changed = faceJob(def.id, 'en', face, [...def.keywords, extra]);
    expect(changed.key).not.toBe(faceJob(def.id, 'en', face).key);
    expect(changed.key).toContain(extra);
    expect(faceJob(def.id, 'cs', face).key).not.toBe(faceJob(def.id, 'en', face).key);
  });

  it('a view asks for exactly what it shows: its own hand face up, the other hand as backs, both buildings', () => {
    const s = clashRules.create({ mode: 'preconstructed', pool: 'initiation' }, 7);
    const view = clashRules.view(s, 0);
    const keys = viewJobs(view, labels).map((j) => j.key);
    const own = view.players[0].hand;
    const other = view.players[1].hand;
    expect(own.every((c) => c !== null)).toBe(true);
    expect(other.every((c) => c === null)).toBe(true);
    // An incantation's look carries its target mark ('|t').
    for (const c of own)
      expect(keys.some((k) => k === `clash-face|${c}|en` || k === `clash-face|${c}|en|t`)).toBe(
        true,
      );
    expect(keys.filter((k) => k === 'clash-back').length).toBe(other.length);
    expect(keys.filter((k) => k.startsWith('clash-building|')).length).toBe(2);
    // Nothing of the hidden hand leaks into what is painted.
    expect(keys.filter((k) => k.startsWith('clash-face|')).length).toBe(own.length);
  });
});
