import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typingIn } from './typing';

// The unit tests run without a DOM: a stand-in element class with the two fields it reads.
class StandInElement {
  constructor(
    readonly tagName: string,
    readonly isContentEditable = false,
  ) {}
}
const g = globalThis as { HTMLElement?: unknown };
const saved = g.HTMLElement;
beforeAll(() => void (g.HTMLElement = StandInElement));
afterAll(() => void (g.HTMLElement = saved));

describe('typingIn', () => {
  it('is true in text fields and editable text, false elsewhere', () => {
    expect(typingIn(new StandInElement('INPUT') as unknown as EventTarget)).toBe(true);
    expect(typingIn(new StandInElement('TEXTAREA') as unknown as EventTarget)).toBe(true);
    expect(typingIn(new StandInElement('SELECT') as unknown as EventTarget)).toBe(true);
    expect(typingIn(new StandInElement('DIV', true) as unknown as EventTarget)).toBe(true);
    expect(typingIn(new StandInElement('BUTTON') as unknown as EventTarget)).toBe(false);
    expect(typingIn({} as EventTarget)).toBe(false);
    expect(typingIn(null)).toBe(false);
  });
});
