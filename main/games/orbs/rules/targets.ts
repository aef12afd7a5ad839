/**
 * Targets of plays and abilities: parsing the untrusted `targets` of an action and checking
 * that a chosen target is legal for the card's target kind.
 * Implements orbs.md 11.2 (a card with a target needs one legal target; one target per card)
 * and the target kinds of 12.1–12.3 (an Orb, an enemy or friendly Orb, an object — not one
 * that became an Orb — a player, an Orb card in your graveyard).
 */
import type { RuleError } from '../../../engine/types';
import type { OrbsState, PlayerId, TargetKind } from '../types';
import { COMPILED } from '../cards/pool';
import { err, type Check } from './check';
import { NO_TARGET, type Chosen } from './action-context';
import { isObject, isOrb } from './state';

export function isId(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

/** Parse targets; returns the chosen target or an error. */
export function parseTargets(state: OrbsState, raw: unknown): Chosen | RuleError {
  // No target: the shared NO_TARGET (a Chosen is only read), not a new object per action.
  if (raw === undefined) return NO_TARGET;
  if (!Array.isArray(raw)) return err('malformed', '`targets` must be an array');
  if (raw.length === 0) return NO_TARGET;
  if (raw.length > 1) return err('badTarget', 'this game allows at most one target per card');
  const t = raw[0] as unknown;
  if (!t || typeof t !== 'object')
    return err('malformed', 'a target must be an object {player} or {card}');
  const o = t as Record<string, unknown>;
  if ('player' in o) {
    if (o.player !== 0 && o.player !== 1) return err('malformed', 'target `player` must be 0 or 1');
    return { player: o.player, card: -1 };
  }
  if ('card' in o) {
    if (!isId(o.card) || o.card >= state.cards.length)
      return err('unknownCard', `no card with id ${String(o.card)}`);
    return { player: -1, card: o.card };
  }
  return err('malformed', 'a target must be {player} or {card}');
}

export function targetOk(state: OrbsState, p: PlayerId, kind: TargetKind, t: Chosen): boolean {
  if (t.player >= 0) return kind === 'orbOrPlayer' || kind === 'player';
  if (t.card < 0) return false;
  const c = state.cards[t.card]!;
  if (kind === 'graveyardOrb')
    return c.zone === 'graveyard' && c.owner === p && COMPILED[c.def]!.isOrb;
  if (c.zone !== 'play') return false;
  switch (kind) {
    case 'orbOrPlayer':
    case 'orb':
      return isOrb(c);
    case 'enemyOrb':
      return isOrb(c) && c.owner !== p;
    case 'friendlyOrb':
      return isOrb(c) && c.owner === p;
    case 'object':
      return isObject(c);
    default:
      return false;
  }
}

export function checkTarget(
  state: OrbsState,
  p: PlayerId,
  kind: TargetKind | null | undefined,
  t: Chosen,
): Check {
  if (!kind) {
    if (t.player >= 0 || t.card >= 0) return err('badTarget', 'this card takes no target');
    return null;
  }
  if (t.player < 0 && t.card < 0) return err('badTarget', `a target is required (${kind})`);
  if (!targetOk(state, p, kind, t)) return err('badTarget', `that is not a legal target (${kind})`);
  return null;
}
