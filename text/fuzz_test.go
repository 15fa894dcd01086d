package text_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/text"
)

// FuzzGuess checks Guess: a result parses to itself and has a scheme, is
// its own repair, and is the repaired input when that input was already an
// absolute URI; an error is an *uri.Error in the host or port of s, or of
// rule "scheme" for a scheme argument that RFC 3986 §3.1 refuses.
func FuzzGuess(f *testing.F) {
	for _, s := range [][2]string{
		{"www.w3.org/Addressing/", ""}, {"ftp.example.org/pub", ""}, {"user@example.org", ""},
		{"localhost:8080/x", "https"}, {"//a/b", "ws"}, {"example.org", "x"}, {"[::1]:80", ""},
		{"http://a/b c", ""}, {"a..b", ""}, {"-a", ""}, {"r\u00e9sum\u00e9.example", ""},
		{"mailto:a@b", ""}, {"news:comp.x", "http"}, {"a", "1x"}, {"a", "A+b"}, {" <URL:www.a> ", ""},
		{" <http://exa mple.com/> ", ""}, {"//a b/", "ws"}, {"exa\u00a0mple.org", ""}, {"r\u00e9sum\u00e9\u3002example/", ""},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, s, scheme string) {
		g, err := text.Guess(s, scheme)
		what := "Guess(" + strconv.Quote(s) + ", " + strconv.Quote(scheme) + ")"
		validScheme := scheme == "" || isScheme(scheme)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) {
				t.Fatalf("%s: error %T", what, err)
			}
			switch c := e.Component(); {
			case (c == uri.ComponentHost || c == uri.ComponentPort) && e.Input == s && e.Offset >= 0 && e.Offset <= len(s):
			case e.Rule == "scheme" && e.Input == scheme && !validScheme && e.Offset >= 0 && e.Offset < len(scheme):
			default:
				t.Fatalf("%s: error %#v", what, e)
			}
			return
		}
		if p, err := uri.Parse(g.String()); err != nil || p != g {
			t.Fatalf("%s = %q, which does not parse to itself: %v", what, g, err)
		}
		if !g.HasScheme() {
			t.Fatalf("%s = %q, without a scheme", what, g)
		}
		if r, err := text.Repair(g.String()); err != nil || r != g {
			t.Fatalf("%s = %q, but Repair of that gives %q, %v", what, g, r, err)
		}
		// Text that starts with a scheme and ":" that is not followed by a
		// digit (so not a port) is only repaired.
		if u, err := uri.Parse(s); err == nil && u.HasScheme() {
			rest := s[len(u.Scheme())+1:]
			if rest != "" && (rest[0] < '0' || rest[0] > '9') {
				r, _ := text.Repair(s)
				if g != r {
					t.Fatalf("%s = %q, want %q, the absolute URI repaired", what, g, r)
				}
			}
		}
	})
}

// isScheme reports whether s matches scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
// (RFC 3986 §3.1).
func isScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		alpha := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
		if !alpha && (i == 0 || !('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	return s != ""
}

// FuzzBase checks DocumentBase.Base against the draft §5.1 read plainly:
// the innermost layer that gives a base wins; a relative layer is
// resolved against the base of the layers outside it, or gives none; the
// fragment is dropped. As in the HTML Standard, an embedded base of scheme
// data or javascript is not used.
func FuzzBase(f *testing.F) {
	f.Add("", "", "http://a/b/c", "")
	f.Add("../x#f", "", "http://a/b/c", "http://d/")
	f.Add("x", "", "", "")
	f.Add("//e/f", "mailto:a@b", "", "")
	f.Add("HTTP://A/./b#c", "x", "y", "z:w")
	f.Add("javascript:alert(1)//", "", "http://a/b", "")
	f.Add("x", "", "DATA:text/html,y", "")
	f.Fuzz(func(t *testing.T, emb, enc, ret, def string) {
		var layers [4]uri.URI
		for i, s := range []string{emb, enc, ret, def} {
			layers[i], _ = uri.Parse(s) // the zero URI when it does not parse: no base
		}
		d := text.DocumentBase{Embedded: layers[0], Encapsulating: layers[1], Retrieval: layers[2], Default: layers[3]}
		got, ok := d.Base()
		var want uri.URI
		wantOK := false
		for i := len(layers) - 1; i >= 0; i-- {
			l, next := layers[i], want
			switch {
			case l == uri.URI{}:
				continue
			case l.HasScheme():
				next = l.Without(uri.ComponentFragment)
			case wantOK:
				r, err := want.Resolve(l)
				if err != nil {
					t.Fatalf("Resolve(%q, %q): %v", want, l, err)
				}
				next = r.Without(uri.ComponentFragment)
			default:
				continue
			}
			if scheme := strings.ToLower(next.Scheme()); i == 0 && (scheme == "data" || scheme == "javascript") {
				continue
			}
			want, wantOK = next, true
		}
		if got != want || ok != wantOK {
			t.Fatalf("%+v.Base() = %q, %v; want %q, %v", d, got, ok, want, wantOK)
		}
	})
}
