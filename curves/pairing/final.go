package pairing

import "github.com/curvekit/curvekit/field/tower"

// finalExponentiation sets z = f^(m·(p¹² − 1)/r), where m is a fixed
// multiple coprime to r chosen by the family's addition chain (3 for BLS12,
// 2x(6x² + 3x + 1) for BN): a pairing is defined up to such a power, and
// these are the values gnark-crypto, kilic/bls12-381 and circl compute.
//
// (p¹² − 1)/r = (p⁶ − 1)·(p² + 1)·(p⁴ − p² + 1)/r. The easy part
// (p⁶ − 1)(p² + 1) costs a conjugation (x^(p⁶) = x̄), an inversion and a
// Frobenius map; it lands in the cyclotomic subgroup, where inversion is
// conjugation and squaring is CyclotomicSquare. The hard part is an
// addition chain in x per family. f = 0 (which only degenerate inputs can
// produce) gives z = 0.
func (e *Engine[E]) finalExponentiation(z, f *tower.Fp12Element[E]) {
	var t tower.Fp12Element[E]
	e.easyPart(&t, f)
	e.hardPart(z, &t)
}

// easyPart sets z = f^((p⁶ − 1)(p² + 1)), an element of the cyclotomic
// subgroup (0 for f = 0).
func (e *Engine[E]) easyPart(z, f *tower.Fp12Element[E]) {
	f12 := e.f12
	var t, inv tower.Fp12Element[E]
	f12.Conjugate(&t, f) // f^(p⁶)
	f12.Inverse(&inv, f)
	f12.Mul(&t, &t, &inv) // f^(p⁶ − 1)
	f12.FrobeniusSquare(&inv, &t)
	f12.Mul(z, &inv, &t) // f^((p⁶ − 1)(p² + 1))
}

// hardPart sets z = a^(m·(p⁴ − p² + 1)/r) for a in the cyclotomic
// subgroup, by the family's chain.
func (e *Engine[E]) hardPart(z, a *tower.Fp12Element[E]) {
	if e.family == BLS12 {
		e.hardBLS12(z, a)
		return
	}
	e.hardBN(z, a)
}

// expX sets z = a^x for a in the cyclotomic subgroup and the signed seed x:
// a^|x| by a cyclotomic window exponentiation (expx.go), conjugated when
// x < 0.
func (e *Engine[E]) expX(z, a *tower.Fp12Element[E]) {
	e.expSeedAbs(z, a) // public exponent
	if e.x.Sign() < 0 {
		e.f12.Conjugate(z, z)
	}
}

// hardBLS12 sets z = a^(3·(p⁴ − p² + 1)/r) by the decomposition of
// Hayashida, Hayasaka and Teruya, "Efficient final exponentiation via
// cyclotomic structure for pairings over families of elliptic curves"
// (ePrint 2020/875), in its BLS12 case:
//
//	3·(p⁴ − p² + 1)/r = (x − 1)²·(x + p)·(x² + p² − 1) + 3
//
// five exponentiations by x, two Frobenius maps and a few products.
func (e *Engine[E]) hardBLS12(z, a *tower.Fp12Element[E]) {
	f12 := e.f12
	var t0, t1, t2 tower.Fp12Element[E]
	e.expX(&t0, a)
	f12.Conjugate(&t1, a)
	f12.Mul(&t0, &t0, &t1) // a^(x − 1)
	e.expX(&t1, &t0)
	f12.Conjugate(&t0, &t0)
	f12.Mul(&t0, &t1, &t0) // a^((x − 1)²)
	e.expX(&t1, &t0)
	f12.Frobenius(&t0, &t0)
	f12.Mul(&t0, &t1, &t0) // b = a^((x − 1)²(x + p))
	e.expX(&t1, &t0)
	e.expX(&t1, &t1) // b^(x²)
	f12.FrobeniusSquare(&t2, &t0)
	f12.Mul(&t1, &t1, &t2) // b^(x² + p²)
	f12.Conjugate(&t0, &t0)
	f12.Mul(&t1, &t1, &t0) // b^(x² + p² − 1)
	f12.CyclotomicSquare(&t0, a)
	f12.Mul(&t0, &t0, a) // a³
	f12.Mul(z, &t1, &t0)
}

// hardBN sets z = a^(2x(6x² + 3x + 1)·(p⁴ − p² + 1)/r) by the chain of
// Fuentes-Castañeda, Knapp and Rodríguez-Henríquez, "Faster hashing to G2"
// (SAC 2011), BN case: the exponent is λ0 + λ1·p + λ2·p² + λ3·p³ with
//
//	λ0 = 12x³ + 12x² + 6x + 1, λ1 = 12x³ + 6x² + 4x,
//	λ2 = 12x³ + 6x² + 6x,      λ3 = 12x³ + 6x² + 4x − 1,
//
// computed from A = a^(12x³ + 6x² + 6x) and B = A·a^(−2x) = a^λ1 as
// z = A·a^(6x²)·a · B^p · A^(p²) · (B·ā)^(p³): three exponentiations by x.
func (e *Engine[E]) hardBN(z, a *tower.Fp12Element[E]) {
	f12 := e.f12
	var fx, f2x, f6x, f6x2, f12x3, A, B, t tower.Fp12Element[E]
	e.expX(&fx, a)                  // a^x
	f12.CyclotomicSquare(&f2x, &fx) // a^(2x)
	f12.CyclotomicSquare(&t, &f2x)  // a^(4x)
	f12.Mul(&f6x, &f2x, &t)         // a^(6x)
	e.expX(&f6x2, &f6x)             // a^(6x²)
	f12.CyclotomicSquare(&t, &f6x2) // a^(12x²)
	e.expX(&f12x3, &t)              // a^(12x³)
	f12.Mul(&A, &f12x3, &f6x2)
	f12.Mul(&A, &A, &f6x) // A = a^(12x³ + 6x² + 6x) = a^λ2
	f12.Conjugate(&t, &f2x)
	f12.Mul(&B, &A, &t) // B = a^(12x³ + 6x² + 4x) = a^λ1
	var r tower.Fp12Element[E]
	f12.Mul(&r, &A, &f6x2)
	f12.Mul(&r, &r, a) // a^λ0
	f12.Frobenius(&t, &B)
	f12.Mul(&r, &r, &t) // · a^(λ1·p)
	f12.FrobeniusSquare(&t, &A)
	f12.Mul(&r, &r, &t) // · a^(λ2·p²)
	f12.Conjugate(&t, a)
	f12.Mul(&t, &t, &B) // a^λ3
	f12.FrobeniusCube(&t, &t)
	f12.Mul(z, &r, &t) // · a^(λ3·p³)
}
