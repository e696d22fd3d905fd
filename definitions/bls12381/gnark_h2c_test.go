package bls12381_test

import (
	"math/rand/v2"
	"testing"

	gnark "github.com/consensys/gnark-crypto/ecc/bls12-381"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// TestGnarkHashToCurveDifferential compares the hash-to-curve suites of both
// groups with gnark-crypto's BLS12-381 on random messages (the rest of the
// package's operations are compared in gnark_gen_test.go). HashToG2, the
// slowest, runs on the first three messages.
func TestGnarkHashToCurveDifferential(t *testing.T) {
	type suite func(msg, dst []byte) ([]byte, error)
	suites := []struct {
		name      string
		want, got suite
		messages  int
	}{
		{"HashToG1", func(m, d []byte) ([]byte, error) { p, err := gnark.HashToG1(m, d); b := p.Bytes(); return b[:], err },
			func(m, d []byte) ([]byte, error) { return bytesOf(bls12381.HashToG1(m, d)) }, 8},
		{"EncodeToG1", func(m, d []byte) ([]byte, error) { p, err := gnark.EncodeToG1(m, d); b := p.Bytes(); return b[:], err },
			func(m, d []byte) ([]byte, error) { return bytesOf(bls12381.EncodeToG1(m, d)) }, 8},
		{"EncodeToG2", func(m, d []byte) ([]byte, error) { p, err := gnark.EncodeToG2(m, d); b := p.Bytes(); return b[:], err },
			func(m, d []byte) ([]byte, error) { return bytesOf(bls12381.EncodeToG2(m, d)) }, 8},
		{"HashToG2", func(m, d []byte) ([]byte, error) { p, err := gnark.HashToG2(m, d); b := p.Bytes(); return b[:], err },
			func(m, d []byte) ([]byte, error) { return bytesOf(bls12381.HashToG2(m, d)) }, 3},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	dst := []byte("curvekit differential test")
	for i := range 8 {
		msg := make([]byte, rng.IntN(100))
		for j := range msg {
			msg[j] = byte(rng.Uint32())
		}
		for _, s := range suites {
			if i >= s.messages {
				continue
			}
			want, err := s.want(msg, dst)
			require.NoError(t, err, s.name)
			got, err := s.got(msg, dst)
			require.NoError(t, err, s.name)
			require.Equal(t, want, got, "%s, message %d", s.name, i)
		}
	}
}

// bytesOf returns the encoding of a hash-to-curve result p, or its error.
func bytesOf(p interface{ Bytes() []byte }, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	return p.Bytes(), nil
}
