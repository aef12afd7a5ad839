import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appMenuTemplate, rolesIn } from './app-menu';

const DEV_ONLY = ['toggleDevTools', 'reload', 'forceReload'];

describe('application menu', () => {
  it('has no DevTools and no reload in a packaged build, on every platform', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      const roles = rolesIn(appMenuTemplate({ platform, appName: 'Cardhall', dev: false }));
      for (const r of DEV_ONLY) expect(roles, `${platform}: ${r}`).not.toContain(r);
      expect(roles).toContain('quit');
      expect(roles).toContain('paste');
      expect(roles).toContain('togglefullscreen');
    }
  });

  it('adds the developer items in development only', () => {
    const roles = rolesIn(appMenuTemplate({ platform: 'linux', appName: 'Cardhall', dev: true }));
    for (const r of DEV_ONLY) expect(roles).toContain(r);
  });

  it('puts the app menu first on macOS', () => {
    expect(
      appMenuTemplate({ platform: 'darwin', appName: 'Cardhall', dev: false })[0],
    ).toMatchObject({ label: 'Cardhall' });
  });
});

describe('electron-builder config', () => {
  const root = join(__dirname, '../..');
  const yml = readFileSync(join(root, 'electron-builder.yml'), 'utf8');
  /** The top-level `electronFuses:` block of `key: true|false` lines (no YAML library needed). */
  function fusesBlock(): Record<string, boolean> {
    const lines = yml.split(/\r?\n/);
    const start = lines.indexOf('electronFuses:');
    expect(start, 'electronFuses: block').toBeGreaterThanOrEqual(0);
    const out: Record<string, boolean> = {};
    for (const line of lines.slice(start + 1)) {
      const m = /^ {2}([A-Za-z]+): (true|false)\s*$/.exec(line);
      if (!m) break;
      out[m[1]!] = m[2] === 'true';
    }
    return out;
  }
  const config: Record<string, unknown> = {
    electronFuses: fusesBlock(),
    asar: /^asar:\s*false/m.test(yml) ? false : undefined,
  };

  it('sets the Electron fuses that close the Node and inspector back doors', () => {
    expect(config['electronFuses']).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
    });
    expect(config['asar']).not.toBe(false); // onlyLoadAppFromAsar needs the app in an asar
  });

  it("uses only keys of electron-builder's own schema (app-builder-lib scheme.json, FuseOptionsV1)", () => {
    const scheme = JSON.parse(
      readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8'),
    ) as {
      definitions: Record<
        string,
        { properties: Record<string, { type: string }>; additionalProperties: boolean }
      >;
    };
    const fuses = scheme.definitions['FuseOptionsV1']!;
    expect(fuses.additionalProperties).toBe(false);
    for (const [key, value] of Object.entries(config['electronFuses'] as Record<string, unknown>)) {
      expect(fuses.properties[key], key).toMatchObject({ type: 'boolean' });
      expect(typeof value).toBe('boolean');
    }
  });
});
