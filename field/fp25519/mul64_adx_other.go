//go:build !amd64 || purego

package fp25519

// hasADX is false where there is no BMI2/ADX assembly (other
// architectures, the purego build).
const hasADX = false

// mul64ADX is mul64Generic where there is no BMI2/ADX assembly:
// Field64ADX then computes exactly what Field64 does.
func mul64ADX(z, x, y *Element64) { mul64Generic(z, x, y) }

// square64ADX is square64Generic where there is no BMI2/ADX assembly.
func square64ADX(z, x *Element64) { square64Generic(z, x) }
