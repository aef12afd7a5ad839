/**
 * Every designed Orbs card has its own scenario file. The scenario files themselves run
 * one test each, for both games, in main/scenarios/scenario-files.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DESIGNED_CARDS } from './cards/designed';

const root = resolve(__dirname, '../../..');

describe('card scenarios', () => {
  it('every designed card has its own scenario file (scenarios/orbs/cards/<card-id>.json)', () => {
    const missing = DESIGNED_CARDS.filter(
      (c) => !existsSync(resolve(root, 'scenarios/orbs/cards', `${c.id}.json`)),
    ).map((c) => c.id);
    expect(missing).toEqual([]);
  });
});
