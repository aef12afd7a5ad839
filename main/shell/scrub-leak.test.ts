/**
 * Issue #32 item 6, through the real services (createServices) and the real log file: a
 * computer move the engine refuses, and a replay today's rules refuse, never put a hidden
 * card's name in an answer, a push or the log. The engine's refusal does name the card (each
 * test checks that first, so it can fail); only its code leaves main. A broken replay answers
 * `rule` / `replay-broken` and is listed as broken.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from './compose';
import { LOG_FILE, openAppLog } from './log/app-log';
import { gameRegistry } from '../games/registry';
import { ORBS_CARDS, READY_DECKS, type OrbsAction, type OrbsState } from '../games/orbs';
import { openSaveStoreSync } from '../services/open-save-store-sync';
import type { ComputerPlayer } from '../services/game-sessions';
import { testAppInfo } from '../ipc/fixtures/app-info';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const orbs = gameRegistry.orbs!;
const OPTIONS = { decks: [READY_DECKS[0]!.cards, READY_DECKS[1]!.cards], first: 1 as const };

/** A hand card of the player to move whose refused play names it; null if none right now. */
function refusedNamingPlay(state: OrbsState): { action: OrbsAction; name: string } | null {
  const me = state.active;
  for (const id of state.players[me].hand) {
    const name = ORBS_CARDS[state.cards[id]!.def]!.name;
    for (const action of [
      { type: 'play', card: id, from: 'hand' },
      { type: 'bench', card: id },
    ] as OrbsAction[]) {
      const r = orbs.apply(orbs.clone(state), action as never);
      if (!r.ok && r.error.message.includes(name)) return { action, name };
    }
  }
  return null;
}

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'cardhall-scrub-leak-'));
  dirs.push(dir);
  const out: string[] = [];
  const log = openAppLog(dir);
  return {
    dir,
    out,
    logText: () => {
      try {
        return readFileSync(join(log.folder, LOG_FILE), 'utf8');
      } catch {
        return '';
      }
    },
    services: (computer?: ComputerPlayer) => {
      const s = createServices({
        dataDir: dir,
        registry: gameRegistry,
        appInfo: testAppInfo,
        push: (event, payload) => out.push(`push ${event} ${JSON.stringify(payload)}`),
        ...(computer ? { computer } : {}),
        computerDelayMs: 0,
        log,
      });
      const call = async (channel: string, arg?: unknown) => {
        const r = await s.dispatch(channel, arg, { conn: 'page-1' });
        out.push(`${channel} ${JSON.stringify(r)}`);
        return r as {
          ok: boolean;
          value?: Record<string, unknown> & { replays?: { id: string; broken: boolean }[] };
          error?: { code: string; ruleCode?: string };
        };
      };
      return { s, call };
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('no hidden card in a message (issue #32 item 6)', () => {
  it('a computer move the engine refuses: its card is named in no answer, push or log line', async () => {
    const t = setup();
    let hidden: string | null = null;
    // Ends its phases until one of its hand cards can be played wrongly in a way the engine
    // names; then plays exactly that.
    const computer: ComputerPlayer = {
      choose({ state, rules }) {
        const found = refusedNamingPlay(state as OrbsState);
        if (found) {
          hidden = found.name;
          return found.action;
        }
        const legal = rules.legalActions(state) as OrbsAction[];
        return legal.find((a) => a.type === 'endPhase') ?? legal[0];
      },
    };
    const { s, call } = t.services(computer);
    const started = await call('game.start', {
      game: 'orbs',
      options: OPTIONS,
      seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy' }],
    });
    expect(started.ok).toBe(true);
    const gameId = started.value!['gameId'] as string;
    let stalled: { code: string } | undefined;
    for (let i = 0; i < 300 && !stalled; i++) {
      await tick();
      const v = await call('game.view', { gameId, player: 0 });
      if (!v.ok) break;
      if (v.value!['toMove'] !== 0) continue;
      const legal = (v.value!['legalActions'] ?? []) as OrbsAction[];
      const r = await call('game.act', {
        gameId,
        player: 0,
        action: legal.find((a) => a.type === 'endPhase') ?? legal[0],
      });
      if (!r.ok) stalled = r.error;
    }
    // The computer did play a refused move naming a card of its hand, and the game stopped.
    expect(hidden).not.toBeNull();
    const act = await call('game.act', { gameId, player: 0, action: { type: 'endPhase' } });
    expect(act).toMatchObject({ ok: false, error: { code: 'internal' } });
    await s.shutdown();
    const log = t.logText();
    for (const text of [...t.out, log]) expect(text).not.toContain(hidden!);
    expect(log).toContain(`computer action rejected in ${gameId}`);
    expect(t.out.join('\n')).toContain('computer action rejected (');
  });

  it('replays today’s rules refuse answer replay-broken, are listed as broken, and name no card', async () => {
    const t = setup();
    // A replay whose fourth action the rules refuse with the card's name, and one whose
    // options (a deck with a card today's rules do not know) they refuse.
    const state = orbs.create(orbs.normalizeOptions!(OPTIONS as never), 3) as OrbsState;
    const actions: unknown[] = [];
    let named: { action: OrbsAction; name: string } | null = null;
    for (let i = 0; i < 40 && !named; i++) {
      named = refusedNamingPlay(state);
      if (named) break;
      const legal = orbs.legalActions(state) as OrbsAction[];
      const a = legal.find((x) => x.type === 'endPhase') ?? legal[0]!;
      expect(orbs.apply(state, a as never).ok).toBe(true);
      actions.push(a);
    }
    expect(named).not.toBeNull();
    const store = openSaveStoreSync({ root: t.dir, appVersion: '0.1.0' });
    const seats = [{ name: 'A' }, { name: 'B' }];
    await store.startGame({
      id: 'refused-action',
      game: 'orbs',
      options: OPTIONS,
      seed: 3,
      mode: { kind: 'hotseat' },
      seats,
      actions: [...actions, named!.action],
    });
    await store.finishGame('refused-action', { winner: 0 });
    const unknownCard = 'Zzyzx the Unreleased';
    const badDeck = [...READY_DECKS[0]!.cards.slice(1), unknownCard];
    await store.startGame({
      id: 'refused-options',
      game: 'orbs',
      options: { decks: [badDeck, READY_DECKS[1]!.cards] },
      seed: 3,
      mode: { kind: 'hotseat' },
      seats,
      actions: [],
    });
    await store.finishGame('refused-options', { winner: 1 });
    expect(() => orbs.create({ decks: [badDeck, READY_DECKS[1]!.cards] } as never, 3)).toThrow(
      unknownCard,
    );

    const { s, call } = t.services();
    const list = await call('replays.list');
    const rows = list.value!.replays!;
    expect(rows.map((r) => [r.id, r.broken]).sort()).toEqual([
      ['refused-action', true],
      ['refused-options', true],
    ]);
    for (const replayId of ['refused-action', 'refused-options']) {
      const opened = await call('replays.open', { replayId });
      const viewed = await call('replay.view', { replayId, step: 999, player: 1 });
      for (const r of [opened, viewed])
        expect(r).toMatchObject({ ok: false, error: { code: 'rule', ruleCode: 'replay-broken' } });
    }
    await s.shutdown();
    const log = t.logText();
    expect(log).toContain('could not be rebuilt');
    for (const text of [...t.out, log]) {
      expect(text).not.toContain(named!.name);
      expect(text).not.toContain(unknownCard);
    }
  });
});
