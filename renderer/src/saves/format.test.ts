import { describe, expect, it } from 'vitest';
import i18next, { createInstance } from 'i18next';
import { catalogues } from '../i18n/catalogues';
import { decksText, formatWhen } from './format';

async function translator(lng: 'en' | 'cs') {
  const i = createInstance();
  await i.init({
    lng,
    resources: { en: { translation: catalogues.en }, cs: { translation: catalogues.cs } },
    interpolation: { escapeValue: false },
  });
  return (k: string, p?: Record<string, unknown>) => (p ? i.t(k, p) : i.t(k)) as string;
}

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const vsAi = { kind: 'vs-ai' as const, humanSeat: 1 as const, aiLevel: 'easy' };

describe('saved-row words', () => {
  it('say when in words while recent, as a date after a week, in both languages', () => {
    expect(formatWhen(ago(10_000), 'en', NOW)).toBe('now');
    expect(formatWhen(ago(5 * 60_000), 'en', NOW)).toBe('5 minutes ago');
    expect(formatWhen(ago(5 * 60_000), 'cs', NOW)).toBe('před 5 minutami');
    expect(formatWhen(ago(3 * 3_600_000), 'cs', NOW)).toBe('před 3 hodinami');
    expect(formatWhen(ago(86_400_000), 'en', NOW)).toBe('yesterday');
    expect(formatWhen(ago(86_400_000), 'cs', NOW)).toBe('včera');
    const old = formatWhen(ago(30 * 86_400_000), 'en', NOW);
    expect(old).toMatch(/Nov 1, 2026/);
    expect(formatWhen('not a date', 'en', NOW)).toBe('not a date');
  });

  it('name the decks, the human seat first, a draft once', async () => {
    const en = await translator('en');
    const cs = await translator('cs');
    const draft = { kind: 'draft' as const };
    expect(decksText(en, 'en', vsAi, [draft, draft])).toBe('Draft');
    expect(
      decksText(en, 'en', vsAi, [
        { kind: 'box', box: 2 },
        { kind: 'box', box: 4 },
      ]),
    ).toBe('Deck 4: The Swift Pack vs Deck 2: The Shaman’s Circle');
    expect(
      decksText(cs, 'cs', { kind: 'hotseat' }, [
        { kind: 'ready', name: { en: 'Imp Inferno', cs: 'Skřetí peklo' } },
        { kind: 'custom' },
      ]),
    ).toBe('Skřetí peklo × Vlastní balíček');
    expect(
      decksText(en, 'en', vsAi, [
        { kind: 'draft', savedDraft: {} },
        { kind: 'draft', savedDraft: { name: 'Sunday' } },
      ]),
    ).toBe('Saved draft “Sunday”');
    expect(decksText(en, 'en', vsAi, null)).toBeNull();
  });

  // Last: it loads the catalogues into the app's i18next, which the tests above run without.
  it('say "just now" / "právě teď" for a save under a minute old, once the catalogues are loaded', async () => {
    await i18next.init({
      lng: 'cs',
      resources: { en: { translation: catalogues.en }, cs: { translation: catalogues.cs } },
    });
    expect(formatWhen(ago(10_000), 'cs', NOW)).toBe('právě teď');
    expect(formatWhen(ago(10_000), 'en', NOW)).toBe('just now');
    expect(formatWhen(ago(5 * 60_000), 'cs', NOW)).toBe('před 5 minutami');
  });
});
