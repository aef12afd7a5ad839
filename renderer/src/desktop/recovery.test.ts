import { describe, expect, it } from 'vitest';
import { recoveryReason } from './recovery';

describe('recovery marker', () => {
  it('reads ?recovered=crashed|hung and nothing else', () => {
    expect(recoveryReason('?recovered=crashed')).toBe('crashed');
    expect(recoveryReason('?token=abc&recovered=hung')).toBe('hung');
    expect(recoveryReason('?recovered=<script>')).toBeNull();
    expect(recoveryReason('')).toBeNull();
  });
});
