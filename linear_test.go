package uri

import (
	"strconv"
	"strings"
	"testing"
)

// Worst cases for time: inputs built so that a parser that rescans, or a
// remove_dot_segments that searches the output again for each "..", takes
// quadratic time. Each is a function of the size n in octets.
var hostileInputs = []struct {
	name string
	make func(n int) string
}{
	{"dotdot", func(n int) string { return "http://a" + repeatTo("/..", n) }},
	{"dotdot-deep", func(n int) string { return "http://a" + repeatTo("/x", n/2) + repeatTo("/..", n/2) }},
	{"dot", func(n int) string { return "http://a" + repeatTo("/.", n) }},
	{"pct-valid", func(n int) string { return "http://a/" + repeatTo("%41", n) }},
	{"pct-lower", func(n int) string { return "http://a/" + repeatTo("%7e", n) }},
	{"pct-bad", func(n int) string { return "http://a/" + repeatTo("%", n) }},
	{"brackets", func(n int) string { return "http://" + repeatTo("[", n) }},
	{"colons", func(n int) string { return "a:" + repeatTo(":", n) }},
	{"port-colons", func(n int) string { return "http://a" + repeatTo(":", n) }},
	{"ats", func(n int) string { return "http://" + repeatTo("@", n) + "/" }},
	{"userinfo", func(n int) string { return "http://" + repeatTo("a", n) + "@b/" }},
	{"ipv6-pieces", func(n int) string { return "http://[" + repeatTo("1:", n) + "]/" }},
	{"query", func(n int) string { return "http://a/?" + repeatTo("a=b&", n) }},
	{"slashes", func(n int) string { return repeatTo("/", n) }},
	{"ipv6-colons", func(n int) string { return "http://[" + repeatTo(":", n) + "]/" }},
	{"pct-query", func(n int) string { return "http://a/?" + repeatTo("%", n) }},
	{"ats-path", func(n int) string { return "http://a/" + repeatTo("@", n) }},
	// For Normalize and Equal: dot segments that only decoding reveals,
	// and a host and triplets that all need rewriting.
	{"dotdot-pct", func(n int) string { return "http://a" + repeatTo("/%2e%2E", n) }},
	{"dotdot-pct-deep", func(n int) string { return "http://a" + repeatTo("/%78", n/2) + repeatTo("/%2E%2e", n/2) }},
	{"upper-host", func(n int) string { return "HTTP://" + repeatTo("A.", n) + ":80/" }},
	// Relative references, for Resolve: ".." segments to merge with the
	// base's path, and a deep path that they then climb back out of.
	{"dotdot-rel", func(n int) string { return repeatTo("../", n) + "g" }},
	{"dotdot-rel-deep", func(n int) string { return repeatTo("x/", n/2) + repeatTo("../", n/2) + "g" }},
	{"dot-rel", func(n int) string { return repeatTo("./", n) + "g" }},
}

// hostileBase is the base against which the hostile inputs are resolved.
var hostileBase = MustParse("http://a/b/c/d;p?q")

// repeatTo repeats s to about n octets.
func repeatTo(s string, n int) string { return strings.Repeat(s, max(1, n/len(s))) }

// TestHostileInputs runs every entry point over each worst case at 8 MiB.
// It checks results, not time: time is for BenchmarkHostile. A quadratic
// algorithm would make this test run for hours, not milliseconds.
func TestHostileInputs(t *testing.T) {
	n := 8 << 20
	if testing.Short() {
		n = 1 << 20
	}
	for _, h := range hostileInputs {
		s := h.make(n)
		u, err := Parse(s)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Errorf("%s: Parse: error %T, want *Error", h.name, err)
			}
			continue
		}
		if u.String() != s {
			t.Errorf("%s: Parse(s).String() != s", h.name)
		}
		n := u.Normalize()
		if p, err := Parse(n.String()); err != nil || p != n || n.Normalize() != n {
			t.Errorf("%s: Normalize: the result does not parse to itself, or is not normal: %v", h.name, err)
		}
		if !u.Equal(n) || !n.Equal(u) || !u.Equal(u) {
			t.Errorf("%s: not Equal to its normal form", h.name)
		}
		for _, w := range u.Lint() {
			if w.Offset < 0 || w.Offset > len(s) {
				t.Errorf("%s: Lint: %v outside the input", h.name, w)
			}
		}
		for _, o := range []ResolveOptions{{}, {RFC2396: true, AboveRoot: AboveRootKeep}, {AboveRoot: AboveRootRefuse}} {
			r, err := hostileBase.ResolveWith(u, o)
			if err != nil {
				if e, ok := err.(*Error); !ok || e.Rule != "remove_dot_segments" || o.AboveRoot != AboveRootRefuse {
					t.Errorf("%s: ResolveWith(%+v): %v", h.name, o, err)
				}
				continue
			}
			if p, err := Parse(r.String()); err != nil || p != r {
				t.Errorf("%s: ResolveWith(%+v): the result does not parse to itself: %v", h.name, o, err)
			}
			if o != (ResolveOptions{}) {
				continue
			}
			rel, err := hostileBase.Relativize(r)
			if err != nil {
				t.Errorf("%s: Relativize(%q...): %v", h.name, r.String()[:min(len(r.String()), 40)], err)
				continue
			}
			if back, err := hostileBase.Resolve(rel); err != nil || back != r {
				t.Errorf("%s: Relativize does not resolve back: %v", h.name, err)
			}
		}
	}
	// RFC 3986 §5.2.4 step 2C, once for each of about 100,000 "../".
	r, err := hostileBase.Resolve(MustParse(strings.Repeat("../", 100_000) + "g"))
	if err != nil || r.String() != "http://a/g" {
		t.Errorf("100,000 \"../\": %q, %v; want \"http://a/g\"", r, err)
	}
}

// BenchmarkHostile reports the time per MiB of each entry point on each
// worst case at 1, 8 and 64 MiB: a linear algorithm shows the same ns/MiB
// at every size.
func BenchmarkHostile(b *testing.B) {
	for _, size := range []int{1 << 20, 8 << 20, 64 << 20} {
		for _, h := range hostileInputs {
			s := h.make(size)
			b.Run("op=parse/input="+h.name+"/MiB="+strconv.Itoa(size>>20), func(b *testing.B) {
				b.SetBytes(int64(len(s)))
				for b.Loop() {
					sinkURI, sinkErr = Parse(s)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(float64(len(s))/(1<<20)), "ns/MiB")
			})
			u, err := Parse(s)
			if err != nil {
				continue
			}
			b.Run("op=resolve/input="+h.name+"/MiB="+strconv.Itoa(size>>20), func(b *testing.B) {
				b.SetBytes(int64(len(s)))
				b.ReportAllocs()
				for b.Loop() {
					sinkURI, sinkErr = hostileBase.Resolve(u)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(float64(len(s))/(1<<20)), "ns/MiB")
			})
			n := u.Normalize()
			for _, op := range []struct {
				name string
				do   func()
			}{
				{"normalize", func() { sinkURI = u.Normalize() }},
				{"equal", func() { sinkBool = u.Equal(n) }},
				{"lint", func() { sinkWarnings = u.Lint() }},
				{"relativize", func() { sinkURI, sinkErr = hostileBase.Relativize(n) }},
			} {
				b.Run("op="+op.name+"/input="+h.name+"/MiB="+strconv.Itoa(size>>20), func(b *testing.B) {
					b.SetBytes(int64(len(s)))
					b.ReportAllocs()
					for b.Loop() {
						op.do()
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(float64(len(s))/(1<<20)), "ns/MiB")
				})
			}
		}
		// Extraction and repair (text_test.go), also over hostileText.
		for _, h := range append(hostileInputs[:len(hostileInputs):len(hostileInputs)], hostileText...) {
			s := h.make(size)
			b.Run("op=extract/input="+h.name+"/MiB="+strconv.Itoa(size>>20), func(b *testing.B) {
				b.SetBytes(int64(len(s)))
				for b.Loop() {
					for m := range ExtractWith(s, ExtractOptions{Guess: true}) {
						sinkURI = m.URI
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(float64(len(s))/(1<<20)), "ns/MiB")
			})
			b.Run("op=repair/input="+h.name+"/MiB="+strconv.Itoa(size>>20), func(b *testing.B) {
				b.SetBytes(int64(len(s)))
				for b.Loop() {
					sinkURI, sinkErr = Repair(s)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(float64(len(s))/(1<<20)), "ns/MiB")
			})
		}
	}
}

var (
	sinkURI      URI
	sinkErr      error
	sinkWarnings []Warning
)
