import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeError, LOG_FILE, openAppLog, startLine } from './app-log';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'cardhall-log-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the app log (issue #33 item 2)', () => {
  it('writes timestamped lines to logs/cardhall.log in the data folder', () => {
    const dir = tmp();
    const log = openAppLog(dir);
    log.info('Cardhall 1.0 started');
    log.error('saving game g1 failed', new Error('disk full'));
    expect(log.folder).toBe(join(dir, 'logs'));
    const text = readFileSync(join(dir, 'logs', LOG_FILE), 'utf8');
    expect(text).toMatch(
      /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}] \[info\]\s+Cardhall 1.0 started$/m,
    );
    expect(text).toMatch(/\[error\] saving game g1 failed: Error: disk full/);
  });

  it('rotates: a full file is moved aside and a new one started', () => {
    const dir = tmp();
    const log = openAppLog(dir, { maxBytes: 300 });
    for (let i = 0; i < 20; i++) log.info(`line ${i} ${'x'.repeat(20)}`);
    expect(existsSync(join(dir, 'logs', 'cardhall.old.log'))).toBe(true);
    expect(readFileSync(join(dir, 'logs', LOG_FILE), 'utf8').length).toBeLessThanOrEqual(300 + 80);
    expect(readFileSync(join(dir, 'logs', LOG_FILE), 'utf8')).toContain('line 19');
  });

  it('two data folders get two files (one logger per folder)', () => {
    const a = tmp();
    const b = tmp();
    openAppLog(a).info('to a');
    openAppLog(b).info('to b');
    expect(readFileSync(join(a, 'logs', LOG_FILE), 'utf8')).not.toContain('to b');
    expect(readFileSync(join(b, 'logs', LOG_FILE), 'utf8')).toContain('to b');
  });

  it('an error is logged as name, message and stack only, never the data attached to it', () => {
    const err = Object.assign(new Error('engine threw'), {
      state: { hand: ['secret-card'] },
      // A number no file path in the stack will hold (42 failed in a folder named ci-clone42).
      seed: 918273645,
    });
    const text = describeError(err);
    expect(text).toContain('Error: engine threw');
    expect(text).not.toContain('secret-card');
    expect(text).not.toContain('918273645');
    expect(describeError({ code: 'EACCES', message: 'no access' })).toBe('EACCES: no access');
  });

  it('the start line names the versions', () => {
    expect(
      startLine({
        name: 'Cardhall',
        version: '0.1.0',
        shell: 'web',
        platform: 'linux',
        versions: { electron: null, node: '20.1.0' },
      }),
    ).toBe('Cardhall 0.1.0 started (web; linux; node 20.1.0)');
  });
});
