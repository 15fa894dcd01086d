package readings

import "testing"

// TestSpans checks each reader's span of every component, written by hand
// from the delimiters of each input, and the values of the helpers that
// compare them.
func TestSpans(t *testing.T) {
	tests := []struct {
		in   string
		want [nFields]Span // by field: host, scheme, user, password, port, path, query, fragment
	}{
		// 0         1         2
		// 0123456789012345678901234567
		// http://us:pw@h:8/p/q?x=1#f
		{"http://us:pw@h:8/p/q?x=1#f", [nFields]Span{{13, 14}, {0, 4}, {7, 9}, {10, 12}, {15, 16}, {16, 20}, {21, 24}, {25, 26}}},
		// http://[::1]:80/?#
		{"http://[::1]:80/?#", [nFields]Span{{7, 12}, {0, 4}, noSpan, noSpan, {13, 15}, {15, 16}, {17, 17}, {18, 18}}},
		// http://u@h
		{"http://u@h", [nFields]Span{{9, 10}, {0, 4}, {7, 8}, noSpan, noSpan, {10, 10}, noSpan, noSpan}},
	}
	for _, tt := range tests {
		for _, rd := range []reading{readRFC(tt.in), readWHATWG(tt.in), readNetURL(tt.in)} {
			want := tt.want
			if rd.Reader == NetURL && tt.in == "http://[::1]:80/?#" {
				want[fieldFragment] = noSpan // net/url keeps no empty fragment
			}
			if rd.Reader == URLStandard && tt.in == "http://u@h" {
				want[fieldPath] = noSpan // the URL Standard's "/" is read from no text
			}
			for f := range nFields {
				if rd.spans[f] != want[f] {
					t.Errorf("%q: %v: %s span %v, want %v", tt.in, rd.Reader, fieldNames[f], rd.spans[f], want[f])
				}
			}
		}
	}
}

func TestValues(t *testing.T) {
	tests := []struct{ got, want string }{
		{lookupHost("Ex%41mple.COM"), "ex%41mple.com"}, // only lowercased: callers decode
		{lookupHost("EXAMPLE.com"), "example.com"},
		{lookupHost("MÜNCHEN.de"), "xn--mnchen-3ya.de"},
		{lookupHost("[2001:DB8:0::1]"), "2001:db8::1"},
		{lookupHost("2001:DB8:0::1"), "2001:db8::1"},
		{lookupHost("[v1.X]"), "[v1.x]"},
		{connectPort("http", "a", ""), "80"},
		{connectPort("https", "a", "0443"), "443"},
		{connectPort("http", "", ""), ""},
		{connectPort("x", "a", ""), ""},
		{clientPath("http", "a", ""), "/"},
		{clientPath("x", "a", ""), ""},
		{clientPath("http", "a", "/a%2fb%41%25%zz"), "/a%2FbA%25%zz"},
		{clientQuery("?", "a=%41&b=%26%2b c", keepQuery), "?a=A&b=%26%2B%20c"},
		{clientQuery("#", "%C3%A9\x7f", keepOther), "#%C3%A9%7F"},
		{decodeAll("a%40b%"), "a@b%"},
	}
	for i, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%d: got %q, want %q", i, tt.got, tt.want)
		}
	}
}
