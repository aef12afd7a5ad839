import { describe, expect, it } from 'vitest';
import { resolveLanguage, resolveReducedMotion } from './settings-sync';

describe('saved settings → renderer', () => {
  it("resolves the language, following the system for 'system'", () => {
    expect(resolveLanguage('cs', ['en-US'])).toBe('cs');
    expect(resolveLanguage('en', ['cs-CZ'])).toBe('en');
    expect(resolveLanguage('system', ['cs-CZ', 'en'])).toBe('cs');
    expect(resolveLanguage('system', ['de-DE'])).toBe('en');
  });

  it("resolves reduced motion, following the system for 'system'", () => {
    expect(resolveReducedMotion('on', false)).toBe(true);
    expect(resolveReducedMotion('off', true)).toBe(false);
    expect(resolveReducedMotion('system', true)).toBe(true);
    expect(resolveReducedMotion('system', false)).toBe(false);
  });
});
