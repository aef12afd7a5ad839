import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import type { OrbsAction, OrbsCardView, OrbsView } from '../../../../main/games/orbs/types';
import { firstGameEn } from '../../i18n/first-game.en';
import { firstGameCs } from '../../i18n/first-game.cs';
import { indexActions } from '../orbs/game/actions';
import { clashHints, orbsHints, GUIDED_TURNS, MAX_SUGGESTIONS, type OrbsHintInput } from './hints';

describe('first-game hints', () => {
  it('Clash: names the playable cards and the mana, and how to end the turn', () => {
    const h = clashHints({
      turn: 1,
      yourTurn: true,
      mana: 3,
      playable: ['Partisan', 'Archer'],
      choosing: false,
    })!;
    expect(h.map((l) => l.key)).toEqual([
      'firstGame.hint.clash.mana',
      'firstGame.hint.clash.play',
      'firstGame.hint.clash.how',
      'firstGame.hint.clash.assault',
    ]);
    expect(h[1]!.params).toEqual({ count: 2, cards: 'Partisan, Archer' });
  });
  it('Clash: nothing playable says so; choosing asks for a lane; the other turn says wait', () => {
    expect(
      clashHints({ turn: 2, yourTurn: true, mana: 1, playable: [], choosing: false })!.map(
        (l) => l.key,
      ),
    ).toContain('firstGame.hint.clash.nothing');
    expect(
      clashHints({ turn: 2, yourTurn: true, mana: 1, playable: ['X'], choosing: true }),
    ).toEqual([{ key: 'firstGame.hint.clash.chooseLane' }]);
    expect(
      clashHints({ turn: 2, yourTurn: false, mana: 1, playable: [], choosing: false }),
    ).toEqual([{ key: 'firstGame.hint.clash.wait' }]);
  });
  it('stops after the first turns', () => {
    expect(
      clashHints({
        turn: GUIDED_TURNS * 2 + 1,
        yourTurn: true,
        mana: 5,
        playable: ['X'],
        choosing: false,
      }),
    ).toBeNull();
    expect(orbsHints(orbs([], { turn: GUIDED_TURNS * 2 + 1 }))).toBeNull();
  });
  it('Orbs: defending comes first and says why, with the damage it saves', () => {
    const h = orbsHints(
      orbs(
        [
          { type: 'endPhase' },
          { type: 'defend', card: 1, against: 11 },
          { type: 'defend', card: 1, against: 12 },
          { type: 'convert', card: 5 },
        ],
        { phase: 'defense' },
      ),
    )!;
    expect(h[0]).toEqual({
      key: 'firstGame.hint.orbs.defend',
      params: { count: 2, damage: 5, card: 'Knight' },
    });
    expect(h.map((l) => l.key)).toEqual([
      'firstGame.hint.orbs.defend',
      'firstGame.hint.orbs.convert',
      'firstGame.hint.orbs.end',
    ]);
  });

  it('Orbs: in the Main Phase, play an Orb, attack, convert the card you cannot pay for', () => {
    const legal: OrbsAction[] = [
      { type: 'endPhase' },
      { type: 'play', card: 4, from: 'hand' },
      { type: 'bench', card: 4 },
      { type: 'attack', card: 1 },
      { type: 'convert', card: 4 },
      { type: 'convert', card: 5 },
    ];
    const h = orbsHints(orbs(legal))!;
    expect(h.length).toBe(MAX_SUGGESTIONS + 1);
    expect(h[0]).toEqual({ key: 'firstGame.hint.orbs.play', params: { card: 'Squire' } });
    expect(h[1]).toEqual({ key: 'firstGame.hint.orbs.attack', params: { card: 'Knight', ap: 3 } });
    const all = orbsHints({ ...orbs(legal), turn: 1 })!;
    expect(all.at(-1)!.key).toBe('firstGame.hint.orbs.end');
    // Convert and bench offered: the card main lists no bench for (no payment) is the one to convert.
    const h2 = orbsHints(orbs(legal.filter((a) => a.type === 'convert' || a.type === 'bench')))!;
    expect(h2[0]).toEqual({
      key: 'firstGame.hint.orbs.convertStuck',
      params: { card: 'Fireball' },
    });
  });

  it('Orbs: every line is one sentence, in both languages', async () => {
    const h = [
      ...orbsHints(orbs([{ type: 'defend', card: 1, against: 11 }], { phase: 'defense' }))!,
      ...orbsHints(
        orbs([
          { type: 'play', card: 4, from: 'hand' },
          { type: 'attack', card: 1 },
          { type: 'convert', card: 5 },
          { type: 'bench', card: 4 },
        ]),
      )!,
    ];
    for (const [lng, fg] of [
      ['en', firstGameEn],
      ['cs', firstGameCs],
    ] as const) {
      const i18n = createInstance();
      await i18n.init({
        lng,
        resources: { [lng]: { translation: { firstGame: fg } } },
        interpolation: { escapeValue: false },
      });
      for (const l of h) {
        const text = i18n.t(l.key, l.params);
        expect(text, l.key).not.toBe(l.key);
        expect(text.match(/[.!?](\s|$)/g)?.length ?? 0, text).toBeLessThanOrEqual(1);
      }
    }
  });
});

const orbCard = (id: number, cardId: string, owner: 0 | 1, over: Partial<OrbsCardView> = {}) =>
  ({ id, cardId, owner, ap: 2, isOrb: true, attacking: false, ...over }) as OrbsCardView;
const NAMES: Record<number, string> = {
  1: 'Knight',
  4: 'Squire',
  5: 'Fireball',
  11: 'Imp',
  12: 'Imp',
};

function orbs(legal: OrbsAction[], over: Partial<OrbsView> = {}): OrbsHintInput {
  const view = {
    viewer: 0,
    turn: 3,
    active: 0,
    phase: 'main',
    winner: null,
    players: [
      {
        play: [orbCard(1, 'knight', 0, { ap: 3 })],
        hand: [orbCard(4, 'squire', 0), orbCard(5, 'fireball', 0, { isOrb: false })],
      },
      {
        play: [
          orbCard(11, 'imp', 1, { attacking: true, ap: 2 }),
          orbCard(12, 'imp', 1, { attacking: over.phase === 'defense', ap: 3 }),
        ],
        hand: null,
      },
    ],
    ...over,
  } as unknown as OrbsView;
  return {
    turn: view.turn,
    yourMove: true,
    view,
    idx: indexActions(legal),
    name: (id) => NAMES[id] ?? `#${id}`,
  };
}
