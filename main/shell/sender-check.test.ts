import { describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { isAppUrl } from './sender-check';

describe('isAppUrl', () => {
  const indexHtml = resolve('/opt/Cardhall/resources/app.asar/out/renderer/index.html');
  const file = { kind: 'file' as const, indexHtml };
  const own = pathToFileURL(indexHtml).href;

  it('accepts the packaged renderer, with a hash or query', () => {
    expect(isAppUrl(own, file)).toBe(true);
    expect(isAppUrl(`${own}#/table`, file)).toBe(true);
    expect(isAppUrl(`${own}?x=1`, file)).toBe(true);
  });

  it('refuses other files, other schemes and garbage', () => {
    expect(isAppUrl(pathToFileURL(resolve('/tmp/evil.html')).href, file)).toBe(false);
    expect(isAppUrl('https://example.com/', file)).toBe(false);
    expect(isAppUrl('about:blank', file)).toBe(false);
    expect(isAppUrl('', file)).toBe(false);
    expect(
      isAppUrl('file://evil-host/opt/Cardhall/resources/app.asar/out/renderer/index.html', file),
    ).toBe(false);
  });

  it('in development, accepts only the dev server origin', () => {
    const dev = { kind: 'dev' as const, origin: 'http://localhost:5173' };
    expect(isAppUrl('http://localhost:5173/index.html', dev)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:5173/', dev)).toBe(false);
  });
});
