// curvekit.mjs loads curvekit.wasm (the Go program in this folder, built with
// GOOS=js GOARCH=wasm by build.mjs) and returns its three objects, ed25519,
// x25519 and axlsign, whose functions are synchronous once init has resolved.
// It runs in Node and in browsers; wasm_exec.js is Go's own glue, copied from
// the Go installation that built the .wasm (the two must come from the same
// Go release).
import './wasm_exec.js';

let loaded = null;

// init loads and starts the module once and returns {ed25519, x25519,
// axlsign, goAllocs}. source may be the .wasm bytes, a WebAssembly.Module, a Response
// or a URL (a string is taken as a URL); by default it is curvekit.wasm
// beside this file.
export function init(source) {
  loaded ??= start(source);
  return loaded;
}

async function start(source) {
  source ??= new URL('./curvekit.wasm', import.meta.url);
  let bytes = source;
  if (source instanceof URL && source.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    bytes = await readFile(source);
  } else if (source instanceof URL || typeof source === 'string') {
    bytes = await (await fetch(source)).arrayBuffer();
  } else if (typeof Response !== 'undefined' && source instanceof Response) {
    bytes = await source.arrayBuffer();
  }
  const go = new globalThis.Go();
  const result = await WebAssembly.instantiate(bytes, go.importObject);
  const instance = result instanceof WebAssembly.Instance ? result : result.instance;
  let api = null;
  globalThis.__curvekitInit = (exports) => { api = exports; };
  try {
    // run starts main, which calls __curvekitInit and then blocks: by the
    // time run returns its promise, the functions are registered.
    go.run(instance);
  } finally {
    delete globalThis.__curvekitInit;
  }
  if (api === null) throw new Error('curvekit: the wasm module did not register its functions');
  return {
    ed25519: wrap(api.ed25519),
    x25519: wrap(api.x25519),
    axlsign: wrap(api.axlsign),
    // goAllocs returns the Go heap allocations made so far, [count, bytes] (a test aid).
    goAllocs: api.goAllocs,
  };
}

// wrap returns a frozen copy of obj whose functions throw the Error values
// that the Go functions return (Go under syscall/js cannot throw).
function wrap(obj) {
  const out = {};
  for (const [name, fn] of Object.entries(obj)) {
    out[name] = (a, b, c) => {
      const r = fn(a, b, c);
      if (r instanceof Error) throw r;
      return r;
    };
  }
  return Object.freeze(out);
}
