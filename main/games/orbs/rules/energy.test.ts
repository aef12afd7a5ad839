import { describe, expect, it } from 'vitest';
import { canPay, choosePayment, parseCost } from './energy';

// Energy vectors: red, green, blue, yellow, black, purple, generic.
describe('cost notation (§1.3)', () => {
  it('parses generic and coloured parts', () => {
    expect(parseCost('2R')).toEqual([1, 0, 0, 0, 0, 0, 2]);
    expect(parseCost('1RB')).toEqual([1, 0, 0, 0, 1, 0, 1]);
    expect(parseCost('G')).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect(parseCost('3PP')).toEqual([0, 0, 0, 0, 0, 2, 3]);
    expect(parseCost('0')).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(parseCost('R2')).toBeNull();
    expect(parseCost('X')).toBeNull();
  });
});

describe('paying (§4.4)', () => {
  it('coloured parts need their colour; generic takes anything', () => {
    expect(canPay([1, 1, 0, 0, 0, 0, 0], parseCost('1G')!)).toBe(true);
    expect(canPay([1, 1, 0, 0, 0, 0, 0], parseCost('GG')!)).toBe(false);
    expect(canPay([0, 0, 0, 0, 0, 0, 3], parseCost('3')!)).toBe(true);
  });

  it('keeps the most other hand cards affordable', () => {
    // 1 red, 1 green, 1 blue; paying "1" with others Ember Imp (R) and Tide Sprite (U) → use green.
    expect(
      choosePayment([1, 1, 1, 0, 0, 0, 0], parseCost('1')!, [parseCost('R')!, parseCost('U')!]),
    ).toEqual([0, 1, 0, 0, 0, 0, 0]);
  });

  it('then spends generic energy first, then the fullest colour (ties red, green, …)', () => {
    expect(choosePayment([1, 0, 0, 0, 0, 0, 1], parseCost('1')!, [])).toEqual([
      0, 0, 0, 0, 0, 0, 1,
    ]);
    expect(choosePayment([1, 2, 0, 0, 0, 0, 0], parseCost('1')!, [])).toEqual([
      0, 1, 0, 0, 0, 0, 0,
    ]);
    expect(choosePayment([0, 1, 1, 0, 0, 0, 0], parseCost('1')!, [])).toEqual([
      0, 1, 0, 0, 0, 0, 0,
    ]);
    // 2 generic over red 2, green 2: one unit from red (tie → red), then green has the most.
    expect(choosePayment([2, 2, 0, 0, 0, 0, 0], parseCost('2')!, [])).toEqual([
      1, 1, 0, 0, 0, 0, 0,
    ]);
  });

  it('prefers generic energy only among the ways that keep the most cards affordable', () => {
    // generic 1, red 1; paying "1" with another "1" card in hand: either way leaves 1 energy,
    // the other card stays affordable both ways → spend generic first.
    expect(choosePayment([1, 0, 0, 0, 0, 0, 1], parseCost('1')!, [parseCost('1')!])).toEqual([
      0, 0, 0, 0, 0, 0, 1,
    ]);
    // generic 1, red 1; another card costs "R": paying with red would lose it → pay generic.
    expect(choosePayment([1, 0, 0, 0, 0, 0, 1], parseCost('1')!, [parseCost('R')!])).toEqual([
      0, 0, 0, 0, 0, 0, 1,
    ]);
    // generic 1, red 2, hand has "RR": generic first keeps RR affordable.
    expect(choosePayment([2, 0, 0, 0, 0, 0, 1], parseCost('1')!, [parseCost('RR')!])).toEqual([
      0, 0, 0, 0, 0, 0, 1,
    ]);
    // red 1, green 2, hand has "GG": the greedy way (green, fullest) would lose GG → pay red.
    expect(choosePayment([1, 2, 0, 0, 0, 0, 0], parseCost('1')!, [parseCost('GG')!])).toEqual([
      1, 0, 0, 0, 0, 0, 0,
    ]);
  });
});
