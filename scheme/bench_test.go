package scheme_test

import (
	"net/url"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/scheme"
)

var (
	sinkString string
	sinkMailto scheme.Mailto
	sinkValues url.Values
)

// BenchmarkFromPOSIXPath compares FromPOSIXPath with the net/url way of
// writing a file URL, a url.URL with its Path set.
func BenchmarkFromPOSIXPath(b *testing.B) {
	const p = "/home/user/Documents/café menu (2024).pdf"
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			u, _ := scheme.FromPOSIXPath(p)
			sinkString = u.String()
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkString = (&url.URL{Scheme: "file", Path: p}).String()
		}
	})
}

// BenchmarkParseMailto compares reading a mailto URI's addresses and
// header fields with net/url's Parse and Query.
func BenchmarkParseMailto(b *testing.B) {
	const s = "mailto:joe@example.com?cc=bob@example.com&subject=caf%C3%A9&body=send%20current-issue"
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			u, _ := uri.Parse(s)
			sinkMailto, _ = scheme.ParseMailto(u)
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			u, _ := url.Parse(s)
			sinkString = u.Opaque
			sinkValues = u.Query()
		}
	})
}
