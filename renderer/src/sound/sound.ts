/**
 * The app's sound: `sound.play('attack')`, `sound.setVolume({effects, music})`,
 * `sound.setMuted(true)`, `sound.startMusic()`.
 *
 * Why it is built this way:
 * - Browsers (and Electron) only let audio start after a user gesture, so the AudioContext is
 *   resumed on the first pointer/key press (`attachUnlock`). Until then `play` does nothing.
 *   Creating the context is slow where there is no audio device (~40–60 ms in headless
 *   Chromium: a long task in the first click of a game, issue #30), so `prepareWhenIdle`
 *   creates it, suspended, in idle time at start; the gesture then only resumes it (and
 *   creates it itself if idle time has not come yet).
 * - Audio can be missing (headless tests, no output device, policy): every call is wrapped so
 *   the game never fails because of sound; `status` tells the UI what happened.
 * - Node graph: each sound → effects gain ┐
 *                    ambient loop → music gain ┴→ master gain (mute = 0) → speakers
 * - Playing a recipe live builds a graph of oscillators, filters and envelopes on the main thread
 *   (~20 ms per event measured in headless Chromium, in the middle of table animations). So once
 *   audio is unlocked, each recipe is rendered once in idle time into an AudioBuffer
 *   (OfflineAudioContext, synthesised on the audio thread), and a sound with a buffer plays as
 *   one buffer node. Until its buffer is ready (or without offline audio) it is synthesised live.
 *   The context made in idle time at start (`prepareWhenIdle`) starts the rendering at once.
 * - Levels and mute are remembered in localStorage for a quick start, and in main's settings
 *   file (renderer/src/saves/settings-bridge.ts follows `settings` and sends every change).
 */
import { get, writable, type Readable, type Writable } from 'svelte/store';
import { isSoundName, type SoundName } from './names';
import { RECIPES, recipeDuration, type Recipe } from './recipes';
import { playBuffer, playRecipe, renderRecipes } from './synth';
import { AmbientMusic } from './music';
import {
  levelToGain,
  mergeVolume,
  parseSavedVolume,
  type VolumeChange,
  type VolumeSettings,
} from './volume';

export type SoundStatus = 'locked' | 'ready' | 'unavailable';

/** The same sound restarted within this many ms is skipped (a burst of hits is one hit). */
export const REPEAT_GAP_MS = 45;
/** At most this many effects sound at once; extra ones are dropped, not queued. */
export const MAX_VOICES = 10;

export interface SoundOptions {
  /** Makes the AudioContext; null or a throw means no audio. Default: `new AudioContext()`. */
  createContext?: () => AudioContext | null;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  storageKey?: string;
  /** Renders recipes to buffers (same order); null = play live. Default: an OfflineAudioContext when there is one. */
  render?: (recipes: readonly Recipe[], sampleRate: number) => Promise<AudioBuffer[]> | null;
  /** Runs a bit of background work later. Default: requestIdleCallback (or a timer). */
  later?: (work: () => void) => void;
}

/** Order of the sounds on the offline render's timeline: the sounds of play, then the rarer ones. */
const RENDER_ORDER: readonly SoundName[] = [
  'play',
  'attack',
  'damage',
  'destroy',
  'spell',
  'draftPick',
  'defend',
  'turn',
  'energy',
  'bench',
  'trap',
  'click',
  'win',
  'lose',
  'draw',
];

function defaultLater(work: () => void): void {
  const ric = (
    globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
  ).requestIdleCallback;
  if (ric) ric(work, { timeout: 1000 });
  else setTimeout(work, 0);
}

/** Should a sound start now, given when it last started and how many are sounding? Pure. */
export function shouldPlay(lastStart: number | undefined, now: number, voices: number): boolean {
  if (voices >= MAX_VOICES) return false;
  return lastStart === undefined || now - lastStart >= REPEAT_GAP_MS;
}

function defaultCreateContext(): AudioContext | null {
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  return Ctor ? new Ctor() : null;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export class SoundSystem {
  private ctx: AudioContext | null = null;
  private master: GainNode | null = null;
  private effectsBus: GainNode | null = null;
  private musicBus: GainNode | null = null;
  private music: AmbientMusic | null = null;
  private wantMusic = false;
  private readonly lastStart = new Map<SoundName, number>();
  private voices = 0;
  private readonly createContext: () => AudioContext | null;
  private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  private readonly now: () => number;
  private readonly storageKey: string;
  private readonly render: (
    recipes: readonly Recipe[],
    sampleRate: number,
  ) => Promise<AudioBuffer[]> | null;
  private readonly later: (work: () => void) => void;
  /** Each recipe rendered once (see the header); filled in idle time once the context is made. */
  private readonly rendered = new Map<SoundName, AudioBuffer>();
  private rendering = false;
  private readonly volumeStore: Writable<VolumeSettings>;
  private readonly statusStore = writable<SoundStatus>('locked');

  /** Current levels, for settings controls (`$settings.effects`). */
  readonly settings: Readable<VolumeSettings>;
  readonly status: Readable<SoundStatus>;

  constructor(options: SoundOptions = {}) {
    this.createContext = options.createContext ?? defaultCreateContext;
    this.storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.now =
      options.now ?? (() => (typeof performance === 'undefined' ? Date.now() : performance.now()));
    this.storageKey = options.storageKey ?? 'cardhall.sound';
    this.render = options.render ?? renderRecipes;
    this.later = options.later ?? defaultLater;
    let saved: string | null = null;
    try {
      saved = this.storage?.getItem(this.storageKey) ?? null;
    } catch {
      saved = null;
    }
    this.volumeStore = writable<VolumeSettings>(parseSavedVolume(saved));
    this.settings = { subscribe: this.volumeStore.subscribe };
    this.status = { subscribe: this.statusStore.subscribe };
  }

  getVolume(): VolumeSettings {
    return { ...get(this.volumeStore) };
  }

  /** Change any of master/effects/music (each clamped to 0–1). Returns the new settings. */
  setVolume(change: VolumeChange): VolumeSettings {
    const next = mergeVolume(this.getVolume(), change);
    this.commit(next);
    return { ...next };
  }

  setMuted(muted: boolean): void {
    if (typeof muted !== 'boolean')
      throw new TypeError(`setMuted expects true or false, got ${String(muted)}`);
    this.commit({ ...this.getVolume(), muted });
  }

  isMuted(): boolean {
    return this.getVolume().muted;
  }

  getStatus(): SoundStatus {
    return get(this.statusStore);
  }

  /**
   * Create the AudioContext and its gains, suspended, in idle time (see the header): no sound
   * plays until `unlock`. Without audio the status turns 'unavailable' here already. `afterMs`:
   * not before then (the app waits until its menu is up: the context's ~100 ms must not delay it).
   */
  prepareWhenIdle(afterMs = 0): void {
    const prepare = () =>
      this.later(() => {
        if (this.ctx || this.getStatus() === 'unavailable') return;
        try {
          // The sounds are rendered to buffers in idle time too (no gesture needed offline).
          if (this.build()) this.renderAll();
          else this.statusStore.set('unavailable');
        } catch {
          this.ctx = null;
          this.statusStore.set('unavailable');
        }
      });
    if (afterMs > 0) setTimeout(prepare, afterMs);
    else prepare();
  }

  /** The AudioContext and its node graph (header); false when there is no audio. */
  private build(): boolean {
    const ctx = this.createContext();
    if (!ctx) return false;
    this.ctx = ctx;
    this.master = ctx.createGain();
    this.effectsBus = ctx.createGain();
    this.musicBus = ctx.createGain();
    this.effectsBus.connect(this.master);
    this.musicBus.connect(this.master);
    this.master.connect(ctx.destination);
    this.applyGains();
    return true;
  }

  /**
   * Resume (or create) the AudioContext. Call from a user gesture; `attachUnlock` does it for
   * you on the first pointer or key press. Safe to call any number of times.
   */
  unlock(): SoundStatus {
    if (this.getStatus() === 'unavailable') return 'unavailable';
    try {
      if (!this.ctx && !this.build()) {
        this.statusStore.set('unavailable');
        return 'unavailable';
      }
      const ctx = this.ctx!;
      if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
      this.statusStore.set('ready');
      if (this.wantMusic) this.startMusic();
      this.renderAll();
      return 'ready';
    } catch {
      this.ctx = null;
      this.statusStore.set('unavailable');
      return 'unavailable';
    }
  }

  /** Unlock on the first pointerdown/keydown on `target` (usually window). Returns a detach function. */
  attachUnlock(
    target: EventTarget | null = typeof window === 'undefined' ? null : window,
  ): () => void {
    if (!target) return () => undefined;
    const handler = () => {
      if (this.unlock() !== 'locked') detach();
    };
    const detach = () => {
      target.removeEventListener('pointerdown', handler, true);
      target.removeEventListener('keydown', handler, true);
    };
    target.addEventListener('pointerdown', handler, true);
    target.addEventListener('keydown', handler, true);
    return detach;
  }

  /**
   * Play a sound effect. Returns true if it was started. Never throws on audio problems:
   * before the first gesture, when muted, at zero volume or without audio it returns false.
   */
  play(name: SoundName): boolean {
    if (!isSoundName(name)) throw new TypeError(`unknown sound "${String(name)}"`);
    const v = this.getVolume();
    if (v.muted || v.master === 0 || v.effects === 0) return false;
    if (!this.ctx || !this.effectsBus || this.getStatus() !== 'ready') return false;
    const now = this.now();
    if (!shouldPlay(this.lastStart.get(name), now, this.voices)) return false;
    try {
      const recipe = RECIPES[name];
      const buffer = this.rendered.get(name);
      if (buffer) playBuffer(this.ctx, this.effectsBus, buffer);
      else playRecipe(this.ctx, this.effectsBus, recipe);
      this.lastStart.set(name, now);
      this.voices++;
      setTimeout(() => (this.voices = Math.max(0, this.voices - 1)), recipeDuration(recipe) * 1000);
      return true;
    } catch {
      return false;
    }
  }

  /** Is this sound rendered to a buffer yet (so playing it takes one node)? */
  isRendered(name: SoundName): boolean {
    return this.rendered.has(name);
  }

  /** Render every recipe once, in idle time after the context is made (see the header). */
  private renderAll(): void {
    const ctx = this.ctx;
    if (!ctx || this.rendering) return;
    this.rendering = true;
    const names = [
      ...RENDER_ORDER,
      ...(Object.keys(RECIPES) as SoundName[]).filter((n) => !RENDER_ORDER.includes(n)),
    ];
    this.later(() => {
      if (this.ctx !== ctx) return;
      let job: Promise<AudioBuffer[]> | null = null;
      try {
        job = this.render(
          names.map((n) => RECIPES[n]),
          ctx.sampleRate,
        );
      } catch {
        job = null;
      }
      // No offline audio (or it failed): every sound stays live-synthesised.
      job?.then(
        (buffers) => names.forEach((n, i) => buffers[i] && this.rendered.set(n, buffers[i])),
        () => undefined,
      );
    });
  }

  /** Start the ambient loop (now if audio is unlocked, else at unlock). Silent at music volume 0. */
  startMusic(): void {
    this.wantMusic = true;
    // A context prepared in idle time is not unlocked yet: the music waits for the gesture.
    if (!this.ctx || !this.musicBus || this.getStatus() !== 'ready') return;
    try {
      this.music ??= new AmbientMusic(this.ctx, this.musicBus);
      if (this.getVolume().music > 0 && !this.getVolume().muted) this.music.start();
    } catch {
      // No music then; effects may still work.
    }
  }

  stopMusic(): void {
    this.wantMusic = false;
    try {
      this.music?.stop();
    } catch {
      // Already gone.
    }
  }

  get musicPlaying(): boolean {
    return this.music?.playing ?? false;
  }

  private commit(next: VolumeSettings): void {
    this.volumeStore.set(next);
    try {
      this.storage?.setItem(this.storageKey, JSON.stringify(next));
    } catch {
      // Not persisted when storage is unavailable.
    }
    this.applyGains();
    // Do not run the loop's timers while it cannot be heard.
    if (this.wantMusic) {
      if (next.music === 0 || next.muted) this.music?.stop();
      else this.startMusic();
    }
  }

  private applyGains(): void {
    if (!this.ctx || !this.master || !this.effectsBus || !this.musicBus) return;
    const v = this.getVolume();
    const t = this.ctx.currentTime;
    try {
      // Short time constants: no clicks when a slider moves.
      this.master.gain.setTargetAtTime(v.muted ? 0 : levelToGain(v.master), t, 0.02);
      this.effectsBus.gain.setTargetAtTime(levelToGain(v.effects), t, 0.02);
      this.musicBus.gain.setTargetAtTime(levelToGain(v.music), t, 0.05);
    } catch {
      // Ignore: the context may be closing.
    }
  }
}

/**
 * The app-wide instance. Its context is made in idle time; it unlocks itself on the first
 * pointer or key press.
 */
export const sound = new SoundSystem();
// Two seconds: the menu has had its answers from main by then (a click before that makes the
// context in the gesture, on the menu, as before).
sound.prepareWhenIdle(2000);
sound.attachUnlock();

/** Readable store of whether audio works, for a settings hint. */
export const soundStatus: Readable<SoundStatus> = sound.status;
export const soundSettings: Readable<VolumeSettings> = sound.settings;
