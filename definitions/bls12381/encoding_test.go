package bls12381_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bls12381"
	"github.com/curvekit/curvekit/internal/vectors"
)

// circl v1.6.5 ships the zkcrypto serialization vectors of BLS12-381
// (ecc/bls12381/testdata, from zkcrypto/bls12_381's test data): for each
// group and form, 1000 records, the encodings of k·G for k = 0 … 999.
const (
	circlModule  = "github.com/cloudflare/circl"
	circlVersion = "v1.6.5"
	circlECC     = "ecc/bls12381/testdata/"
)

// group is what the encoding tests need of G1 and G2, over bytes.
type group struct {
	name          string
	size, uncSize int
	multiple      func(k uint64) ([]byte, []byte) // k·G compressed, uncompressed
	decode        func(b []byte) ([]byte, error)  // decode then re-encode compressed
	decodeUnc     func(b []byte) ([]byte, error)  // decode then re-encode uncompressed
}

func groups() []group {
	return []group{
		{
			name: "g1", size: bls12381.G1Size, uncSize: bls12381.G1UncompressedSize,
			multiple: func(k uint64) ([]byte, []byte) {
				p := new(bls12381.G1).ScalarBaseMult(new(bls12381.Scalar).SetUint64(k))
				return p.Bytes(), p.BytesUncompressed()
			},
			decode: func(b []byte) ([]byte, error) {
				p, err := new(bls12381.G1).SetBytes(b)
				if err != nil {
					return nil, err
				}
				return p.Bytes(), nil
			},
			decodeUnc: func(b []byte) ([]byte, error) {
				p, err := new(bls12381.G1).SetBytes(b)
				if err != nil {
					return nil, err
				}
				return p.BytesUncompressed(), nil
			},
		},
		{
			name: "g2", size: bls12381.G2Size, uncSize: bls12381.G2UncompressedSize,
			multiple: func(k uint64) ([]byte, []byte) {
				p := new(bls12381.G2).ScalarBaseMult(new(bls12381.Scalar).SetUint64(k))
				return p.Bytes(), p.BytesUncompressed()
			},
			decode: func(b []byte) ([]byte, error) {
				p, err := new(bls12381.G2).SetBytes(b)
				if err != nil {
					return nil, err
				}
				return p.Bytes(), nil
			},
			decodeUnc: func(b []byte) ([]byte, error) {
				p, err := new(bls12381.G2).SetBytes(b)
				if err != nil {
					return nil, err
				}
				return p.BytesUncompressed(), nil
			},
		},
	}
}

// TestZcashVectors checks, for both groups and both forms, that k·G encodes
// to record k of the zkcrypto vectors and that every record decodes to a
// point that encodes back to it: 4000 records.
func TestZcashVectors(t *testing.T) {
	for _, g := range groups() {
		t.Run(g.name, func(t *testing.T) {
			comp := vectors.ModuleFile(t, circlModule, circlVersion, circlECC+g.name+"_compressed_valid_test_vectors.dat")
			unc := vectors.ModuleFile(t, circlModule, circlVersion, circlECC+g.name+"_uncompressed_valid_test_vectors.dat")
			require.Len(t, comp, 1000*g.size)
			require.Len(t, unc, 1000*g.uncSize)
			// k·G by repeated addition is cheaper than 1000 scalar
			// multiplications and is checked against ScalarBaseMult at a few k.
			for k := range uint64(1000) {
				wantC := comp[int(k)*g.size : int(k+1)*g.size]
				wantU := unc[int(k)*g.uncSize : int(k+1)*g.uncSize]
				if k%97 == 0 || k < 3 {
					gotC, gotU := g.multiple(k)
					require.Equal(t, wantC, gotC, "compressed %d·G", k)
					require.Equal(t, wantU, gotU, "uncompressed %d·G", k)
				}
				got, err := g.decode(wantC)
				require.NoError(t, err, "record %d", k)
				require.Equal(t, wantC, got, "record %d", k)
				got, err = g.decodeUnc(wantU)
				require.NoError(t, err, "record %d", k)
				require.True(t, bytes.Equal(wantU, got), "record %d", k)
			}
		})
	}
}
