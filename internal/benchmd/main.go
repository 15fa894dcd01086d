// Command benchmd runs the module's benchmarks and writes BENCHMARKS.md:
// the median of each benchmark over several runs, this module's beside
// net/url's where a benchmark has both (sub-benchmarks lib=uri, or
// lib=whatwg for the URL Standard's parser, and lib=neturl), and, when
// ../shared/bench/compare and compare-whatwg are there, the last lines of
// those measures on corpora of real URLs.
//
// From the module's root:
//
//	go run ./internal/benchmd            # writes BENCHMARKS.md
//	go run ./internal/benchmd -count 10 -o -
//
// It takes a few minutes; run it on a quiet machine.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
)

func main() {
	count := flag.Int("count", 6, "runs of each benchmark")
	benchtime := flag.String("benchtime", "500ms", "time of each run")
	out := flag.String("o", "BENCHMARKS.md", "the file to write, or - for standard output")
	flag.Parse()
	args := []string{"test", "-run", "^$", "-bench", ".", "-skip", "^BenchmarkHostile",
		"-benchmem", "-count", strconv.Itoa(*count), "-benchtime", *benchtime,
		".", "./iri", "./text", "./scheme", "./canon", "./template", "./whatwg"}
	raw, err := exec.Command("go", args...).Output()
	if err != nil {
		fmt.Fprintf(os.Stderr, "benchmd: go %s: %v\n%s", strings.Join(args, " "), err, raw)
		os.Exit(1)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Benchmarks\n\nMade by `go run ./internal/benchmd`, which runs\n`go %s`\n", strings.Join(args, " "))
	fmt.Fprintf(&b, "and gives the median of the %d runs. %s, %s, GOMAXPROCS %d.\n\n", *count, runtime.Version(), cpu(), runtime.GOMAXPROCS(0))
	fmt.Fprintf(&b, "Compare ratios rather than times: machines and runs differ.\n\n")
	if line := lastLine("compare"); line != "" {
		fmt.Fprintf(&b, "On the real-world corpus of `../shared/bench` (118,592 references, and 9,924 pairs\nfor resolution), `../shared/bench/compare` gives:\n\n    %s\n\n", line)
	}
	if line := lastLine("compare-whatwg"); line != "" {
		fmt.Fprintf(&b, "Package whatwg beside ada (C++), nlnwa/whatwg-url and net/url, on ada's four corpora,\n`../shared/bench/compare-whatwg` gives:\n\n    %s\n\n", line)
	}
	names, runs := parse(raw)
	table(&b, names, runs)
	if *out == "-" {
		os.Stdout.Write(b.Bytes())
		return
	}
	if err := os.WriteFile(*out, b.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "benchmd:", err)
		os.Exit(1)
	}
}

// result is the runs of one benchmark.
type result struct {
	ns, allocs []float64
}

// line matches a line of go test -bench -benchmem output.
var line = regexp.MustCompile(`^(Benchmark\S+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op(?:.*?\s([\d.]+) allocs/op)?`)

// parse gathers the runs of each benchmark, in the order they first ran.
func parse(raw []byte) (names []string, runs map[string]*result) {
	runs = map[string]*result{}
	pkg := ""
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		if p, ok := strings.CutPrefix(sc.Text(), "pkg: "); ok {
			pkg = strings.TrimPrefix(strings.TrimPrefix(p, "github.com/uriref/uri"), "/")
		}
		m := line.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		name := strings.TrimPrefix(m[1], "Benchmark")
		if pkg != "" {
			name = pkg + "." + name
		}
		r := runs[name]
		if r == nil {
			r = &result{}
			runs[name] = r
			names = append(names, name)
		}
		ns, _ := strconv.ParseFloat(m[2], 64)
		allocs, _ := strconv.ParseFloat(m[3], 64)
		r.ns, r.allocs = append(r.ns, ns), append(r.allocs, allocs)
	}
	return names, runs
}

// table writes one row a benchmark, with net/url beside where it has both.
func table(w io.Writer, names []string, runs map[string]*result) {
	fmt.Fprintln(w, "| benchmark | uri | net/url | net/url time ÷ uri time |")
	fmt.Fprintln(w, "|---|---|---|---|")
	for _, name := range names {
		if strings.Contains(name, "lib=neturl") {
			continue
		}
		u := runs[name]
		row, other := name, ""
		ratio := ""
		if lib := ours(name); lib != "" {
			row = strings.Replace(strings.Replace(name, "/"+lib, "", 1), lib+"/", "", 1)
			if n := runs[strings.Replace(name, lib, "lib=neturl", 1)]; n != nil {
				other = cell(n)
				ratio = fmt.Sprintf("%.2f×", median(n.ns)/median(u.ns))
			}
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s |\n", row, cell(u), other, ratio)
	}
}

// ours returns the sub-benchmark key of this module's side in name,
// "lib=uri" or "lib=whatwg", or "" when name has none.
func ours(name string) string {
	for _, lib := range []string{"lib=uri", "lib=whatwg"} {
		if strings.Contains(name, lib) {
			return lib
		}
	}
	return ""
}

func cell(r *result) string {
	return fmt.Sprintf("%s, %g allocs", duration(median(r.ns)), median(r.allocs))
}

func duration(ns float64) string {
	switch {
	case ns >= 1e9:
		return fmt.Sprintf("%.3g s", ns/1e9)
	case ns >= 1e6:
		return fmt.Sprintf("%.3g ms", ns/1e6)
	case ns >= 1e3:
		return fmt.Sprintf("%.3g µs", ns/1e3)
	}
	return fmt.Sprintf("%.3g ns", ns)
}

func median(x []float64) float64 {
	s := slices.Clone(x)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// cpu names the processor, as Linux gives it.
func cpu() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	for l := range strings.Lines(string(data)) {
		if v, ok := strings.CutPrefix(l, "model name"); ok {
			return strings.TrimSpace(strings.TrimLeft(v, " \t:"))
		}
	}
	return runtime.GOARCH
}

// lastLine runs the script ../shared/bench/name, when it is there, and
// returns the last line it prints.
func lastLine(name string) string {
	script := "../shared/bench/" + name
	if _, err := os.Stat(script); err != nil {
		return ""
	}
	out, err := exec.Command("bash", script).Output()
	if err != nil {
		return ""
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	return lines[len(lines)-1]
}
