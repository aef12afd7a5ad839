/**
 * The sound system without real audio: a recording fake AudioContext shows what gets built,
 * and a missing/throwing context shows that nothing ever throws to the game.
 */
import { describe, expect, it, vi } from 'vitest';
import { SoundSystem, shouldPlay, MAX_VOICES, REPEAT_GAP_MS } from './sound';
import { RECIPES } from './recipes';
import { SOUND_NAMES } from './names';

class FakeParam {
  value = 1;
  calls: string[] = [];
  setValueAtTime(v: number) {
    this.value = v;
    this.calls.push('set');
    return this;
  }
  linearRampToValueAtTime(v: number) {
    this.value = v;
    this.calls.push('linear');
    return this;
  }
  exponentialRampToValueAtTime(v: number) {
    if (v <= 0) throw new RangeError('exponential ramp to a non-positive value');
    this.value = v;
    this.calls.push('exp');
    return this;
  }
  setTargetAtTime(v: number) {
    this.value = v;
    this.calls.push('target');
    return this;
  }
  cancelScheduledValues() {
    return this;
  }
}

class FakeNode {
  connected: FakeNode[] = [];
  gain = new FakeParam();
  frequency = new FakeParam();
  detune = new FakeParam();
  Q = new FakeParam();
  type = '';
  buffer: unknown = null;
  loop = false;
  onended: (() => void) | null = null;
  started = 0;
  constructor(
    readonly kind: string,
    readonly log: string[],
  ) {}
  connect(n: FakeNode) {
    this.connected.push(n);
    return n;
  }
  disconnect() {}
  start() {
    this.started++;
    this.log.push(`start:${this.kind}`);
  }
  stop() {}
}

function fakeContext() {
  const log: string[] = [];
  const nodes: FakeNode[] = [];
  const make = (kind: string) => {
    const n = new FakeNode(kind, log);
    nodes.push(n);
    return n;
  };
  const ctx = {
    log,
    nodes,
    state: 'running',
    currentTime: 0,
    sampleRate: 8000,
    destination: new FakeNode('destination', log),
    createGain: () => make('gain'),
    createOscillator: () => make('osc'),
    createBiquadFilter: () => make('filter'),
    createBufferSource: () => make('noise'),
    createBuffer: (_c: number, len: number) => ({ getChannelData: () => new Float32Array(len) }),
    resume: () => Promise.resolve(),
  };
  return ctx;
}

function system(now = { t: 0 }) {
  const ctx = fakeContext();
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  const s = new SoundSystem({
    createContext: () => ctx as unknown as AudioContext,
    storage,
    now: () => now.t,
  });
  return { s, ctx, store, now };
}

describe('SoundSystem', () => {
  it('stays silent until unlocked by a gesture, then plays', () => {
    const { s, ctx } = system();
    expect(s.getStatus()).toBe('locked');
    expect(s.play('attack')).toBe(false);
    expect(ctx.log).toEqual([]);
    expect(s.unlock()).toBe('ready');
    expect(s.play('attack')).toBe(true);
    const starts = ctx.log.filter((l) => l.startsWith('start:'));
    expect(starts.length).toBe(RECIPES.attack.layers.length);
  });

  it('plays each sound from a buffer rendered once after unlock, and live until then', async () => {
    const ctx = fakeContext();
    let calls = 0;
    let finish: (() => void) | null = null;
    const gate = new Promise<void>((r) => (finish = r));
    const s = new SoundSystem({
      createContext: () => ctx as unknown as AudioContext,
      storage: null,
      render: (recipes) => {
        calls++;
        return gate.then(() =>
          recipes.map((r) => ({ recipeLayers: r.layers.length }) as unknown as AudioBuffer),
        );
      },
      later: (work) => void Promise.resolve().then(work),
    });
    expect(s.unlock()).toBe('ready');
    // Not rendered yet: synthesised live, one source per layer.
    expect(s.play('attack')).toBe(true);
    expect(ctx.log.filter((l) => l.startsWith('start:')).length).toBe(RECIPES.attack.layers.length);
    finish!();
    for (let i = 0; i < 20 && !s.isRendered('draw'); i++)
      await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(1);
    for (const name of Object.keys(RECIPES) as (keyof typeof RECIPES)[])
      expect(s.isRendered(name), name).toBe(true);
    ctx.log.length = 0;
    expect(s.play('destroy')).toBe(true);
    // One buffer node holding the rendered destroy sound.
    expect(ctx.log).toEqual(['start:noise']);
    const node = ctx.nodes[ctx.nodes.length - 1]!;
    expect(node.buffer).toEqual({ recipeLayers: RECIPES.destroy.layers.length });
  });

  it('makes its context in idle time, suspended and silent, and the gesture only resumes it', () => {
    const ctx = { ...fakeContext(), state: 'suspended' };
    let made = 0;
    let resumed = 0;
    ctx.resume = () => {
      resumed++;
      ctx.state = 'running';
      return Promise.resolve();
    };
    const idle: (() => void)[] = [];
    const s = new SoundSystem({
      createContext: () => {
        made++;
        return ctx as unknown as AudioContext;
      },
      storage: null,
      render: () => null,
      later: (work) => void idle.push(work),
    });
    s.prepareWhenIdle();
    s.startMusic();
    expect(made).toBe(0);
    idle.shift()!();
    expect(made).toBe(1);
    // The sounds' offline rendering is queued for idle time too, before any gesture.
    expect(idle.length).toBe(1);
    // Made, but locked: nothing sounds and no music starts before the gesture.
    expect(s.getStatus()).toBe('locked');
    expect(s.play('attack')).toBe(false);
    expect(s.musicPlaying).toBe(false);
    expect(ctx.log).toEqual([]);
    expect(s.unlock()).toBe('ready');
    expect(made).toBe(1);
    expect(resumed).toBe(1);
    expect(s.play('attack')).toBe(true);
    expect(s.musicPlaying).toBe(true);
  });

  it('a gesture before idle time makes the context itself, once', () => {
    const ctx = fakeContext();
    let made = 0;
    const idle: (() => void)[] = [];
    const s = new SoundSystem({
      createContext: () => {
        made++;
        return ctx as unknown as AudioContext;
      },
      storage: null,
      render: () => null,
      later: (work) => void idle.push(work),
    });
    s.prepareWhenIdle();
    expect(s.unlock()).toBe('ready');
    for (const work of idle.splice(0)) work();
    expect(made).toBe(1);
    expect(s.play('attack')).toBe(true);
  });

  it('without audio, preparing says so before any gesture', () => {
    const s = new SoundSystem({
      createContext: () => null,
      storage: null,
      later: (work) => work(),
    });
    s.prepareWhenIdle();
    expect(s.getStatus()).toBe('unavailable');
    expect(s.unlock()).toBe('unavailable');
  });

  it('unlocks on the first pointer or key press', () => {
    const { s } = system();
    const target = new EventTarget();
    s.attachUnlock(target);
    expect(s.getStatus()).toBe('locked');
    target.dispatchEvent(new Event('keydown'));
    expect(s.getStatus()).toBe('ready');
  });

  it('never throws when audio is unavailable', () => {
    const none = new SoundSystem({ createContext: () => null, storage: null });
    expect(none.unlock()).toBe('unavailable');
    expect(none.play('win')).toBe(false);
    expect(() => none.startMusic()).not.toThrow();
    expect(() => none.setVolume({ effects: 0.2 })).not.toThrow();

    const broken = new SoundSystem({
      createContext: () => {
        throw new Error('no device');
      },
      storage: null,
    });
    expect(broken.unlock()).toBe('unavailable');
    expect(broken.play('lose')).toBe(false);
  });

  it('does not play when muted or at zero volume', () => {
    const { s } = system();
    s.unlock();
    s.setMuted(true);
    expect(s.play('click')).toBe(false);
    s.setMuted(false);
    s.setVolume({ effects: 0 });
    expect(s.play('click')).toBe(false);
    s.setVolume({ effects: 0.5 });
    expect(s.play('click')).toBe(true);
  });

  it('clamps, remembers and restores volume', () => {
    const { s, store } = system();
    expect(s.setVolume({ effects: 3, music: -1 })).toMatchObject({ effects: 1, music: 0 });
    s.setMuted(true);
    const again = new SoundSystem({
      createContext: () => null,
      storage: { getItem: (k) => store.get(k) ?? null, setItem: () => undefined },
    });
    expect(again.getVolume()).toMatchObject({ effects: 1, music: 0, muted: true });
  });

  it('rejects bad arguments with a clear error and changes nothing', () => {
    const { s } = system();
    const before = s.getVolume();
    expect(() => s.setVolume({ music: Number.NaN })).toThrow(/music must be a number/);
    expect(() => s.setMuted('yes' as unknown as boolean)).toThrow(TypeError);
    expect(() => s.play('boom' as never)).toThrow(/unknown sound/);
    expect(s.getVolume()).toEqual(before);
  });

  it('applies volume to the master gain, with mute at 0', () => {
    const { s, ctx } = system();
    s.unlock();
    // The master gain is the node connected to the speakers.
    const master = ctx.nodes.find((n) => n.connected.includes(ctx.destination));
    expect(master).toBeDefined();
    s.setVolume({ master: 0.5 });
    expect(master!.gain.value).toBeCloseTo(0.25);
    s.setMuted(true);
    expect(master!.gain.value).toBe(0);
    s.setMuted(false);
    expect(master!.gain.value).toBeCloseTo(0.25);
  });

  it('skips a sound repeated within the gap', () => {
    const clock = { t: 1000 };
    const { s } = system(clock);
    s.unlock();
    expect(s.play('damage')).toBe(true);
    clock.t += REPEAT_GAP_MS - 1;
    expect(s.play('damage')).toBe(false);
    expect(s.play('destroy')).toBe(true);
    clock.t += 2;
    expect(s.play('damage')).toBe(true);
  });

  it('starts music only once unlocked and audible', () => {
    vi.useFakeTimers();
    try {
      const { s } = system();
      s.startMusic();
      expect(s.musicPlaying).toBe(false);
      s.unlock();
      expect(s.musicPlaying).toBe(true);
      s.setVolume({ music: 0 });
      expect(s.musicPlaying).toBe(false);
      s.setVolume({ music: 0.3 });
      expect(s.musicPlaying).toBe(true);
      s.stopMusic();
      expect(s.musicPlaying).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('every sound', () => {
  it('builds its nodes without an invalid ramp (each recipe runs through the synthesizer)', () => {
    vi.useFakeTimers();
    try {
      const clock = { t: 0 };
      const { s, ctx } = system(clock);
      s.unlock();
      for (const name of SOUND_NAMES) {
        clock.t += 1000;
        vi.advanceTimersByTime(3000); // let earlier voices finish
        const before = ctx.log.length;
        expect(s.play(name), name).toBe(true);
        expect(ctx.log.length - before, name).toBe(RECIPES[name].layers.length);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('shouldPlay', () => {
  it('limits repeats and voices', () => {
    expect(shouldPlay(undefined, 0, 0)).toBe(true);
    expect(shouldPlay(100, 100 + REPEAT_GAP_MS, 0)).toBe(true);
    expect(shouldPlay(100, 101, 0)).toBe(false);
    expect(shouldPlay(undefined, 0, MAX_VOICES)).toBe(false);
  });
});
