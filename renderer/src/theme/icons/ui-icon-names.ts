/**
 * The UI icons the app draws (Lucide, ISC licence), instead of emoji or symbol characters that
 * a system without an emoji font shows as empty boxes. `npm run art` bundles exactly these
 * into ui-icons.json; UiIcon.svelte draws one by name.
 */
export const UI_ICON_NAMES = [
  'play',
  'pause',
  'skip-back',
  'skip-forward',
  'chevron-left',
  'chevron-right',
  'chart-column',
  'save',
  'swords',
  'settings',
  'arrow-left',
  'arrow-up',
  'x',
  'check',
  'triangle-alert',
  'rotate-ccw',
  'fast-forward',
  'layers',
  'minus',
  'gem',
  'circle-dot',
  'info',
  'book-open',
  'circle-play',
  'spade',
  'heart',
  'sparkles',
] as const;

export type UiIconName = (typeof UI_ICON_NAMES)[number];
