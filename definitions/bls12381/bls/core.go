package bls

import (
	"github.com/curvekit/curvekit/definitions/bls12381"
)

// core is a variant's arithmetic: the operations of §2 on encoded keys and
// signatures, written once (generic) for both variants.
type core interface {
	keySize() int
	sigSize() int
	skToPk(sk *bls12381.Scalar) []byte
	keyValidate(pk []byte) bool
	sign(sk *bls12381.Scalar, msg, dst []byte) ([]byte, error)
	verify(pk, msg, sig, dst []byte) bool
	aggregate(sigs [][]byte) ([]byte, error)
	aggregateVerify(pks, msgs [][]byte, sig, dst []byte) bool
	fastAggregateVerify(pks [][]byte, msg, sig, dst []byte) bool
	batchVerify(pks, msgs, sigs [][]byte, z []bls12381.Scalar, dst []byte) bool
}

// elem is what the core needs of a group element type (*bls12381.G1 or
// *bls12381.G2).
type elem[T any] interface {
	*T
	Set(u *T) *T
	Add(p, q *T) *T
	Negate(p *T) *T
	Generator() *T
	ScalarBaseMult(k *bls12381.Scalar) *T
	ScalarMult(k *bls12381.Scalar, p *T) *T
	MultiScalarMultVarTime(ks []*bls12381.Scalar, ps []*T) *T
	IsIdentity() int
	Bytes() []byte
	SetBytes(b []byte) (*T, error)
}

// generic is the core for keys in the group of K and signatures in that of
// S.
type generic[K, S any, PK elem[K], PS elem[S]] struct {
	// hash is hash_to_point: the RFC 9380 RO suite of S's group.
	hash func(msg, dst []byte) (*S, error)
	// check reports whether Π e(ks[i], ss[i]) = 1, pairing each key-group
	// element with a signature-group element whichever group is first.
	check func(ks []*K, ss []*S) bool
}

func newCore[K, S any, PK elem[K], PS elem[S]](hash func(msg, dst []byte) (*S, error), check func(ks []*K, ss []*S) bool) core {
	return &generic[K, S, PK, PS]{hash: hash, check: check}
}

// hashG1, hashG2, pairMinPk and pairMinSig instantiate the core.
var (
	hashG1 = bls12381.HashToG1
	hashG2 = bls12381.HashToG2
)

func pairMinPk(ks []*bls12381.G1, ss []*bls12381.G2) bool {
	ok, err := bls12381.PairingCheck(ks, ss)
	return err == nil && ok
}

func pairMinSig(ks []*bls12381.G2, ss []*bls12381.G1) bool {
	ok, err := bls12381.PairingCheck(ss, ks)
	return err == nil && ok
}

func (c *generic[K, S, PK, PS]) keySize() int { return len(PK(new(K)).Bytes()) }
func (c *generic[K, S, PK, PS]) sigSize() int { return len(PS(new(S)).Bytes()) }

func (c *generic[K, S, PK, PS]) skToPk(sk *bls12381.Scalar) []byte {
	return PK(PK(new(K)).ScalarBaseMult(sk)).Bytes()
}

// decodeKey returns the public key encoded by pk when KeyValidate accepts it
// (a point of the subgroup other than the identity), or nil.
func (c *generic[K, S, PK, PS]) decodeKey(pk []byte) *K {
	k, err := PK(new(K)).SetBytes(pk)
	if err != nil || PK(k).IsIdentity() == 1 {
		return nil
	}
	return k
}

func (c *generic[K, S, PK, PS]) keyValidate(pk []byte) bool { return c.decodeKey(pk) != nil }

func (c *generic[K, S, PK, PS]) sign(sk *bls12381.Scalar, msg, dst []byte) ([]byte, error) {
	q, err := c.hash(msg, dst)
	if err != nil {
		return nil, err
	}
	return PS(PS(q).ScalarMult(sk, q)).Bytes(), nil
}

// verify is CoreVerify (§2.7): e(PK, H(msg)) = e(G, sig), checked as
// e(PK, H(msg))·e(−G, sig) = 1 with one final exponentiation.
func (c *generic[K, S, PK, PS]) verify(pk, msg, sig, dst []byte) bool {
	k := c.decodeKey(pk)
	if k == nil {
		return false
	}
	s, err := PS(new(S)).SetBytes(sig)
	if err != nil {
		return false
	}
	q, err := c.hash(msg, dst)
	if err != nil {
		return false
	}
	g := PK(new(K)).Generator()
	PK(g).Negate(g)
	return c.check([]*K{k, g}, []*S{q, s})
}

func (c *generic[K, S, PK, PS]) aggregate(sigs [][]byte) ([]byte, error) {
	acc := new(S)
	for _, b := range sigs {
		s, err := PS(new(S)).SetBytes(b)
		if err != nil {
			return nil, err
		}
		PS(acc).Add(acc, s)
	}
	return PS(acc).Bytes(), nil
}

// aggregateVerify is CoreAggregateVerify (§2.9): Π e(PK_i, H(msg_i)) =
// e(G, sig).
func (c *generic[K, S, PK, PS]) aggregateVerify(pks, msgs [][]byte, sig, dst []byte) bool {
	s, err := PS(new(S)).SetBytes(sig)
	if err != nil {
		return false
	}
	n := len(pks)
	ks := make([]*K, n, n+1)
	ss := make([]*S, n, n+1)
	bad := forEntries(n, func(i int) bool {
		k := c.decodeKey(pks[i])
		if k == nil {
			return false
		}
		q, err := c.hash(msgs[i], dst)
		if err != nil {
			return false
		}
		ks[i], ss[i] = k, q
		return true
	})
	if bad {
		return false
	}
	g := PK(new(K)).Generator()
	ks, ss = append(ks, PK(g).Negate(g)), append(ss, s)
	return c.check(ks, ss)
}

// fastAggregateVerify is §3.3.4: CoreVerify against the sum of the keys.
func (c *generic[K, S, PK, PS]) fastAggregateVerify(pks [][]byte, msg, sig, dst []byte) bool {
	acc := new(K)
	for _, b := range pks {
		k := c.decodeKey(b)
		if k == nil {
			return false
		}
		PK(acc).Add(acc, k)
	}
	return c.verify(PK(acc).Bytes(), msg, sig, dst)
}

// batchVerify checks Π e(z_i·PK_i, H(msg_i))·e(−G, Σ z_i·sig_i) = 1, which
// holds for valid signatures and, for coefficients the signer cannot
// predict, fails except with probability about 2^−128 when one is invalid
// (batch.go).
func (c *generic[K, S, PK, PS]) batchVerify(pks, msgs, sigs [][]byte, z []bls12381.Scalar, dst []byte) bool {
	n := len(pks)
	ks := make([]*K, n, n+1)
	ss := make([]*S, n, n+1)
	sigPts := make([]*S, n)
	zs := make([]*bls12381.Scalar, n)
	bad := forEntries(n, func(i int) bool {
		k := c.decodeKey(pks[i])
		if k == nil {
			return false
		}
		s, err := PS(new(S)).SetBytes(sigs[i])
		if err != nil {
			return false
		}
		q, err := c.hash(msgs[i], dst)
		if err != nil {
			return false
		}
		zs[i], sigPts[i] = &z[i], s
		PK(k).MultiScalarMultVarTime(zs[i:i+1], []*K{k})
		ks[i], ss[i] = k, q
		return true
	})
	if bad {
		return false
	}
	agg := PS(new(S)).MultiScalarMultVarTime(zs, sigPts)
	g := PK(new(K)).Generator()
	ks, ss = append(ks, PK(g).Negate(g)), append(ss, agg)
	return c.check(ks, ss)
}
