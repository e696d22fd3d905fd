package bn254

import "github.com/curvekit/curvekit/curves/weierstrass"

// G1UncompressedSize and G1CompressedSize are the lengths of G1's
// encodings: EIP-196's x ‖ y, and gnark-crypto's flagged x.
const (
	G1UncompressedSize = 2 * fpBytes
	G1CompressedSize   = fpBytes
)

// G1 is an element of G1 = E(Fp): y² = x³ + 3, a group of prime order r.
// It holds the engine's point (curves/weierstrass over Fp), which can never
// be off the curve. The zero value is the identity and ready to use. Every
// method sets its receiver and returns it; any argument may alias the
// receiver. G1 values are compared with Equal, not ==. Unless its name ends
// in VarTime, every method runs in time independent of the points and
// scalars it is given.
type G1 struct {
	p weierstrass.Point[Fp, Fr]
}

// NewG1 returns a new G1 element set to the identity.
func NewG1() *G1 { return new(G1).Identity() }

// NewG1Generator returns a new G1 element set to the generator (1, 2) of
// EIP-196.
func NewG1Generator() *G1 { return new(G1).Generator() }

// pt returns the engine's point of v, or the identity for an uninitialised
// v, without modifying v (arguments are read only).
func (v *G1) pt() *weierstrass.Point[Fp, Fr] {
	if v.p.Curve() == nil {
		return get().id1
	}
	return &v.p
}

// recv returns the engine's point of the receiver v, binding an
// uninitialised v to the curve first.
func (v *G1) recv() *weierstrass.Point[Fp, Fr] {
	if v.p.Curve() == nil {
		v.p.Set(get().id1)
	}
	return &v.p
}

// Identity sets v to the identity and returns v.
func (v *G1) Identity() *G1 { v.p.Set(get().id1); return v }

// Generator sets v to the generator and returns v.
func (v *G1) Generator() *G1 { v.p.Set(get().gen1); return v }

// Set sets v = u and returns v.
func (v *G1) Set(u *G1) *G1 { v.p.Set(u.pt()); return v }

// Add sets v = p + q and returns v.
func (v *G1) Add(p, q *G1) *G1 { v.p.Add(p.pt(), q.pt()); return v }

// Subtract sets v = p − q and returns v.
func (v *G1) Subtract(p, q *G1) *G1 { v.p.Subtract(p.pt(), q.pt()); return v }

// Double sets v = 2·p and returns v.
func (v *G1) Double(p *G1) *G1 { v.p.Double(p.pt()); return v }

// Negate sets v = −p and returns v.
func (v *G1) Negate(p *G1) *G1 { v.p.Negate(p.pt()); return v }

// ScalarMult sets v = k·p and returns v.
func (v *G1) ScalarMult(k *Scalar, p *G1) *G1 { v.p.ScalarMult(&k.v, p.pt()); return v }

// ScalarBaseMult sets v = k·G, for the generator G, and returns v.
func (v *G1) ScalarBaseMult(k *Scalar) *G1 { v.recv().ScalarBaseMult(&k.v); return v }

// Equal returns 1 if v = u and 0 otherwise.
func (v *G1) Equal(u *G1) int { return v.pt().Equal(u.pt()) }

// IsIdentity returns 1 if v is the identity and 0 otherwise.
func (v *G1) IsIdentity() int { return v.pt().IsIdentity() }

// Bytes returns the 64-byte uncompressed encoding x ‖ y of v (EIP-196;
// 64 zero bytes for the identity).
func (v *G1) Bytes() []byte {
	return get().c1.encode(make([]byte, 0, G1UncompressedSize), v.pt(), false)
}

// BytesCompressed returns the 32-byte compressed encoding of v
// (gnark-crypto's).
func (v *G1) BytesCompressed() []byte {
	return get().c1.encode(make([]byte, 0, G1CompressedSize), v.pt(), true)
}

// SetBytes sets v to the element encoded by b, uncompressed (64 bytes) or
// compressed (32), and returns v. On an invalid encoding or a point off the
// curve it returns nil and an error matching one of the package's Err
// values, and leaves v unchanged. Execution time depends on whether b is
// valid and which form it has.
func (v *G1) SetBytes(b []byte) (*G1, error) {
	if _, err := get().c1.decode(&v.p, b); err != nil {
		return nil, err
	}
	return v, nil
}

// MultiScalarMultVarTime sets v = Σ ks[i]·ps[i] and returns v; ks and ps
// must have the same length (otherwise it panics). Execution time depends on
// the scalars and points: use it only on public values.
func (v *G1) MultiScalarMultVarTime(ks []*Scalar, ps []*G1) *G1 {
	if len(ks) != len(ps) {
		panic("bn254: MultiScalarMultVarTime of different numbers of scalars and points")
	}
	sk := make([]*Fr, len(ks))
	pk := make([]*weierstrass.Point[Fp, Fr], len(ps))
	for i := range ks {
		sk[i], pk[i] = &ks[i].v, ps[i].pt()
	}
	v.recv().MultiScalarMultVarTime(sk, pk)
	return v
}
