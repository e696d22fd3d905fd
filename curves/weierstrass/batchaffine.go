package weierstrass

// batchToAffineVarTime sets out[i] to the affine form of the Jacobian point
// in[i], x = X/Z² and y = Y/Z³, for all i with a single field inversion
// (Montgomery's trick: invert the product of all the Z, then peel each
// 1/Z off it with two multiplications), and reports true. If some Z is 0
// (an identity, which has no affine form), it leaves out unchanged and
// reports false. out and in must have the same length. It costs one
// inversion and 6M + 1S per point, against one inversion per point point
// by point, and allocates one element per point for the partial products.
// Execution time depends on which Z are zero; the inputs are public.
func (w *workspace[E, S]) batchToAffineVarTime(out []affine[E], in []jacobian[E]) bool {
	for i := range in {
		if w.f.IsZero(&in[i].Z) == 1 {
			return false
		}
	}
	if len(in) > 0 {
		w.batchToAffine(out, in, make([]E, len(in)), new(batchScratch[E]))
	}
	return true
}

// batchToAffine sets out[i] to the affine form of the Jacobian point in[i]
// for all i by Montgomery's trick, as batchToAffineVarTime does, in
// constant time: every Z must be nonzero (one zero Z makes every output
// zero). prefix (len(in) elements, len(in) ≥ 1) receives the partial
// products Z_0·…·Z_i. out and in must have the same length.
func (w *workspace[E, S]) batchToAffine(out []affine[E], in []jacobian[E], prefix []E, s *batchScratch[E]) {
	f := w.f
	inv, zinv, zinv2 := &s.inv, &s.zinv, &s.zinv2
	prefix[0] = in[0].Z
	for i := 1; i < len(in); i++ {
		f.Mul(&prefix[i], &prefix[i-1], &in[i].Z)
	}
	f.Inverse(inv, &prefix[len(in)-1]) // 1/(Z_0·…·Z_i), i from the top down
	for i := len(in) - 1; i >= 0; i-- {
		if i > 0 { // public: the position
			f.Mul(zinv, inv, &prefix[i-1]) // 1/Z_i
			f.Mul(inv, inv, &in[i].Z)
		} else {
			*zinv = *inv
		}
		f.Square(zinv2, zinv)
		f.Mul(&out[i].X, &in[i].X, zinv2)
		f.Mul(zinv2, zinv2, zinv)
		f.Mul(&out[i].Y, &in[i].Y, zinv2)
	}
}

// batchScratch holds the temporaries of batchToAffine.
type batchScratch[E any] struct {
	inv, zinv, zinv2 E // 1/(Z_0·…·Z_i), 1/Z_i, its square and cube
}
