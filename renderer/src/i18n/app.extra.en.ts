/**
 * English strings for the app-wide extras: energy colour names (theme), sound and text-size
 * controls. Merged into en.ts with one spread; the same keys exist in app.extra.cs.ts.
 */
export const appExtraEn = {
  theme: {
    energy: {
      red: 'red',
      green: 'green',
      blue: 'blue',
      yellow: 'yellow',
      black: 'black',
      purple: 'purple',
      generic: 'generic',
    },
    energyNamed: '{{colour}} energy',
    energyAmount: '{{amount}} × {{colour}} energy',
    textScale: 'Text size',
    textScaleHint: 'Makes all text in the app bigger or smaller.',
  },
  sound: {
    heading: 'Sound',
    master: 'Master volume',
    effects: 'Sound effects',
    music: 'Music',
    mute: 'Mute all sound',
    unavailable: 'Sound is not available on this system.',
  },
};

export type AppExtraCatalogue = typeof appExtraEn;
