/**
 * What one player may see (orbs.md 3.1): the opponent's hand and Bench only as counts, no
 * deck order for anyone; events with hidden cards redacted.
 */
import type {
  CardRef,
  OrbsCardView,
  OrbsEvent,
  OrbsPlayerView,
  OrbsState,
  OrbsView,
  PlayerId,
} from './types';
import { COMPILED } from './cards/pool';
import { apOf, armorOf, baseHp, isOrb } from './rules/state';

export function cardView(state: OrbsState, id: number): OrbsCardView {
  const c = state.cards[id]!;
  const orb = isOrb(c);
  const inPlay = c.zone === 'play';
  const hp = orb ? baseHp(c) : null;
  return {
    id,
    cardId: COMPILED[c.def]!.def.id,
    owner: c.owner,
    token: c.token,
    ap: orb ? (inPlay ? apOf(state, c) : COMPILED[c.def]!.ap) : null,
    hp,
    currentHp: hp === null ? null : hp - c.damage,
    armor: orb ? (inPlay ? armorOf(state, c) : COMPILED[c.def]!.armor) : 0,
    damage: c.damage,
    exhausted: c.exhausted,
    fresh: c.fresh,
    attacking: c.attacking,
    defended: c.defended,
    isOrb: orb,
    used: c.used,
  };
}

function playerView(state: OrbsState, p: PlayerId, viewer: PlayerId): OrbsPlayerView {
  const pl = state.players[p];
  const mine = p === viewer;
  return {
    hp: pl.hp,
    capacity: pl.capacity.slice(),
    energy: pl.energy.slice(),
    converted: pl.converted,
    playedThisTurn: pl.playedThisTurn,
    deckCount: pl.deck.length,
    handCount: pl.hand.length,
    benchCount: pl.bench.length,
    hand: mine ? pl.hand.map((id) => cardView(state, id)) : null,
    bench: mine ? pl.bench.map((id) => cardView(state, id)) : null,
    play: pl.play.map((id) => cardView(state, id)),
    graveyard: pl.graveyard.map((id) => cardView(state, id)),
  };
}

export function viewFor(state: OrbsState, viewer: PlayerId): OrbsView {
  return {
    viewer,
    turn: state.turn,
    active: state.active,
    phase: state.phase,
    winner: state.winner,
    players: [playerView(state, 0, viewer), playerView(state, 1, viewer)],
  };
}

const hidden = (c: CardRef): CardRef => ({ id: c.id, cardId: null });

/** An event as `viewer` may see it: draws and benchings of the opponent lose the card. */
export function eventFor(e: OrbsEvent, viewer: PlayerId): OrbsEvent | null {
  switch (e.type) {
    case 'drew':
    case 'benched':
      return e.player === viewer ? e : { ...e, card: hidden(e.card) };
    case 'returned':
      // A card returned to a hand is public information as it leaves play.
      return e;
    // Public to both players.
    case 'turnStarted':
    case 'phaseChanged':
    case 'energyRegenerated':
    case 'energyLost':
    case 'converted':
    case 'paid':
    case 'energyGained':
    case 'played':
    case 'trapRevealed':
    case 'trapResolved':
    case 'cancelled':
    case 'abilityUsed':
    case 'attackDeclared':
    case 'defended':
    case 'battle':
    case 'orbDamaged':
    case 'orbHealed':
    case 'playerDamaged':
    case 'playerHealed':
    case 'apBuffed':
    case 'exhausted':
    case 'destroyed':
    case 'discarded':
    case 'milled':
    case 'tokenCreated':
    case 'tokenVanished':
    case 'becameOrb':
    case 'attackOver':
    case 'unexhausted':
    case 'deckedOut':
    case 'gameOver':
      return e;
    default:
      e satisfies never; // compile-time: every event type has a case above
      return e;
  }
}
