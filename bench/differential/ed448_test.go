package differential

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	circled448 "github.com/cloudflare/circl/sign/ed448"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/ed448"
)

// ed448Contexts are the contexts the Ed448 tests cycle through: empty, short
// and the longest allowed (255 bytes).
var ed448Contexts = []string{"", "a", "curvekit differential", strings.Repeat("c", 255)}

// TestEd448AgainstCircl derives key pairs from random seeds and signs random
// messages under Ed448 and Ed448ph with several contexts in curvekit and in
// circl: the public keys and signatures must be byte-identical, each must
// verify the other's signatures, and both must reject the same corrupted
// ones.
func TestEd448AgainstCircl(t *testing.T) {
	for i := range 48 {
		label := "ed448/" + strconv.Itoa(i)
		seed := testinput.Bytes(label+"/seed", ed448.SeedSize)
		msg := testinput.Bytes(label+"/msg", i*7%300)
		ctx := ed448Contexts[i%len(ed448Contexts)]

		ckPriv, err := ed448.NewKeyFromSeed(seed)
		require.NoError(t, err)
		cPriv := circled448.NewKeyFromSeed(seed)
		require.Equal(t, []byte(cPriv), []byte(ckPriv), "%s: private key (seed ‖ public key)", label)
		pub := []byte(ckPriv[ed448.SeedSize:])
		cPub := circled448.PublicKey(pub)

		ckSig, err := ed448.Sign(ckPriv, msg, ctx)
		require.NoError(t, err)
		cSig := circled448.Sign(cPriv, msg, ctx)
		require.Equal(t, cSig, ckSig, "%s: Ed448 signature", label)
		assert.True(t, circled448.Verify(cPub, msg, ckSig, ctx), "%s: circl verifies curvekit's signature", label)
		assert.True(t, ed448.Verify(pub, msg, cSig, ctx), "%s: curvekit verifies circl's signature", label)

		ckPh, err := ed448.SignPh(ckPriv, msg, ctx)
		require.NoError(t, err)
		cPh := circled448.SignPh(cPriv, msg, ctx)
		require.Equal(t, cPh, ckPh, "%s: Ed448ph signature", label)
		assert.True(t, circled448.VerifyPh(cPub, msg, ckPh, ctx), "%s: circl verifies curvekit's Ed448ph signature", label)
		assert.True(t, ed448.VerifyPh(pub, msg, cPh, ctx), "%s: curvekit verifies circl's Ed448ph signature", label)
		assert.False(t, ed448.Verify(pub, msg, ckPh, ctx), "%s: an Ed448ph signature is not an Ed448 one", label)

		// Corruptions: each must be rejected by both.
		for j, bad := range corruptEd448(ckSig, msg, pub, ctx, i) {
			ck := ed448.Verify(bad.pub, bad.msg, bad.sig, bad.ctx)
			c := circled448.Verify(bad.pub, bad.msg, bad.sig, bad.ctx)
			assert.False(t, ck, "%s: curvekit accepts corruption %d", label, j)
			assert.Equal(t, c, ck, "%s: verdicts differ on corruption %d", label, j)
		}
	}
}

type ed448Case struct {
	pub, msg, sig []byte
	ctx           string
}

// corruptEd448 returns damaged variants of a valid (pub, msg, sig, ctx):
// flipped bits in R, S, the message and the key, S + q, and another
// context. circl's Verify panics on wrong lengths, so lengths stay right.
func corruptEd448(sig, msg, pub []byte, ctx string, k int) []ed448Case {
	mk := func(f func(c *ed448Case)) ed448Case {
		c := ed448Case{pub: bytes.Clone(pub), msg: bytes.Clone(msg), sig: bytes.Clone(sig), ctx: ctx}
		f(&c)
		return c
	}
	return []ed448Case{
		mk(func(c *ed448Case) { c.sig[k%56] ^= 1 << (k % 8) }),
		mk(func(c *ed448Case) { c.sig[57+k%55] ^= 1 << (k % 8) }),
		mk(func(c *ed448Case) { addN448(c.sig[57:]) }),
		mk(func(c *ed448Case) { c.msg = append(c.msg, byte(k)) }),
		mk(func(c *ed448Case) { c.pub[k%56] ^= 1 << (k % 8) }),
		mk(func(c *ed448Case) { c.ctx += "x" }),
	}
}

// addN448 adds the Ed448 group order q to the 57-byte little-endian integer s
// in place (s < q < 2^446, so the sum fits).
func addN448(s []byte) {
	q := testinput.LE(testinput.N448, 57)
	carry := 0
	for i := range s {
		v := int(s[i]) + int(q[i]) + carry
		s[i], carry = byte(v), v>>8
	}
}
