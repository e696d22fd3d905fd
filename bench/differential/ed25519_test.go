package differential

import (
	"bytes"
	"compress/gzip"
	stded25519 "crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"testing"

	voied25519 "github.com/oasisprotocol/curve25519-voi/primitives/ed25519"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/internal/vectors"
)

// voiModule and voiVersion locate curve25519-voi's test data, the version
// bench/go.mod pins.
const (
	voiModule  = "github.com/oasisprotocol/curve25519-voi"
	voiVersion = "v0.0.0-20230904125328-1f23a7beb09a"
)

// edEntry is one signature of a batch.
type edEntry struct {
	pub, msg, sig []byte
}

// validEd25519Entries returns n honest signatures with distinct keys and
// messages, derived from label.
func validEd25519Entries(label string, n int) []edEntry {
	es := make([]edEntry, n)
	for i := range es {
		l := label + "/" + strconv.Itoa(i)
		priv := stded25519.NewKeyFromSeed(testinput.Bytes(l+"/seed", 32))
		msg := testinput.Bytes(l+"/msg", 1+i%97)
		es[i] = edEntry{pub: priv[32:], msg: msg, sig: stded25519.Sign(priv, msg)}
	}
	return es
}

// batchFailures verifies es as one batch in curvekit and in curve25519-voi
// (both under ZIP-215 rules, the cofactored equation voi's batch computes
// too) and returns the indexes each reports as failed, in increasing order.
func batchFailures(t *testing.T, es []edEntry, rng string) (curvekit, voi []int) {
	t.Helper()
	ck := ed25519.NewBatchVerifier()
	vv := voied25519.NewBatchVerifier()
	for _, e := range es {
		ck.Add(e.pub, e.msg, e.sig)
		vv.AddWithOptions(e.pub, e.msg, e.sig, &voied25519.Options{Verify: voied25519.VerifyOptionsZIP_215})
	}
	ckOK, ckFailed := ck.Verify(testinput.NewReader(rng + "/curvekit"))
	voiOK, voiValid := vv.Verify(testinput.NewReader(rng + "/voi"))
	for i, ok := range voiValid {
		if !ok {
			voi = append(voi, i)
		}
	}
	assert.Equal(t, len(ckFailed) == 0, ckOK, "curvekit: ok and failed disagree")
	assert.Equal(t, len(voi) == 0, voiOK, "voi: ok and valid disagree")
	return ckFailed, voi
}

func TestEd25519BatchValid(t *testing.T) {
	for _, n := range []int{1, 2, 7, 64, 130} {
		es := validEd25519Entries("batch/valid/"+strconv.Itoa(n), n)
		ck, voi := batchFailures(t, es, "valid"+strconv.Itoa(n))
		assert.Empty(t, ck, "curvekit rejected honest signatures, n=%d", n)
		assert.Empty(t, voi, "voi rejected honest signatures, n=%d", n)
	}
}

// corruptions are the ways a valid entry is damaged, each making it invalid
// under every policy (with overwhelming probability for the bit flips).
var corruptions = []struct {
	name  string
	apply func(e *edEntry, k int, other edEntry)
}{
	{"R bit", func(e *edEntry, k int, _ edEntry) { e.sig[k%32] ^= 1 << (k % 7) }},
	{"S bit", func(e *edEntry, k int, _ edEntry) { e.sig[32+k%31] ^= 1 << (k % 8) }},
	{"S + ℓ", func(e *edEntry, _ int, _ edEntry) { addL(e.sig[32:]) }},
	{"message bit", func(e *edEntry, k int, _ edEntry) { e.msg[k%len(e.msg)] ^= 1 << (k % 8) }},
	{"message extended", func(e *edEntry, _ int, _ edEntry) { e.msg = append(e.msg, 0) }},
	{"other key", func(e *edEntry, _ int, o edEntry) { e.pub = o.pub }},
	{"other signature", func(e *edEntry, _ int, o edEntry) { e.sig = o.sig }},
	{"key bit", func(e *edEntry, k int, _ edEntry) { e.pub[k%31] ^= 1 << (k % 8) }},
	{"short signature", func(e *edEntry, _ int, _ edEntry) { e.sig = e.sig[:63] }},
	{"long key", func(e *edEntry, _ int, _ edEntry) { e.pub = append(e.pub, 0) }},
}

// addL adds ℓ to the 32-byte little-endian integer s in place (the result
// still fits: s < ℓ < 2^253).
func addL(s []byte) {
	l := testinput.LE(testinput.L25519, 32)
	carry := 0
	for i := range s {
		v := int(s[i]) + int(l[i]) + carry
		s[i], carry = byte(v), v>>8
	}
}

func TestEd25519BatchCorrupted(t *testing.T) {
	const n = 48
	for trial := range 40 {
		label := "batch/corrupt/" + strconv.Itoa(trial)
		es := validEd25519Entries(label, n)
		// Damage 1 to 5 entries, chosen and corrupted by the trial number.
		pick := testinput.Bytes(label+"/pick", 16)
		var want []int
		for j := 0; j <= trial%5; j++ {
			i := int(pick[j]) % n
			if slices.Contains(want, i) {
				continue
			}
			c := corruptions[(trial+j)%len(corruptions)]
			e := edEntry{pub: bytes.Clone(es[i].pub), msg: bytes.Clone(es[i].msg), sig: bytes.Clone(es[i].sig)}
			c.apply(&e, int(pick[8+j]), es[(i+1)%n])
			es[i] = e
			want = append(want, i)
		}
		slices.Sort(want)
		ck, voi := batchFailures(t, es, label)
		assert.Equal(t, want, ck, "trial %d: curvekit's failures", trial)
		assert.Equal(t, want, voi, "trial %d: voi's failures", trial)
	}
}

// TestEd25519BatchZIP215Vectors puts the ZIP-215 vectors (196 signatures
// of "Zcash" under keys and nonces of small order and non-canonical
// encodings, all valid under ZIP-215) in batches, alone and mixed with
// honest and corrupted signatures, and the ed25519-speccheck cases (the
// edge cases of small-order components, non-canonical encodings and S ≥ ℓ)
// likewise: curvekit's and voi's batches must name the same failures.
func TestEd25519BatchZIP215Vectors(t *testing.T) {
	var zip [][2]string
	readGzipJSON(t, "primitives/ed25519/testdata/zip215.json.gz", &zip)
	require.Len(t, zip, 196)
	var zipEntries []edEntry
	for _, v := range zip {
		zipEntries = append(zipEntries, edEntry{pub: mustHex(t, v[0]), msg: []byte("Zcash"), sig: mustHex(t, v[1])})
	}
	ck, voi := batchFailures(t, zipEntries, "zip215")
	assert.Empty(t, ck, "curvekit's batch rejects ZIP-215 vectors")
	assert.Empty(t, voi, "voi's batch rejects ZIP-215 vectors")

	var spec []struct {
		Message   string `json:"message"`
		PubKey    string `json:"pub_key"`
		Signature string `json:"signature"`
	}
	readGzipJSON(t, "primitives/ed25519/testdata/speccheck_cases.json.gz", &spec)
	require.Len(t, spec, 12)
	var specEntries []edEntry
	for _, c := range spec {
		specEntries = append(specEntries, edEntry{pub: mustHex(t, c.PubKey), msg: mustHex(t, c.Message), sig: mustHex(t, c.Signature)})
	}
	ck, voi = batchFailures(t, specEntries, "speccheck")
	assert.Equal(t, voi, ck, "speccheck cases in one batch")
	assert.NotEmpty(t, ck, "some speccheck cases (S ≥ ℓ) fail under every policy")
	for i, e := range specEntries {
		ck, voi := batchFailures(t, []edEntry{e}, "speccheck/"+strconv.Itoa(i))
		assert.Equal(t, voi, ck, "speccheck case %d alone", i)
	}

	// Mixed: edge vectors, honest signatures and corrupted ones.
	mixed := append(slices.Clone(zipEntries[:40]), validEd25519Entries("batch/mixed", 20)...)
	mixed = append(mixed, specEntries...)
	bad := mixed[45]
	bad.msg = []byte("not the message")
	mixed[45] = bad
	ck, voi = batchFailures(t, mixed, "mixed")
	assert.Equal(t, voi, ck, "mixed batch")
	assert.Contains(t, ck, 45)
}

// readGzipJSON decodes the gzip-compressed JSON file rel of curve25519-voi's
// module into v.
func readGzipJSON(t *testing.T, rel string, v any) {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(vectors.ModuleFile(t, voiModule, voiVersion, rel)))
	require.NoError(t, err)
	raw, err := io.ReadAll(zr)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, v), rel)
}

func mustHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err, s)
	return b
}

// TestEd25519SingleAgainstPeers checks that curvekit's Sign is byte for byte
// voi's (the root module compares it with crypto/ed25519), and that Verify
// agrees with voi's default (cofactored, canonical) verification on honest
// and corrupted signatures.
func TestEd25519SingleAgainstPeers(t *testing.T) {
	for i, e := range validEd25519Entries("single", 64) {
		priv := stded25519.NewKeyFromSeed(testinput.Bytes("single/"+strconv.Itoa(i)+"/seed", 32))
		sig, err := ed25519.Sign(ed25519.PrivateKey(priv), e.msg)
		require.NoError(t, err)
		require.Equal(t, voied25519.Sign(voied25519.PrivateKey(priv), e.msg), sig, "signature %d", i)
		c := corruptions[i%len(corruptions)]
		d := edEntry{pub: bytes.Clone(e.pub), msg: bytes.Clone(e.msg), sig: bytes.Clone(e.sig)}
		c.apply(&d, i, validEd25519Entries(fmt.Sprint("other", i), 1)[0])
		for _, x := range []edEntry{e, d} {
			// voi panics on a public key of the wrong length, as
			// crypto/ed25519 does; curvekit returns false.
			want := len(x.pub) == ed25519.PublicKeySize && voied25519.Verify(x.pub, x.msg, x.sig)
			assert.Equal(t, want, ed25519.Verify(x.pub, x.msg, x.sig), "signature %d (%s)", i, c.name)
		}
	}
}
