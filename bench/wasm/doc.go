//go:build js && wasm

// Command wasm is curvekit's Ed25519, X25519 and axlsign for JavaScript: built
// with GOOS=js GOARCH=wasm, it registers three objects of functions through
// syscall/js, with the API shape of curve25519-js (publicKey, sharedKey,
// generateKeyPair, sign, verify, signMessage, openMessage), which the loader
// curvekit.mjs hands to its caller.
//
// It calls only curvekit's public API (definitions/ed25519, definitions/x25519,
// definitions/axlsign). Arguments arrive as Uint8Array and are copied once into
// buffers that grow to the largest message seen and are reused (and cleared
// after a call that held a secret in them); results are copied once into a new
// Uint8Array, which the JavaScript API has to return. A bad argument (not a
// Uint8Array, a wrong length) comes back as a JavaScript Error value, which the
// loader throws: Go code under syscall/js cannot throw, and a Go panic would
// end the program.
//
// JavaScript runs one call at a time on one thread, and a call here never calls
// back into JavaScript code that could re-enter, so the shared buffers need no
// lock.
package main
