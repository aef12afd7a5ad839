/**
 * Scenario adapter for Orbs (format scenario/1, shared/rules/scenario-format.md): builds a
 * position from `setup`, turns named actions into id-based engine actions, and compares a
 * partial `expect` with the state. Every action goes through the real `orbsRules.apply`.
 */
import type { GameScenarioAdapter, ScenarioPosition, StepResult } from '../../engine/scenario';
import { stateHash } from '../../engine/hash';
import { seedRng } from '../../engine/rng';
import type { CardInstance, OrbsAction, OrbsState, OrbsTarget, PlayerId } from './types';
import { ENERGY_COLOURS } from './types';
import { COMPILED, defIndexByName } from './cards/pool';
import { newInstance, newPlayer } from './rules/state';
import { readPlayExtension, usedAbilities } from './setup-extension';
import { orbsRules } from './index';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function nameOf(state: OrbsState, id: number): string {
  return COMPILED[state.cards[id]!.def]!.def.name;
}

function energyVector(raw: unknown, where: string): number[] {
  const v = [0, 0, 0, 0, 0, 0, 0];
  if (raw === undefined) return v;
  if (!isObj(raw)) throw new Error(`${where}: expected a colour map`);
  for (const [k, n] of Object.entries(raw)) {
    const i = ENERGY_COLOURS.indexOf(k as never);
    if (i < 0) throw new Error(`${where}: unknown colour ${k}`);
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
      throw new Error(`${where}.${k}: expected a non-negative integer`);
    v[i] = n;
  }
  return v;
}

function defOf(name: unknown, where: string): number {
  if (typeof name !== 'string') throw new Error(`${where}: expected a card name`);
  const d = defIndexByName(name);
  if (d === undefined) throw new Error(`${where}: unknown Orbs card "${name}"`);
  return d;
}

function nameList(raw: unknown, where: string): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new Error(`${where}: expected a list of card names`);
  return raw.map((x, i) => {
    if (typeof x !== 'string') throw new Error(`${where}[${i}]: expected a card name`);
    return x;
  });
}

/** Build a state from a scenario setup. */
export function loadSetup(setup: unknown): OrbsState {
  if (!isObj(setup)) throw new Error('setup must be an object');
  const turn = setup.turn ?? 1;
  if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 1)
    throw new Error('setup.turn must be a positive integer');
  const active = setup.active ?? 0;
  if (active !== 0 && active !== 1) throw new Error('setup.active must be 0 or 1');
  const phase = setup.phase ?? 'main';
  if (phase !== 'main' && phase !== 'defense')
    throw new Error('setup.phase must be "defense" or "main"');
  if (!Array.isArray(setup.players) || setup.players.length !== 2)
    throw new Error('setup.players must list two players');
  const state: OrbsState = {
    rng: seedRng(1),
    turn,
    active,
    phase,
    winner: null,
    players: [newPlayer(), newPlayer()],
    cards: [],
    benchCounter: 0,
  };
  for (let p = 0 as PlayerId; p < 2; p = (p + 1) as PlayerId) {
    const raw = setup.players[p] as unknown;
    const w = `setup.players[${p}]`;
    if (!isObj(raw)) throw new Error(`${w} must be an object`);
    const pl = state.players[p];
    if (raw.hp !== undefined) {
      if (typeof raw.hp !== 'number' || !Number.isInteger(raw.hp))
        throw new Error(`${w}.hp must be an integer`);
      pl.hp = raw.hp;
    }
    pl.capacity = energyVector(raw.capacity, `${w}.capacity`);
    pl.energy =
      raw.energy === undefined
        ? p === active
          ? pl.capacity.slice()
          : [0, 0, 0, 0, 0, 0, 0]
        : energyVector(raw.energy, `${w}.energy`);
    pl.converted = raw.converted === true;
    if (raw.playedThisTurn !== undefined) {
      if (typeof raw.playedThisTurn !== 'number')
        throw new Error(`${w}.playedThisTurn must be a number`);
      pl.playedThisTurn = raw.playedThisTurn;
    }
    const cardsIn = (key: 'hand' | 'deck' | 'bench' | 'graveyard'): void => {
      for (const name of nameList(raw[key], `${w}.${key}`)) {
        const def = defOf(name, `${w}.${key}`);
        if (COMPILED[def]!.def.token)
          throw new Error(`${w}.${key}: ${name} is a token and cannot be there (§1.4)`);
        const c = newInstance(state, def, p, key);
        if (key === 'bench') c.benchSeq = state.benchCounter++;
        pl[key].push(c.id);
      }
    };
    cardsIn('deck');
    pl.deck.reverse(); // a scenario lists the top first; the state keeps it last (types.ts)
    cardsIn('hand');
    cardsIn('bench');
    if (raw.play !== undefined) {
      if (!Array.isArray(raw.play)) throw new Error(`${w}.play must be a list`);
      raw.play.forEach((entry: unknown, i: number) => {
        const e: Obj = typeof entry === 'string' ? { card: entry } : isObj(entry) ? entry : {};
        const def = defOf(e.card, `${w}.play[${i}]`);
        const c = newInstance(state, def, p, 'play');
        if (e.damage !== undefined) c.damage = Number(e.damage);
        c.exhausted = e.exhausted === true;
        c.fresh = e.new === true;
        c.attacking = e.attacking === true;
        c.defended = e.defended === true;
        // The project's own fields (apBonus, asOrb, used): setup-extension.ts.
        readPlayExtension(c, e, `${w}.play[${i}]`);
        pl.play.push(c.id);
      });
    }
    cardsIn('graveyard');
  }
  return state;
}

// ---------------------------------------------------------------- named → id actions

function findIn(
  state: OrbsState,
  list: number[],
  name: unknown,
  index: unknown,
  what: string,
): number | string {
  if (typeof name !== 'string') return `${what}: expected a card name`;
  const n = index === undefined ? 0 : index;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
    return `${what}: index must be a non-negative integer`;
  let seen = 0;
  for (const id of list) {
    if (nameOf(state, id) === name) {
      if (seen === n) return id;
      seen++;
    }
  }
  return `${what}: no "${name}"${index === undefined ? '' : ` #${n}`} there`;
}

function translateTarget(state: OrbsState, raw: unknown): OrbsTarget | string {
  if (!isObj(raw)) return 'a target must be an object';
  if ('player' in raw) {
    if (raw.player !== 0 && raw.player !== 1) return 'target player must be 0 or 1';
    return { player: raw.player };
  }
  const side = raw.side;
  if (side !== 0 && side !== 1) return 'target side must be 0 or 1';
  const pl = state.players[side];
  const zone = raw.zone ?? 'play';
  if (zone !== 'play' && zone !== 'graveyard') return 'target zone must be "play" or "graveyard"';
  const id = findIn(
    state,
    zone === 'play' ? pl.play : pl.graveyard,
    raw.card,
    raw.index,
    `target in ${zone} of player ${side}`,
  );
  return typeof id === 'string' ? id : { card: id };
}

/** Translate a scenario action (names) into an engine action (ids); a string = error. */
export function translateAction(state: OrbsState, a: Obj): OrbsAction | string {
  const p = state.active;
  const me = state.players[p];
  const opp = state.players[1 - p]!;
  let targets: OrbsTarget[] | undefined;
  if (a.targets !== undefined) {
    if (!Array.isArray(a.targets)) return 'targets must be a list';
    targets = [];
    for (const t of a.targets) {
      const r = translateTarget(state, t);
      if (typeof r === 'string') return r;
      targets.push(r);
    }
  }
  if (a.endPhase === true) return { type: 'endPhase' };
  if ('convert' in a) {
    const id = findIn(state, me.hand, a.convert, a.index, 'convert from hand');
    return typeof id === 'string' ? id : { type: 'convert', card: id };
  }
  if ('play' in a) {
    const from = a.from ?? 'hand';
    if (from !== 'hand' && from !== 'bench') return 'from must be "hand" or "bench"';
    const id = findIn(
      state,
      from === 'hand' ? me.hand : me.bench,
      a.play,
      a.index,
      `play from ${from}`,
    );
    if (typeof id === 'string') return id;
    return targets ? { type: 'play', card: id, from, targets } : { type: 'play', card: id, from };
  }
  if ('bench' in a) {
    const id = findIn(state, me.hand, a.bench, a.index, 'bench from hand');
    return typeof id === 'string' ? id : { type: 'bench', card: id };
  }
  if ('attack' in a) {
    const id = findIn(state, me.play, a.attack, a.index, 'attack with a card in play');
    return typeof id === 'string' ? id : { type: 'attack', card: id };
  }
  if ('defend' in a) {
    const id = findIn(state, me.play, a.defend, a.index, 'defender in play');
    if (typeof id === 'string') return id;
    const against = findIn(
      state,
      opp.play,
      a.against,
      a.againstIndex,
      "attacker in the opponent's play",
    );
    if (typeof against === 'string') return against;
    return { type: 'defend', card: id, against };
  }
  if ('activate' in a) {
    const id = findIn(state, me.play, a.activate, a.index, 'activate a card in play');
    if (typeof id === 'string') return id;
    const ability = a.ability ?? 0;
    return targets
      ? { type: 'activate', card: id, ability: ability as number, targets }
      : { type: 'activate', card: id, ability: ability as number };
  }
  return `unknown scenario action ${JSON.stringify(a)}`;
}

// ---------------------------------------------------------------- expectations

function fmt(v: unknown): string {
  return JSON.stringify(v);
}

function sameMultiset(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}

function playEntry(state: OrbsState, c: CardInstance): Obj {
  return {
    card: nameOf(state, c.id),
    damage: c.damage,
    exhausted: c.exhausted,
    new: c.fresh,
    attacking: c.attacking,
    defended: c.defended,
    // The project's own fields (setup-extension.ts), compared only when an expect lists them.
    apBonus: c.apBonus,
    asOrb: c.asOrb !== null,
    used: usedAbilities(c),
  };
}

export function checkExpect(state: OrbsState, expect: unknown): string[] {
  const out: string[] = [];
  if (expect === undefined) return out;
  if (!isObj(expect)) return ['expect must be an object'];
  if ('winner' in expect) {
    const want = expect.winner;
    const got = state.winner;
    if (want !== got) out.push(`winner: expected ${fmt(want)}, got ${fmt(got)}`);
  }
  if ('active' in expect && expect.active !== state.active)
    out.push(`active: expected ${fmt(expect.active)}, got ${state.active}`);
  if ('phase' in expect && expect.phase !== state.phase)
    out.push(`phase: expected ${fmt(expect.phase)}, got ${state.phase}`);
  if ('turn' in expect && expect.turn !== state.turn)
    out.push(`turn: expected ${fmt(expect.turn)}, got ${state.turn}`);
  if (expect.players !== undefined) {
    if (!Array.isArray(expect.players)) return [...out, 'expect.players must be a list'];
    expect.players.forEach((raw: unknown, p: number) => {
      if (!isObj(raw) || p > 1) return;
      const pl = state.players[p as PlayerId];
      const w = `players[${p}]`;
      if ('hp' in raw && raw.hp !== pl.hp)
        out.push(`${w}.hp: expected ${fmt(raw.hp)}, got ${pl.hp}`);
      for (const key of ['capacity', 'energy'] as const) {
        if (!(key in raw)) continue;
        let want: number[];
        try {
          want = energyVector(raw[key], `${w}.${key}`);
        } catch (e) {
          out.push((e as Error).message);
          continue;
        }
        if (want.some((v, i) => v !== pl[key][i]))
          out.push(`${w}.${key}: expected ${fmt(raw[key])}, got ${fmt(colourMap(pl[key]))}`);
      }
      const names = (ids: number[]): string[] => ids.map((id) => nameOf(state, id));
      if ('hand' in raw) {
        const want = nameList(raw.hand, `${w}.hand`);
        const got = names(pl.hand);
        const ok = raw.handOrdered === true ? fmt(want) === fmt(got) : sameMultiset(want, got);
        if (!ok) out.push(`${w}.hand: expected ${fmt(want)}, got ${fmt(got)}`);
      }
      if ('handCount' in raw && raw.handCount !== pl.hand.length)
        out.push(`${w}.handCount: expected ${fmt(raw.handCount)}, got ${pl.hand.length}`);
      if ('deckCount' in raw && raw.deckCount !== pl.deck.length)
        out.push(`${w}.deckCount: expected ${fmt(raw.deckCount)}, got ${pl.deck.length}`);
      if ('bench' in raw) {
        const want = nameList(raw.bench, `${w}.bench`);
        const got = names(pl.bench);
        if (fmt(want) !== fmt(got)) out.push(`${w}.bench: expected ${fmt(want)}, got ${fmt(got)}`);
      }
      if ('graveyard' in raw) {
        const want = nameList(raw.graveyard, `${w}.graveyard`);
        const got = names(pl.graveyard);
        if (!sameMultiset(want, got))
          out.push(`${w}.graveyard: expected ${fmt(want)}, got ${fmt(got)}`);
      }
      if ('play' in raw) {
        const want = raw.play;
        const got = pl.play.map((id) => playEntry(state, state.cards[id]!));
        if (!Array.isArray(want) || want.length !== got.length) {
          out.push(`${w}.play: expected ${fmt(want)}, got ${fmt(got)}`);
        } else {
          want.forEach((entry: unknown, i: number) => {
            const g = got[i]!;
            const e: Obj = typeof entry === 'string' ? { card: entry } : isObj(entry) ? entry : {};
            for (const [k, v] of Object.entries(e)) {
              if (fmt(g[k]) !== fmt(v))
                out.push(`${w}.play[${i}].${k}: expected ${fmt(v)}, got ${fmt(g[k])} (${fmt(g)})`);
            }
          });
        }
      }
    });
  }
  return out;
}

function colourMap(v: number[]): Obj {
  const o: Obj = {};
  v.forEach((n, i) => {
    if (n) o[ENERGY_COLOURS[i]!] = n;
  });
  return o;
}

export const orbsScenarioAdapter: GameScenarioAdapter = {
  game: 'orbs',
  load(setup: unknown): ScenarioPosition {
    const state = loadSetup(setup);
    return {
      act(action: Record<string, unknown>): StepResult {
        const a = translateAction(state, action);
        if (typeof a === 'string') return { ok: false, error: a };
        const r = orbsRules.apply(state, a);
        return r.ok ? { ok: true } : { ok: false, error: `${r.error.code}: ${r.error.message}` };
      },
      check(expect: unknown): string[] {
        return checkExpect(state, expect);
      },
      hash(): string {
        return stateHash(state);
      },
    };
  },
};
