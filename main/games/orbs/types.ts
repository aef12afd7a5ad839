/**
 * Public types of the Orbs engine (orbs.md). AI and UI code against these; they only grow.
 *
 * Cards are data: a definition (`OrbsCardDef`) drawn from a small closed effect vocabulary
 * (§12.1), defined once as valibot schemas (cards/schema.ts) the card types are inferred from. Card *instances* in a game get a
 * unique numeric id at creation (tokens too); actions and events name instances by that id.
 */
import type { Outcome, PlayerId } from '../../engine/types';
import type { RngState } from '../../engine/rng';
import type * as v from 'valibot';
import type {
  abilitySchema,
  auraSchema,
  cardDefSchema,
  cardTypeSchema,
  colourSchema,
  effectSchema,
  energyColourSchema,
  playConditionSchema,
  subjectSchema,
  targetKindSchema,
  trapEventSchema,
  trapSchema,
  triggerEventSchema,
  triggerSchema,
} from './cards/schema';
import { COLOUR_LIST, ENERGY_COLOUR_LIST } from './cards/schema';

export type { Outcome, PlayerId };

// ---------------------------------------------------------------- colours and costs (§1, §4)

export type Colour = v.InferOutput<typeof colourSchema>;
export type EnergyColour = v.InferOutput<typeof energyColourSchema>;
/** Index order of every energy vector (`number[7]`): the §4.4 tie order, then generic. */
export const ENERGY_COLOURS: readonly EnergyColour[] = ENERGY_COLOUR_LIST;
export const COLOURS: readonly Colour[] = COLOUR_LIST;
export const GENERIC = 6;

export type CardType = v.InferOutput<typeof cardTypeSchema>;

// ---------------------------------------------------------------- effect vocabulary (§12.1)
// Inferred from the valibot schemas in cards/schema.ts, where each word is defined and explained.

/** What a card or ability asks the player to choose (at most one chosen target per card). */
export type TargetKind = v.InferOutput<typeof targetKindSchema>;
/** Whom an effect applies to. */
export type Subject = v.InferOutput<typeof subjectSchema>;
export type Effect = v.InferOutput<typeof effectSchema>;
/** Triggered abilities of Orbs and objects in play (and `play` for any card). */
export type TriggerEvent = v.InferOutput<typeof triggerEventSchema>;
export type Trigger = v.InferOutput<typeof triggerSchema>;
/** Events a trap on the Bench answers (§10). All are the opponent's doings. */
export type TrapEvent = v.InferOutput<typeof trapEventSchema>;
export type TrapSpec = v.InferOutput<typeof trapSchema>;
/** An aura of an object or Orb in play (§11.1): local = its controller, foreign = the opponent. */
export type Aura = v.InferOutput<typeof auraSchema>;
export type ActivatedAbility = v.InferOutput<typeof abilitySchema>;
/** Play conditions (§11.3). */
export type PlayCondition = v.InferOutput<typeof playConditionSchema>;
export type OrbsCardDef = v.InferOutput<typeof cardDefSchema>;

// ---------------------------------------------------------------- state (plain data)

/** The game is over when `winner !== null`; the phase then stays where the game ended. */
export type Phase = 'defense' | 'main';

export interface CardInstance {
  /** Unique numeric id in this game (index into `OrbsState.cards`). */
  id: number;
  /** Index into the card pool (`ORBS_CARDS`). */
  def: number;
  owner: PlayerId;
  token: boolean;
  /** Where it is now. 'gone' = a token that left play. */
  zone: 'deck' | 'hand' | 'bench' | 'play' | 'graveyard' | 'gone';
  damage: number;
  exhausted: boolean;
  /** Entered play this turn (§6.1). */
  fresh: boolean;
  attacking: boolean;
  defended: boolean;
  /** Lasting +AP from effects while in play. */
  apBonus: number;
  /** Set when an object became an Orb (`becomeOrb`): [ap, hp]. */
  asOrb: [number, number] | null;
  /** Bit i set = ability i used this turn. */
  used: number;
  /** Order in which it was benched (§10.2), -1 when not on the Bench. */
  benchSeq: number;
}

export interface OrbsPlayerState {
  hp: number;
  /** Energy capacity per colour, indexed as ENERGY_COLOURS. */
  capacity: number[];
  /** Available energy per colour, indexed as ENERGY_COLOURS. */
  energy: number[];
  converted: boolean;
  playedThisTurn: number;
  /**
   * Instance ids, the top last: a draw is a `pop()` (a `shift()` moved the whole deck, about 1 %
   * of a random game's time).
   */
  deck: number[];
  hand: number[];
  /** Benching order. */
  bench: number[];
  play: number[];
  graveyard: number[];
}

export interface OrbsState {
  rng: RngState;
  /** Counts each player's turn: the first player's turn 1, the second player's turn 2, … */
  turn: number;
  active: PlayerId;
  phase: Phase;
  /** Set when the game is over: 0, 1 or 'draw'. */
  winner: Outcome;
  players: [OrbsPlayerState, OrbsPlayerState];
  /**
   * Every instance ever created, by id. An instance outside play may be shared with clones of
   * this state (rules/state.ts `cloneState`): never write one in place; the rules take their
   * own copy (`ownCopy`) when a card leaves the deck, hand, Bench or graveyard (not needed,
   * and skipped, while the game `createGame` made last has never been cloned).
   */
  cards: CardInstance[];
  benchCounter: number;
}

export interface OrbsOptions {
  /** The two decks as lists of card ids (validateDeck must accept them). */
  decks: [string[], string[]];
  /** Who starts; random (from the seed) when omitted. */
  first?: PlayerId;
}

// ---------------------------------------------------------------- actions (untrusted JSON)

/** A chosen target: a player, or a card instance (in play, or in your graveyard). */
export type OrbsTarget = { player: PlayerId } | { card: number };

export type OrbsAction =
  | { type: 'convert'; card: number }
  | { type: 'play'; card: number; from: 'hand' | 'bench'; targets?: OrbsTarget[] }
  | { type: 'bench'; card: number }
  | { type: 'attack'; card: number }
  | { type: 'defend'; card: number; against: number }
  | { type: 'activate'; card: number; ability: number; targets?: OrbsTarget[] }
  | { type: 'endPhase' };

// ---------------------------------------------------------------- events

/** A card as shown in an event; `cardId` is null when hidden from the viewer. */
export interface CardRef {
  id: number;
  cardId: string | null;
}

export type OrbsEvent =
  | { type: 'turnStarted'; player: PlayerId; turn: number }
  | { type: 'phaseChanged'; player: PlayerId; phase: Phase }
  | { type: 'energyRegenerated'; player: PlayerId; energy: number[] }
  | { type: 'energyLost'; player: PlayerId }
  | { type: 'drew'; player: PlayerId; card: CardRef }
  | { type: 'converted'; player: PlayerId; card: CardRef; colour: EnergyColour }
  | { type: 'paid'; player: PlayerId; amounts: number[] }
  | {
      type: 'energyGained';
      player: PlayerId;
      colour: EnergyColour;
      amount: number;
      capacity: boolean;
    }
  | {
      type: 'played';
      player: PlayerId;
      card: CardRef;
      from: 'hand' | 'bench' | 'graveyard';
      targets: OrbsTarget[];
    }
  | { type: 'benched'; player: PlayerId; card: CardRef }
  | { type: 'trapRevealed'; player: PlayerId; card: CardRef }
  | { type: 'trapResolved'; player: PlayerId; card: CardRef }
  | { type: 'cancelled'; player: PlayerId; card: CardRef }
  | { type: 'abilityUsed'; player: PlayerId; card: CardRef; ability: number; targets: OrbsTarget[] }
  | { type: 'attackDeclared'; player: PlayerId; card: CardRef }
  | { type: 'defended'; player: PlayerId; card: CardRef; against: CardRef }
  | { type: 'battle'; attacker: CardRef; defender: CardRef; toAttacker: number; toDefender: number }
  | { type: 'orbDamaged'; card: CardRef; amount: number; damage: number }
  | { type: 'orbHealed'; card: CardRef; amount: number }
  /** `source`: the attacking Orb or the card whose effect dealt it (always a public card: in
   *  play, just played or a revealed trap); null when no card is the cause. `attack`: dealt by
   *  an undefended attacker (§5.3), so the log can say "Ant attacks you". */
  | {
      type: 'playerDamaged';
      player: PlayerId;
      amount: number;
      hp: number;
      source?: CardRef | null;
      attack?: boolean;
    }
  | { type: 'playerHealed'; player: PlayerId; amount: number; hp: number }
  | { type: 'apBuffed'; card: CardRef; amount: number }
  | { type: 'exhausted'; card: CardRef }
  | { type: 'destroyed'; card: CardRef; owner: PlayerId }
  | { type: 'returned'; card: CardRef; owner: PlayerId; to: 'hand' | 'play' }
  | { type: 'discarded'; player: PlayerId; card: CardRef }
  | { type: 'milled'; player: PlayerId; card: CardRef }
  | { type: 'tokenCreated'; player: PlayerId; card: CardRef }
  | { type: 'tokenVanished'; card: CardRef }
  | { type: 'becameOrb'; card: CardRef; ap: number; hp: number }
  | { type: 'attackOver'; card: CardRef }
  | { type: 'unexhausted'; player: PlayerId }
  | { type: 'deckedOut'; player: PlayerId }
  | { type: 'gameOver'; winner: Outcome };

// ---------------------------------------------------------------- view (what one player sees)

export interface OrbsCardView {
  id: number;
  cardId: string;
  owner: PlayerId;
  token: boolean;
  /** Orb stats with every modifier applied (null for non-Orbs). */
  ap: number | null;
  hp: number | null;
  /** hp − damage. */
  currentHp: number | null;
  armor: number;
  damage: number;
  exhausted: boolean;
  fresh: boolean;
  attacking: boolean;
  defended: boolean;
  isOrb: boolean;
  /** Bit i set = activated ability i was used this turn (public: abilities are used openly). */
  used?: number;
}

export interface OrbsPlayerView {
  hp: number;
  capacity: number[];
  energy: number[];
  converted: boolean;
  playedThisTurn: number;
  deckCount: number;
  handCount: number;
  benchCount: number;
  /** null for the opponent's hand / Bench (hidden, §3.1). */
  hand: OrbsCardView[] | null;
  bench: OrbsCardView[] | null;
  play: OrbsCardView[];
  graveyard: OrbsCardView[];
}

export interface OrbsView {
  viewer: PlayerId;
  turn: number;
  active: PlayerId;
  phase: Phase;
  winner: Outcome;
  players: [OrbsPlayerView, OrbsPlayerView];
}

// ---------------------------------------------------------------- decks and text

export interface DeckProblem {
  code: 'tooFewCards' | 'tooManyCopies' | 'unknownCard' | 'tokenInDeck';
  message: string;
  cardId?: string;
}

export interface ReadyDeck {
  id: string;
  name: { en: string; cs: string };
  plan: { en: string; cs: string };
  cards: string[];
}

export type Lang = 'en' | 'cs';
