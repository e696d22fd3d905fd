package pairing

import (
	"errors"
	"math/big"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// Family is the polynomial family a pairing-friendly curve belongs to: it
// fixes p(x), r(x) and the trace t(x) as functions of the seed x, the loop
// count of the optimal ate pairing and the addition chain of the hard part
// of the final exponentiation.
type Family int

const (
	// BLS12 is the Barreto–Lynn–Scott family of embedding degree 12:
	// p = (x − 1)²(x⁴ − x² + 1)/3 + x, r = x⁴ − x² + 1, t = x + 1.
	// Optimal ate loop count x (Vercauteren 2010, §IV.B).
	BLS12 Family = iota + 1
	// BN is the Barreto–Naehrig family: p = 36x⁴ + 36x³ + 24x² + 6x + 1,
	// r = 36x⁴ + 36x³ + 18x² + 6x + 1, t = 6x² + 1. Optimal ate loop count
	// 6x + 2 followed by two Frobenius line steps (Vercauteren 2010, §IV.A).
	BN
)

// String returns "BLS12" or "BN".
func (f Family) String() string {
	switch f {
	case BLS12:
		return "BLS12"
	case BN:
		return "BN"
	}
	return "unknown family"
}

// Twist says how the sextic twist E': y² = x³ + b' over Fp2 maps into
// E(Fp12), with w⁶ = ξ the generator of Fp12 over Fp2 (see the tower).
type Twist int

const (
	// DType is the divisive twist b' = b/ξ, untwisted by
	// (x', y') ↦ (x'·w², y'·w³). BN254's.
	DType Twist = iota + 1
	// MType is the multiplicative twist b' = b·ξ, untwisted by
	// (x', y') ↦ (x'/w², y'/w³). BLS12-381's.
	MType
)

// String returns "D-type" or "M-type".
func (t Twist) String() string {
	switch t {
	case DType:
		return "D-type"
	case MType:
		return "M-type"
	}
	return "unknown twist"
}

// Params describes a BLS12 or BN curve: a page of constants. Every integer is
// reduced modulo p (the seed excepted, which is signed); New validates all of
// them and never modifies them.
type Params[E any] struct {
	// Name is used in errors and String.
	Name string
	// Family is BLS12 or BN; X is the signed seed x the family's polynomials
	// are evaluated at.
	Family Family
	X      *big.Int
	// Twist is the sextic twist type of G2's curve.
	Twist Twist

	// The tower Fp2 = Fp[u]/(u² − β), Fp6 = Fp2[v]/(v³ − ξ), Fp12 = Fp6[w]/(w² − v):
	// either Tower, already built over the base field, or Field, Beta and
	// Xi = (ξ0, ξ1) for ξ = ξ0 + ξ1·u, from which New builds it with C1First
	// encodings (the ZCash, EIP-197 and gnark-crypto order). Not both.
	Tower *tower.Fp12[E]
	Field field.Field[E]
	Beta  *big.Int
	Xi    [2]*big.Int

	// B is the coefficient of E: y² = x³ + b over Fp. TwistB = (b'0, b'1) is
	// the coefficient b' = b'0 + b'1·u of the twist E': y² = x³ + b'; when
	// both are nil it is derived as b/ξ (D-type) or b·ξ (M-type), otherwise
	// it must equal that.
	B      *big.Int
	TwistB [2]*big.Int

	// G1 = (x, y) generates the order-r subgroup of E(Fp); G2 = (x0, x1, y0,
	// y1), for x = x0 + x1·u and y = y0 + y1·u, that of E'(Fp2).
	G1 [2]*big.Int
	G2 [4]*big.Int
}

// polynomials returns p(x), r(x) and t(x) of the family, and whether p(x) is
// an integer (for BLS12, (x − 1)²(x⁴ − x² + 1) must be divisible by 3, i.e.
// x ≡ 1 mod 3).
func polynomials(fam Family, x *big.Int) (p, r, t *big.Int, ok bool) {
	pow := func(k int64) *big.Int { return new(big.Int).Exp(x, big.NewInt(k), nil) }
	lin := func(terms ...[2]int64) *big.Int { // Σ c·x^k for (c, k)
		s := new(big.Int)
		for _, ck := range terms {
			s.Add(s, new(big.Int).Mul(big.NewInt(ck[0]), pow(ck[1])))
		}
		return s
	}
	switch fam {
	case BLS12:
		r = lin([2]int64{1, 4}, [2]int64{-1, 2}, [2]int64{1, 0}) // x⁴ − x² + 1
		xm1 := new(big.Int).Sub(x, big.NewInt(1))
		num := new(big.Int).Mul(xm1, xm1)
		num.Mul(num, r) // (x − 1)²·r(x)
		q, m := new(big.Int).DivMod(num, big.NewInt(3), new(big.Int))
		p = q.Add(q, x)
		t = new(big.Int).Add(x, big.NewInt(1))
		return p, r, t, m.Sign() == 0
	case BN:
		p = lin([2]int64{36, 4}, [2]int64{36, 3}, [2]int64{24, 2}, [2]int64{6, 1}, [2]int64{1, 0})
		r = lin([2]int64{36, 4}, [2]int64{36, 3}, [2]int64{18, 2}, [2]int64{6, 1}, [2]int64{1, 0})
		t = lin([2]int64{6, 2}, [2]int64{1, 0})
		return p, r, t, true
	}
	return nil, nil, nil, false
}

// loopCount returns the signed loop count of the optimal ate pairing:
// x for BLS12, 6x + 2 for BN (Vercauteren 2010, §IV).
func loopCount(fam Family, x *big.Int) *big.Int {
	if fam == BN {
		l := new(big.Int).Mul(x, big.NewInt(6))
		return l.Add(l, big.NewInt(2))
	}
	return new(big.Int).Set(x)
}

// naf returns the non-adjacent form of k > 0, least significant digit first:
// digits in {−1, 0, 1}, no two adjacent non-zero, so the Miller loop makes
// at most ⌈(bits + 1)/2⌉ addition steps.
func naf(k *big.Int) []int8 {
	k = new(big.Int).Set(k)
	var d []int8
	for k.Sign() > 0 {
		if k.Bit(0) == 1 {
			z := int8(2 - int(k.Bit(1))*2 - 1) // 1 when k ≡ 1 mod 4, −1 when k ≡ 3
			d = append(d, z)
			k.Sub(k, big.NewInt(int64(z)))
		} else {
			d = append(d, 0)
		}
		k.Rsh(k, 1)
	}
	return d
}

// errorf returns an error prefixed with the package name and the curve's.
func (p *Params[E]) errorf(msg string) error {
	name := p.Name
	if name == "" {
		name = "curve"
	}
	return errors.New("pairing: " + name + ": " + msg)
}

// buildTower returns the tower described by p.
func (p *Params[E]) buildTower() (*tower.Fp12[E], error) {
	if p.Tower != nil {
		if p.Field != nil || p.Beta != nil || p.Xi[0] != nil || p.Xi[1] != nil {
			return nil, p.errorf("give either Tower or Field, Beta and Xi, not both")
		}
		return p.Tower, nil
	}
	if p.Field == nil || p.Beta == nil || p.Xi[0] == nil || p.Xi[1] == nil {
		return nil, p.errorf("missing base field, β or ξ")
	}
	t, err := tower.NewTower(p.Field, p.Beta, p.Xi[0], p.Xi[1], tower.C1First)
	if err != nil {
		return nil, p.errorf("tower: " + err.Error())
	}
	return t, nil
}

// setFp sets z to the integer v mod m in the base field f.
func setFp[E any](f field.Field[E], z *E, v, m *big.Int) error {
	return field.SetBig(f, z, new(big.Int).Mod(v, m))
}
