package curvetest

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
)

// maxFailures bounds the failures reported per section, so that a broken
// formula gives a readable report rather than thousands of lines.
const maxFailures = 8

// checker reports the failures of one run: every message names the curve,
// the section and the seed.
type checker struct {
	t       testing.TB
	curve   string
	section string
	seed    uint64
	fails   int
	rng     *rand.Rand
	cfg     *config
}

func newChecker(t testing.TB, curve string, cfg *config) *checker {
	return &checker{t: t, curve: curve, seed: cfg.seed, cfg: cfg,
		rng: rand.New(rand.NewChaCha8(seedBytes(cfg.seed)))}
}

func seedBytes(s uint64) (b [32]byte) {
	for i := range 8 {
		b[i] = byte(s >> (8 * i))
	}
	copy(b[8:], "curvekit/curves/curvetest")
	return b
}

// run runs one section, recovering a panic of the code under test as a
// failure of that section.
func (c *checker) run(section string, f func()) {
	c.t.Helper()
	if section != "Model" && !c.cfg.selected(section) {
		return
	}
	c.section, c.fails = section, 0
	defer func() {
		if r := recover(); r != nil {
			c.errorf("panic: %v", r)
		}
	}()
	f()
}

// errorf reports a failure of the current section.
func (c *checker) errorf(format string, args ...any) {
	c.t.Helper()
	c.fails++
	if c.fails > maxFailures {
		return
	}
	msg := fmt.Sprintf(format, args...)
	if c.fails == maxFailures {
		msg += " (further failures of this section are not shown)"
	}
	c.t.Errorf("curvetest: %s: %s: %s [seed %#x]", c.curve, c.section, msg, c.seed)
}

// check reports a failure unless ok.
func (c *checker) check(ok bool, format string, args ...any) {
	c.t.Helper()
	if !ok {
		c.errorf(format, args...)
	}
}

// noError reports err, if any, as a failure of what it describes.
func (c *checker) noError(err error, what string, args ...any) bool {
	c.t.Helper()
	if err != nil {
		c.errorf("%s: unexpected error: %v", fmt.Sprintf(what, args...), err)
		return false
	}
	return true
}

// isError reports a failure if err is nil: the input should have been refused.
func (c *checker) isError(err error, what string, args ...any) {
	c.t.Helper()
	if err == nil {
		c.errorf("%s: accepted, want an error", fmt.Sprintf(what, args...))
	}
}

// bytes returns n random bytes.
func (c *checker) bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(c.rng.Uint32())
	}
	return b
}

// below returns a uniformly random integer in [0, m).
func (c *checker) below(m *big.Int) *big.Int {
	b := c.bytes((m.BitLen()+7)/8 + 16)
	return new(big.Int).Mod(new(big.Int).SetBytes(b), m)
}
