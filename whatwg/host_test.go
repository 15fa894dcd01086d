package whatwg

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/netip"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri/internal/testenv"
)

// hostVector is one line of testdata/hosts.txt.
type hostVector struct {
	line     int
	input    string
	isOpaque bool
	want     hostResult
}

// hostResult is what parseHost gives, as the vectors write it.
type hostResult struct {
	Host    string
	Kind    string
	Fail    string
	Offset  int
	Step    string
	Reports string // "name@offset" for each report, space-separated
}

var kindNames = map[hostKind]string{
	domainHost: "domain",
	ipv4Host:   "ipv4",
	ipv6Host:   "ipv6",
	opaqueHost: "opaque",
	emptyHost:  "empty",
}

// runHost calls parseHost and writes down what it gives.
func runHost(input string, isOpaque bool) hostResult {
	var reports []string
	host, kind, fail := parseHost(input, isOpaque, func(name string, offset int) {
		reports = append(reports, name+"@"+strconv.Itoa(offset))
	})
	if fail != nil {
		return hostResult{Fail: fail.Name, Offset: fail.Offset, Step: fail.Step}
	}
	return hostResult{Host: host, Kind: kindNames[kind], Reports: strings.Join(reports, " ")}
}

// cutValue cuts a Go string literal or a bare word off the front of s.
func cutValue(s string) (val, rest string, err error) {
	if q, err := strconv.QuotedPrefix(s); err == nil {
		val, err = strconv.Unquote(q)
		return val, s[len(q):], err
	}
	if i := strings.IndexAny(s, " \t"); i >= 0 {
		return s[:i], s[i:], nil
	}
	return s, "", nil
}

// readHostVectors reads testdata/hosts.txt.
func readHostVectors(t testing.TB) []hostVector {
	f, err := os.Open("testdata/hosts.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var vs []hostVector
	isOpaque := false
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case line == "" || line[0] == '#':
			continue
		case line == "with opaque", line == "with special":
			isOpaque = line == "with opaque"
			continue
		}
		v := hostVector{line: n, isOpaque: isOpaque}
		var rest string
		if v.input, rest, err = cutValue(line); err != nil {
			t.Fatalf("testdata/hosts.txt:%d: %v", n, err)
		}
		for rest = strings.TrimLeft(rest, " \t"); rest != ""; rest = strings.TrimLeft(rest, " \t") {
			key, after, ok := strings.Cut(rest, "=")
			var val string
			if val, rest, err = cutValue(after); !ok || err != nil {
				t.Fatalf("testdata/hosts.txt:%d: bad field %q", n, rest)
			}
			if err := v.want.set(key, val); err != nil {
				t.Fatalf("testdata/hosts.txt:%d: %v", n, err)
			}
		}
		vs = append(vs, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return vs
}

// set sets the field key of r to val.
func (r *hostResult) set(key, val string) (err error) {
	switch key {
	case "host":
		r.Host = val
	case "kind":
		r.Kind = val
	case "fail":
		r.Fail = val
	case "offset":
		r.Offset, err = strconv.Atoi(val)
	case "step":
		r.Step = val
	case "reports":
		r.Reports = val
	default:
		err = fmt.Errorf("unknown key %q", key)
	}
	return err
}

func TestHostVectors(t *testing.T) {
	vs := readHostVectors(t)
	if len(vs) < 100 {
		t.Fatalf("testdata/hosts.txt: %d vectors, want 100 or more", len(vs))
	}
	for _, v := range vs {
		got := runHost(v.input, v.isOpaque)
		if v.want.Fail != "" {
			got.Reports = "" // what precedes a failure does not count
		}
		if diff := cmp.Diff(v.want, got); diff != "" {
			t.Errorf("testdata/hosts.txt:%d: parseHost(%q, %v) (-want +got):\n%s", v.line, v.input, v.isOpaque, diff)
		}
	}
}

// hostURLCase is one case of urltestdata.json.
type hostURLCase struct {
	Input    string  `json:"input"`
	Base     *string `json:"base"`
	Hostname string  `json:"hostname"`
	Failure  bool    `json:"failure"`
}

// hostOfURLTest returns the host's text of a case whose input is a
// scheme, "://", a host without port or userinfo, and "/", "?", "#" or
// the end, and whether the URL is special; ok is false for other cases,
// for file URLs, and for an empty host (the basic URL parser's concern).
func hostOfURLTest(c hostURLCase) (host string, isOpaque, ok bool) {
	scheme, rest, found := strings.Cut(c.Input, "://")
	if !found || c.Base != nil || scheme == "" || !isSchemeText(scheme) {
		return "", false, false
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	host = rest[:end]
	bracketed := strings.HasPrefix(host, "[") && strings.IndexByte(host, ']') == len(host)-1
	switch {
	case host == "", strings.ContainsAny(host, "@\\\t\n\r"),
		strings.Contains(host, ":") && !bracketed,
		strings.TrimFunc(host, func(r rune) bool { return r <= ' ' }) != host:
		return "", false, false
	}
	switch strings.ToLower(scheme) {
	case "file":
		return "", false, false
	case "http", "https", "ws", "wss", "ftp":
		return host, false, true
	}
	return host, true, true
}

// isSchemeText reports whether s is an ASCII alpha and then alphanumerics,
// "+", "-" or ".".
func isSchemeText(s string) bool {
	for i, c := range []byte(s) {
		alpha := 'a' <= c|0x20 && c|0x20 <= 'z'
		if !alpha && (i == 0 || !('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	return true
}

// TestHostURLTestData drives parseHost from the cases of web-platform-tests'
// urltestdata.json whose input is "scheme://host" and a path, query or
// fragment or nothing: the host fails exactly when the URL does, and
// otherwise serializes to the URL's hostname.
func TestHostURLTestData(t *testing.T) {
	data, err := os.ReadFile("testdata/urltestdata.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []json.RawMessage
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, raw := range cases {
		var c hostURLCase
		if json.Unmarshal(raw, &c) != nil { // a comment, a string
			continue
		}
		host, isOpaque, ok := hostOfURLTest(c)
		if !ok {
			continue
		}
		n++
		got, _, fail := parseHost(host, isOpaque, nil)
		switch {
		case c.Failure && fail == nil:
			t.Errorf("urltestdata.json %q: parseHost(%q, %v) = %q, want failure", c.Input, host, isOpaque, got)
		case !c.Failure && fail != nil:
			t.Errorf("urltestdata.json %q: parseHost(%q, %v) fails with %+v, want %q", c.Input, host, isOpaque, *fail, c.Hostname)
		case !c.Failure && got != c.Hostname:
			t.Errorf("urltestdata.json %q: parseHost(%q, %v) = %q, want %q", c.Input, host, isOpaque, got, c.Hostname)
		}
	}
	if n < 200 {
		t.Errorf("urltestdata.json: %d host cases, want 200 or more", n)
	}
}

func TestEndsInANumber(t *testing.T) {
	// §3.5: the last part, a trailing empty one aside, is all digits, or
	// "0x"/"0X" and hex digits.
	tests := []struct {
		in   string
		want bool
	}{
		{"", false},
		{".", false},
		{"..", false},
		{"1", true},
		{"1.", true},
		{"1..", false},
		{"a.1", true},
		{"a.09", true},
		{"a.0x", true},
		{"a.0X", true},
		{"a.0xfF", true},
		{"a.0xg", false},
		{"a.x1", false},
		{"1.a", false},
		{"a.1a", false},
		{"a.-1", false},
		{"example.com", false},
	}
	for _, tt := range tests {
		if got := endsInANumber(tt.in); got != tt.want {
			t.Errorf("endsInANumber(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestIndexTriplet(t *testing.T) {
	// §1.3: a percent-encoded byte is "%" and two ASCII hex digits.
	tests := []struct {
		in   string
		want int
	}{
		{"", -1},
		{"%", -1},
		{"%4", -1},
		{"%4z%z4%%", -1},
		{"%41", 0},
		{"a%fF", 1},
		{"a%.b%4z.c%41", 9},
		{"%%41%42", 1},
		{"%4%41", 2},
	}
	for _, tt := range tests {
		if got := indexTriplet(tt.in); got != tt.want {
			t.Errorf("indexTriplet(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func TestParseIPv4Number(t *testing.T) {
	// §3.5 the IPv4 number parser.
	tests := []struct {
		in         string
		n          uint64
		nonDecimal bool
		bad        int
	}{
		{"", 0, false, 0},
		{"0", 0, false, -1},
		{"9", 9, false, -1},
		{"255", 255, false, -1},
		{"0x", 0, true, -1},
		{"0X", 0, true, -1},
		{"0xFf", 255, true, -1},
		{"00", 0, true, -1},
		{"0377", 255, true, -1},
		{"08", 0, false, 1},
		{"0xg", 0, false, 2},
		{"1a", 0, false, 1},
		{"4294967295", 4294967295, false, -1},
		{"4294967296", 1 << 32, false, -1},
		{"0x1000000000000000000000", 1 << 32, true, -1},
	}
	for _, tt := range tests {
		n, nonDecimal, bad := parseIPv4Number(tt.in)
		if n != tt.n || nonDecimal != tt.nonDecimal || bad != tt.bad {
			t.Errorf("parseIPv4Number(%q) = %d, %v, %d; want %d, %v, %d", tt.in, n, nonDecimal, bad, tt.n, tt.nonDecimal, tt.bad)
		}
	}
}

func TestHostNoAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	tests := []struct {
		in       string
		isOpaque bool
	}{
		{"example.com", false},
		{"www.example.co.uk.", false},
		{"a-b_c.d", false},
		{"127.0.0.1", false},
		{"[::1]", false},
		{"[2001:db8::8a2e:370:7334]", true},
		{"host", true},
		{"EXAMPLE%2Ecom", true},
	}
	for _, tt := range tests {
		var host string
		allocs := testing.AllocsPerRun(100, func() {
			host, _, _ = parseHost(tt.in, tt.isOpaque, nil)
		})
		if host != tt.in {
			t.Errorf("parseHost(%q, %v) = %q, want the input", tt.in, tt.isOpaque, host)
		}
		if allocs != 0 {
			t.Errorf("parseHost(%q, %v): %v allocations, want 0", tt.in, tt.isOpaque, allocs)
		}
	}
}

func TestHostReportAllocs(t *testing.T) {
	// Reporting allocates nothing: a host whose input is its serialization
	// costs no allocation with a report function, whether or not it has
	// validation errors to report; one that changes costs its text.
	testenv.SkipAllocs(t)
	tests := []struct {
		in      string
		allocs  float64
		reports int
	}{
		{"example.com", 0, 0},
		{"127.0.0.1", 0, 0},
		{"127.0.0.1.", 1, 1},
		{"[2001:db8::1]", 0, 0},
		{"[2001:0db8::1]", 1, 1},
		{"0x7f.1", 1, 2},
		{"exam%70le.org", 1, 1},
	}
	for _, tt := range tests {
		n := 0
		allocs := testing.AllocsPerRun(100, func() {
			n = 0
			hostSink, _, _ = parseHost(tt.in, false, func(string, int) { n++ })
		})
		if allocs != tt.allocs || n != tt.reports {
			t.Errorf("parseHost(%q): %v allocations, %d reports; want %v, %d", tt.in, allocs, n, tt.allocs, tt.reports)
		}
	}
}

func TestHostAllocs(t *testing.T) {
	// A host that changes costs one allocation, its text.
	testenv.SkipAllocs(t)
	tests := []struct {
		in       string
		isOpaque bool
	}{
		{"WWW.EXAMPLE.COM.A-NAME-LONGER-THAN-THIRTY-TWO-BYTES", false},
		{"www.ex%61mple.com.a-name-longer-than-thirty-two-bytes", false},
		{"0x7f.1", false},
		{"[0:0:0:0:0:0:0:1]", false},
	}
	for _, tt := range tests {
		allocs := testing.AllocsPerRun(100, func() {
			hostSink, _, _ = parseHost(tt.in, tt.isOpaque, nil)
		})
		if allocs != 1 {
			t.Errorf("parseHost(%q, %v): %v allocations, want 1", tt.in, tt.isOpaque, allocs)
		}
	}
}

func FuzzHost(f *testing.F) {
	for _, v := range readHostVectors(f) {
		f.Add(v.input, v.isOpaque)
	}
	f.Fuzz(func(t *testing.T, input string, isOpaque bool) {
		host, kind, fail := parseHost(input, isOpaque, func(name string, offset int) {
			if offset < 0 || offset > len(input) {
				t.Errorf("parseHost(%q, %v): %s at %d, outside the input", input, isOpaque, name, offset)
			}
		})
		checkNetip(t, input, isOpaque, host, kind, fail)
		if fail != nil {
			if fail.Offset < 0 || fail.Offset > len(input) || fail.Name == "" || fail.Step == "" {
				t.Fatalf("parseHost(%q, %v) fails with %+v", input, isOpaque, *fail)
			}
			return
		}
		if !utf8.ValidString(host) || strings.ContainsFunc(host, func(r rune) bool { return r >= utf8.RuneSelf }) {
			t.Fatalf("parseHost(%q, %v) = %q, not ASCII", input, isOpaque, host)
		}
		if kind == emptyHost {
			return
		}
		// The host serializer's text parses again to the same host.
		again, kind2, fail := parseHost(host, kind == opaqueHost, nil)
		if fail != nil || again != host || kind2 != kind {
			t.Fatalf("parseHost(%q, %v) = %q (%s); that parses to %q (%s), %+v", input, isOpaque, host, kindNames[kind], again, kindNames[kind2], fail)
		}
	})
}

var hostSink string

func BenchmarkHost(b *testing.B) {
	benches := []struct {
		name, in string
		isOpaque bool
	}{
		{"domain", "www.example.com", false},
		{"domain-long", "a-rather-long-subdomain.of-some.example-domain.co.uk", false},
		{"domain-upper", "WWW.Example.COM", false},
		{"domain-pct", "www.ex%61mple.com", false},
		{"domain-idna", "münchen.example", false},
		{"ipv4", "192.168.0.1", false},
		{"ipv4-hex", "0xc0.0xa8.0.1", false},
		{"ipv6", "[2001:db8::1]", false},
		{"ipv6-long", "[2001:0db8:0000:0000:0000:ff00:0042:8329]", false},
		{"opaque", "github.com", true},
	}
	for _, bb := range benches {
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bb.in)))
			for b.Loop() {
				hostSink, _, _ = parseHost(bb.in, bb.isOpaque, nil)
			}
		})
	}
}

// checkNetip holds parseHost's result for input against net/netip, an
// independent reading of IP addresses: an IPv6 address without zone in
// brackets, and a dotted-decimal IPv4 address (netip refuses leading
// zeros) in a special URL, parse as netip parses them; the IPv6 serialization is RFC 5952's,
// which netip writes too, but for IPv4-mapped addresses.
func checkNetip(t *testing.T, input string, isOpaque bool, host string, kind hostKind, fail *hostFailure) {
	t.Helper()
	if len(input) >= 2 && input[0] == '[' && input[len(input)-1] == ']' {
		addr, err := netip.ParseAddr(input[1 : len(input)-1])
		if err != nil || !addr.Is6() || addr.Zone() != "" {
			if fail == nil && kind == ipv6Host {
				if got, err := netip.ParseAddr(host[1 : len(host)-1]); err != nil || !got.Is6() {
					t.Errorf("parseHost(%q) = %q, which netip does not parse: %v", input, host, err)
				}
			}
			return
		}
		got, err := netip.ParseAddr(strings.Trim(host, "[]"))
		switch {
		case fail != nil || kind != ipv6Host:
			t.Errorf("parseHost(%q) = %q, %s, %+v; netip reads %v", input, host, kindNames[kind], fail, addr)
		case err != nil || got != addr:
			t.Errorf("parseHost(%q) = %q; netip reads %v from the input, %v (%v) from the host", input, host, addr, got, err)
		case !addr.Is4In6() && host != "["+addr.String()+"]":
			t.Errorf("parseHost(%q) = %q, want [%v]", input, host, addr)
		}
		return
	}
	if addr, err := netip.ParseAddr(input); err == nil && addr.Is4() && !isOpaque {
		if fail != nil || kind != ipv4Host || host != input {
			t.Errorf("parseHost(%q) = %q, %s, %+v; want the input, an IPv4 address", input, host, kindNames[kind], fail)
		}
	}
}

func TestHostNetip(t *testing.T) {
	for _, v := range readHostVectors(t) {
		host, kind, fail := parseHost(v.input, v.isOpaque, nil)
		checkNetip(t, v.input, v.isOpaque, host, kind, fail)
	}
}
