package edwards

import (
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
)

type countField struct {
	fp25519.Field
	mul, sq, other *int
}

func (c countField) Mul(z, x, y *fp25519.Element) { *c.mul++; c.Field.Mul(z, x, y) }
func (c countField) Square(z, x *fp25519.Element) { *c.sq++; c.Field.Square(z, x) }
func (c countField) Add(z, x, y *fp25519.Element) { *c.other++; c.Field.Add(z, x, y) }
func (c countField) Sub(z, x, y *fp25519.Element) { *c.other++; c.Field.Sub(z, x, y) }

func TestCountOps(t *testing.T) {
	var m, s, o int
	cf := countField{mul: &m, sq: &s, other: &o}
	c, err := New(Params[fp25519.Element, fn25519.Element]{Field: cf, Scalar: fn25519.Field{},
		A: a25519, D: d25519, Gx: gx25519, Gy: gy25519, Cofactor: 8})
	if err != nil {
		t.Fatal(err)
	}
	sch, _ := NewScheme(c, ed25519Params)
	c.baseTableOnce()
	c.baseNAFOnce()
	type it struct{ pub, sig []byte }
	var items []it
	msg := []byte("hello")
	for i := range 64 {
		sd := make([]byte, 32)
		sd[0] = byte(i)
		pub := make([]byte, 32)
		sch.DerivePublicKey(pub, sd)
		sig := make([]byte, 64)
		sch.Sign(sig, sd, pub, msg, nil)
		items = append(items, it{pub, sig})
	}
	m, s, o = 0, 0, 0
	sch.Verify(items[0].pub, msg, items[0].sig, &Options{Policy: Stdlib})
	t.Logf("single Stdlib verify: %d M, %d S, %d add/sub", m, s, o)
	m, s, o = 0, 0, 0
	bv := sch.NewBatchVerifier()
	for _, x := range items {
		bv.Add(x.pub, msg, x.sig, &Options{Policy: ZIP215})
	}
	t.Logf("batch add 64: %d M, %d S, %d add/sub", m, s, o)
	m, s, o = 0, 0, 0
	ok, _ := bv.Verify(nil)
	t.Logf("batch verify 64: %d M, %d S, %d add/sub (ok %v)", m, s, o, ok)
	_ = big.NewInt
	_ = field.Big[fp25519.Element]
}
