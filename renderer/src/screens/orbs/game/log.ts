/**
 * The game log: each engine event (as this player was allowed to see it) becomes one line,
 * an i18n key under `orbs.log.*` and its parameters. Translation happens at display time, so
 * the log follows a language switch. Plural forms (`count`) follow i18next/CLDR.
 */
import type { CardRef, OrbsEvent, OrbsTarget, PlayerId } from '../../../../../main/ipc/contract';

export interface LogLine {
  key: string;
  params: Record<string, string | number>;
  /** Who it concerns, for colouring the line. */
  player: PlayerId | null;
}

export interface LogNames {
  /** Seat names, already translated ("You", "Computer", "Player 1"). */
  players: readonly [string, string];
  /** Display name of a card id, or null if unknown. */
  card: (cardId: string) => string | null;
  /** Shown for a hidden card. */
  hidden: string;
  energy: (colour: string) => string;
  /** Name of a card instance the batch itself does not name (a target), from the view. */
  instance?: (id: number) => string | null;
  /** The seat shown as "You" (its lines use the `_you` context: "You draw", not "You draws"). */
  you: PlayerId | null;
}

function card(ref: CardRef, n: LogNames): string {
  return ref.cardId === null ? n.hidden : (n.card(ref.cardId) ?? ref.cardId);
}

/**
 * The key of a targeted play: a card target is named by its card ("… on Ember Imp"); a player
 * target picks its own sentence when that player is "You" (`playedAtYou`: "Computer plays
 * Fireball on you"; `playedAtSelf`: "You play Fireball on yourself"), so no pronoun is ever
 * put into a slot made for a name.
 */
function targetedPlay(
  base: 'playedTarget' | 'playedBenchTarget',
  actor: PlayerId,
  t: OrbsTarget,
  n: LogNames,
  cardNameOf: (id: number) => string,
): { key: string; target?: string } {
  if (!('player' in t)) return { key: base, target: cardNameOf(t.card) };
  // A player aimed at by name has a sentence of its own: Czech can't put a seat's name
  // ("Počítač", "Hráč 1") after "na kartu", and "na cíl Počítač" read oddly (issue #35).
  if (t.player !== n.you) return { key: `${base}Player`, target: n.players[t.player] };
  return { key: `${base}${actor === n.you ? 'Self' : 'You'}` };
}

/**
 * The opening lines of a game ("— Turn 1: Player 1 —"): the first turn starts while the game is
 * created, before any action, so no action's events carry it. `first` is the player who moves
 * first (the actor of action 1, or the view's active player before it).
 */
export function openingLines(first: PlayerId, n: LogNames): LogLine[] {
  return logLines(
    [
      { type: 'turnStarted', player: first, turn: 1 },
      { type: 'phaseChanged', player: first, phase: 'defense' },
    ],
    n,
  );
}

/** Lines for a batch of events; `null` entries (pure bookkeeping) are dropped. */
export function logLines(events: readonly OrbsEvent[], n: LogNames): LogLine[] {
  // Targets name only an instance id; resolve them from the cards named in the same batch.
  const seen = new Map<number, string>();
  const note = (r: CardRef) => {
    if (r.cardId !== null) seen.set(r.id, n.card(r.cardId) ?? r.cardId);
  };
  for (const e of events) {
    if ('card' in e && e.card && typeof e.card === 'object') note(e.card as CardRef);
    if (e.type === 'battle') {
      note(e.attacker);
      note(e.defender);
    }
    if (e.type === 'defended') note(e.against);
  }
  const nameOf = (id: number) => seen.get(id) ?? n.instance?.(id) ?? `#${id}`;
  const out: LogLine[] = [];
  const line = (
    key: string,
    player: PlayerId | null,
    params: Record<string, string | number> = {},
  ) =>
    out.push({
      key,
      player,
      params:
        player === null
          ? params
          : {
              player: n.players[player],
              ...params,
              ...(player === n.you ? { context: 'you' } : {}),
            },
    });
  for (const e of events) {
    switch (e.type) {
      case 'turnStarted':
        line('turnStarted', e.player, { turn: e.turn });
        break;
      case 'phaseChanged':
        line(e.phase === 'main' ? 'mainPhase' : 'defensePhase', e.player);
        break;
      case 'drew':
        line(e.card.cardId === null ? 'drewHidden' : 'drew', e.player, { card: card(e.card, n) });
        break;
      case 'converted':
        line('converted', e.player, { card: card(e.card, n), energy: n.energy(e.colour) });
        break;
      case 'energyGained':
        line(e.capacity ? 'capacityGained' : 'energyGained', e.player, {
          count: e.amount,
          energy: n.energy(e.colour),
        });
        break;
      case 'played': {
        const t = e.targets[0];
        if (t) {
          const p = targetedPlay(
            e.from === 'bench' ? 'playedBenchTarget' : 'playedTarget',
            e.player,
            t,
            n,
            nameOf,
          );
          line(p.key, e.player, {
            card: card(e.card, n),
            ...(p.target === undefined ? {} : { target: p.target }),
          });
        } else
          line(
            e.from === 'bench'
              ? 'playedBench'
              : e.from === 'graveyard'
                ? 'playedGraveyard'
                : 'played',
            e.player,
            { card: card(e.card, n) },
          );
        break;
      }
      case 'benched':
        line(e.card.cardId === null ? 'benchedHidden' : 'benched', e.player, {
          card: card(e.card, n),
        });
        break;
      case 'trapRevealed':
        line('trapRevealed', e.player, { card: card(e.card, n) });
        break;
      case 'cancelled':
        line('cancelled', e.player, { card: card(e.card, n) });
        break;
      case 'abilityUsed':
        line('abilityUsed', e.player, { card: card(e.card, n) });
        break;
      case 'attackDeclared':
        line('attackDeclared', e.player, { card: card(e.card, n) });
        break;
      case 'defended':
        line('defended', e.player, { card: card(e.card, n), against: card(e.against, n) });
        break;
      case 'battle':
        line('battle', null, {
          attacker: card(e.attacker, n),
          defender: card(e.defender, n),
          toAttacker: e.toAttacker,
          toDefender: e.toDefender,
        });
        break;
      case 'orbDamaged':
        line('orbDamaged', null, { card: card(e.card, n), count: e.amount });
        break;
      case 'orbHealed':
        line('orbHealed', null, { card: card(e.card, n), count: e.amount });
        break;
      case 'playerDamaged':
        // The cause is named (orbs.md 5.3: an undefended attacker; or the card whose effect hit):
        // "Ant attacks you: you lose 1 HP", never a bare "You lose 1 HP".
        if (e.source)
          line(e.attack ? 'playerAttacked' : 'playerHitBy', e.player, {
            source: card(e.source, n),
            count: e.amount,
            hp: e.hp,
          });
        else line('playerDamaged', e.player, { count: e.amount, hp: e.hp });
        break;
      case 'playerHealed':
        line('playerHealed', e.player, { count: e.amount, hp: e.hp });
        break;
      case 'apBuffed':
        line('apBuffed', null, { card: card(e.card, n), count: e.amount });
        break;
      case 'destroyed':
        line('destroyed', e.owner, { card: card(e.card, n) });
        break;
      case 'returned':
        line(e.to === 'hand' ? 'returnedHand' : 'returnedPlay', e.owner, { card: card(e.card, n) });
        break;
      case 'discarded':
        line('discarded', e.player, { card: card(e.card, n) });
        break;
      case 'milled':
        line('milled', e.player, { card: card(e.card, n) });
        break;
      case 'tokenCreated':
        line('tokenCreated', e.player, { card: card(e.card, n) });
        break;
      case 'becameOrb':
        line('becameOrb', null, { card: card(e.card, n), ap: e.ap, hp: e.hp });
        break;
      case 'deckedOut':
        line('deckedOut', e.player);
        break;
      case 'gameOver':
        if (e.winner === 'draw') line('gameDraw', null);
        else if (e.winner !== null) line('gameWon', e.winner);
        break;
      // Bookkeeping the table shows by itself: energy refills, payments, exhausting, etc.
      case 'energyRegenerated':
      case 'energyLost':
      case 'paid':
      case 'trapResolved':
      case 'exhausted':
      case 'tokenVanished':
      case 'attackOver':
      case 'unexhausted':
        break;
      default:
        e satisfies never; // compile-time: every event type has a case above
        break;
    }
  }
  return out;
}
