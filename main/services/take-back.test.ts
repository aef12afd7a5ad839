import { describe, expect, it } from 'vitest';
import { createGameSessions, type Cancel } from './game-sessions';
import { undoableCount, takeBacksAllowed } from './take-back';
import { gameRegistry } from '../games/registry';
import { READY_DECKS } from '../games/orbs';
import { seedRng, randInt } from '../engine/rng';
import type { GameId, PlayerId } from '../engine/types';
import type { PlayerView } from './types';
import { takeBackBarrier as orbsBarrier } from '../games/orbs/rules/take-back';
import { takeBackBarrier as clashBarrier } from '../games/clash/rules/take-back';
import { orbsRules } from '../games/orbs';
import { clashRules } from '../games/clash';

const human = { kind: 'human' as const };
const cpu = { kind: 'computer' as const, level: 'random' as const };
const orbsOptions = { decks: [READY_DECKS[0]!.cards, READY_DECKS[1]!.cards] };
const clashDraft = { mode: 'draft' };
const clashBox = { mode: 'preconstructed', decks: [1, 2] };

function harness() {
  const timers: (() => void)[] = [];
  const sessions = createGameSessions({
    registry: gameRegistry,
    push: () => {},
    schedule: (run): Cancel => {
      timers.push(run);
      return () => {
        const i = timers.indexOf(run);
        if (i >= 0) timers.splice(i, 1);
      };
    },
    logError: () => {},
  });
  const runTimers = () => {
    while (timers.length) timers.shift()!();
  };
  return { sessions, runTimers };
}

function viewOf(sessions: ReturnType<typeof harness>['sessions'], id: string, p: PlayerId) {
  const v = sessions.view(id, p);
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

describe('take-back: the session half (pure)', () => {
  it('counts only the trailing own actions up to a barrier', () => {
    const marks = [
      { by: 0 as const, barrier: true },
      { by: 0 as const, barrier: false },
      { by: 0 as const, barrier: false },
    ];
    expect(undoableCount(marks, 0)).toBe(2);
    expect(undoableCount(marks, 1)).toBe(0);
    expect(undoableCount([...marks, { by: 1, barrier: false }], 0)).toBe(0);
  });
  it('follows the setting: vs computer by default, hotseat only with "all"', () => {
    expect(takeBacksAllowed('computer', [human, cpu])).toBe(true);
    expect(takeBacksAllowed('computer', [human, human])).toBe(false);
    expect(takeBacksAllowed('all', [human, human])).toBe(true);
    expect(takeBacksAllowed('off', [human, cpu])).toBe(false);
  });
});

describe('take-back barriers of each game', () => {
  it('Orbs: the turn-start draw and a random choice are barriers; converting is not', () => {
    const s = orbsRules.create(structuredClone(orbsOptions) as never, 7);
    const before = orbsRules.clone(s);
    const convert = orbsRules.legalActions(s).find((a) => a.type === 'convert');
    expect(convert).toBeDefined();
    const r = orbsRules.apply(s, convert!);
    expect(r.ok && orbsBarrier(before, r.events, s)).toBe(false);
    const drew = [{ type: 'drew', player: 0, card: { id: 1, cardId: null } }] as const;
    expect(orbsBarrier(before, drew as never, before)).toBe(true);
    const moved = orbsRules.clone(before);
    moved.rng[0] = (moved.rng[0] + 1) >>> 0;
    expect(orbsBarrier(before, [], moved)).toBe(true);
  });
  it('Clash: a summon is not a barrier; the assault and a draft reveal are', () => {
    const s = clashRules.create(structuredClone(clashBox) as never, 3);
    const before = clashRules.clone(s);
    const play = clashRules.legalActions(s).find((a) => a.type === 'play');
    const r = clashRules.apply(s, play!);
    expect(r.ok && clashBarrier(before, r.events, s)).toBe(false);
    const mid = clashRules.clone(s);
    const r2 = clashRules.apply(s, { type: 'assault' });
    expect(r2.ok && clashBarrier(mid, r2.events, s)).toBe(true);
    const reveal = [{ type: 'roundRevealed', round: 1, firstPicker: 0, cards: [] }] as const;
    expect(clashBarrier(before, reveal as never, before)).toBe(true);
  });
});

/**
 * Random games with take-backs turned on everywhere: whenever main offers a take-back, taking
 * it back must give the player exactly a view they already had before that action — so an undo
 * can never show a card they had not seen — and a draw, a trap or a new turn is never undone.
 */
function playWithTakeBacks(game: GameId, options: unknown, seed: number) {
  const { sessions } = harness();
  sessions.setTakeBackPolicy('all');
  const started = sessions.start({ game, options, seed, seats: [human, human] });
  if (!started.ok) throw new Error(started.error.message);
  const id = started.value.gameId;
  const rng = seedRng(seed ^ 0x5eed);
  // The views each player saw, by action count.
  const seen = new Map<string, PlayerView['view']>();
  let undos = 0;
  let barriersMet = 0;
  for (let step = 0; step < 400; step++) {
    const toMove = viewOf(sessions, id, 0).toMove;
    if (toMove === null) break;
    const pv = viewOf(sessions, id, toMove);
    seen.set(`${toMove}:${pv.actionCount}:${JSON.stringify(pv.view)}`, pv.view);
    if (pv.takeBack && randInt(rng, 3) === 0) {
      const r = sessions.takeBack(id, toMove);
      expect(r.ok).toBe(true);
      if (!r.ok) break;
      undos++;
      const after = r.value.view;
      expect(after.actionCount).toBe(pv.actionCount - 1);
      // Exactly a view this player had before: nothing new shown.
      expect(seen.has(`${toMove}:${after.actionCount}:${JSON.stringify(after.view)}`)).toBe(true);
      continue;
    }
    const legal = pv.legalActions!;
    const action = legal[randInt(rng, legal.length)];
    const r = sessions.act(id, toMove, action);
    if (!r.ok) throw new Error(r.error.message);
    const events = r.value.events as { type: string }[];
    const revealing = ['drew', 'trapRevealed', 'milled', 'turnStarted', 'roundRevealed'];
    if (events.some((e) => revealing.includes(e.type))) {
      barriersMet++;
      expect(r.value.view.takeBack).toBe(false);
      const refused = sessions.takeBack(id, toMove);
      expect(refused.ok).toBe(false);
    }
  }
  return { undos, barriersMet };
}

describe('take-back in whole games (hotseat, take-backs on)', () => {
  it('Orbs: every take-back lands on a view the player had; never past a draw', () => {
    let undos = 0;
    for (const seed of [1, 2, 3]) undos += playWithTakeBacks('orbs', orbsOptions, seed).undos;
    expect(undos).toBeGreaterThan(5);
  });
  it('Clash (draft and box decks): the same, and a summoning window can be taken back whole', () => {
    let undos = 0;
    for (const seed of [1, 2]) {
      undos += playWithTakeBacks('clash', clashDraft, seed).undos;
      undos += playWithTakeBacks('clash', clashBox, seed).undos;
    }
    expect(undos).toBeGreaterThan(5);
  });
});

describe('take-back against the computer', () => {
  it('undoes the human move of this turn, never the computer one', () => {
    const { sessions, runTimers } = harness();
    const started = sessions.start({
      game: 'clash',
      options: clashBox,
      seed: 4,
      seats: [human, cpu],
    });
    if (!started.ok) throw new Error(started.error.message);
    const id = started.value.gameId;
    runTimers();
    let pv = viewOf(sessions, id, 0);
    expect(pv.toMove).toBe(0);
    expect(pv.takeBack).toBe(false); // the turn just started: nothing of ours to undo
    const play = (pv.legalActions as { type: string }[]).filter((a) => a.type === 'play');
    const r1 = sessions.act(id, 0, play[0]);
    expect(r1.ok && r1.value.view.takeBack).toBe(true);
    const r2 = sessions.act(id, 0, { type: 'assault' });
    expect(r2.ok).toBe(true);
    runTimers(); // the computer's turn
    pv = viewOf(sessions, id, 0);
    if (pv.toMove === 0) {
      expect(pv.takeBack).toBe(false);
      expect(sessions.takeBack(id, 0).ok).toBe(false);
    }
  });
  it('is refused when the setting is off, and a computer seat can never take back', () => {
    const { sessions } = harness();
    sessions.setTakeBackPolicy('off');
    const started = sessions.start({
      game: 'clash',
      options: clashBox,
      seed: 4,
      seats: [human, cpu],
    });
    if (!started.ok) throw new Error(started.error.message);
    const id = started.value.gameId;
    const pv = viewOf(sessions, id, 0);
    const play = (pv.legalActions as { type: string }[]).find((a) => a.type === 'play');
    const r = sessions.act(id, 0, play);
    expect(r.ok && r.value.view.takeBack).toBe(false);
    const refused = sessions.takeBack(id, 0);
    expect(!refused.ok && refused.error.ruleCode).toBe('take-back-off');
    expect(!sessions.takeBack(id, 1).ok).toBe(true);
  });
});

describe('concede', () => {
  it('ends the game as a loss for the conceding seat; hotseat: only the one to move', () => {
    const { sessions } = harness();
    const started = sessions.start({
      game: 'orbs',
      options: orbsOptions,
      seed: 9,
      seats: [human, human],
    });
    if (!started.ok) throw new Error(started.error.message);
    const id = started.value.gameId;
    const toMove = viewOf(sessions, id, 0).toMove!;
    const other: PlayerId = toMove === 0 ? 1 : 0;
    const wrong = sessions.concede(id, other);
    expect(!wrong.ok && wrong.error.ruleCode).toBe('not-your-turn');
    const r = sessions.concede(id, toMove);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.view.outcome).toBe(other);
    expect(r.value.view.endReason).toBe('conceded');
    expect(r.value.view.toMove).toBeNull();
    expect(r.value.view.legalActions).toBeNull();
    expect(sessions.outcome(id)).toBe(other);
    expect(sessions.act(id, toMove, { type: 'endPhase' }).ok).toBe(false);
    expect(sessions.concede(id, toMove).ok).toBe(false);
  });
});
