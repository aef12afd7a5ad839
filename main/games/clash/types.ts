/**
 * Public types of the Clash of Decks engine (rules: /work/shared/rules/clash.md).
 *
 * Other code (AI, UI, saves) codes against this file: it only ever grows, nothing is renamed.
 *
 * Why numeric card indices in the state: the AI copies and plays out states millions of times;
 * numbers index the card catalogue (`CLASH_CARDS` in ./cards.ts) without a map lookup. Actions,
 * events and views, which cross process boundaries and reach the UI, use card ids (strings).
 */
import type { PlayerId } from '../../engine/types';
import type { RngState } from '../../engine/rng';

// ---------------------------------------------------------------- cards

/** The 14 keywords of clash.md §8 (English names; Czech names in ./text.ts). */
export type ClashKeyword =
  | 'Aerial'
  | 'Aim'
  | 'Aquatic'
  | 'Aura'
  | 'Berserk'
  | 'Catalyst'
  | 'Focus'
  | 'Indestructible'
  | 'Perforation'
  | 'Protection'
  | 'Rage'
  | 'Splash'
  | 'Sprint'
  | 'Wrecker';

/** A card set: the box's 32 cards, or Cardhall's own set (clash.md §10.1). */
export type ClashSetId = 'initiation' | 'cardhall';

/** Which cards a drafted game draws from. */
export type ClashPoolChoice = 'initiation' | 'cardhall' | 'both';

export interface ClashCardDef {
  /** Stable id, unique over all sets, e.g. "brute". Actions and events name cards by it. */
  id: string;
  /** Name as printed (never translated), e.g. "Boom!". */
  name: string;
  set: ClashSetId;
  /** Position in the catalogue (`CLASH_CARDS[index]`); the state stores these numbers. */
  index: number;
  kind: 'creature' | 'incantation';
  cost: number;
  /** Creature attack, or an incantation's damage to its target. */
  attack: number;
  /** Null for incantations. */
  health: number | null;
  /** The card's own keywords, without the Aura entry (which is `aura`). 'Aura' never appears here. */
  keywords: ClashKeyword[];
  /** Aura(X): the keyword X this creature grants its neighbours (§8.4), or null. */
  aura: ClashKeyword | null;
  /** The keywords as printed on the card, e.g. ["Aura:Sprint"], for display. */
  printed: string[];
  /** Box deck 1–4 for the no-draft mode (§10.2), or null. */
  preconstructedDeck: number | null;
}

// ---------------------------------------------------------------- options

/** Deck choice in preconstructed mode: a box deck 1–4, or 'random' (the two players get distinct decks). */
export type ClashDeckChoice = 1 | 2 | 3 | 4 | 'random';

export interface ClashOptions {
  /** 'draft' (default, §3) or 'preconstructed' (§10.2: no draft, each player gets a box deck). */
  mode?: 'draft' | 'preconstructed';
  /**
   * Draft pool (default 'initiation'). 'both': the 32 initiation cards and the Cardhall set are
   * shuffled together and the draft reveals the first 16 of them (always 16 cards, 4 rounds).
   */
  pool?: ClashPoolChoice;
  /** Preconstructed mode: deck of player 0 and of player 1 (default ['random','random']). */
  decks?: [ClashDeckChoice, ClashDeckChoice];
  /**
   * Seed of the §3.3 hand-row shuffle (an integer 0..2^32-1). Absent: the game's own generator
   * shuffles, as always. Set by "play this draft again" (save-service.ts) with fresh entropy,
   * so a rematch keeps the pool and the picks but no hand order of the first game (issue #32).
   * Never shown to a player (view.ts lists the options it shows).
   */
  handSeed?: number;
}

/** Options after defaults are filled in, as kept in the state. */
export interface ClashResolvedOptions {
  mode: 'draft' | 'preconstructed';
  pool: ClashPoolChoice;
  decks: [ClashDeckChoice, ClashDeckChoice];
  handSeed?: number;
}

// ---------------------------------------------------------------- state

/** Hand row marker for the Bastion/Fort (the building); every other entry is a card index. */
export const BUILDING = -1;

export type ClashLane = 'upper' | 'lower';
/** Lane number in the state: 0 = upper, 1 = lower. */
export type LaneIndex = 0 | 1;

/** A creature in play. */
export interface ClashCreature {
  /** Card index (catalogue). */
  card: number;
  /** Damage taken this turn (§6.4 clears it). */
  damage: number;
  /** Entered play this turn. */
  isNew: boolean;
  /** Protection already used this turn (§8.10). */
  protectionUsed: boolean;
  /** Sprint bonus earned this turn (§8.13). */
  sprintBonus: number;
}

export interface ClashPlayerState {
  /** The hand row, left → right; exactly one entry is BUILDING. Life = entries right of it. */
  hand: number[];
  /** The building shows its Fort side (the Bastion was destroyed once). */
  fort: boolean;
  /** Mana left this turn (0 outside the player's own turn). */
  mana: number;
  /** Queues: lanes[0] = upper, lanes[1] = lower; index 0 is next to the bridge. */
  lanes: [ClashCreature[], ClashCreature[]];
  /** The player's 8 cards (drafted or from the deck), in the order received. Public. */
  drafted: number[];
}

export interface ClashDraftState {
  /** The 16 cards to be revealed, in reveal order (round r reveals pool[4r..4r+3]). Hidden. */
  pool: number[];
  /** Picks made so far, automatic last cards included (0..16). */
  picks: number;
  /** Bit i set = pool[i] has been taken. */
  takenMask: number;
  /** First picker of round 1 (rounds alternate, §3.1). */
  firstPicker: PlayerId;
}

export interface ClashState {
  format: 'clash-state/1';
  options: ClashResolvedOptions;
  /** The game's own seeded generator (sfc32 words). */
  rng: RngState;
  phase: 'draft' | 'summoning';
  /** Each player's turn counts one; 0 during the draft; the first battle turn is 1. */
  turn: number;
  /** Whose decision it is: the picker during the draft, else the player whose turn it is. */
  active: PlayerId;
  /**
   * Set when the game is over: the player whose opponent's Fort was destroyed (§9.1), or
   * 'draw' on the third repetition of a position (§9.2).
   */
  winner: PlayerId | 'draw' | null;
  /**
   * §9.2 position keys (rules/repetition.ts), one per battle turn start, oldest first. Public
   * (both players saw every turn start). Missing in states written before the rule: read as [].
   */
  positions: number[];
  players: [ClashPlayerState, ClashPlayerState];
  /** Present during the draft (and kept afterwards for the record), null in preconstructed mode. */
  draft: ClashDraftState | null;
}

// ---------------------------------------------------------------- actions

export interface ClashTarget {
  /** The player who owns the target creature. */
  side: PlayerId;
  lane: ClashLane;
  index: number;
}

export type ClashAction =
  | { type: 'pick'; card: string }
  /** Summon a creature into a lane. */
  | { type: 'play'; card: string; lane: ClashLane }
  /** Cast an incantation at a creature in play. */
  | { type: 'play'; card: string; target: ClashTarget }
  /** End summoning: the assault resolves, the turn ends, the next turn starts. */
  | { type: 'assault' };

// ---------------------------------------------------------------- events

/** Where a creature stands. */
export interface ClashPlace {
  side: PlayerId;
  lane: ClashLane;
  index: number;
}

export type ClashEvent =
  /** A draft round's 4 cards are turned face up. */
  | { type: 'roundRevealed'; round: number; firstPicker: PlayerId; cards: string[] }
  /** `auto`: the last card of a round, given to the round's first picker without an action. */
  | { type: 'picked'; player: PlayerId; card: string; auto: boolean }
  /** A player's hand row is formed (after the draft or from a deck). `hand` is null when hidden. */
  | {
      type: 'handFormed';
      player: PlayerId;
      hand: string[] | null;
      size: number;
      buildingIndex: number;
    }
  | { type: 'turnStarted'; player: PlayerId; turn: number; mana: number }
  /** A creature is summoned. `handIndex` (where it stood in the row) is null when hidden. */
  | {
      type: 'played';
      player: PlayerId;
      card: string;
      handIndex: number | null;
      lane: ClashLane;
      index: number;
      manaLeft: number;
    }
  | {
      type: 'cast';
      player: PlayerId;
      card: string;
      handIndex: number | null;
      target: ClashPlace;
      targetCard: string;
      manaLeft: number;
    }
  /** The incantation went back to the rightmost space of its caster's hand. */
  | { type: 'incantationReturned'; player: PlayerId; card: string; handIndex: number }
  /** Sprint (§8.13): the creature moved to the bridge; `bonus` is its total Sprint bonus now. */
  | {
      type: 'moved';
      player: PlayerId;
      card: string;
      lane: ClashLane;
      from: number;
      to: number;
      bonus: number;
    }
  /** An attack starts. `target` is null when the creature has nothing it may attack (Rage on entry). */
  | {
      type: 'attack';
      player: PlayerId;
      card: string;
      lane: ClashLane;
      index: number;
      damage: number;
      target:
        | ({ kind: 'creature'; card: string } & ClashPlace)
        | { kind: 'building'; side: PlayerId }
        | null;
    }
  /** Damage lands on a creature (`amount` after Protection); `primary` false for Splash/Perforation. */
  | {
      type: 'hit';
      source: string;
      card: string;
      place: ClashPlace;
      amount: number;
      primary: boolean;
      damageNow: number;
    }
  /** Protection turned a hit into 0 and is used up for the turn. */
  | { type: 'protectionUsed'; card: string; place: ClashPlace }
  /** A creature was destroyed and returned to the rightmost space of its owner's hand. */
  | { type: 'destroyed'; card: string; place: ClashPlace; owner: PlayerId; handIndex: number }
  | {
      type: 'bastionMoved';
      player: PlayerId;
      from: number;
      to: number;
      damage: number;
      fort: boolean;
    }
  /** The Bastion was destroyed: it flips to the Fort in the leftmost space. */
  | { type: 'bastionFlipped'; player: PlayerId }
  | { type: 'fortDestroyed'; player: PlayerId }
  | { type: 'turnEnded'; player: PlayerId }
  | { type: 'gameWon'; winner: PlayerId }
  /** §9.2: the position at the start of turn `turn` occurred for the third time; the game is a draw. */
  | { type: 'gameDrawn'; reason: 'repetition'; turn: number };

// ---------------------------------------------------------------- view

export interface ClashCreatureView {
  card: string;
  damage: number;
  isNew: boolean;
  protectionUsed: boolean;
  sprintBonus: number;
  /** Keywords in effect now: its own plus those granted by neighbouring Auras. */
  keywords: ClashKeyword[];
}

export interface ClashPlayerView {
  /** The hand row without the building, left → right; null = a card the viewer may not see. */
  hand: (string | null)[];
  /** Position of the Bastion/Fort in the full row (= number of cards left of it). Public. */
  buildingIndex: number;
  fort: boolean;
  /** Cards right of the building (§5.1). */
  life: number;
  mana: number;
  upper: ClashCreatureView[];
  lower: ClashCreatureView[];
  /** The player's cards (public: the draft is face up). */
  drafted: string[];
}

export interface ClashDraftView {
  /** 1..4 */
  round: number;
  /** First picker of this round. */
  firstPicker: PlayerId;
  /** The current round's 4 cards and who took each so far. */
  revealed: { card: string; takenBy: PlayerId | null }[];
  /** Cards still to be revealed in later rounds (their identities are hidden). */
  hiddenRemaining: number;
}

export interface ClashView {
  viewer: PlayerId;
  options: ClashResolvedOptions;
  phase: 'draft' | 'summoning';
  turn: number;
  active: PlayerId;
  /** A player, 'draw' (§9.2), or null while the game runs. */
  winner: PlayerId | 'draw' | null;
  /** §9.2 position keys of every battle turn start so far (public; the AI counts repetitions). */
  positions: number[];
  draft: ClashDraftView | null;
  players: [ClashPlayerView, ClashPlayerView];
}
