import { describe, expect, it, vi } from 'vitest';
import { focusKeyboardHome } from './table-focus';

/** A tiny stand-in for the DOM pieces the helper touches (vitest runs without a browser here). */
function fakeDoc(home: { tabIndex: number; child?: { focus: ReturnType<typeof vi.fn> } } | null) {
  const el = home && {
    tabIndex: home.tabIndex,
    focus: vi.fn(),
    querySelector: () => home.child ?? null,
  };
  return { doc: { querySelector: () => el } as unknown as Document, el };
}

describe('focusKeyboardHome', () => {
  it('focuses a focusable table without scrolling the page', () => {
    const { doc, el } = fakeDoc({ tabIndex: 0 });
    expect(focusKeyboardHome(doc)).toBe(true);
    expect(el!.focus).toHaveBeenCalledWith({ preventScroll: true });
  });
  it("focuses a list's first enabled button", () => {
    const child = { focus: vi.fn() };
    const { doc, el } = fakeDoc({ tabIndex: -1, child });
    expect(focusKeyboardHome(doc)).toBe(true);
    expect(el!.focus).not.toHaveBeenCalled();
    expect(child.focus).toHaveBeenCalledWith({ preventScroll: true });
  });
  it('does nothing when no table is on screen', () => {
    expect(focusKeyboardHome(fakeDoc(null).doc)).toBe(false);
  });
});
