package montgomery

import "github.com/curvekit/curvekit/field/fp25519"

// ladderFp25519x64 runs the ladder of a curve over fp25519.Field in
// fp25519's radix-2^64 representation (fp25519.Element64): four saturated
// limbs, 16 limb products per multiplication where radix 2^51 takes 25,
// and two carry chains in flight on MULX, ADCX and ADOX. It is a change of
// representation only, at the ladder's two ends: u(P) goes in through
// Field.Element64, (x2 : z2) comes out through Field.SetElement64, and in
// between runs the ladder of ladder.go generated for Field64ADX or Field64
// (zz_ladder_fp25519.go). Those compute the same field elements as the
// generic ladder over fp25519.Field (TestGeneratedLadderMatchesGeneric
// compares them). fp25519Backend sets exactly one of adx and x64.
type ladderFp25519x64 struct {
	adx *arithFp25519x64ADX
	x64 *arithFp25519x64
}

// newLadderFp25519x64 returns the radix-2^64 ladder for a, with MULX, ADCX
// and ADOX when adx is true.
func newLadderFp25519x64(a *arith[fp25519.Element], adx bool) *ladderFp25519x64 {
	// The generated ladders read only a24Small of their arith; the field
	// they call is their own f.
	k := &arith[fp25519.Element64]{a24Small: a.a24Small}
	if adx {
		return &ladderFp25519x64{adx: &arithFp25519x64ADX{arith: k}}
	}
	return &ladderFp25519x64{x64: &arithFp25519x64{arith: k}}
}

// ladder sets (s.x2 : s.z2) to the projective u-coordinate of k·P, where
// u(P) = s.x1, as arith.ladder does; s's other elements are left as they
// were (the walk's own memory is w, on the stack, wiped before returning).
func (l *ladderFp25519x64) ladder(s *lscratch[fp25519.Element], k []byte, bits int) {
	var f fp25519.Field
	var w lscratch[fp25519.Element64]
	f.Element64(&w.x1, &s.x1)
	if l.adx != nil {
		l.adx.ladder(&w, k, bits)
	} else {
		l.x64.ladder(&w, k, bits)
	}
	f.SetElement64(&s.x2, &w.x2)
	f.SetElement64(&s.z2, &w.z2)
	w = lscratch[fp25519.Element64]{}
}
