import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restyleAfterInert } from './restyle-after-inert';

/** Stand-ins for the DOM pieces the helper touches (vitest runs without a browser here). */
let observers: { cb: () => void; disconnected: boolean; options: MutationObserverInit }[] = [];
let frames: Map<number, () => void>;
let nextFrame = 1;

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  frames = new Map();
  vi.stubGlobal(
    'MutationObserver',
    class {
      entry: (typeof observers)[number];
      constructor(cb: () => void) {
        this.entry = { cb, disconnected: false, options: {} };
        observers.push(this.entry);
      }
      observe(_node: unknown, options: MutationObserverInit) {
        this.entry.options = options;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => {
    frames.set(nextFrame, f);
    return nextFrame++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function runFrames(): void {
  const due = [...frames.values()];
  frames.clear();
  for (const f of due) f();
}

function fakeList() {
  const props = new Map<string, string>();
  const node = { style: { setProperty: (k: string, v: string) => props.set(k, v) } };
  return { node: node as unknown as HTMLElement, props };
}

describe('restyleAfterInert', () => {
  it("watches the items' inert attribute and the items leaving", () => {
    restyleAfterInert(fakeList().node);
    expect(observers[0]!.options).toMatchObject({
      childList: true,
      subtree: true,
      attributeFilter: ['inert'],
    });
  });

  it('flips an inherited custom property once the frame that drew the change has passed', () => {
    const { node, props } = fakeList();
    restyleAfterInert(node);
    observers[0]!.cb();
    observers[0]!.cb(); // a burst of changes: one restyle
    expect(props.size).toBe(0);
    runFrames();
    expect(props.size).toBe(0); // not in the frame itself: after its style pass
    vi.runAllTimers();
    expect(props.get('--inert-restyle')).toBe('1');
    observers[0]!.cb();
    runFrames();
    vi.runAllTimers();
    expect(props.get('--inert-restyle')).toBe('0');
  });

  it('a change while a flip waits for its task gets a frame of its own, and one flip after it', () => {
    const { node, props } = fakeList();
    restyleAfterInert(node);
    observers[0]!.cb();
    runFrames(); // the flip now waits for its task
    observers[0]!.cb();
    expect(frames.size).toBe(1);
    runFrames();
    vi.runAllTimers();
    expect(props.get('--inert-restyle')).toBe('1'); // the first flip was folded into this one
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops watching and drops a pending restyle when the list goes', () => {
    const { node, props } = fakeList();
    const action = restyleAfterInert(node);
    observers[0]!.cb();
    action.destroy();
    expect(observers[0]!.disconnected).toBe(true);
    runFrames();
    vi.runAllTimers();
    expect(props.size).toBe(0);
  });
});
