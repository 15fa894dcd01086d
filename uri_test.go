package uri

import (
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/uriref/uri/internal/oracle"
)

// The sinks that benchmarks and allocation tests store results in, so
// that the compiler cannot drop the calls that make them.
var (
	sinkString   string
	sinkBool     bool
	sinkKind     HostKind
	sinkAddr     netip.Addr
	sinkURL      *url.URL
	sinkURI      URI
	sinkErr      error
	sinkWarnings []Warning
)

// TestShared uses the same URI values from many goroutines at once, each
// checking its results against those computed before they started. URI is
// an immutable value, so "go test -race" (which .ci/run runs) must find
// nothing, and every goroutine must see the same answers.
func TestShared(t *testing.T) {
	base := MustParse("http://a/b/c/d;p?q")
	refs := []URI{
		MustParse("../g"), MustParse("HTTP://User:pw@Example.COM:80/./a/%7e?x#y"),
		MustParse("//[::1]:8080/"), MustParse("g;x=1/../y"),
	}
	type result struct {
		resolved, normal, relative, parts string
		lint                              int
	}
	want := make([]result, len(refs))
	for i, r := range refs {
		t, err := base.Resolve(r)
		if err != nil {
			panic(err)
		}
		rel, _ := base.Relativize(t)
		want[i] = result{t.String(), r.Normalize().String(), rel.String(), accessors(r), len(r.Lint())}
	}

	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range 200 {
				i := (g + n) % len(refs)
				r := refs[i]
				res, err := base.Resolve(r)
				if err != nil {
					t.Error(err)
					return
				}
				rel, _ := base.Relativize(res)
				got := result{res.String(), r.Normalize().String(), rel.String(), accessors(r), len(r.Lint())}
				if got != want[i] {
					t.Errorf("goroutine %d: %q gives %+v, want %+v", g, r, got, want[i])
					return
				}
				if !r.Equal(r.Normalize()) {
					t.Errorf("%q is not Equal to its normal form", r)
				}
				if b, _ := r.MarshalText(); string(b) != r.String() {
					t.Errorf("MarshalText(%q) = %q", r, b)
				}
			}
		}()
	}
	wg.Wait()
}

// accessors formats every accessor of u, defined or not.
func accessors(u URI) string {
	a, aok := u.Authority()
	ui, uok := u.Userinfo()
	p, pok := u.Port()
	q, qok := u.Query()
	f, fok := u.Fragment()
	addr, addrOK := u.Addr()
	return fmt.Sprintln(u.Scheme(), a, aok, ui, uok, u.Host(), u.HostKind(), p, pok,
		u.Path(), q, qok, f, fok, addr, addrOK)
}

// Helpers that the external tests of several capabilities share.

// literalDotSegment reports whether path has a segment that is exactly "."
// or "..", as RFC 3986 §5.2.4 reads them. Triplets are not decoded: §5.2.4
// removes only literal dots. A path with no authority that starts with
// "/.//" is how Resolve writes "//" there (§5.2.4 would otherwise leave a
// path that reads as an authority), so that prefix does not count.
func literalDotSegment(path string, authority bool) bool {
	if !authority && strings.HasPrefix(path, "/.//") {
		path = path[2:]
	}
	for _, seg := range strings.Split(path, "/") {
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}

// fuzzError checks that err is an *Error for input with an offset
// inside it, and returns it.
func fuzzError(t *testing.T, what string, err error, input string) *Error {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("%s: error %T %v, want *Error", what, err, err)
	}
	if e.Input != input || e.Offset < 0 || e.Offset > len(e.Input) {
		t.Fatalf("%s: error %#v, want Input %q and an Offset inside it", what, e, input)
	}
	return e
}

// hostileBase is the base against which the hostile inputs are resolved.
var hostileBase = MustParse("http://a/b/c/d;p?q")

// TestHostileInputs runs every entry point over each worst case at 1 MiB,
// which a quadratic algorithm does not pass in the test's time; linear
// time itself is BenchmarkHostile's to show, at 1, 8 and 64 MiB.
// It checks results, not time: time is for BenchmarkHostile. A quadratic
// algorithm would make this test run for hours, not milliseconds.
func TestHostileInputs(t *testing.T) {
	const n = 1 << 20
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
