package weierstrass

import (
	"errors"
	"math/big"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/hashes"
)

// ecdsaScratch holds the byte buffers of ECDSA operations, allocated once per
// workspace on first use.
type ecdsaScratch struct {
	h     []byte // a message hash (Prehash)
	e     []byte // bits2octets of the digest, ScalarLen bytes
	d     []byte // int2octets of the private key, ScalarLen bytes
	k     []byte // a nonce, ScalarLen bytes
	extra []byte // RFC 6979 §3.6 additional data
	x     []byte // an x-coordinate big-endian, FieldLen bytes
	wide  []byte // the same in the scalar field's order, FieldLen bytes
	cand  []byte // a candidate x-coordinate big-endian, FieldLen bytes

	gen hashes.NonceGenerator // Sign's RFC 6979 generator, seeded in place by Init
}

// ecdsa returns the workspace's ECDSA buffers, allocating them on first use.
func (w *workspace[E, S]) ecdsa() *ecdsaScratch {
	if w.ecdsaBufs == nil {
		sl, fl := w.c.scLen, w.c.fieldLen
		w.ecdsaBufs = &ecdsaScratch{
			h: make([]byte, 0, 64), e: make([]byte, 0, sl), d: make([]byte, 0, sl),
			k: make([]byte, 0, sl), extra: make([]byte, 0, 2*sl),
			x: make([]byte, fl), wide: make([]byte, fl), cand: make([]byte, fl),
		}
	}
	return w.ecdsaBufs
}

var (
	errVerify       = errors.New("weierstrass: invalid signature")
	errHighS        = errors.New("weierstrass: signature has a high s, which the low-S policy refuses")
	errOtherCurve   = errors.New("weierstrass: key and signature of different curves")
	errNoRecoveryID = errors.New("weierstrass: signature has no recovery id")
)

// Verify checks the signature sig of digest (or of the message, with
// opts.Prehash) under pub, per SEC 1 v2 §4.1.4, and returns nil if it is
// valid. r and s are in [1, n−1] by construction of sig, and pub is not the
// identity; with the low-S policy a high s is refused. It allocates nothing
// (unless Prehash hashes the message). Execution time depends on the inputs,
// which are public.
func (e *ECDSA[E, S]) Verify(pub *PublicKey[E, S], digest []byte, sig *Signature[E, S], opts *VerifyOptions) error {
	c := e.c
	if pub.Curve() == nil {
		return errNoKey
	}
	if !sig.IsValid() {
		return errNoSignature
	}
	if pub.Curve() != c || sig.c != c {
		return errOtherCurve
	}
	w := c.get()
	defer c.put(w)
	w.r, w.sg = sig.r, sig.s
	return e.verify(w, pub, digest, opts)
}

// VerifyASN1 is Verify for a DER signature, parsed as strictly as
// Curve.ParseSignatureASN1 does. It allocates nothing.
func (e *ECDSA[E, S]) VerifyASN1(pub *PublicKey[E, S], digest, der []byte, opts *VerifyOptions) error {
	c := e.c
	if pub.Curve() == nil {
		return errNoKey
	}
	if pub.Curve() != c {
		return errOtherCurve
	}
	r, s, err := parseASN1(der)
	if err != nil {
		return err
	}
	w := c.get()
	defer c.put(w)
	if err := w.setRS(r, s); err != nil {
		return err
	}
	return e.verify(w, pub, digest, opts)
}

// VerifyCompact is Verify for the compact encoding r‖s. It allocates nothing.
func (e *ECDSA[E, S]) VerifyCompact(pub *PublicKey[E, S], digest, sig []byte, opts *VerifyOptions) error {
	c := e.c
	if pub.Curve() == nil {
		return errNoKey
	}
	if pub.Curve() != c {
		return errOtherCurve
	}
	if len(sig) != 2*c.scLen {
		return errors.New("weierstrass: compact signature has the wrong length")
	}
	w := c.get()
	defer c.put(w)
	if err := w.setRS(sig[:c.scLen], sig[c.scLen:]); err != nil {
		return err
	}
	return e.verify(w, pub, digest, opts)
}

// verify checks (w.r, w.sg), both in [1, n−1].
func (e *ECDSA[E, S]) verify(w *workspace[E, S], pub *PublicKey[E, S], digest []byte, opts *VerifyOptions) error {
	if opts == nil {
		opts = &VerifyOptions{}
	}
	h, err := e.hashFor(opts.Hash)
	if err != nil {
		return err
	}
	if e.verifyLowSFor(opts.S) && w.isHighS(&w.sg, w.sle, w.sle2) == 1 {
		return errHighS
	}
	digest = w.digest(h, digest, opts.Prehash)
	w.setE(e.order, digest)
	fs := e.c.fs
	inverseVarTime(fs, &w.kinv, &w.sg)        // s⁻¹ (s is public)
	fs.Mul(&w.s2, &w.e, &w.kinv)              // u1 = e·s⁻¹
	fs.Mul(&w.s, &w.r, &w.kinv)               // u2 = r·s⁻¹
	w.doubleMul(&w.vt, &w.s, &pub.q.p, &w.s2) // R = u1·G + u2·Q
	if w.isIdentity(&w.vt.acc) == 1 || !e.xMatches(w, &w.vt.acc) {
		return errVerify
	}
	return nil
}

// xMatches reports whether x(R) ≡ r (mod n) for R ≠ O, without inverting Z:
// x(R) < p, so x(R) mod n = r means x(R) = r or x(R) = r + n (or more
// multiples of n when n is much smaller than p), each checked as X = x·Z.
func (e *ECDSA[E, S]) xMatches(w *workspace[E, S], R *projective[E]) bool {
	es := w.ecdsa()
	c := e.c
	// cand = r as a big-endian FieldLen-byte integer.
	c.fs.PutBytes(w.sbuf, &w.r)
	reorder(w.sle, w.sbuf, c.fs.ByteOrder() == field.LittleEndian)
	clear(es.cand)
	sl, fl := c.scLen, c.fieldLen
	if sl > fl {
		for _, b := range w.sle[:sl-fl] {
			if b != 0 {
				return false // r ≥ 2^(8·FieldLen) > p
			}
		}
		copy(es.cand, w.sle[sl-fl:])
	} else {
		copy(es.cand[fl-sl:], w.sle)
	}
	for range maxXCandidates {
		if w.setBE(&w.x, es.cand) != nil {
			return false // the candidate is ≥ p, and so are the next ones
		}
		c.f.Mul(&w.x, &w.x, &R.Z)
		if c.f.Equal(&w.x, &R.X) == 1 {
			return true
		}
		if e.nFE == nil || addBE(es.cand, e.nFE) != 0 {
			return false
		}
	}
	// n is much smaller than p (a large cofactor, as on BLS12-381 G1, where
	// p ≈ 2^126·n): trying every r + k·n below p would never end, so reduce
	// the affine x modulo n instead. Everything here is public.
	c.f.Inverse(&w.x, &R.Z)
	c.f.Mul(&w.x, &w.x, &R.X)
	w.putBE(es.cand, &w.x)
	x := new(big.Int).SetBytes(es.cand)
	c.fs.PutBytes(w.sbuf, &w.r)
	reorder(w.sle, w.sbuf, c.fs.ByteOrder() == field.LittleEndian)
	return x.Mod(x, c.n).Cmp(new(big.Int).SetBytes(w.sle[:sl])) == 0
}

// maxXCandidates bounds the candidates r, r + n, r + 2n, … that xMatches
// compares with x(R) projectively: enough for every curve whose order is
// within a few multiples of p (cofactor ≤ 4 and the NIST, SEC and brainpool
// curves), after which one inversion is cheaper.
const maxXCandidates = 4

// addBE sets a = a + b for big-endian a and b of the same length and returns
// the carry out.
func addBE(a, b []byte) int {
	carry := 0
	for i := len(a) - 1; i >= 0; i-- {
		s := int(a[i]) + int(b[i]) + carry
		a[i], carry = byte(s), s>>8
	}
	return carry
}

// RecoverPublicKey returns the public key Q for which sig is a valid
// signature of digest (or of the message, with opts.Prehash), using the
// recovery id of sig (SEC 1 v2 §4.1.6): R is the point with x = r + j·n and
// the y parity given by the id, and Q = r⁻¹·(s·R − e·G). It refuses an id
// whose x is not below p or not on the curve, a high s under the low-S
// policy, and a result that is the identity. Execution time depends on the
// inputs, which are public.
func (e *ECDSA[E, S]) RecoverPublicKey(digest []byte, sig *Signature[E, S], opts *VerifyOptions) (*PublicKey[E, S], error) {
	c := e.c
	if !sig.IsValid() {
		return nil, errNoSignature
	}
	if sig.c != c {
		return nil, errOtherCurve
	}
	if sig.v < 0 {
		return nil, errNoRecoveryID
	}
	if opts == nil {
		opts = &VerifyOptions{}
	}
	h, err := e.hashFor(opts.Hash)
	if err != nil {
		return nil, err
	}
	w := c.get()
	defer c.put(w)
	w.r, w.sg = sig.r, sig.s
	if e.verifyLowSFor(opts.S) && w.isHighS(&w.sg, w.sle, w.sle2) == 1 {
		return nil, errHighS
	}
	// x = r + (v >> 1)·n as FieldLen big-endian bytes.
	fl, sl := c.fieldLen, c.scLen
	c.fs.PutBytes(w.sbuf, &w.r)
	reorder(w.sle, w.sbuf, c.fs.ByteOrder() == field.LittleEndian)
	enc := w.ebuf[:1+fl]
	clear(enc)
	if sl > fl {
		for _, b := range w.sle[:sl-fl] {
			if b != 0 {
				return nil, errors.New("weierstrass: r does not fit a field element")
			}
		}
		copy(enc[1:], w.sle[sl-fl:])
	} else {
		copy(enc[1+fl-sl:], w.sle)
	}
	if sig.v&2 != 0 && (e.nFE == nil || addBE(enc[1:], e.nFE) != 0) {
		return nil, errors.New("weierstrass: recovery id asks for x = r + n, which is not below p")
	}
	enc[0] = 0x02 | byte(sig.v&1)
	if err := w.decode(&w.p, enc); err != nil {
		return nil, errors.New("weierstrass: recovery id gives no point R: " + err.Error())
	}
	if !w.inSubgroup(&w.p) {
		return nil, errNotInSubgroup
	}
	digest = w.digest(h, digest, opts.Prehash)
	w.setE(e.order, digest)
	fs := c.fs
	inverseVarTime(fs, &w.kinv, &w.r)     // r⁻¹ (r is public)
	fs.Mul(&w.s, &w.sg, &w.kinv)          // u2 = s·r⁻¹
	fs.Mul(&w.s2, &w.e, &w.kinv)          // e·r⁻¹
	fs.Neg(&w.s2, &w.s2)                  // u1 = −e·r⁻¹
	w.doubleMul(&w.vt, &w.s, &w.p, &w.s2) // Q = u1·G + u2·R
	if w.isIdentity(&w.vt.acc) == 1 {
		return nil, errors.New("weierstrass: recovered key is the identity")
	}
	return &PublicKey[E, S]{q: Point[E, S]{c: c, p: w.vt.acc}}, nil
}
