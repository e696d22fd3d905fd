package tower

// Recover exposes recover (fp12_karabina.go) to the tests.
func (f *Fp12[E]) Recover(x *Fp12Element[E]) int { return f.recover(x) }
