/**
 * Crash-safe whole-file writes.
 *
 * write-file-atomic writes `<file>.<random>`, fsyncs it and renames it over `<file>`, so after a
 * crash or power cut the file is either the old or the new version, never a mix. On Windows the
 * final rename fails now and then with EPERM/EBUSY/EACCES while an antivirus scanner or the
 * search indexer holds the file open (npm/write-file-atomic#28 and #49, electron-store#103), so
 * those errors are retried with growing delays for about a second before giving up.
 */
import writeFileAtomic from 'write-file-atomic';

export type AtomicWriter = (file: string, text: string) => Promise<void>;

export const defaultAtomicWriter: AtomicWriter = (file, text) =>
  writeFileAtomic(file, text, { encoding: 'utf8', fsync: true });

/** Error codes that mean "someone briefly holds the file", worth another try. */
const TRANSIENT = new Set(['EPERM', 'EBUSY', 'EACCES']);

export interface RetryPolicy {
  attempts: number;
  /** Delay before retry n (1-based) is min(firstDelayMs * 2^(n-1), maxDelayMs). */
  firstDelayMs: number;
  maxDelayMs: number;
}

/** 10 tries: 10+20+40+80+160+200*4 ms ≈ 1.1 s of waiting at worst. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 10, firstDelayMs: 10, maxDelayMs: 200 };

export function isTransientFsError(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT.has(code);
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function writeAtomicWithRetry(
  file: string,
  text: string,
  writer: AtomicWriter = defaultAtomicWriter,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<void> {
  return withTransientRetry(() => writer(file, text), policy);
}

/** Run `op`, retrying it while it fails with a transient file-system error. */
export async function withTransientRetry<T>(
  op: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await op();
    } catch (e) {
      if (!isTransientFsError(e) || attempt >= policy.attempts) throw e;
      await sleep(Math.min(policy.firstDelayMs * 2 ** (attempt - 1), policy.maxDelayMs));
    }
  }
}
