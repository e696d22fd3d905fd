package hashes

import (
	"crypto/sha256"
	"crypto/sha512"
	"hash"
	"testing"
)

// FuzzExpandMessageXMD checks that ExpandMessageXMD never panics, returns
// exactly lenInBytes bytes or an error exactly when a §5.3.1 limit is
// broken, agrees with the literal reference, and that the Expander type
// agrees with the one-shot function.
func FuzzExpandMessageXMD(f *testing.F) {
	f.Add([]byte(""), []byte("QUUX-V01-CS02-with-expander-SHA256-128"), 32, false)
	f.Add([]byte("abc"), make([]byte, 256), 128, true)
	f.Add([]byte("a512_aaa"), []byte{}, 0, false)
	f.Add([]byte("x"), []byte("D"), 255*32+1, false)
	f.Add([]byte("y"), []byte("D"), -7, true)
	f.Fuzz(func(t *testing.T, msg, dst []byte, n int, wide bool) {
		h, b := sha256.New, 32
		if wide {
			h, b = func() hash.Hash { return sha512.New() }, 64
		}
		n %= 70000 // keep runs fast while still crossing every limit
		out, err := ExpandMessageXMD(h, msg, dst, n)
		valid := n >= 1 && n <= MaxExpandLen && (n+b-1)/b <= 255 && len(dst) > 0
		if valid != (err == nil) {
			t.Fatalf("n=%d b=%d: valid=%v err=%v", n, b, valid, err)
		}
		if err != nil {
			if out != nil {
				t.Fatalf("output %d bytes with error %v", len(out), err)
			}
			return
		}
		if len(out) != n {
			t.Fatalf("got %d bytes, want %d", len(out), n)
		}
		if n <= 4*b {
			if want := referenceXMD(h, msg, dst, n); string(want) != string(out) {
				t.Fatalf("differs from the reference for n=%d", n)
			}
		}
		e, err := NewXMDExpander(h, dst, 128)
		if err != nil {
			t.Fatal(err)
		}
		got := make([]byte, n)
		if err := e.Expand(got, msg); err != nil || string(got) != string(out) {
			t.Fatalf("Expander differs from ExpandMessageXMD: %v", err)
		}
	})
}
