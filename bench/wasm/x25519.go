//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/curvekit/curvekit/definitions/x25519"
)

// x25519API returns the x25519 object: RFC 7748 X25519, in curve25519-js's
// argument order.
//
//	publicKey(private)               → X25519(private, 9) (32 bytes)
//	sharedKey(private, peerPublic)   → X25519(private, peerPublic) (32 bytes)
//	generateKeyPair(seed)            → {public: X25519(seed, 9), private: a copy of seed}
//
// Private keys are any 32 bytes, clamped when used (RFC 7748 §5). Unlike
// axlsign.sharedKey, sharedKey throws when the result is all zeros (a peer
// key of small order), as crypto/ecdh and @noble/curves do.
func x25519API() js.Value {
	o := object()
	export(o, "publicKey", xPublicKey)
	export(o, "sharedKey", xSharedKey)
	export(o, "generateKeyPair", xGenerateKeyPair)
	return o
}

func xPublicKey(argv []js.Value) any {
	scalar, jerr := in.bytes(argv, 0, "x25519 private key", x25519.ScalarSize)
	if jerr != nil {
		return jerr
	}
	defer in.wipe(0)
	var pub [x25519.PointSize]byte
	if err := x25519.ScalarBaseMult(&pub, (*[x25519.ScalarSize]byte)(scalar)); err != nil {
		return fail(err)
	}
	return toJS(pub[:])
}

func xSharedKey(argv []js.Value) any {
	scalar, jerr := in.bytes(argv, 0, "x25519 private key", x25519.ScalarSize)
	if jerr != nil {
		return jerr
	}
	defer in.wipe(0)
	point, jerr := in.bytes(argv, 1, "x25519 public key", x25519.PointSize)
	if jerr != nil {
		return jerr
	}
	var shared [x25519.PointSize]byte
	if err := x25519.ScalarMult(&shared, (*[x25519.ScalarSize]byte)(scalar), (*[x25519.PointSize]byte)(point)); err != nil {
		return fail(err)
	}
	return toJS(shared[:])
}

func xGenerateKeyPair(argv []js.Value) any {
	seed, jerr := in.bytes(argv, 0, "x25519 seed", x25519.ScalarSize)
	if jerr != nil {
		return jerr
	}
	defer in.wipe(0)
	var pub [x25519.PointSize]byte
	if err := x25519.ScalarBaseMult(&pub, (*[x25519.ScalarSize]byte)(seed)); err != nil {
		return fail(err)
	}
	return keyPair(pub[:], seed)
}
