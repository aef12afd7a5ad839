/**
 * Hint counts (issue #32 item 9): the hints asked for in a game are kept in its header
 * (`hints`, kinds/game.ts), so a resume goes on from the saved count and the finished game's
 * result carries it. The header is rewritten on the game's own queue — after the actions
 * queued before it, before those queued after — and the journal is left alone. The save store
 * (save-store.ts) owns one of these as `hints` and lends it its live games.
 */
import { writeDocumentFile, type FileContext } from './document-file';
import type { KeyedQueue } from './keyed-queue';
import { GameInProgressKind, type GameHeader } from './kinds/game';

/** What the hint counts need of the store's games in progress. */
export interface LiveGames {
  /** The header file of game `id` (relative to the root); throws for a bad id. */
  rel(id: string): string;
  /** The live copy of game `id` (read on first use; throws not-found, newer-version…). */
  load(id: string): Promise<{ header: GameHeader }>;
}

export class HintCounts {
  constructor(
    private readonly ctx: FileContext,
    private readonly queue: KeyedQueue,
    private readonly games: LiveGames,
  ) {}

  /** Set game `id`'s hint count to `hints` (the header is rewritten; the journal untouched). */
  async set(id: string, hints: number): Promise<void> {
    const rel = this.games.rel(id);
    await this.queue.run(rel, async () => {
      const live = await this.games.load(id);
      const header: GameHeader = { ...live.header, hints };
      await writeDocumentFile(this.ctx, rel, GameInProgressKind, header);
      live.header = header;
    });
  }
}
