/**
 * Which legal actions only hurt the acting player (issue #16: "Play Fireball → You" asks first).
 * Implements no rule of orbs.md; it reads the card data of §13 the way the rules apply it (§8:
 * the chosen target receives the effects on `target`). An action counts when its chosen target
 * is the actor or one of the actor's own cards, and what the card does to that target only
 * harms it (damage, destroy, return to hand, exhaust) with nothing good for it (heal, +AP,
 * return from the graveyard). The UI asks for a confirmation; the engine allows the action.
 */
import type { Effect, OrbsAction, OrbsState, PlayerId } from '../types';
import { COMPILED } from '../cards/pool';

const HARMFUL = new Set<Effect['do']>(['damage', 'destroy', 'bounce', 'exhaust']);
const HELPFUL = new Set<Effect['do']>(['heal', 'buffAP', 'returnFromGraveyard']);

/** The effects the chosen target receives when `action` resolves. */
function effectsOnTarget(state: OrbsState, action: OrbsAction): Effect[] {
  if (action.type !== 'play' && action.type !== 'activate') return [];
  const c = state.cards[action.card];
  const def = c ? COMPILED[c.def]?.def : undefined;
  if (!def) return [];
  const effects =
    action.type === 'play'
      ? (def.triggers ?? []).filter((t) => t.on === 'play').flatMap((t) => t.effects)
      : (def.abilities?.[action.ability]?.effects ?? []);
  return effects.filter((e) => 'to' in e && e.to === 'target');
}

/** True when `action`, taken by `actor`, only harms `actor` (their face or their own Orb). */
export function hurtsOnlyActor(state: OrbsState, action: OrbsAction, actor: PlayerId): boolean {
  if (action.type !== 'play' && action.type !== 'activate') return false;
  const t = action.targets?.[0];
  if (!t) return false;
  const own = 'player' in t ? t.player === actor : state.cards[t.card]?.owner === actor;
  if (!own) return false;
  const effects = effectsOnTarget(state, action);
  return effects.some((e) => HARMFUL.has(e.do)) && !effects.some((e) => HELPFUL.has(e.do));
}
