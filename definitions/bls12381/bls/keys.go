package bls

import (
	"crypto/hkdf"
	"crypto/sha256"
	"encoding/binary"
	"errors"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// PrivateKeySize is the length of an encoded private key: the scalar SK in
// 32 big-endian bytes (draft-irtf-cfrg-bls-signature-05 §2.3, I2OSP(SK, 32)).
const PrivateKeySize = bls12381.ScalarSize

// PrivateKey is a BLS secret key SK, an integer in [1, r − 1]. The same key
// serves every scheme and variant: the public key is SK·G1 or SK·G2
// depending on the Scheme. Its zero value is not a key.
type PrivateKey struct {
	sk bls12381.Scalar
}

var (
	errShortIKM  = errors.New("bls: KeyGen needs at least 32 bytes of input keying material")
	errZeroKey   = errors.New("bls: private key is zero")
	errKeyLength = errors.New("bls: private key is not 32 bytes")
	errKeyRange  = errors.New("bls: private key is not below r")
)

// keyGenSalt is the initial salt of KeyGen (§2.3).
const keyGenSalt = "BLS-SIG-KEYGEN-SALT-"

// KeyGen derives a private key from the secret octets ikm, at least 32 of
// them, and the optional key_info, as draft-irtf-cfrg-bls-signature-05 §2.3
// specifies:
//
//	salt = "BLS-SIG-KEYGEN-SALT-"; SK = 0
//	while SK = 0:
//	    salt = SHA-256(salt)
//	    PRK  = HKDF-Extract(salt, IKM ‖ I2OSP(0, 1))
//	    OKM  = HKDF-Expand(PRK, key_info ‖ I2OSP(48, 2), 48)
//	    SK   = OS2IP(OKM) mod r
//
// It runs in time independent of ikm.
func KeyGen(ikm, keyInfo []byte) (*PrivateKey, error) {
	return keyGen(ikm, keyInfo, []byte(keyGenSalt), true)
}

// keyGen is KeyGen with the salt hashed before (draft-04 and later) or after
// (draft-02 and -03, which the kwantam/bls_sigs_ref vectors follow) each
// try.
func keyGen(ikm, keyInfo, salt []byte, hashFirst bool) (*PrivateKey, error) {
	if len(ikm) < 32 {
		return nil, errShortIKM
	}
	const L = 48                   // ⌈3·⌈log2(r)⌉/16⌉
	in := make([]byte, len(ikm)+1) // IKM ‖ I2OSP(0, 1)
	copy(in, ikm)
	defer clear(in)
	info := binary.BigEndian.AppendUint16(append([]byte{}, keyInfo...), L)
	k := new(PrivateKey)
	// SK = 0 has probability about 2^−255 per try; 255 tries bound the loop
	// without ever being reached.
	for range 255 {
		if hashFirst {
			s := sha256.Sum256(salt)
			salt = s[:]
		}
		prk, err := hkdf.Extract(sha256.New, in, salt)
		if err != nil {
			return nil, err
		}
		okm, err := hkdf.Expand(sha256.New, prk, string(info), L)
		clear(prk)
		if err != nil {
			return nil, err
		}
		_, err = k.sk.SetUniformBytes(okm)
		clear(okm)
		if err != nil {
			return nil, err
		}
		if k.sk.IsZero() == 0 {
			return k, nil
		}
		if !hashFirst {
			s := sha256.Sum256(salt)
			salt = s[:]
		}
	}
	return nil, errZeroKey
}

// NewPrivateKey returns the private key encoded by b, 32 big-endian bytes
// of an integer in [1, r − 1], or an error.
func NewPrivateKey(b []byte) (*PrivateKey, error) {
	if len(b) != PrivateKeySize {
		return nil, errKeyLength
	}
	k := new(PrivateKey)
	if _, err := k.sk.SetBytes(b); err != nil {
		return nil, errKeyRange
	}
	if k.sk.IsZero() == 1 {
		return nil, errZeroKey
	}
	return k, nil
}

// Bytes returns the 32-byte big-endian encoding of k.
func (k *PrivateKey) Bytes() []byte { return k.sk.Bytes() }

// Equal reports whether k and x are the same key, in constant time.
func (k *PrivateKey) Equal(x *PrivateKey) bool { return k.sk.Equal(&x.sk) == 1 }
