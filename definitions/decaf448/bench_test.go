package decaf448

import "testing"

func BenchmarkScalarBaseMult(b *testing.B) {
	s := randomScalar(b)
	v := new(Element)
	for b.Loop() {
		v.ScalarBaseMult(s)
	}
}

func BenchmarkScalarMult(b *testing.B) {
	s, P := randomScalar(b), randomElement(b)
	v := new(Element)
	for b.Loop() {
		v.ScalarMult(s, P)
	}
}

func BenchmarkEncode(b *testing.B) {
	P := randomElement(b)
	var buf [ElementSize]byte
	for b.Loop() {
		P.AppendBytes(buf[:0])
	}
}

func BenchmarkDecode(b *testing.B) {
	enc := randomElement(b).Bytes()
	v := new(Element)
	for b.Loop() {
		if _, err := v.SetCanonicalBytes(enc); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEqual(b *testing.B) {
	P, Q := randomElement(b), randomElement(b)
	for b.Loop() {
		P.Equal(Q)
	}
}

func BenchmarkSetUniformBytes(b *testing.B) {
	u := make([]byte, UniformSize)
	u[5] = 1
	v := new(Element)
	for b.Loop() {
		v.SetUniformBytes(u)
	}
}
