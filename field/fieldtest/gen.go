package fieldtest

import (
	"math/big"
	"math/rand/v2"
)

// limbWidths are the limb sizes of the representations in use or likely:
// saturated 64-bit (Montgomery, fpk256), radix 2^51 (fp25519), 2^56 (fp448),
// and the 2^26, 2^28, 2^32, 2^52, 2^58 radices of other 32/64-bit designs.
// Values with all-ones or single-bit limbs at these widths exercise carries.
var limbWidths = []int{26, 28, 32, 51, 52, 56, 58, 64}

// maxMontgomeryLimbs bounds the Montgomery radices R = 2^(64·L) whose residues
// are edge values: field.Prime goes up to 9 limbs.
const maxMontgomeryLimbs = 9

// edgeValues returns the edge values of GF(p) with n-byte encodings: all of
// them, deduplicated and sorted by first appearance, for unary properties, and
// a dozen for pairwise ones.
func edgeValues(p *big.Int, n int) (all, small []*big.Int) {
	seen := map[*[]*big.Int]map[string]bool{&all: {}, &small: {}}
	add := func(list *[]*big.Int, x *big.Int) {
		x = new(big.Int).Mod(x, p)
		if k := x.Text(16); !seen[list][k] {
			seen[list][k] = true
			*list = append(*list, x)
		}
	}
	one := big.NewInt(1)
	pow2 := func(k int) *big.Int { return new(big.Int).Lsh(one, uint(k)) }
	pm1 := new(big.Int).Sub(p, one)
	half := new(big.Int).Rsh(p, 1) // (p−1)/2
	bitLen := p.BitLen()
	allOnes := new(big.Int).Sub(pow2(8*n), one) // 2^(8n) − 1, every byte 0xff

	for _, x := range []*big.Int{
		big.NewInt(0), one, big.NewInt(2), big.NewInt(3), pm1,
		new(big.Int).Sub(p, big.NewInt(2)), half, new(big.Int).Add(half, one),
		new(big.Int).Sub(pow2(64), one), allOnes, pow2(bitLen - 1),
		new(big.Int).Sub(p, pow2(64)),
	} {
		add(&small, x)
	}
	var montR []*big.Int
	for l := 1; l <= maxMontgomeryLimbs; l++ {
		r := new(big.Int).Mod(pow2(64*l), p)
		montR = append(montR, r, new(big.Int).ModInverse(r, p))
	}
	add(&small, montR[2*((bitLen+63)/64-1)]) // R mod p for this size
	for _, x := range small {
		add(&all, x)
	}

	for k := 0; k < bitLen; k++ {
		add(&all, pow2(k))
	}
	boundary := func(k int) bool {
		if k%8 == 0 {
			return true
		}
		for _, w := range limbWidths {
			if r := k % w; r == 0 || r == 1 || r == w-1 {
				return true
			}
		}
		return false
	}
	for k := 1; k <= 8*n; k++ {
		if boundary(k) {
			add(&all, new(big.Int).Sub(pow2(k), one)) // 2^k − 1, reduced
			if k < bitLen {
				add(&all, new(big.Int).Sub(p, pow2(k)))
				add(&all, new(big.Int).Add(p, pow2(k)).Sub(pm1, pow2(k))) // p − 1 − 2^k
			}
		}
	}
	for _, w := range limbWidths {
		limbMax := new(big.Int).Sub(pow2(w), one)
		sum := new(big.Int)
		for i := 0; i*w < 8*n; i++ {
			limb := new(big.Int).Lsh(limbMax, uint(i*w))
			add(&all, limb)                             // one all-ones limb
			add(&all, sum.Add(sum, limb))               // the low i+1 limbs all ones
			add(&all, new(big.Int).Sub(p, limb))        // p minus an all-ones limb
			add(&all, new(big.Int).Lsh(one, uint(i*w))) // the low bit of limb i
		}
	}
	for _, r := range montR {
		add(&all, r)
		add(&all, new(big.Int).Mul(r, r))
		add(&all, new(big.Int).Sub(p, r))
	}
	return all, small
}

// edgeSample returns the edge values that the exponentiations (Inverse,
// Sqrt) run on: the small edges and a random sample of 8·Iterations others,
// or all of them once Iterations reaches 100. Multiplication and squaring,
// which the exponentiations are built from, see every edge value.
func (s *suite[E]) edgeSample(rng *rand.Rand) map[*big.Int]bool {
	m := map[*big.Int]bool{}
	n := len(s.edges)
	if s.opts.Iterations < 100 {
		n = min(n, len(s.small)+8*s.opts.Iterations)
	}
	for _, x := range s.edges[:len(s.small)] { // edges starts with the small ones
		m[x] = true
	}
	for _, i := range rng.Perm(len(s.edges))[:n-len(s.small)] {
		m[s.edges[i]] = true
	}
	return m
}

// randInt returns a value in [0, p), edge-biased: an edge value a quarter of
// the time, a small or nearly-p value an eighth each, a value with random
// all-ones and all-zero 64-bit words an eighth, else uniform.
func (s *suite[E]) randInt(rng *rand.Rand) *big.Int {
	switch c := rng.IntN(8); {
	case c < 2:
		return new(big.Int).Set(s.edges[rng.IntN(len(s.edges))])
	case c == 2:
		return s.mod(new(big.Int).SetUint64(rng.Uint64() >> rng.UintN(64)))
	case c == 3:
		x := new(big.Int).SetUint64(1 + rng.Uint64()>>rng.UintN(64))
		return s.mod(x.Sub(s.p, x))
	case c == 4:
		b := s.randBytes(rng, s.n)
		for i := 0; i+8 <= len(b); i += 8 {
			switch rng.IntN(3) {
			case 0:
				copy(b[i:i+8], []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})
			case 1:
				clear(b[i : i+8])
			}
		}
		return s.mod(new(big.Int).SetBytes(b))
	default:
		return s.uniform(rng)
	}
}

// uniform returns a uniformly random value in [0, p).
func (s *suite[E]) uniform(rng *rand.Rand) *big.Int {
	for {
		x := new(big.Int).SetBytes(s.randBytes(rng, s.n))
		x.Rsh(x, uint(8*s.n-s.p.BitLen()))
		if x.Cmp(s.p) < 0 {
			return x
		}
	}
}

// randNonZero returns an edge-biased value in [1, p).
func (s *suite[E]) randNonZero(rng *rand.Rand) *big.Int {
	for {
		if x := s.randInt(rng); x.Sign() != 0 {
			return x
		}
	}
}

// randBytes returns n random bytes.
func (s *suite[E]) randBytes(rng *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	return b
}

// randElem returns an edge-biased element and its value.
func (s *suite[E]) randElem(t tb, rng *rand.Rand) (E, *big.Int) {
	t.Helper()
	x := s.randInt(rng)
	return s.elem(t, x), x
}

// pairs returns the pairs of inputs for binary properties: every pair of the
// small edge values, then iterations·8 edge-biased random pairs.
func (s *suite[E]) pairs(rng *rand.Rand) [][2]*big.Int {
	var ps [][2]*big.Int
	for _, x := range s.small {
		for _, y := range s.small {
			ps = append(ps, [2]*big.Int{x, y})
		}
	}
	for range 8 * s.opts.Iterations {
		ps = append(ps, [2]*big.Int{s.randInt(rng), s.randInt(rng)})
	}
	return ps
}
