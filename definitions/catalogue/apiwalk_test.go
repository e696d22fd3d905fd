package catalogue_test

import (
	"testing"

	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function, and the methods of every
// entry, with nil, zero, empty and wrong-length arguments
// (internal/apiwalk): none may panic. The key-format parsers get, besides,
// valid encodings to mutate.
func TestAPIWalk(t *testing.T) {
	priv, err := catalogue.BrainpoolP256r1().Curve().GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	spki, err := catalogue.MarshalPKIXPublicKey(priv.PublicKey())
	if err != nil {
		t.Fatal(err)
	}
	p8, err := catalogue.MarshalPKCS8PrivateKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	values := []any{catalogue.Shape(0), catalogue.ShapeWeierstrass, catalogue.Shape(99)}
	for _, e := range catalogue.All() {
		values = append(values, e)
	}
	w := apiwalk.API{
		Funcs: map[string]any{
			"All": catalogue.All, "BN254G1": catalogue.BN254G1, "BLS12381G1": catalogue.BLS12381G1,
			"BabyJubjub": catalogue.BabyJubjub, "BrainpoolP256r1": catalogue.BrainpoolP256r1,
			"BrainpoolP384r1": catalogue.BrainpoolP384r1, "BrainpoolP512r1": catalogue.BrainpoolP512r1,
			"Curve41417": catalogue.Curve41417, "E448": catalogue.E448, "E521": catalogue.E521,
			"Jubjub": catalogue.Jubjub, "M383": catalogue.M383, "M511": catalogue.M511,
			"P192": catalogue.P192, "P224": catalogue.P224, "Pallas": catalogue.Pallas,
			"Secp224k1": catalogue.Secp224k1, "Vesta": catalogue.Vesta,
			"MarshalECParameters": catalogue.MarshalECParameters, "ParseECParameters": catalogue.ParseECParameters,
			"MarshalPKIXPublicKey": catalogue.MarshalPKIXPublicKey, "ParsePKIXPublicKey": catalogue.ParsePKIXPublicKey,
			"MarshalPKCS8PrivateKey": catalogue.MarshalPKCS8PrivateKey, "ParsePKCS8PrivateKey": catalogue.ParsePKCS8PrivateKey,
			"MarshalECPrivateKey": catalogue.MarshalECPrivateKey, "ParseECPrivateKey": catalogue.ParseECPrivateKey,
			"MarshalPKIXPublicKeyPEM": catalogue.MarshalPKIXPublicKeyPEM, "ParsePKIXPublicKeyPEM": catalogue.ParsePKIXPublicKeyPEM,
			"MarshalPKCS8PrivateKeyPEM": catalogue.MarshalPKCS8PrivateKeyPEM, "ParsePKCS8PrivateKeyPEM": catalogue.ParsePKCS8PrivateKeyPEM,
			"MarshalECPrivateKeyPEM": catalogue.MarshalECPrivateKeyPEM, "ParseECPrivateKeyPEM": catalogue.ParseECPrivateKeyPEM,
		},
		Values:  values,
		Samples: []any{priv, priv.PublicKey(), catalogue.BrainpoolP256r1().Curve(), spki, p8},
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, w), w.Skip)
}
