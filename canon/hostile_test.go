package canon_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/uriref/uri/canon"
)

// hostile are the inputs on which a careless canonicalization takes
// quadratic time, each made n octets long or about.
var hostile = []struct {
	name string
	make func(n int) string
}{
	{"unescape", func(n int) string { return "http://a.example/%" + strings.Repeat("25", n/2) }},
	{"unescape-host", func(n int) string { return "http://%" + strings.Repeat("25", n/2) + "/" }},
	{"unescape-query", func(n int) string { return "http://a.example/?%" + strings.Repeat("25", n/2) }},
	{"dots", func(n int) string { return "http://" + strings.Repeat(".", n) + "a/" }},
	{"ports", func(n int) string { return "http://a" + strings.Repeat(":1", n/2) + "/" }},
	{"dot-segments", func(n int) string { return "http://a/" + strings.Repeat("b/../", n/5) }},
	{"up", func(n int) string { return "http://a/" + strings.Repeat("../", n/3) + "b" }},
	{"slashes", func(n int) string { return "http://a/" + strings.Repeat("/", n) + "b" }},
	{"www", func(n int) string { return "http://" + strings.Repeat("www.", n/4) + "a/" }},
	{"idna", func(n int) string { return "http://" + strings.Repeat("ü", n/2) + ".example/" }},
	{"params", func(n int) string {
		var b strings.Builder
		b.WriteString("http://a/?")
		for i := n / 8; i > 0; i-- {
			b.WriteString("p" + strconv.Itoa(i) + "=1&")
		}
		return b.String()
	}},
	{"cfid", func(n int) string {
		return "http://a/?" + strings.Repeat("x", n/2) + strings.Repeat("cfid=1&cftoken=2&", n/34)
	}},
	{"jsessionid", func(n int) string {
		return "http://a/?jsess" + strings.Repeat("jsessionid=0123456789abcdefghijklemopqrstuv&", n/44) + "ionid=0123456789abcdefghijklemopqrstuv"
	}},
	{"asp", func(n int) string {
		return "http://a/" + strings.Repeat("(4hqa0555fwsecu455xqckv45)/", n/27) + "x.aspx"
	}},
	{"asp-no-aspx", func(n int) string {
		return "http://a/" + strings.Repeat("(4hqa0555fwsecu455xqckv45)/", n/27) + "x.asp"
	}},
}

// TestHostile runs each profile over each hostile input at 1 MiB, and
// the reports at 256 KiB, and checks that the results are canonical. It
// checks results, not time: time is for BenchmarkHostile. A quadratic
// algorithm would make this test run for minutes, not a second.
func TestHostile(t *testing.T) {
	for _, h := range hostile {
		s := h.make(1 << 20)
		noHost := h.name == "dots" || h.name == "ports"
		if r, err := canon.SafeBrowsing(s); err == nil {
			if again, err := canon.SafeBrowsing(r); err != nil || again != r {
				t.Errorf("%s: SafeBrowsing is not idempotent: %v", h.name, err)
			}
		} else if !noHost {
			t.Errorf("%s: SafeBrowsing: %v", h.name, err)
		}
		if _, err := canon.SURTWith(s, canon.SURTOptions{Scheme: true, TrailingComma: true}); err != nil && !noHost {
			t.Errorf("%s: SURTWith: %v", h.name, err)
		}
		o := canon.DefaultCrawlerOptions()
		if r, err := canon.Crawler(s, o); err == nil {
			if again, err := canon.Crawler(r, o); err != nil || again != r {
				t.Errorf("%s: Crawler is not idempotent: %v", h.name, err)
			}
		}
		s = h.make(1 << 18)
		r, _, err := canon.SafeBrowsingReport(s)
		if want, _ := canon.SafeBrowsing(s); r != want || err != nil && !noHost {
			t.Errorf("%s: SafeBrowsingReport: %v, or a result other than SafeBrowsing's", h.name, err)
		}
		r, _, err = canon.SURTReport(s, canon.SURTOptions{})
		if want, _ := canon.SURT(s); r != want || err != nil && !noHost {
			t.Errorf("%s: SURTReport: %v, or a result other than SURT's", h.name, err)
		}
		r, _, err = canon.CrawlerReport(s, o)
		if want, werr := canon.Crawler(s, o); r != want || (err == nil) != (werr == nil) {
			t.Errorf("%s: CrawlerReport: %v, or a result other than Crawler's", h.name, err)
		}
	}
}

// BenchmarkHostile reports the time per MiB of each profile on each
// hostile input at 1 and 8 MiB: a linear algorithm shows the same ns/MiB
// at both sizes.
func BenchmarkHostile(b *testing.B) {
	for _, h := range hostile {
		for _, n := range []int{1 << 20, 8 << 20} {
			s := h.make(n)
			for _, p := range []struct {
				name string
				f    func(string) (string, error)
			}{
				{"SafeBrowsing", canon.SafeBrowsing},
				{"SURT", canon.SURT},
				{"Crawler", func(s string) (string, error) { return canon.Crawler(s, canon.DefaultCrawlerOptions()) }},
			} {
				b.Run(h.name+"/"+p.name+"/MiB="+strconv.Itoa(n>>20), func(b *testing.B) {
					for b.Loop() {
						benchString, _ = p.f(s)
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(s))*(1<<20), "ns/MiB")
				})
			}
		}
	}
}

var benchString string
