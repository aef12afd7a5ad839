/**
 * The deck lab through dispatch, built by createServices as the app and the browser host
 * build it, with the real AI worker: a small run (easy, one game per pairing) finishes with
 * the right counts and is kept beside the deck (stale once the deck changes); a cancelled run
 * stops and saves nothing; one run per page (`busy`); bad payloads and illegal decks are
 * refused; a damaged result file is set aside and reads as no result.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../shell/compose';
import { randomComputer } from './game-sessions';
import { gameRegistry } from '../games/registry';
import { READY_DECKS } from '../games/orbs/index';
import type { LabDone, LabFailed, LabResults, LabStartResult } from '../ipc/contract';
import { testAppInfoWith } from '../ipc/fixtures/app-info';
import { openedServices, value } from '../shell/fixtures/opened-services';

const opened = openedServices();

const counts = (ids: readonly string[]) => {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return [...m].map(([id, count]) => ({ id, count }));
};

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'cardhall-lab-'));
  const pushes: { event: string; payload: unknown; to: string | undefined }[] = [];
  const waiters: (() => void)[] = [];
  const services = createServices({
    dataDir: dir,
    registry: gameRegistry,
    appInfo: testAppInfoWith({ platform: 'test' }),
    push: (event, payload, to) => {
      pushes.push({ event, payload, to });
      for (const w of waiters.splice(0)) w();
    },
    computerDelayMs: 0,
    computer: randomComputer,
  });
  opened.push({ dir, services });
  const d = (channel: string, arg: unknown, conn = 'page-a') =>
    services.dispatch(channel, arg, { conn });
  /** Resolves with the first push of `event` that `pick` accepts. */
  const until = async (event: string, pick: (p: unknown) => boolean = () => true) => {
    for (let guard = 0; guard < 10_000; guard++) {
      const hit = pushes.find((p) => p.event === event && pick(p.payload));
      if (hit) return hit;
      await new Promise<void>((r) => waiters.push(r));
    }
    throw new Error(`no ${event}`);
  };
  const saveDeck = async (cards: readonly string[], name = 'Mine') =>
    value<{ id: string }>(await d('decks.save', { name, cards: counts(cards) })).id;
  return { dir, services, pushes, d, until, saveDeck };
}

describe('deck lab channels', () => {
  it('a small run finishes with the right counts, is kept, and goes stale when the deck changes', async () => {
    const { d, until, saveDeck, pushes } = setup();
    const cards = READY_DECKS[2]!.cards;
    const deckId = await saveDeck(cards);
    expect(value<LabResults>(await d('lab.results', { deckId }))).toEqual({
      result: null,
      stale: false,
    });
    const start = value<LabStartResult>(await d('lab.start', { deckId, level: 'easy', games: 1 }));
    expect(start.total).toBe(READY_DECKS.length);
    const done = (await until('lab.done')).payload as LabDone;
    expect(done.jobId).toBe(start.jobId);
    const progress = pushes.filter((p) => p.event === 'lab.progress');
    expect(progress.map((p) => (p.payload as { done: number }).done)).toEqual(
      READY_DECKS.map((_, i) => i + 1),
    );
    // Pushed only to the page that asked.
    expect(new Set(pushes.map((p) => p.to))).toEqual(new Set(['page-a']));
    const r = done.result;
    expect(r.level).toBe('easy');
    expect(r.pairings.map((p) => p.opponent)).toEqual(READY_DECKS.map((x) => x.id));
    for (const p of r.pairings) {
      expect(p.games).toBe(1);
      expect(p.wins + p.losses + p.draws).toBe(1);
      expect(p.low).toBeLessThanOrEqual(p.rate);
      expect(p.high).toBeGreaterThanOrEqual(p.rate);
    }
    // Kept beside the deck, and read back (from any page).
    const kept = value<LabResults>(await d('lab.results', { deckId }, 'page-b'));
    expect(kept).toEqual({ result: r, stale: false });
    // The deck changes: the result is stale.
    await d('decks.save', { id: deckId, name: 'Mine', cards: counts([...cards, cards[0]!]) });
    expect(value<LabResults>(await d('lab.results', { deckId })).stale).toBe(true);
    // Deleting the deck deletes its result.
    await d('decks.delete', { id: deckId });
    const res = await d('lab.results', { deckId });
    expect(res.ok ? null : res.error.code).toBe('not-found');
  });

  it('cancel stops the run, saves nothing, and frees the page for the next run', async () => {
    const { dir, d, until, saveDeck } = setup();
    const deckId = await saveDeck(READY_DECKS[0]!.cards);
    const start = value<LabStartResult>(await d('lab.start', { deckId, level: 'easy', games: 50 }));
    await until('lab.progress');
    // One run per page: a second start answers busy; another page may run its own.
    const again = await d('lab.start', { deckId, level: 'easy', games: 1 });
    expect(again.ok ? null : [again.error.code, again.error.ruleCode]).toEqual(['rule', 'busy']);
    expect(
      value<{ cancelled: boolean }>(await d('lab.cancel', { jobId: start.jobId }, 'page-b')),
    ).toEqual({ cancelled: false });
    expect(value<{ cancelled: boolean }>(await d('lab.cancel', { jobId: start.jobId }))).toEqual({
      cancelled: true,
    });
    const failed = (await until('lab.failed')).payload as LabFailed;
    expect(failed).toMatchObject({ jobId: start.jobId, deckId, cancelled: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(join(dir, 'labs', `${deckId}.json`))).toBe(false);
    expect(value<LabResults>(await d('lab.results', { deckId })).result).toBeNull();
    // The page may start again at once.
    const next = await d('lab.start', { deckId, level: 'easy', games: 1 });
    expect(next.ok).toBe(true);
    await until('lab.done');
  });

  it('a page that goes away stops its run', async () => {
    const { services, d, until, saveDeck } = setup();
    const deckId = await saveDeck(READY_DECKS[1]!.cards);
    value<LabStartResult>(await d('lab.start', { deckId, level: 'easy', games: 50 }));
    await until('lab.progress');
    services.releaseConnection('page-a');
    const failed = (await until('lab.failed')).payload as LabFailed;
    expect(failed.cancelled).toBe(true);
  });

  it('refuses bad payloads and illegal or unknown decks', async () => {
    const { d, saveDeck } = setup();
    const deckId = await saveDeck(READY_DECKS[0]!.cards);
    const code = async (arg: unknown) => {
      const r = await d('lab.start', arg);
      return r.ok ? 'ok' : `${r.error.code}${r.error.ruleCode ? `/${r.error.ruleCode}` : ''}`;
    };
    expect(await code({ deckId, level: 'random', games: 1 })).toBe('bad-request');
    expect(await code({ deckId, level: 'easy', games: 0 })).toBe('bad-request');
    expect(await code({ deckId, level: 'easy', games: 51 })).toBe('bad-request');
    expect(await code({ deckId, level: 'easy', games: 1.5 })).toBe('bad-request');
    expect(await code({ deckId, level: 'easy' })).toBe('bad-request');
    expect(await code({ deckId: '../x', level: 'easy', games: 1 })).toBe('bad-request');
    expect(await code({ deckId, level: 'easy', games: 1, extra: 1 })).toBe('bad-request');
    expect(await code({ deckId: 'no-such-deck', level: 'easy', games: 1 })).toBe('not-found');
    const small = await saveDeck(READY_DECKS[0]!.cards.slice(0, 10), 'Small');
    expect(await code({ deckId: small, level: 'easy', games: 1 })).toBe('rule/deck-invalid');
  });

  it('a damaged result file is set aside and reads as no result', async () => {
    const { dir, d, saveDeck } = setup();
    const deckId = await saveDeck(READY_DECKS[0]!.cards);
    writeFileSync(join(dir, 'labs', `${deckId}.json`), '{"kind":"deck-lab","schemaVersion":1,');
    expect(value<LabResults>(await d('lab.results', { deckId }))).toEqual({
      result: null,
      stale: false,
    });
    expect(existsSync(join(dir, 'labs', `${deckId}.json`))).toBe(false);
    expect(readdirSync(join(dir, 'damaged'), { recursive: true }).length).toBeGreaterThan(0);
  });
});
