package suite

import (
	"fmt"
	"regexp"
	"sort"
	"testing"
)

// Case is one benchmark: the operation Op of the implementation Impl within
// the group Group of implementations computing the same thing.
type Case struct {
	// Group names what is being computed, e.g. "field/p25519" for arithmetic
	// modulo 2^255 − 19 or "ed25519" for the signature scheme.
	Group string
	// Op names the operation within the group, e.g. "Mul" or "Sign".
	Op string
	// Impl names the implementation: "curvekit" for ours, otherwise a short
	// peer name such as "filippo", "circl", "decred", "gnark" or "math/big".
	Impl string
	// Fn is the benchmark body.
	Fn func(b *testing.B)
}

// Curvekit is the Impl name of curvekit's own implementations.
const Curvekit = "curvekit"

// Name returns "group/op/impl", the name the case runs under in go test and
// the string the compare command's -filter matches.
func (c Case) Name() string { return c.Group + "/" + c.Op + "/" + c.Impl }

// Op is one operation of an implementation, for [RegisterImpl].
type Op struct {
	// Name is the operation name, e.g. "Mul".
	Name string
	// Fn is the benchmark body.
	Fn func(b *testing.B)
}

var registry []Case

// Register adds cases to the registry. It is meant to be called from init
// functions and panics on a case with an empty name part, a nil body or a
// duplicate name: those are programming errors in the benchmark tables.
func Register(cases ...Case) {
	for _, c := range cases {
		if c.Group == "" || c.Op == "" || c.Impl == "" || c.Fn == nil {
			panic(fmt.Sprintf("suite: incomplete case %q", c.Name()))
		}
		for _, old := range registry {
			if old.Name() == c.Name() {
				panic(fmt.Sprintf("suite: duplicate case %q", c.Name()))
			}
		}
		registry = append(registry, c)
	}
}

// RegisterImpl registers the operations ops of the implementation impl in
// group, one case each.
func RegisterImpl(group, impl string, ops ...Op) {
	for _, op := range ops {
		Register(Case{Group: group, Op: op.Name, Impl: impl, Fn: op.Fn})
	}
}

// Cases returns the registered cases whose Name matches filter (all of them
// if filter is nil), ordered by group, then by operation in registration
// order, then with curvekit first and the peers in registration order.
func Cases(filter *regexp.Regexp) []Case {
	groupRank := map[string]int{}
	opRank := map[string]int{}
	implRank := map[string]int{}
	for i, c := range registry {
		if _, ok := groupRank[c.Group]; !ok {
			groupRank[c.Group] = i
		}
		if _, ok := opRank[c.Op]; !ok {
			opRank[c.Op] = i
		}
		if _, ok := implRank[c.Impl]; !ok {
			implRank[c.Impl] = i
		}
	}
	implRank[Curvekit] = -1
	var out []Case
	for _, c := range registry {
		if filter == nil || filter.MatchString(c.Name()) {
			out = append(out, c)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Group != b.Group {
			return a.Group < b.Group
		}
		if a.Op != b.Op {
			return opRank[a.Op] < opRank[b.Op]
		}
		return implRank[a.Impl] < implRank[b.Impl]
	})
	return out
}
