/**
 * Which legal actions only hurt the acting player (issue #16: a confirmation before them).
 * Reads clash.md 6.3/7 (an incantation may target a creature on either side) and 8.9 (its
 * secondary hits stay on the target's side): an incantation cast at one of the caster's own
 * creatures can only damage the caster's own creatures. The UI asks first; the engine allows it.
 */
import type { PlayerId } from '../../../engine/types';
import type { ClashAction, ClashState } from '../types';

export function hurtsOnlyActor(_state: ClashState, action: ClashAction, actor: PlayerId): boolean {
  return action.type === 'play' && 'target' in action && action.target.side === actor;
}
