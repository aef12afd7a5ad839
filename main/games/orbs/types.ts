/**
 * Public types of the Orbs engine (orbs.md). AI and UI code against these; they only grow.
 *
 * Cards are data: a definition (`OrbsCardDef`) drawn from a small closed effect vocabulary
 * (§12.1), validated by a valibot schema (cards/schema.ts). Card *instances* in a game get a
 * unique numeric id at creation (tokens too); actions and events name instances by that id.
 */
import type { Outcome, PlayerId } from '../../engine/types';
import type { RngState } from '../../engine/rng';

export type { Outcome, PlayerId };

// ---------------------------------------------------------------- colours and costs (§1, §4)

export type Colour = 'red' | 'green' | 'blue' | 'yellow' | 'black' | 'purple';
export type EnergyColour = Colour | 'generic';
/** Index order of every energy vector (`number[7]`): the §4.4 tie order, then generic. */
export const ENERGY_COLOURS: readonly EnergyColour[] = [
  'red',
  'green',
  'blue',
  'yellow',
  'black',
  'purple',
  'generic',
];
export const COLOURS: readonly Colour[] = ['red', 'green', 'blue', 'yellow', 'black', 'purple'];
export const GENERIC = 6;

export type CardType = 'orb' | 'object' | 'action' | 'trap';

// ---------------------------------------------------------------- effect vocabulary (§12.1)

/** What a card or ability asks the player to choose (at most one chosen target per card). */
export type TargetKind =
  | 'orbOrPlayer' // any Orb in play or either player
  | 'orb' // any Orb in play
  | 'enemyOrb' // an Orb the opponent controls
  | 'friendlyOrb' // an Orb you control
  | 'player' // either player
  | 'object' // any object in play
  | 'graveyardOrb'; // an Orb card in your graveyard

/** Whom an effect applies to. */
export type Subject =
  | 'target' // the chosen target
  | 'self' // this card (an Orb or object in play)
  | 'you'
  | 'opponent'
  | 'eventOrb' // traps/triggers: the Orb named by the triggering event
  | 'allOrbs'
  | 'enemyOrbs'
  | 'friendlyOrbs';

export type Effect =
  | { do: 'damage'; amount: number; to: Subject }
  | { do: 'heal'; amount: number; to: Subject } // Orb: remove damage; player: gain HP
  | { do: 'draw'; count: number; who: 'you' | 'opponent' }
  | { do: 'createToken'; token: string; count: number } // token card id, under your control
  | { do: 'destroy'; to: Subject }
  | { do: 'gainEnergy'; colour: EnergyColour; amount: number } // this turn only (§4.5)
  | { do: 'gainCapacity'; colour: EnergyColour; amount: number } // capacity and available
  | { do: 'buffAP'; amount: number; to: Subject } // lasting +AP while it stays in play
  | { do: 'returnFromGraveyard'; to: 'play' | 'hand' } // the chosen graveyardOrb target
  | { do: 'cancel' } // traps: cancel the triggering play (§10.3)
  | { do: 'bounce'; to: Subject } // return an Orb to its owner's hand (tokens vanish)
  | { do: 'exhaust'; to: Subject }
  | { do: 'discardRandom'; count: number; who: 'you' | 'opponent' }
  | { do: 'mill'; count: number; who: 'you' | 'opponent' } // top of deck to graveyard
  | { do: 'becomeOrb'; ap: number; hp: number; orbType: string }; // an object becomes an Orb

/** Triggered abilities of Orbs and objects in play (and `play` for any card). */
export type TriggerEvent =
  | 'play' // when this card is played (Orb/object enters play, action resolves)
  | 'mainPhaseStart' // beginning of your Main Phase
  | 'defensePhaseStart' // beginning of your Defense Phase (after the draw)
  | 'destroyed' // when this Orb is destroyed
  | 'attacks'; // when this Orb is declared as an attacker

export interface Trigger {
  on: TriggerEvent;
  effects: Effect[];
}

/** Events a trap on the Bench answers (§10). All are the opponent's doings. */
export type TrapEvent =
  | 'opponentDeclaresAttacker' // eventOrb = the attacker
  | 'opponentPlaysOrb' // eventOrb = the Orb played
  | 'opponentPlaysAction'
  | 'opponentPlaysObject'
  | 'opponentConverts'
  | 'opponentBenches';

export interface TrapSpec {
  on: TrapEvent;
  /** Only when the Orb named by the event has at most this much HP (Booby Trap). */
  maxHp?: number;
  /** Only when the Orb named by the event has at least this much AP. */
  minAp?: number;
  effects: Effect[];
}

/** An aura of an object or Orb in play (§11.1): local = its controller, foreign = the opponent. */
export interface Aura {
  scope: 'local' | 'global' | 'foreign';
  ap?: number;
  armor?: number;
  /** Only Orbs of this Orb type. */
  orbType?: string;
}

export interface ActivatedAbility {
  /** Energy cost in cost notation ('1R', '' for none). */
  cost: string;
  /** Exhausting the card is part of the cost (Orbs: must be unexhausted). */
  exhaust?: boolean;
  /** The card is destroyed as part of the cost. */
  sacrifice?: boolean;
  /** Usable once per turn. */
  oncePerTurn?: boolean;
  target?: TargetKind;
  effects: Effect[];
}

/** Play conditions (§11.3). */
export interface PlayCondition {
  /** You have played at least this many other cards this turn (Gifts from Above). */
  playedThisTurn?: number;
  /** Your graveyard holds at least this many cards. */
  graveyardAtLeast?: number;
  /** You control at least this many Orbs. */
  orbsAtLeast?: number;
  /** Your HP is at most this. */
  hpAtMost?: number;
}

export interface OrbsCardDef {
  /** Stable id, kebab-case ('ember-imp'). Decks and saves name cards by it. */
  id: string;
  /** English name (scenarios name cards by it). */
  name: string;
  /** Optional Czech name. */
  nameCs?: string;
  /** Colours; [] = generic; two or more = multicoloured. */
  colours: Colour[];
  type: CardType;
  /** Cost notation §1.3: '2R', '1RB', 'G', '3', '0'. */
  cost: string;
  orbType?: string;
  ap?: number;
  hp?: number;
  /** Tokens are not cards (§1.4): never in a deck, hand, graveyard. */
  token?: boolean;
  armor?: number;
  ambush?: boolean;
  /** Phase limits (§11.3). */
  phaseLimit?: 'notDefense' | 'onlyDefense';
  condition?: PlayCondition;
  /** Target chosen when the card is played (actions, or Orbs with an onPlay effect). */
  target?: TargetKind;
  triggers?: Trigger[];
  trap?: TrapSpec;
  auras?: Aura[];
  abilities?: ActivatedAbility[];
  /** Flavour, optional. */
  flavour?: string;
}

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
  /** Instance ids; deck[0] is the top. */
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
  /** Every instance ever created, by id. */
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
