package weierstrass

// FormulaKind names the formulas New chose for c (a = −3, a = 0 or general).
func FormulaKind[E, S any](c *Curve[E, S]) string { return c.kind.String() }
