package whatwg

import (
	"errors"
	"slices"
	"testing"

	"github.com/uriref/uri"
)

// TestParseFailures checks the state, rule and offset of failures: the
// state that returns failure (§4.4) or the host parser's step (§3.5), the
// validation error it names, and the code point it was reading.
func TestParseFailures(t *testing.T) {
	tests := []struct {
		in, base, state, rule string
		offset                int
	}{
		// host parser step 4 (domain to ASCII) then the forbidden domain code point check.
		{"http://a b/", "", "host parser", "domain-invalid-code-point", 8},
		// host parser step 1: "[" without "]"; the host ends at "/".
		{"http://[::1/", "", "host parser", "IPv6-unclosed", 11},
		{"http://a:65536/", "", "port state", "port-out-of-range", 13},
		{"http://[::1]:99999/", "", "port state", "port-out-of-range", 17},
		{"http://a:8x/", "", "port state", "port-invalid", 10},
		{"foo", "", "no scheme state", "missing-scheme-non-relative-URL", 0},
		{"#x", "", "no scheme state", "missing-scheme-non-relative-URL", 0},
		{"x", "mailto:a@b", "no scheme state", "missing-scheme-non-relative-URL", 0},
		// authority state: an "@" then EOF or "/".
		{"http://user@/", "", "authority state", "host-missing", 12},
		{"http://user@", "", "authority state", "host-missing", 12},
		// host state: ":" with an empty buffer; a special URL's empty host.
		{"http://:80/", "", "host state", "host-missing", 7},
		{"https://", "", "host state", "host-missing", 8},
		{"sc://:1/", "", "host state", "host-missing", 5},
		{"http://1.2.3.256/", "", "IPv4 parser", "IPv4-out-of-range-part", 13},
		// offsets count in the input as given: a tab and leading spaces.
		{"  http://a:6\t5536/", "", "port state", "port-out-of-range", 16},
		{"http://\t:80/", "", "host state", "host-missing", 8},
	}
	for _, tc := range tests {
		var err error
		if tc.base == "" {
			_, err = Parse(tc.in)
		} else {
			_, err = mustParse(t, tc.base).Parse(tc.in)
		}
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) error = %v, want *Error", tc.in, err)
			continue
		}
		var ue *uri.Error
		if !errors.As(err, &ue) || ue != e.Err || ue.Input != tc.in {
			t.Errorf("Parse(%q): the *uri.Error is not reachable, or its Input is not the input", tc.in)
		}
		if e.State != tc.state || e.Err.Rule != tc.rule || e.Err.Offset != tc.offset {
			t.Errorf("Parse(%q) = %q %q at %d, want %q %q at %d", tc.in, e.State, e.Err.Rule, e.Err.Offset, tc.state, tc.rule, tc.offset)
		}
	}
}

// TestErrorMessage checks the words of a failure: the code point, its
// offset in the input, the state and the validation error, and the input
// with its password hidden.
func TestErrorMessage(t *testing.T) {
	tests := []struct{ in, want string }{
		{"http://a b/", `whatwg: code point ' ' at offset 8 (host parser: domain-invalid-code-point) in "http://a b/"`},
		{"http://user:secret@exa mple.com/", `whatwg: code point ' ' at offset 22 (host parser: domain-invalid-code-point) in "http://user:xxxxx@exa mple.com/"`},
		{"http://user@", `whatwg: end of input at offset 12 (authority state: host-missing) in "http://user@"`},
		{"http://\u00e9:x", `whatwg: code point 'x' at offset 10 (port state: port-invalid) in "http://é:x"`}, // offsets count octets
	}
	for _, tc := range tests {
		_, err := Parse(tc.in)
		if err == nil || err.Error() != tc.want {
			t.Errorf("Parse(%q) error:\n %v\nwant\n %s", tc.in, err, tc.want)
		}
	}
}

// TestParseIDNA checks hosts whose domain to ASCII depends on the version
// of UTS #46's IDNA Mapping Table, as of 16.0.0: U+1E9E maps to U+00DF
// (since 15.1.0), which nontransitional processing keeps, and the
// Georgian capital U+10A0 to U+2D00 (since 16.0.0).
func TestParseIDNA(t *testing.T) {
	for _, tc := range []struct{ in, href string }{
		{"http://\u1e9e.de/", "http://xn--zca.de/"},
		{"http://\u00df.de/", "http://xn--zca.de/"},
		{"http://\u10a0.ge/", "http://xn--rkj.ge/"},
		{"http://\u2d00.ge/", "http://xn--rkj.ge/"},
	} {
		u, err := Parse(tc.in)
		if err != nil || u.Href() != tc.href {
			var got string
			if u != nil {
				got = u.Href()
			}
			t.Errorf("Parse(%q) = %q, %v; want %q", tc.in, got, err, tc.href)
		}
	}
}

func mustParse(t *testing.T, s string) *URL {
	t.Helper()
	u, err := Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// TestValidationErrors checks the validation errors that do not stop the
// parser, with their offsets in the input as given.
func TestValidationErrors(t *testing.T) {
	tests := []struct {
		in   string
		href string
		want []string
	}{
		{"https://example.com/a/b?c=d#e", "https://example.com/a/b?c=d#e", nil},
		// A special URL's authority ends at "\": the "@" is in the path (§4.4, authority state).
		{"http://evil.com\\@good.com/", "http://evil.com/@good.com/", []string{"invalid-reverse-solidus at 15"}},
		{"http://u:p@a.com/", "http://u:p@a.com/", []string{"invalid-credentials at 10"}},
		{"http://a@b@c/", "http://a%40b@c/", []string{"invalid-credentials at 8", "invalid-credentials at 10"}},
		// Trimmed, then tab and newline removed: one error each, at the first.
		{"  http://a.com/  ", "http://a.com/", []string{"invalid-URL-unit at 0"}},
		{"http://a.com/ \n", "http://a.com/", []string{"invalid-URL-unit at 13"}},
		{"http://a\tb.com/\nx y", "http://ab.com/x%20y", []string{"invalid-URL-unit at 8", "invalid-URL-unit at 17"}},
		// The special authority slashes state, then the ignore slashes state once per "\".
		{"http:\\\\a.com\\b", "http://a.com/b", []string{
			"special-scheme-missing-following-solidus at 5", "special-scheme-missing-following-solidus at 5",
			"special-scheme-missing-following-solidus at 6", "invalid-reverse-solidus at 12"}},
		{"http:a.com", "http://a.com/", []string{"special-scheme-missing-following-solidus at 5"}},
		{"file:///C|/x", "file:///C:/x", []string{"invalid-URL-unit at 9"}},
		// The file host state leaves "C|" in the buffer for the path state, which does not check it.
		{"file://C|/x", "file:///C:/x", []string{"file-invalid-Windows-drive-letter-host at 7"}},
		{"http://a.com/%zz?%g#%", "http://a.com/%zz?%g#%", []string{"invalid-URL-unit at 13", "invalid-URL-unit at 17", "invalid-URL-unit at 20"}},
		{"sc:a{b}", "sc:a{b}", []string{"invalid-URL-unit at 4", "invalid-URL-unit at 6"}},
		// Invalid UTF-8 reads as U+FFFD, a URL code point; offsets still count in the input.
		{"http://a/\xff\tb c", "http://a/%EF%BF%BDb%20c", []string{"invalid-URL-unit at 10", "invalid-URL-unit at 12"}},
		// A truncated sequence is one U+FFFD, as the Encoding Standard's UTF-8 decoder reads it.
		{"http://a/\xe2\x82b\xf0\x9f", "http://a/%EF%BF%BDb%EF%BF%BD", nil},
		{"sc:x y#z", "sc:x y#z", []string{"invalid-URL-unit at 4"}},
		{"sc:x ?y", "sc:x%20?y", []string{"invalid-URL-unit at 4"}},
		// The IPv4 parser (§3.5): fewer than four parts (step 3) at the
		// end of the host, before the errors of each part (step 6) and
		// the out-of-range last part (step 7).
		{"https://1.2.3/", "https://1.2.0.3/", []string{"IPv4-too-few-parts at 13"}},
		{"http://0x7f.1/", "http://127.0.0.1/", []string{"IPv4-too-few-parts at 13", "IPv4-non-decimal-part at 7"}},
		{"http://2130706433/", "http://127.0.0.1/", []string{"IPv4-too-few-parts at 17", "IPv4-out-of-range-part at 7"}},
		{"http://1.2.3./x", "http://1.2.0.3/x", []string{"IPv4-empty-part at 12", "IPv4-too-few-parts at 12"}},
		{"http://127.0.0.1./", "http://127.0.0.1/", []string{"IPv4-empty-part at 16"}},
		// The host parser (§3.5): a percent-encoded byte in a domain, once
		// at the first (step 4); not in an opaque host.
		{"https://exam%70le.org/", "https://example.org/", []string{"domain-percent-encoded at 12"}},
		{"https://%65x%61mple.org/", "https://example.org/", []string{"domain-percent-encoded at 8"}},
		{"file://loc%61lhost/", "file:///", []string{"domain-percent-encoded at 10"}},
		{"http://%30/", "http://0.0.0.0/", []string{"domain-percent-encoded at 7", "IPv4-too-few-parts at 10"}},
		{"sc://exam%70le.org/", "sc://exam%70le.org/", nil},
		// An IPv4 address that UTS #46 mapped from text that is not ASCII
		// (§3.5 step 8.1): at the start of the host.
		{"http://①.②.③.④/", "http://1.2.3.4/", []string{"IPv4-non-ASCII-input at 7"}},
		{"http://１２７.0.0.1/", "http://127.0.0.1/", []string{"IPv4-non-ASCII-input at 7"}},
		{"http://127。0。0。1/", "http://127.0.0.1/", []string{"IPv4-non-ASCII-input at 7"}},
		{"http://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1/", "http://127.0.0.1/", []string{"domain-percent-encoded at 7", "IPv4-non-ASCII-input at 7"}},
		{"http://１２７.example/", "http://127.example/", nil},
		// The IPv6 parser (§3.5 step 6.8): a piece with a leading zero, at
		// its first digit; not a piece of one digit, nor an IPv4 part.
		{"https://[::01]/", "https://[::1]/", []string{"IPv6-piece-leading-zero at 11"}},
		{"http://[0000::1]/", "http://[::1]/", []string{"IPv6-piece-leading-zero at 8"}},
		{"http://[0::1]/", "http://[::1]/", nil},
		{"http://[::ffff:1.2.3.4]/", "http://[::ffff:102:304]/", nil},
		{"sc://[0:00::]/", "sc://[::]/", []string{"IPv6-piece-leading-zero at 8"}},
	}
	for _, tc := range tests {
		u := mustParse(t, tc.in)
		var got []string
		for _, v := range u.ValidationErrors() {
			got = append(got, v.String())
		}
		if u.Href() != tc.href || !slices.Equal(got, tc.want) {
			t.Errorf("Parse(%q) = %q %q, want %q %q", tc.in, u.Href(), got, tc.href, tc.want)
		}
	}
}

// TestInputSpan checks where each component was read in the input.
func TestInputSpan(t *testing.T) {
	tests := []struct {
		in, base string
		want     [componentCount]string // "-" for absent
	}{
		{"https://u:p@example.com:8080/a/b?c=d#e", "",
			[...]string{"-", "https", "u:p", "example.com", "8080", "/a/b", "c=d", "e"}},
		{"http://a\tb.com/x?#", "",
			[...]string{"-", "http", "-", "a\tb.com", "-", "/x", "", ""}},
		{"?q", "http://h/p", [...]string{"-", "-", "-", "-", "-", "-", "q", "-"}},
		{"../x", "http://h/p/q", [...]string{"-", "-", "-", "-", "-", "../x", "-", "-"}},
		{"mailto:a@b", "", [...]string{"-", "mailto", "-", "-", "-", "a@b", "-", "-"}},
		{"http://a/\xff\tb c", "", [...]string{"-", "http", "-", "a", "-", "/\xff\tb c", "-", "-"}},
		{"HTTP://A:80", "", [...]string{"-", "HTTP", "-", "A", "80", "-", "-", "-"}},
		{"file:/x", "", [...]string{"-", "file", "-", "-", "-", "/x", "-", "-"}},
	}
	for _, tc := range tests {
		var u *URL
		if tc.base == "" {
			u = mustParse(t, tc.in)
		} else {
			u, _ = mustParse(t, tc.base).Parse(tc.in)
		}
		for c := range uri.Component(componentCount) {
			got := "-"
			if s, e, ok := u.InputSpan(c); ok {
				got = tc.in[s:e]
			}
			if got != tc.want[c] {
				t.Errorf("Parse(%q).InputSpan(%d) = %q, want %q", tc.in, c, got, tc.want[c])
			}
		}
	}
}
