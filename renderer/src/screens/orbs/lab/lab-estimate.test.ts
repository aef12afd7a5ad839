import { get } from 'svelte/store';
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage, t } from '../../../i18n';
import { durationOf, labEstimate, SECONDS_PER_GAME } from './lab-estimate';

afterAll(() => setLanguage('en'));

describe('the deck lab time estimate', () => {
  it('is games × pairings × the time of one game at the level', () => {
    expect(labEstimate('easy', 10, 6)).toEqual({
      total: 60 * SECONDS_PER_GAME.easy,
      each: SECONDS_PER_GAME.easy,
      long: false,
    });
    const hard = labEstimate('hard', 50, 6);
    expect(hard.total).toBe(300 * SECONDS_PER_GAME.hard);
    expect(hard.long).toBe(true);
    // The levels are ordered, and a hard game is slow enough to warn about even at 2 a pairing.
    expect(SECONDS_PER_GAME.easy).toBeLessThan(SECONDS_PER_GAME.normal);
    expect(SECONDS_PER_GAME.normal).toBeLessThan(SECONDS_PER_GAME.hard);
    expect(labEstimate('hard', 2, 6).long).toBe(true);
    // The pairings are the catalogue's ready decks, not a constant: fewer decks, a shorter run.
    expect(labEstimate('normal', 10, 3).total).toBe(30 * SECONDS_PER_GAME.normal);
  });

  it('rounds to the unit a person reads', () => {
    expect(durationOf(0.25)).toEqual({ key: 'underSecond', count: 0 });
    expect(durationOf(15)).toEqual({ key: 'seconds', count: 15 });
    expect(durationOf(89)).toEqual({ key: 'seconds', count: 89 });
    expect(durationOf(150)).toEqual({ key: 'minutes', count: 3 });
    expect(durationOf(89 * 60)).toEqual({ key: 'minutes', count: 89 });
    expect(durationOf(300 * 120)).toEqual({ key: 'hours', count: 10 });
  });

  it('says it in English and Czech, with Czech plural forms', () => {
    const say = (s: number) => {
      const d = durationOf(s);
      return get(t)(`deckLab.duration.${d.key}`, { count: d.count });
    };
    setLanguage('en');
    expect([say(0.2), say(1), say(15), say(60 * 60), say(2 * 3600)]).toEqual([
      'under a second',
      'about 1 second',
      'about 15 seconds',
      'about 60 minutes',
      'about 2 hours',
    ]);
    setLanguage('cs');
    expect([say(0.2), say(1), say(3), say(15), say(2 * 60), say(5 * 60), say(3600 * 2)]).toEqual([
      'méně než sekunda',
      'asi 1 sekunda',
      'asi 3 sekundy',
      'asi 15 sekund',
      'asi 2 minuty',
      'asi 5 minut',
      'asi 2 hodiny',
    ]);
  });
});
