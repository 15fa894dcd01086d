package uri_test

import (
	"net/url"
	"testing"

	"github.com/uriref/uri"
)

var (
	benchString string
	benchURI    uri.URI
	benchURL    *url.URL
)

func BenchmarkHostname(b *testing.B) {
	for _, bc := range []struct{ name, s string }{
		{"regname", "https://www.example.com:8443/a/b?q=1"},
		{"ipv6", "https://[2001:db8::1]:8443/a/b?q=1"},
	} {
		b.Run("host="+bc.name+"/lib=uri", func(b *testing.B) {
			u := uri.MustParse(bc.s)
			b.ReportAllocs()
			for b.Loop() {
				benchString = u.Hostname()
			}
		})
		b.Run("host="+bc.name+"/lib=neturl", func(b *testing.B) {
			v, _ := url.Parse(bc.s)
			b.ReportAllocs()
			for b.Loop() {
				benchString = v.Hostname()
			}
		})
	}
}

func BenchmarkJoinPath(b *testing.B) {
	const s = "https://api.example.com/v1/?key=k"
	b.Run("lib=uri", func(b *testing.B) {
		u := uri.MustParse(s)
		b.ReportAllocs()
		for b.Loop() {
			benchURI, _ = u.JoinPath("users", "Zoë Smith", "repos")
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		v, _ := url.Parse(s)
		b.ReportAllocs()
		for b.Loop() {
			benchURL = v.JoinPath("users", "Zoë Smith", "repos")
		}
	})
}

// BenchmarkQueryEdit sets one parameter, replacing its two values, and
// adds another: with net/url, decode the query, edit, encode it again.
func BenchmarkQueryEdit(b *testing.B) {
	const s = "https://example.com/search?q=go+lang&page=1&tag=a&page=3"
	b.Run("lib=uri", func(b *testing.B) {
		u := uri.MustParse(s)
		b.ReportAllocs()
		for b.Loop() {
			v, _ := u.SetQueryParam("page", "2")
			benchURI, _ = v.AddQueryParam("sort", "new")
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		v, _ := url.Parse(s)
		b.ReportAllocs()
		for b.Loop() {
			w := *v
			q := w.Query()
			q.Set("page", "2")
			q.Add("sort", "new")
			w.RawQuery = q.Encode()
			benchString = w.String()
		}
	})
}

// BenchmarkParseReference resolves an href against a page in one call:
// URI.Parse beside url.URL.Parse.
func BenchmarkParseReference(b *testing.B) {
	const base, href = "https://example.com/docs/guide/index.html", "../api/v2/list.html?x=1#top"
	b.Run("lib=uri", func(b *testing.B) {
		u := uri.MustParse(base)
		b.ReportAllocs()
		for b.Loop() {
			benchURI, _ = u.Parse(href)
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		v, _ := url.Parse(base)
		b.ReportAllocs()
		for b.Loop() {
			benchURL, _ = v.Parse(href)
		}
	})
}
