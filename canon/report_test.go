package canon_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri/canon"
)

// TestReports holds each profile's report to the changes it makes, each at
// the offset in the input of what it changed.
func TestReports(t *testing.T) {
	for _, tt := range []struct {
		profile string
		in      string
		want    string
		changes []canon.Change
	}{
		// Already canonical: nothing changed, the triplets of octets that
		// must be escaped neither.
		{"sb", "http://www.google.com/", "http://www.google.com/", nil},
		{"sb", "http://195.127.0.11/uploads/%20%20/.verify/", "http://195.127.0.11/uploads/%20%20/.verify/", nil},
		{"sb", "  HTTP://www.GOOgle.com:80/a/./b//c/../d?q#frag ", "http://www.google.com/a/b/d?q", []canon.Change{
			{0, canon.ChangeSpace}, {2, canon.ChangeSchemeCase}, {13, canon.ChangeHostCase},
			{23, canon.ChangePort}, {29, canon.ChangeDotSegment}, {33, canon.ChangeSlashes},
			{36, canon.ChangeDotSegment}, {42, canon.ChangeFragment},
		}},
		{"sb", "www.ex%41mple.com/a%7e%zz", "http://www.example.com/a~%25zz", []canon.Change{
			{0, canon.ChangeScheme}, {6, canon.ChangeHostCase}, {6, canon.ChangeUnescape},
			{19, canon.ChangeUnescape}, {22, canon.ChangeEscape},
		}},
		{"sb", "http://u:p@3279880203./x", "http://195.127.0.11/x", []canon.Change{
			{7, canon.ChangeUserinfo}, {11, canon.ChangeIPv4}, {21, canon.ChangeHostDots},
		}},
		{"sb", "http://\xc3\xbc.example/a\tb", "http://xn--tda.example/ab", []canon.Change{
			{7, canon.ChangeIDNA}, {19, canon.ChangeControl},
		}},
		{"sb", "http://a.example/%1b", "http://a.example/%1B", []canon.Change{{17, canon.ChangeUnescape}}},
		// Decoded delimiters split the URL: they are changes too.
		{"sb", "http://a.example%2Fb%3Fc", "http://a.example/b?c", []canon.Change{{16, canon.ChangeUnescape}, {20, canon.ChangeUnescape}}},

		{"surt", "http://archive.org/goo", "org,archive)/goo", nil},
		// surt keeps the "&" before the session identifier it removes at
		// the end, and sorts the empty parameter first.
		{"surt", "https://WWW.Archive.org:443/Goo/?b=1&a=2&jsessionid=0123456789abcdefghijklemopqrstuv#x", "org,archive)/goo?&a=2&b=1", []canon.Change{
			{8, canon.ChangeHostCase}, {8, canon.ChangeWWW}, {24, canon.ChangeDefaultPort},
			{28, canon.ChangePathCase}, {31, canon.ChangeTrailingSlash}, {32, canon.ChangeQueryOrder},
			{32, canon.ChangeSessionID}, {84, canon.ChangeFragment},
		}},
		{"surt", "archive.org/a?", "org,archive)/a", []canon.Change{{0, canon.ChangeScheme}, {13, canon.ChangeEmptyQuery}}},

		{"crawler", "http://a.example/?b=1", "http://a.example/?b=1", nil},
		{"crawler", "HTTP://a.example/?b=1&utm_source=x&a=2#f", "http://a.example/?a=2&b=1", []canon.Change{
			{0, canon.ChangeSchemeCase}, {17, canon.ChangeQueryOrder}, {22, canon.ChangeParam}, {38, canon.ChangeFragment},
		}},
	} {
		var got string
		var changes []canon.Change
		var err error
		switch tt.profile {
		case "sb":
			got, changes, err = canon.SafeBrowsingReport(tt.in)
		case "surt":
			got, changes, err = canon.SURTReport(tt.in, canon.SURTOptions{})
		case "crawler":
			got, changes, err = canon.CrawlerReport(tt.in, canon.DefaultCrawlerOptions())
		}
		if err != nil || got != tt.want {
			t.Errorf("%s report of %q = %q, %v; want %q", tt.profile, tt.in, got, err, tt.want)
		}
		if diff := cmp.Diff(tt.changes, changes); diff != "" {
			t.Errorf("%s report of %q: changes (-want +got):\n%s", tt.profile, tt.in, diff)
		}
	}
}

// TestChangeMessage checks that every code has a message, that of
// uri.URI.Lint for the codes it names.
func TestChangeMessage(t *testing.T) {
	for _, code := range []string{
		canon.ChangeSpace, canon.ChangeControl, canon.ChangeFragment, canon.ChangeUnescape,
		canon.ChangeEscape, canon.ChangeScheme, canon.ChangeUserinfo, canon.ChangePort,
		canon.ChangeHostDots, canon.ChangeIDNA, canon.ChangeIPv4, canon.ChangeWWW,
		canon.ChangeSlashes, canon.ChangePathCase, canon.ChangeSessionID, canon.ChangeTrailingSlash,
		canon.ChangeQueryCase, canon.ChangeQueryOrder, canon.ChangeEmptyQuery, canon.ChangeParam,
		canon.ChangeSchemeCase, canon.ChangeHostCase, canon.ChangeDotSegment, canon.ChangeDefaultPort,
		canon.ChangeEmptyPath,
	} {
		if m := (canon.Change{Code: code}).Message(); m == "" {
			t.Errorf("Change{Code: %q}.Message() is empty", code)
		}
	}
	want := "offset 7: host-case: host not in lowercase (RFC 3986 §6.2.2.1)"
	if got := (canon.Change{Offset: 7, Code: canon.ChangeHostCase}).String(); got != want {
		t.Errorf("String() = %q; want %q", got, want)
	}
}
