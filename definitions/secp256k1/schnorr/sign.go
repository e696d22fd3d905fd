package schnorr

import (
	"crypto"
	"crypto/rand"
	"errors"
	"io"
	"strconv"
	"sync"

	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/field/fnk256"
)

// signer is the scratch state of one signature, recycled through a pool so
// that signing allocates only the returned signature.
type signer struct {
	t  [32]byte       // bytes(d) ⊕ hash_aux(a)
	k  fnk256.Element // the nonce k′, then k
	nk fnk256.Element // n − k′
	e  fnk256.Element // the challenge, then s
	r  secp256k1.Point
}

var signerPool = sync.Pool{New: func() any {
	s := &signer{}
	s.r.Set(generator())
	return s
}}

// wipe clears the secrets of s before it goes back to the pool.
func (s *signer) wipe() {
	clear(s.t[:])
	clear(s.k[:])
	clear(s.nk[:])
	clear(s.e[:])
}

// zeroAux is the auxiliary randomness of SignDeterministic.
var zeroAux [AuxRandSize]byte

// Sign returns the BIP-340 signature of msg, a message of any length, under
// priv with the 32 bytes of auxiliary randomness auxRand (BIP-340 "Default
// Signing"). Fresh random auxRand protects against side-channel and fault
// attacks on the nonce derivation; the signature is secure with any auxRand,
// including a constant one, as long as it is not chosen by an attacker
// knowing the key. The nonce multiplication and all products with the key
// run in constant time.
//
// BIP-340 recommends verifying the signature before returning it, against
// faults that would leak the key; Sign does not, as the libraries it is
// compared with do not by default, and callers who need that protection can
// call Verify.
//
// It returns an error for auxRand of the wrong length and
// ErrUninitializedKey for a zero-value PrivateKey.
func Sign(priv *PrivateKey, msg, auxRand []byte) ([]byte, error) {
	if len(auxRand) != AuxRandSize {
		return nil, errors.New("schnorr: auxiliary randomness is " + strconv.Itoa(len(auxRand)) + " bytes, want 32")
	}
	sig := make([]byte, SignatureSize)
	if err := sign(sig, priv, msg, auxRand); err != nil {
		return nil, err
	}
	return sig, nil
}

// SignDeterministic returns the BIP-340 signature of msg under priv with
// all-zero auxiliary randomness: the same key and message always give the
// same signature (the first test vector of BIP-340 is such a signature).
func SignDeterministic(priv *PrivateKey, msg []byte) ([]byte, error) {
	return Sign(priv, msg, zeroAux[:])
}

// Sign implements crypto.Signer: it signs message, the whole BIP-340 message
// (commonly a 32-byte hash, which is signed as is, not hashed again), with
// 32 bytes of auxiliary randomness read from rand (crypto/rand.Reader when
// nil). opts.HashFunc() is ignored, since BIP-340 defines its own hashing;
// pass crypto.Hash(0).
func (k *PrivateKey) Sign(rnd io.Reader, message []byte, opts crypto.SignerOpts) ([]byte, error) {
	if rnd == nil {
		rnd = rand.Reader
	}
	var aux [AuxRandSize]byte
	if _, err := io.ReadFull(rnd, aux[:]); err != nil {
		return nil, err
	}
	return Sign(k, message, aux[:])
}

// sign writes the signature of msg into sig (64 bytes), following BIP-340
// "Default Signing" step by step.
func sign(sig []byte, priv *PrivateKey, msg, aux []byte) error {
	// A valid key has d ∈ [1, n−1]; d = 0 only in the zero value, which
	// would otherwise sign as the invalid public key x = 0. IsZero is
	// constant time and the branch reveals only that the key is unusable.
	if priv == nil || fn.IsZero(&priv.d) == 1 {
		return ErrUninitializedKey
	}
	s := signerPool.Get().(*signer)
	defer signerPool.Put(s)
	defer s.wipe()
	hs := hasherPool.Get().(*hasher)
	defer hasherPool.Put(hs)
	defer clear(hs.sum[:])

	// Let t be the byte-wise xor of bytes(d) and hash_BIP0340/aux(a).
	hs.start(stateAux)
	hs.h.Write(aux)
	a := hs.finish()
	for i := range s.t {
		s.t[i] = priv.db[i] ^ a[i]
	}
	// Let rand = hash_BIP0340/nonce(t ‖ bytes(P) ‖ m).
	hs.start(stateNonce)
	hs.h.Write(s.t[:])
	hs.h.Write(priv.pub.x[:])
	hs.h.Write(msg)
	// Let k′ = int(rand) mod n. Fail if k′ = 0.
	_ = fn.SetWideBytes(&s.k, hs.finish()) // 32 bytes: cannot fail
	if fn.IsZero(&s.k) == 1 {
		return errors.New("schnorr: nonce is zero") // probability 2^−256
	}
	// Let R = k′·G; let k = k′ if has_even_y(R), otherwise n − k′.
	s.r.ScalarBaseMult(&s.k)
	x, y, _ := s.r.Affine() // R ≠ O as 0 < k′ < n
	fn.Neg(&s.nk, &s.k)
	fn.Select(&s.k, &s.nk, &s.k, fp.Sgn0(&y))
	fp.PutBytes(sig[:32], &x)
	// Let e = int(hash_BIP0340/challenge(bytes(R) ‖ bytes(P) ‖ m)) mod n.
	hs.start(stateChallenge)
	hs.h.Write(sig[:32])
	hs.h.Write(priv.pub.x[:])
	hs.h.Write(msg)
	_ = fn.SetWideBytes(&s.e, hs.finish())
	// sig = bytes(R) ‖ bytes((k + e·d) mod n).
	fn.Mul(&s.e, &s.e, &priv.d)
	fn.Add(&s.e, &s.e, &s.k)
	fn.PutBytes(sig[32:], &s.e)
	return nil
}
