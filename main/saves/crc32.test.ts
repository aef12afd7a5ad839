import { describe, expect, it } from 'vitest';
import { crc32, crc32Hex } from './crc32';

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32Hex('')).toBe('00000000');
    expect(crc32(new Uint8Array([0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39]))).toBe(
      0xcbf43926,
    );
  });
  it('hashes UTF-8, not UTF-16', () => {
    expect(crc32('č')).toBe(crc32(new Uint8Array([0xc4, 0x8d])));
  });
});
