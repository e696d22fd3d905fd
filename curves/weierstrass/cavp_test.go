package weierstrass_test

import (
	"bufio"
	"compress/bzip2"
	"crypto"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/internal/vectors"
)

// TestCAVPSigVer runs the P-256 and P-384 sections of the NIST CAVP ECDSA
// SigVer file that ships with the Go toolchain
// ($GOROOT/src/crypto/ecdsa/testdata/SigVer.rsp.bz2): every (Msg, Q, R, S)
// must verify exactly when its Result is P. Msg is hashed with the
// section's hash (Prehash); R and S come as hex integers.
func TestCAVPSigVer(t *testing.T) {
	path := filepath.Join(vectors.GOROOT(t), "src", "crypto", "ecdsa", "testdata", "SigVer.rsp.bz2")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("the Go toolchain's CAVP file is not available: %v", err)
	}
	defer f.Close()
	hashes := map[string]crypto.Hash{"SHA-1": crypto.SHA1, "SHA-224": crypto.SHA224,
		"SHA-256": crypto.SHA256, "SHA-384": crypto.SHA384, "SHA-512": crypto.SHA512}
	type section struct {
		curve string
		hash  crypto.Hash
	}
	var (
		cur              section
		msg, qx, qy, r   string
		counts           = map[string]int{}
		p256e            = mustECDSA(t, p256(t), crypto.SHA256, false)
		p256pe           = mustECDSA(t, p256Prime(t), crypto.SHA256, false)
		p384e            = mustECDSA(t, p384Prime(t), crypto.SHA384, false)
		scanner          = bufio.NewScanner(bzip2.NewReader(f))
		inTarget, sValue = false, ""
	)
	scanner.Buffer(make([]byte, 1<<16), 1<<20)
	for scanner.Scan() {
		line := strings.TrimSpace(scanner.Text())
		switch {
		case strings.HasPrefix(line, "["):
			name, hash, _ := strings.Cut(strings.Trim(line, "[]"), ",")
			cur = section{name, hashes[hash]}
			inTarget = (name == "P-256" || name == "P-384") && cur.hash != 0
		case !inTarget:
		case strings.HasPrefix(line, "Msg = "):
			msg = strings.TrimPrefix(line, "Msg = ")
		case strings.HasPrefix(line, "Qx = "):
			qx = strings.TrimPrefix(line, "Qx = ")
		case strings.HasPrefix(line, "Qy = "):
			qy = strings.TrimPrefix(line, "Qy = ")
		case strings.HasPrefix(line, "R = "):
			r = strings.TrimPrefix(line, "R = ")
		case strings.HasPrefix(line, "S = "):
			sValue = strings.TrimPrefix(line, "S = ")
		case strings.HasPrefix(line, "Result = "):
			pass := strings.HasPrefix(strings.TrimPrefix(line, "Result = "), "P")
			id := cur.curve + " " + cur.hash.String() + " Q=" + qx + " " + line
			if cur.curve == "P-256" {
				cavpCase(t, p256e, cur.hash, msg, qx, qy, r, sValue, pass, id)
				cavpCase(t, p256pe, cur.hash, msg, qx, qy, r, sValue, pass, id)
			} else {
				cavpCase(t, p384e, cur.hash, msg, qx, qy, r, sValue, pass, id)
			}
			counts[cur.curve]++
		}
	}
	require.NoError(t, scanner.Err())
	require.NotZero(t, counts["P-256"])
	t.Logf("cases: %v", counts)
}

// cavpCase checks one SigVer entry.
func cavpCase[E, S any](t *testing.T, e *weierstrass.ECDSA[E, S], h crypto.Hash, msg, qx, qy, r, s string, pass bool, id string) {
	c := e.Curve()
	l := c.FieldLen()
	pad := func(x string) string { return strings.Repeat("0", 2*l-len(x)) + x }
	pub, err := c.NewPublicKey(unhex(t, "04"+pad(qx)+pad(qy)))
	if err != nil {
		assert.False(t, pass, "%s: public key refused: %v", id, err)
		return
	}
	if len(r)%2 == 1 {
		r = "0" + r
	}
	if len(s)%2 == 1 {
		s = "0" + s
	}
	sig, err := c.NewSignature(unhex(t, r), unhex(t, s))
	if err == nil {
		err = e.Verify(pub, unhex(t, msg), sig, &weierstrass.VerifyOptions{Hash: h, Prehash: true})
	}
	if pass {
		assert.NoError(t, err, id)
	} else {
		assert.Error(t, err, id)
	}
}
