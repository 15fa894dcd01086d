package readings_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri/readings"
)

// want is the expected Report of one input: which readers refuse it
// (and at which offset, -1 when the error has none), and each Diff, by
// name, its values and, for the host, its spans.
type want struct {
	refused [3]int // -2: the reader reads the input; else the Offset of its refusal
	diffs   []wantDiff
}

type wantDiff struct {
	name   string
	values [3]string
	spans  *[3]readings.Span // checked when not nil
}

const reads = -2

var none = readings.Span{Start: -1, End: -1}

// compareTests are the classic server-side request forgery inputs. The
// expected values are written from RFC 3986 (Appendix A, §5.2), the URL
// Standard (§4.4, the basic URL parser; §3.5, the host parser), and the
// documented behaviour of net/url (url.Parse splits the fragment at the
// first "#", the query at the first "?", the userinfo at the authority's
// last "@", and admits a triplet in a host only for a non-ASCII octet;
// net/http looks up the IDNA form of a host).
var compareTests = []struct {
	in, base string
	want     want
}{{
	// RFC 3986: "\" is in no rule; the userinfo "evil.com\" breaks at 15.
	// URL Standard: in a special URL the authority state ends at "\"
	// (invalid-reverse-solidus), and the path state reads it as "/".
	// net/url: the userinfo before the last "@", "evil.com\", is invalid.
	in: `http://evil.com\@good.com/`,
	want: want{refused: [3]int{15, reads, -1}, diffs: []wantDiff{
		{"host", [3]string{"", "evil.com", ""}, &[3]readings.Span{none, {7, 15}, none}},
		{"scheme", [3]string{"", "http", ""}, nil},
		{"port", [3]string{"", "80", ""}, nil},
		{"path", [3]string{"", "/@good.com/", ""}, nil},
	}},
}, {
	// RFC 3986 §6.2.2.2: the reg-name denotes what its triplets spell. The
	// host parser percent-decodes, then its IPv4 parser reads 127.0.0.1.
	// net/url refuses "%31" in a host: an ASCII octet.
	in: `http://127.0.0.%31/`,
	want: want{refused: [3]int{reads, reads, -1}, diffs: []wantDiff{
		{"host", [3]string{"127.0.0.1", "127.0.0.1", ""}, &[3]readings.Span{{7, 18}, {7, 18}, none}},
		{"scheme", [3]string{"http", "http", ""}, nil},
		{"port", [3]string{"80", "80", ""}, nil},
		{"path", [3]string{"/", "/", ""}, nil},
	}},
}, {
	// RFC 3986 §3.2.2: not four dec-octets, so a reg-name; the URL
	// Standard's IPv4 parser reads hexadecimal parts and a last part that
	// fills the octets left.
	in: `http://0x7f.1/`,
	want: want{refused: [3]int{reads, reads, reads}, diffs: []wantDiff{
		{"host", [3]string{"0x7f.1", "127.0.0.1", "0x7f.1"}, &[3]readings.Span{{7, 13}, {7, 13}, {7, 13}}},
	}},
}, {
	in: `http://2130706433/`,
	want: want{refused: [3]int{reads, reads, reads}, diffs: []wantDiff{
		{"host", [3]string{"2130706433", "127.0.0.1", "2130706433"}, &[3]readings.Span{{7, 17}, {7, 17}, {7, 17}}},
	}},
}, {
	// RFC 3986 §3.2.1: the first "@" ends the userinfo, and "@" is in no
	// reg-name (offset 20). The URL Standard's authority state takes the
	// last "@", the earlier one encoded into the user name, as net/url does.
	in: `http://user@evil.com@good.com/`,
	want: want{refused: [3]int{20, reads, reads}, diffs: []wantDiff{
		{"host", [3]string{"", "good.com", "good.com"}, &[3]readings.Span{none, {21, 29}, {21, 29}}},
		{"scheme", [3]string{"", "http", "http"}, nil},
		{"user", [3]string{"", "user@evil.com", "user@evil.com"}, nil},
		{"port", [3]string{"", "80", "80"}, nil},
		{"path", [3]string{"", "/", "/"}, nil},
	}},
}, {
	// "#" ends the authority for all three (RFC 3986 §3.2); the empty
	// path of http means "/" (§6.2.3), which the URL Standard writes.
	in:   `http://evil.com#@good.com/`,
	want: want{refused: [3]int{reads, reads, reads}},
}, {
	// RFC 3986 §3.2.2 admits non-ASCII only percent-encoded (offset 8).
	// The URL Standard's domain to ASCII maps and encodes the name; net/url
	// keeps it, and net/http looks up its IDNA form.
	in: `HTTP://MÜNCHEN.de/`,
	want: want{refused: [3]int{8, reads, reads}, diffs: []wantDiff{
		{"host", [3]string{"", "xn--mnchen-3ya.de", "xn--mnchen-3ya.de"}, &[3]readings.Span{none, {7, 18}, {7, 18}}},
		{"scheme", [3]string{"", "http", "http"}, nil},
		{"port", [3]string{"", "80", "80"}, nil},
		{"path", [3]string{"", "/", "/"}, nil},
	}},
}, {
	// Written as RFC 3986 §3.2.2 asks, percent-encoded UTF-8, the name is
	// looked up by its IDNA form (§3.2.2); the host parser decodes it and
	// converts it; net/url admits triplets of non-ASCII octets in a host.
	in:   `http://m%C3%BCnchen.de/`,
	want: want{refused: [3]int{reads, reads, reads}},
}, {
	// RFC 3986 trims nothing; the URL Standard removes leading C0 control
	// or space; net/url finds no scheme before " " and refuses a first
	// segment with ":".
	in: ` https://a/`,
	want: want{refused: [3]int{0, reads, -1}, diffs: []wantDiff{
		{"host", [3]string{"", "a", ""}, &[3]readings.Span{none, {9, 10}, none}},
		{"scheme", [3]string{"", "https", ""}, nil},
		{"port", [3]string{"", "443", ""}, nil},
		{"path", [3]string{"", "/", ""}, nil},
	}},
}, {
	// The URL Standard drops the default port, which is still port 80.
	in:   `http://[::1]:80/`,
	want: want{refused: [3]int{reads, reads, reads}},
}, {
	// RFC 3986 §3: "x" is a rootless path, no authority; net/url: an
	// opaque URL. The URL Standard, with no base, goes from the special
	// authority slashes state to the authority state: the host x.
	in: `http:x`,
	want: want{refused: [3]int{reads, reads, reads}, diffs: []wantDiff{
		{"host", [3]string{"", "x", ""}, &[3]readings.Span{none, {5, 6}, none}},
		{"port", [3]string{"", "80", ""}, nil},
		{"path", [3]string{"x", "/", "x"}, nil},
	}},
}, {
	// With a base of the same scheme, the URL Standard reads "x" as a
	// relative path (special relative or authority state); strict RFC 3986
	// §5.2.2 and net/url take the scheme as making the reference absolute.
	in: `http:x`, base: `http://a/b/c`,
	want: want{refused: [3]int{reads, reads, reads}, diffs: []wantDiff{
		{"host", [3]string{"", "a", ""}, &[3]readings.Span{none, none, none}},
		{"port", [3]string{"", "80", ""}, nil},
		{"path", [3]string{"x", "/b/x", "x"}, nil},
	}},
}, {
	// RFC 3986 §4.2: "//" and an empty authority, then the path "/x".
	// The URL Standard (relative slash state, then special authority
	// ignore slashes state) skips every slash: the host x. net/url reads
	// "///x" without a scheme as a path and keeps the base's host.
	in: `///x`, base: `http://a/b/c`,
	want: want{refused: [3]int{reads, reads, reads}, diffs: []wantDiff{
		{"host", [3]string{"", "x", "a"}, &[3]readings.Span{{2, 2}, {3, 4}, none}},
		{"port", [3]string{"", "80", "80"}, nil},
		{"path", [3]string{"/x", "/", "///x"}, nil},
	}},
}, {
	// Without a base the URL Standard needs a scheme
	// (missing-scheme-non-relative-URL); the other two read a path.
	in: `///x`,
	want: want{refused: [3]int{reads, 0, reads}, diffs: []wantDiff{
		{"path", [3]string{"/x", "", "///x"}, nil},
	}},
}, {
	// Every component the same, written differently: the port's leading
	// zero, triplets of unreserved octets, the scheme's case.
	in:   `HTTP://u:p@h:08/a%2Fb%41?x=%41&y=%26#f%41`,
	want: want{refused: [3]int{reads, reads, reads}},
}, {
	// RFC 3986 §5.2.4 removes dot segments when resolving, not when
	// parsing; the URL Standard's path state removes them, "%2e" too.
	in: `http://a/b/%2e%2E/c`,
	want: want{refused: [3]int{reads, reads, reads}, diffs: []wantDiff{
		{"path", [3]string{"/b/../c", "/c", "/b/../c"}, nil},
	}},
}, {
	// Resolved (§5.2.2: T.path = remove_dot_segments(R.path)), RFC 3986
	// removes the literal ones, as net/url's ResolveReference does.
	in: `http://a/b/../c`, base: `http://x/`,
	want: want{refused: [3]int{reads, reads, reads}},
}, {
	// But §5.2.4 knows only literal dot segments: "%2e%2E" stays.
	in: `http://a/b/%2e%2E/c`, base: `http://x/`,
	want: want{refused: [3]int{reads, reads, reads}, diffs: []wantDiff{
		{"path", [3]string{"/b/../c", "/c", "/b/../c"}, nil},
	}},
}, {
	// net/url keeps no empty fragment.
	in: `http://a/?#`,
	want: want{refused: [3]int{reads, reads, reads}, diffs: []wantDiff{
		{"fragment", [3]string{"#", "#", ""}, &[3]readings.Span{{11, 11}, {11, 11}, none}},
	}},
}, {
	// All three refuse: they agree.
	in:   `http://a b/`,
	want: want{refused: [3]int{8, 8, -1}},
}}

func TestCompare(t *testing.T) {
	for _, tt := range compareTests {
		var r readings.Report
		if tt.base == "" {
			r = readings.Compare(tt.in)
		} else {
			r = readings.CompareRef(tt.base, tt.in)
		}
		var got want
		for i, rd := range r.Readers {
			if rd.Reader != readings.Reader(i) {
				t.Errorf("%q: Readers[%d] is %v", tt.in, i, rd.Reader)
			}
			got.refused[i] = reads
			if rd.Refused() {
				got.refused[i] = rd.Offset
			}
		}
		for _, d := range r.Diffs {
			wd := wantDiff{name: d.Name, values: d.Values}
			if d.Name == "host" || d.Name == "fragment" {
				wd.spans = &d.Spans
			}
			got.diffs = append(got.diffs, wd)
		}
		for i := range tt.want.diffs {
			if i < len(got.diffs) && tt.want.diffs[i].spans == nil {
				got.diffs[i].spans = nil
			}
		}
		if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(want{}, wantDiff{})); diff != "" {
			t.Errorf("CompareRef(%q, %q) (-want +got):\n%s\n%s", tt.base, tt.in, diff, r.String())
		}
		if r.Agree() != (len(tt.want.diffs) == 0) {
			t.Errorf("%q: Agree() = %v", tt.in, r.Agree())
		}
	}
}

// TestJSON checks the JSON of a report: its field names and the null of
// nothing.
func TestJSON(t *testing.T) {
	r := readings.Compare(`http://0x7f.1/`)
	var got map[string]any
	if err := json.Unmarshal(r.JSON(), &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"input": "http://0x7f.1/",
		"readers": []any{
			map[string]any{"reader": "rfc3986", "href": "http://0x7f.1/", "offset": -1.0},
			map[string]any{"reader": "whatwg", "href": "http://127.0.0.1/", "offset": -1.0,
				"validationErrors": []any{"IPv4-too-few-parts at 13", "IPv4-non-decimal-part at 7"}},
			map[string]any{"reader": "net/url", "href": "http://0x7f.1/", "offset": -1.0},
		},
		"diffs": []any{map[string]any{
			"component": "host",
			"values":    []any{"0x7f.1", "127.0.0.1", "0x7f.1"},
			"spans": []any{
				map[string]any{"start": 7.0, "end": 13.0},
				map[string]any{"start": 7.0, "end": 13.0},
				map[string]any{"start": 7.0, "end": 13.0},
			},
		}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("JSON (-want +got):\n%s", diff)
	}
}

// TestString checks the words of a report.
func TestString(t *testing.T) {
	tests := []struct{ in, want string }{
		{`http://0x7f.1/`, `input "http://0x7f.1/"
rfc3986: read http://0x7f.1/
whatwg: read http://127.0.0.1/ (IPv4-too-few-parts at 13, IPv4-non-decimal-part at 7)
net/url: read http://0x7f.1/
host differs: rfc3986 "0x7f.1" at 7-13, whatwg "127.0.0.1" at 7-13, net/url "0x7f.1" at 7-13
`},
		{`http://a/`, `input "http://a/"
rfc3986: read http://a/
whatwg: read http://a/
net/url: read http://a/
the readers agree
`},
	}
	for _, tt := range tests {
		r := readings.Compare(tt.in)
		if got := r.String(); got != tt.want {
			t.Errorf("Compare(%q).String():\n%s\nwant:\n%s", tt.in, got, tt.want)
		}
	}
	r := readings.Compare(`http://evil.com\@good.com/`)
	if got, want := r.String(), "host differs: rfc3986 refused, whatwg \"evil.com\" at 7-15, net/url refused\n"; !strings.Contains(got, want) {
		t.Errorf("String():\n%s\nwant a line %q", got, want)
	}
	if got, want := r.Diffs[0].String(), `host differs: rfc3986 none, whatwg "evil.com" at 7-15, net/url none`; got != want {
		t.Errorf("Diff.String() = %q, want %q", got, want)
	}
}
