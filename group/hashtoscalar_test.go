package group_test

import (
	"crypto/sha256"
	"crypto/sha512"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/group"
	"github.com/curvekit/curvekit/hashes"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHashToScalarReference recomputes HashToScalar with math/big from
// expand_message: for the groups that use hash_to_field, the L-byte output
// read big-endian modulo n (RFC 9380 §5.2, L as RFC 9497 §4.3–4.5 gives it
// for the NIST suites); for ristretto255 and decaf448, 64 bytes read
// little-endian modulo the order (RFC 9497 §4.1–4.2).
func TestHashToScalarReference(t *testing.T) {
	cases := []struct {
		g      group.Group
		expand func(msg, dst []byte, n int) ([]byte, error)
		l      int
		little bool
	}{
		{group.Ristretto255(), func(m, d []byte, n int) ([]byte, error) { return hashes.ExpandMessageXMD(sha512.New, m, d, n) }, 64, true},
		{group.Decaf448(), func(m, d []byte, n int) ([]byte, error) {
			return hashes.ExpandMessageXOF(hashes.SHAKE256, 224, m, d, n)
		}, 64, true},
		{group.P256(), func(m, d []byte, n int) ([]byte, error) { return hashes.ExpandMessageXMD(sha256.New, m, d, n) }, 48, false},
		{group.P384(), func(m, d []byte, n int) ([]byte, error) { return hashes.ExpandMessageXMD(sha512.New384, m, d, n) }, 72, false},
		{group.P521(), func(m, d []byte, n int) ([]byte, error) { return hashes.ExpandMessageXMD(sha512.New, m, d, n) }, 98, false},
		{group.Secp256k1(), func(m, d []byte, n int) ([]byte, error) { return hashes.ExpandMessageXMD(sha256.New, m, d, n) }, 48, false},
		{group.Edwards25519(), func(m, d []byte, n int) ([]byte, error) { return hashes.ExpandMessageXMD(sha512.New, m, d, n) }, 48, false},
		{group.Edwards448(), func(m, d []byte, n int) ([]byte, error) {
			return hashes.ExpandMessageXOF(hashes.SHAKE256, 224, m, d, n)
		}, 84, false},
	}
	dst := []byte("curvekit-group-test-HashToScalar")
	for _, c := range cases {
		t.Run(c.g.Name(), func(t *testing.T) {
			for _, msg := range []string{"", "abc", "a longer message of some bytes"} {
				u, err := c.expand([]byte(msg), dst, c.l)
				require.NoError(t, err)
				if c.little {
					reverse(u)
				}
				want := new(big.Int).SetBytes(u)
				want.Mod(want, c.g.Order())
				s, err := c.g.HashToScalar([]byte(msg), dst)
				require.NoError(t, err)
				b := s.Bytes()
				if c.g.NewScalar().SetUint64(1).Bytes()[0] == 1 { // little-endian scalars
					b = append([]byte(nil), b...)
					reverse(b)
				}
				assert.Equal(t, want, new(big.Int).SetBytes(b), "msg %q", msg)
			}
		})
	}
}
