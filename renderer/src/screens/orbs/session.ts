/** A started Orbs game as the screens pass it around (with what it takes to start it again). */
import type { SeatSpec } from '../../../../main/ipc/contract';

export interface StartedGame {
  gameId: string;
  seats: [SeatSpec, SeatSpec];
  /** The two decks as card-id lists, for "play again". */
  decks: [string[], string[]];
}
