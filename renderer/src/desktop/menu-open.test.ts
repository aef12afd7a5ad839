import { describe, expect, it } from 'vitest';
import type { CardhallApi } from '../../../main/ipc/contract';
import { followMenu } from './menu-open';

describe('Help menu pushes', () => {
  it('open the screen the menu item names', () => {
    let listener: ((p: { screen: 'rules' | 'shortcuts' | 'about' }) => void) | null = null;
    const api = {
      invoke: () => Promise.reject(new Error('not used')),
      on: (event: string, l: never) => {
        expect(event).toBe('menu.open');
        listener = l;
        return () => (listener = null);
      },
    } as unknown as CardhallApi;
    const shown: string[] = [];
    const stop = followMenu(api, (s) => shown.push(s.name));
    listener!({ screen: 'shortcuts' });
    listener!({ screen: 'rules' });
    listener!({ screen: 'about' });
    expect(shown).toEqual(['shortcuts', 'rules', 'about']);
    stop();
    expect(listener).toBeNull();
  });
});
