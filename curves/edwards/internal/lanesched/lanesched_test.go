package lanesched

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestParseReadsStages checks the parsed form of a formula against the
// terms written by hand: the doubling's last stage and the subtraction's
// product, and the lanes of every formula's result.
func TestParseReadsStages(t *testing.T) {
	s := Double.Stages[2]
	require.Equal(t, Linear, s.Op)
	// over (A, B, C, S): A+B−S, A+B, A−B, A−B+2C
	require.Equal(t, [4]Expr{
		{{1, 0}, {1, 1}, {-1, 3}},
		{{1, 0}, {1, 1}},
		{{1, 0}, {-1, 1}},
		{{1, 0}, {-1, 1}, {2, 2}},
	}, s.Left)
	require.Equal(t, Square, Double.Stages[1].Op)
	m := Sub.Stages[1]
	require.Equal(t, Mul, m.Op)
	require.Equal(t, Factor{Operand: "q", Lanes: [4]int{1, 0, 2, 3}}, m.Right)
	require.Equal(t, Factor{Operand: "", Lanes: [4]int{3, 1, 2, 1}}, Add.Stages[0].Right) // (F, H, G, H)
	for _, f := range []*Formula{Add, Sub, Double} {
		require.Equal(t, [4]string{"E", "H", "G", "F"}, f.Output(), f.Name)
	}
	require.Equal(t, [4]string{"qM", "qP", "qT", "qZ"}, ToCached.Output())
}

// TestParseRejectsMalformedStages checks that a stage the kernels could
// not run, or that names a lane it cannot see, is refused.
func TestParseRejectsMalformedStages(t *testing.T) {
	for _, stage := range []string{
		"(X, Y, Z) = (E, G, F)·(F, H, G)",           // three lanes
		"(X, Y, Z, T) = (E, G, F, E)·(F, H, G, qM)", // right factor from two vectors
		"(X, Y, Z, T) = (−E, G, F, E)",              // starts with a subtraction
		"(X, Y, Z, T) = (E, G, F, 3E)",              // coefficient 3
		"(X, Y, Z, T) = (E, G, F, W)",               // no lane W
		"(X, Y, Z, T) = (E, G, F, E)³",              // no such operation
		"(X, Y, Z, T) (E, G, F, E)",                 // no =
	} {
		require.Panics(t, func() {
			Parse("bad", "E, H, G, F", map[string]string{"q": "qM, qP, qT, qZ"}, stage)
		}, stage)
	}
}

// bigField is arithmetic mod 2^255 − 19 on math/big integers, a model
// independent of curvekit's fields.
type bigField struct{ p *big.Int }

func (f bigField) Add(z, x, y **big.Int) { *z = new(big.Int).Mod(new(big.Int).Add(*x, *y), f.p) }
func (f bigField) Sub(z, x, y **big.Int) { *z = new(big.Int).Mod(new(big.Int).Sub(*x, *y), f.p) }
func (f bigField) Mul(z, x, y **big.Int) { *z = new(big.Int).Mod(new(big.Int).Mul(*x, *y), f.p) }
func (f bigField) Square(z, x **big.Int) { f.Mul(z, x, x) }

// TestEvalDouble runs Double on small integers mod p and compares it with
// the doubling written out by hand: from (E, H, G, F), X = E·F, Y = G·H,
// Z = F·G, then A = X², B = Y², C = Z², S = (X+Y)² and the result
// (A+B−S, A+B, A−B, A−B+2C).
func TestEvalDouble(t *testing.T) {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	f := bigField{p}
	in := [4]*big.Int{big.NewInt(3), big.NewInt(5), big.NewInt(7), big.NewInt(11)}
	got := Eval[*big.Int](f, Double, in, nil)
	x, y, z := int64(3*11), int64(7*5), int64(11*7)
	a, b, c, s := x*x, y*y, z*z, (x+y)*(x+y)
	want := []int64{a + b - s, a + b, a - b, a - b + 2*c}
	for j := range want {
		w := new(big.Int).Mod(big.NewInt(want[j]), p)
		require.Zero(t, w.Cmp(got[j]), "lane %d", j)
	}
}
