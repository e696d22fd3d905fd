//go:build js && wasm

package main

import (
	"strconv"
	"syscall/js"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/x25519"
)

// ed25519API returns the ed25519 object: RFC 8032 Ed25519 with the key
// layout of tweetnacl's nacl.sign (a 64-byte private key, seed ‖ public
// key), in curve25519-js's argument order.
//
//	publicKey(seed)                  → public key (32 bytes)
//	generateKeyPair(seed)            → {public: 32 bytes, private: seed ‖ public, 64 bytes}
//	sign(private, msg)               → signature (64 bytes)
//	verify(public, msg, signature)   → boolean (crypto/ed25519's rules)
//	signMessage(private, msg)        → signature ‖ msg
//	openMessage(public, signedMsg)   → msg, or null if the signature is invalid
//	sharedKey(private, peerPublic)   → X25519 of both keys converted to Curve25519 (32 bytes)
//
// A private key may also be the 32-byte seed alone (as @noble/curves takes
// it); the public key is then derived on every call.
func ed25519API() js.Value {
	o := object()
	export(o, "publicKey", edPublicKey)
	export(o, "generateKeyPair", edGenerateKeyPair)
	export(o, "sign", edSign)
	export(o, "verify", edVerify)
	export(o, "signMessage", edSignMessage)
	export(o, "openMessage", edOpenMessage)
	export(o, "sharedKey", edSharedKey)
	return o
}

// edPrivateKey reads argument i as an Ed25519 private key: 64 bytes
// (seed ‖ public key) used as they are, or a 32-byte seed expanded with
// NewKeyFromSeed. The caller clears the key it returns when done with it.
func edPrivateKey(argv []js.Value, i int) (ed25519.PrivateKey, any) {
	b, jerr := in.bytes(argv, i, "ed25519 private key", -1)
	if jerr != nil {
		return nil, jerr
	}
	switch len(b) {
	case ed25519.PrivateKeySize:
		return ed25519.PrivateKey(b), nil
	case ed25519.SeedSize:
		priv, err := ed25519.NewKeyFromSeed(b)
		in.wipe(i)
		if err != nil {
			return nil, fail(err)
		}
		return priv, nil
	}
	in.wipe(i)
	return nil, jsError.New("curvekit: ed25519 private key is " + strconv.Itoa(len(b)) + " bytes, want 64 (seed ‖ public key) or 32 (seed)")
}

func edPublicKey(argv []js.Value) any {
	return edFromSeed(argv, func(priv ed25519.PrivateKey) any { return toJS(priv[ed25519.SeedSize:]) })
}

func edGenerateKeyPair(argv []js.Value) any {
	return edFromSeed(argv, func(priv ed25519.PrivateKey) any { return keyPair(priv[ed25519.SeedSize:], priv) })
}

// edFromSeed returns f of the private key that NewKeyFromSeed expands from
// the 32-byte seed of argument 0, and clears the seed and the key after.
func edFromSeed(argv []js.Value, f func(priv ed25519.PrivateKey) any) any {
	seed, jerr := in.bytes(argv, 0, "ed25519 seed", ed25519.SeedSize)
	if jerr != nil {
		return jerr
	}
	defer in.wipe(0)
	priv, err := ed25519.NewKeyFromSeed(seed)
	if err != nil {
		return fail(err)
	}
	defer clear(priv)
	return f(priv)
}

func edSign(argv []js.Value) any { return edSignWith(argv, ed25519.Sign) }

func edSignMessage(argv []js.Value) any { return edSignWith(argv, ed25519.SignMessage) }

// edSignWith returns sign of the private key of argument 0 (edPrivateKey)
// and the message of argument 1, and clears the key after.
func edSignWith(argv []js.Value, sign func(priv ed25519.PrivateKey, msg []byte) ([]byte, error)) any {
	priv, jerr := edPrivateKey(argv, 0)
	if jerr != nil {
		return jerr
	}
	defer clear(priv)
	msg, jerr := in.bytes(argv, 1, "message", -1)
	if jerr != nil {
		return jerr
	}
	sig, err := sign(priv, msg)
	if err != nil {
		return fail(err)
	}
	return toJS(sig)
}

func edVerify(argv []js.Value) any {
	pub, jerr := in.bytes(argv, 0, "ed25519 public key", ed25519.PublicKeySize)
	if jerr != nil {
		return jerr
	}
	msg, jerr := in.bytes(argv, 1, "message", -1)
	if jerr != nil {
		return jerr
	}
	sig, jerr := in.bytes(argv, 2, "ed25519 signature", ed25519.SignatureSize)
	if jerr != nil {
		return jerr
	}
	return ed25519.Verify(pub, msg, sig)
}

func edOpenMessage(argv []js.Value) any {
	pub, jerr := in.bytes(argv, 0, "ed25519 public key", ed25519.PublicKeySize)
	if jerr != nil {
		return jerr
	}
	sm, jerr := in.bytes(argv, 1, "signed message", -1)
	if jerr != nil {
		return jerr
	}
	msg, ok := ed25519.OpenMessage(pub, sm)
	if !ok {
		return nil
	}
	return toJS(msg)
}

// edSharedKey converts the private key to its X25519 scalar (the clamped
// first half of SHA-512(seed), libsodium's crypto_sign_ed25519_sk_to_curve25519)
// and the peer's public key to its u-coordinate (crypto_sign_ed25519_pk_to_curve25519,
// which refuses small-order and non-canonical keys), and returns their X25519.
func edSharedKey(argv []js.Value) any {
	priv, jerr := edPrivateKey(argv, 0)
	if jerr != nil {
		return jerr
	}
	defer clear(priv)
	pub, jerr := in.bytes(argv, 1, "ed25519 peer public key", ed25519.PublicKeySize)
	if jerr != nil {
		return jerr
	}
	scalar, err := priv.ToX25519()
	if err != nil {
		return fail(err)
	}
	defer clear(scalar)
	u, err := ed25519.PublicKey(pub).ToX25519()
	if err != nil {
		return fail(err)
	}
	var shared [x25519.PointSize]byte
	if err := x25519.ScalarMult(&shared, (*[x25519.ScalarSize]byte)(scalar), (*[x25519.PointSize]byte)(u)); err != nil {
		return fail(err)
	}
	return toJS(shared[:])
}
