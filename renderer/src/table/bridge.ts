/**
 * The Phaser ↔ Svelte bridge: a small typed event map instead of a stringly-typed emitter.
 * Svelte owns the DOM (menus, dialogs); Phaser draws the table. They talk only through here.
 */
export interface TableEvents {
  /** Phaser → Svelte: the scene has rendered its first frame. */
  'scene-ready': { width: number; height: number };
  /** Svelte → Phaser: the caption shown on the table (already translated). */
  'set-caption': { text: string };
}

type Listener<K extends keyof TableEvents> = (payload: TableEvents[K]) => void;

export class TableBridge {
  private listeners: { [K in keyof TableEvents]?: Set<Listener<K>> } = {};

  on<K extends keyof TableEvents>(event: K, listener: Listener<K>): () => void {
    const set = (this.listeners[event] ??= new Set<Listener<K>>() as (typeof this.listeners)[K]) as Set<Listener<K>>;
    set.add(listener);
    return () => set.delete(listener);
  }

  emit<K extends keyof TableEvents>(event: K, payload: TableEvents[K]): void {
    const set = this.listeners[event] as Set<Listener<K>> | undefined;
    for (const listener of set ?? []) listener(payload);
  }

  clear(): void {
    this.listeners = {};
  }
}
