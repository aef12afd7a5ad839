/**
 * Turns a recipe (recipes.ts) into Web Audio nodes: each layer is an oscillator or a looped
 * white-noise buffer through a filter, shaped by a gain envelope, connected to `out`. Nodes
 * disconnect themselves when they finish, so nothing piles up in a long session.
 */
import {
  recipeDuration,
  type Layer,
  type NoiseLayer,
  type Recipe,
  type ToneLayer,
} from './recipes';

/** Near-silence for exponential ramps (they cannot reach 0). */
const FLOOR = 0.0001;
/** A little lookahead so the first ramp point is never in the past. */
const LEAD = 0.005;

const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();

/** One second of white noise per context, made once and reused by every noise layer. */
export function noiseBuffer(ctx: BaseAudioContext): AudioBuffer {
  let buffer = noiseBuffers.get(ctx);
  if (!buffer) {
    buffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    noiseBuffers.set(ctx, buffer);
  }
  return buffer;
}

function envelope(ctx: BaseAudioContext, layer: Layer, t0: number): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(FLOOR, t0);
  gain.gain.linearRampToValueAtTime(Math.max(FLOOR, layer.peak), t0 + layer.attack);
  gain.gain.exponentialRampToValueAtTime(FLOOR, t0 + layer.attack + layer.decay);
  return gain;
}

function cleanUp(source: AudioScheduledSourceNode, nodes: AudioNode[]): void {
  source.onended = () => {
    for (const n of nodes) n.disconnect();
  };
}

function playTone(ctx: BaseAudioContext, out: AudioNode, layer: ToneLayer, t0: number): void {
  const end = t0 + layer.attack + layer.decay;
  const osc = ctx.createOscillator();
  osc.type = layer.wave;
  osc.frequency.setValueAtTime(layer.from, t0);
  if (layer.to !== undefined && layer.to !== layer.from)
    osc.frequency.exponentialRampToValueAtTime(layer.to, end);
  const gain = envelope(ctx, layer, t0);
  osc.connect(gain).connect(out);
  cleanUp(osc, [osc, gain]);
  osc.start(t0);
  osc.stop(end + 0.02);
}

function playNoise(ctx: BaseAudioContext, out: AudioNode, layer: NoiseLayer, t0: number): void {
  const end = t0 + layer.attack + layer.decay;
  const src = ctx.createBufferSource();
  src.buffer = noiseBuffer(ctx);
  src.loop = true;
  const filter = ctx.createBiquadFilter();
  filter.type = layer.filter;
  filter.Q.setValueAtTime(layer.q ?? 0.7, t0);
  filter.frequency.setValueAtTime(layer.from, t0);
  if (layer.to !== undefined && layer.to !== layer.from)
    filter.frequency.exponentialRampToValueAtTime(layer.to, end);
  const gain = envelope(ctx, layer, t0);
  src.connect(filter).connect(gain).connect(out);
  cleanUp(src, [src, filter, gain]);
  // Start at a random point of the buffer so repeated sounds do not sound identical.
  src.start(t0, Math.random() * 0.5);
  src.stop(end + 0.02);
}

/** Schedule every layer of a recipe to start now (or at context time `start`). */
export function playRecipe(
  ctx: BaseAudioContext,
  out: AudioNode,
  recipe: Recipe,
  start = ctx.currentTime + LEAD,
): void {
  for (const layer of recipe.layers) {
    const t0 = start + (layer.at ?? 0);
    if (layer.kind === 'tone') playTone(ctx, out, layer, t0);
    else playNoise(ctx, out, layer, t0);
  }
}

/** Silence between two recipes rendered in one go (no tail of one reaches the next). */
const RENDER_GAP = 0.05;

/**
 * The recipes rendered once into buffers by one OfflineAudioContext: the audio thread does
 * the synthesis, the main thread only builds the small graphs. Playing a buffer then takes one
 * node instead of a graph of oscillators, filters and envelopes per sound (building those cost
 * ~20 ms of the main thread per event in headless Chromium). All recipes share one context,
 * one after another on its timeline, and the result is cut into one buffer per recipe: a
 * context per recipe kept ~15 MB more of the browser's memory. Null without offline audio.
 */
export function renderRecipes(
  recipes: readonly Recipe[],
  sampleRate: number,
): Promise<AudioBuffer[]> | null {
  const Offline = (globalThis as { OfflineAudioContext?: typeof OfflineAudioContext })
    .OfflineAudioContext;
  if (!Offline || recipes.length === 0) return null;
  // Each slot: the recipe, its last layer's stop (0.02 s after the decay) and a gap.
  const frames = recipes.map((r) => Math.ceil((recipeDuration(r) + LEAD + 0.03) * sampleRate));
  const gap = Math.ceil(RENDER_GAP * sampleRate);
  const starts: number[] = [];
  let total = 0;
  for (const f of frames) {
    starts.push(total);
    total += f + gap;
  }
  const offline = new Offline(1, total, sampleRate);
  recipes.forEach((r, i) =>
    playRecipe(offline, offline.destination, r, starts[i]! / sampleRate + LEAD),
  );
  return offline.startRendering().then((all) => {
    const data = all.getChannelData(0);
    return recipes.map((_, i) => {
      const b = new AudioBuffer({ length: frames[i]!, numberOfChannels: 1, sampleRate });
      b.copyToChannel(data.subarray(starts[i]!, starts[i]! + frames[i]!), 0);
      return b;
    });
  });
}

/** Play a rendered sound into `out` now; the node disconnects itself when done. */
export function playBuffer(ctx: BaseAudioContext, out: AudioNode, buffer: AudioBuffer): void {
  const src = ctx.createBufferSource();
  src.buffer = buffer;
  src.connect(out);
  cleanUp(src, [src]);
  src.start(ctx.currentTime + LEAD);
}
