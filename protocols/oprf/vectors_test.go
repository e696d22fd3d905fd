package oprf

import (
	"bytes"
	"compress/gzip"
	"encoding/hex"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/group"
	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The RFC 9497 Appendix A vectors, as circl's module ships them.
const (
	circlModule  = "github.com/cloudflare/circl"
	circlVersion = "v1.6.5"
	circlFile    = "oprf/testdata/rfc9497.json.gz"
)

// suiteVectors is one entry of rfc9497.json: a suite in a mode, its key
// derivation and its vectors. Batched fields hold comma-separated values.
type suiteVectors struct {
	Identifier string `json:"identifier"`
	Mode       Mode   `json:"mode"`
	Hash       string `json:"hash"`
	GroupDST   string `json:"groupDST"`
	Seed       string `json:"seed"`
	KeyInfo    string `json:"keyInfo"`
	SkSm       string `json:"skSm"`
	PkSm       string `json:"pkSm"`
	Vectors    []struct {
		Batch             int
		Blind             string
		BlindedElement    string
		EvaluationElement string
		Info              string
		Input             string
		Output            string
		Proof             struct {
			Proof string `json:"proof"`
			R     string `json:"r"`
		}
	} `json:"vectors"`
}

func loadRFC9497(t *testing.T) []suiteVectors {
	t.Helper()
	gz := vectors.ModuleFile(t, circlModule, circlVersion, circlFile)
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	require.NoError(t, err)
	data, err := io.ReadAll(zr)
	require.NoError(t, err)
	var out []suiteVectors
	require.NoError(t, json.Unmarshal(data, &out))
	require.Len(t, out, 15)
	return out
}

func unhex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err, s)
	return b
}

// unhexList splits a batched field.
func unhexList(t *testing.T, s string) [][]byte {
	var out [][]byte
	for _, part := range strings.Split(s, ",") {
		out = append(out, unhex(t, part))
	}
	return out
}

func scalars(t *testing.T, g group.Group, bs [][]byte) []group.Scalar {
	out := make([]group.Scalar, len(bs))
	for i, b := range bs {
		s, err := g.ParseScalar(b)
		require.NoError(t, err)
		out[i] = s
	}
	return out
}

// TestRFC9497Vectors runs every vector of RFC 9497 Appendix A: for each of
// the 5 suites in each of the 3 modes, DeriveKeyPair's sk and pk, the
// group DST, and per vector (batched ones included) the blinded elements
// from the given blinds, the evaluated elements, the proof with the given
// nonce, the outputs of Finalize, and Evaluate's outputs.
func TestRFC9497Vectors(t *testing.T) {
	counts := map[string]int{}
	for _, sv := range loadRFC9497(t) {
		name := sv.Identifier + "/" + sv.Mode.String()
		t.Run(name, func(t *testing.T) {
			s, err := SuiteByID(sv.Identifier)
			require.NoError(t, err)
			g := s.Group()
			p, err := newParams(s, sv.Mode)
			require.NoError(t, err)
			assert.Equal(t, sv.GroupDST, hex.EncodeToString(p.dst("HashToGroup-")))

			key, err := DeriveKeyPair(s, sv.Mode, unhex(t, sv.Seed), unhex(t, sv.KeyInfo))
			require.NoError(t, err)
			require.Equal(t, sv.SkSm, hex.EncodeToString(key.Bytes()), "skSm")
			if sv.PkSm != "" {
				require.Equal(t, sv.PkSm, hex.EncodeToString(key.Public().Bytes()), "pkSm")
			}
			server, err := NewServer(s, sv.Mode, key)
			require.NoError(t, err)
			client, err := NewClient(s, sv.Mode, key.Public())
			require.NoError(t, err)

			for _, v := range sv.Vectors {
				inputs := unhexList(t, v.Input)
				require.Len(t, inputs, v.Batch)
				var info []byte
				if sv.Mode == ModePOPRF {
					info = unhex(t, v.Info)
				}
				st, err := client.BlindWithScalars(scalars(t, g, unhexList(t, v.Blind)), inputs, info)
				require.NoError(t, err)
				blinded := st.BlindedElements()
				assert.Equal(t, unhexList(t, v.BlindedElement), blinded, "blinded elements")

				var r group.Scalar
				if sv.Mode != ModeOPRF {
					r = scalars(t, g, [][]byte{unhex(t, v.Proof.R)})[0]
				}
				ev, err := server.blindEvaluate(r, blinded, info)
				require.NoError(t, err)
				assert.Equal(t, unhexList(t, v.EvaluationElement), ev.Elements, "evaluated elements")
				if sv.Mode != ModeOPRF {
					assert.Equal(t, v.Proof.Proof, hex.EncodeToString(ev.Proof), "proof")
				}
				out, err := client.Finalize(st, ev)
				require.NoError(t, err)
				outputs := unhexList(t, v.Output)
				assert.Equal(t, outputs, out, "Finalize outputs")
				for i, in := range inputs {
					o, err := server.Evaluate(in, info)
					require.NoError(t, err)
					assert.Equal(t, outputs[i], o, "Evaluate output %d", i)
				}
				counts[name]++
			}
		})
	}
	t.Logf("vectors passed per suite/mode: %v", counts)
}
