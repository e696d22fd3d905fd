package differential

import (
	"math/big"
	"math/rand/v2"
	"testing"

	gnarkk1fp "github.com/consensys/gnark-crypto/ecc/secp256k1/fp"
	gnarkk1fr "github.com/consensys/gnark-crypto/ecc/secp256k1/fr"
	gnarkr1fp "github.com/consensys/gnark-crypto/ecc/secp256r1/fp"
	gnarkr1fr "github.com/consensys/gnark-crypto/ecc/secp256r1/fr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/field/fpr256"
)

// fieldGroup is a modulus and the implementations of arithmetic modulo it.
type fieldGroup struct {
	name  string
	p     *big.Int
	impls []impl
}

// fieldGroups lists every prebuilt modulus with curvekit's field for it (once
// that package exists) and each peer's.
func fieldGroups(t *testing.T) []fieldGroup {
	return []fieldGroup{
		{"fp25519", testinput.P25519, []impl{
			curvekitImpl(t, fp25519.Field{}, testinput.P25519), filippoFieldImpl(t), circlFp25519Impl(t)}},
		{"fp448", testinput.P448, []impl{curvekitImpl(t, fp448.Field{}, testinput.P448), circlFp448Impl(t)}},
		{"fpk256", testinput.PK256, []impl{
			curvekitImpl(t, fpk256.Field{}, testinput.PK256), decredFieldImpl(t), gnarkImpl[gnarkk1fp.Element](t)}},
		{"fpr256", testinput.PR256, []impl{curvekitImpl(t, fpr256.Field{}, testinput.PR256), gnarkImpl[gnarkr1fp.Element](t)}},
		{"fn25519", testinput.L25519, []impl{curvekitImpl(t, fn25519.Field{}, testinput.L25519), filippoScalarImpl(t), voiScalarImpl(t)}},
		{"fn448", testinput.N448, []impl{curvekitImpl(t, fn448.Field{}, testinput.N448), circlScalar448Impl()}},
		{"fnk256", testinput.NK256, []impl{curvekitImpl(t, fnk256.Field{}, testinput.NK256), decredScalarImpl(t), gnarkImpl[gnarkk1fr.Element](t)}},
		{"fnr256", testinput.NR256, []impl{curvekitImpl(t, fnr256.Field{}, testinput.NR256), gnarkImpl[gnarkr1fr.Element](t)}},
		// The runtime-modulus field.Prime at 4, 6 and 9 limbs; math/big, the
		// oracle, is the only peer beyond 256 bits.
		{"prime256", testinput.PR256, []impl{curvekitImpl(t, newPrime(t, testinput.PR256, field.BigEndian), testinput.PR256), gnarkImpl[gnarkr1fp.Element](t)}},
		{"prime384", testinput.P384, []impl{curvekitImpl(t, newPrime(t, testinput.P384, field.LittleEndian), testinput.P384)}},
		{"prime521", testinput.P521, []impl{curvekitImpl(t, newPrime(t, testinput.P521, field.BigEndian), testinput.P521)}},
	}
}

// newPrime returns field.NewPrime(p, order), failing the test on an error.
func newPrime(t *testing.T, p *big.Int, order field.ByteOrder) *field.Prime {
	f, err := field.NewPrime(p, order)
	require.NoError(t, err)
	return f
}

// testValues returns the integers modulo p the tests run on: edge values
// (0, 1, 2, p − 1, p − 2, (p ± 1)/2, powers of two at limb and radix
// boundaries and p minus them, 2^k − 1) followed by random values from a
// fixed seed.
func testValues(p *big.Int, random int) []*big.Int {
	one := big.NewInt(1)
	pm1 := new(big.Int).Sub(p, one)
	vals := []*big.Int{
		big.NewInt(0), big.NewInt(1), big.NewInt(2), pm1, new(big.Int).Sub(p, big.NewInt(2)),
		new(big.Int).Rsh(pm1, 1), new(big.Int).Rsh(new(big.Int).Add(p, one), 1),
	}
	for _, k := range []uint{26, 32, 51, 52, 56, 63, 64, 102, 112, 128, 153, 192, 204, 224, 255, 256, 320, 384, 446, 447, 448, 512, 520} {
		if k >= uint(p.BitLen()) {
			continue
		}
		pow := new(big.Int).Lsh(one, k)
		vals = append(vals, pow, new(big.Int).Sub(p, pow), new(big.Int).Sub(pow, one))
	}
	rng := rand.New(rand.NewChaCha8([32]byte{'c', 'u', 'r', 'v', 'e', 'k', 'i', 't'}))
	buf := make([]byte, 2*len(p.Bytes()))
	for range random {
		for i := range buf {
			buf[i] = byte(rng.Uint32())
		}
		vals = append(vals, new(big.Int).Mod(new(big.Int).SetBytes(buf), p))
	}
	return vals
}

func TestFieldsAgree(t *testing.T) {
	for _, g := range fieldGroups(t) {
		t.Run(g.name, func(t *testing.T) {
			p := g.p
			vals := testValues(p, 64)
			mod := func(x *big.Int) *big.Int { return x.Mod(x, p) }
			for _, im := range g.impls {
				t.Run(im.name, func(t *testing.T) {
					if im.mul != nil {
						for i, x := range vals {
							// Every value against a neighbour and its own
							// negation covers edges × edges and edges × random.
							for _, y := range []*big.Int{vals[(i+1)%len(vals)], vals[len(vals)-1-i]} {
								want := mod(new(big.Int).Mul(x, y))
								requireInt(t, want, im.mul(x, y), "Mul(%#x, %#x)", x, y)
							}
						}
					}
					if im.square != nil {
						for _, x := range vals {
							requireInt(t, mod(new(big.Int).Mul(x, x)), im.square(x), "Square(%#x)", x)
						}
					}
					if im.inverse != nil {
						for _, x := range vals {
							want := new(big.Int)
							if x.Sign() != 0 {
								want.ModInverse(x, p)
							}
							requireInt(t, want, im.inverse(x), "Inverse(%#x)", x)
						}
					}
					if im.sqrt != nil {
						for _, x := range vals {
							want := new(big.Int).ModSqrt(x, p)
							r, ok := im.sqrt(x)
							require.Equal(t, want != nil, ok, "Sqrt(%#x) square?", x)
							if ok {
								requireInt(t, x, mod(new(big.Int).Mul(r, r)), "Sqrt(%#x)² ≠ x", x)
							}
						}
					}
				})
			}
		})
	}
}

// TestFieldsAgreeWithEachOther checks curvekit against every peer directly,
// value by value, so that a failure names both implementations; the oracle
// test above already pins each to math/big.
func TestFieldsAgreeWithEachOther(t *testing.T) {
	for _, g := range fieldGroups(t) {
		if g.impls[0].name != "curvekit" {
			t.Logf("%s: no curvekit field yet; peers are checked against math/big only", g.name)
			continue
		}
		ck := g.impls[0]
		vals := testValues(g.p, 32)
		for _, peer := range g.impls[1:] {
			t.Run(g.name+"/"+peer.name, func(t *testing.T) {
				for i, x := range vals {
					y := vals[(i+7)%len(vals)]
					if peer.mul != nil {
						requireInt(t, peer.mul(x, y), ck.mul(x, y), "Mul(%#x, %#x)", x, y)
					}
					if peer.square != nil {
						requireInt(t, peer.square(x), ck.square(x), "Square(%#x)", x)
					}
					if peer.inverse != nil {
						requireInt(t, peer.inverse(x), ck.inverse(x), "Inverse(%#x)", x)
					}
					if peer.sqrt != nil {
						pr, pok := peer.sqrt(x)
						cr, cok := ck.sqrt(x)
						require.Equal(t, pok, cok, "Sqrt(%#x) square?", x)
						if cok {
							// The two may pick opposite roots: compare ±r.
							neg := new(big.Int).Mod(new(big.Int).Neg(pr), g.p)
							assert.True(t, cr.Cmp(pr) == 0 || cr.Cmp(neg) == 0, "Sqrt(%#x): curvekit %#x, %s %#x", x, cr, peer.name, pr)
						}
					}
				}
			})
		}
	}
}

// requireInt stops the test unless want and got are the same integer; unlike
// require.Equal it ignores big.Int's internal representation.
func requireInt(t *testing.T, want, got *big.Int, format string, args ...any) {
	t.Helper()
	if want.Cmp(got) != 0 {
		require.Failf(t, "integers differ", "want %#x, got %#x: "+format, append([]any{want, got}, args...)...)
	}
}
