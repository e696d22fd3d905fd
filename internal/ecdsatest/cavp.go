package ecdsatest

import (
	"bufio"
	"compress/bzip2"
	"crypto"
	_ "crypto/sha1" // the SHA-1 section of SigVer.rsp
	_ "crypto/sha256"
	_ "crypto/sha512"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// CAVPSigVer runs the curve's sections of NIST CAVP's SigVer.rsp (FIPS
// 186-3 ECDSA signature verification, shipped in the Go toolchain as
// crypto/ecdsa/testdata/SigVer.rsp.bz2): for each of SHA-1, SHA-224, SHA-256,
// SHA-384 and SHA-512, 15 cases whose expected verdict is P (pass) or F
// (fail: changed message, key, R or S). A public key off the curve or an R
// or S out of range must be refused when parsed.
func CAVPSigVer[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S]) {
	path := filepath.Join(vectors.GOROOT(t), "src", "crypto", "ecdsa", "testdata", "SigVer.rsp.bz2")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("CAVP SigVer file not available: %v", err)
	}
	defer f.Close()
	hashes := map[string]crypto.Hash{
		"SHA-1": crypto.SHA1, "SHA-224": crypto.SHA224, "SHA-256": crypto.SHA256,
		"SHA-384": crypto.SHA384, "SHA-512": crypto.SHA512,
	}
	var (
		inCurve          bool
		h                crypto.Hash
		msg, qx, qy, r   []byte
		cases, perHash   = 0, map[crypto.Hash]int{}
		scanner          = bufio.NewScanner(bzip2.NewReader(f))
		passed, rejected int
	)
	scanner.Buffer(make([]byte, 1<<16), 1<<20)
	for scanner.Scan() {
		line := strings.TrimSpace(scanner.Text())
		if strings.HasPrefix(line, "[") {
			curve, hash, _ := strings.Cut(strings.Trim(line, "[]"), ",")
			inCurve = curve == c.Name
			h = hashes[hash]
			continue
		}
		key, value, ok := strings.Cut(line, " = ")
		if !inCurve || !ok {
			continue
		}
		switch key {
		case "Msg":
			msg = cavpHex(t, value)
		case "Qx":
			qx = cavpHex(t, value)
		case "Qy":
			qy = cavpHex(t, value)
		case "R":
			r = cavpHex(t, value)
		case "S":
			s := cavpHex(t, value)
			require.NotZero(t, h)
			require.True(t, scanner.Scan())
			result := strings.TrimSpace(scanner.Text())
			require.True(t, strings.HasPrefix(result, "Result = "), result)
			want := strings.HasPrefix(result, "Result = P")
			hh := h.New()
			hh.Write(msg)
			digest := hh.Sum(nil)
			got := false
			pub, perr := c.API.NewPublicKey(append(append([]byte{4}, c.leftPad(qx)...), c.leftPad(qy)...))
			sig, serr := c.NewSignature(r, s)
			if perr == nil && serr == nil {
				got = c.Verify(pub, digest, sig)
				// The DER form must give the same verdict.
				assert.Equal(t, got, c.VerifyASN1(pub, digest, sig.ASN1()))
			}
			assert.Equal(t, want, got, "%v case %d: %s", h, perHash[h], result)
			cases++
			perHash[h]++
			if want {
				passed++
			} else {
				rejected++
			}
		}
	}
	require.NoError(t, scanner.Err())
	assert.Equal(t, 75, cases, "%s cases", c.Name)
	for _, hh := range hashes {
		assert.Equal(t, 15, perHash[hh], "cases for %v", hh)
	}
	t.Logf("%d %s cases: %d valid, %d invalid", cases, c.Name, passed, rejected)
}

// leftPad returns a coordinate of the file, written without its leading
// zero bytes, as a fixed-length field element.
func (c Stdlib[Priv, Pub, E, S]) leftPad(b []byte) []byte {
	if len(b) >= c.size() {
		return b
	}
	return append(make([]byte, c.size()-len(b)), b...)
}

// cavpHex decodes a hexadecimal value of the file, which writes integers
// without leading zero digits (an odd number of them, for some of P-521's).
func cavpHex(t *testing.T, s string) []byte {
	if len(s)%2 == 1 {
		s = "0" + s
	}
	return mustHex(t, s)
}
