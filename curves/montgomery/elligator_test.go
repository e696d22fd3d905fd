package montgomery

import (
	"crypto/sha512"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/hashes"
	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// h2cPoint is a point of an RFC 9380 vector file; x and y are the
// Montgomery u and v.
type h2cPoint struct{ X, Y string }

type h2cSuite struct {
	Ciphersuite  string
	DST          string
	K            string
	RandomOracle bool
	Vectors      []struct {
		Msg       string
		U         []string
		P         h2cPoint
		Q, Q0, Q1 h2cPoint
	}
}

// TestHashToCurveVectors checks hash_to_field, MapToCurve, EncodeToCurve
// and HashToCurve against RFC 9380's curve25519 and curve448 suites (the
// vector files of testdata/h2c at the repository root).
func TestHashToCurveVectors(t *testing.T) {
	testCurves(t)
	suites := []struct {
		file   string
		curves []testCurve
		xof    bool
	}{
		{"h2c/curve25519_XMD_SHA-512_ELL2_NU_.json", all25519, false},
		{"h2c/curve25519_XMD_SHA-512_ELL2_RO_.json", all25519, false},
		{"h2c/curve448_XOF_SHAKE256_ELL2_NU_.json", all448, true},
		{"h2c/curve448_XOF_SHAKE256_ELL2_RO_.json", all448, true},
	}
	for _, s := range suites {
		var suite h2cSuite
		require.NoError(t, json.Unmarshal(vectors.Testdata(t, s.file), &suite))
		k := int(mustBig(suite.K).Int64())
		var exp hashes.Expander
		var err error
		if s.xof {
			exp, err = hashes.NewXOFExpander(hashes.SHAKE256, []byte(suite.DST), k)
		} else {
			exp, err = hashes.NewXMDExpander(sha512.New, []byte(suite.DST), k)
		}
		require.NoError(t, err)
		require.NotEmpty(t, suite.Vectors)
		for _, c := range s.curves {
			t.Run(suite.Ciphersuite+"/"+c.name, func(t *testing.T) {
				for _, v := range suite.Vectors {
					count := 1
					if suite.RandomOracle {
						count = 2
					}
					us, err := c.hashToField(exp, []byte(v.Msg), count)
					require.NoError(t, err)
					require.Len(t, v.U, count)
					for i := range us {
						require.Zero(t, mustBig(v.U[i]).Cmp(us[i]), "msg %q u[%d]", v.Msg, i)
					}
					var u, w *big.Int
					var id int
					if suite.RandomOracle {
						q0u, q0v := c.mapToCurve(us[0])
						checkPoint(t, v.Q0, q0u, q0v)
						q1u, q1v := c.mapToCurve(us[1])
						checkPoint(t, v.Q1, q1u, q1v)
						u, w, id = c.hash(us[0], us[1])
					} else {
						qu, qv := c.mapToCurve(us[0])
						checkPoint(t, v.Q, qu, qv)
						u, w, id = c.encode(us[0])
					}
					assert.Equal(t, 0, id)
					checkPoint(t, v.P, u, w)
				}
			})
		}
	}
}

func checkPoint(t *testing.T, want h2cPoint, u, v *big.Int) {
	t.Helper()
	assert.Zero(t, mustBig(want.X).Cmp(u), "u: want %s, got %x", want.X, u)
	assert.Zero(t, mustBig(want.Y).Cmp(v), "v: want %s, got %x", want.Y, v)
}

// TestMapToCurveModel checks that MapToCurve's output is on the curve for
// random inputs and for the exceptional inputs 0 and those with Z·t² = −1,
// and that HashToCurve agrees with the affine model's addition.
func TestMapToCurveModel(t *testing.T) {
	forAll(t, func(t *testing.T, c testCurve) {
		ref := c.ref()
		inputs := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(c.p, big.NewInt(1))}
		// The exceptional case Z·t² = −1 of step 3: for curve448 (Z = −1)
		// it is t = ±1, included above; for curve25519 (Z = 2) it cannot
		// occur, as −1 is a square and 2 is not modulo 2^255 − 19.
		for range 6 {
			inputs = append(inputs, randField(t, c.p))
		}
		h := big.NewInt(8)
		if c.bits == 448 {
			h = big.NewInt(4)
		}
		for i, x := range inputs {
			u, v := c.mapToCurve(x)
			require.True(t, ref.onCurve(refPoint{u: u, v: v}), "t = %v", x)
			y := inputs[(i+1)%len(inputs)]
			u2, v2 := c.mapToCurve(y)
			want := ref.mul(h, ref.add(refPoint{u: u, v: v}, refPoint{u: u2, v: v2}))
			gu, gv, id := c.hash(x, y)
			if want.inf {
				assert.Equal(t, 1, id)
				continue
			}
			assert.Equal(t, 0, id)
			assert.Zero(t, want.u.Cmp(gu))
			assert.Zero(t, want.v.Cmp(gv))
			want = ref.mul(h, refPoint{u: u, v: v})
			gu, gv, id = c.encode(x)
			if want.inf {
				assert.Equal(t, 1, id, "t = %v", x)
				continue
			}
			assert.Zero(t, want.u.Cmp(gu))
			assert.Zero(t, want.v.Cmp(gv))
		}
	})
}
