// build.mjs builds curvekit.wasm from the Go program in this folder and copies
// the matching wasm_exec.js from the Go installation; it needs only `go` on
// PATH. Flags: -trimpath and -ldflags=-s -w (no symbol table or DWARF).
import { execFileSync } from 'node:child_process';
import { copyFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const goroot = execFileSync('go', ['env', 'GOROOT'], { encoding: 'utf8' }).trim();
copyFileSync(join(goroot, 'lib', 'wasm', 'wasm_exec.js'), join(here, 'wasm_exec.js'));
execFileSync('go', ['build', '-trimpath', '-ldflags=-s -w', '-o', 'curvekit.wasm', '.'], {
  cwd: here,
  env: { ...process.env, GOOS: 'js', GOARCH: 'wasm' },
  stdio: 'inherit',
});
console.log(`curvekit.wasm: ${statSync(join(here, 'curvekit.wasm')).size} bytes`);
