/**
 * What the end screen says about a finished game, worked out from the events this player's
 * screen already received (main's player-filtered events: nothing hidden is read here).
 *
 * - The final blow: which card (and whose) ended it, or why else it ended (an empty deck).
 * - Figures per player: damage dealt and cards played (turns come from the last view).
 *
 * Clash (§5.2, §5.3): the Fort destroyed by damage (an attack or an incantation), or its owner
 * played the last card to its right. Orbs (§8.3): a player below 0 HP (an unblocked attack or a
 * card's effect) or made to draw from an empty deck.
 */
import type { PlayerId } from '../../../../main/ipc/contract';
import type { ClashEvent } from '../../../../main/ipc/contract';
import type { OrbsEvent } from '../../../../main/ipc/contract';

export type FinalBlow =
  /** `card` (the card id) of player `by` destroyed the loser's Fort / took their last HP. */
  | { kind: 'card'; by: PlayerId; card: string; loser: PlayerId }
  /** Orbs: the loser fell below 0 HP with no card named as the cause. */
  | { kind: 'hp'; loser: PlayerId }
  /** Clash (§5.3): the loser played the last card to the right of their own Fort. */
  | { kind: 'lastCard'; loser: PlayerId }
  /** The loser had to draw from an empty deck. */
  | { kind: 'deck'; loser: PlayerId }
  /** Both lost at once. */
  | { kind: 'draw' }
  /** Nothing in the events says (e.g. a game resumed right at its end). */
  | { kind: 'unknown' }
  /** The loser conceded (issue #35; main's view says so, no event does). */
  | { kind: 'conceded'; loser: PlayerId };

export interface EndSummary {
  blow: FinalBlow;
  /** Per player: damage their cards dealt (to creatures/Orbs, buildings and players). */
  damage: [number, number];
  /** Per player: cards played (Clash: summoned or cast; Orbs: played from hand, bench or graveyard). */
  cards: [number, number];
}

const other = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);

export function clashSummary(events: readonly ClashEvent[]): EndSummary {
  const damage: [number, number] = [0, 0];
  const cards: [number, number] = [0, 0];
  let attacker: { player: PlayerId; card: string } | null = null;
  let blow: FinalBlow = { kind: 'unknown' };
  for (const e of events) {
    switch (e.type) {
      case 'played':
      case 'cast':
        cards[e.player]++;
        // An incantation's damage lands as hits credited to its caster.
        if (e.type === 'cast') attacker = { player: e.player, card: e.card };
        break;
      case 'attack':
        attacker = { player: e.player, card: e.card };
        if (e.target?.kind === 'building') damage[e.player] += e.damage;
        break;
      case 'hit':
        if (attacker) damage[attacker.player] += e.amount;
        break;
      case 'turnStarted':
        attacker = null;
        break;
      case 'fortDestroyed':
        blow =
          attacker && attacker.player !== e.player
            ? { kind: 'card', by: attacker.player, card: attacker.card, loser: e.player }
            : { kind: 'lastCard', loser: e.player };
        break;
      // Not part of the summary.
      case 'roundRevealed':
      case 'picked':
      case 'handFormed':
      case 'incantationReturned':
      case 'moved':
      case 'protectionUsed':
      case 'destroyed':
      case 'bastionMoved':
      case 'bastionFlipped':
      case 'turnEnded':
      case 'gameWon':
      case 'gameDrawn':
        break;
      default:
        e satisfies never; // compile-time: every event type has a case above
        break;
    }
  }
  return { blow, damage, cards };
}

export function orbsSummary(events: readonly OrbsEvent[]): EndSummary {
  const damage: [number, number] = [0, 0];
  const cards: [number, number] = [0, 0];
  let active: PlayerId = 0;
  // Who controls each card instance seen acting (a card may hurt its own controller).
  const owner = new Map<number, PlayerId>();
  // The first player to go below 0 HP and what did it; an empty deck otherwise.
  let fatal: FinalBlow | null = null;
  const decked = new Set<PlayerId>();
  let over = false;
  for (const e of events) {
    if (over) break;
    switch (e.type) {
      case 'turnStarted':
        active = e.player;
        break;
      case 'played':
        cards[e.player]++;
        owner.set(e.card.id, e.player);
        break;
      case 'attackDeclared':
      case 'abilityUsed':
      case 'trapRevealed':
      case 'tokenCreated':
        owner.set(e.card.id, e.player);
        break;
      case 'battle':
        // The attacker belongs to the player whose turn it is.
        damage[active] += e.toDefender;
        damage[other(active)] += e.toAttacker;
        break;
      case 'playerDamaged':
        damage[other(e.player)] += e.amount;
        if (e.hp < 0 && fatal === null) {
          const src = e.source;
          fatal =
            src && src.cardId
              ? {
                  kind: 'card',
                  by: owner.get(src.id) ?? other(e.player),
                  card: src.cardId,
                  loser: e.player,
                }
              : { kind: 'hp', loser: e.player };
        }
        break;
      case 'deckedOut':
        decked.add(e.player);
        break;
      case 'gameOver': {
        over = true;
        const w = e.winner;
        if (w === 'draw') fatal = { kind: 'draw' };
        else if (w === null) fatal = { kind: 'unknown' };
        else {
          const loser = other(w);
          const named =
            fatal !== null &&
            (fatal.kind === 'card' || fatal.kind === 'hp') &&
            fatal.loser === loser;
          if (!named) fatal = decked.has(loser) ? { kind: 'deck', loser } : { kind: 'hp', loser };
        }
        break;
      }
      // Not part of the summary.
      case 'phaseChanged':
      case 'energyRegenerated':
      case 'energyLost':
      case 'drew':
      case 'converted':
      case 'paid':
      case 'energyGained':
      case 'benched':
      case 'trapResolved':
      case 'cancelled':
      case 'defended':
      case 'orbDamaged':
      case 'orbHealed':
      case 'playerHealed':
      case 'apBuffed':
      case 'exhausted':
      case 'destroyed':
      case 'returned':
      case 'discarded':
      case 'milled':
      case 'tokenVanished':
      case 'becameOrb':
      case 'attackOver':
      case 'unexhausted':
        break;
      default:
        e satisfies never; // compile-time: every event type has a case above
        break;
    }
  }
  return { blow: over ? (fatal ?? { kind: 'unknown' }) : { kind: 'unknown' }, damage, cards };
}

/** A conceded game ends on the concession, whatever the events say (main's view tells). */
export function withConcession(
  summary: EndSummary,
  view: { endReason?: 'conceded'; conceded?: PlayerId } | null | undefined,
): EndSummary {
  return view?.endReason === 'conceded' && view.conceded !== undefined
    ? { ...summary, blow: { kind: 'conceded', loser: view.conceded } }
    : summary;
}
