package tower_test

import (
	"bytes"
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"

	bls12381 "github.com/consensys/gnark-crypto/ecc/bls12-381"
	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// TestFp12BytesGnark checks that the C1First encoding of Fp12 is
// gnark-crypto's GT encoding, byte for byte, for both curves, and that
// SetBytes reads it back.
func TestFp12BytesGnark(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 20))
	for _, c := range []struct {
		name  string
		f     *tower.Fp12[Prime]
		gnark func(b []byte) []byte // gnark's SetBytes then Bytes
	}{
		{"BLS12-381", blsTower(t), func(b []byte) []byte {
			var g bls12381.GT
			require.NoError(t, g.SetBytes(b))
			out := g.Bytes()
			return out[:]
		}},
		{"BN254", bnTower(t), func(b []byte) []byte {
			var g bn254.GT
			require.NoError(t, g.SetBytes(b))
			out := g.Bytes()
			return out[:]
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := c.f
			for range 8 {
				x := rand12(rng, f)
				b := make([]byte, f.ByteLen())
				f.PutBytes(b, &x)
				require.Equal(t, b, c.gnark(b), "PutBytes differs from gnark's GT Bytes")
				n := f.Fp2().Base().ByteLen()
				require.Equal(t, flat(f, &x)[0], new(big.Int).SetBytes(b[len(b)-n:]), "constant term last")
				var y tower.Fp12Element[Prime]
				require.NoError(t, f.SetBytes(&y, b))
				requireEqual12(t, f, &y, &x, "SetBytes(PutBytes(x))")
				// A non-canonical coefficient anywhere is rejected and
				// leaves the receiver alone.
				bad := bytes.Clone(b)
				i := rng.IntN(12)
				for k := range n {
					bad[i*n+k] = 0xff
				}
				z := y
				err := f.SetBytes(&z, bad)
				require.True(t, errors.Is(err, field.ErrNotReduced), "coefficient %d all ones: %v", i, err)
				requireEqual12(t, f, &z, &y, "receiver after a rejected SetBytes")
				require.ErrorIs(t, f.SetBytes(&z, b[1:]), field.ErrLength)
			}
		})
	}
}
