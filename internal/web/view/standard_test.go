package view

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// getters lists the URL API's getters in the Standard's order, for the
// tables: href, origin, protocol, username, password, host, hostname,
// port, pathname, search and hash.
func getters(v ...string) []Getter {
	names := []string{"href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}
	if len(v) != len(names) {
		panic("getters: want 11 values")
	}
	out := make([]Getter, len(names))
	for i, n := range names {
		out[i] = Getter{n, v[i]}
	}
	return out
}

// TestStandard holds the URL Standard's column to what the Standard
// (https://url.spec.whatwg.org/) says of each input: the getters of the
// URL API, and the validation errors with the offset of the code point
// at fault.
func TestStandard(t *testing.T) {
	tests := []struct {
		name, ref, base string
		want            Standard
	}{
		// The IPv4 parser reads "0x7f" in hexadecimal and the last part
		// fills the three octets left: 127.0.0.1, with a validation error
		// for the parts missing (at the end of the host, step 3), then one
		// for the part that is not decimal.
		{"ipv4 shorthand", "http://0x7f.1/", "", Standard{
			Getters:    getters("http://127.0.0.1/", "http://127.0.0.1", "http:", "", "", "127.0.0.1", "127.0.0.1", "", "/", "", ""),
			Validation: []Validation{{"IPv4-too-few-parts", 13}, {"IPv4-non-decimal-part", 7}},
		}},
		// The scheme is lowercased; the host goes through domain to ASCII
		// (UTS #46): "MÜNCHEN" maps to "münchen", then to Punycode.
		{"idna", "HTTP://MÜNCHEN.de/", "", Standard{
			Getters: getters("http://xn--mnchen-3ya.de/", "http://xn--mnchen-3ya.de", "http:", "", "", "xn--mnchen-3ya.de", "xn--mnchen-3ya.de", "", "/", "", ""),
		}},
		// In a special URL "\" ends the authority (authority state), so the
		// host is evil.com, there is no userinfo, and "\" is a "/" of the
		// path, with a validation error.
		{"reverse solidus", `http://evil.com\@good.com/`, "", Standard{
			Getters:    getters("http://evil.com/@good.com/", "http://evil.com", "http:", "", "", "evil.com", "evil.com", "", "/@good.com/", "", ""),
			Validation: []Validation{{"invalid-reverse-solidus", 15}},
		}},
		// A path-relative URL against a base: the relative path state
		// shortens the base's path, and ".." removes one more segment.
		{"relative", "../x?y#z", "http://a/b/c/d", Standard{
			Getters: getters("http://a/b/x?y#z", "http://a", "http:", "", "", "a", "a", "", "/b/x", "?y", "#z"),
		}},
		// The default port is dropped; the IPv6 address is serialized
		// compressed, in its brackets; the host is lowercased.
		{"ipv6 and default port", "http://[0:0::1]:80/", "", Standard{
			Getters: getters("http://[::1]/", "http://[::1]", "http:", "", "", "[::1]", "[::1]", "", "/", "", ""),
		}},
		// Every "@" is an invalid-credentials validation error; the last
		// one ends the credentials, and an earlier one is kept as "%40".
		{"two at signs", "http://a@b@c:8080/", "", Standard{
			Getters:    getters("http://a%40b@c:8080/", "http://c:8080", "http:", "a%40b", "", "c:8080", "c", "8080", "/", "", ""),
			Validation: []Validation{{"invalid-credentials", 8}, {"invalid-credentials", 10}},
		}},
		// A URL that is not special has an opaque path, no host, and an
		// opaque origin, serialized "null".
		{"opaque path", "mailto:a@b", "", Standard{
			Getters: getters("mailto:a@b", "null", "mailto:", "", "", "", "", "", "a@b", "", ""),
		}},
	}
	for _, tt := range tests {
		v := Analyze(tt.ref, tt.base)
		if diff := cmp.Diff(tt.want, v.Standard); diff != "" {
			t.Errorf("%s: Analyze(%q, %q).Standard (-want +got):\n%s", tt.name, tt.ref, tt.base, diff)
		}
	}
}

// TestStandardFailure holds the failures to the Standard's validation
// errors, and their offsets to the code point at fault.
func TestStandardFailure(t *testing.T) {
	tests := []struct {
		ref, base string
		of, rule  string
		offset    int
	}{
		// Host parsing: a space is a forbidden domain code point.
		{"http://a b/", "", "input", "domain-invalid-code-point", 8},
		// No scheme state: without a base, an input with no scheme fails.
		{"g", "", "input", "missing-scheme-non-relative-URL", 0},
		// The base fails, so new URL throws whatever the input is.
		{"g", "a b", "base", "missing-scheme-non-relative-URL", 0},
		// Port state: a code point that is neither a digit nor the end
		// of the port.
		{"http://a:b/", "", "input", "port-invalid", 9},
	}
	for _, tt := range tests {
		v := Analyze(tt.ref, tt.base)
		f := v.Standard.Failure
		if f == nil {
			t.Errorf("Analyze(%q, %q): the Standard's parser returns a URL, want a failure (%s)", tt.ref, tt.base, tt.rule)
			continue
		}
		got := []any{f.Of, f.Rule, f.Offset, f.State != "", f.Message != "", f.Octet != ""}
		want := []any{tt.of, tt.rule, tt.offset, true, true, true}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("Analyze(%q, %q).Standard.Failure of, rule, offset, has state, message, octet (-want +got):\n%s\n%+v", tt.ref, tt.base, diff, f)
		}
		if v.Standard.Getters != nil || v.Standard.Validation != nil {
			t.Errorf("Analyze(%q, %q): getters or validation errors beside a failure", tt.ref, tt.base)
		}
	}
}

// TestHosts holds the hosts of the three readings, and the marks on those
// that are not the URL Standard's.
func TestHosts(t *testing.T) {
	// h is a reading with a host; fail one that refuses the input.
	h := func(reader, host string, differs bool) HostReading { return HostReading{reader, host, false, differs} }
	fail := func(reader string, differs bool) HostReading {
		return HostReading{Reader: reader, Failed: true, Differs: differs}
	}
	tests := []struct {
		ref, base string
		want      []HostReading
	}{
		// RFC 3986 §3.2.2 refuses "\"; net/url refuses it in the
		// userinfo; a browser goes to evil.com.
		{`http://evil.com\@good.com/`, "", []HostReading{
			h("URL Standard", "evil.com", false), fail("RFC 3986", true), fail("net/url", true)}},
		// §3.2.2: "0x7f.1" is a reg-name, a name to look up; the Standard
		// reads the IPv4 address 127.0.0.1.
		{"http://0x7f.1/", "", []HostReading{
			h("URL Standard", "127.0.0.1", false), h("RFC 3986", "0x7f.1", true), h("net/url", "0x7f.1", true)}},
		// RFC 3986 admits no octet above 0x7F; net/url keeps the name as written.
		{"HTTP://MÜNCHEN.de/", "", []HostReading{
			h("URL Standard", "xn--mnchen-3ya.de", false), fail("RFC 3986", true), h("net/url", "MÜNCHEN.de", true)}},
		// Resolved against the base, the three agree.
		{"../x?y#z", "http://a/b/c/d", []HostReading{
			h("URL Standard", "a", false), h("RFC 3986", "a", false), h("net/url", "a", false)}},
		// The same address, written otherwise; a name in another case.
		{"http://[0:0::1]:80/", "", []HostReading{
			h("URL Standard", "[::1]", false), h("RFC 3986", "[0:0::1]", false), h("net/url", "[0:0::1]", false)}},
		{"http://EXAMPLE.com/", "", []HostReading{
			h("URL Standard", "example.com", false), h("RFC 3986", "EXAMPLE.com", false), h("net/url", "EXAMPLE.com", false)}},
		// §3.2.1: no "@" in userinfo; net/url and the Standard both take
		// the last "@", and read the host c.
		{"http://a@b@c/", "", []HostReading{
			h("URL Standard", "c", false), fail("RFC 3986", true), h("net/url", "c", false)}},
		// All three refuse.
		{"http://[::1", "", []HostReading{
			fail("URL Standard", false), fail("RFC 3986", false), fail("net/url", false)}},
		// No host in any of them.
		{"mailto:a@b", "", []HostReading{
			h("URL Standard", "", false), h("RFC 3986", "", false), h("net/url", "", false)}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, Analyze(tt.ref, tt.base).Hosts); diff != "" {
			t.Errorf("Analyze(%q, %q).Hosts (-want +got):\n%s", tt.ref, tt.base, diff)
		}
	}
}
