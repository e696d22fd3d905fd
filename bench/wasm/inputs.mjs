// inputs.mjs: the deterministic inputs of test.mjs and bench.mjs, so that a
// failure or a number can be reproduced: bytes(label, n) is the first n
// bytes of SHA-512(label ‖ 0) ‖ SHA-512(label ‖ 1) ‖ …
import { createHash } from 'node:crypto';

export function bytes(label, n) {
  const out = new Uint8Array(n);
  for (let i = 0, off = 0; off < n; i++) {
    const block = createHash('sha512').update(`${label}|${i}`).digest();
    out.set(block.subarray(0, Math.min(64, n - off)), off);
    off += 64;
  }
  return out;
}

export const hex = (b) => Buffer.from(b).toString('hex');
export const fromHex = (s) => new Uint8Array(Buffer.from(s, 'hex'));
