package uri_test

import (
	"bufio"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/uriref/uri"
)

// fromURLSeeds are what net/url and net/http accept from the wire that RFC
// 3986 does not, and the ordinary cases beside them.
var fromURLSeeds = []string{
	"/search?q=a|b", "/?x={1}", `/?y="x"`, "/?a b", "/?%zz", "/?%4", "/a|b", "/{x}",
	"http://a/b?c#d", "http://[::1]:80/", "http://[fe80::1%25en0]/", "//a/b", "a:b",
	"mailto:a b", "*", "http://u:p@a/", "http://ü.de/ü?ü#ü", "/#a|b", "/?q=[1]",
	"http://a/%2F?x#%zz", "http://a?", "/?\x7f", "http://a_b!$/",
}

func FuzzFromURL(f *testing.F) {
	for _, s := range fromURLSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if v, err := url.Parse(s); err == nil {
			checkFromURL(t, "url.Parse", s, v)
		}
		if strings.ContainsAny(s, " \r\n") {
			return // not one request-target
		}
		req, err := http.ReadRequest(bufio.NewReader(strings.NewReader("GET " + s + " HTTP/1.1\r\nHost: x\r\n\r\n")))
		if err == nil {
			checkFromURL(t, "http.ReadRequest", s, req.URL)
		}
	})
}

// checkFromURL checks that FromURL(v) is a URI, or an *uri.Error that
// says why: the component it names is one FromURL leaves as it is, the
// scheme, the host or the port. Where the URI converts back with URL, the result
// reads as v does: the same scheme, host, userinfo and decoded path and
// fragment (but for the "/." FromURL writes before a path that starts with
// "//", and the "./" v.String() writes before a relative path whose first
// segment holds a ":", RFC 3986 §4.2), and the same query once decoded (a "%" that starts no triplet
// in v's query read as itself).
func checkFromURL(t *testing.T, from, s string, v *url.URL) {
	u, err := uri.FromURL(v)
	if err != nil {
		var e *uri.Error
		if !errors.As(err, &e) {
			t.Fatalf("%s(%q): FromURL error %v, not an *uri.Error", from, s, err)
		}
		if c := e.Component(); c != uri.ComponentScheme && c != uri.ComponentHost && c != uri.ComponentPort {
			t.Fatalf("%s(%q): FromURL error %v in %q, a component FromURL repairs", from, s, err, c)
		}
		return
	}
	if u != uri.MustParse(u.String()) {
		t.Fatalf("%s(%q): FromURL = %q, whose offsets differ from Parse's", from, s, u)
	}
	w, err := u.URL()
	if err != nil {
		return
	}
	path := w.Path
	if strings.HasPrefix(v.Path, "//") && v.Host == "" {
		path = strings.TrimPrefix(path, "/.") // FromURL's "/." before "//"
	}
	if strings.HasPrefix(v.String(), "./") && !strings.HasPrefix(v.EscapedPath(), "./") {
		path = strings.TrimPrefix(path, "./") // net/url's "./" before "a:b"
	}
	if w.Scheme != v.Scheme || w.Host != v.Host || path != v.Path || w.Fragment != v.Fragment ||
		w.User.String() != v.User.String() || w.Opaque != "" && v.Opaque == "" {
		t.Fatalf("%s(%q): FromURL(v).URL() = %#v, want the fields of %#v", from, s, w, v)
	}
	if got, want := lenientUnescape(w.RawQuery), lenientUnescape(v.RawQuery); got != want {
		t.Fatalf("%s(%q): query reads %q, want %q (from %q)", from, s, got, want, v.RawQuery)
	}
}

// lenientUnescape decodes each "%" HEXDIG HEXDIG of s and keeps any other
// "%" as it is.
func lenientUnescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHexDigit(s[i+1]) && isHexDigit(s[i+2]) {
			d, _ := url.PathUnescape(s[i : i+3])
			b.WriteString(d)
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
