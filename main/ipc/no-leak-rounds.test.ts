/**
 * Issue #32 item 10: the no-leak property (no-leak.test.ts) over what landed since it was
 * written, through the real services (dispatch → handlers → sessions → saves):
 *  - a rematch ("play this draft again") against the computer: every message of the rematch
 *    is checked like a game's, its hand seed is in none, and neither seat's hand row of the
 *    rematch is the one the first game's replay shows from that seat (the hidden orders come
 *    from fresh entropy);
 *  - puzzle hints and solution steps: the views are checked, and a hint never names a card the
 *    player cannot see (the solver knows the computer's hand; in Clash the opponent's drafted
 *    cards are public, only which are still in hand and their order is hidden, so the names
 *    check bites in Orbs: it fails when a hint names the computer's hand);
 *  - gauntlet games: each game of a run is checked like any game, and the run's own answers
 *    (start, play, current, finished) carry none of its games' seeds.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../shell/compose';
import { randomComputer, type AnyRules } from '../services/game-sessions';
import { gameRegistry } from '../games/registry';
import { CLASH_CARDS } from '../games/clash/index';
import type { ClashState } from '../games/clash/types';
import type { OrbsState } from '../games/orbs/types';
import { COMPILED } from '../games/orbs/cards/pool';
import { cardName } from '../games/orbs/index';
import type { PlayerView } from './contract';
import { checkMessages, containsNumber, type Received } from './fixtures/leak-check';
import { testAppInfo } from './fixtures/app-info';

const dir = mkdtempSync(join(tmpdir(), 'cardhall-no-leak-rounds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const received: Received[] = [];
const services = createServices({
  dataDir: dir,
  registry: gameRegistry,
  appInfo: testAppInfo,
  push: (event, payload) =>
    received.push({ channel: `push ${event}`, json: JSON.stringify(payload), value: payload }),
  computer: randomComputer,
  computerDelayMs: 0,
  puzzleDir: join(__dirname, '..', '..', 'resources', 'puzzles'),
});
afterAll(() => services.dispose());

async function call<T = unknown>(channel: string, arg: unknown): Promise<T> {
  const r = await services.dispatch(channel, arg, { conn: 'page-1' });
  received.push({ channel, json: JSON.stringify(r), value: r.ok ? r.value : null });
  if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
  return r.value as T;
}

const human = { kind: 'human' };
const computer = { kind: 'computer', level: 'random' };

/** Let the computer's 0 ms timers run until it has moved (or the game waits for a human). */
async function settle(gameId: string, count: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await new Promise((r) => setTimeout(r, 0));
    const rec = services.sessions.record(gameId);
    if (!rec || rec.actions.length > count) return;
  }
}

/** Play seat 0 (a human against the computer) with legal actions until the end. */
async function playToEnd(gameId: string, pick: number): Promise<void> {
  let x = pick >>> 0;
  for (let step = 0; step < 2000; step++) {
    const count = services.sessions.record(gameId)!.actions.length;
    const pv = await call<PlayerView>('game.view', { gameId, player: 0 });
    if (pv.outcome !== null) return;
    if (pv.toMove !== 0 || !pv.legalActions) {
      await settle(gameId, count);
      continue;
    }
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    await call('game.act', {
      gameId,
      player: 0,
      action: pv.legalActions[x % pv.legalActions.length],
    });
  }
  throw new Error('the game did not end');
}

/** Every leak in the messages received since `from` about `gameId`. */
function problemsOf(gameId: string, from: number, seeds = true): string[] {
  const rec = services.sessions.record(gameId)!;
  return checkMessages(gameId, rec, gameRegistry[rec.game] as AnyRules, received.slice(from), {
    seeds,
  });
}

/** The true state of an open game now (rebuilt from its record). */
function stateOf(gameId: string): unknown {
  const rec = services.sessions.record(gameId)!;
  const rules = gameRegistry[rec.game] as AnyRules;
  const state = rules.create(structuredClone(rec.options), rec.seed);
  for (const a of rec.actions) rules.apply(state, structuredClone(a));
  return state;
}

describe('no hidden information through a rematch, a puzzle hint or a gauntlet game', () => {
  it('a rematch of a draft against the computer: nothing of it leaks, and no hand row follows from the first game or its replay (both seats)', async () => {
    const from = received.length;
    const first = await call<{ gameId: string }>('game.start', {
      game: 'clash',
      options: { mode: 'draft', pool: 'initiation' },
      seats: [human, computer],
    });
    await playToEnd(first.gameId, 11);
    expect(problemsOf(first.gameId, from)).toEqual([]);
    await services.saves.settled(first.gameId);
    const draft = await call<{ id: string }>('drafts.save', { gameId: first.gameId });
    services.sessions.close(first.gameId);

    // What the first game's replay shows of each seat's hand row once the draft is over.
    const index = await call<{ total: number }>('replays.open', { replayId: first.gameId });
    const rowsShown: string[][] = [];
    for (const player of [0, 1] as const) {
      let row: string[] | null = null;
      for (let step = 0; step <= index.total && row === null; step++) {
        const v = await call<{ view: { phase: string; players: { hand: (string | null)[] }[] } }>(
          'replay.view',
          { replayId: first.gameId, step, player },
        );
        if (v.view.phase === 'summoning')
          row = v.view.players[player]!.hand.filter((c): c is string => c !== null);
      }
      expect(row, `the replay shows seat ${player}'s hand`).not.toBeNull();
      rowsShown.push(row!);
    }

    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const at = received.length;
      const again = await call<{ gameId: string }>('drafts.play', {
        draftId: draft.id,
        seats: [human, computer],
      });
      const rec = services.sessions.record(again.gameId)!;
      const handSeed = (rec.options as { handSeed?: number }).handSeed;
      expect(typeof handSeed).toBe('number');
      const state = stateOf(again.gameId) as ClashState;
      expect(state.phase).toBe('summoning');
      for (const p of [0, 1] as const) {
        const row = state.players[p].hand.flatMap((c) =>
          CLASH_CARDS[c] ? [CLASH_CARDS[c].id] : [],
        );
        expect([...row].sort()).toEqual([...rowsShown[p]!].sort());
        expect(row, `seat ${p}'s hand row is the one the first replay shows`).not.toEqual(
          rowsShown[p],
        );
        seen.add(JSON.stringify([p, row]));
      }
      await playToEnd(again.gameId, 100 + i);
      await services.saves.settled(again.gameId);
      await call('replays.list', undefined);
      await call('drafts.list', undefined);
      const messages = received.slice(at);
      expect(
        messages.filter((m) => containsNumber(m.json, handSeed!)).map((m) => m.channel),
      ).toEqual([]);
      expect(problemsOf(again.gameId, at)).toEqual([]);
      services.sessions.close(again.gameId);
    }
    expect(seen.size).toBe(6);
    console.log(
      `[no-leak-rounds] 3 rematches, ${received.length - from} page-bound messages checked`,
    );
  }, 120_000);

  it('puzzle hints name no card the player cannot see, and the solution steps show no hidden card', async () => {
    let hints = 0;
    for (const game of ['clash', 'orbs'] as const) {
      const list = await call<{ puzzles: { key: string }[] }>('puzzles.list', { game });
      for (const { key } of list.puzzles.slice(0, 3)) {
        const from = received.length;
        const started = await call<{ gameId: string }>('puzzles.start', { key });
        const gameId = started.gameId;
        for (let step = 0; step < 12; step++) {
          const status = await call<{ status: string }>('puzzles.status', { gameId });
          if (status.status !== 'open') break;
          const pv = await call<PlayerView>('game.view', { gameId, player: 0 });
          if (pv.toMove !== 0) {
            await settle(gameId, services.sessions.record(gameId)!.actions.length);
            continue;
          }
          const hint = await call<{ found: boolean; words?: { en: string } }>('puzzles.hint', {
            gameId,
          });
          if (!hint.found) break;
          hints++;
          const hidden = hiddenNames(game, stateOf(gameId), JSON.stringify(pv));
          for (const name of hidden)
            expect(hint.words!.en, `${key}: the hint names a hidden ${name}`).not.toContain(name);
          const count = services.sessions.record(gameId)!.actions.length;
          await call('puzzles.step', { gameId });
          await settle(gameId, count + 1);
        }
        // A puzzle's seeds are fixed and public (1, and the file's computer seed).
        expect(problemsOf(gameId, from, false)).toEqual([]);
        services.sessions.close(gameId);
      }
    }
    expect(hints).toBeGreaterThanOrEqual(6);
    console.log(`[no-leak-rounds] 6 puzzles, ${hints} hints checked`);
  }, 180_000);

  it('gauntlet games and the run answers carry no seed and show no hidden card', async () => {
    const from = received.length;
    const run = await call<{ runId: string }>('gauntlet.start', { game: 'clash' });
    const games: string[] = [];
    for (let i = 0; i < 2; i++) {
      const at = received.length;
      const played = await call<{ started: { gameId: string } }>('gauntlet.play', {
        runId: run.runId,
      });
      const gameId = played.started.gameId;
      games.push(gameId);
      await playToEnd(gameId, 7 + i);
      await services.saves.settled(gameId);
      expect(problemsOf(gameId, at)).toEqual([]);
      const current = await call<{ run: { status: string } | null }>('gauntlet.current', {
        game: 'clash',
      });
      if (!current.run || current.run.status !== 'playing') break;
    }
    await call('gauntlet.finished', undefined);
    // Every game's seeds, in none of the run's messages (the other games' included).
    for (const gameId of games) {
      const rec = services.sessions.record(gameId)!;
      const carrying = received
        .slice(from)
        .filter(
          (m) => containsNumber(m.json, rec.seed) || containsNumber(m.json, rec.computerSeed),
        );
      expect(carrying.map((m) => m.channel)).toEqual([]);
    }
    expect(received.filter((m) => m.json.includes(dir)).map((m) => m.channel)).toEqual([]);
    console.log(
      `[no-leak-rounds] gauntlet: ${games.length} games, ${received.length - from} messages checked`,
    );
  }, 180_000);
});

/** Names of the cards hidden from player 0 that its view (`viewJson`) does not show anyway. */
function hiddenNames(game: 'clash' | 'orbs', state: unknown, viewJson: string): string[] {
  const out = new Set<string>();
  if (game === 'clash') {
    const s = state as ClashState;
    for (const c of s.players[1].hand) {
      const card = CLASH_CARDS[c];
      if (card && !viewJson.includes(`"${card.id}"`)) out.add(card.name);
    }
  } else {
    const s = state as OrbsState;
    for (const inst of s.cards) {
      const hidden =
        inst.zone === 'deck' ||
        ((inst.zone === 'hand' || inst.zone === 'bench') && inst.owner !== 0);
      const def = COMPILED[inst.def]!.def;
      const name = cardName(def, 'en');
      if (hidden && !viewJson.includes(`"${def.id}"`) && !viewJson.includes(name)) out.add(name);
    }
  }
  return [...out];
}
