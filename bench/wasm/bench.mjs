// bench.mjs: curvekit.wasm beside the JavaScript and WebAssembly libraries
// that live in Node and browsers, in one Node process, as @hazae41/berith's
// README benchmark does (its row is the first here: key pair, public key,
// signature and verification of a 1 KiB message, per iteration), plus one row
// per operation.
//
// Interleaved: every round runs each operation for each library in turn (the
// order of the libraries rotating from round to round), a batch of calls
// long enough to take about --ms milliseconds. A batch is timed by the
// process's CPU time (process.cpuUsage, user + system), which other
// processes on a busy machine do not inflate the way they inflate wall time;
// a library's figure is its best batch over the rounds, in operations per
// second. The ratio is curvekit's time over the fastest other library's
// (below 1: curvekit is faster). Inputs are fixed (inputs.mjs), and before
// timing every library's result is checked equal to curvekit's.
//
//   node bench.mjs [--rounds 7] [--ms 300] [--filter REGEX]
import assert from 'node:assert/strict';
import { ed25519 as nobleEd, x25519 as nobleX } from '@noble/curves/ed25519.js';
import nacl from 'tweetnacl';
import * as c25519 from 'curve25519-js';
import * as watsign from 'watsign';
import { Berith, Ed25519SigningKey, Memory, X25519StaticSecret, X25519PublicKey } from '@hazae41/berith';
import { init } from './curvekit.mjs';
import { bytes, hex } from './inputs.mjs';

const opt = { rounds: 7, ms: 300, filter: '' };
for (let i = 2; i < process.argv.length; i += 2) opt[process.argv[i].replace(/^--/, '')] = process.argv[i + 1];
const rounds = Number(opt.rounds), ms = Number(opt.ms), filter = new RegExp(opt.filter);

const ck = await init();
await Berith.initBundledOnce();

const seed = bytes('bench seed', 32);
const peerSeed = bytes('bench peer', 32);
const msg = bytes('bench message', 1024);
const random = bytes('bench random', 64);

// Keys and signatures every library uses, computed once.
const edKeys = ck.ed25519.generateKeyPair(seed);
const edSig = ck.ed25519.sign(edKeys.private, msg);
const xPeer = ck.x25519.publicKey(peerSeed);
const axKeys = ck.axlsign.generateKeyPair(seed);
const axSig = ck.axlsign.sign(axKeys.private, msg);

// berith's handles: inputs copied into its memory once, as its own benchmark does.
const bMsg = new Memory(msg);
const bKey = Ed25519SigningKey.from_bytes(new Memory(seed));
const bPub = bKey.public();
const bSig = bKey.sign(bMsg);
const bX = X25519StaticSecret.from_bytes(new Memory(seed));
const bXPeer = X25519PublicKey.from_bytes(new Memory(xPeer));
const berithBytes = (o) => { const m = o.to_bytes(); const b = m.copyAndDispose(); return b; };

// ops: operation → library → function (sync, or async for watsign) returning
// a value that check compares with curvekit's.
const ops = {
  'Ed25519 keygen+sign+verify, 1 KiB (berith README row)': {
    curvekit: () => { const k = ck.ed25519.generateKeyPair(seed); const s = ck.ed25519.sign(k.private, msg); return ck.ed25519.verify(k.public, msg, s) && s; },
    '@noble/curves': () => { const p = nobleEd.getPublicKey(seed); const s = nobleEd.sign(msg, seed); return nobleEd.verify(s, msg, p) && s; },
    tweetnacl: () => { const k = nacl.sign.keyPair.fromSeed(seed); const s = nacl.sign.detached(msg, k.secretKey); return nacl.sign.detached.verify(msg, s, k.publicKey) && s; },
    '@hazae41/berith': () => { const k = Ed25519SigningKey.from_bytes(new Memory(seed)); const p = k.public(); const s = k.sign(bMsg); const ok = p.verify(bMsg, s); const out = ok && berithBytes(s); k.free(); p.free(); s.free(); return out; },
    watsign: async () => { const k = await watsign.keyPairFromSeed(seed); const s = await watsign.sign(msg, k.secretKey); return (await watsign.verify(msg, s, k.publicKey)) && s; },
  },
  'Ed25519 public key from seed': {
    curvekit: () => ck.ed25519.publicKey(seed),
    '@noble/curves': () => nobleEd.getPublicKey(seed),
    tweetnacl: () => nacl.sign.keyPair.fromSeed(seed).publicKey,
    '@hazae41/berith': () => { const k = Ed25519SigningKey.from_bytes(new Memory(seed)); const p = k.public(); const out = berithBytes(p); k.free(); p.free(); return out; },
    watsign: async () => (await watsign.keyPairFromSeed(seed)).publicKey,
  },
  'Ed25519 sign, 1 KiB': {
    curvekit: () => ck.ed25519.sign(edKeys.private, msg),
    '@noble/curves': () => nobleEd.sign(msg, seed),
    tweetnacl: () => nacl.sign.detached(msg, edKeys.private),
    '@hazae41/berith': () => { const s = bKey.sign(bMsg); const out = berithBytes(s); s.free(); return out; },
    watsign: () => watsign.sign(msg, edKeys.private),
  },
  'Ed25519 verify, 1 KiB': {
    curvekit: () => ck.ed25519.verify(edKeys.public, msg, edSig),
    '@noble/curves': () => nobleEd.verify(edSig, msg, edKeys.public),
    tweetnacl: () => nacl.sign.detached.verify(msg, edSig, edKeys.public),
    '@hazae41/berith': () => bPub.verify(bMsg, bSig),
    watsign: () => watsign.verify(msg, edSig, edKeys.public),
  },
  'X25519 public key': {
    curvekit: () => ck.x25519.publicKey(seed),
    '@noble/curves': () => nobleX.getPublicKey(seed),
    tweetnacl: () => nacl.scalarMult.base(seed),
    'curve25519-js': () => c25519.generateKeyPair(seed).public,
    '@hazae41/berith': () => { const p = bX.to_public(); const out = berithBytes(p); p.free(); return out; },
  },
  'X25519 shared key': {
    curvekit: () => ck.x25519.sharedKey(seed, xPeer),
    '@noble/curves': () => nobleX.getSharedSecret(seed, xPeer),
    tweetnacl: () => nacl.scalarMult(seed, xPeer),
    'curve25519-js': () => c25519.sharedKey(seed, xPeer),
    '@hazae41/berith': () => { const s = bX.diffie_hellman(bXPeer); const out = berithBytes(s); s.free(); return out; },
  },
  'axlsign sign, 1 KiB': {
    curvekit: () => ck.axlsign.sign(axKeys.private, msg),
    'curve25519-js': () => c25519.sign(axKeys.private, msg),
  },
  'axlsign sign with random, 1 KiB': {
    curvekit: () => ck.axlsign.sign(axKeys.private, msg, random),
    'curve25519-js': () => c25519.sign(axKeys.private, msg, random),
  },
  'axlsign verify, 1 KiB': {
    curvekit: () => ck.axlsign.verify(axKeys.public, msg, axSig),
    'curve25519-js': () => c25519.verify(axKeys.public, msg, axSig),
  },
};

const selected = Object.entries(ops).filter(([name]) => filter.test(name));

// Every library computes curvekit's bytes (or boolean) before anything is timed.
for (const [name, impls] of selected) {
  const want = await impls.curvekit();
  for (const [lib, fn] of Object.entries(impls)) {
    const got = await fn();
    assert.equal(typeof got === 'boolean' ? got : hex(got), typeof want === 'boolean' ? want : hex(want), `${name}: ${lib} differs from curvekit`);
  }
}

const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e3; }; // ms

// batch runs fn n times and returns the CPU milliseconds per call.
async function batch(fn, n, isAsync) {
  const t0 = cpu();
  if (isAsync) for (let i = 0; i < n; i++) await fn();
  else for (let i = 0; i < n; i++) fn();
  return (cpu() - t0) / n;
}

const results = []; // {name, lib, best ms/op}
for (const [name, impls] of selected) {
  const libs = Object.keys(impls);
  const plan = {};
  // Calibrate: the batch size that takes about `ms`, after a warm-up.
  for (const lib of libs) {
    const fn = impls[lib];
    const isAsync = fn.constructor.name === 'AsyncFunction' || (fn() instanceof Promise);
    let n = 1, t = 0;
    while ((t = (await batch(fn, n, isAsync)) * n) < ms / 4 && n < 1e6) n *= 2;
    plan[lib] = { fn, isAsync, n: Math.max(1, Math.round((n * ms) / Math.max(t, 1e-3))), best: Infinity };
  }
  for (let r = 0; r < rounds; r++) {
    for (let j = 0; j < libs.length; j++) {
      const p = plan[libs[(j + r) % libs.length]];
      p.best = Math.min(p.best, await batch(p.fn, p.n, p.isAsync));
    }
  }
  for (const lib of libs) results.push({ name, lib, best: plan[lib].best });
  process.stderr.write(`done: ${name}\n`);
}

// The table: ops/s per library, and curvekit's time over the fastest peer's.
const libs = ['curvekit', '@noble/curves', 'tweetnacl', 'curve25519-js', '@hazae41/berith', 'watsign'];
const lines = [];
lines.push(`| operation | ${libs.join(' | ')} | ratio (curvekit / fastest peer) |`);
lines.push(`|---|${libs.map(() => '---:').join('|')}|---:|`);
for (const [name] of selected) {
  const row = results.filter((r) => r.name === name);
  const by = Object.fromEntries(row.map((r) => [r.lib, r.best]));
  const peers = row.filter((r) => r.lib !== 'curvekit');
  const fastest = peers.reduce((a, b) => (b.best < a.best ? b : a));
  const cells = libs.map((l) => (by[l] === undefined ? '—' : Math.round(1000 / by[l]).toLocaleString('en-US')));
  lines.push(`| ${name} | ${cells.join(' | ')} | ${(by.curvekit / fastest.best).toFixed(2)} (${fastest.lib}) |`);
}
console.log(`Node ${process.version}, ${process.platform}/${process.arch}; ops/s from the best of ${rounds} interleaved batches of ~${ms} ms CPU time`);
console.log(lines.join('\n'));
