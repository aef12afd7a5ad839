/**
 * CRC-32 (IEEE 802.3, the zip/PNG polynomial) over bytes or a UTF-8 string.
 *
 * Used by deck codes (a typo in a pasted code must be caught) and by the action journal
 * (a torn or garbled line must be caught). Pure and dependency-free so the renderer can use it.
 */
const TABLE: Uint32Array = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(input: Uint8Array | string): number {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Eight lowercase hex digits. */
export function crc32Hex(input: Uint8Array | string): string {
  return crc32(input).toString(16).padStart(8, '0');
}
