package bn254

import "github.com/curvekit/curvekit/curves/weierstrass"

// G2UncompressedSize and G2CompressedSize are the lengths of G2's
// encodings: EIP-197's x ‖ y, and gnark-crypto's flagged x.
const (
	G2UncompressedSize = 2 * fp2Bytes
	G2CompressedSize   = fp2Bytes
)

// G2 is an element of G2, the subgroup of order r of the twist
// E'(Fp2): y² = x³ + 3/(9 + u). It holds the engine's point
// (curves/weierstrass over Fp2), which can never be off the curve or
// outside the subgroup. The zero value is the identity and ready to use. Every
// method sets its receiver and returns it; any argument may alias the
// receiver. G2 values are compared with Equal, not ==. Unless its name ends
// in VarTime, every method runs in time independent of the points and
// scalars it is given.
type G2 struct {
	p weierstrass.Point[Fp2, Fr]
}

// NewG2 returns a new G2 element set to the identity.
func NewG2() *G2 { return new(G2).Identity() }

// NewG2Generator returns a new G2 element set to the generator P2 of
// EIP-197.
func NewG2Generator() *G2 { return new(G2).Generator() }

// pt returns the engine's point of v, or the identity for an uninitialised
// v, without modifying v (arguments are read only).
func (v *G2) pt() *weierstrass.Point[Fp2, Fr] {
	if v.p.Curve() == nil {
		return get().id2
	}
	return &v.p
}

// recv returns the engine's point of the receiver v, binding an
// uninitialised v to the curve first.
func (v *G2) recv() *weierstrass.Point[Fp2, Fr] {
	if v.p.Curve() == nil {
		v.p.Set(get().id2)
	}
	return &v.p
}

// Identity sets v to the identity and returns v.
func (v *G2) Identity() *G2 { v.p.Set(get().id2); return v }

// Generator sets v to the generator and returns v.
func (v *G2) Generator() *G2 { v.p.Set(get().gen2); return v }

// Set sets v = u and returns v.
func (v *G2) Set(u *G2) *G2 { v.p.Set(u.pt()); return v }

// Add sets v = p + q and returns v.
func (v *G2) Add(p, q *G2) *G2 { v.p.Add(p.pt(), q.pt()); return v }

// Subtract sets v = p − q and returns v.
func (v *G2) Subtract(p, q *G2) *G2 { v.p.Subtract(p.pt(), q.pt()); return v }

// Double sets v = 2·p and returns v.
func (v *G2) Double(p *G2) *G2 { v.p.Double(p.pt()); return v }

// Negate sets v = −p and returns v.
func (v *G2) Negate(p *G2) *G2 { v.p.Negate(p.pt()); return v }

// ScalarMult sets v = k·p and returns v.
func (v *G2) ScalarMult(k *Scalar, p *G2) *G2 { v.p.ScalarMult(&k.v, p.pt()); return v }

// ScalarBaseMult sets v = k·G, for the generator G, and returns v.
func (v *G2) ScalarBaseMult(k *Scalar) *G2 { v.recv().ScalarBaseMult(&k.v); return v }

// Equal returns 1 if v = u and 0 otherwise.
func (v *G2) Equal(u *G2) int { return v.pt().Equal(u.pt()) }

// IsIdentity returns 1 if v is the identity and 0 otherwise.
func (v *G2) IsIdentity() int { return v.pt().IsIdentity() }

// Bytes returns the 128-byte uncompressed encoding x ‖ y of v (EIP-197,
// each coordinate imaginary part first; 128 zero bytes for the identity).
func (v *G2) Bytes() []byte {
	return get().c2.encode(make([]byte, 0, G2UncompressedSize), v.pt(), false)
}

// BytesCompressed returns the 64-byte compressed encoding of v
// (gnark-crypto's).
func (v *G2) BytesCompressed() []byte {
	return get().c2.encode(make([]byte, 0, G2CompressedSize), v.pt(), true)
}

// SetBytes sets v to the element encoded by b, uncompressed (128 bytes) or
// compressed (64), and returns v. On an invalid encoding, a point off the
// curve or outside G2 it returns nil and an error matching one of the package's Err
// values, and leaves v unchanged. Execution time depends on whether b is
// valid and which form it has.
func (v *G2) SetBytes(b []byte) (*G2, error) {
	if _, err := get().c2.decode(&v.p, b); err != nil {
		return nil, err
	}
	return v, nil
}

// MultiScalarMultVarTime sets v = Σ ks[i]·ps[i] and returns v; ks and ps
// must have the same length (otherwise it panics). Execution time depends on
// the scalars and points: use it only on public values.
func (v *G2) MultiScalarMultVarTime(ks []*Scalar, ps []*G2) *G2 {
	if len(ks) != len(ps) {
		panic("bn254: MultiScalarMultVarTime of different numbers of scalars and points")
	}
	sk := make([]*Fr, len(ks))
	pk := make([]*weierstrass.Point[Fp2, Fr], len(ps))
	for i := range ks {
		sk[i], pk[i] = &ks[i].v, ps[i].pt()
	}
	v.recv().MultiScalarMultVarTime(sk, pk)
	return v
}
