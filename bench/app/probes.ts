/**
 * Code that runs inside the page (serialised by Playwright), for the app benchmark. Each
 * function is self-contained: no imports, no closures over Node values.
 */

export interface PageProbe {
  menuShown: number;
  menuReady: number;
  longTasks: { start: number; duration: number }[];
  battleStart: number;
}

/**
 * Init script: records when the main menu appears (game cards) and when it is ready (the
 * engines' status, which needs the `game.list` answer over the WebSocket), and every long
 * task (PerformanceObserver 'longtask'). Also fixes language and Clash animation speed.
 */
export function installProbe(arg: { speed: string }): void {
  localStorage.setItem('cardhall.language', 'en');
  localStorage.setItem('cardhall.clash.animationSpeed', arg.speed);
  const b = {
    menuShown: 0,
    menuReady: 0,
    longTasks: [] as { start: number; duration: number }[],
    battleStart: 0,
  };
  (window as unknown as { __cardhallBench: typeof b }).__cardhallBench = b;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        b.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task support: the list stays empty and the report says so
  }
  const check = (): boolean => {
    if (!b.menuShown && document.querySelector('nav.menu-panel .game-card'))
      b.menuShown = performance.now();
    if (!b.menuReady && document.querySelector('nav.menu-panel .game-status'))
      b.menuReady = performance.now();
    return b.menuReady > 0;
  };
  const mo = new MutationObserver(() => {
    if (check()) mo.disconnect();
  });
  mo.observe(document, { childList: true, subtree: true });
}

export type Step = 'end' | 'handoff' | 'review' | 'confirm' | 'pick' | 'play' | 'assault' | 'wait';

/** What the person at the screen can do now. */
export function nextStep(): Step {
  const visible = (sel: string) => {
    const el = document.querySelector(sel) as HTMLElement | null;
    return !!el && el.offsetParent !== null;
  };
  if (visible('[data-testid="clash-end"]')) return 'end';
  if (visible('[data-testid="handoff-ready"]')) return 'handoff';
  // The draft ends with a review of the 8 cards; a cast that only hurts your own creatures asks.
  if (visible('[data-testid="draft-review-done"]')) return 'review';
  if (visible('[role="alertdialog"] [data-testid$="-confirm"]')) return 'confirm';
  if (document.querySelector('[data-testid="draft-card"]:not([disabled])')) return 'pick';
  if (
    document.querySelector(
      '[data-testid="action"][data-kind="lane"], [data-testid="action"][data-kind="target"]',
    )
  )
    return 'play';
  if (document.querySelector('[data-testid="action"][data-kind="assault"]')) return 'assault';
  return 'wait';
}

/**
 * Click the first element matching `selector` (in this task, so it cannot go stale) and time
 * how long until the DOM shows the new game state: the parts of the screen drawn from the
 * view (turn, mana, the board in words, the draft piles) differ from before. The action list
 * itself is left out (it empties at once while the action is sent). `frame` adds the wait
 * for the next animation frame, i.e. until the change can be on screen.
 */
export async function timedClick(selector: string): Promise<{ dom: number; frame: number } | null> {
  const sig = () =>
    Array.from(
      document.querySelectorAll(
        '[data-testid="battle-turn"], [data-testid="battle-mana"], [data-testid="board-summary"], [data-testid="draft-pile-0"], [data-testid="draft-pile-1"], [data-testid="clash-battle"]',
      ),
    )
      .map(
        (e) =>
          `${e.getAttribute('data-testid')}:${e.textContent}:${e.querySelectorAll('li').length}`,
      )
      .join('#');
  const button = document.querySelector(selector) as HTMLElement | null;
  if (!button) return null;
  const before = sig();
  return new Promise((resolve) => {
    let done = false;
    const t0 = performance.now();
    const finish = (value: { dom: number; frame: number } | null) => {
      if (done) return;
      done = true;
      mo.disconnect();
      resolve(value);
    };
    const mo = new MutationObserver(() => {
      if (done || sig() === before) return;
      const dom = performance.now() - t0;
      mo.disconnect();
      requestAnimationFrame(() => finish({ dom, frame: performance.now() - t0 }));
    });
    mo.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    button.click();
    setTimeout(() => finish(null), 10_000);
  });
}

/**
 * Click the assault and record requestAnimationFrame deltas until the table is idle again
 * (the skip button, enabled only while something animates, was enabled and is disabled
 * again), or 15 s.
 */
export async function recordAssault(): Promise<{
  deltas: number[];
  ms: number;
  animated: boolean;
} | null> {
  const button = document.querySelector(
    '[data-testid="action"][data-kind="assault"]',
  ) as HTMLElement | null;
  if (!button) return null;
  const animating = () => {
    const s = document.querySelector('[data-testid="skip"]') as HTMLButtonElement | null;
    return !!s && !s.disabled;
  };
  const deltas: number[] = [];
  let running = true;
  let animated = false;
  let last = performance.now();
  const t0 = last;
  const loop = (t: number) => {
    deltas.push(t - last);
    last = t;
    if (animating()) animated = true;
    if (running) requestAnimationFrame(loop);
  };
  await new Promise<void>((r) =>
    requestAnimationFrame((t) => {
      last = t;
      r();
    }),
  );
  requestAnimationFrame(loop);
  button.click();
  await new Promise<void>((resolve) => {
    const iv = setInterval(() => {
      const now = animating();
      if (now) animated = true;
      if (
        (animated && !now) ||
        performance.now() - t0 > 15_000 ||
        (!animated && performance.now() - t0 > 3000)
      ) {
        clearInterval(iv);
        resolve();
      }
    }, 10);
  });
  running = false;
  return { deltas, ms: performance.now() - t0, animated };
}

/** Renderer Phaser got: WebGL or Canvas (by asking the canvas for its existing context). */
export function tableRenderer(): string {
  const c = document.querySelector(
    '[data-testid="clash-table"] canvas',
  ) as HTMLCanvasElement | null;
  if (!c) return 'no canvas';
  const gl = (c.getContext('webgl2') ?? c.getContext('webgl')) as WebGLRenderingContext | null;
  return gl ? 'WebGL' : 'Canvas';
}

/**
 * `game.view` and `game.act` round trips over a second WebSocket of the page (same origin,
 * same token as the app): random legal actions of hotseat games until `n` actions or `ms`.
 */
export async function wsRoundTrips(arg: {
  game: 'clash' | 'orbs';
  options: unknown;
  n: number;
  ms: number;
}): Promise<{ view: number[]; act: number[] }> {
  const token = new URL(location.href).searchParams.get('token') ?? '';
  const ws = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const pending = new Map<number, (r: unknown) => void>();
  ws.onmessage = (e) => {
    const m = JSON.parse(String(e.data)) as { id?: number; result?: unknown };
    if (typeof m.id === 'number' && pending.has(m.id)) {
      pending.get(m.id)!(m.result);
      pending.delete(m.id);
    }
  };
  type R = {
    ok: boolean;
    value: { gameId: string; toMove: 0 | 1 | null; legalActions: unknown[] | null };
  };
  const call = (channel: string, a: unknown) =>
    new Promise<R>((resolve) => {
      const i = ++id;
      pending.set(i, resolve as (r: unknown) => void);
      ws.send(JSON.stringify({ id: i, channel, arg: a }));
    });
  const view: number[] = [];
  const act: number[] = [];
  const until = performance.now() + arg.ms;
  let x = 12345;
  let gameId = '';
  const newGame = async () => {
    if (gameId) await call('game.close', { gameId });
    const s = await call('game.start', {
      game: arg.game,
      options: arg.options,
      seed: x,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    if (!s.ok) throw new Error(`game.start failed: ${JSON.stringify(s)}`);
    gameId = s.value.gameId;
  };
  await newGame();
  while (act.length < arg.n && performance.now() < until) {
    let t = performance.now();
    let v = await call('game.view', { gameId, player: 0 });
    view.push(performance.now() - t);
    if (v.value.toMove === null) {
      await newGame();
      continue;
    }
    if (v.value.toMove === 1) {
      t = performance.now();
      v = await call('game.view', { gameId, player: 1 });
      view.push(performance.now() - t);
    }
    const list = v.value.legalActions ?? [];
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    t = performance.now();
    const r = await call('game.act', {
      gameId,
      player: v.value.toMove,
      action: list[x % list.length],
    });
    act.push(performance.now() - t);
    if (!r.ok) throw new Error(`game.act refused a legal action: ${JSON.stringify(r)}`);
  }
  await call('game.close', { gameId });
  ws.close();
  return { view, act };
}

/** requestAnimationFrame deltas for `ms` milliseconds while nothing is clicked (an idle table). */
export async function idleFrames(ms: number): Promise<number[]> {
  const deltas: number[] = [];
  await new Promise<void>((resolve) => {
    let last = -1;
    const t0 = performance.now();
    const loop = (t: number) => {
      if (last >= 0) deltas.push(t - last);
      last = t;
      if (performance.now() - t0 < ms) requestAnimationFrame(loop);
      else resolve();
    };
    requestAnimationFrame(loop);
  });
  return deltas;
}
