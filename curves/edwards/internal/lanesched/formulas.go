package lanesched

// The lane formulas of edwards25519's vector kernels, a = −1 (HWCD08 §4.2;
// the engine's formulas.go and coordinates.go hold the same formulas one
// coordinate at a time, with their source lines). Points in lanes are
// completed, (E, H, G, F), the engine's completed (X, Y, Z, T), or cached,
// (Y−X, Y+X, 2d·T, 2·Z), named (qM, qP, qT, qZ): the engine's cached
// (Y+X, Y−X, 2·Z, 2d·T) reordered so that the products of an addition pair
// up lane for lane with (Y1−X1, Y1+X1, T1, Z1).

// Every formula starts from a completed point with toExtended, the four
// products of the engine's toExtended: X3 = E·F, Y3 = G·H, Z3 = F·G,
// T3 = E·H.
const toExtended = "(X, Y, Z, T) = (E, G, F, E)·(F, H, G, H)"

// completedLanes, cachedLanes and scaleLanes name the lanes of a completed
// point, of a cached point and of the scale c = (1, 1, 2d, 2) of a
// conversion to cached.
const (
	completedLanes = "E, H, G, F"
	cachedLanes    = "qM, qP, qT, qZ"
	scaleLanes     = "c1, c1b, c2d, c2"
)

// Add sets p + q for p completed and q cached: add-2008-hwcd-3 after the
// conversion to extended, the engine's addCachedC (sumMinusOne):
// A = (Y1−X1)·(Y2−X2), B = (Y1+X1)·(Y2+X2), C = T1·2d·T2, D = Z1·2·Z2,
// E = B − A, H = B + A, G = D + C, F = D − C.
var Add = Parse("Add", completedLanes, map[string]string{"q": cachedLanes},
	toExtended,
	"(A, B, C, D) = (Y−X, Y+X, T, Z)·(qM, qP, qT, qZ)",
	"(E, H, G, F) = (B−A, B+A, D+C, D−C)",
)

// Sub sets p − q: Add with −q = (Y2+X2, Y2−X2, −2d·T2, 2·Z2), which swaps
// the operand's first two lanes and, C changing sign, G and F.
var Sub = Parse("Sub", completedLanes, map[string]string{"q": cachedLanes},
	toExtended,
	"(A, B, C, D) = (Y−X, Y+X, T, Z)·(qP, qM, qT, qZ)",
	"(E, H, G, F) = (B−A, B+A, D−C, D+C)",
)

// Double sets 2·p for p completed: dbl-2008-hwcd with a = −1 after the
// conversion (of which it reads X, Y, Z), the engine's doubleC
// (doubleSquares, doubleMinusOne): A = X², B = Y², C = Z², S = (X+Y)²,
// and every coordinate of the result negated, which is the same point:
// −E = A+B−S, −H = A+B, −G = A−B, −F = A−B+2C.
var Double = Parse("Double", completedLanes, nil,
	toExtended,
	"(A, B, C, S) = (X, Y, Z, X+Y)²",
	"(E, H, G, F) = (A+B−S, A+B, A−B, A−B+2C)",
)

// ToCached sets the cached form of p completed, given the scale
// c = (1, 1, 2d, 2): the engine's toExtended, then toCachedMinusOne.
var ToCached = Parse("ToCached", completedLanes, map[string]string{"c": scaleLanes},
	toExtended,
	"(qM, qP, qT, qZ) = (Y−X, Y+X, T, Z)·(c1, c1b, c2d, c2)",
)
