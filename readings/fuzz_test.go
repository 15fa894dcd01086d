package readings

import (
	"net/url"
	"strings"
	"testing"
)

// FuzzCompare checks that Compare and CompareRef never panic, that every
// span lies in the input, that the readers agree with themselves, and
// that a scheme's span holds the scheme read.
func FuzzCompare(f *testing.F) {
	for _, s := range []string{
		`http://evil.com\@good.com/`, `http://user@evil.com@good.com/`, `http://0x7f.1/`,
		`http://[::1]:80/?#`, ` https://a/`, `http:x`, `///x`, `http://u:p@h:08/a%2Fb?x#y`,
		`foo://ex%41mple/%zz`, `file:///C:/x`, `HTTP://MÜNCHEN.de/`, `?q`, `#f`, ``,
	} {
		f.Add(s, "http://a/b/c")
	}
	f.Fuzz(func(t *testing.T, in, base string) {
		for _, r := range []Report{Compare(in), CompareRef(base, in)} {
			for _, d := range r.Diffs {
				for i, s := range d.Spans {
					if s.Known() && (s.Start > s.End || s.End > len(in)) {
						t.Fatalf("%q: %s: %v span %v out of the input", in, d.Name, Reader(i), s)
					}
				}
			}
		}
		for _, rd := range []reading{readRFC(in), readWHATWG(in), readNetURL(in)} {
			s := rd.spans[fieldScheme]
			if !s.Known() {
				continue
			}
			read := in[s.Start:s.End]
			if rd.Reader == URLStandard { // the URL Standard removes every tab and newline first
				read = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(read)
			}
			if !strings.EqualFold(read, rd.vals[fieldScheme]) {
				t.Fatalf("%q: %v read the scheme %q at %v", in, rd.Reader, rd.vals[fieldScheme], s)
			}
		}
		checkNetURLSpans(t, in)
		if r := Compare(in); !r.Agree() && len(r.Diffs) > int(nFields) {
			t.Fatalf("%q: %d diffs", in, len(r.Diffs))
		}
	})
}

// checkNetURLSpans checks the spans that netURLSpans finds against the
// fields of the *url.URL, where they hold text as written: the host and
// port (u.Host, when it holds no triplet), the raw query and the opaque
// path.
func checkNetURLSpans(t *testing.T, in string) {
	u, err := url.Parse(in)
	if err != nil {
		return
	}
	sp := netURLSpans(in, u)
	text := func(f field) string {
		if s := sp[f]; s.Known() {
			return in[s.Start:s.End]
		}
		return ""
	}
	hostport := text(fieldHost)
	if sp[fieldPort].Known() {
		hostport += ":" + text(fieldPort)
	}
	if !strings.Contains(in, "%") && hostport != u.Host {
		t.Fatalf("%q: host and port spans hold %q, net/url's Host is %q", in, hostport, u.Host)
	}
	if q := text(fieldQuery); q != u.RawQuery {
		t.Fatalf("%q: query span holds %q, net/url's RawQuery is %q", in, q, u.RawQuery)
	}
	if u.Opaque != "" && text(fieldPath) != u.Opaque {
		t.Fatalf("%q: path span holds %q, net/url's Opaque is %q", in, text(fieldPath), u.Opaque)
	}
}
