package main

// edwards is curves/edwards: the extended-coordinate formulas of HWCD08
// (additions, doublings and changes of coordinates). Its targets write no
// methods of their own: the formulas specialise for a by the curve's
// (public) kind.
var edwards = engine{
	name:      "edwards",
	pkg:       "edwards",
	files:     []string{"formulas.go", "coordinates.go"},
	receiver:  "arith",
	typeParam: "E",
	targets: append([]target{
		{
			name: "Fp25519", file: "zz_formulas_fp25519.go",
			imports: []string{"github.com/curvekit/curvekit/field/fp25519"},
			elem:    "fp25519.Element", field: "fp25519.Field",
			doc: "the field of 2^255 − 19 (edwards25519), radix 2^51.",
		},
		{
			name: "Fp448", file: "zz_formulas_fp448.go",
			imports: []string{"github.com/curvekit/curvekit/field/fp448"},
			elem:    "fp448.Element", field: "fp448.Field",
			doc: "the field of 2^448 − 2^224 − 1 (edwards448), radix 2^56.",
		},
	}, retarget(primeTargets(), "zz_formulas_prime.go", "")...),
}

// retarget returns copies of ts written to file with helpers, for an engine
// that shares another's targets (the field.Prime views) but not its
// provided methods.
func retarget(ts []target, file, helpers string) []target {
	out := make([]target, len(ts))
	for i, t := range ts {
		t.file, t.helpers = file, helpers
		out[i] = t
	}
	return out
}
