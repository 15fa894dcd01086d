package uri

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net/netip"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri/internal/core"
	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/internal/testenv"
)

// URI must stay comparable: this does not compile otherwise.
var _ = map[URI]bool{}

// TestURISize holds URI to four words on 64-bit platforms: the Go compiler
// keeps a struct of at most four fields and four words in registers when
// it copies, passes or returns it, and a larger one in memory.
func TestURISize(t *testing.T) {
	if size, word := unsafe.Sizeof(URI{}), unsafe.Sizeof(uintptr(0)); word == 8 && size != 4*word {
		t.Errorf("a URI is %d bytes, want %d", size, 4*word)
	}
}

// parts is what a vector says about one reference: its components, or the
// offset and rule of its error (internal/oracle).
type parts = oracle.Parts

// vector is one line of a testdata file.
type vector struct {
	pos     string // "testdata/grammar.txt:12", for messages
	heading string // the "## " heading above the line, without "## "
	in      string
	want    parts
}

// loadVectors reads a file of vectors in the format of testdata/README.md:
// a Go string literal, then key=value fields.
func loadVectors(t testing.TB, file string) []vector {
	t.Helper()
	var vs []vector
	for _, l := range oracle.Vectors(t, file) {
		v := vector{pos: l.Pos, heading: l.Heading, in: l.Fields[0], want: parts{Kind: "none"}}
		for _, f := range l.Fields[1:] {
			key, val, ok := strings.Cut(f, "=")
			if !ok {
				t.Fatalf("%s: bad field %q", l.Pos, f)
			}
			p := &val
			switch w := &v.want; key {
			case "scheme":
				w.Scheme = p
			case "authority":
				w.Authority = p
			case "userinfo":
				w.Userinfo = p
			case "host":
				w.Host = p
			case "kind":
				w.Kind = val
			case "port":
				w.Port = p
			case "path":
				w.Path = val
			case "query":
				w.Query = p
			case "fragment":
				w.Fragment = p
			case "rule":
				w.Rule = val
			case "offset":
				var err error
				if w.Offset, err = strconv.Atoi(val); err != nil {
					t.Fatalf("%s: bad offset %q", l.Pos, val)
				}
			default:
				t.Fatalf("%s: unknown key %q", l.Pos, key)
			}
		}
		vs = append(vs, v)
	}
	return vs
}

// vectorOf gives what Parse says about s, in the shape of a vector.
func vectorOf(s string) (parts, URI, error) {
	u, err := Parse(s)
	if err != nil {
		var e *Error
		if !errors.As(err, &e) {
			return parts{}, u, fmt.Errorf("error %T is not a *Error: %v", err, err)
		}
		if e.Input != s {
			return parts{}, u, fmt.Errorf("Error.Input = %q, want the input", e.Input)
		}
		return parts{Kind: "none", Offset: e.Offset, Rule: e.Rule}, u, nil
	}
	return oracle.PartsOf(u, u.HostKind().String()), u, nil
}

// testVectors checks every vector of file against Parse, and every valid
// one against the oracles of checkValid.
func testVectors(t *testing.T, file string) []vector {
	vs := loadVectors(t, file)
	for _, v := range vs {
		got, u, err := vectorOf(v.in)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", v.pos, v.in, err)
			continue
		}
		if diff := cmp.Diff(v.want, got); diff != "" {
			t.Errorf("%s: Parse(%q) (-want +got):\n%s", v.pos, v.in, diff)
			continue
		}
		if got.Rule == "" {
			for _, p := range checkValid(v.in, u) {
				t.Errorf("%s: Parse(%q): %s", v.pos, v.in, p)
			}
		}
	}
	return vs
}

func TestParse(t *testing.T) { testVectors(t, "testdata/grammar.txt") }

// appendixA lists the rules of RFC 3986 Appendix A. Every Error.Rule that
// Parse returns is one of them.
var appendixA = []string{
	"URI", "hier-part", "URI-reference", "absolute-URI", "relative-ref",
	"relative-part", "scheme", "authority", "userinfo", "host", "port",
	"IP-literal", "IPvFuture", "IPv6address", "h16", "ls32", "IPv4address",
	"dec-octet", "reg-name", "path", "path-abempty", "path-absolute",
	"path-noscheme", "path-rootless", "path-empty", "segment", "segment-nz",
	"segment-nz-nc", "pchar", "query", "fragment", "pct-encoded",
	"unreserved", "reserved", "gen-delims", "sub-delims",
}

// cannotFail lists the rules that match every input at their place, so
// that no vector can show them failing: path-empty is zero octets.
var cannotFail = map[string]bool{"path-empty": true}

// TestRuleCoverage fails unless every rule of Appendix A heads at least one
// valid vector in grammar.txt and, where failure is possible, one invalid
// vector; and unless every rule that Parse can report is the rule of some
// vector.
func TestRuleCoverage(t *testing.T) {
	known := make(map[string]bool)
	for _, r := range appendixA {
		known[r] = true
	}
	valid, invalid, reported := make(map[string]int), make(map[string]int), make(map[string]int)
	for _, v := range loadVectors(t, "testdata/grammar.txt") {
		rule, _, _ := strings.Cut(v.heading, " ")
		if !known[rule] {
			t.Errorf("%s: heading %q does not start with a rule of Appendix A", v.pos, v.heading)
		}
		if v.want.Rule == "" {
			valid[rule]++
		} else {
			invalid[rule]++
			reported[v.want.Rule]++
		}
	}
	for _, r := range appendixA {
		if valid[r] == 0 {
			t.Errorf("rule %s: no valid vector under a %q heading", r, r)
		}
		if invalid[r] == 0 && !cannotFail[r] {
			t.Errorf("rule %s: no invalid vector under a %q heading", r, r)
		}
	}
	// The rules parse.go names at its failure sites, but for
	// "URI-reference", which only an input of 1 GiB or more gets.
	for _, r := range []string{"scheme", "authority", "userinfo", "reg-name",
		"port", "IP-literal", "IPvFuture", "IPv6address", "IPv4address",
		"dec-octet", "segment", "segment-nz", "segment-nz-nc", "query",
		"fragment", "pct-encoded"} {
		if reported[r] == 0 {
			t.Errorf("no vector expects rule=%s", r)
		}
	}
}

// checkValid runs the oracles over a reference that parsed as u, and
// returns what they find wrong.
func checkValid(s string, u URI) (problems []string) {
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if u.String() != s {
		bad("String() = %q", u.String())
	}
	if r := recompose(u); r != s {
		bad("§5.3 recomposition from the accessors = %q", r)
	}
	if a, ok := u.Authority(); ok {
		r := u.Host()
		if ui, ok := u.Userinfo(); ok {
			r = ui + "@" + r
		}
		if p, ok := u.Port(); ok {
			r += ":" + p
		}
		if r != a {
			bad("userinfo, host and port recompose to %q, not the authority %q", r, a)
		}
	} else if _, ok := u.Userinfo(); ok || u.Host() != "" || u.HostKind() != HostNone {
		bad("userinfo or host without an authority")
	} else if _, ok := u.Port(); ok {
		bad("port without an authority")
	}
	if re, got := appendixB(s), fiveOf(u); !sameFive(re, got) {
		bad("Appendix B regex (-regex +Parse):\n%s", cmp.Diff(re, got))
	}
	if p := checkNetip(u); p != "" {
		bad("%s", p)
	}
	if v, err := Parse(s); err != nil || v != u {
		bad("a second Parse differs: %v", err)
	}
	return problems
}

// recompose joins the components of u as RFC 3986 §5.3 does.
func recompose(u URI) string { return oracle.PartsOf(u, u.HostKind().String()).Recompose() }

// appendixBRegexp is the regular expression of the draft's Appendix B
// (RFC 3986 Appendix B), with (?s) so that "." matches any octet.
var appendixBRegexp = regexp.MustCompile(`(?s)^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)

// appendixB splits s as the regex does: scheme = $2, authority = $4,
// path = $5, query = $7, fragment = $9.
func appendixB(s string) parts {
	m := appendixBRegexp.FindStringSubmatchIndex(s)
	group := func(n int) *string {
		if m[2*n] < 0 {
			return nil
		}
		g := s[m[2*n]:m[2*n+1]]
		return &g
	}
	return parts{Scheme: group(2), Authority: group(4), Path: *group(5), Query: group(7), Fragment: group(9)}
}

// fiveOf keeps the five components of Parse's answer that the regex gives.
func fiveOf(u URI) parts {
	p, _, _ := vectorOf(u.String())
	return parts{Scheme: p.Scheme, Authority: p.Authority, Path: p.Path, Query: p.Query, Fragment: p.Fragment}
}

// sameFive reports whether p and q have the same five components; it is
// cmp.Equal for them, but fast enough for the fuzzer.
func sameFive(p, q parts) bool {
	same := func(a, b *string) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }
	return same(p.Scheme, q.Scheme) && same(p.Authority, q.Authority) && p.Path == q.Path &&
		same(p.Query, q.Query) && same(p.Fragment, q.Fragment)
}

// checkNetip compares HostKind with net/netip, for hosts without "%"
// (netip reads "%" as a zone; RFC 3986 has none): HostIPv4 exactly when
// netip parses the host as an IPv4 address, HostIPv6 exactly when it parses
// the text in brackets as an IPv6 address (IPv4-mapped ones included:
// Is6 holds for them). Addr must then give that address.
func checkNetip(u URI) string {
	h := u.Host()
	if strings.Contains(h, "%") {
		return ""
	}
	a4, err := netip.ParseAddr(h)
	is4 := err == nil && a4.Is4()
	var a6 netip.Addr
	is6 := false
	if len(h) >= 2 && h[0] == '[' && h[len(h)-1] == ']' {
		a6, err = netip.ParseAddr(h[1 : len(h)-1])
		is6 = err == nil && a6.Is6()
	}
	k := u.HostKind()
	if (k == HostIPv4) != is4 || (k == HostIPv6) != is6 {
		return fmt.Sprintf("host %q is %v, but netip says IPv4 %v, IPv6 %v", h, k, is4, is6)
	}
	a, ok := u.Addr()
	switch {
	case ok != (is4 || is6):
		return fmt.Sprintf("Addr() reports %v for a host of kind %v", ok, k)
	case is4 && a != a4, is6 && a != a6:
		return fmt.Sprintf("Addr() = %v for host %q", a, h)
	}
	return ""
}

// TestOracles checks the oracles themselves: the regex on the draft's
// worked example of Appendix B, and netip on hosts given the wrong kind.
func TestOracles(t *testing.T) {
	str := func(s string) *string { return &s }
	want := parts{Scheme: str("http"), Authority: str("www.ics.uci.edu"), Path: "/pub/ietf/uri/", Fragment: str("Related")}
	if diff := cmp.Diff(want, appendixB("http://www.ics.uci.edu/pub/ietf/uri/#Related")); diff != "" {
		t.Errorf("the draft's Appendix B example (-want +got):\n%s", diff)
	}
	for _, c := range []struct {
		host string
		kind HostKind
	}{
		{"1.2.3.4", HostRegName},
		{"01.2.3.4", HostIPv4},
		{"[::1]", HostIPvFuture},
		{"[::ffff:1.2.3.4]", HostRegName},
		{"[v1.x]", HostIPv6},
	} {
		s := "//" + c.host
		n := uint32(len(s))
		o := core.Offsets{HostStart: 2, HostEnd: n, PathStart: n, PathEnd: n, Kind: core.Kind(c.kind)}
		u := URI(o.Ref(s))
		if checkNetip(u) == "" {
			t.Errorf("checkNetip accepts host %q as %v", c.host, c.kind)
		}
	}
}

// TestAppendixBCorpus checks every line of urls.txt, real URLs that are all
// valid RFC 3986 references, against the oracles.
func TestAppendixBCorpus(t *testing.T) {
	for n, s := range oracle.Lines(t, "testdata/urls.txt") {
		u, err := Parse(s)
		if err != nil {
			t.Errorf("testdata/urls.txt:%d: %v", n+1, err)
			continue
		}
		for _, p := range checkValid(s, u) {
			t.Errorf("testdata/urls.txt:%d: Parse(%q): %s", n+1, s, p)
		}
	}
}

// TestNoAllocs checks that Parse on valid input and every accessor do not
// allocate.
func TestNoAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	inputs := []string{
		"foo://user:pw@example.com:8042/over/there?name=ferret#nose",
		"http://[2001:db8::7]/c=GB?objectClass?one",
		"telnet://192.0.2.16:80/",
		"urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
		"../a/b%20c?q#f",
		"",
	}
	buf := make([]byte, 0, 256)
	for _, s := range inputs {
		u := MustParse(s)
		for _, c := range []struct {
			name string
			f    func()
		}{
			{"Parse", func() { sinkURI, sinkErr = Parse(s) }},
			{"String", func() { sinkString = u.String() }},
			{"Scheme", func() { sinkString = u.Scheme() }},
			{"HasScheme", func() { sinkBool = u.HasScheme() }},
			{"IsAbsoluteURI", func() { sinkBool = u.IsAbsoluteURI() }},
			{"Authority", func() { sinkString, sinkBool = u.Authority() }},
			{"Userinfo", func() { sinkString, sinkBool = u.Userinfo() }},
			{"Host", func() { sinkString = u.Host() }},
			{"HostKind", func() { sinkKind = u.HostKind() }},
			{"Port", func() { sinkString, sinkBool = u.Port() }},
			{"Path", func() { sinkString = u.Path() }},
			{"Query", func() { sinkString, sinkBool = u.Query() }},
			{"Fragment", func() { sinkString, sinkBool = u.Fragment() }},
			{"Addr", func() { sinkAddr, sinkBool = u.Addr() }},
			{"IsDNSHost", func() { sinkBool = u.IsDNSHost() }},
			{"AppendText", func() { buf, _ = u.AppendText(buf[:0]) }},
		} {
			if n := testing.AllocsPerRun(100, c.f); n != 0 {
				t.Errorf("%s on %q: %v allocations, want 0", c.name, s, n)
			}
		}
	}
}

// FuzzParse checks that Parse never panics, that its errors are exact, and
// that every reference it accepts passes the oracles of checkValid and
// round-trips through the text interfaces.
func FuzzParse(f *testing.F) {
	for _, file := range []string{"testdata/grammar.txt", "testdata/security.txt"} {
		for _, v := range loadVectors(f, file) {
			f.Add(v.in)
		}
	}
	known := make(map[string]bool)
	for _, r := range appendixA {
		known[r] = true
	}
	f.Fuzz(func(t *testing.T, s string) {
		if msg := grammarOracle(s); msg != "" {
			t.Fatalf("Parse(%q): %s", s, msg)
		}
		u, err := Parse(s)
		if err != nil {
			var e *Error
			switch {
			case !errors.As(err, &e):
				t.Fatalf("Parse(%q): error %T is not a *Error", s, err)
			case e.Input != s:
				t.Fatalf("Parse(%q): Error.Input = %q", s, e.Input)
			case e.Offset < 0 || e.Offset > len(s):
				t.Fatalf("Parse(%q): Error.Offset = %d, outside [0, %d]", s, e.Offset, len(s))
			case !known[e.Rule]:
				t.Fatalf("Parse(%q): Error.Rule = %q, not a rule of Appendix A", s, e.Rule)
			}
			if u != (URI{}) {
				t.Fatalf("Parse(%q) failed but returned a non-zero URI", s)
			}
			return
		}
		for _, p := range checkValid(s, u) {
			t.Errorf("Parse(%q): %s", s, p)
		}
		if got, want := u.Normalize().String(), normalize62(s); got != want {
			t.Errorf("Normalize(%q) = %q, RFC 3986 §6.2 gives %q", s, got, want)
		}
		text, err := u.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		app, err := u.AppendText(nil)
		if err != nil || string(app) != string(text) {
			t.Errorf("Parse(%q): AppendText(nil) = %q, %v; MarshalText = %q", s, app, err, text)
		}
		var v URI
		if err := v.UnmarshalText(text); err != nil || v != u {
			t.Errorf("Parse(%q): UnmarshalText(MarshalText()) = %q, %v", s, v, err)
		}
	})
}

// TestHostOffsets checks the host that a URI finds again in its authority,
// where the host's offsets are not stored: its start is past the first
// "@" (RFC 3986 §3.2.1), and its end is at the ":" of a port (§3.2.3),
// which only digits follow, or at the authority's end.
func TestHostOffsets(t *testing.T) {
	for _, c := range []struct {
		in, userinfo, host, port string
		hasUserinfo, hasPort     bool
	}{
		{"//h/", "", "h", "", false, false},
		{"//h:80/", "", "h", "80", false, true},
		{"//h:/", "", "h", "", false, true},
		{"//:/", "", "", "", false, true},
		{"//", "", "", "", false, false},
		{"//10/", "", "10", "", false, false},            // a reg-name of digits, no port
		{"//1.2.3.4:5", "", "1.2.3.4", "5", false, true}, // at the end of the input
		{"//u:1@/", "u:1", "", "", true, false},          // digits after the userinfo's ":"
		{"//u:1@:2", "u:1", "", "2", true, true},
		{"//@h", "", "h", "", true, false},
		{"//u@[::1]:8080/x", "u", "[::1]", "8080", true, true},
		{"//[::1]/", "", "[::1]", "", false, false}, // ends in "1]", not a port
		{"//[v7.a:1]", "", "[v7.a:1]", "", false, false},
		{"s://%31:0001?q#f", "", "%31", "0001", false, true},
	} {
		u, err := Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			continue
		}
		userinfo, hasUserinfo := u.Userinfo()
		port, hasPort := u.Port()
		if userinfo != c.userinfo || hasUserinfo != c.hasUserinfo || u.Host() != c.host ||
			port != c.port || hasPort != c.hasPort {
			t.Errorf("Parse(%q): userinfo %q %v, host %q, port %q %v; want %q %v, %q, %q %v", c.in,
				userinfo, hasUserinfo, u.Host(), port, hasPort, c.userinfo, c.hasUserinfo, c.host, c.port, c.hasPort)
		}
	}
}

// BenchmarkParse parses the 4,000 URLs of urls.txt per operation, with
// Parse and with net/url's Parse.
func BenchmarkParse(b *testing.B) {
	urls := oracle.Lines(b, "testdata/urls.txt")
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range urls {
				sinkURI, sinkErr = Parse(s)
			}
		}
		if sinkErr != nil {
			b.Fatal(sinkErr)
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range urls {
				sinkURL, sinkErr = url.Parse(s)
			}
		}
		if sinkErr != nil {
			b.Fatal(sinkErr)
		}
	})
}

// appendixARules are the rules of RFC 3986 Appendix A, longest first, so
// that a file name is matched with the longest rule it starts with.
var appendixARules = []string{
	"URI-reference", "segment-nz-nc", "absolute-URI", "path-abempty", "path-absolute",
	"path-noscheme", "path-rootless", "relative-part", "IPv4address", "IPv6address",
	"pct-encoded", "relative-ref", "gen-delims", "path-empty", "segment-nz", "sub-delims",
	"IP-literal", "IPvFuture", "authority", "hier-part", "dec-octet", "unreserved",
	"fragment", "reg-name", "reserved", "userinfo", "segment", "scheme", "pchar",
	"query", "host", "path", "port", "ls32", "URI", "h16",
}

// TestFuzzParseCorpus holds the seed corpus of FuzzParse to the grammar:
// a file named after a rule of Appendix A ("IPv6address-form3") parses, one
// named "bad-" and a rule fails with an *Error of that rule, and every
// rule has a file that parses.
func TestFuzzParseCorpus(t *testing.T) {
	const dir = "testdata/fuzz/FuzzParse"
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	valid := make(map[string]bool)
	for _, e := range entries {
		data, err := os.ReadFile(dir + "/" + e.Name())
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		if len(lines) != 2 || lines[0] != "go test fuzz v1" ||
			!strings.HasPrefix(lines[1], "string(") || !strings.HasSuffix(lines[1], ")") {
			t.Errorf("%s: not a go test fuzz v1 file of one string", e.Name())
			continue
		}
		s, err := strconv.Unquote(lines[1][len("string(") : len(lines[1])-1])
		if err != nil {
			t.Errorf("%s: %v", e.Name(), err)
			continue
		}
		name, bad := strings.CutPrefix(e.Name(), "bad-")
		rule := ""
		for _, r := range appendixARules {
			if strings.HasPrefix(name, r+"-") {
				rule = r
				break
			}
		}
		if rule == "" {
			continue // a regression seed, named otherwise
		}
		u, err := Parse(s)
		switch {
		case bad && err == nil:
			t.Errorf("%s: Parse(%q) = %q, want an error in %s", e.Name(), s, u, rule)
		case bad:
			if pe, ok := err.(*Error); !ok || pe.Input != s || pe.Rule != rule {
				t.Errorf("%s: Parse(%q): %v, want an *Error of the rule %s", name, s, err, rule)
			}
		case err != nil:
			t.Errorf("%s: Parse(%q): %v", e.Name(), s, err)
		default:
			valid[rule] = true
		}
	}
	for _, r := range appendixARules {
		if !valid[r] {
			t.Errorf("no seed of FuzzParse exercises %s", r)
		}
	}
}

// This file holds two oracles written straight from the text of RFC 3986,
// independent of the parser and of resolve.go: the Appendix A grammar as
// one regular expression, and the §5.2 algorithm transcribed line by line
// over the components the Appendix B regex gives. The tests hold random
// references against both; FuzzParse and FuzzResolve call them too.

// abnf is RFC 3986 Appendix A, rule by rule, as RE2 syntax. Every rule is
// a non-capturing group, so the expression only answers "does it match".
var abnf = oracle.ABNF(false)

var (
	abnfURIReference = regexp.MustCompile(`^` + abnf["URI-reference"] + `$`)
	abnfIPv4         = regexp.MustCompile(`^` + abnf["IPv4address"] + `$`)
	abnfIPv6         = regexp.MustCompile(`^\[` + abnf["IPv6address"] + `\]$`)
	abnfIPvFuture    = regexp.MustCompile(`^\[` + abnf["IPvFuture"] + `\]$`)
)

// grammarOracle returns "" when Parse and the Appendix A expression agree
// on s, and on the kind of its host, and a description otherwise.
func grammarOracle(s string) string {
	u, err := Parse(s)
	if ok := abnfURIReference.MatchString(s); ok != (err == nil) {
		return "Appendix A matches: " + boolText(ok) + "; Parse: " + errText(err)
	}
	if err != nil {
		return ""
	}
	h := u.Host()
	want := HostRegName
	switch _, auth := u.Authority(); {
	case !auth:
		want = HostNone
	case abnfIPv6.MatchString(h):
		want = HostIPv6
	case abnfIPvFuture.MatchString(h):
		want = HostIPvFuture
	case abnfIPv4.MatchString(h):
		want = HostIPv4
	}
	if u.HostKind() != want {
		return "host " + h + " is " + u.HostKind().String() + ", Appendix A says " + want.String()
	}
	return ""
}

func boolText(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func errText(err error) string {
	if err == nil {
		return "valid"
	}
	return err.Error()
}

// TestGrammarOracle holds Parse against the Appendix A expression on every
// vector of grammar.txt and on random references.
func TestGrammarOracle(t *testing.T) {
	var inputs []string
	for _, v := range loadVectors(t, "testdata/grammar.txt") {
		inputs = append(inputs, v.in)
	}
	r := rand.New(rand.NewPCG(3986, 2396))
	for range oracle.Runs(testing.Short()) {
		inputs = append(inputs, oracle.Reference(r))
	}
	failed := 0
	for _, s := range inputs {
		if msg := grammarOracle(s); msg != "" {
			t.Errorf("%q: %s", s, msg)
			if failed++; failed == 20 {
				t.Fatal("too many differences")
			}
		}
	}
}

// TestSecurity checks the hostile inputs of testdata/security.txt, in the
// format of grammar.txt: each is refused at the exact offset and rule its
// line gives, or parsed into exactly the components it gives, and every
// accepted one passes the oracles of checkValid (the Appendix B regex,
// netip for IP hosts, §5.3 recomposition).
func TestSecurity(t *testing.T) {
	vs := testVectors(t, "testdata/security.txt")
	if len(vs) < 100 {
		t.Errorf("testdata/security.txt: %d vectors, want the full set", len(vs))
	}
}
