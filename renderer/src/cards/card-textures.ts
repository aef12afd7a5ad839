/**
 * Card faces as Phaser textures, painted once per look by the one card painter
 * (card-face.ts) at a fixed high resolution and scaled by the table, so zoomed cards stay
 * sharp. Painted canvases are kept here, outside any scene, so a rematch, a replay or a
 * resumed game reuses them (painting a face costs a few ms; a table must not pay that
 * per frame). Looks painted before the art loaded are never kept (see cardsReady).
 */
import type Phaser from 'phaser';
import { paintCardBack, type CardOverlay } from './card-face';
import { paintCompactFace } from './compact-face';
import { paintTileFace } from './tile-face';
import { cardArtReady } from './art/card-art';
import { IdleQueue } from './idle-queue';
import { orbsBadges, orbsFaceModel, type OrbsFaceCard } from './orbs-faces';

export const CARD_TEX_W = 240;
export const CARD_TEX_H = 336;

const painted = new Map<string, HTMLCanvasElement>();
/** The smallest font each painted look drew, in its canvas pixels (absent: no text). */
const minTexts = new Map<string, number>();
/** ~320 KB each: a bound of ~50 MB. */
const PAINTED_MAX = 160;

/** The canvas of look `key`, painted by `paint` the first time. */
export function paintedLook(
  key: string,
  paint: (ctx: CanvasRenderingContext2D, w: number, h: number) => number | void,
  w = CARD_TEX_W,
  h = CARD_TEX_H,
): HTMLCanvasElement {
  const known = painted.get(key);
  if (known) return known;
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  const min = ctx ? paint(ctx, w, h) : undefined;
  if (typeof min === 'number') minTexts.set(key, min);
  if (!cardArtReady()) return canvas;
  if (painted.size >= PAINTED_MAX) painted.delete(painted.keys().next().value!);
  painted.set(key, canvas);
  return canvas;
}

/**
 * The smallest text on look `key` when it is drawn `displayWidth` pixels wide, in those pixels
 * (null: no text on it).
 */
export function minTextAt(key: string, displayWidth: number): number | null {
  const px = minTexts.get(key);
  return px === undefined ? null : (px * displayWidth) / CARD_TEX_W;
}

/** Add look `key` to a scene as a plain image texture (no pixel copy, unlike addCanvas). */
export function lookTexture(
  scene: Phaser.Scene,
  key: string,
  paint: (ctx: CanvasRenderingContext2D, w: number, h: number) => number | void,
): string {
  if (!scene.textures.exists(key))
    scene.textures.addImage(key, paintedLook(key, paint) as unknown as HTMLImageElement);
  return key;
}

/** Live values of an Orbs card in play. */
export interface OrbsLive {
  /** null for a card that is not an Orb. */
  ap: number | null;
  hp: number | null;
  currentHp: number | null;
  armor: number;
}

/** An Orbs card's compact face (compact-face.ts), with its live AP/HP/armour when in play. */
export function orbsFaceTexture(
  scene: Phaser.Scene,
  face: OrbsFaceCard,
  live: OrbsLive | null,
): string {
  const key = `orbs-face|${face.id}|${face.name}|${live ? `${live.ap}|${live.hp}|${live.currentHp}|${live.armor}` : ''}`;
  return lookTexture(scene, key, (ctx, w, h) => {
    const model = orbsFaceModel(face, live ? { ap: live.ap, hp: live.hp } : {});
    model.badges = orbsBadges(face);
    const hurt = live && live.hp !== null && live.currentHp !== null && live.currentHp < live.hp;
    const overlay: CardOverlay = hurt ? { damage: live.hp! - live.currentHp! } : {};
    const armor = live ? live.armor : (face.armor ?? 0);
    if (armor > 0) model.armor = armor;
    return paintCompactFace(ctx, model, w, h, overlay);
  });
}

/**
 * An Orbs card's tile face (tile-face.ts): a Bench card (`figures`: an Orb's attack and health)
 * or the top of a graveyard (picture only).
 */
export function orbsTileTexture(
  scene: Phaser.Scene,
  face: OrbsFaceCard,
  live: OrbsLive | null,
  figures: boolean,
): string {
  const look = orbsTileLook(face, live, figures);
  return lookTexture(scene, look.key, look.paint);
}

/** Paints a look into a canvas; returns the smallest font it drew (px), if any text. */
type Painter = (ctx: CanvasRenderingContext2D, w: number, h: number) => number | void;

/** The key and painter of an Orbs tile look (orbsTileTexture paints the same when asked). */
function orbsTileLook(
  face: OrbsFaceCard,
  live: OrbsLive | null,
  figures: boolean,
): { key: string; paint: Painter } {
  return {
    key: `orbs-tile|${face.id}|${figures ? `${live?.ap ?? ''}|${live?.hp ?? ''}` : 'pile'}`,
    paint: (ctx, w, h) => {
      const model = orbsFaceModel(face, live ? { ap: live.ap, hp: live.hp } : {});
      model.badges = orbsBadges(face);
      return paintTileFace(ctx, model, w, h, figures);
    },
  };
}

const idleLooks = new IdleQueue<{ key: string; paint: Painter }>((l) =>
  paintedLook(l.key, l.paint),
);

/**
 * Paint these Orbs tiles when the browser is idle (one at a time while an idle period has
 * room), so the table render that first shows one (a card reaching a graveyard or the Bench)
 * only adds the painted canvas instead of painting it inside its frame (issue #30). Cheap to
 * call again with the same tiles; tiles already painted are skipped.
 */
export function paintOrbsTilesWhenIdle(
  tiles: { face: OrbsFaceCard; live: OrbsLive | null; figures: boolean }[],
): void {
  if (!cardArtReady()) return;
  for (const t of tiles) {
    const look = orbsTileLook(t.face, t.live, t.figures);
    if (!painted.has(look.key)) idleLooks.add(look.key, look);
  }
  idleLooks.start();
}

export function orbsBackTexture(scene: Phaser.Scene): string {
  return lookTexture(scene, 'card-back', (ctx, w, h) => paintCardBack(ctx, w, h));
}
