package bls

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"io"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// Why the coefficients are hashed.
//
// BatchVerify checks n signatures with n + 1 pairings and one final
// exponentiation through the random linear combination
//
//	Π e(z_i·PK_i, H(msg_i)) · e(−G, Σ z_i·sig_i) = 1.
//
// If the signer of the batch can predict the z_i, invalid signatures can
// cancel: sig_1 + δ and sig_2 − δ pass whenever z_1 = z_2. A caller's random
// source can be predictable (a test reader of zeros, a broken device, a
// reused seed), so the z_i are never the reader's raw bytes. They are
//
//	seed = SHA-256("curvekit bls12381 batch v1" ‖ ciphersuite ID ‖ n ‖ ρ ‖ T)
//	z_i  = the i-th 16 bytes of SHA-256(seed ‖ j), j = 0, 1, …
//
// with ρ 32 bytes from the reader and T the length-prefixed keys, messages
// and signatures of the batch. With a good reader the z_i are uniform
// 128-bit values; with a bad one they still hash everything the attacker
// chose, so making an invalid batch pass means finding a SHA-256 input
// whose output solves the batch equation, as hard as forging a signature
// (the Fiat–Shamir argument). A zero z_i becomes 1, so no signature drops
// out. The same construction as curves/edwards/batchcoeffs.go.
const batchDomain = "curvekit bls12381 batch v1"

var errBatchLength = errors.New("bls: BatchVerify needs equal numbers of keys, messages and signatures")

// BatchVerify reports whether every sigs[i] is a valid signature of msgs[i]
// under pks[i] in this scheme (as Verify would report for each), with one
// multi-pairing of n + 1 pairs instead of n of two. rand supplies 32 bytes
// that, hashed with the whole batch, give the random coefficients (see
// above); crypto/rand.Reader is the usual choice. An empty batch is true. It
// returns an error for slices of unequal length or a failing rand. When it
// reports false, at least one signature is invalid; Verify finds which.
func (s *Scheme) BatchVerify(pks, msgs, sigs [][]byte, rand io.Reader) (bool, error) {
	n := len(pks)
	if len(msgs) != n || len(sigs) != n {
		return false, errBatchLength
	}
	if n == 0 {
		return true, nil
	}
	if s.mode == MessageAugmentation {
		aug := make([][]byte, n)
		for i := range msgs {
			aug[i] = append(append([]byte{}, pks[i]...), msgs[i]...)
		}
		msgs = aug
	}
	var rho [32]byte
	if _, err := io.ReadFull(rand, rho[:]); err != nil {
		return false, err
	}
	z := batchCoefficients(s.id, rho[:], pks, msgs, sigs)
	return s.core.batchVerify(pks, msgs, sigs, z, []byte(s.id)), nil
}

// batchCoefficients derives the n coefficients of the batch (see above).
func batchCoefficients(id string, rho []byte, pks, msgs, sigs [][]byte) []bls12381.Scalar {
	h := sha256.New()
	writeLen := func(b []byte) {
		h.Write(binary.BigEndian.AppendUint64(nil, uint64(len(b))))
		h.Write(b)
	}
	writeLen([]byte(batchDomain))
	writeLen([]byte(id))
	h.Write(binary.BigEndian.AppendUint64(nil, uint64(len(pks))))
	h.Write(rho)
	for i := range pks {
		writeLen(pks[i])
		writeLen(msgs[i])
		writeLen(sigs[i])
	}
	seed := h.Sum(nil)
	z := make([]bls12381.Scalar, len(pks))
	var block [32]byte
	for i := range z {
		if i%2 == 0 {
			block = sha256.Sum256(binary.BigEndian.AppendUint64(append([]byte{}, seed...), uint64(i/2)))
		}
		var wide [bls12381.ScalarSize]byte // 16 bytes of the block, zero-extended
		copy(wide[16:], block[16*(i%2):16*(i%2)+16])
		_, _ = z[i].SetBytes(wide[:]) // below 2^128 < r: cannot fail
		if z[i].IsZero() == 1 {
			z[i].SetUint64(1)
		}
	}
	return z
}
