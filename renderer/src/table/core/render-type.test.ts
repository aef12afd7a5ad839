import { describe, expect, it } from 'vitest';
import { isSoftwareGl } from './render-type';

describe('isSoftwareGl', () => {
  it('recognises CPU implementations of WebGL', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)',
      'Mesa OffScreen',
    ])
      expect(isSoftwareGl(name), name).toBe(true);
  });

  it('keeps WebGL for GPUs', () => {
    for (const name of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple M1',
      'Mesa Intel(R) UHD Graphics 620 (KBL GT2)',
      'AMD Radeon Pro 5500M OpenGL Engine',
    ])
      expect(isSoftwareGl(name), name).toBe(false);
  });
});
