package schnorr_test

import (
	"bytes"
	"encoding/csv"
	"encoding/hex"
	"errors"
	"os"
	"testing"

	"github.com/curvekit/curvekit/definitions/secp256k1/schnorr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// failureReasons maps the comment of each failing BIP-340 test vector to the
// errors that may report it. A negated message or s value, or an r that is
// not an x-coordinate, yields an unrelated point R, whose y may be odd or
// whose x differs from r: BIP-340 lets either check catch it.
var failureReasons = map[string][]error{
	"public key not on the curve":                   {schnorr.ErrPublicKeyNotOnCurve},
	"has_even_y(R) is false":                        {schnorr.ErrOddY},
	"negated message":                               {schnorr.ErrOddY, schnorr.ErrMismatch},
	"negated s value":                               {schnorr.ErrOddY, schnorr.ErrMismatch},
	"sig[0:32] is not an X coordinate on the curve": {schnorr.ErrOddY, schnorr.ErrMismatch},
	"sig[0:32] is equal to field size":              {schnorr.ErrSignatureR},
	"sig[32:64] is equal to curve order":            {schnorr.ErrSignatureS},
	"public key is not a valid X coordinate because it exceeds the field size": {schnorr.ErrPublicKeyRange},
}

// TestBIP340Vectors runs all 19 rows of bip-0340/test-vectors.csv: each row
// with a secret key must sign to the given signature with its aux_rand and
// derive its public key; each row must verify as stated, and each failing row
// must fail for the reason its comment gives.
func TestBIP340Vectors(t *testing.T) {
	data, err := os.ReadFile("testdata/test-vectors.csv")
	require.NoError(t, err)
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll() // csv drops the CRs of CRLF
	require.NoError(t, err)
	require.Equal(t, []string{"index", "secret key", "public key", "aux_rand", "message",
		"signature", "verification result", "comment"}, rows[0])
	rows = rows[1:]
	require.Len(t, rows, 19)
	var signed, failed int
	for _, row := range rows {
		idx, skHex, pkHex, auxHex, msgHex, sigHex, result, comment :=
			row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[7]
		t.Run("row"+idx, func(t *testing.T) {
			pkBytes := unhex(t, pkHex)
			msg := unhex(t, msgHex)
			sig := unhex(t, sigHex)
			if skHex != "" {
				sk, err := schnorr.NewPrivateKey(unhex(t, skHex))
				require.NoError(t, err)
				assert.Equal(t, pkBytes, sk.PublicKey().Bytes(), "public key")
				got, err := schnorr.Sign(sk, msg, unhex(t, auxHex))
				require.NoError(t, err)
				assert.Equal(t, sig, got, "signature")
				signed++
			}
			pub, perr := schnorr.NewPublicKey(pkBytes)
			var verr error
			if perr == nil {
				verr = schnorr.CheckSignature(pub, msg, sig)
				assert.Equal(t, verr == nil, schnorr.Verify(pub, msg, sig))
			}
			switch result {
			case "TRUE":
				require.NoError(t, perr)
				assert.NoError(t, verr)
			case "FALSE":
				failed++
				err := errors.Join(perr, verr)
				require.Error(t, err)
				t.Logf("%s: %v", comment, err)
				reasons, ok := failureReasons[comment]
				if !ok && len(comment) >= 23 && comment[:23] == "sG - eP is infinite. Te" {
					reasons, ok = []error{schnorr.ErrInfinity}, true
				}
				require.True(t, ok, "no reason known for comment %q", comment)
				matched := false
				for _, r := range reasons {
					matched = matched || errors.Is(err, r)
				}
				assert.True(t, matched, "row %s failed with %v, want one of %v", idx, err, reasons)
			default:
				t.Fatalf("bad result %q", result)
			}
		})
	}
	assert.Equal(t, 8, signed, "rows with a secret key")
	assert.Equal(t, 10, failed, "failing rows")
}

func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}
