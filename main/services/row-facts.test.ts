import { describe, expect, it } from 'vitest';
import { gameRegistry } from '../games/registry';
import type { AnyRules } from '../engine/registry';
import { READY_DECKS } from '../games/orbs/decks/ready';
import { clashRules } from '../games/clash';
import { rowFacts, type RowSource } from './row-facts';

const rules = (g: 'clash' | 'orbs'): AnyRules => gameRegistry[g]!;
const vsAi = { kind: 'vs-ai' as const, humanSeat: 0 as const, aiLevel: 'easy' };

function clash(options: RowSource['options'], extra: Partial<RowSource> = {}): RowSource {
  return {
    id: 'g1',
    game: 'clash',
    options,
    seed: 7,
    mode: vsAi,
    seats: [{ name: 'You' }, { name: 'Computer (easy)' }],
    actions: [],
    ...extra,
  };
}

describe('saved-game row facts', () => {
  it('name the box decks a random choice dealt (only the seed knows them)', () => {
    const f = rowFacts(
      rules('clash'),
      clash({ mode: 'preconstructed', pool: 'initiation', decks: ['random', 'random'] }),
      new Map(),
    );
    expect(f.decks.map((d) => d.kind)).toEqual(['box', 'box']);
    const [a, b] = f.decks as [{ box: number }, { box: number }];
    expect(a.box).not.toBe(b.box);
    expect([1, 2, 3, 4]).toContain(a.box);
    expect(f.turn).toBe(1);
  });

  it('name chosen box decks as chosen', () => {
    const f = rowFacts(
      rules('clash'),
      clash({ mode: 'preconstructed', pool: 'initiation', decks: [3, 1] }),
      new Map(),
    );
    expect(f.decks).toEqual([
      { kind: 'box', box: 3 },
      { kind: 'box', box: 1 },
    ]);
  });

  it('say "draft" for a draft, with the saved draft it was played from', () => {
    const plain = rowFacts(rules('clash'), clash({ mode: 'draft', pool: 'both' }), new Map());
    expect(plain.decks).toEqual([{ kind: 'draft' }, { kind: 'draft' }]);
    expect(plain.turn).toBe(0);
    const fromSaved = rowFacts(
      rules('clash'),
      clash({ mode: 'draft', pool: 'both' }, { draftId: 'd1' }),
      new Map([['d1', 'Sunday draft']]),
    );
    expect(fromSaved.decks[0]).toEqual({ kind: 'draft', savedDraft: { name: 'Sunday draft' } });
  });

  it('count the turns of the saved actions and stop at a refused one', () => {
    const src = clash({ mode: 'preconstructed', pool: 'initiation', decks: [1, 2] });
    const state = clashRules.create({ mode: 'preconstructed', decks: [1, 2] }, 7);
    const actions = [];
    // Assault until turn 3 (the assault ends a turn and is always legal in the battle).
    while (clashRules.view(state, 0).turn < 3) {
      const end = clashRules.legalActions(state).find((a) => a.type === 'assault');
      if (!end) throw new Error('no end turn');
      actions.push(end);
      clashRules.apply(state, end);
    }
    const ok = rowFacts(rules('clash'), { ...src, actions }, new Map());
    expect(ok).toMatchObject({ turn: 3, damagedAt: null });
    const bad = rowFacts(
      rules('clash'),
      { ...src, actions: [actions[0]!, { type: 'nonsense' }, actions[1]!] },
      new Map(),
    );
    expect(bad).toMatchObject({ turn: 2, damagedAt: 1 });
  });

  it('name Orbs decks from the seat info: ready-made in both languages, own, custom', () => {
    const ready = READY_DECKS[0]!;
    const f = rowFacts(
      rules('orbs'),
      {
        id: 'o1',
        game: 'orbs',
        options: { decks: [ready.cards, ready.cards] },
        seed: 3,
        mode: { kind: 'hotseat' },
        seats: [
          { name: 'Player 1', deck: { id: `ready-${ready.id}`, name: ready.name.en } },
          { name: 'Player 2', deck: { id: 'my-deck', name: 'Moje' } },
        ],
        actions: [],
      },
      new Map(),
    );
    expect(f.decks).toEqual([
      { kind: 'ready', name: ready.name },
      { kind: 'own', name: 'Moje' },
    ]);
    const custom = rowFacts(
      rules('orbs'),
      {
        id: 'o2',
        game: 'orbs',
        options: { decks: [ready.cards, ready.cards] },
        seed: 3,
        mode: vsAi,
        seats: [{ name: 'You', deck: { name: 'Custom deck' } }, { name: 'Computer (easy)' }],
        actions: [],
      },
      new Map(),
    );
    expect(custom.decks).toEqual([{ kind: 'custom' }, { kind: 'custom' }]);
  });
});
