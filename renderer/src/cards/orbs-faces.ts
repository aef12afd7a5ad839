/**
 * Orbs cards as `CardFaceModel`s for the shared painter (card-face.ts): frame and art tinted
 * by the card's energy colour (theme palette: gold for multicoloured, grey for generic), the
 * cost as energy pips with each colour's own shape, the type line, keywords and rules text,
 * AP/HP gems. Display only: the numbers come from the catalogue or the view.
 */
import { artIconOf } from './art/card-art';
import type { CardBadge, CardFaceModel, CostPip } from './card-face';
import { MARK_ART } from './art/art-table';
import { readCost } from '../theme/cost';
import { energyLook, frameOf } from '../theme/energy-look';
import { ENERGY_STYLES, type EnergyColour } from '../theme/orbs-colours';

/** What a face needs of an Orbs card (the catalogue card and the table's FaceData both have it). */
export interface OrbsFaceCard {
  id: string;
  name: string;
  colours: readonly string[];
  cost: string;
  /** Translated type line ("Orb — Imp", "Action"). */
  typeLine: string;
  keywords: readonly string[];
  ap?: number | undefined;
  hp?: number | undefined;
  /** Printed keywords as data, for the compact face's icons (the words are in `keywords`). */
  armor?: number | undefined;
  ambush?: boolean | undefined;
}

/** The Orbs keywords that have an icon (compact faces, the keyword legend). */
export const ORBS_KEYWORD_BADGES = {
  ambush: { glyph: 'A', color: '#4a3b6b', icon: MARK_ART.ambush },
  armor: { glyph: 'N', color: '#5f6b78', icon: MARK_ART.armor },
} as const satisfies Record<string, CardBadge>;

/** The icons a compact face shows for `card` (its armour is the grey shield figure instead). */
export function orbsBadges(card: OrbsFaceCard): CardBadge[] {
  return card.ambush ? [ORBS_KEYWORD_BADGES.ambush] : [];
}

export interface OrbsFaceOptions {
  /** Rules text (deck builder, zoom); omitted on small table cards, which show keywords only. */
  rules?: string;
  /** Live values from the view (current HP after damage, a buffed AP). */
  ap?: number | null;
  hp?: number | null;
  /** Flavour text, in italics under the rules (larger faces). */
  flavour?: string;
}

/** `#rrggbb` mixed towards `to` by `t` (0 = unchanged). */
export function mix(hex: string, to: string, t: number): string {
  const a = parseInt(hex.slice(1), 16);
  const b = parseInt(to.slice(1), 16);
  const ch = (v: number, s: number) => (v >> s) & 255;
  const m = (s: number) => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t);
  return `#${((m(16) << 16) | (m(8) << 8) | m(0)).toString(16).padStart(6, '0')}`;
}

/** The cost as pips: the generic amount in a grey disc, then one shape per coloured energy. */
export function costPips(cost: string): CostPip[] {
  const c = readCost(cost);
  const pips: CostPip[] = [];
  const generic = ENERGY_STYLES.generic;
  if (c.generic > 0 || c.coloured.length === 0)
    pips.push({
      fill: generic.fill,
      outline: generic.outline,
      ink: generic.ink,
      label: String(c.generic),
    });
  for (const colour of c.coloured) {
    const s = ENERGY_STYLES[colour];
    pips.push({ fill: s.fill, outline: s.outline, ink: s.ink, label: '', shape: s.path });
  }
  return pips;
}

/** The energy symbols in rules text (the engine writes ability costs with them) as pips. */
const INLINE_PIPS: Readonly<Record<string, CostPip>> = Object.fromEntries(
  Object.values(ENERGY_STYLES).map((s) => [
    s.glyph,
    s.colour === 'generic'
      ? { fill: s.fill, outline: s.outline, ink: s.ink, label: '' }
      : { fill: s.fill, outline: s.outline, ink: s.ink, label: '', shape: s.path },
  ]),
);

export function orbsFaceModel(card: OrbsFaceCard, opts: OrbsFaceOptions = {}): CardFaceModel {
  const frame = frameOf(card.colours).css;
  const single = card.colours.length === 1 ? energyLook(card.colours[0] as EnergyColour) : null;
  const ap = opts.ap ?? card.ap ?? null;
  const hp = opts.hp ?? card.hp ?? null;
  const isOrb = card.ap !== undefined && card.hp !== undefined;
  return {
    title: card.name,
    cost: null,
    costPips: costPips(card.cost),
    attack: isOrb ? ap : null,
    health: isOrb ? hp : null,
    subtitle: card.typeLine,
    lines: [...card.keywords],
    // Always the wrapped layout: keywords in bold, then the rules text (none on table cards).
    rules: opts.rules ?? '',
    inlinePips: INLINE_PIPS,
    ...(opts.flavour ? { flavour: opts.flavour } : {}),
    badges: [],
    palette: {
      frame: mix(frame, '#ffffff', 0.12),
      frameDark: mix(frame, '#000000', 0.45),
      art: mix(frame, '#000000', 0.7),
      artGlow: mix(frame, '#ffffff', 0.15),
      // The type line sits on the frame: the colour's own ink reads on it (dark on yellow).
      ink: single ? single.ink : '#111111',
    },
    art: {
      icon: artIconOf('orbs', card.id),
      light: mix(frame, '#ffffff', 0.1),
      dark: mix(frame, '#000000', 0.72),
    },
  };
}
