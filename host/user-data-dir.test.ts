import { describe, expect, it } from 'vitest';
import { defaultUserDataDir, electronAppName } from './user-data-dir';

describe('defaultUserDataDir (the folder Electron uses for userData)', () => {
  const appName = 'Cardhall';
  it('Linux: $XDG_CONFIG_HOME/Cardhall, else ~/.config/Cardhall', () => {
    expect(
      defaultUserDataDir({
        platform: 'linux',
        env: { XDG_CONFIG_HOME: '/x/cfg' },
        homeDir: '/home/a',
        appName,
      }),
    ).toBe('/x/cfg/Cardhall');
    expect(defaultUserDataDir({ platform: 'linux', env: {}, homeDir: '/home/a', appName })).toBe(
      '/home/a/.config/Cardhall',
    );
  });
  it('Linux: a relative XDG_CONFIG_HOME is ignored, as the XDG spec says', () => {
    expect(
      defaultUserDataDir({
        platform: 'linux',
        env: { XDG_CONFIG_HOME: 'cfg' },
        homeDir: '/home/a',
        appName,
      }),
    ).toBe('/home/a/.config/Cardhall');
  });
  it('macOS: ~/Library/Application Support/Cardhall', () => {
    expect(defaultUserDataDir({ platform: 'darwin', env: {}, homeDir: '/Users/a', appName })).toBe(
      '/Users/a/Library/Application Support/Cardhall',
    );
  });
  it('Windows: %APPDATA%\\Cardhall', () => {
    expect(
      defaultUserDataDir({
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\a\\AppData\\Roaming' },
        homeDir: 'C:\\Users\\a',
        appName,
      }),
    ).toBe('C:\\Users\\a\\AppData\\Roaming\\Cardhall');
  });
  it('an empty name is an error', () => {
    expect(() =>
      defaultUserDataDir({ platform: 'linux', env: {}, homeDir: '/h', appName: ' ' }),
    ).toThrow(/empty/);
  });
  it('the name is productName (as Electron reads it), else name', () => {
    expect(electronAppName({ productName: 'Cardhall', name: 'cardhall' })).toBe('Cardhall');
    expect(electronAppName({ name: 'cardhall' })).toBe('cardhall');
  });
});
