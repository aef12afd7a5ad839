// write-file-atomic ships no type declarations; this covers the promise form we use.
declare module 'write-file-atomic' {
  interface Options {
    encoding?: BufferEncoding;
    fsync?: boolean;
    mode?: number;
  }
  function writeFileAtomic(
    filename: string,
    data: string | Uint8Array,
    options?: Options,
  ): Promise<void>;
  export default writeFileAtomic;
}
