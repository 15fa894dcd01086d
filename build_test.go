package uri

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/internal/testenv"
)

// partsOf takes u apart by its accessors, for cmp.Diff (never diff a URI
// itself: cmp would call its Equal method).
func partsOf(u URI) oracle.Parts { return oracle.PartsOf(u, u.HostKind().String()) }

// componentsOf is partsOf without what follows from the components: the
// authority's text and the host's kind.
func componentsOf(u URI) oracle.Parts {
	p := partsOf(u)
	p.Authority, p.Kind = nil, ""
	return p
}

// errOf returns err as an *Error, or nil.
func errOf(t *testing.T, err error) *Error {
	t.Helper()
	if err == nil {
		return nil
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T) is not a *Error", err, err)
	}
	return e
}

// change is one call of a With or Without method.
type change struct {
	name string
	do   func(URI) (URI, error)
}

// with is the change that sets component c to arg with URI.With and Set.
func with(c Component, arg string) change {
	return change{"With(Set(" + c.String() + ", " + arg + "))", func(u URI) (URI, error) { return u.With(Set(c, arg)) }}
}

// without is the change that removes component c with URI.Without.
func without(c Component) change {
	return change{"Without(" + c.String() + ")", func(u URI) (URI, error) { return u.Without(c), nil }}
}

var (
	withScheme   = func(a string) change { return with(ComponentScheme, a) }
	withUserinfo = func(a string) change { return with(ComponentUserinfo, a) }
	withHost     = func(a string) change { return with(ComponentHost, a) }
	withPort     = func(a string) change { return with(ComponentPort, a) }
	withPath     = func(a string) change { return with(ComponentPath, a) }
	withQuery    = func(a string) change { return with(ComponentQuery, a) }
	withFragment = func(a string) change { return with(ComponentFragment, a) }

	withoutScheme    = without(ComponentScheme)
	withoutAuthority = without(ComponentHost)
	withoutUserinfo  = without(ComponentUserinfo)
	withoutPort      = without(ComponentPort)
	withoutQuery     = without(ComponentQuery)
	withoutFragment  = without(ComponentFragment)
)

func withParts(p ...Part) change {
	return change{"With(...)", func(u URI) (URI, error) { return u.With(p...) }}
}

// fail is the error a change must give: the component's text, the offset
// in it, and the rule of RFC 3986 Appendix A.
func fail(input string, offset int, rule string) *Error {
	return &Error{Input: input, Offset: offset, Rule: rule}
}

// changeTests hold, for each setter, what RFC 3986 says the result is: the
// recomposition of §5.3 with the new component, or the rule the component
// (or the whole, once joined) would break.
var changeTests = []struct {
	base string
	c    change
	want string
	err  *Error
}{
	// scheme (§3.1): ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
	{"//a/b", withScheme("http"), "http://a/b", nil},
	{"http://a", withScheme("HTTPS+x.1-"), "HTTPS+x.1-://a", nil},
	{"./a:b", withScheme("x"), "x:./a:b", nil},
	{"", withScheme(""), "", fail("", 0, "scheme")},
	{"http://a", withScheme("1http"), "", fail("1http", 0, "scheme")},
	{"http://a", withScheme("ht tp"), "", fail("ht tp", 2, "scheme")},
	{"http://a", withScheme("http:"), "", fail("http:", 4, "scheme")},
	{"http://a", withScheme("h%41"), "", fail("h%41", 1, "scheme")},
	{"http://a/b", withoutScheme, "//a/b", nil},
	{"mailto:x", withoutScheme, "x", nil},
	{"x:", withoutScheme, "", nil},
	{"x:/a:b", withoutScheme, "/a:b", nil},
	{"urn:a:b", withoutScheme, "./a:b", nil}, // §4.2: "a:b" would read as scheme "a"; "./" is the remedy it gives
	{"x:/.//y", withoutScheme, "/.//y", nil}, // the "/." stays, or "//y" would read as an authority
	{"a", withoutScheme, "a", nil},

	// userinfo (§3.2.1): *( unreserved / pct-encoded / sub-delims / ":" )
	{"http://a/", withUserinfo("user:pw"), "http://user:pw@a/", nil},
	{"http://u@a/", withUserinfo(""), "http://@a/", nil},
	{"http://a/", withUserinfo("%C3%A9!$&'()*+,;=:-._~"), "http://%C3%A9!$&'()*+,;=:-._~@a/", nil},
	{"http://a/", withUserinfo("a@b"), "", fail("a@b", 1, "userinfo")},
	{"http://a/b?q", without(ComponentPath), "http://a?q", nil},
	// host [ ":" port ] as one part, as an HTTP Host header holds them.
	{"http://a/b", withParts(Set(ComponentHostPort, "example.com:8080")), "http://example.com:8080/b", nil},
	{"http://a:1/b", withParts(Set(ComponentHostPort, "example.com")), "http://example.com/b", nil},
	{"http://a:1/b", withParts(Set(ComponentHostPort, "[::1]")), "http://[::1]/b", nil},
	{"http://a/b", withParts(Set(ComponentHostPort, "[::1]:443")), "http://[::1]:443/b", nil},
	{"mailto:x", withParts(Set(ComponentHostPort, "h:"), Set(ComponentPath, "")), "mailto://h:", nil},
	{"http://a/b", withParts(Set(ComponentHostPort, "a b:80")), "", fail("a b", 1, "reg-name")},
	{"http://a/b", withParts(Set(ComponentHostPort, "a:8x")), "", fail("8x", 1, "port")},
	{"http://a/b", withParts(Set(ComponentHostPort, "::1")), "", fail(":", 0, "reg-name")},
	{"http://u@a:1/b", without(ComponentHostPort), "http:/b", nil},
	{"http://a/b?q", withParts(Set(ComponentPathSegment, "c")), "", fail("c", 0, "component")},
	{"http://a/b?q", withParts(Set(ComponentQueryParam, "c")), "", fail("c", 0, "component")},
	{"http://a/b?q", withParts(Set(ComponentNone, "c")), "http://a/b?q", nil},
	{"http://a/", withUserinfo("a/b"), "", fail("a/b", 1, "userinfo")},
	{"http://a/", withUserinfo("%zz"), "", fail("%zz", 1, "userinfo")}, // its own rule: see Error
	{"mailto:x", withUserinfo("u"), "", fail("u", 0, "authority")},
	{"http://u:p@a:1/", withoutUserinfo, "http://a:1/", nil},
	{"http://@a/", withoutUserinfo, "http://a/", nil},
	{"http://a/", withoutUserinfo, "http://a/", nil},

	// host (§3.2.2): IP-literal / IPv4address / reg-name
	{"http://a/b", withHost("example.com"), "http://example.com/b", nil},
	{"http://u@a:8/b", withHost("[::1]"), "http://u@[::1]:8/b", nil},
	{"http://a/", withHost("[v1.x]"), "http://[v1.x]/", nil},
	{"http://a/", withHost("1.2.3.4"), "http://1.2.3.4/", nil},
	{"http://a/", withHost("%C3%A9"), "http://%C3%A9/", nil},
	{"http://a/b", withHost(""), "http:///b", nil},
	{"x:/p", withHost("h"), "x://h/p", nil},
	{"/p?q", withHost("h"), "//h/p?q", nil},
	{"", withHost("h"), "//h", nil},
	{"http://a/", withHost("a b"), "", fail("a b", 1, "reg-name")},
	{"http://a/", withHost("a:80"), "", fail("a:80", 1, "reg-name")},
	{"http://a/", withHost("a/b"), "", fail("a/b", 1, "reg-name")},
	{"http://a/", withHost("u@a"), "", fail("u@a", 1, "reg-name")},
	{"http://a/", withHost("%g0"), "", fail("%g0", 1, "pct-encoded")},
	{"http://a/", withHost("[::1"), "", fail("[::1", 4, "IP-literal")},
	{"http://a/", withHost("[::1]:80"), "", fail("[::1]:80", 5, "host")},
	{"http://a/", withHost("[1::2::3]"), "", fail("[1::2::3]", 6, "IPv6address")},
	{"http://a/", withHost("[v1]"), "", fail("[v1]", 3, "IPvFuture")},
	{"http://a/", withHost("::1"), "", fail("::1", 0, "reg-name")},
	{"mailto:a@b", withHost("x"), "", fail("a@b", 0, "path-abempty")}, // §3.3: a path after an authority starts with "/"
	{"http://u@a:1/b", withoutAuthority, "http:/b", nil},
	{"//a", withoutAuthority, "", nil},
	{"//a?q", withoutAuthority, "?q", nil},
	{"mailto:x", withoutAuthority, "mailto:x", nil},
	{"http://a//b", withoutAuthority, "http:/.//b", nil}, // §3.3: "//b" would read as an authority; remove_dot_segments gives it back
	{"//a//b:c", withoutAuthority, "/.//b:c", nil},

	// port (§3.2.3): *DIGIT
	{"http://a/", withPort("8080"), "http://a:8080/", nil},
	{"http://a:1/", withPort(""), "http://a:/", nil},
	{"http://[::1]/", withPort("0"), "http://[::1]:0/", nil},
	{"http://a/", withPort("80a"), "", fail("80a", 2, "port")},
	{"http://a/", withPort("-1"), "", fail("-1", 0, "port")},
	{"http://a/", withPort("%38"), "", fail("%38", 0, "port")},
	{"mailto:x", withPort("80"), "", fail("80", 0, "authority")},
	{"http://a:80/", withoutPort, "http://a/", nil},
	{"http://[::1]:/", withoutPort, "http://[::1]/", nil},
	{"http://a/", withoutPort, "http://a/", nil},

	// path (§3.3)
	{"http://a/b?q#f", withPath("/c/d"), "http://a/c/d?q#f", nil},
	{"http://a/b", withPath(""), "http://a", nil},
	{"http://a", withPath("//b"), "http://a//b", nil},
	{"http://a/", withPath("/%C3%A9"), "http://a/%C3%A9", nil}, // taken as escaped: no double encoding
	{"/b", withPath("./a:b"), "./a:b", nil},
	{"/b", withPath("a/b:c"), "a/b:c", nil},
	{"x:/b", withPath("a:b"), "x:a:b", nil},
	{"x:/b", withPath(""), "x:", nil},
	{"http://a", withPath("c"), "", fail("c", 0, "path-abempty")},
	{"http:/b", withPath("//c"), "", fail("//c", 1, "path-absolute")},
	{"/b", withPath("//c"), "", fail("//c", 1, "path-absolute")},
	{"/b", withPath("a:b"), "", fail("a:b", 1, "segment-nz-nc")},
	{"?q", withPath("ab:"), "", fail("ab:", 2, "segment-nz-nc")},
	{"http://a/", withPath("/a b"), "", fail("/a b", 2, "segment")},
	{"http://a/", withPath("/a?b"), "", fail("/a?b", 2, "segment")},
	{"http://a/", withPath("/a#b"), "", fail("/a#b", 2, "segment")},
	{"http://a/", withPath("/%zz"), "", fail("/%zz", 2, "pct-encoded")},
	{"http://a/", withPath("/\u00e9"), "", fail("/\u00e9", 1, "segment")},

	// query (§3.4): *( pchar / "/" / "?" )
	{"http://a/b#f", withQuery("x=1&y=2"), "http://a/b?x=1&y=2#f", nil},
	{"http://a/b#f", withQuery(""), "http://a/b?#f", nil},
	{"http://a/b?q", withQuery("/?:@!$&'()*+,;="), "http://a/b?/?:@!$&'()*+,;=", nil},
	{"", withQuery("q"), "?q", nil},
	{"http://a/", withQuery("a#b"), "", fail("a#b", 1, "query")},
	{"http://a/", withQuery("a b"), "", fail("a b", 1, "query")},
	{"http://a/", withQuery("%2"), "", fail("%2", 2, "pct-encoded")},
	{"a?q#f", withoutQuery, "a#f", nil},
	{"a?", withoutQuery, "a", nil},
	{"a", withoutQuery, "a", nil},

	// fragment (§3.5): *( pchar / "/" / "?" )
	{"a", withFragment(""), "a#", nil},
	{"a#x", withFragment("s/?"), "a#s/?", nil},
	{"a", withFragment("x#y"), "", fail("x#y", 1, "fragment")},
	{"a", withFragment("x%"), "", fail("x%", 2, "pct-encoded")},
	{"a#f", withoutFragment, "a", nil},
	{"a#", withoutFragment, "a", nil},
	{"a?q", withoutFragment, "a?q", nil},

	// Several at once: With sets them together and checks the whole once.
	{"mailto:a@b", withParts(Set(ComponentHost, "x"), Set(ComponentPath, "/a@b")), "mailto://x/a@b", nil},
	{"mailto:a@b", withParts(Set(ComponentPort, "80"), Set(ComponentHost, "x"), Set(ComponentPath, "")), "mailto://x:80", nil},
	{"http://a/", withParts(Set(ComponentHost, "b"), Set(ComponentHost, "c")), "http://c/", nil},
	{"http://a/", withParts(Part{}), "http://a/", nil},
	{"http://a/", withParts(Set(ComponentQuery, "q"), Set(ComponentPort, "x")), "", fail("x", 0, "port")},
}

func TestChange(t *testing.T) {
	for _, tt := range changeTests {
		got, err := tt.c.do(MustParse(tt.base))
		e := errOf(t, err)
		if tt.err != nil || e != nil {
			if diff := cmp.Diff(tt.err, e); diff != "" {
				t.Errorf("%q.%s error (-want +got):\n%s", tt.base, tt.c.name, diff)
			}
			if e != nil && got != (URI{}) {
				t.Errorf("%q.%s = %q with an error, want the zero URI", tt.base, tt.c.name, got)
			}
			continue
		}
		if got.String() != tt.want {
			t.Errorf("%q.%s = %q, want %q", tt.base, tt.c.name, got, tt.want)
		}
		if want := MustParse(tt.want); got != want {
			t.Errorf("%q.%s: value differs from Parse(%q) (-want +got):\n%s", tt.base, tt.c.name, tt.want, cmp.Diff(partsOf(want), partsOf(got)))
		}
	}
}

func TestBuild(t *testing.T) {
	tests := []struct {
		parts []Part
		want  string
		err   *Error
	}{
		// The component diagram of RFC 3986 §3.
		{[]Part{Set(ComponentScheme, "foo"), Set(ComponentHost, "example.com"), Set(ComponentPort, "8042"), Set(ComponentPath, "/over/there"), Set(ComponentQuery, "name=ferret"), Set(ComponentFragment, "nose")},
			"foo://example.com:8042/over/there?name=ferret#nose", nil},
		{[]Part{Set(ComponentScheme, "urn"), Set(ComponentPath, "example:animal:ferret:nose")}, "urn:example:animal:ferret:nose", nil},
		{nil, "", nil},
		{[]Part{Set(ComponentPath, "")}, "", nil},
		{[]Part{Set(ComponentHost, "")}, "//", nil},
		{[]Part{Set(ComponentHost, ""), Set(ComponentUserinfo, ""), Set(ComponentPort, "")}, "//@:", nil},
		{[]Part{Set(ComponentScheme, "file"), Set(ComponentHost, ""), Set(ComponentPath, "/etc/hosts")}, "file:///etc/hosts", nil},
		{[]Part{Set(ComponentQuery, "")}, "?", nil},
		{[]Part{Set(ComponentFragment, "")}, "#", nil},
		{[]Part{Set(ComponentPath, "a:b")}, "", fail("a:b", 1, "segment-nz-nc")},
		{[]Part{Set(ComponentPath, "//a")}, "", fail("//a", 1, "path-absolute")},
		{[]Part{Set(ComponentUserinfo, "u")}, "", fail("u", 0, "authority")},
		{[]Part{Set(ComponentPort, "1")}, "", fail("1", 0, "authority")},
		{[]Part{Set(ComponentHost, "h"), Set(ComponentPath, "p")}, "", fail("p", 0, "path-abempty")},

		// Host kinds (§3.2.2), parts in any order, octets that are not
		// plain (pct-encoded, IP literals).
		{[]Part{Set(ComponentHost, "1.2.3.4")}, "//1.2.3.4", nil},
		{[]Part{Set(ComponentHost, "1.2.3.256")}, "//1.2.3.256", nil},
		{[]Part{Set(ComponentPath, "/x"), Set(ComponentHost, "[::1]")}, "//[::1]/x", nil},
		{[]Part{Set(ComponentHost, "[v7.a]"), Set(ComponentScheme, "s")}, "s://[v7.a]", nil},
		{[]Part{Set(ComponentPath, "/a%20b"), Set(ComponentHost, "h%41"), Set(ComponentUserinfo, "%75")}, "//%75@h%41/a%20b", nil},
		{[]Part{Set(ComponentScheme, "a+b-c.d"), Set(ComponentPath, "x")}, "a+b-c.d:x", nil},

		// Each part's own rule.
		{[]Part{Set(ComponentScheme, "")}, "", fail("", 0, "scheme")},
		{[]Part{Set(ComponentScheme, "1a")}, "", fail("1a", 0, "scheme")},
		{[]Part{Set(ComponentScheme, "a b")}, "", fail("a b", 1, "scheme")},
		{[]Part{Set(ComponentScheme, "a%41")}, "", fail("a%41", 1, "scheme")},
		{[]Part{Set(ComponentHost, "h"), Set(ComponentPort, "8a")}, "", fail("8a", 1, "port")},
		{[]Part{Set(ComponentHost, "[::1"), Set(ComponentPath, "/")}, "", fail("[::1", 4, "IP-literal")},
		{[]Part{Set(ComponentHost, "a b")}, "", fail("a b", 1, "reg-name")},
		{[]Part{Set(ComponentFragment, "\u00e9")}, "", fail("\u00e9", 0, "fragment")},
		// A userinfo or port without a host is checked all the same.
		{[]Part{Set(ComponentUserinfo, "a b")}, "", fail("a b", 1, "userinfo")},
		{[]Part{Set(ComponentPort, "x")}, "", fail("x", 0, "port")},
		{[]Part{Set(ComponentPath, "%"), Set(ComponentUserinfo, "a b")}, "", fail("a b", 1, "userinfo")},
		// A part that a later one overrides is checked too, and first.
		{[]Part{Set(ComponentHost, "h"), Set(ComponentHost, "%zz"), Set(ComponentHost, "b")}, "", fail("%zz", 1, "pct-encoded")},
		{[]Part{Set(ComponentPath, "a"), Set(ComponentPath, "b")}, "b", nil},
		// An error in a component's text comes before one in how the
		// components fit together.
		{[]Part{Set(ComponentHost, "h"), Set(ComponentPath, "p"), Set(ComponentQuery, "%")}, "", fail("%", 1, "pct-encoded")},

		// Parts in the order of RFC 3986 §5.3, each at most once, as Build
		// is mostly called, and the same parts in another order, repeated,
		// or with the zero Part, which must give the same.
		{[]Part{Set(ComponentScheme, "http"), Set(ComponentUserinfo, "u:p"), Set(ComponentHost, "h"), Set(ComponentPort, "8080"), Set(ComponentPath, "/p"), Set(ComponentQuery, "q"), Set(ComponentFragment, "f")},
			"http://u:p@h:8080/p?q#f", nil},
		{[]Part{Set(ComponentFragment, "f"), Set(ComponentQuery, "q"), Set(ComponentPath, "/p"), Set(ComponentPort, "8080"), Set(ComponentHost, "h"), Set(ComponentUserinfo, "u:p"), Set(ComponentScheme, "http")},
			"http://u:p@h:8080/p?q#f", nil},
		{[]Part{Set(ComponentScheme, "a"), Set(ComponentScheme, "b"), Set(ComponentPath, "x")}, "b:x", nil},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "h"), Set(ComponentHost, "i"), Set(ComponentPath, "/x")}, "s://i/x", nil},
		{[]Part{Set(ComponentScheme, "s"), {}, Set(ComponentPath, "p")}, "s:p", nil},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, ""), Set(ComponentPort, ""), Set(ComponentPath, ""), Set(ComponentQuery, ""), Set(ComponentFragment, "")}, "s://:?#", nil},
		{[]Part{Set(ComponentUserinfo, ""), Set(ComponentHost, ""), Set(ComponentPort, "")}, "//@:", nil},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentPath, "a:b"), Set(ComponentQuery, "/?:@")}, "s:a:b?/?:@", nil},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "h"), Set(ComponentQuery, "q")}, "s://h?q", nil},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentFragment, "f")}, "s:#f", nil},
		{[]Part{Set(ComponentPath, "./a:b"), Set(ComponentFragment, "#")}, "", fail("#", 0, "fragment")},
		// pct-encoded (§2.1) wherever a rule admits it.
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentUserinfo, "%41"), Set(ComponentHost, "%42"), Set(ComponentPath, "/%43"), Set(ComponentQuery, "%44"), Set(ComponentFragment, "%45")},
			"s://%41@%42/%43?%44#%45", nil},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "a%zz")}, "", fail("a%zz", 2, "pct-encoded")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "h"), Set(ComponentQuery, "%4g")}, "", fail("%4g", 2, "pct-encoded")},
		// Host kinds (§3.2.2): four dec-octets are an IPv4address, anything
		// else a reg-name; IP-literals keep their brackets.
		{[]Part{Set(ComponentScheme, "http"), Set(ComponentHost, "1.2.3.4"), Set(ComponentPath, "/")}, "http://1.2.3.4/", nil},
		{[]Part{Set(ComponentScheme, "http"), Set(ComponentHost, "255.255.255.255")}, "http://255.255.255.255", nil},
		{[]Part{Set(ComponentScheme, "http"), Set(ComponentHost, "1.2.3.256"), Set(ComponentPath, "/")}, "http://1.2.3.256/", nil},
		{[]Part{Set(ComponentScheme, "http"), Set(ComponentHost, "01.2.3.4")}, "http://01.2.3.4", nil},
		{[]Part{Set(ComponentScheme, "http"), Set(ComponentHost, "1.2.3")}, "http://1.2.3", nil},
		{[]Part{Set(ComponentScheme, "http"), Set(ComponentHost, "[::1]"), Set(ComponentPort, "80")}, "http://[::1]:80", nil},
		{[]Part{Set(ComponentScheme, "http"), Set(ComponentHost, "[v1.x]")}, "http://[v1.x]", nil},
		{[]Part{Set(ComponentScheme, "http"), Set(ComponentHost, "[::1]x")}, "", fail("[::1]x", 5, "host")},
		{[]Part{Set(ComponentScheme, "http"), Set(ComponentHost, "\u00e9")}, "", fail("\u00e9", 0, "reg-name")},
		// Each part's own rule, in order, at the octet at fault; the first
		// component at fault in the order of §5.3 is the one reported.
		{[]Part{Set(ComponentScheme, ""), Set(ComponentHost, "h")}, "", fail("", 0, "scheme")},
		{[]Part{Set(ComponentScheme, "1s"), Set(ComponentHost, "h")}, "", fail("1s", 0, "scheme")},
		{[]Part{Set(ComponentScheme, "s!"), Set(ComponentHost, "h")}, "", fail("s!", 1, "scheme")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentUserinfo, "u@"), Set(ComponentHost, "h")}, "", fail("u@", 1, "userinfo")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "h"), Set(ComponentPort, "1x")}, "", fail("1x", 1, "port")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "h"), Set(ComponentPath, "/a b")}, "", fail("/a b", 2, "segment")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "h"), Set(ComponentPath, "/a?b")}, "", fail("/a?b", 2, "segment")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "a:1")}, "", fail("a:1", 1, "reg-name")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "h"), Set(ComponentPath, "/p"), Set(ComponentQuery, "q"), Set(ComponentFragment, "f^")}, "", fail("f^", 1, "fragment")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "a b"), Set(ComponentPath, "/%zz")}, "", fail("a b", 1, "reg-name")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "h"), Set(ComponentPath, "/a b"), Set(ComponentQuery, "#")}, "", fail("/a b", 2, "segment")},
		// In order, but not fitting together (§3.3, §4.2): the path must
		// suit the authority and the scheme, and a userinfo or a port
		// needs a host; an error in a part's own text comes first.
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "h"), Set(ComponentPath, "p")}, "", fail("p", 0, "path-abempty")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentPath, "//p")}, "", fail("//p", 1, "path-absolute")},
		{[]Part{Set(ComponentPath, "a:b"), Set(ComponentQuery, "q")}, "", fail("a:b", 1, "segment-nz-nc")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentUserinfo, "u"), Set(ComponentPath, "/p")}, "", fail("u", 0, "authority")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentPort, "1"), Set(ComponentPath, "/p")}, "", fail("1", 0, "authority")},
		{[]Part{Set(ComponentScheme, "1"), Set(ComponentHost, "h"), Set(ComponentPath, "p")}, "", fail("1", 0, "scheme")},
		{[]Part{Set(ComponentScheme, "s"), Set(ComponentHost, "h"), Set(ComponentPath, "p"), Set(ComponentFragment, "^")}, "", fail("^", 0, "fragment")},
	}
	for _, tt := range tests {
		got, err := Build(tt.parts...)
		if diff := cmp.Diff(tt.err, errOf(t, err)); diff != "" {
			t.Errorf("Build(%v) error (-want +got):\n%s", tt.parts, diff)
			continue
		}
		if err != nil {
			if got != (URI{}) {
				t.Errorf("Build(%v) = %q with an error, want the zero URI", tt.parts, got)
			}
			continue
		}
		if want := MustParse(tt.want); got != want {
			t.Errorf("Build(%v) = %q, want %q", tt.parts, got, tt.want)
		}
	}
}

// TestBuildHostKind checks the kind of host that Build records (RFC 3986
// §3.2.2), with the parts in the order of §5.3 and out of it.
func TestBuildHostKind(t *testing.T) {
	tests := []struct {
		host string
		want HostKind
	}{
		{"1.2.3.4", HostIPv4},
		{"0.0.0.0", HostIPv4},
		{"255.255.255.255", HostIPv4},
		{"1.2.3.256", HostRegName}, // a dec-octet is at most 255
		{"01.2.3.4", HostRegName},  // and has no leading zero
		{"1.2.3", HostRegName},
		{"1.2.3.4.5", HostRegName},
		{"1.2.3.%34", HostRegName}, // IPv4address admits no pct-encoded
		{"example.com", HostRegName},
		{"", HostRegName},
		{"[::1]", HostIPv6},
		{"[v1.x]", HostIPvFuture},
	}
	for _, tt := range tests {
		for _, parts := range [][]Part{
			{Set(ComponentScheme, "s"), Set(ComponentHost, tt.host), Set(ComponentPath, "/p")},
			{Set(ComponentPath, "/p"), Set(ComponentHost, tt.host), Set(ComponentScheme, "s")},
		} {
			u, err := Build(parts...)
			if err != nil || u.HostKind() != tt.want || u.Host() != tt.host {
				t.Errorf("Build(%v) = %q (%v), %v; want host %q (%v)", parts, u, u.HostKind(), err, tt.host, tt.want)
			}
		}
	}
}

// partsFor lists the Parts that Build needs to make u.
func partsFor(u URI) []Part {
	var p []Part
	if s := u.Scheme(); s != "" {
		p = append(p, Set(ComponentScheme, s))
	}
	if _, ok := u.Authority(); ok {
		p = append(p, Set(ComponentHost, u.Host()))
	}
	if s, ok := u.Userinfo(); ok {
		p = append(p, Set(ComponentUserinfo, s))
	}
	if s, ok := u.Port(); ok {
		p = append(p, Set(ComponentPort, s))
	}
	p = append(p, Set(ComponentPath, u.Path()))
	if s, ok := u.Query(); ok {
		p = append(p, Set(ComponentQuery, s))
	}
	if s, ok := u.Fragment(); ok {
		p = append(p, Set(ComponentFragment, s))
	}
	return p
}

// TestBuildCorpus rebuilds every reference of the corpus from its
// components, which must give the same value (RFC 3986 §5.3).
func TestBuildCorpus(t *testing.T) {
	for _, s := range oracle.Lines(t, "testdata/urls.txt") {
		u, err := Parse(s)
		if err != nil {
			continue
		}
		got, err := Build(partsFor(u)...)
		if err != nil || got != u {
			t.Errorf("Build(parts of %q) = %q, %v", s, got, err)
		}
	}
}

// TestChangeAllocs checks the promise: changing one component costs
// one allocation, the text of the result; removing the fragment none. So
// does building a reference, with its parts in order or not.
func TestChangeAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	u := MustParse("http://user@example.com:8080/a/b?q=1#frag")
	tests := []struct {
		name string
		f    func()
		want float64
	}{
		{"WithHost", func() { _, _ = u.With(Set(ComponentHost, "example.org")) }, 1},
		{"WithPath", func() { _, _ = u.With(Set(ComponentPath, "/c")) }, 1},
		{"With", func() { _, _ = u.With(Set(ComponentHost, "h"), Set(ComponentPort, "1")) }, 1},
		{"WithoutQuery", func() { _ = u.Without(ComponentQuery) }, 1},
		{"WithoutFragment", func() { _ = u.Without(ComponentFragment) }, 0},
		{"Build", func() {
			_, _ = Build(Set(ComponentScheme, "https"), Set(ComponentHost, "example.com"), Set(ComponentPath, "/a/b"), Set(ComponentQuery, "q=1"), Set(ComponentFragment, "f"))
		}, 1},
		{"BuildEscaped", func() {
			_, _ = Build(Set(ComponentScheme, "https"), Set(ComponentHost, "[::1]"), Set(ComponentPath, "/a%20b"), Set(ComponentQuery, "%3F"))
		}, 1},
		{"BuildOutOfOrder", func() {
			_, _ = Build(Set(ComponentPath, "/a"), Set(ComponentHost, "h"), Set(ComponentScheme, "s"))
		}, 1},
	}
	for _, tt := range tests {
		if got := testing.AllocsPerRun(100, tt.f); got != tt.want {
			t.Errorf("%s: %v allocations, want %v", tt.name, got, tt.want)
		}
	}
}

// authorityOf joins userinfo, host and port as RFC 3986 §3.2 does.
func authorityOf(p oracle.Parts) string {
	a := *p.Host
	if p.Userinfo != nil {
		a = *p.Userinfo + "@" + a
	}
	if p.Port != nil {
		a += ":" + *p.Port
	}
	return a
}

// disambiguated is the path of p as it must be written for p to read back
// as the same components: without an authority, a path that starts with
// "//" takes "/." in front (RFC 3986 §3.3), and without a scheme either, a
// first segment with a ":" takes "./" (§4.2).
func disambiguated(p oracle.Parts) string {
	if p.Authority != nil {
		return p.Path
	}
	if strings.HasPrefix(p.Path, "//") {
		return "/." + p.Path
	}
	first, _, _ := strings.Cut(p.Path, "/")
	if p.Scheme == nil && strings.Contains(first, ":") {
		return "./" + p.Path
	}
	return p.Path
}

// The changes FuzzBuild applies, by number.
var fuzzChanges = []func(string) change{
	withScheme, withUserinfo, withHost, withPort, withPath, withQuery, withFragment,
	func(string) change { return withoutScheme },
	func(string) change { return withoutAuthority },
	func(string) change { return withoutUserinfo },
	func(string) change { return withoutPort },
	func(string) change { return withoutQuery },
	func(string) change { return withoutFragment },
}

// rules is the closed list of Rule values that a change may report.
var rules = map[string]bool{
	"scheme": true, "userinfo": true, "host": true, "reg-name": true, "IP-literal": true,
	"IPv6address": true, "IPvFuture": true, "IPv4address": true, "dec-octet": true,
	"port": true, "authority": true, "path-abempty": true, "path-absolute": true,
	"segment": true, "segment-nz-nc": true, "query": true, "fragment": true,
	"pct-encoded": true, "URI-reference": true,
}

// FuzzBuild applies three changes to a reference. After each that succeeds,
// the result must parse back to the same value, the changed component must
// read back as given, and the components the change does not touch must be
// as they were. Each that fails must fail with an *Error in the rules list.
func FuzzBuild(f *testing.F) {
	f.Add("http://u@a:1/b?q#f", uint8(2), "[::1]", uint8(4), "//x", uint8(8), "")
	f.Add("mailto:a@b", uint8(2), "x", uint8(4), "/a", uint8(3), "80")
	f.Add("urn:a:b", uint8(7), "", uint8(0), "x", uint8(12), "")
	f.Add("", uint8(4), "a:b", uint8(0), "s", uint8(7), "")
	f.Add("//a", uint8(8), "", uint8(5), "", uint8(6), "")
	f.Fuzz(func(t *testing.T, base string, op1 uint8, arg1 string, op2 uint8, arg2 string, op3 uint8, arg3 string) {
		u, err := Parse(base)
		if err != nil {
			return
		}
		for _, st := range []struct {
			op  uint8
			arg string
		}{{op1, arg1}, {op2, arg2}, {op3, arg3}} {
			n := int(st.op) % len(fuzzChanges)
			c := fuzzChanges[n](st.arg)
			r, err := c.do(u)
			if err != nil {
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("%q.%s: error %T", u, c.name, err)
				}
				if !rules[e.Rule] || e.Offset < 0 || e.Offset > len(e.Input) || r != (URI{}) {
					t.Fatalf("%q.%s: bad error %#v, result %q", u, c.name, e, r)
				}
				continue
			}
			if back, err := Parse(r.String()); err != nil || back != r {
				t.Fatalf("%q.%s = %q: Parse gives %q, %v", u, c.name, r, back, err)
			}
			want := partsOf(u)
			a := st.arg
			switch n {
			case 0:
				want.Scheme = &a
			case 1:
				want.Userinfo = &a
			case 2:
				want.Host = &a
			case 3:
				want.Port = &a
			case 4:
				want.Path = a
			case 5:
				want.Query = &a
			case 6:
				want.Fragment = &a
			case 7:
				want.Scheme = nil
				want.Path = disambiguated(want)
			case 8:
				want.Authority, want.Userinfo, want.Port, want.Host, want.Kind = nil, nil, nil, nil, "none"
				want.Path = disambiguated(want)
			case 9:
				want.Userinfo = nil
			case 10:
				want.Port = nil
			case 11:
				want.Query = nil
			case 12:
				want.Fragment = nil
			}
			got := partsOf(r)
			switch n {
			case 1, 2, 3, 9, 10: // the authority and host kind follow
				want.Authority, want.Kind = got.Authority, got.Kind
			}
			if got.Authority != nil && *got.Authority != authorityOf(got) {
				t.Fatalf("%q.%s = %q: authority %q is not its parts", u, c.name, r, *got.Authority)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("%q.%s = %q (-want +got):\n%s", u, c.name, r, diff)
			}
			// URL is exact where it succeeds: FromURL gives r back, but for
			// the scheme, which net/url lowercases.
			if v, err := r.URL(); err == nil {
				back, err := FromURL(v)
				want := strings.ToLower(r.Scheme()) + r.String()[len(r.Scheme()):]
				if err != nil || back.String() != want {
					t.Fatalf("FromURL(%q.URL()) = %q, %v", r, back, err)
				}
			}
			u = r
		}
	})
}

// BenchmarkChange changes the host of a URI. net/url changes the field in
// place, for free, and pays when the text is wanted; a URI always has its
// text, so the comparison is change-then-String.
func BenchmarkChange(b *testing.B) {
	const s = "https://user@example.com:8080/a/b/c?q=1&r=2#frag"
	b.Run("lib=uri", func(b *testing.B) {
		u := MustParse(s)
		b.ReportAllocs()
		for b.Loop() {
			sinkURI, _ = u.With(Set(ComponentHost, "example.org"))
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		u, _ := url.Parse(s)
		b.ReportAllocs()
		for b.Loop() {
			v := *u
			v.Host = "example.org:8080"
			sinkString = v.String()
		}
	})
}

// BenchmarkBuild composes a URI from five components.
func BenchmarkBuild(b *testing.B) {
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkURI, _ = Build(Set(ComponentScheme, "https"), Set(ComponentHost, "example.com"),
				Set(ComponentPath, "/a/b"), Set(ComponentQuery, "q=1"), Set(ComponentFragment, "f"))
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			u := &url.URL{Scheme: "https", Host: "example.com", Path: "/a/b", RawQuery: "q=1", Fragment: "f"}
			sinkString = u.String()
		}
	})
}

// FuzzWith checks URI.With and Build, which FuzzBuild's one change at a
// time does not reach: several parts at once succeed exactly when the
// recomposition of RFC 3986 §5.3 of the changed components parses back to
// those components, the result is that parse, and Build is With on the zero
// URI. An error names the text of a component, with an offset inside it.
func FuzzWith(f *testing.F) {
	f.Add("http://u@a:1/b?q#f", "https", "v", "[::1]", "8080", "/x", "y", "z", uint8(0xff))
	f.Add("mailto:a@b", "", "", "h", "", "", "", "", uint8(0x04))
	f.Add("mailto:a@b", "", "", "h", "", "/a@b", "", "", uint8(0x14))
	f.Add("", "", "u", "", "1", "a:b", "", "", uint8(0x1a))
	f.Add("x:/a", "", "", "", "", "//b", "", "", uint8(0x10))
	f.Add("//a", "1x", "u@", "a b", "p", "c", "#", "%", uint8(0x7f))
	f.Fuzz(func(t *testing.T, base, scheme, userinfo, host, port, path, query, fragment string, mask uint8) {
		u, err := Parse(base)
		if err != nil {
			u = URI{}
		}
		want := componentsOf(u)
		var parts []Part
		texts := map[string]bool{want.Path: true}
		for _, p := range []*string{want.Scheme, want.Host, want.Userinfo, want.Port, want.Query, want.Fragment} {
			if p != nil {
				texts[*p] = true
			}
		}
		set := func(bit uint8, c Component, s string, apply func()) {
			if mask&bit != 0 {
				parts = append(parts, Set(c, s))
				texts[s] = true
				apply()
			}
		}
		set(0x01, ComponentScheme, scheme, func() { want.Scheme = &scheme })
		set(0x02, ComponentUserinfo, userinfo, func() { want.Userinfo = &userinfo })
		set(0x04, ComponentHost, host, func() { want.Host = &host })
		set(0x08, ComponentPort, port, func() { want.Port = &port })
		set(0x10, ComponentPath, path, func() { want.Path = path })
		set(0x20, ComponentQuery, query, func() { want.Query = &query })
		set(0x40, ComponentFragment, fragment, func() { want.Fragment = &fragment })

		r, err := u.With(parts...)
		text := want.Recompose()
		p, perr := Parse(text)
		// A scheme part cannot be empty: Set's doc comment sends to
		// Without for that (RFC 3986 §3.1 wants an ALPHA).
		fits := (want.Host != nil || want.Userinfo == nil && want.Port == nil) && !(mask&0x01 != 0 && scheme == "")
		fits = fits && perr == nil && cmp.Equal(componentsOf(p), want)
		what := "Parse(" + strconv.Quote(base) + ").With(" + strconv.Quote(text) + " parts)"
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || !texts[e.Input] || e.Offset < 0 || e.Offset > len(e.Input) {
				t.Fatalf("%s: error %#v, want an *Error in the text of a component", what, err)
			}
			if fits {
				t.Fatalf("%s: %v, but %q parses back to the components", what, err, text)
			}
		} else {
			if !fits {
				t.Fatalf("%s = %q, but %q does not parse back to the components: %v", what, r, text, perr)
			}
			if r != p {
				t.Fatalf("%s = %#v, want %#v", what, r, p)
			}
		}
		if mask&0x80 != 0 {
			return
		}
		// Build is With on the zero URI.
		b, berr := Build(parts...)
		z, zerr := URI{}.With(parts...)
		if b != z || (berr == nil) != (zerr == nil) || berr != nil && berr.Error() != zerr.Error() {
			t.Fatalf("Build = %q, %v; URI{}.With = %q, %v", b, berr, z, zerr)
		}
	})
}
