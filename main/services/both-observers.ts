/**
 * One session observer that tells two (game-sessions.ts takes one): the save service, then a
 * second listener such as the gauntlet (gauntlet-service.ts), which only needs some events.
 */
import type { SessionObserver } from './game-sessions';

export function bothObservers(
  first: SessionObserver,
  second: Partial<SessionObserver>,
): SessionObserver {
  return {
    started(gameId, record) {
      first.started(gameId, record);
      second.started?.(gameId, record);
    },
    applied(gameId, action, index, outcome) {
      first.applied(gameId, action, index, outcome);
      second.applied?.(gameId, action, index, outcome);
    },
    takenBack(gameId, remaining) {
      first.takenBack?.(gameId, remaining);
      second.takenBack?.(gameId, remaining);
    },
    conceded(gameId, loser, winner) {
      first.conceded?.(gameId, loser, winner);
      second.conceded?.(gameId, loser, winner);
    },
  };
}
