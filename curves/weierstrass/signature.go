package weierstrass

import (
	"errors"
	"strconv"

	"golang.org/x/crypto/cryptobyte"

	"github.com/curvekit/curvekit/field"
	"golang.org/x/crypto/cryptobyte/asn1"
)

// Signature is an ECDSA signature (r, s) with r and s in [1, n−1], and, when
// known, its recovery id. Signatures are made by ECDSA.Sign or parsed by a
// Curve (ParseSignature, ParseSignatureASN1, NewSignature). The zero value
// (and a nil *Signature) holds no signature: its encodings are nil, it has
// no recovery id, it is not low-S and equals nothing, and the schemes refuse
// it. A Signature holds public data only.
type Signature[E, S any] struct {
	c    *Curve[E, S]
	r, s S
	// v is the recovery id (0–3) or −1 when unknown: bit 0 is the parity of
	// the y-coordinate of R = k·G, bit 1 is set when x(R) ≥ n, so that
	// x(R) = r + n.
	v int8
}

// Curve returns the curve of sig.
func (sig *Signature[E, S]) Curve() *Curve[E, S] {
	if sig == nil {
		return nil
	}
	return sig.c
}

// IsValid reports whether sig holds a signature, that is, whether it was
// made by a Sign or a parser rather than being a zero value or nil.
func (sig *Signature[E, S]) IsValid() bool { return sig != nil && sig.c != nil }

// R returns r as ScalarLen big-endian bytes.
func (sig *Signature[E, S]) R() []byte {
	if !sig.IsValid() {
		return nil
	}
	return sig.c.appendScalarBE(make([]byte, 0, sig.c.scLen), &sig.r)
}

// S returns s as ScalarLen big-endian bytes.
func (sig *Signature[E, S]) S() []byte {
	if !sig.IsValid() {
		return nil
	}
	return sig.c.appendScalarBE(make([]byte, 0, sig.c.scLen), &sig.s)
}

// Bytes returns the compact encoding r‖s, each ScalarLen big-endian bytes
// (the IEEE P1363 form, 64 bytes for P-256 and secp256k1).
func (sig *Signature[E, S]) Bytes() []byte {
	if !sig.IsValid() {
		return nil
	}
	return sig.AppendBytes(make([]byte, 0, 2*sig.c.scLen))
}

// AppendBytes appends the compact encoding r‖s to dst and returns the
// extended slice.
func (sig *Signature[E, S]) AppendBytes(dst []byte) []byte {
	if !sig.IsValid() {
		return dst
	}
	dst = sig.c.appendScalarBE(dst, &sig.r)
	return sig.c.appendScalarBE(dst, &sig.s)
}

// ASN1 returns the DER encoding SEQUENCE { r INTEGER, s INTEGER } of SEC 1
// §C.8 / RFC 3279 §2.2.3, as crypto/ecdsa.SignASN1 produces.
func (sig *Signature[E, S]) ASN1() []byte {
	if !sig.IsValid() {
		return nil
	}
	return sig.AppendASN1(make([]byte, 0, 2*sig.c.scLen+9))
}

// AppendASN1 appends the DER encoding of sig to dst and returns the extended
// slice.
func (sig *Signature[E, S]) AppendASN1(dst []byte) []byte {
	if !sig.IsValid() {
		return dst
	}
	l := sig.c.scLen
	var tmp [2 * 67]byte // r‖s for orders up to 536 bits (P-521 included)
	var raw []byte
	if 2*l <= len(tmp) {
		raw = sig.AppendBytes(tmp[:0])
	} else {
		raw = sig.AppendBytes(nil)
	}
	r, s := trimInt(raw[:l]), trimInt(raw[l:])
	dst = append(dst, 0x30)
	dst = appendDERLength(dst, derIntLen(r)+derIntLen(s))
	dst = appendDERInt(dst, r)
	return appendDERInt(dst, s)
}

// RecoveryID returns the recovery id (0–3) that Sign recorded or
// SetRecoveryID set, and false when it is unknown.
func (sig *Signature[E, S]) RecoveryID() (byte, bool) {
	if !sig.IsValid() || sig.v < 0 {
		return 0, false
	}
	return byte(sig.v), true
}

// SetRecoveryID sets the recovery id used by RecoverPublicKey, and returns
// sig, or returns nil and an error when v is not in [0, 3] or sig holds no
// signature. WithRecoveryID does the same on a copy.
func (sig *Signature[E, S]) SetRecoveryID(v byte) (*Signature[E, S], error) {
	if !sig.IsValid() {
		return nil, errNoSignature
	}
	if v > 3 {
		return nil, errors.New("weierstrass: recovery id " + strconv.Itoa(int(v)) + " is not in [0, 3]")
	}
	sig.v = int8(v)
	return sig, nil
}

// WithRecoveryID returns a copy of sig carrying the recovery id v, leaving
// sig unchanged, or nil and an error when v is not in [0, 3] or sig holds no
// signature.
func (sig *Signature[E, S]) WithRecoveryID(v byte) (*Signature[E, S], error) {
	if !sig.IsValid() {
		return nil, errNoSignature
	}
	c := *sig
	return c.SetRecoveryID(v)
}

// IsLowS reports whether s ≤ (n−1)/2, the form Bitcoin requires (BIP 62,
// BIP 146). It is false for the zero value.
func (sig *Signature[E, S]) IsLowS() bool {
	if !sig.IsValid() {
		return false
	}
	c := sig.c
	w := c.get()
	defer c.put(w)
	w.sg = sig.s
	return w.isHighS(&w.sg, w.sle, w.sle2) == 0
}

// NormalizedS returns a new signature (r, n − s) when s > (n−1)/2, with the
// recovery id adjusted, and a copy of sig otherwise; sig is left unchanged.
// (r, s) and (r, n − s) are both valid signatures of the same message;
// normalising removes that malleability. It returns nil for the zero value.
func (sig *Signature[E, S]) NormalizedS() *Signature[E, S] {
	if !sig.IsValid() {
		return nil
	}
	c := *sig
	return c.NormalizeS()
}

// NormalizeS is NormalizedS in place: it replaces s by n − s when
// s > (n−1)/2, adjusting the recovery id, and returns sig.
//
// Deprecated: a Signature is otherwise immutable and may be shared; use
// NormalizedS, which leaves sig unchanged.
func (sig *Signature[E, S]) NormalizeS() *Signature[E, S] {
	if !sig.IsValid() {
		return sig
	}
	c := sig.c
	w := c.get()
	defer c.put(w)
	w.sg = sig.s
	if w.normalizeS(&w.sg) == 1 {
		sig.s = w.sg
		if sig.v >= 0 {
			sig.v ^= 1
		}
	}
	return sig
}

// Equal reports whether sig and other hold the same r and s. A zero value
// equals nothing.
func (sig *Signature[E, S]) Equal(other *Signature[E, S]) bool {
	if !sig.IsValid() || !other.IsValid() {
		return false
	}
	fs := sig.c.fs
	return sig.c == other.c && fs.Equal(&sig.r, &other.r)&fs.Equal(&sig.s, &other.s) == 1
}

// NewSignature returns the signature (r, s) from big-endian r and s of any
// length (leading zeros allowed), or an error if either is not in [1, n−1].
// The recovery id is unknown.
func (c *Curve[E, S]) NewSignature(r, s []byte) (*Signature[E, S], error) {
	sig := &Signature[E, S]{c: c, v: -1}
	w := c.get()
	defer c.put(w)
	if err := w.setRS(r, s); err != nil {
		return nil, err
	}
	sig.r, sig.s = w.r, w.sg
	return sig, nil
}

// ParseSignature parses the compact encoding r‖s (exactly 2·ScalarLen
// bytes), refusing r or s outside [1, n−1].
func (c *Curve[E, S]) ParseSignature(b []byte) (*Signature[E, S], error) {
	if len(b) != 2*c.scLen {
		return nil, errors.New("weierstrass: compact signature is " + strconv.Itoa(len(b)) +
			" bytes, want " + strconv.Itoa(2*c.scLen))
	}
	return c.NewSignature(b[:c.scLen], b[c.scLen:])
}

// ParseSignatureASN1 parses a DER signature SEQUENCE { r INTEGER, s INTEGER }
// strictly: BER forms (indefinite or non-minimal lengths), negative or
// zero-padded integers, other tags and trailing data are refused, and so are
// r or s outside [1, n−1].
func (c *Curve[E, S]) ParseSignatureASN1(der []byte) (*Signature[E, S], error) {
	r, s, err := parseASN1(der)
	if err != nil {
		return nil, err
	}
	return c.NewSignature(r, s)
}

// parseASN1 returns the contents of the two DER integers of der, checked to
// be minimal and non-negative, with the sign byte removed.
func parseASN1(der []byte) (r, s []byte, err error) {
	input := cryptobyte.String(der)
	var inner, rs, ss cryptobyte.String
	// cryptobyte accepts only DER lengths: definite, minimal.
	if !input.ReadASN1(&inner, asn1.SEQUENCE) || !input.Empty() ||
		!inner.ReadASN1(&rs, asn1.INTEGER) || !inner.ReadASN1(&ss, asn1.INTEGER) || !inner.Empty() {
		return nil, nil, errInvalidASN1
	}
	if r, err = derUnsigned(rs); err != nil {
		return nil, nil, err
	}
	if s, err = derUnsigned(ss); err != nil {
		return nil, nil, err
	}
	return r, s, nil
}

// derUnsigned checks the contents of a DER INTEGER (X.690 §8.3: two's
// complement, minimal) and returns its magnitude without the sign byte. It
// refuses empty, negative and zero-padded integers.
func derUnsigned(b []byte) ([]byte, error) {
	switch {
	case len(b) == 0:
		return nil, errInvalidASN1
	case b[0]&0x80 != 0:
		return nil, errors.New("weierstrass: negative integer in DER signature")
	case len(b) > 1 && b[0] == 0 && b[1]&0x80 == 0:
		return nil, errors.New("weierstrass: non-minimal integer in DER signature")
	case b[0] == 0:
		return b[1:], nil
	}
	return b, nil
}

// setRS sets w.r and w.sg from big-endian r and s, each in [1, n−1].
func (w *workspace[E, S]) setRS(r, s []byte) error {
	if err := w.setScalarBE(&w.r, r); err != nil {
		return err
	}
	if err := w.setScalarBE(&w.sg, s); err != nil {
		return err
	}
	if w.c.fs.IsZero(&w.r)|w.c.fs.IsZero(&w.sg) == 1 {
		return errZeroRS
	}
	return nil
}

// setScalarBE sets z to the big-endian integer b of any length, which must
// be below n. Leading zero bytes are allowed.
func (w *workspace[E, S]) setScalarBE(z *S, b []byte) error {
	l := w.c.scLen
	for len(b) > l && b[0] == 0 {
		b = b[1:]
	}
	if len(b) > l {
		return errScalarRange
	}
	clear(w.sle[:l-len(b)])
	copy(w.sle[l-len(b):], b)
	reorder(w.sbuf, w.sle, w.c.fs.ByteOrder() == field.LittleEndian) // big-endian → the field's order
	if w.c.fs.SetBytes(z, w.sbuf) != nil {
		return errScalarRange
	}
	return nil
}

// appendScalarBE appends z as ScalarLen big-endian bytes to dst. z may be a
// private key (PrivateKey.Bytes, Sign): the copies are cleared before the
// workspace returns to the pool.
func (c *Curve[E, S]) appendScalarBE(dst []byte, z *S) []byte {
	w := c.get()
	w.gt = *z
	c.fs.PutBytes(w.sbuf, &w.gt)
	reorder(w.sle, w.sbuf, c.fs.ByteOrder() == field.LittleEndian)
	dst = append(dst, w.sle...)
	var zero S
	w.gt = zero
	clear(w.sbuf)
	clear(w.sle)
	c.put(w)
	return dst
}

// trimInt removes the leading zero bytes of a big-endian integer, keeping
// at least one byte.
func trimInt(b []byte) []byte {
	for len(b) > 1 && b[0] == 0 {
		b = b[1:]
	}
	return b
}

// derIntLen returns the length of the DER INTEGER (tag, length, contents)
// for the minimal big-endian magnitude b.
func derIntLen(b []byte) int {
	n := len(b)
	if b[0]&0x80 != 0 {
		n++
	}
	return 1 + derLengthLen(n) + n
}

// appendDERInt appends the DER INTEGER of the non-negative magnitude b.
func appendDERInt(dst, b []byte) []byte {
	n := len(b)
	pad := b[0]&0x80 != 0
	if pad {
		n++
	}
	dst = append(dst, 0x02)
	dst = appendDERLength(dst, n)
	if pad {
		dst = append(dst, 0)
	}
	return append(dst, b...)
}

// derLengthLen returns the length of the DER length field for n.
func derLengthLen(n int) int {
	switch {
	case n < 0x80:
		return 1
	case n < 0x100:
		return 2
	}
	return 3
}

// appendDERLength appends the DER length field for n < 65536.
func appendDERLength(dst []byte, n int) []byte {
	switch {
	case n < 0x80:
		return append(dst, byte(n))
	case n < 0x100:
		return append(dst, 0x81, byte(n))
	}
	return append(dst, 0x82, byte(n>>8), byte(n))
}

var (
	errInvalidASN1 = errors.New("weierstrass: invalid DER signature")
	errScalarRange = errors.New("weierstrass: signature value is not below the order")
	errZeroRS      = errors.New("weierstrass: signature value is zero")
	errNoSignature = errors.New("weierstrass: uninitialized signature (the zero value holds none)")
)
