package whatwg

import (
	"errors"
	"strconv"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/oracle"
)

// hostileURL adds to oracle.Hostile worst cases of the URL Standard's own:
// what its states read that RFC 3986 has no rule for.
var hostileURL = []oracle.Input{
	{Name: "backslash-dotdot", Make: func(n int) string { return "http://a" + oracle.Repeat(`\..`, n) }},
	{Name: "pct-dotdot", Make: func(n int) string { return "http://a" + oracle.Repeat("/%2e%2E", n) }},
	{Name: "tabs", Make: func(n int) string { return "h\tt\nt\rp://a/" + oracle.Repeat("b\t", n) }},
	{Name: "edge-spaces", Make: func(n int) string { return oracle.Repeat(" ", n/2) + "http://a/" + oracle.Repeat("\x01", n/2) }},
	{Name: "ipv4-parts", Make: func(n int) string { return "http://" + oracle.Repeat("1.", n) + "/" }},
	{Name: "ipv4-hex", Make: func(n int) string { return "http://0x" + oracle.Repeat("f", n) + "/" }},
	{Name: "idn-label", Make: func(n int) string { return "http://" + oracle.Repeat("ü", n) + ".de/" }},
	{Name: "idn-labels", Make: func(n int) string { return "http://" + oracle.Repeat("ü.", n) + "de/" }},
	{Name: "opaque-spaces", Make: func(n int) string { return "sc:" + oracle.Repeat(" ", n) + "x" }},
	{Name: "opaque-host", Make: func(n int) string { return "sc://" + oracle.Repeat("%", n) + "/" }},
	{Name: "file-drives", Make: func(n int) string { return "file:///" + oracle.Repeat("C:/", n) }},
	{Name: "file-dotdot", Make: func(n int) string { return "file:///C:" + oracle.Repeat("/..", n) }},
	{Name: "non-utf8", Make: func(n int) string { return "http://a/" + oracle.Repeat("\xff\xe2\x82", n) }},
	{Name: "query-form", Make: func(n int) string { return "http://a/?" + oracle.Repeat("a+b=%zz&", n) }},
}

// hostileBase is the base the worst cases are also read against.
var hostileBase = func() *URL { u, _ := Parse("http://a/b/c/d;p?q"); return u }()

// TestHostile reads each worst case at 256 KiB, alone and against a base,
// and puts it through the setters and SearchParams. It checks results, not
// time (that is BenchmarkHostile's): a quadratic algorithm would make it
// run for hours, not a second.
func TestHostile(t *testing.T) {
	const n = 1 << 18
	for _, h := range append(oracle.Hostile[:len(oracle.Hostile):len(oracle.Hostile)], hostileURL...) {
		s := h.Make(n)
		for _, base := range []*URL{nil, hostileBase} {
			u, err := parse(s, base)
			if err != nil {
				var e *uri.Error
				if !errors.As(err, &e) || e.Input != s || e.Offset < 0 || e.Offset > len(s) {
					t.Errorf("%s: the error %v does not point into the input", h.Name, err)
				}
				continue
			}
			if again, err := Parse(u.Href()); err != nil || again.Href() != u.Href() {
				t.Errorf("%s: the serialization does not parse to itself: %v", h.Name, err)
			}
			for _, v := range u.ValidationErrors() {
				if v.Offset < 0 || v.Offset > len(s) {
					t.Errorf("%s: %v outside the input", h.Name, v)
				}
			}
		}
		u, _ := Parse("http://a/")
		u.SetPathname(s)
		u.SetSearch(s)
		u.SetHash(s)
		u.SetHost(s)
		u.SearchParams().Sort()
		if again, err := Parse(u.Href()); err != nil || again.Href() != u.Href() {
			t.Errorf("%s: after the setters the serialization does not parse to itself: %v", h.Name, err)
		}
	}
}

// BenchmarkHostile reports the time per MiB of Parse on each worst case at
// 1 and 8 MiB: a linear algorithm shows the same ns/MiB at both sizes.
func BenchmarkHostile(b *testing.B) {
	for _, size := range []int{1 << 20, 8 << 20} {
		for _, h := range append(oracle.Hostile[:len(oracle.Hostile):len(oracle.Hostile)], hostileURL...) {
			s := h.Make(size)
			b.Run("input="+h.Name+"/MiB="+strconv.Itoa(size>>20), func(b *testing.B) {
				b.SetBytes(int64(len(s)))
				for b.Loop() {
					_, _ = parse(s, hostileBase)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(float64(len(s))/(1<<20)), "ns/MiB")
			})
		}
	}
}
