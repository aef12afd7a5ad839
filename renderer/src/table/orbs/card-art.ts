/**
 * Card faces and backs drawn with Phaser primitives from card data (no image assets): frame
 * in the card's colour, cost pips with colour symbols, name, type line, keywords, AP/HP.
 * Every piece is drawn around (0, 0) so a container can rotate (exhausted) about its centre.
 */
import Phaser from 'phaser';
import type { OrbsCardView } from '../../../../main/games/orbs/types';
import { energyLook, frameOf } from '../../theme/energy-look';
import { readCost } from '../../theme/cost';
import type { FaceData } from './bridge';
import { measured } from '../text-metrics';

export const FONT = 'system-ui, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif';
const SERIF = 'Georgia, "DejaVu Serif", serif';

export function drawBack(scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.Container {
  const g = scene.add.graphics();
  g.fillStyle(0x1d2b5c, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 6);
  g.lineStyle(3, 0xe8c66a, 0.9).strokeRoundedRect(-w / 2 + 3, -h / 2 + 3, w - 6, h - 6, 5);
  g.lineStyle(1, 0x6f86d6, 0.6);
  for (let y = -h / 2 + 10; y < h / 2 - 6; y += 8) g.lineBetween(-w / 2 + 7, y, w / 2 - 7, y);
  g.fillStyle(0x1d2b5c, 1).fillCircle(0, 0, Math.min(w, h) * 0.22);
  g.lineStyle(2, 0xe8c66a, 1).strokeCircle(0, 0, Math.min(w, h) * 0.22);
  const mark = scene.add.text(0, 0, '◉', measured({ fontFamily: FONT, fontSize: `${Math.round(w * 0.28)}px`, color: '#e8c66a' })).setOrigin(0.5);
  return scene.add.container(0, 0, [g, mark]);
}

function pips(scene: Phaser.Scene, cost: string, size: number): Phaser.GameObjects.Container {
  const c = readCost(cost);
  const items: { fill: number; ink: string; label: string }[] = [];
  const generic = energyLook('generic');
  if (c.generic > 0 || c.coloured.length === 0) items.push({ fill: generic.hex, ink: generic.ink, label: String(c.generic) });
  for (const col of c.coloured) {
    const s = energyLook(col);
    items.push({ fill: s.hex, ink: s.ink, label: s.symbol });
  }
  const box = scene.add.container(0, 0);
  items.forEach((it, i) => {
    const x = -(items.length - 1 - i) * (size + 1);
    const g = scene.add.graphics();
    g.fillStyle(it.fill, 1).fillCircle(x, 0, size / 2);
    g.lineStyle(1, 0x000000, 0.7).strokeCircle(x, 0, size / 2);
    const tx = scene.add.text(x, 0, it.label, measured({ fontFamily: FONT, fontSize: `${Math.round(size * 0.7)}px`, color: it.ink, fontStyle: 'bold' })).setOrigin(0.5);
    box.add([g, tx]);
  });
  return box;
}

export interface FaceOptions {
  view?: OrbsCardView | null;
}

export function drawFace(scene: Phaser.Scene, face: FaceData, w: number, h: number, opts: FaceOptions = {}): Phaser.GameObjects.Container {
  const frame = frameOf(face.colours);
  const k = w / 100;
  const g = scene.add.graphics();
  g.fillStyle(frame.hex, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 7 * k);
  g.fillStyle(0xf6f0df, 1).fillRoundedRect(-w / 2 + 4 * k, -h / 2 + 4 * k, w - 8 * k, h - 8 * k, 5 * k);
  // Art box: a tint of the frame with the type's glyph, so types read at a glance.
  g.fillStyle(frame.hex, 0.28).fillRect(-w / 2 + 7 * k, -h / 2 + 40 * k, w - 14 * k, 44 * k);
  const parts: Phaser.GameObjects.GameObject[] = [g];
  const glyph = { orb: '◉', object: '⚙', action: '✷', trap: '⚠' }[face.type];
  parts.push(scene.add.text(0, -h / 2 + 62 * k, glyph, measured({ fontFamily: FONT, fontSize: `${Math.round(28 * k)}px`, color: '#3a3a3a' })).setOrigin(0.5).setAlpha(0.55));
  const cost = pips(scene, face.cost, 13 * k);
  cost.setPosition(w / 2 - 12 * k, -h / 2 + 13 * k);
  parts.push(cost);
  const name = scene.add
    .text(-w / 2 + 7 * k, -h / 2 + 22 * k, face.name, measured({
      fontFamily: SERIF,
      fontSize: `${Math.round(11.5 * k)}px`,
      color: '#141414',
      fontStyle: 'bold',
      wordWrap: { width: w - 14 * k, useAdvancedWrap: true },
      maxLines: 2,
      lineSpacing: -2,
    }))
    .setOrigin(0, 0.5);
  parts.push(name);
  const typeLine = face.typeLine;
  parts.push(
    scene.add
      .text(-w / 2 + 7 * k, -h / 2 + 92 * k, typeLine + (face.token ? ' ·T' : ''), measured({ fontFamily: FONT, fontSize: `${Math.round(9.5 * k)}px`, color: '#333', fontStyle: 'italic' }))
      .setOrigin(0, 0.5),
  );
  if (face.keywords.length) {
    parts.push(
      scene.add
        .text(-w / 2 + 7 * k, -h / 2 + 104 * k, face.keywords.join(' · '), measured({
          fontFamily: FONT,
          fontSize: `${Math.round(9 * k)}px`,
          color: '#222',
          wordWrap: { width: w - 14 * k, useAdvancedWrap: true },
          maxLines: 2,
        }))
        .setOrigin(0, 0),
    );
  }
  const v = opts.view;
  if (face.type === 'orb' || v?.isOrb) {
    const ap = v?.ap ?? face.ap ?? null;
    const hp = v?.currentHp ?? v?.hp ?? face.hp ?? null;
    const maxHp = v?.hp ?? face.hp ?? null;
    if (ap !== null && hp !== null) {
      const by = h / 2 - 13 * k;
      const bg = scene.add.graphics();
      bg.fillStyle(0x7a1f12, 1).fillRoundedRect(-w / 2 + 5 * k, by - 10 * k, 34 * k, 20 * k, 5 * k);
      const hurt = maxHp !== null && hp < maxHp;
      bg.fillStyle(hurt ? 0xb3361c : 0x184d2a, 1).fillRoundedRect(w / 2 - 39 * k, by - 10 * k, 34 * k, 20 * k, 5 * k);
      parts.push(bg);
      parts.push(scene.add.text(-w / 2 + 22 * k, by, `⚔${ap}`, measured({ fontFamily: FONT, fontSize: `${Math.round(13 * k)}px`, color: '#fff', fontStyle: 'bold' })).setOrigin(0.5));
      parts.push(scene.add.text(w / 2 - 22 * k, by, `♥${hp}`, measured({ fontFamily: FONT, fontSize: `${Math.round(13 * k)}px`, color: '#fff', fontStyle: 'bold' })).setOrigin(0.5));
      if (v && v.armor > 0) {
        parts.push(scene.add.text(0, by, `⛨${v.armor}`, measured({ fontFamily: FONT, fontSize: `${Math.round(11 * k)}px`, color: '#222', fontStyle: 'bold' })).setOrigin(0.5));
      }
    }
  }
  return scene.add.container(0, 0, parts);
}
