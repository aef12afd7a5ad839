/**
 * electron-builder.yml against the packager's own JSON schema (app-builder-lib/scheme.json, the
 * one electron-builder validates with before it builds), so a typo or a key of another version
 * fails here and not on a release machine (packaging needs Electron downloads, not run in CI).
 */
import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
const config = yaml.load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<
  string,
  unknown
>;
const scheme = JSON.parse(
  readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8'),
) as object;

let compiled: ReturnType<Ajv['compile']> | null = null;

function validate(value: unknown): string[] {
  // `strict: false`: the schema (generated from TypeScript) has keywords ajv would warn about.
  const check = (compiled ??= new Ajv({ allErrors: true, strict: false }).compile(scheme));
  if (check(value)) return [];
  return (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

describe('electron-builder.yml', () => {
  it("is valid against electron-builder's schema", () => {
    expect(validate(config)).toEqual([]);
  });

  it('the check can fail: an unknown key or a wrong type is refused', () => {
    expect(validate({ ...config, notAnOption: true })).not.toEqual([]);
    expect(validate({ ...config, win: { target: 42 } })).not.toEqual([]);
  });

  it('builds NSIS and a portable exe for Windows, from a 1024 px icon master', () => {
    const targets = (config['win'] as { target: { target: string }[] }).target.map((t) => t.target);
    expect(targets).toEqual(['nsis', 'portable']);
    expect(config['icon']).toBe('resources/icon.png');
    const png = readFileSync(join(root, 'resources/icon.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]); // IHDR size
  });
});
