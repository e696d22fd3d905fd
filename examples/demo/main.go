// Command demo is a tour of curvekit: it defines a field at run time, hashes
// messages into it with RFC 9380, takes square roots and inverses, and shows
// that a prebuilt fixed field and the runtime field agree on the same prime.
//
// Run it from the repository root with:
//
//	go run ./examples/demo
package main

import (
	"crypto/sha512"
	"fmt"
	"log"
	"math/big"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/hashes"
)

func main() {
	log.SetFlags(0)
	customField()
	fixedAgainstRuntime()
}

// customField builds the P-384 base field at run time and works in it.
func customField() {
	p, _ := new(big.Int).SetString("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff", 16)
	f, err := field.NewPrime(p, field.BigEndian)
	check(err)
	fmt.Printf("A field defined at run time: GF(p) with p the %d-bit P-384 prime (%d-byte %s encodings)\n",
		f.BitLen(), f.ByteLen(), f.ByteOrder())

	exp, err := hashes.NewXMDExpander(sha512.New384, []byte("curvekit-demo-v1"), 192)
	check(err)
	var u [2]field.PrimeElement
	check(hashes.HashToField(f, exp, []byte("hello, curves"), 2, u[:]))
	for i := range u {
		fmt.Printf("  hash_to_field(\"hello, curves\")[%d] = %x…\n", i, field.Big(f, &u[i]).Bytes()[:12])
	}

	// u0² is a square; its root with sgn0 = 0 is ±u0.
	var sq, root, neg field.PrimeElement
	f.Square(&sq, &u[0])
	ok := f.Sqrt(&root, &sq)
	f.Neg(&neg, &root)
	fmt.Printf("  sqrt(u0²) found: %v, equals ±u0: %v\n", ok == 1, f.Equal(&root, &u[0])|f.Equal(&neg, &u[0]) == 1)

	// Batch inversion: one field inversion for the whole slice; zero maps to zero.
	xs := []field.PrimeElement{u[0], {}, u[1]}
	inv := make([]field.PrimeElement, len(xs))
	field.BatchInverse(f, inv, xs)
	var one, prod field.PrimeElement
	f.One(&one)
	f.Mul(&prod, &xs[2], &inv[2])
	fmt.Printf("  batch inverse: u1·u1⁻¹ = 1: %v, 0⁻¹ = 0: %v\n", f.Equal(&prod, &one) == 1, f.IsZero(&inv[1]) == 1)
}

// fixedAgainstRuntime computes the same inverse in the prebuilt radix-2^51
// field and in a runtime Montgomery field over the same prime 2^255 − 19.
func fixedAgainstRuntime() {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	runtime, err := field.NewPrime(p, field.LittleEndian)
	check(err)
	var fixed fp25519.Field

	x := big.NewInt(2026)
	var a fp25519.Element
	var b field.PrimeElement
	check(field.SetBig(fixed, &a, x))
	check(field.SetBig(runtime, &b, x))
	fixed.Inverse(&a, &a)
	runtime.Inverse(&b, &b)
	ia, ib := field.Big(fixed, &a), field.Big(runtime, &b)
	fmt.Printf("1/2026 mod 2^255−19 = %x…\n  fixed field and runtime field agree: %v\n", ia.Bytes()[:12], ia.Cmp(ib) == 0)
}

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}
