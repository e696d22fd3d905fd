package tower_test

import (
	"crypto/sha256"
	"math/big"
	"testing"

	blsfp "github.com/consensys/gnark-crypto/ecc/bls12-381/fp"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
	"github.com/curvekit/curvekit/hashes"
)

// TestSetWideBytesHashToField checks that Fp2's SetWideBytes, given the
// 2·L = 128 uniform bytes of one element, is RFC 9380 hash_to_field for
// BLS12-381's Fp2 (m = 2, L = 64), whatever the encoding's coefficient
// order: against gnark-crypto's fp.Hash (hash_to_field over Fp with four
// outputs: u0.c0, u0.c1, u1.c0, u1.c1) and against RFC 9380 Appendix J.10.1
// (BLS12381G2_XMD:SHA-256_SSWU_RO_, msg = "": u[0]).
func TestSetWideBytesHashToField(t *testing.T) {
	dst := []byte("QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_")
	xmd, err := hashes.NewXMDExpander(sha256.New, dst, 128)
	require.NoError(t, err)
	for _, order := range []tower.CoefficientOrder{tower.C1First, tower.C0First} {
		f2 := newTower(t, pBLS, 1, order).Fp2()
		for _, msg := range []string{"", "abc", "abcdef0123456789", "a512_aaaaaaaaaa"} {
			uniform := make([]byte, 256)
			require.NoError(t, xmd.Expand(uniform, []byte(msg)))
			want, err := blsfp.Hash([]byte(msg), dst, 4)
			require.NoError(t, err)
			for i := range 2 {
				var u tower.Fp2Element[Prime]
				require.NoError(t, f2.SetWideBytes(&u, uniform[128*i:128*(i+1)]))
				for j, c := range []*Prime{&u.C0, &u.C1} {
					w := want[2*i+j].Bytes()
					require.Equal(t, new(big.Int).SetBytes(w[:]), field.Big(f2.Base(), c), "msg %q u[%d] coefficient %d", msg, i, j)
				}
				if msg == "" && i == 0 {
					require.Equal(t, mustInt("0x03dbc2cce174e91ba93cbb08f26b917f98194a2ea08d1cce75b2b9cc9f21689d80bd79b594a613d0a68eb807dfdc1cf8"), field.Big(f2.Base(), &u.C0))
					require.Equal(t, mustInt("0x05a2acec64114845711a54199ea339abd125ba38253b70a92c876df10598bd1986b739cad67961eb94f7076511b3b39a"), field.Big(f2.Base(), &u.C1))
				}
			}
		}
	}
}
