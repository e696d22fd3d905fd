package weierstrass

import "math/big"

// The lattice of a GLS decomposition, found once by New (public values,
// variable time, math/big).
//
// For an endomorphism ψ that acts on the subgroup as multiplication by μ,
// a scalar k is written k ≡ k_0 + k_1·μ + … + k_(d−1)·μ^(d−1) (mod n) with
// short k_j. The vectors v with Σ v_j·μ^j ≡ 0 (mod n) form a lattice L of
// determinant n, spanned by (n, 0, …, 0) and (−μ^j, 0, …, 1, …, 0). A
// reduced basis b_0 … b_(d−1) of L (LLL) has entries of about n^(1/d) when
// μ satisfies a short relation of degree d (μ⁴ − μ² + 1 ≡ 0 for the ψ of
// BLS12 and BN curves). Babai's rounding then writes (k, 0, …, 0) as
// Σ α_i·b_i with α = (k, 0, …, 0)·B⁻¹ and subtracts Σ round(α_i)·b_i,
// which leaves a vector of L's fundamental parallelepiped around 0:
// |k_j| ≤ ½·Σ_i |b_ij|.

// glsLattice returns the starting basis of L for μ modulo n in d
// dimensions: (n, 0, …, 0) and, for 1 ≤ j < d, −μ^j mod n in column 0 and 1
// in column j.
func glsLattice(mu, n *big.Int, d int) [][]*big.Int {
	b := make([][]*big.Int, d)
	pow := big.NewInt(1)
	for i := range b {
		b[i] = make([]*big.Int, d)
		for j := range b[i] {
			b[i][j] = new(big.Int)
		}
		if i == 0 {
			b[0][0].Set(n)
			continue
		}
		pow.Mul(pow, mu).Mod(pow, n)
		b[i][0].Sub(n, pow).Mod(b[i][0], n)
		b[i][i].SetInt64(1)
	}
	return b
}

// lllReduce reduces the basis b (rows) in place by the algorithm of
// Lenstra, Lenstra and Lovász (Math. Ann. 261, 1982) with δ = 3/4, in exact
// rational arithmetic: size reduction |μ_kj| ≤ ½ and the Lovász condition
// |b*_k|² ≥ (δ − μ_k,k−1²)·|b*_(k−1)|², recomputing the Gram–Schmidt
// coefficients after each change (the bases here have four rows).
func lllReduce(b [][]*big.Int) {
	d := len(b)
	delta := big.NewRat(3, 4)
	k := 1
	for k < d {
		for j := k - 1; j >= 0; j-- {
			_, mu := gramSchmidt(b)
			q := roundRat(mu[k][j])
			if q.Sign() != 0 {
				for c := range b[k] {
					b[k][c].Sub(b[k][c], new(big.Int).Mul(q, b[j][c]))
				}
			}
		}
		norms, mu := gramSchmidt(b)
		m2 := new(big.Rat).Mul(mu[k][k-1], mu[k][k-1])
		rhs := new(big.Rat).Sub(delta, m2)
		rhs.Mul(rhs, norms[k-1])
		if norms[k].Cmp(rhs) >= 0 {
			k++
		} else {
			b[k], b[k-1] = b[k-1], b[k]
			k = max(k-1, 1)
		}
	}
}

// gramSchmidt returns the squared norms |b*_i|² of the Gram–Schmidt
// orthogonalisation of the rows of b and its coefficients
// μ_ij = ⟨b_i, b*_j⟩ / |b*_j|² for j < i.
func gramSchmidt(b [][]*big.Int) ([]*big.Rat, [][]*big.Rat) {
	d := len(b)
	star := make([][]*big.Rat, d)
	norms := make([]*big.Rat, d)
	mu := make([][]*big.Rat, d)
	for i := range b {
		star[i] = make([]*big.Rat, len(b[i]))
		for c, x := range b[i] {
			star[i][c] = new(big.Rat).SetInt(x)
		}
		mu[i] = make([]*big.Rat, d)
		for j := range i {
			dot := new(big.Rat)
			for c, x := range b[i] {
				dot.Add(dot, new(big.Rat).Mul(new(big.Rat).SetInt(x), star[j][c]))
			}
			mu[i][j] = dot.Quo(dot, norms[j])
			for c := range star[i] {
				star[i][c].Sub(star[i][c], new(big.Rat).Mul(mu[i][j], star[j][c]))
			}
		}
		norms[i] = new(big.Rat)
		for _, x := range star[i] {
			norms[i].Add(norms[i], new(big.Rat).Mul(x, x))
		}
	}
	return norms, mu
}

// roundRat returns the integer nearest to x (halves away from zero).
func roundRat(x *big.Rat) *big.Int {
	num, den := new(big.Int).Abs(x.Num()), x.Denom()
	q := new(big.Int).Lsh(num, 1)
	q.Add(q, den)
	q.Quo(q, new(big.Int).Lsh(den, 1))
	if x.Sign() < 0 {
		q.Neg(q)
	}
	return q
}

// firstRowOfInverse returns α with α·B = (1, 0, …, 0), the first row of
// B⁻¹, and the determinant of B, by Gaussian elimination over the
// rationals on Bᵀ·αᵀ = e_0. It returns nil when B is singular.
func firstRowOfInverse(b [][]*big.Int) ([]*big.Rat, *big.Rat) {
	d := len(b)
	// Augmented matrix of Bᵀ | e_0.
	m := make([][]*big.Rat, d)
	for r := range m {
		m[r] = make([]*big.Rat, d+1)
		for c := range d {
			m[r][c] = new(big.Rat).SetInt(b[c][r])
		}
		m[r][d] = new(big.Rat)
	}
	m[0][d].SetInt64(1)
	det := big.NewRat(1, 1)
	for col := range d {
		p := -1
		for r := col; r < d; r++ {
			if m[r][col].Sign() != 0 {
				p = r
				break
			}
		}
		if p < 0 {
			return nil, new(big.Rat)
		}
		if p != col {
			m[p], m[col] = m[col], m[p]
			det.Neg(det)
		}
		det.Mul(det, m[col][col])
		inv := new(big.Rat).Inv(m[col][col])
		for c := col; c <= d; c++ {
			m[col][c].Mul(m[col][c], inv)
		}
		for r := range d {
			if r == col || m[r][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Set(m[r][col])
			for c := col; c <= d; c++ {
				m[r][c].Sub(m[r][c], new(big.Rat).Mul(f, m[col][c]))
			}
		}
	}
	alpha := make([]*big.Rat, d)
	for i := range alpha {
		alpha[i] = m[i][d]
	}
	return alpha, det
}

// gramSchmidtMinSq returns min_i |b*_i|², the smallest squared length of
// the Gram–Schmidt vectors of the basis b (rows): a lower bound on the
// squared length of every nonzero vector of the lattice b spans. For
// v = Σ c_i·b_i ≠ 0 with k the last index of a nonzero c_k, v's component
// along b*_k is c_k·b*_k (b_i for i < k lies in the span of b*_0 … b*_(k−1),
// and b_k = b*_k + Σ_{i<k} μ_ki·b*_i), so |v| ≥ |c_k|·|b*_k| ≥ |b*_k|.
func gramSchmidtMinSq(b [][]*big.Int) *big.Rat {
	norms, _ := gramSchmidt(b)
	m := norms[0]
	for _, x := range norms[1:] {
		if x.Cmp(m) < 0 {
			m = x
		}
	}
	return new(big.Rat).Set(m)
}
