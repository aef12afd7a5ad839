import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainName } from './plain-name';
import { openSaveStore } from '../save-store';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

describe('names players type (issue #32)', () => {
  it('drops control and bidi-override characters, mends lone surrogates', () => {
    expect(plainName('Red\u0000 Rush\u001b[31m')).toBe('Red Rush[31m');
    expect(plainName('\u202Ekcah\u202C deck\u2066x\u2069')).toBe('kcah deckx');
    expect(plainName('a\uD800b')).toBe('a\uFFFDb');
    expect(plainName('Žluťoučký kůň 🐴')).toBe('Žluťoučký kůň 🐴');
  });

  it('a deck saved with them is stored without them', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cardhall-names-'));
    roots.push(root);
    const store = await openSaveStore({ root, appVersion: '0.1.0' });
    const deck = await store.saveDeck({
      name: '\u202E\u0000Evil\uD800',
      cards: [{ id: 'fireball', count: 2 }],
    });
    expect(deck.name).toBe('Evil\uFFFD');
    expect((await store.listDecks())[0]!.name).toBe('Evil\uFFFD');
    await expect(store.saveDeck({ name: '\u0000\u202E', cards: [] })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });
});
