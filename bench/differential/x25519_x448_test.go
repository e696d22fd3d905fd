package differential

import (
	"math/big"
	"strconv"
	"testing"

	circlx25519 "github.com/cloudflare/circl/dh/x25519"
	circlx448 "github.com/cloudflare/circl/dh/x448"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/x25519"
	"github.com/curvekit/curvekit/definitions/x448"
)

// xInputs returns the peer u-coordinates the Diffie–Hellman tests use, as
// n-byte little-endian strings: a public key; a random string (on the curve
// or on its twist; for X25519 its bit 255, which RFC 7748 masks, is random);
// a random canonical u and, when it fits in n bytes, the non-canonical u + p;
// and u = 0 and u = 1, which give the all-zero output (u = 0 has order 2 and
// u = 1 order 4, since u(2P) = (u² − 1)²/(4u(u² + A·u + 1)) = 0, and clamped
// scalars are multiples of the cofactor, 8 or 4).
func xInputs(label string, n int, p *big.Int, public []byte) [][]byte {
	random := testinput.Bytes(label+"/u", n)
	u := testinput.Element(p, label+"/u-canonical")
	nonCanonical := new(big.Int).Add(u, p)
	ins := [][]byte{public, random, testinput.LE(u, n), make([]byte, n), testinput.LE(big.NewInt(1), n)}
	if nonCanonical.BitLen() <= 8*n {
		ins = append(ins, testinput.LE(nonCanonical, n))
	}
	return ins
}

// TestX448AgainstCircl computes X448 of random scalars and u-coordinates —
// public keys, random strings, non-canonical encodings and points of low
// order — in curvekit and in circl: outputs must be equal, and curvekit must
// report ErrLowOrderPoint exactly where circl's Shared reports failure (an
// all-zero output). Public keys must be equal too.
func TestX448AgainstCircl(t *testing.T) {
	lowOrder := 0
	for i := range 40 {
		label := "x448/" + strconv.Itoa(i)
		scalar := testinput.Bytes(label+"/scalar", x448.ScalarSize)
		var cScalar, cPub circlx448.Key
		copy(cScalar[:], scalar)
		circlx448.KeyGen(&cPub, &cScalar)
		pub, err := x448.PublicKey(scalar)
		require.NoError(t, err)
		require.Equal(t, cPub[:], pub, "%s: public key", label)

		peerPub, err := x448.PublicKey(testinput.Bytes(label+"/peer", x448.ScalarSize))
		require.NoError(t, err)
		for j, u := range xInputs(label, x448.PointSize, testinput.P448, peerPub) {
			var cU, cOut circlx448.Key
			copy(cU[:], u)
			cOK := circlx448.Shared(&cOut, &cScalar, &cU)
			out, err := x448.X448(scalar, u)
			if !cOK {
				assert.ErrorIs(t, err, x448.ErrLowOrderPoint, "%s: input %d", label, j)
				lowOrder++
				continue
			}
			require.NoError(t, err, "%s: input %d", label, j)
			assert.Equal(t, cOut[:], out, "%s: input %d", label, j)
		}
	}
	assert.Equal(t, 2*40, lowOrder, "u = 0 and u = 1 give the all-zero output in every trial")
}

// TestX25519AgainstCircl is TestX448AgainstCircl for X25519 (the root
// module compares it with crypto/ecdh and x/crypto).
func TestX25519AgainstCircl(t *testing.T) {
	lowOrder := 0
	for i := range 40 {
		label := "x25519/" + strconv.Itoa(i)
		scalar := testinput.Bytes(label+"/scalar", x25519.ScalarSize)
		var cScalar, cPub circlx25519.Key
		copy(cScalar[:], scalar)
		circlx25519.KeyGen(&cPub, &cScalar)
		pub, err := x25519.PublicKey(scalar)
		require.NoError(t, err)
		require.Equal(t, cPub[:], pub, "%s: public key", label)

		peerPub, err := x25519.PublicKey(testinput.Bytes(label+"/peer", x25519.ScalarSize))
		require.NoError(t, err)
		for j, u := range xInputs(label, x25519.PointSize, testinput.P25519, peerPub) {
			var cU, cOut circlx25519.Key
			copy(cU[:], u)
			cOK := circlx25519.Shared(&cOut, &cScalar, &cU)
			out, err := x25519.X25519(scalar, u)
			if !cOK {
				assert.ErrorIs(t, err, x25519.ErrLowOrderPoint, "%s: input %d", label, j)
				lowOrder++
				continue
			}
			require.NoError(t, err, "%s: input %d", label, j)
			assert.Equal(t, cOut[:], out, "%s: input %d", label, j)
		}
	}
	assert.Equal(t, 2*40, lowOrder, "u = 0 and u = 1 give the all-zero output in every trial")
}
