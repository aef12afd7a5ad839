import { describe, expect, it } from 'vitest';
import { browserRuntime } from './browser-runtime';

describe('browserRuntime', () => {
  it('names Chromium and its version (headless too)', () => {
    expect(
      browserRuntime(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.7871.100 Safari/537.36',
      ),
    ).toBe('Chromium 150.0.7871.100');
    expect(browserRuntime('Mozilla/5.0 HeadlessChrome/150.0.1.2 Safari/537.36')).toBe(
      'Chromium 150.0.1.2',
    );
  });
  it('tells Edge, Firefox and Safari apart from Chromium', () => {
    expect(browserRuntime('Mozilla/5.0 Chrome/120.0 Safari/537.36 Edg/120.0.1')).toBe(
      'Microsoft Edge 120.0.1',
    );
    expect(
      browserRuntime('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toBe('Firefox 128.0');
    expect(
      browserRuntime('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15'),
    ).toBe('Safari 17.4');
  });
  it('unknown: null', () => {
    expect(browserRuntime('curl/8.0')).toBeNull();
  });
});
