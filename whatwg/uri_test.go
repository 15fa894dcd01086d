package whatwg

import (
	"errors"
	"testing"

	"github.com/uriref/uri"
)

// TestURI checks the RFC 3986 reading of URLs, and where it fails: at
// the code points that the URL Standard's encode sets leave and RFC 3986
// Appendix A admits only percent-encoded.
func TestURI(t *testing.T) {
	tests := []struct {
		in     string
		want   string // the URI's text, or "" when it fails
		offset int    // of the failure, in the href
	}{
		{"https://EXAMPLE.com/a b?c d#e f", "https://example.com/a%20b?c%20d#e%20f", 0},
		{"sc:/..//p", "sc:/.//p", 0},
		{"http://h/\u00e9", "http://h/%C3%A9", 0},
		{"sc:a b?x", "", 4},       // opaque path: " " kept
		{"sc://a{b/", "", 6},      // opaque host: "{" kept
		{"http://h/a|b", "", 10},  // path: "|" kept
		{"http://h/?a^b", "", 11}, // query: "^" kept
		{"http://h/#a#b", "", 11}, // fragment: "#" kept
		{"http://h/%zz", "", 10},  // "%" without two hex digits: at the first that is not one
	}
	for _, tc := range tests {
		u := mustParse(t, tc.in)
		got, err := u.URI()
		if tc.want != "" {
			if err != nil || got.String() != tc.want {
				t.Errorf("Parse(%q).URI() = %q, %v, want %q", tc.in, got.String(), err, tc.want)
			}
			continue
		}
		var e *uri.Error
		if !errors.As(err, &e) || e.Input != u.Href() || e.Offset != tc.offset {
			t.Errorf("Parse(%q).URI() error = %v, want a *uri.Error at %d of %q", tc.in, err, tc.offset, u.Href())
		}
	}
}
