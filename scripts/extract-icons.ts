/**
 * Bundles only the icons the app uses, so the renderer never ships a whole icon set:
 *   - card art (game-icons, CC BY 3.0): the names in renderer/src/cards/art/art-table.ts, as
 *     one SVG path per icon in a 512 × 512 box, with its author → card-art-icons.json;
 *   - UI icons (Lucide, ISC): renderer/src/theme/icons/ui-icon-names.ts → ui-icons.json.
 * Run `npm run art` after changing either list; art-table.test.ts fails when the generated
 * files are out of date. Fails with a clear message for an unknown icon or a missing author.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { usedArtIcons } from '../renderer/src/cards/art/art-table';
import { UI_ICON_NAMES } from '../renderer/src/theme/icons/ui-icon-names';

const require = createRequire(import.meta.url);
const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

interface IconSet {
  icons: Record<string, { body: string }>;
  width?: number;
  height?: number;
}

/** Authors' display names by folder of the game-icons repository (its license.txt). */
export const GAME_ICONS_AUTHOR_NAMES: Record<string, string> = {
  lorc: 'Lorc',
  delapouite: 'Delapouite',
  'john-colburn': 'John Colburn',
  felbrigg: 'Felbrigg',
  'john-redman': 'John Redman',
  'carl-olsen': 'Carl Olsen',
  sbed: 'Sbed',
  priorblue: 'PriorBlue',
  willdabeast: 'Willdabeast',
  'viscious-speed': 'Viscious Speed',
  'lord-berandas': 'Lord Berandas',
  irongamer: 'Irongamer',
  'heavenly-dog': 'HeavenlyDog',
  lucasms: 'Lucas',
  faithtoken: 'Faithtoken',
  skoll: 'Skoll',
  andymeneely: 'Andy Meneely',
  cathelineau: 'Cathelineau',
  'kier-heyl': 'Kier Heyl',
  aussiesim: 'Aussiesim',
  sparker: 'Sparker',
  zeromancer: 'Zeromancer',
  rihlsul: 'Rihlsul',
  quoting: 'Quoting',
  guard13007: 'Guard13007',
  darkzaitzev: 'DarkZaitzev',
  spencerdub: 'SpencerDub',
  generalace135: 'GeneralAce135',
  zajkonur: 'Zajkonur',
  catsu: 'Catsu',
  starseeker: 'Starseeker',
  'pepijn-poolman': 'Pepijn Poolman',
  'pierre-leducq': 'Pierre Leducq',
  'caro-asercion': 'Caro Asercion',
  seregacthtuf: 'SeregaCthtuf',
};

/** The single path of a game-icons body (`<path fill="currentColor" d="…"/>`). */
export function singlePath(name: string, body: string): string {
  const paths = [...body.matchAll(/<path\b[^>]*\sd="([^"]+)"[^>]*\/>/g)].map((m) => m[1]!);
  if (paths.length === 0 || body.replace(/<path\b[^>]*\/>/g, '').trim() !== '') {
    throw new Error(`game-icons "${name}" is not plain paths; pick another icon`);
  }
  return roundPath(paths.join(' '));
}

/**
 * Path numbers to one decimal (a tenth of a unit in a 512 box is far below a pixel on any
 * card), which shrinks the art chunk by a fifth. A number that becomes whole gets a space
 * where it would otherwise merge with its neighbour ("1.1" + ".002" must not become "1.10").
 */
export function roundPath(d: string): string {
  return d.replace(/-?\d*\.\d+(?:e-?\d+)?/g, (num, offset: number, all: string) => {
    let out = String(Math.round(Number(num) * 10) / 10);
    const negative = out.startsWith('-');
    out = out.replace(/^(-?)0\./, '$1.');
    const whole = !out.includes('.');
    const prev = all[offset - 1] ?? '';
    const next = all[offset + num.length] ?? '';
    if (whole && !negative && /[\d.]/.test(prev)) out = ` ${out}`;
    if (whole && next === '.') out = `${out} `;
    return out;
  });
}

export function buildCardArt(set: IconSet, authorFolders: Record<string, string>) {
  const icons: Record<string, { d: string; author: string }> = {};
  for (const name of usedArtIcons()) {
    const icon = set.icons[name];
    if (!icon) throw new Error(`"${name}" is not in @iconify-json/game-icons (art-table.ts)`);
    const folder = authorFolders[name];
    if (!folder)
      throw new Error(
        `no author for "${name}": add its folder in the game-icons repository to icon-authors.json`,
      );
    const author = GAME_ICONS_AUTHOR_NAMES[folder];
    if (!author) throw new Error(`unknown game-icons author folder "${folder}" for "${name}"`);
    icons[name] = { d: singlePath(name, icon.body), author };
  }
  return {
    set: 'game-icons',
    license: 'CC BY 3.0',
    url: 'https://game-icons.net',
    size: set.width ?? 512,
    icons,
  };
}

export function buildUiIcons(set: IconSet) {
  const icons: Record<string, string> = {};
  for (const name of UI_ICON_NAMES) {
    const icon = set.icons[name];
    if (!icon) throw new Error(`"${name}" is not in @iconify-json/lucide (ui-icon-names.ts)`);
    icons[name] = icon.body;
  }
  return { set: 'lucide', license: 'ISC', url: 'https://lucide.dev', size: set.width ?? 24, icons };
}

export const CARD_ART_FILE = at('../renderer/src/cards/art/card-art-icons.json');
export const UI_ICONS_FILE = at('../renderer/src/theme/icons/ui-icons.json');
export const AUTHORS_FILE = at('../renderer/src/cards/art/icon-authors.json');

export function generated(): { cardArt: string; uiIcons: string } {
  const gameIcons = require('@iconify-json/game-icons/icons.json') as IconSet;
  const lucide = require('@iconify-json/lucide/icons.json') as IconSet;
  const authors = (
    JSON.parse(readFileSync(AUTHORS_FILE, 'utf8')) as { authors: Record<string, string> }
  ).authors;
  return {
    cardArt: JSON.stringify(buildCardArt(gameIcons, authors), null, 1) + '\n',
    uiIcons: JSON.stringify(buildUiIcons(lucide), null, 1) + '\n',
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const g = generated();
  writeFileSync(CARD_ART_FILE, g.cardArt);
  writeFileSync(UI_ICONS_FILE, g.uiIcons);
  console.log(
    `card art: ${Object.keys(JSON.parse(g.cardArt).icons).length} icons; UI: ${Object.keys(JSON.parse(g.uiIcons).icons).length} icons`,
  );
}
