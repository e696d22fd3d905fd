package ristretto255

import (
	"bytes"
	"sync"
	"testing"
)

// TestConcurrentUse runs encodings, decodings, maps and multiplications from
// several goroutines at once (the group's workspaces are pooled) and checks
// every result against one computed alone.
func TestConcurrentUse(t *testing.T) {
	a, s := randomElement(t), randomScalar(t)
	u := a.Bytes()
	wide := append(append([]byte(nil), u...), u...)
	want := new(Element).ScalarMult(s, a).Bytes()
	wantMap, _ := new(Element).SetUniformBytes(wide)
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for range 8 {
		wg.Go(func() {
			for range 20 {
				d, err := new(Element).SetCanonicalBytes(u)
				if err != nil {
					errs <- err.Error()
					return
				}
				if !bytes.Equal(new(Element).ScalarMult(s, d).Bytes(), want) {
					errs <- "ScalarMult"
				}
				m, _ := new(Element).SetUniformBytes(wide)
				if m.Equal(wantMap) != 1 {
					errs <- "SetUniformBytes"
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
