import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { appMenuTemplate, labelsIn, rolesIn, type MenuActions } from './app-menu';
import { contextMenuTemplate } from './context-menu';
import { MENU_LABELS, menuLanguage } from './menu-labels';

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

describe('Help menu and menu bar (issue #33 item 4)', () => {
  function recorder() {
    const calls: string[] = [];
    const actions: MenuActions = {
      openScreen: (s) => calls.push(`screen:${s}`),
      openFolder: (f) => calls.push(`folder:${f}`),
      setMenuBarVisible: (v) => calls.push(`menubar:${v}`),
    };
    return { calls, actions };
  }
  const find = (items: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions => {
    for (const item of items) {
      if (item.label === label) return item;
      if (Array.isArray(item.submenu)) {
        try {
          return find(item.submenu, label);
        } catch {
          /* not in this submenu */
        }
      }
    }
    throw new Error(`no menu item ${label}`);
  };
  const click = (item: MenuItemConstructorOptions, checked = false) =>
    (item.click as unknown as (i: { checked: boolean }) => void)({ checked });

  it('has a Help menu with rules, shortcuts, both folders and about on every OS', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      const { calls, actions } = recorder();
      const menu = appMenuTemplate({ platform, appName: 'Cardhall', dev: false, actions });
      const help = menu.find((m) => m.role === 'help');
      expect(help?.label, platform).toBe('Help');
      for (const label of [
        'Rules',
        'Keyboard Shortcuts',
        'Open Saves Folder',
        'Open Logs Folder',
        'About Cardhall',
      ])
        click(find(menu, label));
      expect(calls, platform).toEqual([
        'screen:rules',
        'screen:shortcuts',
        'folder:saves',
        'folder:logs',
        'screen:about',
      ]);
    }
  });

  it('on Windows and Linux the menu bar can be shown and hidden from View', () => {
    const { calls, actions } = recorder();
    const menu = appMenuTemplate({
      platform: 'win32',
      appName: 'Cardhall',
      dev: false,
      actions,
      menuBarVisible: false,
    });
    const item = find(menu, 'Show Menu Bar');
    expect(item).toMatchObject({ type: 'checkbox', checked: false });
    click(item, true);
    expect(calls).toEqual(['menubar:true']);
    expect(
      labelsIn(appMenuTemplate({ platform: 'darwin', appName: 'Cardhall', dev: false })),
    ).not.toContain('Show Menu Bar');
  });

  it('speaks Czech when the language is Czech', () => {
    const labels = labelsIn(
      appMenuTemplate({ platform: 'linux', appName: 'Cardhall', dev: false, language: 'cs' }),
    );
    expect(labels).toContain('Nápověda');
    expect(labels).toContain('Otevřít složku s protokoly');
    expect(menuLanguage(null, 'cs-CZ')).toBe('cs');
    expect(menuLanguage('en', 'cs-CZ')).toBe('en');
    expect(menuLanguage(undefined, 'de-DE')).toBe('en');
    expect(Object.keys(MENU_LABELS.cs).sort()).toEqual(Object.keys(MENU_LABELS.en).sort());
  });
});

describe('text-field context menu (issue #33 item 4)', () => {
  const flags = { canCut: true, canCopy: false, canPaste: true, canSelectAll: true };
  it('offers cut, copy, paste and select all in a text field, enabled as the page says', () => {
    const menu = contextMenuTemplate(
      { isEditable: true, selectionText: '', editFlags: flags },
      MENU_LABELS.en,
    );
    expect(menu.filter((m) => m.role).map((m) => [m.role, m.enabled])).toEqual([
      ['cut', true],
      ['copy', false],
      ['paste', true],
      ['selectAll', true],
    ]);
  });

  it('offers only Copy for selected page text, and nothing (no Inspect, no Reload) elsewhere', () => {
    const none = { canCut: false, canCopy: false, canPaste: false, canSelectAll: false };
    expect(
      contextMenuTemplate(
        { isEditable: false, selectionText: 'Ember Imp', editFlags: none },
        MENU_LABELS.cs,
      ),
    ).toEqual([{ role: 'copy', label: 'Kopírovat' }]);
    expect(
      contextMenuTemplate(
        { isEditable: false, selectionText: '', editFlags: none },
        MENU_LABELS.en,
      ),
    ).toEqual([]);
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
