package scheme_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/uriref/uri"
	"github.com/uriref/uri/scheme"
)

// roundTrip checks that what parse accepts it reads back from its own
// URI: ParseX(x.URI()) == x.
func roundTrip[T interface{ URI() (uri.URI, error) }](t *testing.T, u uri.URI, parse func(uri.URI) (T, error)) {
	x, err := parse(u)
	if err != nil {
		return
	}
	v, err := x.URI()
	if err != nil {
		t.Fatalf("%q: read as %+v, which URI refuses: %v", u, x, err)
	}
	back, err := parse(v)
	if diff := cmp.Diff(x, back, cmpopts.EquateEmpty()); err != nil || diff != "" {
		t.Fatalf("%q: read as %+v, written %q, read back: %v (-first +second):\n%s", u, x, v, err, diff)
	}
}

// FuzzSchemes checks that no reader panics, and that every value one
// accepts writes a URI it reads back as the same value; that file paths
// make the round trip, path to URI and back, in both styles; and that no
// path a file URI converts to has a "." or ".." element.
func FuzzSchemes(f *testing.F) {
	for _, s := range []string{
		"mailto:joe@example.com?cc=bob@example.com&body=hello", "news:comp.lang.ada",
		"nntp://news.gmane.org/gmane.ietf.tools/742", "ldap://h/dc=x?cn,mail?sub?(cn=a)?!x=1",
		"gopher://g/7a%09b%09c", "ftp://u:p@h/a/b;type=i", "telnet://h/", "wais://h/db/t/p",
		"man:ls(1)", "info:(gcc)Top", "info:gcc#a_b", "urn:example:a?+r?=q", "file:///C:/x",
		"file://server/share/x", `C:\x\y`, `\\s\sh\x`, "/home/u/a b",
		"file:///srv/www/%2E%2E/%2e%2E/etc/passwd", "file:///C:/x/.%2E%20/y",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := scheme.FromPOSIXPath(s); err == nil {
			if back, err := scheme.ToPOSIXPath(p); err != nil || back != s {
				t.Fatalf("POSIX %q: %q gives %q, %v", s, p, back, err)
			}
		}
		if p, err := scheme.FromWindowsPath(s); err == nil {
			back, err := scheme.ToWindowsPath(p)
			if err != nil {
				t.Fatalf("Windows %q: %q refused: %v", s, p, err)
			}
			if p2, err := scheme.FromWindowsPath(back); err != nil || p2 != p {
				t.Fatalf("Windows %q: %q gives %q, which gives %q, %v", s, p, back, p2, err)
			}
		}
		u, err := uri.Parse(s)
		if err != nil {
			return
		}
		if p, err := scheme.ToPOSIXPath(u); err == nil {
			for _, e := range strings.Split(p, "/") {
				if e == "." || e == ".." {
					t.Fatalf("ToPOSIXPath(%q) = %q, with a %q element", s, p, e)
				}
			}
		}
		if p, err := scheme.ToWindowsPath(u); err == nil {
			for _, e := range strings.Split(p, `\`) {
				// Win32 drops the trailing spaces of a name.
				if e := strings.TrimRight(e, " "); e == "." || e == ".." {
					t.Fatalf("ToWindowsPath(%q) = %q, with a %q element", s, p, e)
				}
			}
		}
		roundTrip(t, u, scheme.ParseMailto)
		roundTrip(t, u, scheme.ParseNews)
		roundTrip(t, u, scheme.ParseNNTP)
		roundTrip(t, u, scheme.ParseLDAP)
		roundTrip(t, u, scheme.ParseGopher)
		roundTrip(t, u, scheme.ParseFTP)
		roundTrip(t, u, scheme.ParseTelnet)
		roundTrip(t, u, scheme.ParseWAIS)
		roundTrip(t, u, scheme.ParseMan)
		roundTrip(t, u, scheme.ParseInfo)
		roundTrip(t, u, scheme.ParseURN)
	})
}
