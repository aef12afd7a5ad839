/**
 * Card textures for the battle table: the shared canvas painter (renderer/src/cards) drawn
 * once per look (card, language, keywords, damage…) at a fixed high resolution and scaled
 * by Phaser, so enlarged cards stay sharp.
 *
 * Painting a face costs a few ms of the main thread (more on a loaded machine without a GPU),
 * and a new view can need a dozen at once — a long task in the middle of play. So painted
 * canvases are kept here, outside any Phaser scene (a rematch, a replay table or a resumed game
 * reuses them), and the screens paint ahead what the player is about to see: in idle time
 * (`paintWhenIdle`: the drafted piles during the draft) or in small slices behind the hot-seat
 * hand-off cover (`paintInSlices`). Only cards the view already shows are painted ahead.
 */
import type Phaser from 'phaser';
import { paintBuilding, paintCardBack } from '../../cards/card-face';
import { COMPACT_STAT, paintCompactFace, paintCompactStat } from '../../cards/compact-face';
import { TARGET_BADGE } from '../../cards/clash-faces';
import { clashCard, clashFaceModel, type ClashFaceLabels } from '../../cards/clash-faces';
import type { ClashKeyword, ClashView } from '../../../../main/ipc/contract';
import type { ClashTextLanguage } from '../../../../main/ipc/contract';
import { lifeOf, modelFromView } from './model';
import { cardArtReady } from '../../cards/art/card-art';
import { cardsReady } from '../../cards/ready';
import { IdleQueue } from '../../cards/idle-queue';

/** The painter's face labels, plus the table's line saying what an incantation hits. */
export type TableFaceLabels = ClashFaceLabels & { incantationTarget?: (damage: number) => string };

export const TEX_W = 240;
export const TEX_H = 336;

/** One look to paint: its texture key, canvas size and painter. */
export interface PaintJob {
  key: string;
  width: number;
  height: number;
  /** Paints the look; returns the smallest font it drew (px of this canvas), if it drew text. */
  paint: (ctx: CanvasRenderingContext2D) => number | void;
}

/** Painted looks by texture key, oldest first (a Map keeps insertion order). */
const painted = new Map<string, HTMLCanvasElement>();
/** The smallest font each painted look drew, in its canvas pixels (absent: no text). */
const minTexts = new Map<string, number>();
/** About 320 KB each at 240 × 336: a bound of ~50 MB; two decks in two languages fit. */
const PAINTED_MAX = 160;

function paintedCanvas(job: PaintJob): HTMLCanvasElement {
  const known = painted.get(job.key);
  if (known) return known;
  const canvas = document.createElement('canvas');
  canvas.width = job.width;
  canvas.height = job.height;
  const ctx = canvas.getContext('2d');
  const min = ctx ? job.paint(ctx) : undefined;
  if (typeof min === 'number') minTexts.set(job.key, min);
  // Never keep a look painted before the art was loaded (it would stay without its picture).
  if (!cardArtReady()) return canvas;
  // Dropping the oldest never breaks a table: a texture keeps its own reference to its canvas.
  if (painted.size >= PAINTED_MAX) painted.delete(painted.keys().next().value!);
  painted.set(job.key, canvas);
  return canvas;
}

/**
 * The smallest text on look `key` in CSS px when it is shown `displayWidth` px wide (null:
 * no text on it, or not painted yet).
 */
export function minTextAt(key: string, displayWidth: number): number | null {
  const px = minTexts.get(key);
  return px === undefined ? null : (px * displayWidth) / TEX_W;
}

/** Is this look painted already (so showing it costs no painting)? */
export function isPainted(key: string): boolean {
  return painted.has(key);
}

function make(scene: Phaser.Scene, job: PaintJob): string {
  if (scene.textures.exists(job.key)) return job.key;
  // A plain image texture whose source is the canvas. `addCanvas` would make a CanvasTexture,
  // which copies every pixel back out (getImageData, for pixel queries we never make) — a
  // few ms per new card look, paid in the middle of an animation.
  scene.textures.addImage(job.key, paintedCanvas(job) as unknown as HTMLImageElement);
  return job.key;
}

const backJob: PaintJob = {
  key: 'clash-back',
  width: TEX_W,
  height: TEX_H,
  paint: (ctx) => paintCardBack(ctx, TEX_W, TEX_H),
};

/**
 * The look of card `id`; `keywords` (a creature in play) replaces the printed keywords. A
 * creature whose keywords in play are the printed ones shares the hand card's look, so
 * playing it paints nothing new.
 */
export function faceJob(
  card: string,
  lang: ClashTextLanguage,
  labels: TableFaceLabels,
  keywords?: ClashKeyword[],
): PaintJob {
  let model = clashFaceModel(card, lang, labels, keywords);
  let key = `clash-face|${card}|${lang}`;
  if (keywords) {
    const printed = clashFaceModel(card, lang, labels);
    if (
      printed.lines.join('|') === model.lines.join('|') &&
      printed.badges.map((b) => b.glyph).join('') === model.badges.map((b) => b.glyph).join('')
    )
      model = printed;
    else key = `${key}|${keywords.join(',')}`;
  }
  // An incantation's face says what it hits (rules §7: its damage, in the attack gem, to a
  // creature in play): the target icon leads its icons (the legend and the zoom say it in words).
  const def = clashCard(card);
  if (def?.kind === 'incantation') {
    model = { ...model, badges: [TARGET_BADGE, ...model.badges] };
    key = `${key}|t`;
  }
  const m = model;
  return {
    key,
    width: TEX_W,
    height: TEX_H,
    paint: (ctx) => paintCompactFace(ctx, m, TEX_W, TEX_H),
  };
}

export function buildingJob(
  label: string,
  life: number,
  fort: boolean,
  lifeLabel: string,
): PaintJob {
  return {
    key: `clash-building|${label}|${life}|${fort}|${lifeLabel}`,
    width: TEX_W,
    height: TEX_H,
    paint: (ctx) => paintBuilding(ctx, TEX_W, TEX_H, label, life, fort, lifeLabel),
  };
}

/** What the table needs to draw a view's cards and buildings. */
export interface ViewLookLabels {
  lang: ClashTextLanguage;
  face: TableFaceLabels;
  bastion: string;
  fort: string;
  lifeLabel: (n: number) => string;
}

/** Every look a view shows (both hand rows as far as visible, the lanes, the buildings). */
export function viewJobs(view: ClashView, L: ViewLookLabels): PaintJob[] {
  const m = modelFromView(view);
  const out: PaintJob[] = [];
  for (const side of m.sides) {
    const life = lifeOf(side);
    for (const e of side.row) {
      if (e.building)
        out.push(buildingJob(side.fort ? L.fort : L.bastion, life, side.fort, L.lifeLabel(life)));
      else if (e.card === null) out.push(backJob);
      else out.push(faceJob(e.card, L.lang, L.face));
    }
    for (const c of [...side.lanes.upper, ...side.lanes.lower])
      out.push(faceJob(c.card, L.lang, L.face, c.keywords));
  }
  return out;
}

const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * Paint the looks not painted yet, a few per task (at most about `budgetMs` of painting each,
 * always at least one), yielding to the browser in between. Resolves when all are painted.
 */
export async function paintInSlices(jobs: PaintJob[], budgetMs = 8): Promise<void> {
  await cardsReady();
  const todo = jobs.filter((j) => !painted.has(j.key));
  while (todo.length > 0) {
    const t0 = performance.now();
    do paintedCanvas(todo.shift()!);
    while (todo.length > 0 && performance.now() - t0 < budgetMs);
    if (todo.length > 0) await nextTask();
  }
}

const idleQueue = new IdleQueue<PaintJob>(paintedCanvas);

/**
 * Paint these looks when the browser is idle (one at a time while an idle period has room),
 * so a later table shows them without painting. Cheap to call again with the same looks.
 */
export function paintWhenIdle(jobs: PaintJob[]): void {
  for (const j of jobs) if (!painted.has(j.key)) idleQueue.add(j.key, j);
  if (idleQueue.size === 0) return;
  if (!cardArtReady()) {
    // Paint ahead only with the art: load it (its own chunk), then come back.
    void cardsReady().then(() => paintWhenIdle([]));
    return;
  }
  idleQueue.start();
}

export function backTexture(scene: Phaser.Scene): string {
  return make(scene, backJob);
}

/**
 * A face with its printed numbers; `keywords` (a creature in play) replaces the printed
 * keywords. Damage and attack bonuses are not baked in: `statGems` draws them over the face,
 * so a hit in the middle of an assault needs a small gem, not a whole new face.
 */
export function faceTexture(
  scene: Phaser.Scene,
  card: string,
  lang: ClashTextLanguage,
  labels: TableFaceLabels,
  keywords?: ClashKeyword[],
): string {
  return make(scene, faceJob(card, lang, labels, keywords));
}

/** A gem laid over a face texture: its texture and top-left corner in face-texture pixels. */
export interface GemPlace {
  tex: string;
  x: number;
  y: number;
}

/** Square gem textures, big enough for the shield or diamond with its outline. */
const GEM_BOX = 80;

/**
 * The gems that differ from the printed face (boosted attack, damaged health), exactly as
 * `paintCompactFace` draws them with the same overlay; none for an unhurt, unboosted creature.
 */
export function statGems(
  scene: Phaser.Scene,
  card: string,
  live: { damage: number; sprintBonus: number },
): GemPlace[] {
  const def = clashCard(card);
  if (!def) return [];
  const out: GemPlace[] = [];
  if (live.sprintBonus) out.push(gemTexture(scene, 'attack', def.attack + live.sprintBonus));
  if (live.damage && def.health !== null)
    out.push(gemTexture(scene, 'health', def.health - live.damage));
  return out;
}

function gemTexture(scene: Phaser.Scene, kind: 'attack' | 'health', value: number): GemPlace {
  const u = TEX_W / 100;
  const cx = COMPACT_STAT[kind].x * u;
  const cy = COMPACT_STAT[kind].y * u;
  // Whole-pixel corner, and the gem at the same sub-pixel offset as on the face.
  const x = Math.floor(cx) - GEM_BOX / 2;
  const y = Math.floor(cy) - GEM_BOX / 2;
  const key = make(scene, {
    key: `clash-gem|${kind}|${value}`,
    width: GEM_BOX,
    height: GEM_BOX,
    paint: (ctx) => paintCompactStat(ctx, kind, value, true, u, -x, -y),
  });
  return { tex: key, x, y };
}

export function buildingTexture(
  scene: Phaser.Scene,
  label: string,
  life: number,
  fort: boolean,
  lifeLabel: string,
): string {
  return make(scene, buildingJob(label, life, fort, lifeLabel));
}

/**
 * `key` multiplied by `color` (what a WebGL tint does), as a texture of its own so it also
 * shows with Phaser's Canvas renderer, which has no tints.
 */
export function tintedTexture(scene: Phaser.Scene, key: string, color: number): string {
  const tinted = `${key}|tint:${color.toString(16)}`;
  if (scene.textures.exists(tinted)) return tinted;
  const src = scene.textures.get(key).getSourceImage() as CanvasImageSource;
  return make(scene, {
    key: tinted,
    width: TEX_W,
    height: TEX_H,
    paint: (ctx) => {
      ctx.drawImage(src, 0, 0, TEX_W, TEX_H);
      ctx.globalCompositeOperation = 'multiply';
      ctx.fillStyle = `#${color.toString(16).padStart(6, '0')}`;
      ctx.fillRect(0, 0, TEX_W, TEX_H);
      // Multiply also paints the transparent corners: keep only where the card was.
      ctx.globalCompositeOperation = 'destination-in';
      ctx.drawImage(src, 0, 0, TEX_W, TEX_H);
      return minTexts.get(key);
    },
  });
}
