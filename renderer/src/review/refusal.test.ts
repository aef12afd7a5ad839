import { describe, expect, it } from 'vitest';
import { reviewRefusal } from './refusal';
import { en } from '../i18n/en';
import { cs } from '../i18n/cs';

/** A translator over one catalogue (keys as dotted paths), enough for these strings. */
const translator =
  (cat: Record<string, unknown>) =>
  (key: string): string => {
    const v = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], cat);
    if (typeof v !== 'string') throw new Error(`no string ${key}`);
    return v;
  };

describe('review refusals (issue #32 item 7)', () => {
  it('busy shows as still working, not as a failure, in both languages', () => {
    for (const cat of [en, cs]) {
      const t = translator(cat) as never;
      const r = reviewRefusal(t, { message: '2 reviews are running already', ruleCode: 'busy' });
      expect(r.kind).toBe('busy');
      expect(r).toEqual({ kind: 'busy', text: translator(cat)('review.busy') });
    }
    expect(
      reviewRefusal(translator(en) as never, { message: 'x', ruleCode: 'busy' }),
    ).toMatchObject({ text: expect.stringMatching(/^Still working/) });
  });

  it('a broken or oversized replay in words; anything else with main’s message', () => {
    const t = translator(en) as never;
    expect(reviewRefusal(t, { message: 'x', ruleCode: 'replay-broken' })).toEqual({
      kind: 'error',
      message: en.savesSafety.replayBroken,
    });
    expect(reviewRefusal(t, { message: 'x', ruleCode: 'replay-too-large' })).toEqual({
      kind: 'error',
      message: en.savesSafety.replayTooLarge,
    });
    expect(reviewRefusal(t, { message: 'no replay r1' })).toEqual({
      kind: 'error',
      message: 'no replay r1',
    });
  });
});
