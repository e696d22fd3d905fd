package fieldtest

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/require"
)

// recorder is a tb that records failures instead of reporting them, so that
// the suite can be run against broken fields and seen to fail.
type recorder struct {
	name   string
	parent *recorder
	failed bool
	// failures lists "subtest: message" for every Errorf, shared by the tree.
	failures *[]string
}

// failNow is the panic value recorder.FailNow unwinds with.
type failNow struct{}

func newRecorder() *recorder { return &recorder{name: "suite", failures: new([]string)} }

func (r *recorder) Helper()                         {}
func (r *recorder) Logf(format string, args ...any) {}
func (r *recorder) Failed() bool                    { return r.failed }

func (r *recorder) fail() {
	for p := r; p != nil; p = p.parent {
		p.failed = true
	}
}

func (r *recorder) Errorf(format string, args ...any) {
	r.fail()
	*r.failures = append(*r.failures, r.name+": "+fmt.Sprintf(format, args...))
}

func (r *recorder) FailNow() {
	r.fail()
	panic(failNow{})
}

func (r *recorder) Run(name string, fn func(t tb)) bool {
	c := &recorder{name: r.name + "/" + name, parent: r, failures: r.failures}
	func() {
		defer func() {
			if v := recover(); v != nil {
				if _, ok := v.(failNow); !ok {
					c.Errorf("panic: %v", v)
				}
			}
		}()
		fn(c)
	}()
	return !c.failed
}

// testPrimes are the moduli the self-tests use, with a byte order each.
var testPrimes = []struct {
	name  string
	p     *big.Int
	order field.ByteOrder
}{
	{"p13", big.NewInt(13), field.BigEndian},
	{"m61", new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 61), big.NewInt(1)), field.LittleEndian},
	{"p25519", mustHex("7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed"), field.LittleEndian},
	{"p256", mustHex("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"), field.BigEndian},
	// 2^224 − 2^96 + 1, p ≡ 1 (mod 2^96): the hardest square roots.
	{"p224", mustHex("ffffffffffffffffffffffffffffffff000000000000000000000001"), field.BigEndian},
	{"p521", new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 521), big.NewInt(1)), field.LittleEndian},
}

func mustHex(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("bad hex " + s)
	}
	return v
}

// TestSuitePassesCorrectField runs the suite, through the public entry point,
// on the correct math/big field over several moduli.
func TestSuitePassesCorrectField(t *testing.T) {
	for _, tp := range testPrimes {
		t.Run(tp.name, func(t *testing.T) {
			if testing.Short() && (tp.p.BitLen() > 256 || tp.name == "p224") {
				t.Skip("slow math/big square roots in the test double; skipped with -short")
			}
			RunWithOptions(t, newBigField(tp.p, tp.order, bugNone), Options{Iterations: 8})
		})
	}
}

// bugSubtests maps each deliberate defect to the subtest that must report it
// (other subtests may fail too).
var bugSubtests = map[bug]string{
	bugSqrtSign:         "Sqrt",
	bugSetBytesAcceptsP: "EncodingRejects",
	bugMulEdge:          "Arithmetic",
	bugSetBytesClobbers: "EncodingRejects",
	bugInverseZero:      "Inverse",
	bugAddAlias:         "Aliasing",
	bugWideOrder:        "WideBytes",
	bugSqrtRatioZeroV:   "SqrtRatio",
	bugSgn0High:         "Predicates",
	bugEqualLowLimb:     "Predicates",
	bugPutBytesNoPanic:  "EncodingRejects",
	bugLengthSentinel:   "EncodingRejects",
	bugSelectAlias:      "Aliasing",
	bugSubLazy:          "Arithmetic",
	bugNegZero:          "Arithmetic",
	bugWideMaxLen:       "WideBytes",
	bugModulusShared:    "Parameters",
	bugSqrtNoClear:      "Sqrt",
	bugSetUint64:        "Constants",
	bugSqrtRatioSign:    "SqrtRatio",
	bugDoubleOverflow:   "Chains",
}

// TestSuiteCatchesBrokenFields runs the suite on fields with one defect each
// and checks that it fails, in the subtest meant to catch the defect.
func TestSuiteCatchesBrokenFields(t *testing.T) {
	require.Len(t, bugSubtests, int(bugCount)-1, "every bug needs an expected subtest")
	for b := bugNone + 1; b < bugCount; b++ {
		// Alternate between a little-endian radix-2^51-sized and a big-endian
		// 4-limb modulus.
		for _, tp := range testPrimes[2+int(b)%2 : 3+int(b)%2] {
			t.Run(fmt.Sprintf("bug%d/%s", b, tp.name), func(t *testing.T) {
				rec := newRecorder()
				run(rec, newBigField(tp.p, tp.order, b), Options{Iterations: 4, Seed: 1}.resolve())
				require.True(t, rec.failed, "the suite passed a field with bug %d", b)
				want := "suite/" + bugSubtests[b] + ": "
				found := false
				for _, f := range *rec.failures {
					found = found || strings.HasPrefix(f, want)
				}
				require.True(t, found, "bug %d not reported by %s; failures:\n%s",
					b, bugSubtests[b], strings.Join(*rec.failures, "\n"))
			})
		}
	}
}

// TestRecorderSeesCorrectFieldPass checks the recorder itself: a correct
// field leaves it clean.
func TestRecorderSeesCorrectFieldPass(t *testing.T) {
	rec := newRecorder()
	run(rec, newBigField(testPrimes[2].p, testPrimes[2].order, bugNone), Options{Iterations: 4, Seed: 1}.resolve())
	require.False(t, rec.failed, "failures:\n%s", strings.Join(*rec.failures, "\n"))
}

// FuzzSetBytesBig and FuzzArithBig run the fuzz helpers on the correct
// double (their seed corpora run under plain go test).
func FuzzSetBytesBig(f *testing.F) {
	FuzzSetBytes(f, newBigField(testPrimes[3].p, field.BigEndian, bugNone))
}

func FuzzArithBig(f *testing.F) {
	FuzzArith(f, newBigField(testPrimes[2].p, field.LittleEndian, bugNone))
}
