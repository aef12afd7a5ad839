/**
 * Card textures for the battle table: the shared canvas painter (renderer/src/cards) drawn
 * once per look (card, language, keywords, damage…) at a fixed high resolution and scaled
 * by Phaser, so enlarged cards stay sharp.
 */
import type Phaser from 'phaser';
import { paintBuilding, paintCardBack, paintCardFace } from '../../cards/card-face';
import { clashFaceModel, type ClashFaceLabels } from '../../cards/clash-faces';
import type { ClashKeyword } from '../../../../main/games/clash/types';
import type { ClashTextLanguage } from '../../../../main/games/clash/text';

export const TEX_W = 240;
export const TEX_H = 336;

function make(scene: Phaser.Scene, key: string, paint: (ctx: CanvasRenderingContext2D) => void): string {
  if (scene.textures.exists(key)) return key;
  const canvas = document.createElement('canvas');
  canvas.width = TEX_W;
  canvas.height = TEX_H;
  const ctx = canvas.getContext('2d');
  if (ctx) paint(ctx);
  scene.textures.addCanvas(key, canvas);
  return key;
}

export function backTexture(scene: Phaser.Scene): string {
  return make(scene, 'clash-back', (ctx) => paintCardBack(ctx, TEX_W, TEX_H));
}

export function faceTexture(
  scene: Phaser.Scene,
  card: string,
  lang: ClashTextLanguage,
  labels: ClashFaceLabels,
  live?: { keywords: ClashKeyword[]; damage: number; sprintBonus: number },
): string {
  const key = live
    ? `clash-face|${card}|${lang}|${live.keywords.join(',')}|${live.damage}|${live.sprintBonus}`
    : `clash-face|${card}|${lang}`;
  return make(scene, key, (ctx) =>
    paintCardFace(ctx, clashFaceModel(card, lang, labels, live?.keywords), TEX_W, TEX_H, live ? { damage: live.damage, attackBonus: live.sprintBonus } : {}),
  );
}

export function buildingTexture(scene: Phaser.Scene, label: string, life: number, fort: boolean, lifeLabel: string): string {
  const key = `clash-building|${label}|${life}|${fort}|${lifeLabel}`;
  return make(scene, key, (ctx) => paintBuilding(ctx, TEX_W, TEX_H, label, life, fort, lifeLabel));
}
