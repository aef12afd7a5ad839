/**
 * The replays part of the save service (split out of save-service.ts): the replay list's rows
 * (with their facts from the replay index, issue #32 item 8), opening a replay and stepping
 * it for one seat's view (replay-stepper.ts, a few cached), deleting one. A replay today's
 * rules refuse answers `rule` / `replay-broken` and is listed as broken (issue #32 item 6).
 */
import type { GameId, PlayerId } from '../engine/types';
import type { AnyRules } from '../engine/registry';
import { openingEvents } from '../games/clash';
import { openingEvents as orbsOpeningEvents } from '../games/orbs';
import type { ClashState } from '../games/clash/types';
import type { OrbsState } from '../games/orbs/types';
import type { ReplayIndex, ReplayStepView, ReplaySummary } from './types';
import type { JsonValue, Replay, ReplaySummary as StoredReplaySummary, SaveStore } from '../saves';
import { ReplayBrokenError, ReplayStepper, turnOf } from './replay-stepper';
import { rowFacts, type DraftNames, type RowFacts, type SeatDeck } from './row-facts';
import { readStoredFacts, storedFacts } from './stored-row-facts';
import { SaveServiceError } from './save-service-error';

export interface ReplayRowsDeps {
  store: SaveStore;
  rulesOf: (game: GameId) => AnyRules;
  logError: (message: string, err: unknown) => void;
  /** Today's saved draft names by id (a row names the draft a game was played from). */
  draftNames: () => Promise<DraftNames>;
  /** Replays kept stepped in memory (each holds a few state checkpoints). */
  cacheSize: number;
  /** A replay was deleted (its reviews stop: review-service.ts forgetReplay). */
  onReplayDeleted?: (replayId: string) => void;
}

export interface ReplayRows {
  listReplays(): Promise<ReplaySummary[]>;
  openReplay(replayId: string): Promise<ReplayIndex>;
  viewReplay(replayId: string, step: number, player: PlayerId): Promise<ReplayStepView>;
  deleteReplay(replayId: string): Promise<void>;
}

export function createReplayRows(deps: ReplayRowsDeps): ReplayRows {
  const { store, rulesOf, logError, draftNames } = deps;
  const cacheSize = Math.max(1, deps.cacheSize);
  const replays = new Map<string, { replay: Replay; stepper: ReplayStepper }>();

  /** What the page may know of a replay: no seeds (see ReplaySummary in saves-contract.ts). */
  function summaryOf(
    r: Replay | StoredReplaySummary,
  ): Omit<ReplaySummary, 'turn' | 'decks' | 'broken'> {
    const { seed: _seed, computerSeed: _computerSeed, ...rest } = r;
    if (!('actions' in rest)) return rest;
    const { actions, options: _options, ...kept } = rest;
    return { ...kept, actionCount: actions.length };
  }

  /**
   * A replay's list row. `facts` null: today's rules refuse its options; a refused action
   * also shows it as broken (issue #32 item 6); undefined: its file could not be read.
   */
  function rowOf(
    r: Replay | StoredReplaySummary,
    facts: RowFacts | null | undefined,
  ): ReplaySummary {
    return {
      ...summaryOf(r),
      turn: facts?.turn ?? null,
      decks: facts?.decks ?? null,
      broken: !facts || facts.damagedAt !== null,
    };
  }

  /**
   * The deck and final turn of each replay (null: the rules refuse it), worked out once: kept
   * here and in the store's replay index (a replay never changes), so a start reads them back
   * instead of replaying every game (issue #32 item 8). Drafts are named when a row is made,
   * from today's draft names.
   */
  const replayFacts = new Map<string, RowFacts | null>();
  function replayRowFacts(replay: Replay): RowFacts | null {
    let facts: RowFacts | null;
    try {
      facts = rowFacts(rulesOf(replay.game), replay, new Map());
    } catch {
      // The engine's own words stay out of the log and the page (they may name any card).
      logError(
        `replay ${replay.id} could not be rebuilt for its row`,
        new ReplayBrokenError(null, 'bad-options'),
      );
      facts = null;
    }
    replayFacts.set(replay.id, facts);
    return facts;
  }

  function withDraftNames(
    facts: RowFacts | null,
    draftId: string | undefined,
    drafts: DraftNames,
  ): RowFacts | null {
    if (!facts || draftId === undefined || !drafts.has(draftId)) return facts;
    const name = drafts.get(draftId);
    const named = (d: SeatDeck): SeatDeck =>
      d.kind === 'draft' ? { kind: 'draft', savedDraft: name === undefined ? {} : { name } } : d;
    return { ...facts, decks: [named(facts.decks[0]), named(facts.decks[1])] };
  }

  async function stepperFor(replayId: string): Promise<{ replay: Replay; stepper: ReplayStepper }> {
    const hit = replays.get(replayId);
    if (hit) {
      replays.delete(replayId);
      replays.set(replayId, hit);
      return hit;
    }
    const replay = await store.getReplay(replayId);
    let stepper: ReplayStepper;
    try {
      stepper = new ReplayStepper(rulesOf(replay.game), replay);
    } catch (err) {
      broken(err);
    }
    const entry = { replay, stepper };
    replays.set(replayId, entry);
    while (replays.size > cacheSize) replays.delete(replays.keys().next().value as string);
    return entry;
  }

  function broken(err: unknown): never {
    if (err instanceof ReplayBrokenError) {
      throw new SaveServiceError(
        'rule',
        `this replay cannot be shown with today's rules: ${err.message}`,
        'replay-broken',
      );
    }
    throw err;
  }

  return {
    async listReplays() {
      const rows = await store.listReplayRows();
      const drafts = rows.some((r) => r.summary.draftId !== undefined)
        ? await draftNames()
        : new Map();
      const worked: [string, JsonValue][] = [];
      const out: ReplaySummary[] = [];
      for (const { summary: r, facts: stored } of rows) {
        let facts = replayFacts.get(r.id);
        if (facts === undefined) {
          facts = readStoredFacts(stored);
          if (facts !== undefined) replayFacts.set(r.id, facts);
        }
        if (facts === undefined) {
          try {
            facts = replayRowFacts(await store.getReplay(r.id));
            worked.push([r.id, storedFacts(facts)]);
          } catch (err) {
            logError(`replay ${r.id} could not be read for its row`, err);
          }
        }
        out.push(
          rowOf(r, facts === undefined ? undefined : withDraftNames(facts, r.draftId, drafts)),
        );
      }
      // Kept for the next start: one write of the index for the whole list.
      if (worked.length > 0) store.setReplayFacts(worked);
      return out;
    },
    async openReplay(replayId) {
      const { replay, stepper } = await stepperFor(replayId);
      const perspective: PlayerId = replay.mode.kind === 'vs-ai' ? replay.mode.humanSeat : 0;
      let turns: { turn: number; step: number }[];
      try {
        turns = stepper.turns(perspective);
      } catch (err) {
        broken(err);
      }
      const facts = replayFacts.has(replayId)
        ? (replayFacts.get(replayId) ?? null)
        : replayRowFacts(replay);
      const drafts = replay.draftId ? await draftNames() : new Map();
      return {
        replay: rowOf(replay, withDraftNames(facts, replay.draftId, drafts)),
        total: stepper.total,
        turns,
      };
    },
    async viewReplay(replayId, step, player) {
      const { replay, stepper } = await stepperFor(replayId);
      const rules = rulesOf(replay.game);
      let at;
      try {
        at = stepper.at(step);
      } catch (err) {
        broken(err);
      }
      const raw =
        at.step === 0
          ? replay.game === 'clash'
            ? openingEvents(at.state as ClashState)
            : orbsOpeningEvents(at.state as OrbsState)
          : at.events;
      const events: unknown[] = [];
      for (const e of raw) {
        const seen = rules.eventFor(e, player);
        if (seen !== null) events.push(seen);
      }
      const view = rules.view(at.state, player);
      return {
        replayId,
        game: replay.game,
        step: at.step,
        total: stepper.total,
        player,
        view,
        toMove: rules.toMove(at.state),
        outcome: rules.outcome(at.state),
        actor: at.actor,
        events,
        turn: turnOf(view),
      };
    },
    async deleteReplay(replayId) {
      replays.delete(replayId);
      deps.onReplayDeleted?.(replayId);
      await store.deleteReplay(replayId);
    },
  };
}
