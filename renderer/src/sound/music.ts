/**
 * The optional ambient loop (recipes.ts AMBIENT): one soft pad chord every few seconds, each
 * fading in and out over the next so the sound never stops abruptly. Scheduled with timers a
 * chord at a time, so stopping is immediate and nothing is scheduled far ahead.
 */
import { AMBIENT } from './recipes';

export class AmbientMusic {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private chord = 0;
  private readonly filter: BiquadFilterNode;
  /** Fades the whole loop in and out on start/stop (chords already scheduled keep ringing silently). */
  private readonly fade: GainNode;

  constructor(
    private readonly ctx: BaseAudioContext,
    out: AudioNode,
  ) {
    this.filter = ctx.createBiquadFilter();
    this.filter.type = 'lowpass';
    this.filter.frequency.value = AMBIENT.filterHz;
    this.fade = ctx.createGain();
    this.filter.connect(this.fade).connect(out);
  }

  get playing(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer !== null) return;
    const now = this.ctx.currentTime;
    this.fade.gain.cancelScheduledValues(now);
    this.fade.gain.setValueAtTime(1, now);
    this.next();
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const now = this.ctx.currentTime;
    this.fade.gain.cancelScheduledValues(now);
    this.fade.gain.setTargetAtTime(0, now, 0.4);
  }

  private next(): void {
    const notes = AMBIENT.chords[this.chord % AMBIENT.chords.length]!;
    this.chord++;
    const t0 = this.ctx.currentTime + 0.05;
    const hold = AMBIENT.chordSeconds;
    for (const freq of notes) {
      // Two slightly detuned voices per note give the pad its slow beating.
      for (const [wave, detune] of [
        ['sine', -4],
        ['triangle', 5],
      ] as const) {
        const osc = this.ctx.createOscillator();
        osc.type = wave;
        osc.frequency.value = freq;
        osc.detune.value = detune;
        const gain = this.ctx.createGain();
        gain.gain.setValueAtTime(0.0001, t0);
        gain.gain.linearRampToValueAtTime(AMBIENT.voicePeak / 2, t0 + AMBIENT.attack);
        gain.gain.setValueAtTime(AMBIENT.voicePeak / 2, t0 + hold);
        gain.gain.exponentialRampToValueAtTime(0.0001, t0 + hold + AMBIENT.release);
        osc.connect(gain).connect(this.filter);
        osc.onended = () => {
          osc.disconnect();
          gain.disconnect();
        };
        osc.start(t0);
        osc.stop(t0 + hold + AMBIENT.release + 0.05);
      }
    }
    this.timer = setTimeout(() => {
      if (this.timer !== null) this.next();
    }, hold * 1000);
  }
}
