import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameRegistry } from '../games/registry';
import { GAME_HOOKS } from '../puzzles/game-hooks';
import { solveShortest } from '../puzzles/solver';
import { gameStats } from './gauntlet-game-stats';

const SHIPPED = join(import.meta.dirname, '..', '..', 'resources', 'puzzles');
const setupOf = (game: string, file: string): unknown =>
  (JSON.parse(readFileSync(join(SHIPPED, game, file), 'utf8')) as { setup: unknown }).setup;

/** A replay of a shipped puzzle's position played to the win along its shortest solution. */
function solvedReplay(game: 'clash' | 'orbs', file: string) {
  const options = { position: setupOf(game, file) };
  const rules = gameRegistry[game]!;
  const state = rules.create(options, 1) as { turn: number; players: { hp?: number }[] };
  const solved = solveShortest(GAME_HOOKS[game], state, {
    goal: { kind: 'win-this-turn' },
    startTurn: state.turn,
    movesLeft: 6,
    maxNodes: 100_000,
  });
  if (solved.status !== 'solved') throw new Error(solved.status);
  const actions = solved.line.map((m) => m.action);
  for (const a of actions) rules.apply(state, structuredClone(a));
  return { replay: { game, options, seed: 1, actions }, end: state, actions };
}

describe("a gauntlet game's figures from its replay", () => {
  it('Orbs: the damage to the opponent, none taken, the cards played, the turn', () => {
    const { replay, end, actions } = solvedReplay('orbs', '01-below-zero.json');
    const stats = gameStats(replay)!;
    // The opponent started at 2 HP and nothing healed it.
    expect(stats.dealt).toBe(2 - end.players[1]!.hp!);
    expect(stats.dealt).toBeGreaterThan(2);
    expect(stats.taken).toBe(0);
    expect(stats.played).toBe(
      actions.filter((a) => (a as { type: string }).type === 'play').length,
    );
    expect(stats.played).toBeGreaterThan(0);
    expect(stats.turns).toBe(end.turn);
  });

  it('Clash: the incantation cast counts as played, its damage on the enemy creature as dealt', () => {
    const { replay, end, actions } = solvedReplay('clash', '01-clear-the-way.json');
    const stats = gameStats(replay)!;
    expect(stats.played).toBe(
      actions.filter((a) => (a as { type: string }).type === 'play').length,
    );
    expect(stats.played).toBe(1);
    expect(stats.dealt).toBeGreaterThan(0);
    expect(stats.taken).toBe(0);
    expect(stats.turns).toBe(end.turn);
  });

  it('a replay that does not replay gives no figures', () => {
    const { replay } = solvedReplay('orbs', '01-below-zero.json');
    expect(gameStats({ ...replay, actions: [{ type: 'attack', card: 999 }] })).toBeNull();
    expect(gameStats({ ...replay, options: { decks: 'nope' } })).toBeNull();
  });
});
