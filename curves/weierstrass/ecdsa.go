package weierstrass

import (
	"crypto"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/hashes"
)

// ECDSA is the signature scheme of SEC 1 v2 §4.1 over a curve, with its
// defaults: the hash (used to derive nonces per RFC 6979 and, on request, to
// hash messages) and whether s is kept in the lower half. It is immutable
// and safe for concurrent use. Make one with NewECDSA.
type ECDSA[E, S any] struct {
	c    *Curve[E, S]
	hash crypto.Hash
	lowS bool // Sign's default: normalise s
	// verifyLowS is the default of Verify and RecoverPublicKey: refuse a
	// high s. It is lowS unless ECDSAParams.VerifyAnyS says otherwise.
	verifyLowS bool
	order      *hashes.Order // n, for bits2int and bits2octets
	nBE        []byte        // n big-endian, ScalarLen bytes
	nFE        []byte        // n big-endian, FieldLen bytes, or nil if n ≥ 2^(8·FieldLen)
	// recoverable is whether a recovery id determines R: its bit 1 says
	// whether x(R) ≥ n, which pins x(R) only if x(R) < 2n always, p ≤ 2n.
	// Curves with a larger cofactor (BLS12-381 G1) sign without one.
	recoverable bool
}

// ECDSAParams are the defaults of an ECDSA scheme.
type ECDSAParams struct {
	// Hash is the default hash function: RFC 6979 derives nonces with HMAC
	// over it, and Prehash hashes messages with it. It must be linked into
	// the binary (crypto.Hash.Available), e.g. crypto.SHA256 with
	// crypto/sha256 imported.
	Hash crypto.Hash
	// LowS makes Sign normalise s to [1, (n−1)/2] and Verify reject larger s
	// unless the call's options say otherwise: the rule of Bitcoin (BIP 62,
	// BIP 146) for secp256k1. P-256 leaves it off.
	LowS bool
	// VerifyAnyS keeps the default of Verify and RecoverPublicKey at
	// accepting both halves of s when LowS is set, so that only Sign
	// normalises: the rule of libsecp256k1's signing with decred's and
	// btcec's verification, which definitions/secp256k1 follows.
	VerifyAnyS bool
}

// SPolicy chooses how a call treats the two halves of s, since (r, s) and
// (r, n − s) are both valid signatures of the same message.
type SPolicy int

const (
	// SPolicyDefault follows ECDSAParams.LowS (and, for verification,
	// VerifyAnyS).
	SPolicyDefault SPolicy = iota
	// LowS makes Sign normalise s to [1, (n−1)/2] and Verify reject larger s.
	LowS
	// AnyS makes Sign keep s as computed and Verify accept both halves.
	AnyS
)

// SignOptions are per-call options of ECDSA.Sign. A nil *SignOptions means
// all defaults: a deterministic RFC 6979 signature of a digest.
type SignOptions struct {
	// Hash overrides the scheme's hash: the hash the digest was made with,
	// which RFC 6979 uses for the nonce HMAC, and the hash of Prehash.
	Hash crypto.Hash
	// Prehash says the input is the message itself, to be hashed with Hash
	// before signing, rather than its digest.
	Prehash bool
	// ExtraEntropy is the additional data k′ of RFC 6979 §3.6, mixed into
	// the nonce derivation: with fresh random bytes the signature is hedged
	// (not deterministic, and still safe if the bytes are not random).
	ExtraEntropy []byte
	// Rand, when set, supplies ScalarLen fresh random bytes appended to
	// ExtraEntropy for a hedged signature.
	Rand io.Reader
	// S chooses whether s is normalised to the lower half.
	S SPolicy
}

// HashFunc returns Hash, so that a *SignOptions can be passed as the
// crypto.SignerOpts of a PrivateKey.Sign. Zero (also for a nil
// *SignOptions) means the scheme's default hash, which Sign uses then; code
// that reads HashFunc to hash a message itself (crypto.SignMessage) needs
// Hash set.
func (o *SignOptions) HashFunc() crypto.Hash {
	if o == nil {
		return 0
	}
	return o.Hash
}

// VerifyOptions are per-call options of ECDSA.Verify and RecoverPublicKey.
// A nil *VerifyOptions means all defaults.
type VerifyOptions struct {
	// Hash overrides the scheme's hash for Prehash.
	Hash crypto.Hash
	// Prehash says the input is the message itself, to be hashed with Hash.
	Prehash bool
	// S chooses whether a high s is rejected.
	S SPolicy
}

// NewECDSA returns the ECDSA scheme over c with defaults p.
func NewECDSA[E, S any](c *Curve[E, S], p ECDSAParams) (*ECDSA[E, S], error) {
	if c == nil {
		return nil, errors.New("weierstrass: ECDSA needs a curve (nil *Curve)")
	}
	if !p.Hash.Available() {
		return nil, errors.New("weierstrass: ECDSA hash " + p.Hash.String() + " is not available (import its package)")
	}
	if c.deg != 1 {
		return nil, errors.New("weierstrass: " + c.name + ": ECDSA needs a prime field: x(R) mod n reads x as an integer")
	}
	if c.fieldLen > 2*c.scLen {
		return nil, fmt.Errorf("weierstrass: %s: ECDSA: field elements of %d bytes are too long to reduce modulo the %d-byte order", c.name, c.fieldLen, c.scLen)
	}
	nBE := c.n.FillBytes(make([]byte, c.scLen))
	order, err := hashes.NewOrder(nBE)
	if err != nil {
		return nil, err
	}
	e := &ECDSA[E, S]{c: c, hash: p.Hash, lowS: p.LowS, verifyLowS: p.LowS && !p.VerifyAnyS, order: order, nBE: nBE,
		recoverable: new(big.Int).Lsh(c.n, 1).Cmp(c.p) >= 0}
	if c.n.BitLen() <= 8*c.fieldLen {
		e.nFE = c.n.FillBytes(make([]byte, c.fieldLen))
	}
	return e, nil
}

// Curve returns the curve of the scheme.
func (e *ECDSA[E, S]) Curve() *Curve[E, S] { return e.c }

// Hash returns the scheme's default hash.
func (e *ECDSA[E, S]) Hash() crypto.Hash { return e.hash }

// verifyLowSFor resolves a policy of Verify or RecoverPublicKey against
// the scheme's default.
func (e *ECDSA[E, S]) verifyLowSFor(p SPolicy) bool {
	if p == SPolicyDefault {
		return e.verifyLowS
	}
	return e.lowSFor(p)
}

// lowSFor resolves a policy of Sign against the scheme's default.
func (e *ECDSA[E, S]) lowSFor(p SPolicy) bool {
	switch p {
	case LowS:
		return true
	case AnyS:
		return false
	}
	return e.lowS
}

// hashFor resolves the hash of a call.
func (e *ECDSA[E, S]) hashFor(h crypto.Hash) (crypto.Hash, error) {
	if h == 0 {
		return e.hash, nil
	}
	if !h.Available() {
		return 0, errors.New("weierstrass: hash " + strconv.Itoa(int(h)) + " is not available")
	}
	return h, nil
}

// digest returns the digest to sign or verify: the input, or its hash when
// prehash is set (written into the workspace).
func (w *workspace[E, S]) digest(h crypto.Hash, in []byte, prehash bool) []byte {
	if !prehash {
		return in
	}
	hh := h.New()
	hh.Write(in)
	w.ecdsa().h = hh.Sum(w.ecdsa().h[:0])
	return w.ecdsa().h
}

// setE sets w.e = bits2int(digest) mod n, the message representative of
// SEC 1 §4.1.3 step 5 and RFC 6979 §2.4: the leftmost bits(n) bits of the
// digest, whatever its length.
func (w *workspace[E, S]) setE(o *hashes.Order, digest []byte) {
	es := w.ecdsa()
	es.e = o.Bits2Octets(es.e[:0], digest)
	_ = w.setScalarBE(&w.e, es.e) // reduced: cannot fail
}

// Sign returns the ECDSA signature of digest (or of the message, with
// opts.Prehash) under priv, with the nonce k of RFC 6979 (hedged with
// opts.ExtraEntropy and opts.Rand when given), and its recovery id. The
// nonce multiplication, inversion and the products with d run in constant
// time. Digests longer than the order are truncated to its bit length and
// shorter ones used whole (bits2int).
func (e *ECDSA[E, S]) Sign(priv *PrivateKey[E, S], digest []byte, opts *SignOptions) (*Signature[E, S], error) {
	sig := new(Signature[E, S])
	if err := e.SignTo(sig, priv, digest, opts); err != nil {
		return nil, err
	}
	return sig, nil
}

// SignTo is Sign writing the signature into sig rather than a new
// Signature: it allocates nothing, so that a caller keeping sig on its stack
// or reusing it signs without allocations. On error sig is left unchanged.
func (e *ECDSA[E, S]) SignTo(sig *Signature[E, S], priv *PrivateKey[E, S], digest []byte, opts *SignOptions) error {
	c := e.c
	if priv.Curve() == nil {
		return errNoKey
	}
	if priv.Curve() != c {
		return errors.New("weierstrass: private key of another curve")
	}
	if sig == nil {
		return errNoSignature
	}
	var defaults SignOptions
	if opts == nil {
		opts = &defaults
	}
	h, err := e.hashFor(opts.Hash)
	if err != nil {
		return err
	}
	w := c.get()
	defer c.put(w)
	defer w.wipeScalars()
	defer w.wipe() // R = k·G and the nonce's table entries
	es := w.ecdsa()
	digest = w.digest(h, digest, opts.Prehash)
	w.setE(e.order, digest)
	extra := append(es.extra[:0], opts.ExtraEntropy...)
	if opts.Rand != nil {
		extra = append(extra, make([]byte, c.scLen)...)
		if _, err := io.ReadFull(opts.Rand, extra[len(extra)-c.scLen:]); err != nil {
			return err
		}
	}
	es.extra = extra
	defer clear(extra)
	w.d = priv.d
	es.d = c.appendScalarBE(es.d[:0], &w.d)
	defer clear(es.d)
	gen := &es.gen // kept in the pooled workspace: seeding it allocates nothing
	if err := gen.Init(h, e.nBE, es.d, digest, extra); err != nil {
		return err
	}
	defer gen.Wipe()
	table := c.baseTableOnce()
	fs := c.fs
	for {
		es.k = gen.Next(es.k[:0])
		_ = w.setScalarBE(&w.s, es.k) // in [1, n−1]: cannot fail
		clear(es.k)
		w.baseMult(&w.ct, &w.s, table) // R = k·G
		fs.Inverse(&w.kinv, &w.s)      // k⁻¹, constant time
		v := w.setR(&w.ct.acc)         // r = x(R) mod n
		if fs.IsZero(&w.r) == 1 {
			continue // SEC 1 §4.1.3 step 3 / RFC 6979 §3.4: draw the next k
		}
		fs.Mul(&w.sg, &w.r, &w.d)
		fs.Add(&w.sg, &w.sg, &w.e)
		fs.Mul(&w.sg, &w.sg, &w.kinv) // s = k⁻¹·(e + r·d)
		if fs.IsZero(&w.sg) == 1 {
			continue
		}
		if e.lowSFor(opts.S) {
			v ^= w.normalizeS(&w.sg)
		}
		if !e.recoverable {
			v = -1 // x(R) may be r + j·n for any j < p/n: no id names it
		}
		*sig = Signature[E, S]{c: c, r: w.r, s: w.sg, v: int8(v)}
		return nil
	}
}

// setR sets w.r = x(R) mod n for R ≠ O and returns the recovery id:
// parity(y) + 2·[x ≥ n]. It runs in constant time.
func (w *workspace[E, S]) setR(R *projective[E]) int {
	c, es := w.c, w.ecdsa()
	w.toAffine(&w.x, &w.y, R)
	parity := c.f.Sgn0(&w.y)
	w.putBE(es.x, &w.x)
	// The scalar field reduces a wide big-endian value given in its order.
	reorder(es.wide, es.x, c.fs.ByteOrder() == field.LittleEndian)
	_ = c.fs.SetWideBytes(&w.r, es.wide) // FieldLen ≤ 2·ScalarLen: cannot fail
	// x ≥ n exactly when the reduction changed x: compare r with x.
	c.fs.PutBytes(w.sbuf, &w.r)
	reorder(w.sle, w.sbuf, c.fs.ByteOrder() == field.LittleEndian) // r big-endian, ScalarLen bytes
	same := w.equalPadded(es.x, w.sle)
	return parity | (1-same)<<1
}

// equalPadded returns 1 if the big-endian integers a and b (of any lengths)
// are equal, in time depending only on their lengths.
func (w *workspace[E, S]) equalPadded(a, b []byte) int {
	if len(a) < len(b) {
		a, b = b, a
	}
	var acc byte
	d := len(a) - len(b)
	for i := range a {
		x := a[i]
		if i >= d {
			x ^= b[i-d]
		}
		acc |= x
	}
	return int((uint32(acc) - 1) >> 31)
}
