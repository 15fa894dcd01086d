package bench

import (
	"testing"

	"golang.org/x/net/idna"

	"github.com/uriref/uri/iri"
)

// idnHosts are host names with non-ASCII labels, as people type them:
// some lowercase and composed already, some to map (case, full-width
// forms, a decomposed letter).
var idnHosts = []string{
	"www.bücher.example",
	"münchen.de",
	"MÜNCHEN.DE",
	"ｍüｎｃｈｅｎ.de",
	"a\u0308.com",
	"例え.テスト",
	"παράδειγμα.δοκιμή",
	"пример.испытание",
	"مثال.إختبار",
	"उदाहरण.परीक्षा",
	"faß.de",
	"www.résumé.example.org",
}

var asciiHost = "www.example.com"

// sinkString keeps the results of the benchmarks of this module.
var sinkString string

// BenchmarkHostToASCIIIDN converts each host of idnHosts: iri.HostToASCII
// beside golang.org/x/net/idna's Lookup profile. The hosts are ones both
// convert to the same A-labels.
func BenchmarkHostToASCIIIDN(b *testing.B) {
	for _, h := range idnHosts {
		want, err := iri.HostToASCII(h)
		if got, xerr := idna.Lookup.ToASCII(h); err != nil || xerr != nil || got != want {
			b.Fatalf("%q: iri.HostToASCII = %q, %v; idna.Lookup.ToASCII = %q, %v", h, want, err, got, xerr)
		}
	}
	b.Run("lib=uri", func(b *testing.B) {
		cpuLoop(b, func() {
			for _, h := range idnHosts {
				sinkString, _ = iri.HostToASCII(h)
			}
		})
	})
	b.Run("lib=xnetidna", func(b *testing.B) {
		cpuLoop(b, func() {
			for _, h := range idnHosts {
				sinkString, _ = idna.Lookup.ToASCII(h)
			}
		})
	})
}

// BenchmarkHostToASCIIASCII converts a lowercase ASCII host, which needs
// no change.
func BenchmarkHostToASCIIASCII(b *testing.B) {
	b.Run("lib=uri", func(b *testing.B) {
		cpuLoop(b, func() {
			sinkString, _ = iri.HostToASCII(asciiHost)
		})
	})
	b.Run("lib=xnetidna", func(b *testing.B) {
		cpuLoop(b, func() {
			sinkString, _ = idna.Lookup.ToASCII(asciiHost)
		})
	})
}

// BenchmarkHostToUnicode shows the A-labels of the hosts of idnHosts.
func BenchmarkHostToUnicode(b *testing.B) {
	var aLabels []string
	for _, h := range idnHosts {
		a, _ := iri.HostToASCII(h)
		aLabels = append(aLabels, a)
	}
	b.Run("lib=uri", func(b *testing.B) {
		cpuLoop(b, func() {
			for _, a := range aLabels {
				sinkString = iri.HostToUnicode(a)
			}
		})
	})
	b.Run("lib=xnetidna", func(b *testing.B) {
		cpuLoop(b, func() {
			for _, a := range aLabels {
				sinkString, _ = idna.Lookup.ToUnicode(a)
			}
		})
	})
}
