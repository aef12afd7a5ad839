/**
 * Card illustrations: the picture of each card (art-table.ts) drawn from the bundled
 * game-icons paths (card-art-icons.json, made by `npm run art`). The paths are a separate
 * chunk, imported when a table or card screen first needs them (`loadCardArt`), never at app
 * start. Once loaded, `artPath` is synchronous, so painting stays a plain canvas call.
 */
import { CARD_BACK_ART, CLASH_ART, ORBS_ART } from './art-table';

export type ArtGame = 'orbs' | 'clash';

interface CardArtData {
  size: number;
  icons: Record<string, { d: string; author: string }>;
}

let data: CardArtData | null = null;
let loading: Promise<void> | null = null;
const paths = new Map<string, Path2D>();

/** The icon that illustrates a card, or null for an id the table does not know. */
export function artIconOf(game: ArtGame, cardId: string): string | null {
  return (game === 'orbs' ? ORBS_ART : CLASH_ART)[cardId] ?? null;
}

export { CARD_BACK_ART };

/** Load the bundled paths (once; later calls return the same promise). */
export function loadCardArt(): Promise<void> {
  loading ??= import('./card-art-icons.json').then((m) => {
    data = (m as { default?: CardArtData }).default ?? (m as unknown as CardArtData);
  });
  return loading;
}

export function cardArtReady(): boolean {
  return data !== null;
}

/** Side of the square the paths are drawn in (512 for game-icons). */
export function artViewSize(): number {
  return data?.size ?? 512;
}

/** The icon as a Path2D in its 512 × 512 box, or null before `loadCardArt` resolved. */
export function artPath(icon: string): Path2D | null {
  if (!data) return null;
  let p = paths.get(icon);
  if (!p) {
    const d = data.icons[icon]?.d;
    if (!d) return null;
    p = new Path2D(d);
    paths.set(icon, p);
  }
  return p;
}

/** The icon's SVG path data (512 × 512 box), or null before `loadCardArt` resolved. */
export function artPathData(icon: string): string | null {
  return data?.icons[icon]?.d ?? null;
}

/** Authors of the icons the app draws, with how many each (About screen credits). */
export async function artCredits(): Promise<{ author: string; icons: string[] }[]> {
  await loadCardArt();
  const by = new Map<string, string[]>();
  for (const [name, { author }] of Object.entries(data!.icons))
    by.set(author, [...(by.get(author) ?? []), name]);
  return [...by]
    .map(([author, icons]) => ({ author, icons }))
    .sort((a, b) => b.icons.length - a.icons.length || a.author.localeCompare(b.author));
}
