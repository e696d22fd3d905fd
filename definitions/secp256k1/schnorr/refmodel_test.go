package schnorr_test

import (
	"crypto/sha256"
	"math/big"
)

// A math/big model of BIP-340, transcribed from the specification's pseudocode
// (its reference.py), as the oracle of the property and fuzz tests.

var (
	refP  = bigHex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f")
	refN  = bigHex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")
	refGx = bigHex("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798")
	refGy = bigHex("483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8")
)

func bigHex(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic(s)
	}
	return x
}

// refPoint is an affine point; nil is the point at infinity.
type refPoint struct{ x, y *big.Int }

func refAdd(p1, p2 *refPoint) *refPoint {
	if p1 == nil {
		return p2
	}
	if p2 == nil {
		return p1
	}
	if p1.x.Cmp(p2.x) == 0 && p1.y.Cmp(p2.y) != 0 {
		return nil
	}
	lam := new(big.Int)
	if p1.x.Cmp(p2.x) == 0 { // doubling: λ = 3x² / 2y
		num := new(big.Int).Mul(p1.x, p1.x)
		num.Mul(num, big.NewInt(3))
		den := new(big.Int).Lsh(p1.y, 1)
		lam.Mul(num, den.ModInverse(den, refP))
	} else { // λ = (y2 − y1) / (x2 − x1)
		num := new(big.Int).Sub(p2.y, p1.y)
		den := new(big.Int).Sub(p2.x, p1.x)
		den.Mod(den, refP)
		lam.Mul(num, den.ModInverse(den, refP))
	}
	lam.Mod(lam, refP)
	x3 := new(big.Int).Mul(lam, lam)
	x3.Sub(x3, p1.x).Sub(x3, p2.x).Mod(x3, refP)
	y3 := new(big.Int).Sub(p1.x, x3)
	y3.Mul(y3, lam).Sub(y3, p1.y).Mod(y3, refP)
	return &refPoint{x3, y3}
}

func refMul(p *refPoint, k *big.Int) *refPoint {
	var r *refPoint
	for i := k.BitLen() - 1; i >= 0; i-- {
		r = refAdd(r, r)
		if k.Bit(i) == 1 {
			r = refAdd(r, p)
		}
	}
	return r
}

func refLiftX(x *big.Int) *refPoint {
	if x.Cmp(refP) >= 0 {
		return nil
	}
	c := new(big.Int).Exp(x, big.NewInt(3), refP)
	c.Add(c, big.NewInt(7)).Mod(c, refP)
	e := new(big.Int).Add(refP, big.NewInt(1))
	e.Rsh(e, 2)
	y := new(big.Int).Exp(c, e, refP)
	if new(big.Int).Exp(y, big.NewInt(2), refP).Cmp(c) != 0 {
		return nil
	}
	if y.Bit(0) == 1 {
		y.Sub(refP, y)
	}
	return &refPoint{x, y}
}

func refTagged(tag string, parts ...[]byte) []byte {
	t := sha256.Sum256([]byte(tag))
	h := sha256.New()
	h.Write(t[:])
	h.Write(t[:])
	for _, p := range parts {
		h.Write(p)
	}
	return h.Sum(nil)
}

func be32(x *big.Int) []byte { return x.FillBytes(make([]byte, 32)) }

var refG = &refPoint{refGx, refGy}

// refPubKey returns bytes(d′·G), or nil for d′ outside [1, n−1].
func refPubKey(sk []byte) []byte {
	d := new(big.Int).SetBytes(sk)
	if d.Sign() == 0 || d.Cmp(refN) >= 0 {
		return nil
	}
	return be32(refMul(refG, d).x)
}

// refSign is BIP-340 Default Signing.
func refSign(sk, msg, aux []byte) []byte {
	d0 := new(big.Int).SetBytes(sk)
	P := refMul(refG, d0)
	d := new(big.Int).Set(d0)
	if P.y.Bit(0) == 1 {
		d.Sub(refN, d)
	}
	t := refTagged("BIP0340/aux", aux)
	db := be32(d)
	for i := range t {
		t[i] ^= db[i]
	}
	k0 := new(big.Int).SetBytes(refTagged("BIP0340/nonce", t, be32(P.x), msg))
	k0.Mod(k0, refN)
	R := refMul(refG, k0)
	k := new(big.Int).Set(k0)
	if R.y.Bit(0) == 1 {
		k.Sub(refN, k)
	}
	e := new(big.Int).SetBytes(refTagged("BIP0340/challenge", be32(R.x), be32(P.x), msg))
	e.Mod(e, refN)
	s := e.Mul(e, d).Add(e, k).Mod(e, refN)
	return append(be32(R.x), be32(s)...)
}

// refVerify is BIP-340 Verification.
func refVerify(pk, msg, sig []byte) bool {
	if len(pk) != 32 || len(sig) != 64 {
		return false
	}
	P := refLiftX(new(big.Int).SetBytes(pk))
	r := new(big.Int).SetBytes(sig[:32])
	s := new(big.Int).SetBytes(sig[32:])
	if P == nil || r.Cmp(refP) >= 0 || s.Cmp(refN) >= 0 {
		return false
	}
	e := new(big.Int).SetBytes(refTagged("BIP0340/challenge", sig[:32], pk, msg))
	e.Mod(e, refN)
	e.Sub(refN, e)
	R := refAdd(refMul(refG, s), refMul(P, e))
	return R != nil && R.y.Bit(0) == 0 && R.x.Cmp(r) == 0
}
