package p256_test

import (
	"bufio"
	"compress/bzip2"
	"crypto"
	_ "crypto/sha1" // the SHA-1 section of SigVer.rsp
	_ "crypto/sha512"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCAVPSigVer runs the P-256 sections of NIST CAVP's SigVer.rsp (FIPS
// 186-3 ECDSA signature verification, shipped in the Go toolchain as
// crypto/ecdsa/testdata/SigVer.rsp.bz2): for each of SHA-1, SHA-224, SHA-256,
// SHA-384 and SHA-512, 15 cases whose expected verdict is P (pass) or F
// (fail: changed message, key, R or S). A public key off the curve or an R
// or S out of range must be refused when parsed.
func TestCAVPSigVer(t *testing.T) {
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
		inP256           bool
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
			inP256 = curve == "P-256"
			h = hashes[hash]
			continue
		}
		key, value, ok := strings.Cut(line, " = ")
		if !inP256 || !ok {
			continue
		}
		switch key {
		case "Msg":
			msg = mustHex(t, value)
		case "Qx":
			qx = mustHex(t, value)
		case "Qy":
			qy = mustHex(t, value)
		case "R":
			r = mustHex(t, value)
		case "S":
			s := mustHex(t, value)
			require.NotZero(t, h)
			require.True(t, scanner.Scan())
			result := strings.TrimSpace(scanner.Text())
			require.True(t, strings.HasPrefix(result, "Result = "), result)
			want := strings.HasPrefix(result, "Result = P")
			hh := h.New()
			hh.Write(msg)
			digest := hh.Sum(nil)
			got := false
			pub, perr := p256.NewPublicKey(append(append([]byte{4}, qx...), qy...))
			sig, serr := p256.NewSignature(r, s)
			if perr == nil && serr == nil {
				got = p256.Verify(pub, digest, sig)
				// The DER form must give the same verdict.
				assert.Equal(t, got, p256.VerifyASN1(pub, digest, sig.ASN1()))
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
	assert.Equal(t, 75, cases, "P-256 cases")
	for _, hh := range hashes {
		assert.Equal(t, 15, perHash[hh], "cases for %v", hh)
	}
	t.Logf("%d P-256 cases: %d valid, %d invalid", cases, passed, rejected)
}
