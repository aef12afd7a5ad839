import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, matches, orbTypes, type FilterCard } from './filters';

const imp: FilterCard = {
  id: 'ember-imp',
  name: 'Ember Imp',
  displayName: 'Žhavý skřet',
  colours: ['red'],
  type: 'orb',
  cost: 'R',
  orbType: 'Imp',
  text: '',
};
const wyrm: FilterCard = {
  id: 'ashen-wyrm',
  name: 'Ashen Wyrm',
  displayName: 'Ashen Wyrm',
  colours: ['red', 'black'],
  type: 'orb',
  cost: '1RB',
  orbType: 'Dragon',
  text: '',
};
const banner: FilterCard = {
  id: 'war-banner',
  name: 'War Banner',
  displayName: 'War Banner',
  colours: [],
  type: 'object',
  cost: '2',
  text: 'Local: your Orbs have +1 AP.',
};
const bolt: FilterCard = {
  id: 'firebolt',
  name: 'Firebolt',
  displayName: 'Firebolt',
  colours: ['red'],
  type: 'action',
  cost: 'R',
  text: 'Deal 2 damage to target Orb or player.',
};

describe('card filters', () => {
  it('match everything when empty', () => {
    expect([imp, wyrm, banner, bolt].every((c) => matches(c, EMPTY_FILTER))).toBe(true);
  });
  it('filter by colour, multi and generic', () => {
    expect(matches(wyrm, { ...EMPTY_FILTER, colours: ['black'] })).toBe(true);
    expect(matches(imp, { ...EMPTY_FILTER, colours: ['black'] })).toBe(false);
    expect(matches(wyrm, { ...EMPTY_FILTER, colours: ['multi'] })).toBe(true);
    expect(matches(banner, { ...EMPTY_FILTER, colours: ['generic'] })).toBe(true);
    expect(matches(imp, { ...EMPTY_FILTER, colours: ['generic'] })).toBe(false);
  });
  it('filter by type, cost and Orb type', () => {
    expect(matches(bolt, { ...EMPTY_FILTER, types: ['action'] })).toBe(true);
    expect(matches(imp, { ...EMPTY_FILTER, types: ['action'] })).toBe(false);
    expect(matches(wyrm, { ...EMPTY_FILTER, cost: 3 })).toBe(true);
    expect(matches(imp, { ...EMPTY_FILTER, cost: 3 })).toBe(false);
    expect(matches(imp, { ...EMPTY_FILTER, orbType: 'Imp' })).toBe(true);
    expect(matches(wyrm, { ...EMPTY_FILTER, orbType: 'Imp' })).toBe(false);
  });
  it('search names in both languages and the rules text, ignoring accents', () => {
    expect(matches(imp, { ...EMPTY_FILTER, text: 'zhavy' })).toBe(true);
    expect(matches(imp, { ...EMPTY_FILTER, text: 'ember' })).toBe(true);
    expect(matches(bolt, { ...EMPTY_FILTER, text: 'damage player' })).toBe(true);
    expect(matches(banner, { ...EMPTY_FILTER, text: 'damage' })).toBe(false);
  });
  it('list Orb types once, sorted', () => {
    expect(orbTypes([wyrm, imp, banner, imp])).toEqual(['Dragon', 'Imp']);
  });
});
