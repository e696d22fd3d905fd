package curvetest

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// testHashes checks the engine's own hash-to-curve where the curve has
// Elligator2 parameters: MapToCurve against the model's map (Elligator 2 of
// RFC 9380 §6.7.1 on the Montgomery curve and the rational map of §6.8.2,
// written here in math/big from the parameters the curve reports), and
// hash_to_curve and encode_to_curve over expand_message_xmd with SHA-512:
// points of the subgroup, deterministic, separated by message and DST, and
// different from each other.
func (r *eRun[E, S]) testHashes() {
	c := r.c
	if !c.HasElligator2() {
		return
	}
	r.run("MapToCurve", func() {
		e := c.Params().Elligator2
		f := c.Field()
		for i := range r.cfg.rounds(8) {
			var u E
			switch i {
			case 0: // u = 0
			case 1:
				f.One(&u)
			default:
				if !r.noError(f.SetWideBytes(&u, r.bytes(f.ByteLen()+8)), "SetWideBytes") {
					return
				}
			}
			p, err := c.NewIdentityPoint().MapToCurve(&u)
			if !r.noError(err, "MapToCurve(u%d)", i) {
				continue
			}
			want := r.m.elligator2(field.Big(f, &u), e.Z, e.Scale)
			r.is(p, want, "MapToCurve(u%d = %x) against the model", i, field.Big(f, &u))
			q, err := c.NewIdentityPoint().MapToCurve(&u)
			r.check(err == nil && q.Equal(p) == 1, "MapToCurve(u%d) is not deterministic", i)
		}
	})
	checkEngineHashes(r.hashCheck(), c.NewIdentityPoint)
}

// elligator2 returns map_to_curve(u) of RFC 9380 §6.8.2 on the model:
// Elligator 2 (§6.7.1, with the non-square z) on the Montgomery curve
// K·t² = s³ + J·s² + s, J = 2(a + d)/(a − d), K = 4/((a − d)·c²), then
// x = c·s/t, y = (s − 1)/(s + 1), and the identity where t = 0 or s = −1
// (Appendix D.1). A nil scale means c = 1.
func (m *eModel) elligator2(u, z, scale *big.Int) ePoint {
	p := m.p
	c := big.NewInt(1)
	if scale != nil {
		c = new(big.Int).Mod(scale, p)
	}
	inv := func(x *big.Int) *big.Int { return new(big.Int).ModInverse(x, p) }
	mul := func(xs ...*big.Int) *big.Int {
		r := big.NewInt(1)
		for _, x := range xs {
			m.mod(r.Mul(r, x))
		}
		return r
	}
	amd := inv(m.mod(new(big.Int).Sub(m.a, m.d)))                   // 1/(a − d)
	J := mul(big.NewInt(2), m.mod(new(big.Int).Add(m.a, m.d)), amd) // 2(a + d)/(a − d)
	K := mul(big.NewInt(4), amd, inv(mul(c, c)))                    // 4/((a − d)·c²)
	c1 := mul(J, inv(K))                                            // J/K
	c2 := inv(mul(K, K))                                            // 1/K²
	g := func(x *big.Int) *big.Int {                                // x³ + c1·x² + c2·x
		return m.mod(new(big.Int).Add(new(big.Int).Add(mul(x, x, x), mul(c1, x, x)), mul(c2, x)))
	}
	tv1 := mul(z, u, u)
	if new(big.Int).Add(tv1, big.NewInt(1)).Cmp(p) == 0 {
		tv1.SetInt64(0)
	}
	x1 := m.mod(new(big.Int).Neg(mul(c1, inv(m.mod(new(big.Int).Add(tv1, big.NewInt(1)))))))
	x, y2 := x1, g(x1)
	square := new(big.Int).ModSqrt(y2, p) != nil
	if !square {
		x = m.mod(new(big.Int).Sub(new(big.Int).Neg(x1), c1))
		y2 = g(x)
	}
	y := new(big.Int).ModSqrt(y2, p)
	// The sign: sgn0(y) = 1 when g(x1) is a square, 0 otherwise.
	if y.Sign() != 0 && (y.Bit(0) == 1) != square {
		y.Sub(p, y)
	}
	s, t := mul(x, K), mul(y, K)
	s1 := m.mod(new(big.Int).Add(s, big.NewInt(1)))
	if t.Sign() == 0 || s1.Sign() == 0 {
		return m.identity()
	}
	return ePoint{mul(c, s, inv(t)), mul(m.mod(new(big.Int).Sub(s, big.NewInt(1))), inv(s1))}
}
