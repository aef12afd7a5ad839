/**
 * The one scrubber (issue #32 item 6), fed real error objects: Node's file errors (with the
 * absolute path of a real temporary folder, a path with spaces, a Windows path), a stack, and
 * the answers and pushes they end up in.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scrubOutgoing, scrubText } from './scrub';
import { createDispatch } from './dispatch';
import type { Handlers } from './handlers';
import { fail } from './contract';

const root = mkdtempSync(join(tmpdir(), 'cardhall scrub '));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('did not throw');
}

const realErrors = (): Error[] => {
  writeFileSync(join(root, 'a file'), 'x');
  return [
    thrown(() => readFileSync(join(root, 'Jan Novák', 'games', 'g1.json'))),
    thrown(() => readFileSync(root)),
    thrown(() => mkdirSync(join(root, 'a file', 'sub'))),
    thrown(() => renameSync(join(root, 'missing.tmp'), join(root, 'replays', 'r1.json'))),
  ];
};

describe('scrubText', () => {
  it('leaves no absolute path and no raw Node error text in a real error message', () => {
    for (const err of realErrors()) {
      const out = scrubText(err.message);
      expect(out).not.toContain(root);
      expect(out).not.toContain(tmpdir());
      expect(out).not.toMatch(/no such file|illegal operation|not a directory/);
      expect(out).toMatch(/^E[A-Z]+ \(\w+\)$/);
    }
  });

  it('drops stack lines for the page; the log keeps them and Node’s words, paths shortened', () => {
    const err = realErrors()[0]!;
    expect(scrubText(err.stack!)).toBe('Error: ENOENT (open)');
    const log = scrubText(err.stack!, { forLog: true });
    expect(log).toContain("no such file or directory, open '<path>/g1.json'");
    expect(log).toMatch(/\n\s+at /);
    expect(log).not.toContain(root);
    expect(log).not.toContain('Jan Novák');
  });

  it('shortens Windows and POSIX paths and keeps what is not a path', () => {
    expect(scrubText('cannot read C:\\Users\\Jan\\AppData\\Cardhall\\decks\\d1.json now')).toBe(
      'cannot read <path>/d1.json now',
    );
    expect(scrubText('see /home/jan/.config/Cardhall/games/g1.journal, 1/2 of a/b')).toBe(
      'see <path>/g1.journal, 1/2 of a/b',
    );
    expect(scrubText('player 1 has 3/4 energy')).toBe('player 1 has 3/4 energy');
  });
});

describe('scrubOutgoing', () => {
  it('scrubs every message and detail of an answer or push, and nothing else', () => {
    const [err] = realErrors();
    const payload = {
      problems: [{ file: 'games/g1.json', detail: err!.message, movedTo: null }],
      deck: { name: '/a/b/deck' },
      nested: [{ error: { code: 'save', message: err!.stack } }],
    };
    const out = scrubOutgoing(payload);
    expect(JSON.stringify(out)).not.toContain(root);
    expect(out.problems[0]!.detail).toBe('ENOENT (open)');
    expect(out.nested[0]!.error.message).toBe('Error: ENOENT (open)');
    expect(out.deck).toBe(payload.deck);
    expect(payload.problems[0]!.detail).toBe(err!.message);
  });

  it('dispatch answers through it: a handler that passes a raw Node error on', async () => {
    const [err] = realErrors();
    const handlers = {
      'app.info': () => fail('save', `could not save: ${err!.message}`),
    } as unknown as Handlers;
    const r = await createDispatch(handlers)('app.info', undefined);
    expect(r).toEqual({
      ok: false,
      error: { code: 'save', message: 'could not save: ENOENT (open)' },
    });
  });
});
