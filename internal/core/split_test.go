package core

import (
	"fmt"
	"regexp"
	"testing"
)

// appendixB is the regular expression of RFC 3986 Appendix B, with (?s)
// so that "." matches any octet.
var appendixB = regexp.MustCompile(`(?s)^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)

// checkSplit returns what SplitRef(s, false) gets wrong against the
// regular expression, or "".
func checkSplit(s string) string {
	m := appendixB.FindStringSubmatchIndex(s)
	sp := SplitRef(s, false)
	// Groups 2 (scheme), 4 (authority), 5 (path), 7 (query), 9 (fragment).
	want := Split{SchemeEnd: m[5], AuthorityEnd: m[9], PathStart: m[10], PathEnd: m[11], QueryEnd: m[15]}
	if m[4] < 0 {
		want.SchemeEnd = -1
	}
	if sp != want {
		return fmt.Sprintf("got %+v, the expression gives %+v", sp, want)
	}
	if f := sp.FragmentStart(); m[18] >= 0 && f != m[18]-1 || m[18] < 0 && f != len(s) {
		return "FragmentStart wrong"
	}
	return ""
}

// TestSplitRef holds SplitRef to Appendix B's expression on the draft's
// example and on strings that are no references, and its strict mode to
// RFC 3986 §3.1's scheme rule.
func TestSplitRef(t *testing.T) {
	for _, s := range []string{
		"http://www.ics.uci.edu/pub/ietf/uri/#Related", "", "a", "1a:b", "://", "a://b@c@d:1/e?f?g#h#i",
		"//", "?", "#", "/?#", "a:?#", "http://a b/ c", "\x00:\x00//", "//u:p@h:80", ":a",
	} {
		if msg := checkSplit(s); msg != "" {
			t.Errorf("SplitRef(%q, false): %s", s, msg)
		}
	}
	for _, tt := range []struct {
		s         string
		schemeEnd int
	}{
		{"1a:b", -1}, {"a1:b", 2}, {"+a:b", -1}, {"a+.-:b", 4}, {"a b:c", -1}, {"a:b", 1},
	} {
		if got := SplitRef(tt.s, true).SchemeEnd; got != tt.schemeEnd {
			t.Errorf("SplitRef(%q, true).SchemeEnd = %d, want %d", tt.s, got, tt.schemeEnd)
		}
	}
}

// FuzzSplitRef holds SplitRef to Appendix B's expression on any string.
func FuzzSplitRef(f *testing.F) {
	f.Add("http://u:p@h:1/p?q#f")
	f.Fuzz(func(t *testing.T, s string) {
		if msg := checkSplit(s); msg != "" {
			t.Fatalf("SplitRef(%q, false): %s", s, msg)
		}
	})
}
