/**
 * How each sound is made: layers of oscillators and filtered noise with short envelopes.
 * Plain data, so tests can check every sound exists, is short and never clips, and the
 * synthesizer (synth.ts) stays a small interpreter. Times in seconds, frequencies in Hz,
 * `peak` is the layer's loudest gain before the volume controls.
 */
import type { SoundName } from './names';

export interface ToneLayer {
  kind: 'tone';
  wave: 'sine' | 'triangle' | 'square' | 'sawtooth';
  /** Start and end frequency (an exponential glide when they differ). */
  from: number;
  to?: number;
  /** When the layer starts, after the sound starts. */
  at?: number;
  attack: number;
  /** Time from the peak down to silence. */
  decay: number;
  peak: number;
}

export interface NoiseLayer {
  kind: 'noise';
  filter: 'lowpass' | 'highpass' | 'bandpass';
  /** Filter frequency at the start and at the end. */
  from: number;
  to?: number;
  q?: number;
  at?: number;
  attack: number;
  decay: number;
  peak: number;
}

export type Layer = ToneLayer | NoiseLayer;

export interface Recipe {
  layers: Layer[];
}

const note = (
  wave: ToneLayer['wave'],
  freq: number,
  at: number,
  decay: number,
  peak: number,
): ToneLayer => ({
  kind: 'tone',
  wave,
  from: freq,
  at,
  attack: 0.01,
  decay,
  peak,
});

// Equal-tempered pitches used by the jingles.
const C4 = 261.63,
  Eb4 = 311.13,
  G4 = 392,
  A4 = 440,
  C5 = 523.25,
  D5 = 587.33,
  E5 = 659.25,
  G5 = 783.99,
  A5 = 880,
  C6 = 1046.5;

export const RECIPES: Readonly<Record<SoundName, Recipe>> = {
  // A dry tick for buttons.
  click: {
    layers: [
      {
        kind: 'tone',
        wave: 'square',
        from: 1800,
        to: 1200,
        attack: 0.002,
        decay: 0.035,
        peak: 0.08,
      },
    ],
  },
  // Picking a draft card: a bright two-note blip.
  draftPick: {
    layers: [
      { kind: 'tone', wave: 'triangle', from: 660, to: 990, attack: 0.005, decay: 0.1, peak: 0.3 },
      note('triangle', 1320, 0.06, 0.12, 0.18),
    ],
  },
  // A card put on the table: a papery slap with a soft thump.
  play: {
    layers: [
      {
        kind: 'noise',
        filter: 'bandpass',
        from: 2600,
        to: 900,
        q: 1.2,
        attack: 0.002,
        decay: 0.09,
        peak: 0.6,
      },
      { kind: 'tone', wave: 'triangle', from: 220, to: 130, attack: 0.003, decay: 0.1, peak: 0.3 },
    ],
  },
  // Face down on the Bench: the same slap, muffled.
  bench: {
    layers: [
      {
        kind: 'noise',
        filter: 'lowpass',
        from: 1400,
        to: 500,
        attack: 0.002,
        decay: 0.08,
        peak: 0.45,
      },
    ],
  },
  // Actions, abilities, incantations: a rising shimmer.
  spell: {
    layers: [
      { kind: 'tone', wave: 'sine', from: 500, to: 1500, attack: 0.03, decay: 0.3, peak: 0.22 },
      {
        kind: 'tone',
        wave: 'sine',
        from: 750,
        to: 2250,
        at: 0.02,
        attack: 0.03,
        decay: 0.28,
        peak: 0.14,
      },
      { kind: 'noise', filter: 'highpass', from: 5000, attack: 0.05, decay: 0.25, peak: 0.08 },
    ],
  },
  // Converting a card to energy: a short glassy ping.
  energy: {
    layers: [
      { kind: 'tone', wave: 'sine', from: 1200, to: 1700, attack: 0.004, decay: 0.16, peak: 0.25 },
    ],
  },
  // An attack: a whoosh with a growl under it.
  attack: {
    layers: [
      {
        kind: 'noise',
        filter: 'bandpass',
        from: 500,
        to: 3200,
        q: 0.9,
        attack: 0.05,
        decay: 0.17,
        peak: 0.6,
      },
      { kind: 'tone', wave: 'sawtooth', from: 170, to: 85, attack: 0.02, decay: 0.2, peak: 0.12 },
    ],
  },
  // A defender or Protection steps in: a metallic clang.
  defend: {
    layers: [
      { kind: 'tone', wave: 'triangle', from: 880, attack: 0.002, decay: 0.3, peak: 0.22 },
      { kind: 'tone', wave: 'triangle', from: 1331, attack: 0.002, decay: 0.22, peak: 0.14 },
      { kind: 'noise', filter: 'highpass', from: 3000, attack: 0.001, decay: 0.05, peak: 0.2 },
    ],
  },
  // A hit: a punchy low thud.
  damage: {
    layers: [
      { kind: 'tone', wave: 'square', from: 190, to: 60, attack: 0.002, decay: 0.18, peak: 0.2 },
      {
        kind: 'noise',
        filter: 'lowpass',
        from: 900,
        to: 200,
        attack: 0.002,
        decay: 0.12,
        peak: 0.45,
      },
    ],
  },
  // Destroyed: a crumbling burst that falls away.
  destroy: {
    layers: [
      {
        kind: 'noise',
        filter: 'lowpass',
        from: 3500,
        to: 180,
        attack: 0.004,
        decay: 0.5,
        peak: 0.7,
      },
      { kind: 'tone', wave: 'sawtooth', from: 130, to: 38, attack: 0.01, decay: 0.45, peak: 0.16 },
    ],
  },
  // A trap springs: two sharp notes, falling.
  trap: {
    layers: [note('square', A5, 0, 0.07, 0.12), note('square', D5, 0.09, 0.14, 0.12)],
  },
  // Your turn: a gentle rising fifth.
  turn: { layers: [note('sine', D5, 0, 0.25, 0.2), note('sine', A5, 0.12, 0.35, 0.18)] },
  // Win: a major arpeggio up to the octave.
  win: {
    layers: [
      note('triangle', C5, 0, 0.25, 0.2),
      note('triangle', E5, 0.12, 0.25, 0.2),
      note('triangle', G5, 0.24, 0.25, 0.2),
      note('triangle', C6, 0.36, 0.9, 0.22),
      note('sine', C4, 0.36, 1.0, 0.15),
    ],
  },
  // Lose: a slow falling minor line.
  lose: {
    layers: [
      note('sine', G4, 0, 0.45, 0.25),
      note('sine', Eb4, 0.32, 0.45, 0.25),
      note('sine', C4, 0.64, 1.1, 0.28),
    ],
  },
  // A drawn game: the same note twice, neither up nor down.
  draw: { layers: [note('triangle', A4, 0, 0.3, 0.22), note('triangle', A4, 0.3, 0.6, 0.22)] },
};

/** Length of a sound in seconds (when its last layer falls silent). */
export function recipeDuration(recipe: Recipe): number {
  return Math.max(...recipe.layers.map((l) => (l.at ?? 0) + l.attack + l.decay));
}

/** Sum of layer peaks: an upper bound of the sound's loudness before the volume controls. */
export function recipePeak(recipe: Recipe): number {
  return recipe.layers.reduce((sum, l) => sum + l.peak, 0);
}

/**
 * The ambient music: a slow A-minor progression (Am, F, C, G), one chord every `chordSeconds`,
 * played by soft detuned pads through a low-pass filter. Frequencies of each chord's notes.
 */
export const AMBIENT = {
  chordSeconds: 7,
  attack: 2.5,
  release: 4.5,
  filterHz: 900,
  /** Gain per voice before the music volume. Kept low so a chord of 4 voices stays under 0.5. */
  voicePeak: 0.1,
  chords: [
    [110, 220, 261.63, 329.63],
    [87.31, 174.61, 220, 261.63],
    [65.41, 196, 261.63, 329.63],
    [98, 196, 246.94, 293.66],
  ],
} as const;
