/**
 * What the review panel shows when main refuses `review.start` (issue #32 item 7): a busy
 * answer is not a failure — the page's earlier reviews are still running — so it shows as
 * "Still working…" (a status, the Start button stays), never as "The review failed: …". A
 * replay today's rules refuse, or one larger than any real game, is said so in words.
 */
import type { Translate } from '../i18n';

export type ReviewRefusal = { kind: 'busy'; text: string } | { kind: 'error'; message: string };

export function reviewRefusal(
  t: Translate,
  e: { message: string; ruleCode?: string | undefined },
): ReviewRefusal {
  switch (e.ruleCode) {
    case 'busy':
      return { kind: 'busy', text: t('review.busy') };
    case 'replay-broken':
      return { kind: 'error', message: t('savesSafety.replayBroken') };
    case 'replay-too-large':
      return { kind: 'error', message: t('savesSafety.replayTooLarge') };
    default:
      return { kind: 'error', message: e.message };
  }
}
