/**
 * How a card in play shows that it is attacking or exhausted (issue #30): always upright, so its
 * name and figures read straight, with a slight tilt and a mark instead of the old quarter
 * turn. Pure numbers and names; the scene draws them.
 */
export interface CardPose {
  /** Degrees; small enough that the face reads, large enough to see at a glance. */
  angle: number;
  /** A glow round the card: red for an attacker, none otherwise. */
  glow: 'attack' | null;
  /** The exhausted veil: the face dimmed a little (its words stay readable). */
  veil: boolean;
  /** The mark above the card: crossed swords for an attacker, a "spent" tag when exhausted. */
  mark: 'attack' | 'exhausted' | null;
}

/** An attacker leans forward (towards the opponent), a spent Orb leans back. */
export const ATTACK_TILT = -5;
export const EXHAUSTED_TILT = 6;

export function cardPose(c: { attacking?: boolean; exhausted?: boolean }): CardPose {
  if (c.attacking) return { angle: ATTACK_TILT, glow: 'attack', veil: false, mark: 'attack' };
  if (c.exhausted) return { angle: EXHAUSTED_TILT, glow: null, veil: true, mark: 'exhausted' };
  return { angle: 0, glow: null, veil: false, mark: null };
}
