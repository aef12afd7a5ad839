/**
 * Small marks the tables draw as pictures instead of symbol characters (issue #14 item 4): the
 * bundled font (Noto Sans, latin subsets) has no ♥ ⚔ ◈ ✖ → ◆ ● ▲ ■, and a system without a
 * symbol font would show those as empty boxes. A mark is a filled path — a game-icons picture
 * (art-table.ts MARK_ART / KEYWORD_ART) or an energy colour's own shape (orbs-colours.ts) —
 * painted once per look into a canvas and added to the scene as a texture.
 * font-coverage.test.ts checks that the words the tables still draw as text are in the font.
 */
import type Phaser from 'phaser';
import { artPath, artViewSize } from '../../cards/art/card-art';
import { ENERGY_STYLES, type EnergyColour } from '../../theme/orbs-colours';

const shapeCache = new Map<string, Path2D>();

function paintMark(
  path: Path2D | null,
  box: number,
  size: number,
  fill: string,
  outline: string | null,
): HTMLCanvasElement {
  const pad = Math.ceil(size * 0.12);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size + 2 * pad;
  const ctx = canvas.getContext('2d');
  if (!ctx || !path) return canvas;
  ctx.translate(pad, pad);
  ctx.scale(size / box, size / box);
  if (outline) {
    ctx.lineJoin = 'round';
    ctx.lineWidth = (box / size) * Math.max(2, size * 0.1);
    ctx.strokeStyle = outline;
    ctx.stroke(path);
  }
  ctx.fillStyle = fill;
  ctx.fill(path);
  return canvas;
}

function add(scene: Phaser.Scene, key: string, make: () => HTMLCanvasElement): string {
  if (!scene.textures.exists(key))
    scene.textures.addImage(key, make() as unknown as HTMLImageElement);
  return key;
}

/**
 * A game-icons picture (e.g. MARK_ART.life) `size` px square in `fill`, outlined in `outline`
 * (the texture has a margin of 12 % of `size` on each side for the outline).
 */
export function iconMark(
  scene: Phaser.Scene,
  icon: string,
  size: number,
  fill: string,
  outline: string | null = '#000000',
): string {
  return add(scene, `mark|${icon}|${size}|${fill}|${outline}`, () =>
    paintMark(artPath(icon), artViewSize(), size, fill, outline),
  );
}

/** An energy colour's own shape (triangle, clover, diamond…) `size` px square, in its ink. */
export function energyMark(
  scene: Phaser.Scene,
  colour: EnergyColour,
  size: number,
  fill?: string,
): string {
  const s = ENERGY_STYLES[colour];
  const ink = fill ?? s.ink;
  return add(scene, `mark|energy|${colour}|${size}|${ink}`, () => {
    let p = shapeCache.get(s.path);
    if (!p) shapeCache.set(s.path, (p = new Path2D(s.path)));
    return paintMark(p, 24, size, ink, null);
  });
}

/** The words of a label without a trailing arrow (the tables draw the arrow as a shape). */
export function withoutArrow(label: string): { text: string; arrow: boolean } {
  const m = /^(.*?)\s*[→➜]\s*$/u.exec(label);
  return m ? { text: m[1]!, arrow: true } : { text: label, arrow: false };
}
