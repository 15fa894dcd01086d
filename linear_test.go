package uri

import (
	"strconv"
	"strings"
	"testing"

	"github.com/uriref/uri/internal/oracle"
)

// hostileBase is the base against which the hostile inputs are resolved.
var hostileBase = MustParse("http://a/b/c/d;p?q")

// TestHostileInputs runs every entry point over each worst case at 8 MiB.
// It checks results, not time: time is for BenchmarkHostile. A quadratic
// algorithm would make this test run for hours, not milliseconds.
func TestHostileInputs(t *testing.T) {
	n := 8 << 20
	if testing.Short() {
		n = 1 << 20
	}
	for _, h := range oracle.Hostile {
		s := h.Make(n)
		u, err := Parse(s)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Errorf("%s: Parse: error %T, want *Error", h.Name, err)
			}
			continue
		}
		if u.String() != s {
			t.Errorf("%s: Parse(s).String() != s", h.Name)
		}
		n := u.Normalize()
		if p, err := Parse(n.String()); err != nil || p != n || n.Normalize() != n {
			t.Errorf("%s: Normalize: the result does not parse to itself, or is not normal: %v", h.Name, err)
		}
		if !u.Equal(n) || !n.Equal(u) || !u.Equal(u) {
			t.Errorf("%s: not Equal to its normal form", h.Name)
		}
		for _, w := range u.Lint() {
			if w.Offset < 0 || w.Offset > len(s) {
				t.Errorf("%s: Lint: %v outside the input", h.Name, w)
			}
		}
		for _, o := range []ResolveOptions{{}, {RFC2396: true, AboveRoot: AboveRootKeep}, {AboveRoot: AboveRootRefuse}} {
			r, err := hostileBase.ResolveWith(u, o)
			if err != nil {
				if e, ok := err.(*Error); !ok || e.Rule != "remove_dot_segments" || o.AboveRoot != AboveRootRefuse {
					t.Errorf("%s: ResolveWith(%+v): %v", h.Name, o, err)
				}
				continue
			}
			if p, err := Parse(r.String()); err != nil || p != r {
				t.Errorf("%s: ResolveWith(%+v): the result does not parse to itself: %v", h.Name, o, err)
			}
			if o != (ResolveOptions{}) {
				continue
			}
			rel, err := hostileBase.Relativize(r)
			if err != nil {
				t.Errorf("%s: Relativize(%q...): %v", h.Name, r.String()[:min(len(r.String()), 40)], err)
				continue
			}
			if back, err := hostileBase.Resolve(rel); err != nil || back != r {
				t.Errorf("%s: Relativize does not resolve back: %v", h.Name, err)
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
		for _, h := range oracle.Hostile {
			s := h.Make(size)
			b.Run("op=parse/input="+h.Name+"/MiB="+strconv.Itoa(size>>20), func(b *testing.B) {
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
			b.Run("op=resolve/input="+h.Name+"/MiB="+strconv.Itoa(size>>20), func(b *testing.B) {
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
				b.Run("op="+op.name+"/input="+h.Name+"/MiB="+strconv.Itoa(size>>20), func(b *testing.B) {
					b.SetBytes(int64(len(s)))
					b.ReportAllocs()
					for b.Loop() {
						op.do()
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(float64(len(s))/(1<<20)), "ns/MiB")
				})
			}
		}
	}
}

var (
	sinkURI      URI
	sinkErr      error
	sinkWarnings []Warning
)
