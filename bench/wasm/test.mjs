// test.mjs: curvekit.wasm against the npm packages, byte for byte, on
// deterministic inputs (inputs.mjs), plus the RFC 7748 and RFC 8032 vectors
// and the errors of bad arguments. Run with `npm test` (node --test).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ed25519 as nobleEd, x25519 as nobleX } from '@noble/curves/ed25519.js';
import nacl from 'tweetnacl';
import * as c25519 from 'curve25519-js';
import { init } from './curvekit.mjs';
import { bytes, hex, fromHex } from './inputs.mjs';

const ck = await init();

// cases returns n deterministic cases with messages of 0, 3, 12, 27, … 3·(n−1)² bytes
// (curve25519-js is slow, about 20 ms a signature, so the axlsign test takes fewer).
function cases(name, n = 24) {
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push({
      seed: bytes(`${name} seed ${i}`, 32),
      peer: bytes(`${name} peer ${i}`, 32),
      msg: bytes(`${name} msg ${i}`, 3 * i * i),
      random: bytes(`${name} random ${i}`, 64),
    });
  }
  return out;
}

// flip returns a copy of b with bit `bit` of byte i inverted.
function flip(b, i, bit = 0) {
  const c = Uint8Array.from(b);
  c[i] ^= 1 << bit;
  return c;
}

test('ed25519: RFC 8032 §7.1 TEST 1 and TEST 2', () => {
  // RFC 8032 §7.1, the first two vectors (secret key, public key, message, signature).
  const vectors = [
    ['9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
      'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a', '',
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b'],
    ['4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
      '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c', '72',
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00'],
  ];
  for (const [sk, pk, msg, sig] of vectors) {
    assert.equal(hex(ck.ed25519.publicKey(fromHex(sk))), pk);
    assert.equal(hex(ck.ed25519.sign(fromHex(sk), fromHex(msg))), sig);
    assert.equal(ck.ed25519.verify(fromHex(pk), fromHex(msg), fromHex(sig)), true);
  }
});

test('ed25519: keys, signatures and signed messages equal @noble/curves and tweetnacl', () => {
  for (const { seed, peer, msg } of cases('ed25519')) {
    const naclKeys = nacl.sign.keyPair.fromSeed(seed);
    const kp = ck.ed25519.generateKeyPair(seed);
    assert.equal(hex(kp.public), hex(naclKeys.publicKey));
    assert.equal(hex(kp.public), hex(nobleEd.getPublicKey(seed)));
    assert.equal(hex(kp.private), hex(naclKeys.secretKey));
    assert.equal(hex(ck.ed25519.publicKey(seed)), hex(kp.public));

    const sig = ck.ed25519.sign(kp.private, msg);
    assert.equal(hex(sig), hex(nacl.sign.detached(msg, naclKeys.secretKey)));
    assert.equal(hex(sig), hex(nobleEd.sign(msg, seed)));
    assert.equal(hex(ck.ed25519.sign(seed, msg)), hex(sig));

    assert.equal(ck.ed25519.verify(kp.public, msg, sig), true);
    assert.equal(nacl.sign.detached.verify(msg, sig, kp.public), true);
    assert.equal(nobleEd.verify(sig, msg, kp.public), true);
    for (const bad of [flip(sig, 0), flip(sig, 40), flip(sig, 63, 4)]) {
      assert.equal(ck.ed25519.verify(kp.public, msg, bad), false);
      assert.equal(nacl.sign.detached.verify(msg, bad, kp.public), false);
    }
    assert.equal(ck.ed25519.verify(flip(kp.public, 3), msg, sig), false);
    if (msg.length > 0) assert.equal(ck.ed25519.verify(kp.public, flip(msg, 0), sig), false);

    const sm = ck.ed25519.signMessage(kp.private, msg);
    assert.equal(hex(sm), hex(nacl.sign(msg, naclKeys.secretKey)));
    assert.equal(hex(ck.ed25519.openMessage(kp.public, sm)), hex(msg));
    assert.equal(hex(nacl.sign.open(sm, kp.public)), hex(msg));
    assert.equal(ck.ed25519.openMessage(kp.public, flip(sm, 5)), null);
    assert.equal(nacl.sign.open(flip(sm, 5), kp.public), null);

    // Ed25519 keys converted to X25519 (libsodium's conversion), as @noble/curves converts them.
    const peerPub = ck.ed25519.publicKey(peer);
    const want = nobleX.getSharedSecret(nobleEd.utils.toMontgomerySecret(seed), nobleEd.utils.toMontgomery(peerPub));
    assert.equal(hex(ck.ed25519.sharedKey(kp.private, peerPub)), hex(want));
    assert.equal(hex(ck.ed25519.sharedKey(peer, kp.public)), hex(want));
  }
});

test('x25519: RFC 7748 §6.1', () => {
  // RFC 7748 §6.1: Alice's and Bob's private and public keys and their shared secret.
  const a = fromHex('77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a');
  const A = '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a';
  const b = fromHex('5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb');
  const B = 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f';
  const K = '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742';
  assert.equal(hex(ck.x25519.publicKey(a)), A);
  assert.equal(hex(ck.x25519.publicKey(b)), B);
  assert.equal(hex(ck.x25519.sharedKey(a, fromHex(B))), K);
  assert.equal(hex(ck.x25519.sharedKey(b, fromHex(A))), K);
  assert.equal(hex(ck.axlsign.sharedKey(a, fromHex(B))), K);
});

test('x25519: public and shared keys equal @noble/curves, tweetnacl and curve25519-js', () => {
  for (const { seed, peer } of cases('x25519')) {
    const pub = ck.x25519.publicKey(seed);
    assert.equal(hex(pub), hex(nobleX.getPublicKey(seed)));
    assert.equal(hex(pub), hex(nacl.scalarMult.base(seed)));
    const kp = ck.x25519.generateKeyPair(seed);
    const nk = nobleX.keygen(Uint8Array.from(seed));
    assert.equal(hex(kp.public), hex(nk.publicKey));
    assert.equal(hex(kp.private), hex(nk.secretKey));

    // Peer points: a real public key, and 32 arbitrary bytes (any string is a u-coordinate
    // of the curve or its twist; bit 255 is ignored).
    for (const point of [nobleX.getPublicKey(peer), peer]) {
      const shared = ck.x25519.sharedKey(seed, point);
      assert.equal(hex(shared), hex(nobleX.getSharedSecret(seed, point)));
      assert.equal(hex(shared), hex(nacl.scalarMult(seed, point)));
      assert.equal(hex(shared), hex(c25519.sharedKey(seed, point)));
    }
  }
});

test('x25519: a small-order peer key throws; axlsign returns zeros as curve25519-js does', () => {
  const k = bytes('low order', 32);
  for (const point of [new Uint8Array(32), fromHex('0100000000000000000000000000000000000000000000000000000000000000')]) {
    assert.throws(() => ck.x25519.sharedKey(k, point), /low-order point/);
    assert.throws(() => nobleX.getSharedSecret(k, point));
    assert.equal(hex(ck.axlsign.sharedKey(k, point)), hex(c25519.sharedKey(k, point)));
    assert.equal(hex(ck.axlsign.sharedKey(k, point)), '00'.repeat(32));
  }
});

test('axlsign: key pairs, signatures and signed messages equal curve25519-js', () => {
  for (const { seed, peer, msg, random } of cases('axlsign', 12)) {
    const kp = ck.axlsign.generateKeyPair(seed);
    const theirs = c25519.generateKeyPair(seed);
    assert.equal(hex(kp.public), hex(theirs.public));
    assert.equal(hex(kp.private), hex(theirs.private));
    assert.equal(hex(ck.axlsign.publicKey(seed)), hex(theirs.public));
    assert.equal(hex(ck.axlsign.publicKey(kp.private)), hex(theirs.public));

    const peerPub = c25519.generateKeyPair(peer).public;
    assert.equal(hex(ck.axlsign.sharedKey(kp.private, peerPub)), hex(c25519.sharedKey(theirs.private, peerPub)));

    const sig = ck.axlsign.sign(kp.private, msg);
    assert.equal(hex(sig), hex(c25519.sign(theirs.private, msg)));
    const rsig = ck.axlsign.sign(kp.private, msg, random);
    assert.equal(hex(rsig), hex(c25519.sign(theirs.private, msg, random)));
    assert.notEqual(hex(rsig), hex(sig));
    assert.equal(hex(ck.axlsign.sign(kp.private, msg, undefined)), hex(sig));
    assert.equal(hex(ck.axlsign.sign(kp.private, msg, null)), hex(sig));

    for (const s of [sig, rsig]) {
      assert.equal(ck.axlsign.verify(kp.public, msg, s), true);
      assert.equal(ck.axlsign.verifyLegacy(kp.public, msg, s), true);
      assert.equal(c25519.verify(kp.public, msg, s), true);
      for (const bad of [flip(s, 0), flip(s, 33), flip(s, 63, 7)]) {
        assert.equal(ck.axlsign.verify(kp.public, msg, bad), false);
        assert.equal(ck.axlsign.verifyLegacy(kp.public, msg, bad), c25519.verify(kp.public, msg, bad));
      }
    }

    const sm = ck.axlsign.signMessage(kp.private, msg);
    assert.equal(hex(sm), hex(c25519.signMessage(theirs.private, msg)));
    const rsm = ck.axlsign.signMessage(kp.private, msg, random);
    assert.equal(hex(rsm), hex(c25519.signMessage(theirs.private, msg, random)));
    const copy = Uint8Array.from(rsm);
    assert.equal(hex(ck.axlsign.openMessage(kp.public, rsm)), hex(msg));
    assert.equal(hex(ck.axlsign.openMessage(kp.public, rsm)), hex(msg), 'a second open of the same buffer');
    assert.equal(hex(rsm), hex(copy), 'openMessage left signedMsg unchanged');
    assert.equal(hex(ck.axlsign.openMessageLegacy(kp.public, rsm)), hex(c25519.openMessage(kp.public, Uint8Array.from(rsm))));
    assert.equal(ck.axlsign.openMessage(kp.public, flip(rsm, 1)), null);
    assert.equal(c25519.openMessage(kp.public, flip(rsm, 1)), null);
  }
});

test('axlsign: verifyLegacy accepts what curve25519-js accepts and verify does not (S + ℓ)', () => {
  // S + ℓ (ℓ = 2^252 + 27742317777372353535851937790883648493) still below 2^255: curve25519-js
  // reduces S and accepts; the strict verify rejects S ≥ ℓ.
  const l = (1n << 252n) + 27742317777372353535851937790883648493n;
  const { seed, msg } = cases('axlsign malleable')[9];
  const kp = ck.axlsign.generateKeyPair(seed);
  const sig = ck.axlsign.sign(kp.private, msg);
  const signBit = sig[63] & 0x80;
  let s = 0n;
  for (let i = 31; i >= 0; i--) s = (s << 8n) | BigInt(i === 31 ? sig[32 + i] & 0x7f : sig[32 + i]);
  s += l;
  const mall = Uint8Array.from(sig);
  for (let i = 0; i < 32; i++) mall[32 + i] = Number((s >> BigInt(8 * i)) & 0xffn);
  mall[63] |= signBit;
  assert.equal(c25519.verify(kp.public, msg, mall), true);
  assert.equal(ck.axlsign.verifyLegacy(kp.public, msg, mall), true);
  assert.equal(ck.axlsign.verify(kp.public, msg, mall), false);
});

test('bad arguments throw clear errors, as curve25519-js does', () => {
  const k = bytes('errors', 32);
  const m = bytes('errors msg', 10);
  const cases = [
    [() => ck.x25519.publicKey(new Uint8Array(31)), Error, /x25519 private key is 31 bytes, want 32/],
    [() => ck.x25519.sharedKey(k, new Uint8Array(33)), Error, /x25519 public key is 33 bytes, want 32/],
    [() => ck.x25519.sharedKey(k), TypeError, /x25519 public key must be a Uint8Array/],
    [() => ck.ed25519.sign(new Uint8Array(63), m), Error, /private key is 63 bytes/],
    [() => ck.ed25519.sign(k, 'a string'), TypeError, /message must be a Uint8Array/],
    [() => ck.ed25519.verify(k, m, new Uint8Array(65)), Error, /signature is 65 bytes, want 64/],
    [() => ck.ed25519.openMessage(new Uint8Array(3), m), Error, /public key is 3 bytes, want 32/],
    [() => ck.ed25519.sharedKey(k, new Uint8Array(32).fill(0xff)), Error, /ed25519: /],
    [() => ck.ed25519.generateKeyPair([1, 2, 3]), TypeError, /seed must be a Uint8Array/],
    [() => ck.axlsign.sign(k, m, new Uint8Array(63)), Error, /random is 63 bytes, want 64/],
    [() => ck.axlsign.signMessage(new Uint8Array(0), m), Error, /private key is 0 bytes, want 32/],
    [() => ck.axlsign.verify(k, m, new Uint8Array(10)), Error, /signature is 10 bytes, want 64/],
    [() => ck.axlsign.generateKeyPair(new Uint8Array(64)), Error, /seed is 64 bytes, want 32/],
    [() => ck.axlsign.openMessage(k, new ArrayBuffer(70)), TypeError, /signed message must be a Uint8Array/],
  ];
  for (const [fn, type, message] of cases) {
    assert.throws(fn, (e) => e instanceof type && message.test(e.message));
  }
  // curve25519-js throws for the same wrong lengths.
  assert.throws(() => c25519.verify(k, m, new Uint8Array(10)), /wrong signature length/);
  assert.throws(() => c25519.sign(k, m, new Uint8Array(63)), /wrong random data length/);
  // A short signed message is not an error but a failed open, in both.
  assert.equal(ck.axlsign.openMessage(k, new Uint8Array(63)), null);
  assert.equal(c25519.openMessage(k, new Uint8Array(63)), null);
  assert.equal(ck.ed25519.openMessage(k, new Uint8Array(0)), null);
  // The module still works after the errors.
  assert.equal(hex(ck.x25519.publicKey(k)), hex(nobleX.getPublicKey(k)));
});

test('Go allocations per call do not grow with the message (argument buffers are reused)', () => {
  // goAllocs gives the Go heap allocations so far, [count, bytes]. syscall/js itself allocates a
  // few small objects per call (the argument slice, the boxed result) and curvekit's functions
  // their result slices; the arguments are copied into buffers that are reused. So after a
  // warm-up that grows the buffers, a 16 KiB message costs as many allocations, and as many
  // bytes, as a 1 KiB one.
  const perCall = (f) => {
    for (let i = 0; i < 3; i++) f();
    const [n0, b0] = ck.goAllocs();
    for (let i = 0; i < 20; i++) f();
    const [n1, b1] = ck.goAllocs();
    return { count: Math.round((n1 - n0) / 20), bytes: Math.round((b1 - b0) / 20) };
  };
  const k = bytes('allocs', 32);
  const ek = ck.ed25519.generateKeyPair(k);
  const ak = ck.axlsign.generateKeyPair(k);
  const peer = ck.x25519.publicKey(bytes('allocs peer', 32));
  const counts = (n) => {
    const m = bytes(`allocs msg ${n}`, n);
    const es = ck.ed25519.sign(ek.private, m);
    const as = ck.axlsign.sign(ak.private, m);
    return {
      'ed25519.sign': perCall(() => ck.ed25519.sign(ek.private, m)),
      'ed25519.verify': perCall(() => ck.ed25519.verify(ek.public, m, es)),
      'axlsign.sign': perCall(() => ck.axlsign.sign(ak.private, m)),
      'axlsign.verify': perCall(() => ck.axlsign.verify(ak.public, m, as)),
    };
  };
  const small = counts(1024), large = counts(16384);
  const fixed = {
    'x25519.publicKey': perCall(() => ck.x25519.publicKey(k)),
    'x25519.sharedKey': perCall(() => ck.x25519.sharedKey(k, peer)),
  };
  for (const name of Object.keys(small)) {
    assert.equal(large[name].count, small[name].count, name);
    assert.ok(large[name].bytes - small[name].bytes < 256, `${name}: ${small[name].bytes} bytes a call for 1 KiB, ${large[name].bytes} for 16 KiB`);
  }
  // 8 allocations of about 300 bytes with Go 1.26: syscall/js's own share of a call that
  // returns a Uint8Array.
  for (const [name, a] of Object.entries({ ...small, ...fixed })) {
    assert.ok(a.count <= 12 && a.bytes < 1024, `${name}: ${a.count} allocations, ${a.bytes} bytes a call`);
  }
  assert.equal(fixed['x25519.publicKey'].count, fixed['x25519.sharedKey'].count);
  console.log('Go allocations per call (count, bytes):', JSON.stringify({ small, large, fixed }));
});
