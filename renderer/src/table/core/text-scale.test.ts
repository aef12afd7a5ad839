import { afterEach, describe, expect, it } from 'vitest';
import { scaledPx, tableTextScale } from './text-scale';
import { setTextScale } from '../../theme/text-scale';

afterEach(() => {
  setTextScale(1, null);
});

// Watching the root element's style needs a page: e2e/card-text-size.spec.ts changes the
// setting while a table runs.
describe('canvas text and the text-size setting', () => {
  it('scales a caption with the setting, within its cap', () => {
    expect(scaledPx(14, 1)).toBe(14);
    expect(scaledPx(14, 2)).toBe(28);
    expect(scaledPx(14, 2, 24)).toBe(24);
  });

  it('reads the factor the settings applied', () => {
    setTextScale(1.5, null);
    expect(tableTextScale()).toBe(1.5);
  });
});
