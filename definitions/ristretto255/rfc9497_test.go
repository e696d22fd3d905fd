package ristretto255

import (
	"bytes"
	"compress/gzip"
	"encoding/hex"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rfc9497Identifier is this group's suite in RFC 9497's vectors.
const rfc9497Identifier = "ristretto255-SHA512"

// TestRFC9497HashToGroup checks HashToElement and HashToScalar against the
// OPRF vectors of RFC 9497 Appendix A, as circl's module ships them: for
// every mode, BlindedElement = Blind·HashToGroup(Input) with the suite's
// HashToGroup tag, skSm = DeriveKeyPair(seed, keyInfo) (HashToScalar with
// the DeriveKeyPair tag), and, in the OPRF and VOPRF modes,
// EvaluationElement = skSm·BlindedElement. The vectors are fetched with go
// mod download; the test skips if that fails.
func TestRFC9497HashToGroup(t *testing.T) {
	gz := vectors.ModuleFile(t, "github.com/cloudflare/circl", "v1.6.5", "oprf/testdata/rfc9497.json.gz")
	r, err := gzip.NewReader(bytes.NewReader(gz))
	require.NoError(t, err)
	data, err := io.ReadAll(r)
	require.NoError(t, err)
	var suites []struct {
		GroupDST   string `json:"groupDST"`
		Identifier string `json:"identifier"`
		KeyInfo    string `json:"keyInfo"`
		Mode       int    `json:"mode"`
		Seed       string `json:"seed"`
		SkSm       string `json:"skSm"`
		Vectors    []struct {
			Blind             string `json:"Blind"`
			BlindedElement    string `json:"BlindedElement"`
			EvaluationElement string `json:"EvaluationElement"`
			Input             string `json:"Input"`
		} `json:"vectors"`
	}
	require.NoError(t, json.Unmarshal(data, &suites))
	checked := 0
	for _, s := range suites {
		if s.Identifier != rfc9497Identifier {
			continue
		}
		groupDST := unhex(t, s.GroupDST)
		context := bytes.TrimPrefix(groupDST, []byte("HashToGroup-"))
		require.NotEqual(t, groupDST, context)

		// DeriveKeyPair (RFC 9497 §3.2.1), counter 0.
		info := unhex(t, s.KeyInfo)
		in := append(unhex(t, s.Seed), byte(len(info)>>8), byte(len(info)))
		in = append(append(in, info...), 0)
		sk, err := new(Scalar).HashToScalar(in, append([]byte("DeriveKeyPair"), context...))
		require.NoError(t, err)
		require.Equal(t, s.SkSm, hex.EncodeToString(sk.Bytes()), "mode %d: skSm", s.Mode)

		for _, v := range s.Vectors {
			inputs := strings.Split(v.Input, ",")
			blinds := strings.Split(v.Blind, ",")
			blinded := strings.Split(v.BlindedElement, ",")
			evaluated := strings.Split(v.EvaluationElement, ",")
			for i := range inputs {
				H, err := new(Element).HashToElement(unhex(t, inputs[i]), groupDST)
				require.NoError(t, err)
				blind, err := new(Scalar).SetCanonicalBytes(unhex(t, blinds[i]))
				require.NoError(t, err)
				B := new(Element).ScalarMult(blind, H)
				assert.Equal(t, blinded[i], hex.EncodeToString(B.Bytes()), "mode %d input %s", s.Mode, inputs[i])
				if s.Mode != 2 {
					E := new(Element).ScalarMult(sk, B)
					assert.Equal(t, evaluated[i], hex.EncodeToString(E.Bytes()), "mode %d input %s: evaluation", s.Mode, inputs[i])
				}
				checked++
			}
		}
	}
	require.Equal(t, 10, checked, "blinded elements checked")
}
