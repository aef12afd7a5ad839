/**
 * The page's side of crash recovery: main reloads a crashed or hung page with
 * `?recovered=crashed|hung` (main/shell/recovery/renderer-recovery.ts).
 */
export type RecoveryReason = 'crashed' | 'hung';

export function recoveryReason(search: string): RecoveryReason | null {
  const r = new URLSearchParams(search).get('recovered');
  return r === 'crashed' || r === 'hung' ? r : null;
}

/** Drop the marker from the address (keeping the browser host's token), so F5 does not repeat it. */
export function forgetRecovery(): void {
  const url = new URL(location.href);
  url.searchParams.delete('recovered');
  history.replaceState(history.state, '', url.href);
}
