package pairing_test

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestGeneratorPairingIsNotOne(t *testing.T) {
	for _, e := range enginesList(t) {
		g1, g2 := e.G1Generator(), e.G2Generator()
		z, err := e.Pair([]pairingG1{g1}, []pairingG2{g2})
		require.NoError(t, err)
		require.Equal(t, 0, z.IsOne(), e.Name())
		r := z.ExpVarTime(z, e.Order())
		require.Equal(t, 1, r.IsOne(), "%s: e(G1, G2)^r = 1", e.Name())
	}
}
