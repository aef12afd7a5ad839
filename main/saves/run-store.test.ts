import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSaveStore } from './save-store';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

async function store() {
  const root = mkdtempSync(join(tmpdir(), 'cardhall-runs-'));
  roots.push(root);
  return { root, store: await openSaveStore({ root, appVersion: '0.1.0' }) };
}

const RUN = {
  game: 'clash',
  status: 'playing',
  games: [{ gameId: 'g-1', level: 'easy', result: 'won' }],
  current: { gameId: 'g-2', level: 'easy' },
  startedAt: '2026-12-03T12:00:00.000Z',
};

describe('gauntlet run files', () => {
  it('saves a run as a versioned document and reads it back', async () => {
    const { root, store: s } = await store();
    const saved = await s.runs.save(undefined, RUN);
    expect(await s.runs.get(saved.id)).toEqual(saved);
    const file = JSON.parse(readFileSync(join(root, 'runs', `${saved.id}.json`), 'utf8'));
    expect(file).toMatchObject({ kind: 'gauntlet-run', schemaVersion: 1, data: RUN });
    expect(await s.runs.list()).toHaveLength(1);
  });

  it('refuses a run that breaks the schema (nothing written)', async () => {
    const { root, store: s } = await store();
    await expect(s.runs.save(undefined, { ...RUN, game: 'orbs' })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(
      s.runs.save(undefined, { ...RUN, status: 'won', current: RUN.current }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(s.runs.save('../x', RUN)).rejects.toMatchObject({ code: 'invalid-input' });
    expect(readdirSync(join(root, 'runs'))).toEqual([]);
  });

  it('sets a damaged run aside and reports it; the others still list', async () => {
    const { root, store: s } = await store();
    const good = await s.runs.save(undefined, RUN);
    writeFileSync(join(root, 'runs', 'bad.json'), '{"kind":"gauntlet-run","schemaV');
    const list = await s.runs.list();
    expect(list.map((r) => r.id)).toEqual([good.id]);
    expect(s.problems()).toEqual([
      expect.objectContaining({ file: 'runs/bad.json', kind: 'gauntlet-run', reason: 'bad-json' }),
    ]);
    expect(s.problems()[0]!.movedTo).toMatch(/^damaged\//);
    await expect(s.runs.get('bad')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('never overwrites a run from a newer Cardhall', async () => {
    const { root, store: s } = await store();
    const newer = JSON.stringify({
      kind: 'gauntlet-run',
      schemaVersion: 99,
      savedAt: RUN.startedAt,
      appVersion: '9.0.0',
      data: {},
    });
    writeFileSync(join(root, 'runs', 'future.json'), newer);
    await expect(s.runs.get('future')).rejects.toMatchObject({ code: 'newer-version' });
    await expect(s.runs.save('future', RUN)).rejects.toMatchObject({ code: 'newer-version' });
    expect(readFileSync(join(root, 'runs', 'future.json'), 'utf8')).toBe(newer);
  });
});
