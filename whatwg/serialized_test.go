package whatwg

import "testing"

// TestSerialized checks which inputs the recogniser of serialized input
// accepts, and that the state machine reads those to the same URL
// without a validation error.
func TestSerialized(t *testing.T) {
	tests := []struct {
		in     string
		accept bool
	}{
		{"https://example.com/a/b?c=d#e", true},
		{"http://example.com", true}, // the serializer adds the path "/"
		{"http://ex.xyz/x", true},
		{"http://axn--b.com/", true}, // "xn--" not at a label's start
		{"http://1.2.3.4/", true},
		{"file:///C:/x", true},
		{"sc://H~_/p?'", true},
		{"sc://a!$&'()*+,;=b/", true},
		{"http://a_b.c/d#e", true},
		{"https://\"a\"!$&'()*+,;=_`{}~.b/", true}, // domain to ASCII keeps them
		{"http://a/b.c/.d/..e/%2F#f", true},
		{"file://host/C:/x", true},
		{"http://a-xn--b.com/", true},
		{"http://a.b/c?d#e", true},
		{"http://a.b/c#d?e", true},
		{"http://a.b?c", false}, // the serializer writes the path "/"
		{"http://a.b#c", false},
		{"http://a.b/c.d/.e?/./", true},
		{"http://a.b/c%41.d?%41#%41", true},
		{"http://a.b:8080/?c", true},
		{"http://abcdefgh.ijklmnop.qrstuvw.xyz/abcdefgh/ijklmnopq?rstuvwxyz#abcdefghijk", true},
		{"http://xn--/", false},
		{"http://a.b/c#d#e", false},
		{"http://a.b/c?d'#e", false},
		{"http://a.b/c?d%4#e", false},
		{"http://a.b/c?d#e%4", false},
		{"http://a.b/abcdefgh/ijklmnopq/.", false},
		{"http://a.b/abcdefgh/ijklmnopq/..#", false},
		{"http://a/b/.", false},
		{"http://a/b/..?c", false},
		{"http://a/./", false},
		{"http://a/%2E", false},
		{"http://a/b%", false},
		{"http://a/b%4", false},
		{"http://a%41/", false},
		{"http://a^b/", false},
		{"mailto:a@b", true},
		{"http://xn--nxasmq6b.com/", false}, // domain to ASCII decodes it
		{"http://a.xn--b/", false},
		{"http://1.2.3.04/", false}, // the IPv4 parser reads it: 1.2.3.4
		{"http://a.b.0x1/", false},
		{"HTTP://a/", false},
		{"http://A/", false},
		{"http://a:80/", false},
		{"http://a/./b", false},
		{"http://a/%2e/b", false},
		{"http://a/b c", false},
		{"http://a/?'", false}, // the special-query set has "'"
		{"http://u@a/", false}, // invalid-credentials
		{"file://localhost/", false},
		{"sc://:1/", false},
		{"http://a/#b#c", false},
		{"http://a/b|c", false},
	}
	for _, tc := range tests {
		if got := parseSerialized(tc.in) != nil; got != tc.accept {
			t.Errorf("parseSerialized(%q) accepts: %v, want %v", tc.in, got, tc.accept)
		}
		if u, err := Parse(tc.in); err == nil {
			checkSerialized(t, tc.in, u)
		}
	}
}

// TestHasDotSegment checks the search for a segment "." or ".." (§4.4,
// path state: single-dot and double-dot URL path segments), across the
// words of eight bytes that hasSlashDot reads.
func TestHasDotSegment(t *testing.T) {
	tests := []struct {
		path string
		want bool
	}{
		{"/", false},
		{"/.", true},
		{"/..", true},
		{"/...", false},
		{"/.a", false},
		{"/a.", false},
		{"/a/./b", true},
		{"/a/../b", true},
		{"/abcdef/.", true},   // "/." across the end of the first word
		{"/abcdefg/.", true},  // "/" the last byte of the first word
		{"/abcdefgh/.", true}, // "/." in the second word
		{"/abcdefgh/.x/..y/x../a.b/", false},
		{"/abcdefghijklmnop/..", true},
		{"/abcdefghijklmnop/...", false},
		{"/abcdefghijklmnop/.x", false},
	}
	for _, tc := range tests {
		if got := hasDotSegment(tc.path); got != tc.want {
			t.Errorf("hasDotSegment(%q) = %v, want %v", tc.path, got, tc.want)
		}
	}
}
