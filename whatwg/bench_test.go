package whatwg

import (
	"bufio"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/uriref/uri/internal/testenv"
)

// TestNoAllocs checks that an input already in serialized form costs
// one allocation, the *URL, and that getters allocate nothing.
func TestNoAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	for _, in := range []string{
		"https://example.com/a/b?c=d#e",
		"http://www.example.org/",
		"https://example.com:8443/x?y",
		"sc://host/p",
		"mailto:someone@example.com",
	} {
		if n := testing.AllocsPerRun(100, func() { _, _ = Parse(in) }); n != 1 {
			t.Errorf("Parse(%q): %v allocations, want 1", in, n)
		}
	}
	u := mustParse(t, "https://u:p@example.com:8443/a/b?c=d#e")
	n := testing.AllocsPerRun(100, func() {
		_ = u.Href() + u.Protocol() + u.Username() + u.Password() + u.Host() + u.Hostname()
	})
	if n != 1 { // the concatenation
		t.Errorf("getters: %v allocations, want 1 (the concatenation)", n)
	}
}

// readLines returns the lines of a file in testdata.
func readLines(b *testing.B, name string) []string {
	f, err := os.Open("testdata/" + name)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines
}

// BenchmarkParse parses samples of the benchmark corpora, with net/url
// beside for scale (net/url parses by RFC 3986 and browsers' habits, not
// by the URL Standard).
func BenchmarkParse(b *testing.B) {
	for _, corpus := range []string{"kasztp-sample.txt", "userbait-sample.txt", "files-sample.txt"} {
		lines := readLines(b, corpus)
		name := strings.TrimSuffix(corpus, "-sample.txt")
		b.Run("lib=whatwg/corpus="+name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range lines {
					_, _ = Parse(s)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lines)), "ns/url")
		})
		b.Run("lib=neturl/corpus="+name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range lines {
					_, _ = url.Parse(s)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lines)), "ns/url")
		})
	}
}

// BenchmarkCorpus parses each line of the full benchmark corpora of
// compare-whatwg, in /work/shared/bench (outside the repository), when
// they are there; ns/url is the time a line.
func BenchmarkCorpus(b *testing.B) {
	for _, name := range []string{"kasztp", "userbait", "isaacs_files", "node_files"} {
		data, err := os.ReadFile("/work/shared/bench/" + name + ".txt")
		if err != nil {
			b.Skip("no corpus:", err)
		}
		lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range lines {
					_, _ = Parse(s)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lines)), "ns/url")
		})
	}
}
