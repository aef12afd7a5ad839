/**
 * Card textures for the battle table: the shared canvas painter (renderer/src/cards) drawn
 * once per look (card, language, keywords, damage…) at a fixed high resolution and scaled
 * by Phaser, so enlarged cards stay sharp.
 */
import type Phaser from 'phaser';
import { paintBuilding, paintCardBack, paintCardFace, paintStatGem, STAT_GEM } from '../../cards/card-face';
import { clashCard, clashFaceModel, type ClashFaceLabels } from '../../cards/clash-faces';
import type { ClashKeyword } from '../../../../main/games/clash/types';
import type { ClashTextLanguage } from '../../../../main/games/clash/text';

export const TEX_W = 240;
export const TEX_H = 336;

function make(scene: Phaser.Scene, key: string, paint: (ctx: CanvasRenderingContext2D) => void, width = TEX_W, height = TEX_H): string {
  if (scene.textures.exists(key)) return key;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (ctx) paint(ctx);
  // A plain image texture whose source is the canvas. `addCanvas` would make a CanvasTexture,
  // which copies every pixel back out (getImageData, for pixel queries we never make) — a
  // few ms per new card look, paid in the middle of an animation.
  scene.textures.addImage(key, canvas as unknown as HTMLImageElement);
  return key;
}

export function backTexture(scene: Phaser.Scene): string {
  return make(scene, 'clash-back', (ctx) => paintCardBack(ctx, TEX_W, TEX_H));
}

/**
 * A face with its printed numbers; `keywords` (a creature in play) replaces the printed
 * keywords. Damage and attack bonuses are not baked in: `statGems` draws them over the face,
 * so a hit in the middle of an assault needs a small gem, not a whole new face.
 */
export function faceTexture(scene: Phaser.Scene, card: string, lang: ClashTextLanguage, labels: ClashFaceLabels, keywords?: ClashKeyword[]): string {
  const key = keywords ? `clash-face|${card}|${lang}|${keywords.join(',')}` : `clash-face|${card}|${lang}`;
  return make(scene, key, (ctx) => paintCardFace(ctx, clashFaceModel(card, lang, labels, keywords), TEX_W, TEX_H));
}

/** A gem laid over a face texture: its texture and top-left corner in face-texture pixels. */
export interface GemPlace {
  tex: string;
  x: number;
  y: number;
}

/** Square gem textures, big enough for the shield or diamond with its outline. */
const GEM_BOX = 64;

/**
 * The gems that differ from the printed face (boosted attack, damaged health), exactly as
 * `paintCardFace` draws them with the same overlay; none for an unhurt, unboosted creature.
 */
export function statGems(scene: Phaser.Scene, card: string, live: { damage: number; sprintBonus: number }): GemPlace[] {
  const def = clashCard(card);
  if (!def) return [];
  const out: GemPlace[] = [];
  if (live.sprintBonus) out.push(gemTexture(scene, 'attack', def.attack + live.sprintBonus));
  if (live.damage && def.health !== null) out.push(gemTexture(scene, 'health', def.health - live.damage));
  return out;
}

function gemTexture(scene: Phaser.Scene, kind: 'attack' | 'health', value: number): GemPlace {
  const u = TEX_W / 100;
  const cx = STAT_GEM[kind].x * u;
  const cy = STAT_GEM[kind].y * u;
  // Whole-pixel corner, and the gem at the same sub-pixel offset as on the face.
  const x = Math.floor(cx) - GEM_BOX / 2;
  const y = Math.floor(cy) - GEM_BOX / 2;
  const key = make(scene, `clash-gem|${kind}|${value}`, (ctx) => paintStatGem(ctx, kind, value, true, u, -x, -y), GEM_BOX, GEM_BOX);
  return { tex: key, x, y };
}

export function buildingTexture(scene: Phaser.Scene, label: string, life: number, fort: boolean, lifeLabel: string): string {
  const key = `clash-building|${label}|${life}|${fort}|${lifeLabel}`;
  return make(scene, key, (ctx) => paintBuilding(ctx, TEX_W, TEX_H, label, life, fort, lifeLabel));
}

/**
 * `key` multiplied by `color` (what a WebGL tint does), as a texture of its own so it also
 * shows with Phaser's Canvas renderer, which has no tints.
 */
export function tintedTexture(scene: Phaser.Scene, key: string, color: number): string {
  const tinted = `${key}|tint:${color.toString(16)}`;
  if (scene.textures.exists(tinted)) return tinted;
  const src = scene.textures.get(key).getSourceImage() as CanvasImageSource;
  return make(scene, tinted, (ctx) => {
    ctx.drawImage(src, 0, 0, TEX_W, TEX_H);
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = `#${color.toString(16).padStart(6, '0')}`;
    ctx.fillRect(0, 0, TEX_W, TEX_H);
    // Multiply also paints the transparent corners: keep only where the card was.
    ctx.globalCompositeOperation = 'destination-in';
    ctx.drawImage(src, 0, 0, TEX_W, TEX_H);
  });
}
