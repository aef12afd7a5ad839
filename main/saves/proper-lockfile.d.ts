// proper-lockfile ships no type declarations (and @types/proper-lockfile is not installed):
// this covers the synchronous form folder-lock.ts uses.
declare module 'proper-lockfile' {
  interface LockOptions {
    stale?: number;
    update?: number;
    realpath?: boolean;
    lockfilePath?: string;
    onCompromised?: (err: Error) => void;
  }
  const lockfile: {
    /** Takes the lock (throws `ELOCKED` when it is held); returns the release function. */
    lockSync(file: string, options?: LockOptions): () => void;
  };
  export default lockfile;
}
