package bn254

// ScalarMultVarTime sets v = k·p and returns v, for a public scalar and
// point, such as those of EIP-196's ecMul (the subpackage evm): the
// engine's variable-time multiplication, k split by the GLV endomorphism
// into halves whose width-5 NAFs share one chain of Jacobian doublings
// (weierstrass.Point.DoubleScalarMultVarTime with a zero second scalar),
// about half the time of ScalarMult. Execution time depends on k and p.
func (v *G1) ScalarMultVarTime(k *Scalar, p *G1) *G1 {
	var zero Fr // 0, whose multiple of the generator adds nothing
	v.p.DoubleScalarMultVarTime(&k.v, p.pt(), &zero)
	return v
}
