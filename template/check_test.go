package template

import "testing"

// TestCheck checks how Expand makes sure of its result, template by
// template: not at all where no value can break the reference, by a scan
// for "[", "]" and "#" where only reserved expansion can, by that scan and
// a count of ":" and "@" where "{+x}" stands where "{x}" could, and by
// uri.Parse elsewhere. FuzzExpandMatch checks that the results it does not parse do
// parse.
func TestCheck(t *testing.T) {
	tests := []struct {
		tmpl string
		want check
	}{
		{"{x}", checkNone},
		{"/repos{/owner,repo}/issues{?state,labels*}", checkNone},
		{"http://{host}/", checkNone},
		{"http://{user}@h/", checkNone},
		{"http://h{.x}/", checkNone},
		{"x:{/a,b}/c", checkNone},         // "x://b/c": "//" starts an authority, and "b" is one
		{"{?q}#{x}", checkNone},           // the fragment
		{"http://h:{port}/", checkParse},  // a port
		{"http://h:80{x}/", checkParse},   // the end of an authority with a port
		{"http://[::1]{x}/", checkParse},  // the end of an IP-literal
		{"{x}a:b", checkParse},            // the scheme
		{"x:{/a,b}:c", checkParse},        // "x://b:c": "c" would be a port
		{"{+x}", checkScanStrict},         // no ":" nor "@" from x: no scheme, no port
		{"{+path}/here", checkScanStrict}, //
		{"/{+x}", checkScanStrict},        // "//" starts an authority of reg-name octets
		{"/{+x}:b", checkParse},           // "//h:b": "b" would be a port
		{"http://h:{+x}/", checkParse},    // a port
		{"{+x}a:b", checkParse},           // the scheme
		{"/a/{+x}", checkScan},
		{"http://h{+x}", checkScanStrict}, // the reg-name host, with no port
		{"http://h/{+x}", checkScan},
		{"a?q={+x}", checkScan},
		{"{#x}", checkScan},
		{"http://[::1]/{#x}", checkParse}, // the scan cannot tell its brackets
	}
	for _, tt := range tests {
		if got := MustParse(tt.tmpl).check; got != tt.want {
			t.Errorf("Parse(%q).check = %d, want %d", tt.tmpl, got, tt.want)
		}
	}
}
