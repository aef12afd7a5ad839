/**
 * The typed bridge between the Orbs game screen (Svelte: decisions, DOM, IPC) and the Orbs
 * table scene (Phaser: drawing, dragging, animation). The scene never sends an action to
 * main: it reports what the player did (clicked, dropped) and the screen maps that onto the
 * legal actions main listed.
 */
import type { OrbsEvent, OrbsView, PlayerId } from '../../../../main/ipc/contract';
import type { OrbsHintMarks } from '../../review/hint-marks';

/** What the table needs to draw a card face (from the catalogue, already translated). */
export interface FaceData {
  id: string;
  name: string;
  colours: string[];
  type: 'orb' | 'object' | 'action' | 'trap';
  cost: string;
  orbType?: string | undefined;
  /** Translated type line ("Imp", "Action", "Objekt"). */
  typeLine: string;
  /** Short keywords shown on the small face (Armor, Ambush…); the zoom shows all text. */
  keywords: string[];
  token: boolean;
  ap?: number | undefined;
  hp?: number | undefined;
  /** Printed Armor N and Ambush, as data: the table's compact faces show them as icons. */
  armor?: number | undefined;
  ambush?: boolean | undefined;
}

/** Which cards light up and what each may do, derived from main's legal actions. */
export interface Lit {
  /** Cards with at least one legal action. */
  active: number[];
  convertible: number[];
  playable: number[];
  benchable: number[];
  attackers: number[];
  /** Defender id → attacker ids it may defend against. */
  defends: Record<number, number[]>;
  /**
   * Card id → the cards its targeted plays and abilities may aim at: dropped on one of them,
   * it is played at that card (gestures.ts `dropIntent`), so that card lights under the drag.
   */
  aims?: Record<number, number[]>;
  /** Label of the End button, or null when ending is not possible now. */
  end: string | null;
  /** Lit targets while choosing one. */
  targeting: { cards: number[]; players: PlayerId[] } | null;
  selected: number | null;
  /**
   * Hand cards main lists no way to pay for now (actions.ts `unpayableCards`): they may be
   * dragged, and dropping one to play or bench it says "Not enough energy" (issue #30).
   */
  unpayable?: number[];
}

/** Translated words the scene writes on the table. */
export interface TableLabels {
  players: [string, string];
  phase: string;
  turn: string;
  hp: string;
  deck: string;
  hand: string;
  bench: string;
  graveyard: string;
  energy: string;
  trap: string;
  waiting: string;
  /** Said over a hand card that cannot be paid for, when the player tries it. */
  notEnoughEnergy?: string;
}

export interface OrbsTableEvents {
  // Phaser → Svelte
  'scene-ready': { width: number; height: number };
  'card-click': { id: number; x: number; y: number };
  'card-hover': { id: number; cardId: string } | { id: null };
  drop: {
    card: number;
    zone: 'energy' | 'play' | 'bench' | 'none';
    onCard: number | null;
    x: number;
    y: number;
  };
  'end-click': Record<string, never>;
  'graveyard-click': { player: PlayerId };
  'player-click': { player: PlayerId };
  idle: { batches: number };
  /** The table is still and drawn (core/settled.ts), or no longer. */
  settled: { settled: boolean };
  /** After each drawn view: what the hint marks on the table name (hint-marks.ts hintName), or null. */
  hint: { drawn: string | null };
  /** After each drawn view: the own hand row's box in canvas pixels (the page exposes it to tests). */
  layout: {
    hand: { x: number; y: number; w: number; h: number } | null;
    /**
     * The free band between the two play rows, in canvas pixels: banners and prompts go there,
     * so they never cover either player's Orbs (issue #30).
     */
    band?: { x: number; y: number; w: number; h: number };
  };
  /**
   * Events the table has just put on screen: one at a time as each animation starts, or the
   * rest of a batch at once when it is skipped or the speed is "instant" (the screen plays
   * their sounds in step).
   */
  shown: { events: OrbsEvent[] };
  // Svelte → Phaser
  faces: { faces: Record<string, FaceData> };
  show: { view: OrbsView; lit: Lit; labels: TableLabels };
  animate: { events: OrbsEvent[]; view: OrbsView; lit: Lit; labels: TableLabels };
  lit: { lit: Lit; labels: TableLabels };
  speed: { factor: number };
  skip: Record<string, never>;
  /**
   * The move a hint named (issue #18): its cards, player or End button are marked in the hint
   * colour from now on, or no more (null). Kept apart from `lit`, which batches carry with the
   * state they were sent with: a cleared hint must not come back with an older batch.
   */
  'hint-marks': { marks: OrbsHintMarks | null };
}

type Listener<K extends keyof OrbsTableEvents> = (payload: OrbsTableEvents[K]) => void;

export class OrbsTableBridge {
  private listeners = new Map<keyof OrbsTableEvents, Set<(payload: never) => void>>();

  on<K extends keyof OrbsTableEvents>(event: K, listener: Listener<K>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as (payload: never) => void);
    return () => set.delete(listener as (payload: never) => void);
  }

  emit<K extends keyof OrbsTableEvents>(event: K, payload: OrbsTableEvents[K]): void {
    for (const l of this.listeners.get(event) ?? []) (l as Listener<K>)(payload);
  }

  clear(): void {
    this.listeners.clear();
  }
}
