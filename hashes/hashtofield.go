package hashes

import (
	"errors"
	"strconv"

	"github.com/curvekit/curvekit/field"
)

// HashToFieldLen returns L = ⌈(⌈log2 p⌉ + k) / 8⌉, the number of uniform bytes
// hash_to_field reduces per element of a prime field whose modulus has
// bitLen bits, for the security level k (RFC 9380 §5.1). With L bytes the
// bias of the reduction is at most 2^−k.
func HashToFieldLen(bitLen, k int) int {
	return (bitLen + k + 7) / 8
}

// HashToField sets out[0:count] to hash_to_field(msg, count) of RFC 9380
// §5.2 for the prime field f (extension degree m = 1), using exp as
// expand_message and exp.SecurityLevel() as k.
//
// It expands msg to count·L bytes (L = HashToFieldLen(f.BitLen(), k)),
// reads each L-byte chunk as a big-endian integer (OS2IP) and reduces it
// modulo p with f.SetWideBytes. SetWideBytes reads in the field's byte order,
// so for a little-endian field each chunk is reversed first, in the scratch
// buffer. The reduction is constant time; the work depends only on count, L
// and len(msg).
//
// It returns an error if count < 1, len(out) < count, L exceeds the
// 2·ByteLen() bytes SetWideBytes accepts, or the expander refuses count·L
// bytes. On error the contents of out are unspecified. It allocates the
// count·L-byte buffer plus what exp.Expand allocates.
func HashToField[E any](f field.Field[E], exp Expander, msg []byte, count int, out []E) error {
	if f == nil || exp == nil {
		return errors.New("hashes: hash_to_field needs a field and an expander")
	}
	if count < 1 || len(out) < count {
		return errors.New("hashes: hash_to_field count " + strconv.Itoa(count) +
			" with room for " + strconv.Itoa(len(out)) + " elements")
	}
	L := HashToFieldLen(f.BitLen(), exp.SecurityLevel())
	if L > 2*f.ByteLen() {
		return errors.New("hashes: hash_to_field needs " + strconv.Itoa(L) +
			"-byte chunks, more than twice the " + strconv.Itoa(f.ByteLen()) + "-byte field encoding")
	}
	if count > MaxExpandLen/L {
		return errors.New("hashes: hash_to_field count " + strconv.Itoa(count) +
			" needs more than " + strconv.Itoa(MaxExpandLen) + " bytes")
	}
	uniform := make([]byte, count*L)
	if err := exp.Expand(uniform, msg); err != nil {
		return err
	}
	littleEndian := f.ByteOrder() == field.LittleEndian
	for i := range count {
		tv := uniform[i*L : (i+1)*L] // tv = substr(uniform_bytes, L·i, L)
		if littleEndian {
			reverse(tv) // OS2IP is big-endian; present it least significant byte first
		}
		if err := f.SetWideBytes(&out[i], tv); err != nil { // e_j = OS2IP(tv) mod p
			return err
		}
	}
	clear(uniform)
	return nil
}

// reverse reverses b in place.
func reverse(b []byte) {
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
}
