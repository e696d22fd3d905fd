//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/curvekit/curvekit/definitions/axlsign"
)

// axlsignAPI returns the axlsign object: curve25519-js 0.0.4's scheme
// (signatures with X25519 keys), function for function and argument for
// argument, with byte-identical results.
//
//	publicKey(private)                     → X25519(private, 9) (32 bytes)
//	sharedKey(private, peerPublic)         → X25519(private, peerPublic), all zeros included
//	generateKeyPair(seed)                  → {public, private: clamped seed}
//	sign(private, msg[, random])           → signature (64 bytes); random: 64 bytes
//	verify(public, msg, signature)         → boolean (strict rules, see below)
//	signMessage(private, msg[, random])    → signature ‖ msg
//	openMessage(public, signedMsg)         → msg, or null
//	verifyLegacy, openMessageLegacy        → curve25519-js's exact acceptance set
//
// verify and openMessage reject what no signer produces (S ≥ ℓ, small-order
// and non-canonical keys); every signature curve25519-js makes passes both.
// openMessage never modifies signedMsg, which curve25519-js's does.
func axlsignAPI() js.Value {
	o := object()
	export(o, "publicKey", axlPublicKey)
	export(o, "sharedKey", axlSharedKey)
	export(o, "generateKeyPair", axlGenerateKeyPair)
	export(o, "sign", func(argv []js.Value) any { return axlSign(argv, axlsign.Sign) })
	export(o, "signMessage", func(argv []js.Value) any { return axlSign(argv, axlsign.SignMessage) })
	export(o, "verify", func(argv []js.Value) any { return axlVerify(argv, axlsign.Verify) })
	export(o, "verifyLegacy", func(argv []js.Value) any { return axlVerify(argv, axlsign.VerifyLegacy) })
	export(o, "openMessage", func(argv []js.Value) any { return axlOpen(argv, axlsign.OpenMessage) })
	export(o, "openMessageLegacy", func(argv []js.Value) any { return axlOpen(argv, axlsign.OpenMessageLegacy) })
	return o
}

func axlPublicKey(argv []js.Value) any {
	priv, jerr := in.bytes(argv, 0, "axlsign private key", axlsign.PrivateKeySize)
	if jerr != nil {
		return jerr
	}
	defer in.wipe(0)
	pub, err := axlsign.PublicKey(priv)
	if err != nil {
		return fail(err)
	}
	return toJS(pub)
}

func axlSharedKey(argv []js.Value) any {
	priv, jerr := in.bytes(argv, 0, "axlsign private key", axlsign.PrivateKeySize)
	if jerr != nil {
		return jerr
	}
	defer in.wipe(0)
	pub, jerr := in.bytes(argv, 1, "axlsign public key", axlsign.PublicKeySize)
	if jerr != nil {
		return jerr
	}
	shared, err := axlsign.SharedKey(priv, pub)
	if err != nil {
		return fail(err)
	}
	defer clear(shared)
	return toJS(shared)
}

func axlGenerateKeyPair(argv []js.Value) any {
	seed, jerr := in.bytes(argv, 0, "axlsign seed", axlsign.SeedSize)
	if jerr != nil {
		return jerr
	}
	defer in.wipe(0)
	kp, err := axlsign.GenerateKeyPair(seed)
	if err != nil {
		return fail(err)
	}
	defer clear(kp.Private)
	return keyPair(kp.Public, kp.Private)
}

// axlSign runs sign (axlsign.Sign or axlsign.SignMessage) on
// (private, msg[, random]); an absent, undefined or null random selects the
// deterministic nonce, as in curve25519-js.
func axlSign(argv []js.Value, sign func(private, msg, random []byte) ([]byte, error)) any {
	priv, jerr := in.bytes(argv, 0, "axlsign private key", axlsign.PrivateKeySize)
	if jerr != nil {
		return jerr
	}
	defer in.wipe(0)
	msg, jerr := in.bytes(argv, 1, "message", -1)
	if jerr != nil {
		return jerr
	}
	var random []byte
	if !optional(argv, 2) {
		random, jerr = in.bytes(argv, 2, "axlsign random", axlsign.RandomSize)
		if jerr != nil {
			return jerr
		}
		defer in.wipe(2)
	}
	sig, err := sign(priv, msg, random)
	if err != nil {
		return fail(err)
	}
	return toJS(sig)
}

// axlVerify runs verify (axlsign.Verify or axlsign.VerifyLegacy) on
// (public, msg, signature), throwing for wrong lengths as curve25519-js does.
func axlVerify(argv []js.Value, verify func(public, msg, sig []byte) bool) any {
	pub, jerr := in.bytes(argv, 0, "axlsign public key", axlsign.PublicKeySize)
	if jerr != nil {
		return jerr
	}
	msg, jerr := in.bytes(argv, 1, "message", -1)
	if jerr != nil {
		return jerr
	}
	sig, jerr := in.bytes(argv, 2, "axlsign signature", axlsign.SignatureSize)
	if jerr != nil {
		return jerr
	}
	return verify(pub, msg, sig)
}

// axlOpen runs open (axlsign.OpenMessage or axlsign.OpenMessageLegacy) on
// (public, signedMsg) and returns the message or null.
func axlOpen(argv []js.Value, open func(public, signed []byte) ([]byte, bool)) any {
	pub, jerr := in.bytes(argv, 0, "axlsign public key", axlsign.PublicKeySize)
	if jerr != nil {
		return jerr
	}
	sm, jerr := in.bytes(argv, 1, "signed message", -1)
	if jerr != nil {
		return jerr
	}
	msg, ok := open(pub, sm)
	if !ok {
		return nil
	}
	return toJS(msg)
}
