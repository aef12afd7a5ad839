/**
 * Connects computer seats to the AI (main/ai): each decision is sent to a worker thread with
 * only what that seat may know — its view, plus its own Orbs deck list — so the thread that
 * answers IPC stays free and the computer cannot see hidden cards.
 */
import type { AiService, OrbsKnowledge } from '../ai';
import type { ComputerPlayer, ComputerMoveRequest } from './game-sessions';

/** What a seat knows beyond its view: in Orbs, the deck list it chose before the game. */
export function seatKnowledge(
  req: Pick<ComputerMoveRequest, 'game' | 'options' | 'player'>,
): OrbsKnowledge | undefined {
  if (req.game !== 'orbs') return undefined;
  const decks = (req.options as { decks?: unknown } | null)?.decks;
  const deck = Array.isArray(decks) ? decks[req.player] : undefined;
  return Array.isArray(deck)
    ? { deck: deck.filter((c): c is string => typeof c === 'string') }
    : undefined;
}

export function createAiComputer(ai: AiService & { warm?: () => Promise<number> }): ComputerPlayer {
  return {
    // Start the worker threads while the player looks at the new table (main/ai/service.ts).
    prepare() {
      void ai.warm?.().catch(() => undefined);
    },
    async choose(req) {
      const knowledge = seatKnowledge(req);
      const decision = await ai.decide(
        {
          game: req.game,
          level: req.level,
          player: req.player,
          view: req.view,
          seed: req.seed,
          ...(knowledge ? { knowledge } : {}),
        },
        req.signal,
      );
      return decision.action;
    },
  };
}
