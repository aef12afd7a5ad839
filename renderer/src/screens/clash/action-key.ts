import type { ClashAction } from '../../../../main/ipc/contract';

/** A legal action's identity in the list (the same action keeps its button between updates). */
export const actionKey = (a: ClashAction): string =>
  a.type === 'assault'
    ? 'assault'
    : 'lane' in a
      ? `${a.card}>${a.lane}`
      : a.type === 'pick'
        ? `pick:${a.card}`
        : `${a.card}>${a.target.side}:${a.target.lane}:${a.target.index}`;
