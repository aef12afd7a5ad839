/**
 * The desktop app's Help menu (main/shell/app-menu.ts) asks for a screen through the IPC
 * contract's `menu.open` push; the browser host never sends it.
 */
import type { CardhallApi, MenuScreen } from '../../../main/ipc/contract';
import type { Screen } from '../router';

export function screenFor(screen: MenuScreen): Screen {
  switch (screen) {
    case 'rules':
      return { name: 'rules' };
    case 'shortcuts':
      return { name: 'shortcuts' };
    case 'about':
      return { name: 'about' };
  }
}

export function followMenu(api: CardhallApi, go: (s: Screen) => void): () => void {
  return api.on('menu.open', (p) => go(screenFor(p.screen)));
}
