// Command skipreport reads the output of `go test -json` on standard input
// and prints every skipped test with its reason, one line each:
//
//	go test -json ./... | go run ./internal/skipreport
//
// (`go test -v` prints a skip's reason before its "--- SKIP" line, and a
// subtest's after its parent's result, so grep cannot pair them reliably.)
// It exits with status 1 if a test or package failed, or, with -fail
// REGEXP, if the reason of a skip matches REGEXP: CI uses
// -fail 'vectors:' to require that no vector suite skips for missing data.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
)

type event struct {
	Action, Package, Test, Output string
}

func main() {
	failRE := flag.String("fail", "", "exit with status 1 if a skip's reason matches this regular expression")
	flag.Parse()
	var re *regexp.Regexp
	if *failRE != "" {
		re = regexp.MustCompile(*failRE)
	}

	output := map[[2]string][]string{} // (package, test) → its output lines
	var skips []string
	failed, matched := 0, 0
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			continue // build output and other non-JSON lines
		}
		key := [2]string{e.Package, e.Test}
		switch e.Action {
		case "output":
			line := strings.TrimSpace(e.Output)
			if !strings.HasPrefix(line, "=== ") && !strings.HasPrefix(line, "--- ") && line != "" {
				output[key] = append(output[key], line)
			}
		case "skip":
			reason := strings.Join(output[key], " | ")
			delete(output, key)
			if e.Test == "" && strings.Contains(reason, "[no test files]") {
				continue
			}
			name := e.Package
			if e.Test != "" {
				name += " " + e.Test
			}
			skips = append(skips, fmt.Sprintf("SKIP %s: %s", name, reason))
			if re != nil && re.MatchString(reason) {
				matched++
			}
		case "fail":
			failed++
			delete(output, key)
		case "pass":
			delete(output, key)
		}
	}
	sort.Strings(skips)
	for _, s := range skips {
		fmt.Println(s)
	}
	fmt.Printf("%d skipped, %d failed\n", len(skips), failed)
	if matched > 0 {
		fmt.Printf("%d skips match %q\n", matched, *failRE)
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "skipreport:", err)
		os.Exit(1)
	}
	if failed > 0 || matched > 0 {
		os.Exit(1)
	}
}
