/**
 * A replay step's events in words, reusing each game's own log wording: Clash through
 * screens/clash/describe.ts, Orbs through screens/orbs/game/log.ts (keys under `orbs.log`).
 */
import type { GameId, PlayerId } from '../../../../main/ipc/contract';
import type { ClashEvent } from '../../../../main/ipc/contract';
import type { OrbsEvent } from '../../../../main/ipc/contract';
import type { Translate } from '../../i18n';
import { describeEvent } from '../clash/describe';
import { logLines } from '../orbs/game/log';

export interface ReplayNames {
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
    for (const e of events) {
      const line = describeEvent(e as ClashEvent, t, (p) => n.players[p], n.you);
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
