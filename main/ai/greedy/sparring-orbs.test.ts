/**
 * The stronger Orbs sparring player (issue #34 item 4): deterministic for a seed, decides from
 * its seat's view only, always legal, and where one opponent turn of look-ahead matters it
 * chooses otherwise than today's greedy player.
 */
import { describe, expect, it } from 'vitest';
import { orbsRules, READY_DECKS } from '../../games/orbs/index';
import type { OrbsState } from '../../games/orbs/types';
import { loadSetup } from '../../games/orbs/scenario-adapter';
import { playArenaGame } from '../arena';
import { AI_CARDS } from '../orbs/cards';
import { withHiddenSwapped } from '../orbs/hidden-swap.fixture';
import { greedyOrbs } from './orbs';
import { SPARRING_DEFAULTS, sparringOrbs } from './sparring-orbs';

/** Greedy self-play to a mid-game position (the full state; decisions from views). */
function midGame(seed: number, actions: number): { s: OrbsState; decks: [string[], string[]] } {
  const decks: [string[], string[]] = [READY_DECKS[0]!.cards, READY_DECKS[3]!.cards];
  const s = orbsRules.create({ decks }, seed);
  // `actions` moves, then on to a choice with the opponent holding cards (something hidden).
  const ready = (): boolean => {
    const p = orbsRules.toMove(s)!;
    return s.players[1 - p]!.hand.length > 0 && orbsRules.legalActions(s).length > 2;
  };
  for (let i = 0; orbsRules.toMove(s) !== null && (i < actions || !ready()); i++) {
    const p = orbsRules.toMove(s)!;
    const a = greedyOrbs(orbsRules.view(s, p), p, { deck: decks[p] }, i);
    expect(orbsRules.apply(s, a).ok).toBe(true);
  }
  expect(orbsRules.toMove(s)).not.toBeNull();
  return { s, decks };
}

describe('the Orbs sparring player', () => {
  it('is deterministic for a seed', () => {
    const { s, decks } = midGame(7, 60);
    const me = orbsRules.toMove(s)!;
    const view = orbsRules.view(s, me);
    const a = sparringOrbs(view, me, { deck: decks[me] }, 123);
    const b = sparringOrbs(structuredClone(view), me, { deck: decks[me] }, 123);
    expect(b).toEqual(a);
  });

  it('decides from the view: hidden hands and deck orders do not change its move', () => {
    for (const [seed, n] of [
      [44, 40],
      [45, 61],
      [46, 90],
    ] as const) {
      const { s, decks } = midGame(seed, n);
      const me = orbsRules.toMove(s)!;
      const opp = (1 - me) as 0 | 1;
      const t = withHiddenSwapped(s, me);
      expect(JSON.stringify(t.players[opp].hand)).not.toBe(JSON.stringify(s.players[opp].hand));
      expect(JSON.stringify(orbsRules.view(t, me))).toBe(JSON.stringify(orbsRules.view(s, me)));
      const k = { deck: decks[me] };
      expect(sparringOrbs(orbsRules.view(t, me), me, k, 31)).toEqual(
        sparringOrbs(orbsRules.view(s, me), me, k, 31),
      );
    }
  });

  it('plays whole arena games with legal moves only (the arena applies them through the rules)', () => {
    for (const seed of [3, 4]) {
      const r = playArenaGame({
        game: 'orbs',
        levels: seed % 2 ? ['greedy', 'sparring'] : ['sparring', 'greedy'],
        seed,
      });
      expect(r.actions).toBeGreaterThan(20);
      expect(r.winner).not.toBeNull();
      expect(r.decisions.some((d) => d.level === 'sparring')).toBe(true);
    }
  });

  it('holds a defender back against a lethal counterattack that greedy walks into', () => {
    // 4 HP against two Blazing Imps (3/1, 1 damage each when they attack). Greedy counts the
    // Imps' AP only (3 left after one blocker < 4 HP) and attacks with the Knight; then the
    // Imps attack (2 damage), the Wall stops one, the other deals 3: −1 HP, lost. Kept home,
    // the Knight would kill an Imp it blocks, so the Imps do not attack.
    const deck = ['Stone Knight', 'Squire', 'Paladin', 'Squire', 'Stone Knight'];
    const s = loadSetup({
      turn: 9,
      active: 0,
      phase: 'main',
      players: [
        {
          hp: 4,
          capacity: { yellow: 3 },
          energy: {},
          converted: true,
          deck,
          play: ['Stone Knight', 'Coral Wall'],
        },
        {
          hp: 18,
          capacity: { red: 3 },
          deck: Array(30).fill('Ember Imp'),
          play: ['Blazing Imp', 'Blazing Imp'],
        },
      ],
    });
    const knight = s.players[0].play[0]!;
    const view = orbsRules.view(s, 0);
    for (const seed of [1, 2, 3]) {
      expect(greedyOrbs(view, 0, undefined, seed)).toEqual({ type: 'attack', card: knight });
      expect(sparringOrbs(view, 0, undefined, seed)).toEqual({ type: 'endPhase' });
    }
    // With no work left after the first candidate (the greedy move), it plays greedy's move.
    const spent = { ...SPARRING_DEFAULTS, work: 1 };
    expect(sparringOrbs(view, 0, undefined, 1, spent)).toEqual({ type: 'attack', card: knight });
    // Greedy's line does lose: after its attack, greedy on both sides.
    const t = orbsRules.clone(s);
    expect(orbsRules.apply(t, { type: 'attack', card: knight }).ok).toBe(true);
    for (let n = 0; n < 50 && t.winner === null && !(t.turn === 11 && t.phase === 'main'); n++) {
      const p = orbsRules.toMove(t)!;
      expect(orbsRules.apply(t, greedyOrbs(orbsRules.view(t, p), p, undefined, n)).ok).toBe(true);
    }
    expect(t.winner).toBe(1);
  });

  it('springs a likely attack trap with its smallest attacker, where greedy sends its biggest', () => {
    // The opponent shows black-graveyard cards (the only ready deck with them, whose one
    // trap is Death Snare: destroy the first Orb declared as an attacker) and has one card
    // face down on the Bench. Greedy attacks with the Magma Hulk (5/4) first; the sparring
    // player's deals hold a Death Snare there most of the time, so the Clockwork Mouse goes
    // first. Over 20 seeds (3 deals each) it must bait at least 15 times.
    const deck = Array(20).fill('Gray Golem');
    const s = loadSetup({
      turn: 9,
      active: 0,
      phase: 'main',
      players: [
        {
          hp: 18,
          capacity: { red: 3 },
          energy: {},
          converted: true,
          deck,
          play: ['Magma Hulk', 'Clockwork Mouse'],
        },
        {
          hp: 18,
          capacity: { black: 3 },
          deck: Array(30).fill('Grave Ghoul'),
          bench: ['Death Snare'],
          play: ['Ossuary'],
          graveyard: ['Grave Ghoul', 'Bone Rattler'],
        },
      ],
    });
    const [hulk, mouse] = s.players[0].play as [number, number];
    expect(AI_CARDS[s.cards[hulk]!.def]!.def.name).toBe('Magma Hulk');
    const view = orbsRules.view(s, 0);
    let bait = 0;
    for (let seed = 1; seed <= 20; seed++) {
      expect(greedyOrbs(view, 0, undefined, seed)).toEqual({ type: 'attack', card: hulk });
      const a = sparringOrbs(view, 0, undefined, seed);
      if (a.type === 'attack' && a.card === mouse) bait++;
    }
    expect(bait).toBeGreaterThanOrEqual(15);
  });

  it('is not in the menus nor a level of the AI service', async () => {
    const names = await import('../level-names');
    expect(names.SPARRING_LEVELS).toContain('sparring');
    expect((names.AI_LEVELS as readonly string[]).includes('sparring')).toBe(false);
    expect((names.MENU_LEVELS as readonly string[]).includes('sparring')).toBe(false);
  });
});
