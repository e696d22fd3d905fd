package weierstrass

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fnr256"
)

// checkInverseVarTime compares inverseVarTime with f.Inverse on 0, 1, n − 1
// and a few other values.
func checkInverseVarTime[E any](t *testing.T, f field.Field[E], n *big.Int) {
	t.Helper()
	for _, v := range []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), new(big.Int).Sub(n, big.NewInt(1)),
		new(big.Int).Rsh(n, 1), new(big.Int).Sub(n, big.NewInt(0x1234567))} {
		var x, got, want E
		require.NoError(t, field.SetBig(f, &x, v))
		inverseVarTime(f, &got, &x)
		f.Inverse(&want, &x)
		require.Equal(t, 1, f.Equal(&got, &want), "1/%#x", v)
	}
}

func TestInverseVarTime(t *testing.T) {
	// The fixed scalar fields of P-256 and secp256k1 offer InverseVarTime.
	var _ varTimeInverter[fnr256.Element] = fnr256.Field{}
	var _ varTimeInverter[fnk256.Element] = fnk256.Field{}
	checkInverseVarTime[fnr256.Element](t, fnr256.Field{}, fnr256.Field{}.Modulus())
	checkInverseVarTime[fnk256.Element](t, fnk256.Field{}, fnk256.Field{}.Modulus())

	// field.Prime offers it too.
	n := fnr256.Field{}.Modulus()
	fp, err := field.NewPrime(n, field.BigEndian)
	require.NoError(t, err)
	var _ varTimeInverter[field.PrimeElement] = fp
	checkInverseVarTime[field.PrimeElement](t, fp, n)

	// A field without the method: the constant-time Inverse stands in.
	bare := struct {
		field.Field[field.PrimeElement]
	}{fp}
	_, ok := any(bare).(varTimeInverter[field.PrimeElement])
	require.False(t, ok, "the wrapper is expected to hide InverseVarTime")
	checkInverseVarTime[field.PrimeElement](t, bare, n)
}
