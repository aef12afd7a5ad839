/**
 * Who looks at their drafted cards once the draft ends (issue #16 item 6), in what order, and
 * behind which curtain. Against the computer: the human, straight away. Hotseat: both players,
 * each behind the hand-off curtain so neither sees the other's review — first the player who
 * does not open the battle, then the one who does, so the battle follows without a third
 * hand-off.
 */
import type { PlayerId, SeatSpec } from '../../../../main/ipc/contract';

export interface ReviewStep {
  player: PlayerId;
  /** The hand-off curtain comes first: the seat changes hands before these cards show. */
  curtain: boolean;
}

export function reviewOrder(
  seats: readonly [SeatSpec, SeatSpec],
  firstToMove: PlayerId | null,
): ReviewStep[] {
  const humans = ([0, 1] as const).filter((p) => seats[p].kind === 'human');
  if (humans.length === 0) return [];
  if (humans.length === 1) return [{ player: humans[0]!, curtain: false }];
  const opener: PlayerId = firstToMove ?? 0;
  const other: PlayerId = opener === 0 ? 1 : 0;
  return [
    { player: other, curtain: true },
    { player: opener, curtain: true },
  ];
}
