package tower

// Recover exposes recover (fp12_karabina.go) to the tests.
func (f *Fp12[E]) Recover(x *Fp12Element[E]) int { return f.recover(x) }

// Wide reports whether f's Mul reduces lazily (fp6_wide.go).
func (f *Fp6[E]) Wide() bool { return f.wide != nil }

// WithoutWide returns a copy of f whose Mul does not reduce lazily.
func (f *Fp6[E]) WithoutWide() *Fp6[E] {
	g := *f
	g.wide = nil
	return &g
}
