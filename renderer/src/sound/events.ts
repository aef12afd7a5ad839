/**
 * Which sound an engine event makes, as seen by one player (the viewer). Tables call
 * `soundForEvent(game, event, viewer)` while they animate an event batch; null means silence.
 * The win/lose sound depends on who is watching.
 */
import type { GameId, PlayerId } from '../../../main/ipc/contract';
import type { OrbsEvent } from '../../../main/ipc/contract';
import type { ClashEvent } from '../../../main/ipc/contract';
import type { SoundName } from './names';

export function soundForOrbsEvent(e: OrbsEvent, viewer: PlayerId): SoundName | null {
  switch (e.type) {
    case 'played':
    case 'tokenCreated':
    case 'returned':
    case 'becameOrb':
      return 'play';
    case 'benched':
      return 'bench';
    case 'converted':
    case 'energyGained':
      return 'energy';
    case 'trapRevealed':
    case 'cancelled':
      return 'trap';
    case 'abilityUsed':
      return 'spell';
    case 'attackDeclared':
    case 'battle':
      return 'attack';
    case 'defended':
      return 'defend';
    case 'orbDamaged':
    case 'playerDamaged':
      return e.amount > 0 ? 'damage' : null;
    case 'destroyed':
      return 'destroy';
    case 'turnStarted':
      return e.player === viewer ? 'turn' : null;
    case 'gameOver':
      if (e.winner === null) return null;
      if (e.winner === 'draw') return 'draw';
      return e.winner === viewer ? 'win' : 'lose';
    // Silent.
    case 'phaseChanged':
    case 'energyRegenerated':
    case 'energyLost':
    case 'drew':
    case 'paid':
    case 'trapResolved':
    case 'orbHealed':
    case 'playerHealed':
    case 'apBuffed':
    case 'exhausted':
    case 'discarded':
    case 'milled':
    case 'tokenVanished':
    case 'attackOver':
    case 'unexhausted':
    case 'deckedOut':
      return null;
    default:
      e satisfies never; // compile-time: every event type has a case above
      return null;
  }
}

export function soundForClashEvent(e: ClashEvent, viewer: PlayerId): SoundName | null {
  switch (e.type) {
    case 'picked':
      return e.auto ? null : 'draftPick';
    case 'played':
      return 'play';
    case 'cast':
      return 'spell';
    case 'attack':
      return e.target === null ? null : 'attack';
    case 'hit':
      return e.amount > 0 ? 'damage' : null;
    case 'protectionUsed':
      return 'defend';
    case 'bastionMoved':
      return e.damage > 0 ? 'damage' : null;
    case 'destroyed':
    case 'bastionFlipped':
      return 'destroy';
    case 'turnStarted':
      return e.player === viewer ? 'turn' : null;
    case 'gameWon':
      return e.winner === viewer ? 'win' : 'lose';
    case 'gameDrawn':
      return 'draw';
    // Silent.
    case 'roundRevealed':
    case 'handFormed':
    case 'incantationReturned':
    case 'moved':
    case 'fortDestroyed':
    case 'turnEnded':
      return null;
    default:
      e satisfies never; // compile-time: every event type has a case above
      return null;
  }
}

export function soundForEvent(game: 'orbs', event: OrbsEvent, viewer: PlayerId): SoundName | null;
export function soundForEvent(game: 'clash', event: ClashEvent, viewer: PlayerId): SoundName | null;
export function soundForEvent(
  game: GameId,
  event: OrbsEvent | ClashEvent,
  viewer: PlayerId,
): SoundName | null;
export function soundForEvent(
  game: GameId,
  event: OrbsEvent | ClashEvent,
  viewer: PlayerId,
): SoundName | null {
  return game === 'orbs'
    ? soundForOrbsEvent(event as OrbsEvent, viewer)
    : soundForClashEvent(event as ClashEvent, viewer);
}

/**
 * The sounds for a whole batch, in order, with immediate repeats collapsed (Slime Rain hitting
 * eight Orbs is one 'damage', not eight stacked ones).
 */
export function soundsForEvents(
  game: GameId,
  events: readonly (OrbsEvent | ClashEvent)[],
  viewer: PlayerId,
): SoundName[] {
  const out: SoundName[] = [];
  for (const e of events) {
    const s = soundForEvent(game, e, viewer);
    if (s && out[out.length - 1] !== s) out.push(s);
  }
  return out;
}
