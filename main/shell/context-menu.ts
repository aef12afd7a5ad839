/**
 * The right-click menu of text fields (issue #33, item 4): cut, copy, paste, select all —
 * deck codes and deck lists are pasted from forums and mail. Elsewhere in the page a
 * selection gets Copy; anything else gets no menu (no "Inspect", no "Reload").
 *
 * Built from Electron's `context-menu` event parameters (webContents, main/index.ts); a pure
 * builder so it is unit-tested without the binary. Electron's roles do the work and disable
 * themselves per the `editFlags` the page reports.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuLabels } from './menu-labels';

/** The part of Electron's ContextMenuParams this menu reads. */
export interface ContextMenuInput {
  isEditable: boolean;
  selectionText: string;
  editFlags: { canCut: boolean; canCopy: boolean; canPaste: boolean; canSelectAll: boolean };
}

export function contextMenuTemplate(
  params: ContextMenuInput,
  l: Pick<MenuLabels, 'cut' | 'copy' | 'paste' | 'selectAll'>,
): MenuItemConstructorOptions[] {
  if (params.isEditable) {
    const f = params.editFlags;
    return [
      { role: 'cut', label: l.cut, enabled: f.canCut },
      { role: 'copy', label: l.copy, enabled: f.canCopy },
      { role: 'paste', label: l.paste, enabled: f.canPaste },
      { type: 'separator' },
      { role: 'selectAll', label: l.selectAll, enabled: f.canSelectAll },
    ];
  }
  if (params.selectionText.trim() !== '') return [{ role: 'copy', label: l.copy }];
  return [];
}
