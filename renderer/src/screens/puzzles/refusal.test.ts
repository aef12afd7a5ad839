import { get } from 'svelte/store';
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage, t } from '../../i18n';
import { refusalText } from './refusal';

afterAll(() => setLanguage('en'));

describe("the checker's reasons in the player's language", () => {
  it('says each known reason in English and Czech (plurals too)', () => {
    setLanguage('cs');
    const cs = get(t);
    expect(
      refusalText(
        cs,
        'unsolvable: no line of at most 4 moves reaches the goal against every reply',
      ),
    ).toBe('žádná řada nejvýš 4 akcí nedosáhne cíle proti každé odpovědi počítače.');
    expect(refusalText(cs, 'unsolvable: no line of at most 1 moves reaches the goal')).toMatch(
      /nejvýš 1 akce /,
    );
    expect(refusalText(cs, 'trivial: doing nothing solves it')).toMatch(/^příliš snadná/);
    expect(
      refusalText(
        cs,
        'a scenario setup cannot state this position: Living Idol is controlled by the player who does not own it',
      ),
    ).toBe('tuto pozici hádanka nedokáže popsat: Living Idol ovládá hráč, kterému nepatří.');
    expect(
      refusalText(
        cs,
        'a scenario setup cannot state this position: Living Idol became an Orb of 9/9, which its own ability does not give',
      ),
    ).toBe(
      'tuto pozici hádanka nedokáže popsat: Living Idol se stal orbem 9/9, což jeho vlastní schopnost nedává.',
    );
    setLanguage('en');
    const en = get(t);
    expect(
      refusalText(
        en,
        'a scenario setup cannot state this position: Chrysalis became an Orb of 9/9, which its own ability does not give',
      ),
    ).toBe(
      'a puzzle cannot describe this position: Chrysalis became an Orb of 9/9, which its own ability does not give.',
    );
    expect(refusalText(en, 'no proof within the search limit (400000 nodes)')).toBe(
      'the checker found no proof within its search limit.',
    );
  });

  it('shows a reason it does not know as main wrote it', () => {
    expect(refusalText(get(t), 'id: x is a puzzle the app ships already')).toBe(
      'id: x is a puzzle the app ships already',
    );
  });
});
