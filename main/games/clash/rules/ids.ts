/** Card ids by catalogue index, for building events and views quickly. */
import { CLASH_CARDS } from '../cards';

export const CARD_ID: readonly string[] = CLASH_CARDS.map((c) => c.id);
export const LANE_NAME = ['upper', 'lower'] as const;
