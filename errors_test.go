package uri

import (
	"errors"
	"strings"
	"testing"
)

// errorWordsTests hold, for one failing input per rule that Parse reports
// (RFC 3986 Appendix A) and the cases readers meet most, the message of
// the error in words, written by hand: the character, the component
// (scheme, userinfo, host, port, path, query, fragment), the offset, what
// was expected where that helps, and the input.
var errorWordsTests = []struct {
	in, rule, component, want string
}{
	// The cases people meet: a space inside a host, a leading space (a
	// copied value), a trailing space, a missing "]".
	{"https://exa mple.com", "reg-name", "host",
		`uri: invalid space in host at offset 11 in "https://exa mple.com"`},
	{" https://hooks.example.com/", "segment-nz-nc", "path",
		`uri: leading space at offset 0 in " https://hooks.example.com/"`},
	{"https://hooks.example.com/ ", "segment", "path",
		`uri: trailing space at offset 26 in "https://hooks.example.com/ "`},
	{"https://[::1", "IP-literal", "host",
		`uri: end of input in host at offset 12 (missing "]" at the end of an IPv6 address) in "https://[::1"`},
	{"http://[v1.x/", "IP-literal", "host",
		`uri: invalid character "/" in host at offset 12 (missing "]" at the end of an IPvFuture address) in "http://[v1.x/"`},
	// One per rule.
	{":a?q", "scheme", "scheme",
		`uri: invalid character ":" in scheme at offset 0 (a scheme is a letter, then letters, digits, "+", "-" or ".") in ":a?q"`},
	{"//[::1]x", "authority", "host",
		`uri: invalid character "x" in host at offset 7 (the host ends at ":" for a port, "/", "?" or "#") in "//[::1]x"`},
	{"//u p@a", "userinfo", "userinfo",
		`uri: invalid space in userinfo at offset 3 in "//u p@a"`},
	{"http://[v1]/", "IPvFuture", "host",
		`uri: invalid character "]" in host at offset 10 (an IPvFuture address is "v", hex digits, ".", then more) in "http://[v1]/"`},
	{"http://[::1:g]/", "IPv6address", "host",
		`uri: invalid character "g" in host at offset 12 (not an IPv6 address) in "http://[::1:g]/"`},
	{"http://[::g]/", "IP-literal", "host",
		`uri: invalid character "g" in host at offset 10 (not an IPv6 address) in "http://[::g]/"`},
	{"http://[fe80::1%25eth0]/", "IP-literal", "host",
		`uri: invalid character "%" in host at offset 15 (RFC 3986 has no zone identifier in an IPv6 address) in "http://[fe80::1%25eth0]/"`},
	{"//[::1.2.3]", "IPv4address", "host",
		`uri: invalid character "]" in host at offset 10 (not an IPv4 address: four numbers 0-255 without leading zeros) in "//[::1.2.3]"`},
	{"//[::1.2.3.04]", "dec-octet", "host",
		`uri: invalid character "4" in host at offset 12 (not an IPv4 address: four numbers 0-255 without leading zeros) in "//[::1.2.3.04]"`},
	{"http://a_b\x7f/", "reg-name", "host",
		`uri: invalid character "\x7f" in host at offset 10 in "http://a_b\x7f/"`},
	{"http://a:8o/", "port", "port",
		`uri: invalid character "o" in port at offset 10 (a port is decimal digits) in "http://a:8o/"`},
	{"http://a/b|c", "segment", "path",
		`uri: invalid character "|" in path at offset 10 in "http://a/b|c"`},
	{"http://a/\tb", "segment", "path",
		`uri: invalid tab in path at offset 9 in "http://a/\tb"`},
	{"http://a/über", "segment", "path",
		`uri: invalid non-ASCII character "ü" (UTF-8 0xC3 0xBC) in path at offset 9 in "http://a/über"`},
	{"http://a/\xff", "segment", "path",
		`uri: invalid octet 0xFF (not UTF-8) in path at offset 9 in "http://a/\xff"`},
	{"mailto:a b", "segment-nz", "path",
		`uri: invalid space in path at offset 8 in "mailto:a b"`},
	{"1ab:x", "segment-nz-nc", "path",
		`uri: invalid character ":" in path at offset 3 (a ":" before any "/" reads as the end of a scheme; write "./" first) in "1ab:x"`},
	{"/search?q=a|b", "query", "query",
		`uri: invalid character "|" in query at offset 11 in "/search?q=a|b"`},
	{"http://a/?q\n", "query", "query",
		`uri: invalid newline in query at offset 11 in "http://a/?q\n"`},
	{"http://a/#x#y", "fragment", "fragment",
		`uri: invalid character "#" in fragment at offset 11 in "http://a/#x#y"`},
	{"http://a/%2", "pct-encoded", "path",
		`uri: end of input in path at offset 11 ("%" must be followed by two hex digits) in "http://a/%2"`},
	{"http://u%g@a/", "pct-encoded", "userinfo",
		`uri: invalid character "g" in userinfo at offset 9 ("%" must be followed by two hex digits) in "http://u%g@a/"`},
	{"http://a:1/?%x#", "pct-encoded", "query",
		`uri: invalid character "x" in query at offset 13 ("%" must be followed by two hex digits) in "http://a:1/?%x#"`},
	{"http://a/#%", "pct-encoded", "fragment",
		`uri: end of input in fragment at offset 11 ("%" must be followed by two hex digits) in "http://a/#%"`},
}

func TestErrorWords(t *testing.T) {
	for _, tt := range errorWordsTests {
		_, err := Parse(tt.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v, want an *Error", tt.in, err)
			continue
		}
		if e.Rule != tt.rule {
			t.Errorf("Parse(%q): Rule %q, want %q", tt.in, e.Rule, tt.rule)
		}
		if got := e.Component().String(); got != tt.component {
			t.Errorf("Parse(%q): Component() = %q, want %q", tt.in, got, tt.component)
		}
		if got := e.Error(); got != tt.want {
			t.Errorf("Parse(%q): message\n %s\nwant\n %s", tt.in, got, tt.want)
		}
		if !errors.Is(err, ErrSyntax) || errors.Is(err, ErrRange) {
			t.Errorf("Parse(%q): errors.Is ErrSyntax %v, ErrRange %v; want true, false", tt.in,
				errors.Is(err, ErrSyntax), errors.Is(err, ErrRange))
		}
	}
}

// TestErrorWordsElsewhere checks the words of the errors that do not come
// from Parse: Unescape, Build and With (one component's text alone),
// Resolve and Relativize, UnescapeText, and the kind errors.Is finds.
func TestErrorWordsElsewhere(t *testing.T) {
	base := MustParse("http://a/b")
	errOfCall := func(_ any, err error) error { return err }
	for _, tt := range []struct {
		name      string
		err       error
		kind      error
		component string
		want      string
	}{
		{"Unescape", errOfCall(Unescape("%as")), ErrSyntax, "",
			`uri: invalid character "s" at offset 2 ("%" must be followed by two hex digits) in "%as"`},
		{"UnescapeText", errOfCall(UnescapeText("a%0Ab")), ErrSyntax, "",
			`uri: encoded control character "%0A" at offset 1 in "a%0Ab"`},
		{"UnescapeText literal", errOfCall(UnescapeText("a\x1bb")), ErrSyntax, "",
			`uri: control character "\x1b" at offset 1 in "a\x1bb"`},
		{"Build port", errOfCall(Build(Set(ComponentHost, "a"), Set(ComponentPort, "8x"))), ErrSyntax, "port",
			`uri: invalid character "x" in port at offset 1 (a port is decimal digits) in "8x"`},
		{"Build host", errOfCall(Build(Set(ComponentHost, "a b"))), ErrSyntax, "host",
			`uri: invalid space in host at offset 1 in "a b"`},
		{"With a path segment", errOfCall(base.With(Set(ComponentPathSegment, "c"))), ErrSyntax, "",
			`uri: no Part sets a path segment or a query parameter alone (set the path or the query) at offset 0 in "c"`},
		{"Build port without host", errOfCall(Build(Set(ComponentPort, "80"))), ErrSyntax, "host",
			`uri: userinfo or port "80" without a host at offset 0 in "80"`},
		{"With rootless path after a host", errOfCall(Build(Set(ComponentHost, "a"), Set(ComponentPath, "x"))), ErrSyntax, "path",
			`uri: invalid character "x" in path at offset 0 (after an authority, a path is empty or starts with "/") in "x"`},
		{"Build path //", errOfCall(Build(Set(ComponentPath, "//x"))), ErrSyntax, "path",
			`uri: invalid character "/" in path at offset 1 (without an authority, a path cannot start with "//") in "//x"`},
		{"Resolve against a relative base", errOfCall(MustParse("b/c").Resolve(base)), ErrNotAbsolute, "",
			`uri: URI without a scheme (not an absolute-URI) at offset 1 in "b/c"`},
		{"AboveRootRefuse", errOfCall(base.ResolveWith(MustParse("../../g"), ResolveOptions{AboveRoot: AboveRootRefuse})), ErrSyntax, "",
			`uri: ".." above the root at offset 0 in "../../g"`},
		{"URL with an empty fragment", errOfCall(MustParse("http://a/#").URL()), ErrNetURL, "",
			`uri: reference net/url cannot hold (net/url has no empty fragment: it writes none) at offset 9 in "http://a/#"`},
		// The errors of iri.Parse, which iri's tests hold to these fields.
		{"IRI isegment", &Error{Input: "http://a/\u200e", Offset: 9, Rule: "isegment"}, ErrSyntax, "path",
			`uri: invalid non-ASCII character "\u200e" (UTF-8 0xE2 0x80 0x8E) in path at offset 9 in "http://a/\u200e"`},
		{"IRI iquery", &Error{Input: "http://ü/?a b", Offset: 12, Rule: "iquery"}, ErrSyntax, "query",
			`uri: invalid space in query at offset 12 in "http://ü/?a b"`},
		// The rules of RFC 6570 §2, which template.Parse reports.
		{"template expression", &Error{Input: "/search{?q", Offset: 10, Rule: "expression"}, ErrSyntax, "",
			`uri: end of input in an expression (missing "}") at offset 10 in "/search{?q"`},
		{"template operator", &Error{Input: "{!x}", Offset: 1, Rule: "operator"}, ErrSyntax, "",
			`uri: operator '!' (RFC 6570 §2.2 reserves it, or has no such operator) at offset 1 in "{!x}"`},
		{"template prefix", &Error{Input: "{x:0}", Offset: 3, Rule: "prefix"}, ErrSyntax, "",
			`uri: '0' in a prefix (":" then 1 to 9999) at offset 3 in "{x:0}"`},
		{"template literals", &Error{Input: "a b", Offset: 1, Rule: "literals"}, ErrSyntax, "",
			`uri: ' ' in a literal (RFC 6570 §2.1) at offset 1 in "a b"`},
		{"too long (constructed)", &Error{Input: "x", Offset: 1, Rule: "URI-reference"}, ErrRange, "",
			`uri: input longer than 1073741823 octets at offset 1 in "x"`},
		{"Relativize", errOfCall(MustParse("http://a/b/c").Relativize(MustParse("http://a/b/../c"))), ErrSyntax, "",
			""},
		{"FromURL(nil)", errOfCall(FromURL(nil)), ErrNetURL, "",
			`uri: nil *url.URL at offset 0 in ""`},
	} {
		var e *Error
		if !errors.As(tt.err, &e) {
			t.Errorf("%s: %v, want an *Error", tt.name, tt.err)
			continue
		}
		if !errors.Is(tt.err, tt.kind) {
			t.Errorf("%s: errors.Is(%v, %v) = false", tt.name, tt.err, tt.kind)
		}
		if got := e.Component().String(); got != tt.component {
			t.Errorf("%s: Component() = %q, want %q", tt.name, got, tt.component)
		}
		if tt.want != "" && tt.err.Error() != tt.want {
			t.Errorf("%s: message\n %s\nwant\n %s", tt.name, tt.err.Error(), tt.want)
		}
	}
}

// TestErrorHidesPassword checks that the message of an *Error shows the
// password of a userinfo (what follows its first ":", RFC 3986 §3.2.1) as
// "xxxxx", as Redacted does, with the offset still that of Input, and that
// Input keeps the text as given. A clipped message keeps 32 octets before
// the offset, counted in the text as shown.
func TestErrorHidesPassword(t *testing.T) {
	long := strings.Repeat("s", 40)
	for _, tt := range []struct{ in, want string }{
		{"http://user:secret@exa mple.com/", `uri: invalid space in host at offset 22 in "http://user:xxxxx@exa mple.com/"`},
		{"http://u:p%zz@h/", `uri: invalid character "z" in userinfo at offset 11 ("%" must be followed by two hex digits) in "http://u:xxxxx@h/"`},
		{"http://u:@h:x/", `uri: invalid character "x" in port at offset 12 (a port is decimal digits) in "http://u:xxxxx@h:x/"`},
		{"http://u:" + long + "@a b/", `uri: invalid space in host at offset 51 in "http://u:xxxxx@a b/"`},
		{"http://u:pw@" + strings.Repeat("a", 40) + " /", `uri: invalid space in host at offset 52 in ..."aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa /"`},
		{"http://u:pw@h/" + strings.Repeat("a", 40) + "%", `uri: end of input in path at offset 55 ("%" must be followed by two hex digits) in ..."aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa%"`},
		{"http://u:pw@h/" + strings.Repeat("a", 20) + "%", `uri: end of input in path at offset 35 ("%" must be followed by two hex digits) in ..."/u:xxxxx@h/aaaaaaaaaaaaaaaaaaaa%"`},
		{"http://user@exa mple.com/", `uri: invalid space in host at offset 15 in "http://user@exa mple.com/"`},
		{"http://a b/c:d@e", `uri: invalid space in host at offset 8 in "http://a b/c:d@e"`}, // "@" after the authority
		{"//u:p@[x]/", `uri: invalid character "x" in host at offset 7 (not an IPv6 address) in "//u:xxxxx@[x]/"`},
	} {
		_, err := Parse(tt.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v, want an *Error", tt.in, err)
			continue
		}
		if got := e.Error(); got != tt.want {
			t.Errorf("Parse(%q): message\n %s\nwant\n %s", tt.in, got, tt.want)
		}
		if e.Input != tt.in {
			t.Errorf("Parse(%q): Input %q, want the text as given", tt.in, e.Input)
		}
	}
}

// TestPartErrorHidesPassword checks the same of the errors of With and
// Build, whose Input is the userinfo alone: the message shows what follows
// its first ":" as "xxxxx", wherever the octet at fault is, and Input keeps
// the text as given.
func TestPartErrorHidesPassword(t *testing.T) {
	u := MustParse("http://a/")
	for _, tt := range []struct {
		name string
		err  func() error
		in   string
		want string
	}{
		{"With, a space", func() error { _, err := u.With(Set(ComponentUserinfo, "alice:hunter2 secret")); return err },
			"alice:hunter2 secret", `uri: invalid space in userinfo at offset 13 in "alice:xxxxx"`},
		{"Build, a slash", func() error {
			_, err := Build(Set(ComponentScheme, "http"), Set(ComponentUserinfo, "alice:hunter2/x"), Set(ComponentHost, "a"))
			return err
		}, "alice:hunter2/x", `uri: invalid character "/" in userinfo at offset 13 in "alice:xxxxx"`},
		{"With, a malformed triplet", func() error { _, err := u.With(Set(ComponentUserinfo, "alice:hunter2%zz")); return err },
			"alice:hunter2%zz", `uri: invalid character "z" in userinfo at offset 14 ("%" must be followed by two hex digits) in "alice:xxxxx"`},
		{"With, in the user name", func() error { _, err := u.With(Set(ComponentUserinfo, "al ice:hunter2")); return err },
			"al ice:hunter2", `uri: invalid space in userinfo at offset 2 in "al ice:xxxxx"`},
		{"Build, no host", func() error { _, err := Build(Set(ComponentUserinfo, "alice:hunter2")); return err },
			"alice:hunter2", `uri: userinfo or port "alice:xxxxx" without a host at offset 0 in "alice:xxxxx"`},
		{"Build, no password", func() error {
			_, err := Build(Set(ComponentUserinfo, "al ice"), Set(ComponentHost, "a"))
			return err
		},
			"al ice", `uri: invalid space in userinfo at offset 2 in "al ice"`},
	} {
		err := tt.err()
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: %v, want an *Error", tt.name, err)
			continue
		}
		if got := e.Error(); got != tt.want {
			t.Errorf("%s: message\n %s\nwant\n %s", tt.name, got, tt.want)
		}
		if e.Input != tt.in || e.Rule != "userinfo" && e.Rule != "authority" {
			t.Errorf("%s: Input %q, Rule %q; want %q, the userinfo's", tt.name, e.Input, e.Rule, tt.in)
		}
	}
}
