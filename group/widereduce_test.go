package group

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScalarFromUniformBytesMatchesBigInt checks the wide reduction of every
// group against math/big on all-0xff strings of every allowed length, and
// that one byte more is refused.
func TestScalarFromUniformBytesMatchesBigInt(t *testing.T) {
	for _, g := range []Group{Ristretto255(), Decaf448(), P256(), Secp256k1(), Edwards25519(), Edwards448()} {
		t.Run(g.Name(), func(t *testing.T) {
			maxLen := 64
			if g.Name() == Edwards448().Name() || g.Name() == Decaf448().Name() {
				maxLen = 114 // both reduce with fn448, 2·57 bytes
			}
			for _, n := range []int{0, 1, 32, maxLen} {
				b := make([]byte, n)
				for i := range b {
					b[i] = 0xff - byte(i)
				}
				s, err := ScalarFromUniformBytes(g, b)
				require.NoError(t, err, "%d bytes", n)
				le := make([]byte, n)
				for i := range b {
					le[n-1-i] = b[i]
				}
				want := new(big.Int).Mod(new(big.Int).SetBytes(le), g.Order())
				enc := s.Bytes()
				if g.Name() == P256().Name() || g.Name() == Secp256k1().Name() {
					assert.Zero(t, want.Cmp(new(big.Int).SetBytes(enc)), "%d bytes", n)
					continue
				}
				for i, j := 0, len(enc)-1; i < j; i, j = i+1, j-1 {
					enc[i], enc[j] = enc[j], enc[i]
				}
				assert.Zero(t, want.Cmp(new(big.Int).SetBytes(enc)), "%d bytes", n)
			}
			_, err := ScalarFromUniformBytes(g, make([]byte, maxLen+1))
			assert.Error(t, err)
		})
	}
}
