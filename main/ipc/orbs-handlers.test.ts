/**
 * The Orbs deck-builder channels end to end through dispatch (validation included), with a
 * real save store in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDispatch } from './dispatch';
import { createHandlers } from './handlers';
import { createGameSessions } from '../services/game-sessions';
import type {
  OrbsCatalog,
  OrbsDeckCodeResult,
  OrbsDeckFile,
  OrbsDeckList,
  OrbsDeckTextResult,
  OrbsSavedDeck,
} from './orbs-types';
import { testAppInfo } from './fixtures/app-info';

const dir = mkdtempSync(join(tmpdir(), 'orbs-ipc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sessions = createGameSessions({ registry: {}, push: () => {} });
const dispatch = createDispatch(
  createHandlers({
    appInfo: testAppInfo,
    registry: {},
    sessions,
    dataDir: dir,
  }),
  { logError: () => {} },
);

async function value<T>(channel: string, arg?: unknown): Promise<T> {
  const r = await dispatch(channel, arg);
  if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
  return r.value as T;
}

describe('Orbs deck channels', () => {
  it('serve the catalogue with generated text in both languages', async () => {
    const en = await value<OrbsCatalog>('orbs.catalog', { lang: 'en' });
    const cs = await value<OrbsCatalog>('orbs.catalog', { lang: 'cs' });
    expect(en.cards.length).toBeGreaterThanOrEqual(90);
    expect(en.cards.some((c) => c.token)).toBe(false);
    expect(en.tokens.every((c) => c.token)).toBe(true);
    expect(en.readyDecks.length).toBeGreaterThanOrEqual(6);
    expect(en.cards.find((c) => c.id === 'firebolt')!.text).toBe(
      'Deal 2 damage to target Orb or player.',
    );
    expect(cs.cards.find((c) => c.id === 'firebolt')!.displayName).toBe('Ohnivá střela');
    // The Orb type comes translated (the English key stays for filters and rules).
    expect(cs.cards.find((c) => c.id === 'squire')).toMatchObject({
      orbType: 'Knight',
      orbTypeName: 'rytíř',
    });
    expect(en.cards.find((c) => c.id === 'squire')).toMatchObject({
      orbType: 'Knight',
      orbTypeName: 'Knight',
    });
    expect(cs.cards.find((c) => c.id === 'firebolt')!.orbTypeName).toBeUndefined();
    expect((await dispatch('orbs.catalog', { lang: 'de' })).ok).toBe(false);
  });

  it('report validateDeck problems', async () => {
    const r = await value<{ problems: { code: string }[] }>('orbs.validateDeck', {
      cards: [{ id: 'ember-imp', count: 5 }],
    });
    expect(r.problems.map((p) => p.code).sort()).toEqual(['tooFewCards', 'tooManyCopies']);
  });

  it('save, list, rename and delete decks', async () => {
    const cat = await value<OrbsCatalog>('orbs.catalog', { lang: 'en' });
    const ready = cat.readyDecks[0]!.cards;
    const counts = new Map<string, number>();
    for (const id of ready) counts.set(id, (counts.get(id) ?? 0) + 1);
    const cards = [...counts].map(([id, count]) => ({ id, count }));
    const saved = await value<OrbsSavedDeck>('decks.save', { name: 'Mine', cards });
    expect(saved.problems).toEqual([]);
    const renamed = await value<OrbsSavedDeck>('decks.save', {
      id: saved.id,
      name: 'Renamed',
      cards,
    });
    expect(renamed.id).toBe(saved.id);
    const list = await value<OrbsDeckList>('decks.list');
    expect(list.decks.map((d) => d.name)).toEqual(['Renamed']);
    await value('decks.delete', { id: saved.id });
    expect((await value<OrbsDeckList>('decks.list')).decks).toEqual([]);
    const bad = await dispatch('decks.delete', { id: '../etc' });
    expect(bad.ok).toBe(false);
  });

  it('round-trip deck codes and name the problem of a malformed one', async () => {
    const cards = [
      { id: 'ember-imp', count: 4 },
      { id: 'firebolt', count: 2 },
    ];
    const { code } = await value<{ code: string }>('decks.exportCode', { cards });
    const back = await value<OrbsDeckCodeResult>('decks.importCode', { code });
    expect(back).toEqual({ ok: true, cards: [...cards].sort((a, b) => a.id.localeCompare(b.id)) });
    const bad = await value<OrbsDeckCodeResult>('decks.importCode', { code: 'ORBS1:abc' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('truncated');
  });

  it('carry the deck name through a code', async () => {
    const cards = [{ id: 'ember-imp', count: 4 }];
    const { code } = await value<{ code: string }>('decks.exportCode', { cards, name: 'Skřeti' });
    const back = await value<OrbsDeckCodeResult>('decks.importCode', { code });
    expect(back).toEqual({ ok: true, cards, name: 'Skřeti' });
  });

  it('write a deck file in either language and read it back (issue #33 item 5)', async () => {
    const cards = [
      { id: 'ember-imp', count: 4 },
      { id: 'firebolt', count: 2 },
    ];
    for (const lang of ['en', 'cs'] as const) {
      const file = await value<OrbsDeckFile>('decks.exportFile', { cards, name: 'Rush/1', lang });
      expect(file.fileName).toBe('Rush 1.deck.txt');
      if (lang === 'en') expect(file.text).toContain('\n4 Ember Imp\n');
      const back = await value<OrbsDeckTextResult>('decks.importText', { text: file.text });
      expect(back).toEqual({ ok: true, kind: 'list', cards, name: 'Rush/1' });
    }
  });

  it('answer a bad deck text with the line, and refuse unknown cards on export', async () => {
    const bad = await value<OrbsDeckTextResult>('decks.importText', {
      text: '4 Ember Imp\n2 Nope',
    });
    expect(bad).toMatchObject({
      ok: false,
      error: { code: 'unknown-card', line: 2, card: 'Nope' },
    });
    const r = await dispatch('decks.exportFile', {
      cards: [{ id: 'no-such-card', count: 1 }],
      name: 'x',
      lang: 'en',
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    const long = await dispatch('decks.importText', { text: 'x'.repeat(10_001) });
    expect(long.ok).toBe(false);
  });
});

describe('Orbs deck channels: save errors are typed', () => {
  it('answers a deck from a newer Cardhall with a save error carrying its message', async () => {
    const { copyFileSync, mkdirSync } = await import('node:fs');
    mkdirSync(join(dir, 'decks'), { recursive: true });
    copyFileSync(
      join(__dirname, '../saves/fixtures/deck-v3-future.json'),
      join(dir, 'decks', 'future-deck.json'),
    );
    await dispatch('decks.list', undefined);
    const r = await dispatch('decks.save', {
      id: 'future-deck',
      name: 'Mine now',
      cards: [{ id: 'x', count: 1 }],
    });
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'save',
        ruleCode: 'newer-version',
        message: expect.stringMatching(/newer version/),
      },
    });
    const del = await dispatch('decks.delete', { id: 'future-deck' });
    expect(del).toMatchObject({ ok: false, error: { code: 'save', ruleCode: 'newer-version' } });
  });
});
