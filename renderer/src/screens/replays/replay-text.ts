/**
 * A replay step's events in words, reusing each game's own log wording: Clash through
 * screens/clash/describe.ts, Orbs through screens/orbs/game/log.ts (keys under `orbs.log`).
 */
import type { GameId, PlayerId } from '../../../../main/ipc/contract';
import type { ClashEvent } from '../../../../main/ipc/contract';
import type { OrbsEvent } from '../../../../main/ipc/contract';
import type { Translate } from '../../i18n';
import { buildingsAlong, describeEvent } from '../clash/describe';
import { logLines } from '../orbs/game/log';

export interface ReplayNames {
  /** Clash: whether each player's building was a Fort before this step (the step's events
   *  turn a Bastion into a Fort where it falls). */
  forts?: readonly [boolean, boolean];
  players: readonly [string, string];
  /** The seat shown as "You", if any. */
  you: PlayerId | null;
  /** Orbs card display name by card id (from the catalogue), or null. */
  orbsCard: (id: string) => string | null;
}

export function replayEventLines(
  game: GameId,
  events: readonly unknown[],
  t: Translate,
  n: ReplayNames,
): string[] {
  if (game === 'clash') {
    const out: string[] = [];
    const forts = buildingsAlong(events as ClashEvent[], n.forts);
    for (const [i, e] of events.entries()) {
      const at = forts[i]!;
      const line = describeEvent(
        e as ClashEvent,
        t,
        (p) => n.players[p],
        n.you,
        undefined,
        n.forts ? (p) => at[p] : undefined,
      );
      if (line !== null) out.push(line);
    }
    return out;
  }
  return logLines(events as OrbsEvent[], {
    players: n.players,
    card: n.orbsCard,
    hidden: t('orbs.log.hiddenCard'),
    energy: (c) => t(`orbs.colours.${c}`).toLowerCase(),
    you: n.you,
  }).map((l) => t(`orbs.log.${l.key}`, l.params));
}

/** Clash: whether each building was a Fort before a step, from the view after it and its events. */
export function fortsBefore(view: unknown, events: readonly unknown[]): [boolean, boolean] {
  const players = (view as { players?: { fort?: boolean }[] }).players;
  const fell = (p: number) =>
    events.some(
      (e) =>
        (e as ClashEvent).type === 'bastionFlipped' &&
        (e as Extract<ClashEvent, { type: 'bastionFlipped' }>).player === p,
    );
  return [!!players?.[0]?.fort && !fell(0), !!players?.[1]?.fort && !fell(1)];
}
