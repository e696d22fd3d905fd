package edwards

import (
	"crypto/sha512"
	"encoding/binary"
	"io"
)

// Why the coefficients are hashed.
//
// The batch equation is Σ z_i·D_i = O (after the cofactor), where D_i =
// [S_i]B − R_i − [k_i]A_i is zero exactly for a valid signature. If the
// signer of the batch can predict the z_i, it can make invalid signatures
// cancel: two signatures whose S are shifted by +δ and −δ pass whenever
// z_1 = z_2, and any invalid signature passes when every z_i is zero. A
// caller's random source can be predictable — a test reader of zeros, a
// broken or exhausted device, a seeded generator reused — so the z_i are
// never the reader's raw bytes. They are derived as
//
//	seed = SHA-512("curvekit edwards batch v1" ‖ curve name ‖ n ‖ r ‖ T)
//	z_i  = the i-th 16-byte block of SHA-512(seed ‖ j) for j = 0, 1, …
//
// where r is 32 bytes from the reader and T is the transcript of the batch:
// every public key, R, S and challenge k (which hashes the message, its
// context and the key). With a good reader the z_i are uniform 128-bit
// values, as before. With a bad one they are still a hash of everything the
// attacker chose, so choosing signatures that cancel means finding a
// SHA-512 input whose output solves the batch equation: as hard as forging
// a signature (the Fiat–Shamir argument; the probability of a wrong accept
// stays about 2^−128 per attempt). A coefficient that happens to be zero
// modulo n is replaced by 1, so no signature ever drops out of the sum.
//
// On curves whose order n is below 2^128 the blocks are reduced modulo n
// (the equation only depends on z_i mod n). A wrong accept then has
// probability about 1/n, far above 2^−128, so Verify does not rely on the
// combination there: batchHolds declines and every signature is checked on
// its own.

// batchDomain separates the coefficient hash from every other use of
// SHA-512.
const batchDomain = "curvekit edwards batch v1"

// batchSeedLen is the number of bytes read from the caller's reader.
const batchSeedLen = 32

// batchCoeffLen is the length in bytes of a coefficient before reduction:
// 128 bits.
const batchCoeffLen = 16

// coefficients sets z[i], for every entry of the batch, to a coefficient
// derived from 32 bytes of rnd and the batch's transcript (see above). It
// returns the reader's error, if any. The scalar field must be wider than
// batchCoeffLen bytes (batchHolds declines the others).
func (b *BatchVerifier[E, S]) coefficients(z []S, rnd io.Reader, w *workspace[E, S]) error {
	var r [batchSeedLen]byte
	if _, err := io.ReadFull(rnd, r[:]); err != nil {
		return err
	}
	fs := b.s.c.fs
	l := b.s.l
	h := sha512.New()
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(len(b.entries)))
	h.Write([]byte(batchDomain))
	var nameLen [8]byte
	binary.BigEndian.PutUint64(nameLen[:], uint64(len(b.s.c.name)))
	h.Write(nameLen[:])
	h.Write([]byte(b.s.c.name))
	h.Write(n[:])
	h.Write(r[:])
	for i := range b.entries {
		e := &b.entries[i]
		h.Write(b.encs[2*i*l : (2*i+2)*l]) // A and R as encoded
		fs.PutBytes(w.sbuf, &e.s)
		h.Write(w.sbuf)
		fs.PutBytes(w.sbuf, &e.k)
		h.Write(w.sbuf)
	}
	var seed [sha512.Size + 8]byte
	h.Sum(seed[:0])

	// A block of the expansion holds four coefficients. batchHolds comes
	// here only for scalar fields wider than a coefficient (ByteLen > 16),
	// which reduce one whole.
	buf := make([]byte, batchCoeffLen)
	var block [sha512.Size]byte
	for i := range z {
		k := i % (sha512.Size / batchCoeffLen)
		if k == 0 {
			binary.BigEndian.PutUint64(seed[sha512.Size:], uint64(i))
			block = sha512.Sum512(seed[:])
		}
		copyOrder(buf, block[k*batchCoeffLen:(k+1)*batchCoeffLen], fs.ByteOrder())
		if err := fs.SetWideBytes(&z[i], buf); err != nil {
			panic("edwards: internal error: " + err.Error()) // 16 bytes < ByteLen
		}
		if fs.IsZero(&z[i]) == 1 {
			fs.One(&z[i])
		}
	}
	return nil
}
