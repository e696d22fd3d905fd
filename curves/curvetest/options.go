package curvetest

import (
	"strings"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/curves/weierstrass"
)

// An Option adds a scheme to check or changes how much the harness does.
// Options are made by the functions below and passed to Weierstrass, Edwards
// or Montgomery; an option for a scheme of another engine or of other
// element types is reported as a failure rather than ignored. The zero
// Option changes nothing.
type Option struct {
	apply func(*config)
}

// config is what the options set.
type config struct {
	long     bool
	seed     uint64
	sections []string // run only these sections (prefixes); all when empty
	ecdsa    []any    // *weierstrass.ECDSA[E, S]
	eddsa    []any    // *edwards.Scheme[E, S]
	hashes   []hashOption
}

// hashOption is a hash-to-curve function given by WithHashToCurve or
// WithEncodeToCurve: f is a func(msg, dst []byte) (P, error) for the point
// type P of the curve under test.
type hashOption struct {
	name string
	ro   bool // random oracle (hash_to_curve) rather than nonuniform (encode_to_curve)
	f    any
}

// defaultSeed seeds the random inputs when no Seed option is given.
const defaultSeed = 0x6375727665746573 // "curvetes"

func newConfig(opts []Option) *config {
	c := &config{seed: defaultSeed}
	for _, o := range opts {
		if o.apply != nil {
			o.apply(c)
		}
	}
	return c
}

// longFactor is how many times more random inputs the Long run draws than
// the default run, in every loop (see the package documentation).
const longFactor = 4

// rounds returns the number of random inputs of a loop whose default run
// draws base of them: base, or longFactor·base with the Long option.
func (c *config) rounds(base int) int {
	if c.long {
		return longFactor * base
	}
	return base
}

// Long selects the long run when on is true: every loop draws four times
// the random inputs of the default run (points, scalars, messages, field
// elements, tampered signatures), and the multi-scalar checks add their
// large sizes; see the package documentation for the rule. curvekit's own
// tests pass testenv.Long(), that is CURVEKIT_LONG=1.
func Long(on bool) Option { return Option{func(c *config) { c.long = on }} }

// Seed sets the seed of the random inputs (a fixed default otherwise). Every
// failure message names the seed in use.
func Seed(seed uint64) Option { return Option{func(c *config) { c.seed = seed }} }

// Sections restricts a run to the sections whose names start with one of
// prefixes ("Encoding", "ScalarMult", "ECDSA", "HashToCurve/engine", ...:
// the names failure messages carry), to re-run a failing part quickly.
func Sections(prefixes ...string) Option {
	return Option{func(c *config) { c.sections = append(c.sections, prefixes...) }}
}

// selected reports whether the section name is to run.
func (c *config) selected(name string) bool {
	if len(c.sections) == 0 {
		return true
	}
	for _, p := range c.sections {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// WithECDSA adds the ECDSA scheme e to the checks of Weierstrass: its
// signatures, encodings, key decoding, public-key recovery and the ECDH of
// its keys. e must be a scheme over the curve under test.
func WithECDSA[E, S any](e *weierstrass.ECDSA[E, S]) Option {
	return Option{func(c *config) { c.ecdsa = append(c.ecdsa, e) }}
}

// WithEdDSA adds the EdDSA scheme s to the checks of Edwards: signing,
// verification under every policy, contexts and prehashing where the scheme
// has them, batch verification, and tampering. s must be a scheme over the
// curve under test.
func WithEdDSA[E, S any](s *edwards.Scheme[E, S]) Option {
	return Option{func(c *config) { c.eddsa = append(c.eddsa, s) }}
}

// WithHashToCurve adds a hash_to_curve function of RFC 9380 (a random-oracle
// "RO_" suite) to the checks of Weierstrass or Edwards: hash returns the point
// of msg under the domain separation tag dst, a point of the curve under test
// (P is *weierstrass.Point[E, S] or *edwards.Point[E, S]). It is for suites
// built outside the engine, such as ed25519.HashToCurve; the engine's own
// hash-to-curve is checked without an option.
func WithHashToCurve[P any](name string, hash func(msg, dst []byte) (P, error)) Option {
	return Option{func(c *config) { c.hashes = append(c.hashes, hashOption{name: name, ro: true, f: hash}) }}
}

// WithEncodeToCurve is WithHashToCurve for an encode_to_curve function (a
// nonuniform "NU_" suite).
func WithEncodeToCurve[P any](name string, encode func(msg, dst []byte) (P, error)) Option {
	return Option{func(c *config) { c.hashes = append(c.hashes, hashOption{name: name, f: encode}) }}
}
