package curvetest_test

import (
	"crypto"
	_ "crypto/sha256" // the hash of the example's ECDSA
	"fmt"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// hexInt parses a hexadecimal constant.
func hexInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("bad constant " + s)
	}
	return x
}

// newBrainpoolP256r1 defines brainpoolP256r1 (RFC 5639 §3.4) at run time,
// as a user defining a curve of their own does.
func newBrainpoolP256r1() (*weierstrass.Curve[field.PrimeElement, field.PrimeElement], error) {
	fp, err := field.NewPrime(hexInt("a9fb57dba1eea9bc3e660a909d838d726e3bf623d52620282013481d1f6e5377"), field.BigEndian)
	if err != nil {
		return nil, err
	}
	fn, err := field.NewPrime(hexInt("a9fb57dba1eea9bc3e660a909d838d718c397aa3b561a6f7901e0e82974856a7"), field.BigEndian)
	if err != nil {
		return nil, err
	}
	return weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name:     "brainpoolP256r1",
		Field:    fp,
		Scalar:   fn,
		A:        hexInt("7d5a0975fc2c3057eef67530417affe7fb8055c126dc5c6ce94a4b44f330b5d9"),
		B:        hexInt("26dc5c6ce94a4b44f330b5d9bbd77cbf958416295cf7e1ce6bccdc18ff8c07b6"),
		Gx:       hexInt("8bd2aeb9cb7e57cb2c4b482ffc81b7afb9de27e1e3bd23c23a4453bd9ace3262"),
		Gy:       hexInt("547ef835c3dac4fd97f8461a14611dc9c27745132ded8e545c1d54c72f046997"),
		Cofactor: big.NewInt(1),
	})
}

// printTB is the testing.TB of the example, which has no *testing.T: it
// prints what the harness reports. In a test, pass the test's t instead.
type printTB struct {
	testing.TB
	failed bool
}

func (p *printTB) Helper()                      {}
func (p *printTB) Errorf(f string, args ...any) { p.failed = true; fmt.Printf(f+"\n", args...) }
func (p *printTB) Fatal(args ...any)            { p.failed = true; fmt.Println(args...) }

// A user who defines a curve checks it, and its ECDSA, with one call from
// their own test:
//
//	func TestBrainpoolP256r1(t *testing.T) {
//		curve, err := newBrainpoolP256r1()
//		if err != nil {
//			t.Fatal(err)
//		}
//		scheme, err := weierstrass.NewECDSA(curve, weierstrass.ECDSAParams{Hash: crypto.SHA256})
//		if err != nil {
//			t.Fatal(err)
//		}
//		curvetest.Weierstrass(t, curve, curvetest.WithECDSA(scheme))
//	}
//
// The example runs the same call with a testing.TB that prints failures.
func ExampleWeierstrass() {
	curve, err := newBrainpoolP256r1()
	if err != nil {
		panic(err)
	}
	scheme, err := weierstrass.NewECDSA(curve, weierstrass.ECDSAParams{Hash: crypto.SHA256})
	if err != nil {
		panic(err)
	}
	t := &printTB{}
	curvetest.Weierstrass(t, curve, curvetest.WithECDSA(scheme))
	fmt.Println("failed:", t.failed)
	// Output:
	// failed: false
}
