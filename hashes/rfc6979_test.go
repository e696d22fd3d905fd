package hashes

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hmac"
	"crypto/rand"
	_ "crypto/sha1" // registers crypto.SHA1 for the RFC 6979 vectors
	"crypto/sha256"
	_ "crypto/sha3"   // registers crypto.SHA3_224 for TestRFC6979Reference
	_ "crypto/sha512" // registers crypto.SHA384 and SHA512
	"encoding/asn1"
	"encoding/hex"
	"hash"
	"math/big"
	mrand "math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// curveByName returns the short-Weierstrass (a = −3) parameters of the NIST
// curves of RFC 6979 Appendix A.2, for checking r = x(kG) mod q.
func curveByName(name string) *elliptic.CurveParams {
	switch name {
	case "P-192": // FIPS 186-4 §D.1.2.1
		h := func(s string) *big.Int { v, _ := new(big.Int).SetString(s, 16); return v }
		return &elliptic.CurveParams{
			P:       h("fffffffffffffffffffffffffffffffeffffffffffffffff"),
			N:       h("ffffffffffffffffffffffff99def836146bc9b1b4d22831"),
			B:       h("64210519e59c80e70fa7e9ab72243049feb8deecc146b9b1"),
			Gx:      h("188da80eb03090f67cbf20eb43a18800f4ff0afd82ff1012"),
			Gy:      h("07192b95ffc8da78631011ed6b24cdd573f977a11e794811"),
			BitSize: 192,
			Name:    "P-192",
		}
	case "P-224":
		return elliptic.P224().Params()
	case "P-256":
		return elliptic.P256().Params()
	case "P-384":
		return elliptic.P384().Params()
	case "P-521":
		return elliptic.P521().Params()
	}
	panic("unknown curve " + name)
}

// randInt returns a uniform integer in [0, max).
func randInt(max *big.Int) *big.Int {
	v, err := rand.Int(rand.Reader, max)
	if err != nil {
		panic(err)
	}
	return v
}

// leftPad returns b left-padded with zeros to n bytes.
func leftPad(b []byte, n int) []byte {
	return append(make([]byte, n-len(b)), b...)
}

// TestRFC6979Vectors checks the nonce k of all 50 ECDSA prime-field
// signatures of RFC 6979 Appendix A.2.3–A.2.7, and that each k yields the
// published r, which ties the transcription of k to the RFC's r.
func TestRFC6979Vectors(t *testing.T) {
	var reused NonceGenerator // seeded by Init for every vector in turn
	for name, key := range rfc6979Keys {
		c := curveByName(name)
		//lint:ignore SA1019 a math/big reference for every curve of RFC 6979, P-192 included, which crypto/ecdh lacks
		ux, uy := c.ScalarBaseMult(mustHex(t, key.x))
		require.Equal(t, 0, ux.Cmp(new(big.Int).SetBytes(mustHex(t, key.ux))), "%s public key x", name)
		require.Equal(t, 0, uy.Cmp(new(big.Int).SetBytes(mustHex(t, key.uy))), "%s public key y", name)
	}
	for _, v := range rfc6979Vectors {
		key := rfc6979Keys[v.key]
		q := mustHex(t, key.q)
		o, err := NewOrder(q)
		require.NoError(t, err)
		h := v.hash.New()
		h.Write([]byte(v.msg))
		h1 := h.Sum(nil)

		x := leftPad(mustHex(t, key.x), o.ByteLen())
		g, err := NewNonceGenerator(v.hash.New, q, x, h1, nil)
		require.NoError(t, err)
		k := g.Next(nil)
		want := leftPad(mustHex(t, v.k), o.ByteLen())
		require.Equal(t, want, k, "%s %s %v %q", key.section, v.key, v.hash, v.msg)
		require.NoError(t, reused.Init(v.hash, q, x, h1, nil))
		require.Equal(t, want, reused.Next(nil), "Init: %s %s %v %q", key.section, v.key, v.hash, v.msg)

		c := curveByName(v.key)
		//lint:ignore SA1019 as above: the math/big reference, P-192 included
		rx, _ := c.ScalarBaseMult(k)
		rx.Mod(rx, c.N)
		assert.Equal(t, 0, rx.Cmp(new(big.Int).SetBytes(mustHex(t, v.r))), "%s %v %q: r", v.key, v.hash, v.msg)
	}
}

// TestRFC6979Secp256k1Compat checks deterministic secp256k1 nonces that
// Trezor, CoreBitcoin and dcrd agree on, including the key n − 1.
func TestRFC6979Secp256k1Compat(t *testing.T) {
	q := mustHex(t, secp256k1N)
	for _, v := range secp256k1Compat {
		h1 := sha256.Sum256([]byte(v.msg))
		g, err := NewNonceGenerator(sha256.New, q, mustHex(t, v.key), h1[:], nil)
		require.NoError(t, err)
		assert.Equal(t, v.nonce, hex.EncodeToString(g.Next(nil)), "key %s msg %q", v.key, v.msg)
	}
}

// TestRFC6979ExtraData checks the §3.6 variant, with additional data k′
// appended to the seeding of steps d and f, and the continuation of step h
// (§3.4), against the known answers of dcrd's TestNonceRFC6979.
func TestRFC6979ExtraData(t *testing.T) {
	q := mustHex(t, secp256k1N)
	for _, v := range dcrdNonceVectors {
		g, err := NewNonceGenerator(sha256.New, q, mustHex(t, v.key), mustHex(t, v.hash), mustHex(t, v.extra))
		require.NoError(t, err, v.name)
		var k []byte
		for range v.iterations + 1 {
			k = g.Next(k[:0])
		}
		assert.Equal(t, v.nonce, hex.EncodeToString(k), v.name)
	}
}

// TestRFC6979ExtraDataChangesNonce is the property behind hedged signatures:
// any change in k′, including its length, changes k, and an empty k′ is the
// same as none.
func TestRFC6979ExtraDataChangesNonce(t *testing.T) {
	q := mustHex(t, secp256k1N)
	x := mustHex(t, "0011111111111111111111111111111111111111111111111111111111111111")
	h1 := sha256.Sum256([]byte("hedged"))
	nonce := func(extra []byte) string {
		g, err := NewNonceGenerator(sha256.New, q, x, h1[:], extra)
		require.NoError(t, err)
		return hex.EncodeToString(g.Next(nil))
	}
	assert.Equal(t, nonce(nil), nonce([]byte{}))
	seen := map[string]bool{nonce(nil): true}
	for _, extra := range [][]byte{{0}, {0, 0}, {1}, bytes.Repeat([]byte{0}, 32), bytes.Repeat([]byte{7}, 32), bytes.Repeat([]byte{7}, 33)} {
		k := nonce(extra)
		assert.False(t, seen[k], "extra %x repeats a nonce", extra)
		seen[k] = true
	}
}

// TestRFC6979AgainstGoECDSA compares with crypto/ecdsa, which signs
// deterministically per RFC 6979 when given a nil random source: for random
// keys and digests (and the all-ones digest, which exceeds q and exercises
// the reduction in bits2octets), the r and s computed from our k must equal
// Go's.
func TestRFC6979AgainstGoECDSA(t *testing.T) {
	curves := []elliptic.Curve{elliptic.P224(), elliptic.P256(), elliptic.P384(), elliptic.P521()}
	hashes := []crypto.Hash{crypto.SHA1, crypto.SHA224, crypto.SHA256, crypto.SHA384, crypto.SHA512}
	rounds := 3
	if testing.Short() {
		rounds = 1
	}
	for _, c := range curves {
		n := c.Params().N
		q := n.Bytes()
		o, err := NewOrder(q)
		require.NoError(t, err)
		for _, hf := range hashes {
			for i := range rounds + 1 {
				priv, err := ecdsa.GenerateKey(c, rand.Reader)
				require.NoError(t, err)
				digest := make([]byte, hf.Size())
				if i == 0 {
					for j := range digest {
						digest[j] = 0xff
					}
				} else {
					rand.Read(digest)
				}
				der, err := priv.Sign(nil, digest, hf)
				require.NoError(t, err)
				var sig struct{ R, S *big.Int }
				_, err = asn1.Unmarshal(der, &sig)
				require.NoError(t, err)

				x, err := priv.Bytes()
				require.NoError(t, err)
				d := new(big.Int).SetBytes(x)
				g, err := NewNonceGenerator(hf.New, q, x, digest, nil)
				require.NoError(t, err)
				k := new(big.Int).SetBytes(g.Next(nil))
				//lint:ignore SA1019 the math/big reference: r = x(k·G) mod n, from k
				r, _ := c.ScalarBaseMult(k.Bytes())
				r.Mod(r, n)
				e := new(big.Int).SetBytes(o.Bits2Octets(nil, digest))
				s := new(big.Int).Mul(r, d)
				s.Add(s, e).Mul(s, new(big.Int).ModInverse(k, n)).Mod(s, n)
				assert.Equal(t, sig.R, r, "%s %v round %d: r", c.Params().Name, hf, i)
				assert.Equal(t, sig.S, s, "%s %v round %d: s", c.Params().Name, hf, i)
			}
		}
	}
}

// referenceNonces is RFC 6979 §3.2 (with §3.6 additional data) written as
// literally as the RFC reads, on math/big and crypto/hmac: the oracle for
// orders, hashes and retry paths the published vectors do not reach. It
// returns the first count values of k that step h accepts.
func referenceNonces(h func() hash.Hash, q *big.Int, x *big.Int, h1, extra []byte, count int) [][]byte {
	qlen := q.BitLen()
	rlen := (qlen + 7) / 8
	bits2int := func(b []byte) *big.Int {
		v := new(big.Int).SetBytes(b)
		if blen := 8 * len(b); blen > qlen {
			v.Rsh(v, uint(blen-qlen))
		}
		return v
	}
	int2octets := func(v *big.Int) []byte { return v.FillBytes(make([]byte, rlen)) }
	mac := func(key []byte, parts ...[]byte) []byte {
		m := hmac.New(h, key)
		for _, p := range parts {
			m.Write(p)
		}
		return m.Sum(nil)
	}
	hlen := h().Size()
	z2 := new(big.Int).Mod(bits2int(h1), q)
	V := bytes.Repeat([]byte{1}, hlen)                             // step b
	K := make([]byte, hlen)                                        // step c
	K = mac(K, V, []byte{0}, int2octets(x), int2octets(z2), extra) // step d
	V = mac(K, V)                                                  // step e
	K = mac(K, V, []byte{1}, int2octets(x), int2octets(z2), extra) // step f
	V = mac(K, V)                                                  // step g
	var out [][]byte
	for len(out) < count { // step h
		var T []byte
		for 8*len(T) < qlen {
			V = mac(K, V)
			T = append(T, V...)
		}
		k := bits2int(T)
		if k.Sign() > 0 && k.Cmp(q) < 0 {
			out = append(out, int2octets(k))
		}
		K = mac(K, V, []byte{0})
		V = mac(K, V)
	}
	return out
}

// TestRFC6979Reference compares the generator with the literal reference
// for many orders — tiny ones, ones just above a power of two (about half of
// all candidates rejected, so the retry path runs constantly), odd bit
// lengths up to 600 bits — with three hashes and random k′, over several
// successive nonces.
func TestRFC6979Reference(t *testing.T) {
	rng := mrand.New(mrand.NewPCG(6979, 1))
	var orders []*big.Int
	for _, v := range []int64{2, 3, 5, 0x101, 0x8001, 0xffff} {
		orders = append(orders, big.NewInt(v))
	}
	for _, bits := range []int{8, 9, 63, 64, 65, 160, 255, 256, 257, 383, 521, 600} {
		justAbove := new(big.Int).Lsh(big.NewInt(1), uint(bits-1))
		justAbove.Add(justAbove, big.NewInt(int64(rng.IntN(1000)+1)))
		random := randInt(new(big.Int).Lsh(big.NewInt(1), uint(bits-1)))
		random.SetBit(random, bits-1, 1)
		orders = append(orders, justAbove, random)
	}
	// SHA3-224 has the largest block (144 bytes) and SHA-512 the largest
	// output (64) of the inline limits; 600-bit orders go beyond them.
	hashes := []crypto.Hash{crypto.SHA256, crypto.SHA512, crypto.SHA1, crypto.SHA384, crypto.SHA3_224}
	var reused NonceGenerator // seeded by Init with every hash and order
	for i, q := range orders {
		o, err := NewOrder(q.Bytes())
		require.NoError(t, err)
		for j, h := range hashes {
			x := randInt(new(big.Int).Sub(q, big.NewInt(1)))
			x.Add(x, big.NewInt(1)) // x ∈ [1, q−1]
			h1 := make([]byte, rng.IntN(80))
			rand.Read(h1)
			var extra []byte
			if (i+j)%2 == 1 {
				extra = make([]byte, rng.IntN(70)+1)
				rand.Read(extra)
			}
			want := referenceNonces(h.New, q, x, h1, extra, 4)
			xb := x.FillBytes(make([]byte, o.ByteLen()))
			g, err := NewNonceGenerator(h.New, q.Bytes(), xb, h1, extra)
			require.NoError(t, err)
			require.NoError(t, reused.Init(h, q.Bytes(), xb, h1, extra))
			for n, w := range want {
				require.Equal(t, w, g.Next(nil), "q=%x %v nonce %d", q, h, n)
				require.Equal(t, w, reused.Next(nil), "Init: q=%x %v nonce %d", q, h, n)
			}
		}
	}
}

// TestOrderConversions compares Bits2Int and Bits2Octets with math/big for
// random orders and inputs of every length around rlen, and checks they
// append to dst.
func TestOrderConversions(t *testing.T) {
	rng := mrand.New(mrand.NewPCG(2, 3))
	for _, bits := range []int{2, 7, 8, 9, 15, 16, 17, 255, 256, 257, 521} {
		q := randInt(new(big.Int).Lsh(big.NewInt(1), uint(bits-1)))
		q.SetBit(q, bits-1, 1)
		if q.Cmp(big.NewInt(2)) < 0 {
			q.SetInt64(2)
		}
		// Leading zero bytes in q are ignored.
		o, err := NewOrder(append([]byte{0, 0}, q.Bytes()...))
		require.NoError(t, err)
		require.Equal(t, bits, o.BitLen())
		require.Equal(t, (bits+7)/8, o.ByteLen())
		require.Equal(t, q.Bytes(), o.Bytes())
		for n := 0; n <= 2*o.ByteLen()+3; n++ {
			for range 4 {
				b := make([]byte, n)
				rand.Read(b)
				if rng.IntN(4) == 0 {
					for i := range b {
						b[i] = 0xff
					}
				}
				want := new(big.Int).SetBytes(b)
				if 8*n > bits {
					want.Rsh(want, uint(8*n-bits))
				}
				got := o.Bits2Int([]byte("prefix"), b)
				require.Equal(t, "prefix", string(got[:6]))
				require.Equal(t, want.FillBytes(make([]byte, o.ByteLen())), got[6:], "bits %d n %d b %x", bits, n, b)
				want.Mod(want, q)
				require.Equal(t, want.FillBytes(make([]byte, o.ByteLen())), o.Bits2Octets(nil, b), "bits %d n %d b %x", bits, n, b)
			}
		}
	}
}

// TestOrderInRange checks the constant-time range test on the edges.
func TestOrderInRange(t *testing.T) {
	q := mustHex(t, secp256k1N)
	o, err := NewOrder(q)
	require.NoError(t, err)
	qi := new(big.Int).SetBytes(q)
	cases := map[string]struct {
		v    *big.Int
		want int
	}{
		"0": {big.NewInt(0), 0}, "1": {big.NewInt(1), 1}, "q-1": {new(big.Int).Sub(qi, big.NewInt(1)), 1},
		"q": {qi, 0}, "q+1": {new(big.Int).Add(qi, big.NewInt(1)), 0}, "2^256-1": {new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1)), 0},
		"2^255": {new(big.Int).Lsh(big.NewInt(1), 255), 1},
	}
	for name, c := range cases {
		assert.Equal(t, c.want, o.inRange(c.v.FillBytes(make([]byte, 32))), name)
	}
}

// newHMAC returns an hmacState for the hash h, with the empty key.
func newHMAC(h func() hash.Hash) *hmacState {
	m := new(hmacState)
	inner := h()
	m.init(inner, h(), make([]byte, hmacScratchLen(inner)))
	return m
}

// TestHMACState compares the rekeyable HMAC with crypto/hmac for keys
// shorter than, equal to and longer than a block.
func TestHMACState(t *testing.T) {
	for _, h := range []func() hash.Hash{sha256.New, crypto.SHA512.New, crypto.SHA1.New} {
		m := newHMAC(h)
		for _, n := range []int{0, 1, 20, 32, 63, 64, 65, 128, 129, 300} {
			key := make([]byte, n)
			rand.Read(key)
			msg := make([]byte, n*3+1)
			rand.Read(msg)
			want := hmac.New(h, key)
			want.Write(msg)
			m.setKey(key)
			m.start()
			m.write(msg[:n])
			m.write(msg[n:])
			got := make([]byte, m.inner.Size())
			m.sum(got)
			assert.Equal(t, want.Sum(nil), got, "key length %d", n)
		}
	}
}

// TestNonceGeneratorErrors checks every input error is reported.
func TestNonceGeneratorErrors(t *testing.T) {
	q := mustHex(t, secp256k1N)
	qi := new(big.Int).SetBytes(q)
	one := leftPad([]byte{1}, 32)
	h1 := make([]byte, 32)
	_, err := NewNonceGenerator(nil, q, one, h1, nil)
	assert.Error(t, err)
	for _, bad := range [][]byte{nil, {}, {0}, {1}, {0, 0, 1}} {
		_, err = NewNonceGenerator(sha256.New, bad, []byte{1}, h1, nil)
		assert.Error(t, err, "q = %x", bad)
	}
	_, err = NewNonceGenerator(sha256.New, q, one[1:], h1, nil)
	assert.ErrorContains(t, err, "31 bytes, want 32")
	_, err = NewNonceGenerator(sha256.New, q, append([]byte{0}, one...), h1, nil)
	assert.ErrorContains(t, err, "33 bytes, want 32")
	for _, x := range []*big.Int{big.NewInt(0), qi, new(big.Int).Add(qi, big.NewInt(5))} {
		_, err = NewNonceGenerator(sha256.New, q, x.FillBytes(make([]byte, 32)), h1, nil)
		assert.ErrorContains(t, err, "not in [1, q-1]", "x = %x", x)
	}
	_, err = NewNonceGenerator(sha256.New, q, bytes.Repeat([]byte{0xff}, 32), h1, nil)
	assert.Error(t, err)
	// The smallest order has a single valid key and nonce: 1.
	g, err := NewNonceGenerator(sha256.New, []byte{2}, []byte{1}, nil, nil)
	require.NoError(t, err)
	assert.Equal(t, []byte{1}, g.Next(nil))
	assert.Equal(t, []byte{1}, g.Next(nil))
}

// TestNonceGeneratorWipe checks Wipe clears the DRBG state.
func TestNonceGeneratorWipe(t *testing.T) {
	g, err := NewNonceGenerator(sha256.New, mustHex(t, secp256k1N), leftPad([]byte{9}, 32), []byte("h"), nil)
	require.NoError(t, err)
	g.Next(nil)
	g.Wipe()
	zero := make([]byte, 32)
	assert.Equal(t, zero, g.k)
	assert.Equal(t, zero, g.v)
	assert.Equal(t, make([]byte, len(g.mac.ipad)), g.mac.ipad)
}

// TestNonceGeneratorAllocs measures the allocations of constructing a
// generator and of drawing a nonce into a buffer with room.
func TestNonceGeneratorAllocs(t *testing.T) {
	q := mustHex(t, secp256k1N)
	x := leftPad([]byte{9}, 32)
	h1 := sha256.Sum256([]byte("sample"))
	newAllocs := testing.AllocsPerRun(50, func() {
		_, _ = NewNonceGenerator(sha256.New, q, x, h1[:], nil)
	})
	g, err := NewNonceGenerator(sha256.New, q, x, h1[:], nil)
	require.NoError(t, err)
	buf := make([]byte, 0, 32)
	nextAllocs := testing.AllocsPerRun(50, func() { buf = g.Next(buf[:0]) })
	t.Logf("allocations: NewNonceGenerator (SHA-256, secp256k1) %.0f, Next %.0f", newAllocs, nextAllocs)
	assert.Zero(t, nextAllocs)
	assert.Equal(t, 3.0, newAllocs, "the generator and two hash states")
}
