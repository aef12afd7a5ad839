/**
 * What a player may see — clash.md §3.5: the opponent's hand cards and their order are hidden,
 * its size and the Bastion/Fort position (life) are public; drafted cards are public (the
 * draft is face up); cards not yet revealed in the draft are hidden; the generator is hidden.
 */
import { KEYWORDS, KW } from './cards';
import { CARD_ID } from './rules/ids';
import { kwAt } from './rules/keywords';
import { roundFirstPicker, DRAFT_SIZE } from './rules/draft';
import {
  BUILDING,
  type ClashCreature,
  type ClashCreatureView,
  type ClashDraftView,
  type ClashEvent,
  type ClashKeyword,
  type ClashPlayerView,
  type ClashState,
  type ClashView,
} from './types';
import type { PlayerId } from '../../engine/types';

export function keywordsOfMask(m: number): ClashKeyword[] {
  return KEYWORDS.filter((k) => (m & KW[k]) !== 0);
}

function creatureView(q: ClashCreature[], i: number): ClashCreatureView {
  const c = q[i]!;
  return {
    card: CARD_ID[c.card]!,
    damage: c.damage,
    isNew: c.isNew,
    protectionUsed: c.protectionUsed,
    sprintBonus: c.sprintBonus,
    keywords: keywordsOfMask(kwAt(q, i)),
  };
}

function playerView(state: ClashState, p: PlayerId, viewer: PlayerId): ClashPlayerView {
  const pl = state.players[p];
  const own = p === viewer;
  const hand: (string | null)[] = [];
  for (const c of pl.hand) if (c !== BUILDING) hand.push(own ? CARD_ID[c]! : null);
  const b = pl.hand.indexOf(BUILDING);
  return {
    hand,
    buildingIndex: b < 0 ? 0 : b,
    fort: pl.fort,
    life: b < 0 ? 0 : pl.hand.length - 1 - b,
    mana: pl.mana,
    upper: pl.lanes[0].map((_, i, q) => creatureView(q, i)),
    lower: pl.lanes[1].map((_, i, q) => creatureView(q, i)),
    drafted: pl.drafted.map((c) => CARD_ID[c]!),
  };
}

function draftView(state: ClashState): ClashDraftView | null {
  const d = state.draft;
  if (!d || state.phase !== 'draft' || d.picks >= DRAFT_SIZE) return null;
  const r = d.picks >> 2;
  const revealed = d.pool.slice(4 * r, 4 * r + 4).map((c) => ({
    card: CARD_ID[c]!,
    takenBy: state.players[0].drafted.includes(c)
      ? (0 as PlayerId)
      : state.players[1].drafted.includes(c)
        ? (1 as PlayerId)
        : null,
  }));
  return {
    round: r + 1,
    firstPicker: roundFirstPicker(d, r),
    revealed,
    hiddenRemaining: DRAFT_SIZE - 4 * (r + 1),
  };
}

export function viewFor(state: ClashState, viewer: PlayerId): ClashView {
  return {
    viewer,
    options: {
      mode: state.options.mode,
      pool: state.options.pool,
      decks: [state.options.decks[0], state.options.decks[1]],
    },
    phase: state.phase,
    turn: state.turn,
    active: state.active,
    winner: state.winner,
    positions: state.positions ? state.positions.slice() : [],
    draft: draftView(state),
    players: [playerView(state, 0, viewer), playerView(state, 1, viewer)],
  };
}

/** An event as `viewer` may see it: the opponent's hand order and hand positions are removed. */
export function eventFor(event: ClashEvent, viewer: PlayerId): ClashEvent | null {
  switch (event.type) {
    case 'handFormed':
      return event.player === viewer ? event : { ...event, hand: null };
    case 'played':
    case 'cast':
      return event.player === viewer ? event : { ...event, handIndex: null };
    // Public to both players.
    case 'roundRevealed':
    case 'picked':
    case 'turnStarted':
    case 'incantationReturned':
    case 'moved':
    case 'attack':
    case 'hit':
    case 'protectionUsed':
    case 'destroyed':
    case 'bastionMoved':
    case 'bastionFlipped':
    case 'fortDestroyed':
    case 'turnEnded':
    case 'gameWon':
    case 'gameDrawn':
      return event;
    default:
      event satisfies never; // compile-time: every event type has a case above
      return event;
  }
}
