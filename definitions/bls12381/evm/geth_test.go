package evm_test

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bls12381/evm"
	"github.com/curvekit/curvekit/internal/testenv"
	"github.com/curvekit/curvekit/internal/vectors"
)

// gethCase is one entry of go-ethereum's precompile vectors: a call that
// succeeds (Expected, Gas) or fails (ExpectedError).
type gethCase struct {
	Input         string
	Expected      string
	ExpectedError string
	Name          string
	Gas           uint64
}

// precompile returns the EIP-2537 precompile at address a.
func precompile(t *testing.T, a byte) evm.Precompile {
	for _, p := range evm.Precompiles() {
		if p.Address == a {
			return p
		}
	}
	t.Fatalf("no precompile at 0x%02x", a)
	return evm.Precompile{}
}

// gethFiles are go-ethereum's EIP-2537 vector files (v1.17.10,
// core/vm/testdata/precompiles), the precompile each exercises and its
// number of cases. blsG1Mul and blsG2Mul test the multiplication
// precompiles of earlier drafts, which the final EIP folded into the MSMs:
// they run as MSMs of one pair, with the same gas.
var gethFiles = []struct {
	file        string
	address     byte
	pairSize    int // bytes per pair of an MSM or pairing, else the input length
	cases, fail int
}{
	{"blsG1Add", 0x0b, 2 * evm.G1PointSize, 112, 6},
	{"blsG1Mul", 0x0c, evm.G1MSMPairSize, 11, 7},
	{"blsG1MultiExp", 0x0c, evm.G1MSMPairSize, 154, 7},
	{"blsG2Add", 0x0d, 2 * evm.G2PointSize, 112, 6},
	{"blsG2Mul", 0x0e, evm.G2MSMPairSize, 11, 7},
	{"blsG2MultiExp", 0x0e, evm.G2MSMPairSize, 153, 7},
	{"blsPairing", 0x0f, evm.PairingPairSize, 106, 9},
	{"blsMapG1", 0x10, evm.FieldElementSize, 105, 5},
	{"blsMapG2", 0x11, 2 * evm.FieldElementSize, 105, 5},
}

// maxDefaultPairs is the largest MSM of the vectors that runs by default;
// the larger ones (128 to 4877 pairs, 10 of the 307 MSMs, 2–3 s of CPU on
// this machine) run with CURVEKIT_LONG=1.
// TestMSMGnark covers Pippenger's method, which starts above 128 pairs.
const maxDefaultPairs = 64

func gethCases(t *testing.T, file string) []gethCase {
	var cs []gethCase
	require.NoError(t, json.Unmarshal(vectors.Geth(t, "core/vm/testdata/precompiles/"+file+".json"), &cs), file)
	return cs
}

// TestGethVectors runs every success case of go-ethereum's EIP-2537 files
// and checks the output bytes and the gas.
func TestGethVectors(t *testing.T) {
	for _, f := range gethFiles {
		t.Run(f.file, func(t *testing.T) {
			p := precompile(t, f.address)
			cs := gethCases(t, f.file)
			require.Len(t, cs, f.cases)
			skipped := 0
			for _, c := range cs {
				in, err := hex.DecodeString(c.Input)
				require.NoError(t, err, c.Name)
				if len(in) > maxDefaultPairs*f.pairSize && !testenv.Long() {
					skipped++ // the MSMs of 128 to 4877 pairs
					continue
				}
				out, err := p.Run(in)
				require.NoError(t, err, c.Name)
				assert.Equal(t, c.Expected, hex.EncodeToString(out), c.Name)
				assert.Equal(t, c.Gas, p.Gas(in), c.Name)
			}
			if skipped > 0 {
				t.Logf("skipped the %d MSMs of more than %d pairs; %s=1 runs them", skipped, maxDefaultPairs, testenv.LongVar)
			}
		})
	}
}

// gethErrors maps go-ethereum's error messages in the fail-bls* files to
// this package's errors.
var gethErrors = map[string]error{
	"invalid input length":                evm.ErrInputLength,
	"invalid field element top bytes":     evm.ErrFieldPadding,
	"invalid fp.Element encoding":         evm.ErrFieldNotCanonical,
	"invalid point: not on curve":         evm.ErrNotOnCurve,
	"g1 point is not on correct subgroup": evm.ErrNotInSubgroup,
	"g2 point is not on correct subgroup": evm.ErrNotInSubgroup,
}

// TestGethFailVectors runs go-ethereum's fail-bls* files: every call must
// fail with the error that matches go-ethereum's.
func TestGethFailVectors(t *testing.T) {
	for _, f := range gethFiles {
		t.Run(f.file, func(t *testing.T) {
			p := precompile(t, f.address)
			cs := gethCases(t, "fail-"+f.file)
			require.Len(t, cs, f.fail)
			for _, c := range cs {
				in, err := hex.DecodeString(c.Input)
				require.NoError(t, err, c.Name)
				want, ok := gethErrors[c.ExpectedError]
				require.True(t, ok, "%s: unknown error %q", c.Name, c.ExpectedError)
				out, err := p.Run(in)
				assert.Nil(t, out, c.Name)
				assert.ErrorIs(t, err, want, c.Name)
			}
		})
	}
}

// TestGasTablesMatchGeth compares the MSM discount tables and the prices with
// go-ethereum's params/protocol_params.go.
func TestGasTablesMatchGeth(t *testing.T) {
	src := string(vectors.Geth(t, "params/protocol_params.go"))
	table := func(name string) []uint64 {
		m := regexp.MustCompile(name + ` = \[128\]uint64\{([^}]*)\}`).FindStringSubmatch(src)
		require.NotNil(t, m, name)
		var d []uint64
		for _, s := range strings.Split(m[1], ",") {
			v, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
			require.NoError(t, err)
			d = append(d, v)
		}
		require.Len(t, d, 128)
		return d
	}
	price := func(name string) uint64 {
		m := regexp.MustCompile(name + `\s+uint64 = (\d+)`).FindStringSubmatch(src)
		require.NotNil(t, m, name)
		v, err := strconv.ParseUint(m[1], 10, 64)
		require.NoError(t, err)
		return v
	}
	assert.Equal(t, price("Bls12381G1AddGas"), evm.G1AddGasCost(nil))
	assert.Equal(t, price("Bls12381G2AddGas"), evm.G2AddGasCost(nil))
	assert.Equal(t, price("Bls12381MapG1Gas"), evm.MapFpToG1GasCost(nil))
	assert.Equal(t, price("Bls12381MapG2Gas"), evm.MapFp2ToG2GasCost(nil))
	base, per := price("Bls12381PairingBaseGas"), price("Bls12381PairingPerPairGas")
	for _, tc := range []struct {
		d    []uint64
		mul  uint64
		pair int
		gas  func([]byte) uint64
	}{
		{table("Bls12381G1MultiExpDiscountTable"), price("Bls12381G1MulGas"), evm.G1MSMPairSize, evm.G1MSMGasCost},
		{table("Bls12381G2MultiExpDiscountTable"), price("Bls12381G2MulGas"), evm.G2MSMPairSize, evm.G2MSMGasCost},
	} {
		assert.Zero(t, tc.gas(make([]byte, tc.pair-1)))
		for k := 1; k <= 300; k++ {
			want := uint64(k) * tc.mul * tc.d[min(k, 128)-1] / 1000
			require.Equal(t, want, tc.gas(make([]byte, k*tc.pair+k%2)), "k = %d", k)
		}
	}
	for k := range 10 {
		assert.Equal(t, base+uint64(k)*per, evm.PairingCheckGasCost(make([]byte, k*evm.PairingPairSize)))
	}
}

// TestErrorsAreDistinct guards the mapping above: no sentinel wraps
// another.
func TestErrorsAreDistinct(t *testing.T) {
	errs := []error{evm.ErrInputLength, evm.ErrFieldPadding, evm.ErrFieldNotCanonical, evm.ErrNotOnCurve, evm.ErrNotInSubgroup}
	for i, a := range errs {
		for j, b := range errs {
			assert.Equal(t, i == j, errors.Is(a, b))
		}
	}
}
