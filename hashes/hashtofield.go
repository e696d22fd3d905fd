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
// §5.2 for the field f, using exp as expand_message and exp.SecurityLevel()
// as k. f is a prime field (extension degree m = 1) or an extension whose
// Degree method returns m > 1, such as field/tower's Fp2, with L computed
// from the characteristic p (f.BitLen()).
//
// It expands msg to count·m·L bytes (L = HashToFieldLen(f.BitLen(), k)). For
// a prime field it reads each L-byte chunk as a big-endian integer (OS2IP)
// and reduces it modulo p with f.SetWideBytes. SetWideBytes reads in the
// field's byte order, so for a little-endian field each chunk is reversed
// first, in the scratch buffer. For an extension it hands each element's
// m·L bytes to f.SetWideBytes, whose contract for extensions is to reduce
// the m consecutive L-byte chunks into the m coefficients e_0 … e_(m−1)
// (§5.2 step 6), each in the base field's byte order (so each chunk is
// reversed for a little-endian base). The reduction is constant time; the work depends only on
// count, m, L and len(msg).
//
// It returns an error if count < 1, len(out) < count, m·L exceeds the
// 2·ByteLen() bytes SetWideBytes accepts, or the expander refuses count·m·L
// bytes. On error the contents of out are unspecified. It allocates the
// count·m·L-byte buffer plus what exp.Expand allocates, unless exp is an
// *XMDState: then the buffer is the state's and nothing is allocated.
func HashToField[E any](f field.Field[E], exp Expander, msg []byte, count int, out []E) error {
	if f == nil || exp == nil {
		return errors.New("hashes: hash_to_field needs a field and an expander")
	}
	if count < 1 || len(out) < count {
		return errors.New("hashes: hash_to_field count " + strconv.Itoa(count) +
			" with room for " + strconv.Itoa(len(out)) + " elements")
	}
	m := 1
	if x, ok := f.(interface{ Degree() int }); ok && x.Degree() > 1 {
		m = x.Degree()
	}
	L0 := HashToFieldLen(f.BitLen(), exp.SecurityLevel()) // bytes per coefficient
	L := m * L0                                           // bytes per element
	if L > 2*f.ByteLen() {
		return errors.New("hashes: hash_to_field needs " + strconv.Itoa(L) +
			"-byte chunks, more than twice the " + strconv.Itoa(f.ByteLen()) + "-byte field encoding")
	}
	if count > MaxExpandLen/L {
		return errors.New("hashes: hash_to_field count " + strconv.Itoa(count) +
			" needs more than " + strconv.Itoa(MaxExpandLen) + " bytes")
	}
	var uniform []byte
	if st, ok := exp.(*XMDState); ok && st != nil {
		uniform = st.buffer(count * L)
	} else {
		uniform = make([]byte, count*L)
	}
	if err := exp.Expand(uniform, msg); err != nil {
		return err
	}
	littleEndian := f.ByteOrder() == field.LittleEndian
	for i := range count {
		tv := uniform[i*L : (i+1)*L] // tv = substr(uniform_bytes, L·i, L)
		for j := 0; littleEndian && j < m; j++ {
			reverse(tv[j*L0 : (j+1)*L0]) // OS2IP is big-endian; present it least significant byte first
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
