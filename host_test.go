package uri

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"github.com/uriref/uri/internal/testenv"
)

// TestHostname holds Hostname to the host the URI denotes (RFC 3986
// §6.2.2): triplets decoded, ASCII case folded, IPv6 in the form of RFC
// 5952, and what cannot be a name left encoded.
func TestHostname(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"https://[::1]:8443/", "::1"},
		{"http://[0:0::1]/", "::1"},                    // RFC 5952 §4.2.1
		{"http://[2001:DB8::1]/", "2001:db8::1"},       // RFC 5952 §4.3
		{"http://[::FFFF:1.2.3.4]/", "::ffff:1.2.3.4"}, // RFC 5952 §5
		{"http://[v1.x]/", "[v1.x]"},                   // brackets kept: no name
		{"http://[V7.A:b]:1/", "[v7.a:b]"},
		{"http://192.0.2.1:80/", "192.0.2.1"},
		{"http://127.0.0.%31/", "127.0.0.1"},
		{"http://Example.COM./", "example.com."}, // the root "." kept
		{"http://ex%61mple.com/", "example.com"},
		{"http://EX%41MPLE.com/", "example.com"},
		{"http://m%C3%BCnchen.de/", "münchen.de"},      // RFC 3986 §3.2.2: UTF-8
		{"http://M%C3%9CNCHEN.de/", "m\u00dcnchen.de"}, // ASCII letters only: no IDNA
		{"http://a%2Fb/", "a%2Fb"},                     // "/" would not read as a name
		{"http://A%2fB/", "a%2Fb"},                     // so its normal form
		{"http://a%20b/", "a%20b"},                     // nor would a space
		{"http://a%FF/", "a%FF"},                       // not UTF-8
		{"http://a%C2%85/", "a%C2%85"},                 // U+0085, a C1 control
		{"http://%EF%BF%BD/", "\uFFFD"},                // U+FFFD written in UTF-8 is a character
		{"http://a%3A1/", "a%3A1"},                     // ":" would read as a port
		{"http://%5B%3A%3A1%5D/", "%5B%3A%3A1%5D"},     // nor an IP-literal
		{"file:///etc/hosts", ""},                      // empty host
		{"mailto:a@b", ""},                             // no authority
		{"", ""},
		{"//u:p@h:1", "h"},
	} {
		if got := MustParse(tt.in).Hostname(); got != tt.want {
			t.Errorf("MustParse(%q).Hostname() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestPortNumber holds PortNumber to RFC 3986 §3.2.3 (any digits, leading
// zeros included) and to the range of TCP and UDP ports, whose error
// DialAddress gives.
func TestPortNumber(t *testing.T) {
	for _, tt := range []struct {
		in        string
		want      uint16
		ok        bool
		dialError bool // DialAddress fails with Rule "port-range" at offset 9
	}{
		{"http://a/", 0, false, false},
		{"http://a:/", 0, false, false},
		{"http://a:0/", 0, true, false},
		{"http://a:080/", 80, true, false},
		{"http://[::1]:8443/", 8443, true, false},
		{"http://a:65535/", 65535, true, false},
		{"http://a:65536/", 0, false, true},
		{"http://a:99999/", 0, false, true},
		{"http://a:0000000000000000000000000001/", 1, true, false},
		{"mailto:a@b:80", 0, false, false}, // no authority: a path
	} {
		u := MustParse(tt.in)
		if n, ok := u.PortNumber(); n != tt.want || ok != tt.ok {
			t.Errorf("MustParse(%q).PortNumber() = %d, %v; want %d, %v", tt.in, n, ok, tt.want, tt.ok)
		}
		_, err := u.DialAddress()
		var e *Error
		isRange := errors.As(err, &e) && e.Rule == "port-range"
		if isRange != tt.dialError || isRange && (e.Offset != 9 || !errors.Is(err, ErrRange)) {
			t.Errorf("MustParse(%q).DialAddress() error %v; want a port-range error at offset 9: %v", tt.in, err, tt.dialError)
		}
	}
}

func TestDialAddress(t *testing.T) {
	for _, tt := range []struct{ in, want, rule string }{
		{"https://[::1]:8443/", "[::1]:8443", ""},
		{"https://[::1]/", "[::1]:443", ""},
		{"http://example.com/", "example.com:80", ""},
		{"http://example.com:/", "example.com:80", ""}, // empty port: the default
		{"wss://a:0080/", "a:80", ""},
		{"HTTPS://a/", "a:443", ""}, // the scheme without regard to case
		{"ftp://192.0.2.1/", "192.0.2.1:21", ""},
		{"http://m%C3%BCnchen.de/", "münchen.de:80", ""},
		{"http://Ex%61mple.COM:8080/x", "example.com:8080", ""},
		{"http://127.0.0.%31/", "127.0.0.1:80", ""},
		{"http://[0:0::1]/", "[::1]:80", ""},
		{"http://a%2Fb/", "", "dial-host"},    // no name
		{"http://0x7f.1/", "", "dial-host"},   // an address to some resolvers
		{"http://127.1:80/", "", "dial-host"}, // and to inet_aton
		{"http://127.0.0.1./", "", "dial-host"},
		{"http://1.2.3.08/", "1.2.3.08:80", ""}, // no reader's address: a name
		{"foo://h/", "", "dial-port"},
		{"//h/", "", "dial-port"},
		{"http://[v1.x]/", "", "dial-host"},
		{"file:///x", "", "dial-host"},
		{"mailto:a@b", "", "dial-host"},
		{"http://a:70000/", "", "port-range"},
	} {
		got, err := MustParse(tt.in).DialAddress()
		var rule string
		var e *Error
		if errors.As(err, &e) {
			rule = e.Rule
		}
		if got != tt.want || rule != tt.rule {
			t.Errorf("MustParse(%q).DialAddress() = %q, %v; want %q, rule %q", tt.in, got, err, tt.want, tt.rule)
		}
		if tt.rule == "dial-host" || tt.rule == "dial-port" {
			if !errors.Is(err, ErrNoAddress) {
				t.Errorf("%q: errors.Is(%v, ErrNoAddress) = false", tt.in, err)
			}
		}
	}
}

// TestHostnameIPv6 holds Hostname of an IPv6 host to the text of RFC 5952
// that net/netip writes, on hosts in that form and out of it.
func TestHostnameIPv6(t *testing.T) {
	for _, h := range []string{
		"::", "::1", "1::", "1::2", "2001:db8::1", "2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1",
		"2001:db8:0:0:1::1", "2001:db8::0:1", "2001:0db8::1", "2001:DB8::1", "1:0:0:2::3", "1::2:0:0:3",
		"1:0:0:2:3::4", "1::2:3:0:0:4", "1:0::2", "1::0:2", "1:2:3:4:5:6:7::", "1:2:3:4:5:6::8",
		"0:0:0:0:0:0:0:1", "1:0:2:0:3:0:4:0", "::ffff:1.2.3.4", "::ffff:102:304", "::FFFF:1.2.3.4",
		"::1.2.3.4", "64:ff9b::1.2.3.4", "::ffff:0:1.2.3.4", "::ffff:0:0", "::ffff:1", "0::ffff:1.2.3.4",
		"fe80::1:2:3:4", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:0:0", "0:0:1:2:3:4:5:6", "::2:3:4:5:6:7:8",
	} {
		want := netip.MustParseAddr(h).String()
		if got := MustParse("http://[" + h + "]/").Hostname(); got != want {
			t.Errorf("Hostname() of [%s] = %q, want %q", h, got, want)
		}
	}
}

// TestOneHost holds every accessor that tells a program where to connect
// to one host, the host the URI denotes, for hosts written every way:
// percent-encoded, in upper case, in the IPv4 forms that RFC 3986 reads
// as names (§7.4), IPv6 in several forms and IPv4-mapped, with a trailing
// dot.
func TestOneHost(t *testing.T) {
	const none = ""
	for _, tt := range []struct {
		in       string
		hostname string
		addr     string // Addr's address, or none
		kind     HostKind
		dns      bool
		lenient  string // LenientAddr's address, or none
		dial     string // DialAddress, or none for a dial-host error
		urlHost  string // URL().Hostname(), or none for an error
	}{
		{"http://example.com/", "example.com", none, HostRegName, true, none, "example.com:80", "example.com"},
		{"http://EXAMPLE.Com/", "example.com", none, HostRegName, true, none, "example.com:80", "EXAMPLE.Com"},
		{"http://Ex%61mple.com/", "example.com", none, HostRegName, true, none, "example.com:80", none},
		{"http://example.com./", "example.com.", none, HostRegName, true, none, "example.com.:80", "example.com."},
		{"http://127.0.0.1/", "127.0.0.1", "127.0.0.1", HostIPv4, false, "127.0.0.1", "127.0.0.1:80", "127.0.0.1"},
		{"http://127.0.0.%31/", "127.0.0.1", "127.0.0.1", HostIPv4, false, "127.0.0.1", "127.0.0.1:80", none},
		{"http://%31%32%37%2E0.0.1/", "127.0.0.1", "127.0.0.1", HostIPv4, false, "127.0.0.1", "127.0.0.1:80", none},
		{"http://0x7f.1/", "0x7f.1", none, HostRegName, false, "127.0.0.1", none, "0x7f.1"},
		{"http://0X7F.1/", "0x7f.1", none, HostRegName, false, "127.0.0.1", none, "0X7F.1"},
		{"http://127.1/", "127.1", none, HostRegName, false, "127.0.0.1", none, "127.1"},
		{"http://2130706433/", "2130706433", none, HostRegName, false, "127.0.0.1", none, "2130706433"},
		{"http://0177.0.0.1/", "0177.0.0.1", none, HostRegName, false, "127.0.0.1", none, "0177.0.0.1"},
		{"http://127.0.0.1./", "127.0.0.1.", none, HostRegName, false, "127.0.0.1", none, "127.0.0.1."},
		{"http://%30x7f.1/", "0x7f.1", none, HostRegName, false, "127.0.0.1", none, none},
		{"http://[::1]/", "::1", "::1", HostIPv6, false, "::1", "[::1]:80", "::1"},
		{"http://[0:0:0:0:0:0:0:1]/", "::1", "::1", HostIPv6, false, "::1", "[::1]:80", "0:0:0:0:0:0:0:1"},
		{"http://[::FFFF:127.0.0.1]/", "::ffff:127.0.0.1", "::ffff:127.0.0.1", HostIPv6, false, "::ffff:127.0.0.1", "[::ffff:127.0.0.1]:80", "::FFFF:127.0.0.1"},
		{"http://[::ffff:7f00:1]/", "::ffff:127.0.0.1", "::ffff:127.0.0.1", HostIPv6, false, "::ffff:127.0.0.1", "[::ffff:127.0.0.1]:80", "::ffff:7f00:1"},
		{"http://[v1.evil.example]/", "[v1.evil.example]", none, HostIPvFuture, false, none, none, none},
		{"http://a%2Fb/", "a%2Fb", none, HostRegName, false, none, none, none},
		{"http://user:pw@H:8080/", "h", none, HostRegName, true, none, "h:8080", "H"},
	} {
		u := MustParse(tt.in)
		if got := u.Hostname(); got != tt.hostname {
			t.Errorf("%q: Hostname() = %q, want %q", tt.in, got, tt.hostname)
		}
		if a, ok := u.Addr(); addrText(a, ok) != tt.addr {
			t.Errorf("%q: Addr() = %v, %v; want %q", tt.in, a, ok, tt.addr)
		}
		if k := u.NormalHostKind(); k != tt.kind {
			t.Errorf("%q: NormalHostKind() = %v, want %v", tt.in, k, tt.kind)
		}
		if got := u.IsDNSHost(); got != tt.dns {
			t.Errorf("%q: IsDNSHost() = %v, want %v", tt.in, got, tt.dns)
		}
		if a, ok := u.LenientAddr(); addrText(a, ok) != tt.lenient {
			t.Errorf("%q: LenientAddr() = %v, %v; want %q", tt.in, a, ok, tt.lenient)
		}
		d, err := u.DialAddress()
		var e *Error
		if tt.dial == none {
			if !errors.As(err, &e) || e.Rule != "dial-host" || e.Offset != strings.Index(tt.in, "//")+2+strings.Index(tt.in[strings.Index(tt.in, "//")+2:], u.Host()) {
				t.Errorf("%q: DialAddress() = %q, %v; want a dial-host error at the host", tt.in, d, err)
			}
		} else if d != tt.dial || err != nil {
			t.Errorf("%q: DialAddress() = %q, %v; want %q", tt.in, d, err, tt.dial)
		}
		v, err := u.URL()
		switch {
		case tt.urlHost == none && err == nil:
			t.Errorf("%q: URL() = %v, want an error", tt.in, v)
		case tt.urlHost == none:
		case err != nil:
			t.Errorf("%q: URL() error %v, want host %q", tt.in, err, tt.urlHost)
		case v.Hostname() != tt.urlHost:
			t.Errorf("%q: URL().Hostname() = %q, want %q", tt.in, v.Hostname(), tt.urlHost)
		case !sameHost(v.Hostname(), u.Hostname()):
			t.Errorf("%q: URL().Hostname() %q names another host than Hostname() %q", tt.in, v.Hostname(), u.Hostname())
		}
	}
}

// addrText returns a's text, or "" when ok is false.
func addrText(a netip.Addr, ok bool) string {
	if !ok {
		if a.IsValid() {
			return "invalid: " + a.String() + " with false"
		}
		return ""
	}
	return a.String()
}

// sameHost reports whether a and b name the same host: the same address,
// or names equal without regard to ASCII case (RFC 4343).
func sameHost(a, b string) bool {
	x, errx := netip.ParseAddr(a)
	y, erry := netip.ParseAddr(b)
	if errx == nil || erry == nil {
		return errx == nil && erry == nil && x == y
	}
	return strings.EqualFold(a, b)
}

// TestLenientAddr holds LenientAddr to the URL Standard's IPv4 parser, on
// the cases of web-platform-tests' urltestdata.json whose host the
// standard reads as an IPv4 address or refuses as one (a host written as
// the input's authority, the address or "fail"), and to the forms of RFC
// 3986 §7.4.
func TestLenientAddr(t *testing.T) {
	for _, tt := range []struct{ host, want string }{
		{"192.0x00A80001", "192.168.0.1"},
		{"%30%78%63%30%2e%30%32%35%30.01", "192.168.0.1"},
		{"%30%78%63%30%2e%30%32%35%30.01%2e", "192.168.0.1"},
		{"1.2.3.4.", "1.2.3.4"},
		{"192.168.257", "192.168.1.1"},
		{"192.168.257.", "192.168.1.1"},
		{"256", "0.0.1.0"},
		{"999999999", "59.154.201.255"},
		{"999999999.", "59.154.201.255"},
		{"4294967295", "255.255.255.255"},
		{"0xffffffff", "255.255.255.255"},
		{"0x.0x.0", "0.0.0.0"},
		{"0x.0x.0x.0x", "0.0.0.0"},
		{"00.00.00.00", "0.0.0.0"},
		{"0000000000000000000000000000000000000000177.0.0.1", "127.0.0.1"},
		{"0..0x300", "fail"},
		{"0..0x300.", "fail"},
		{"1.2.3.08", "fail"},
		{"1.2.3.08.", "fail"},
		{"1.2.3.09", "fail"},
		{"09.2.3.4", "fail"},
		{"01.2.3.4.5", "fail"},
		{"0x100.2.3.4", "fail"},
		{"0x1.2.3.4.5", "fail"},
		{"foo.1.2.3.4", "fail"},
		{"foo.2.3.4", "fail"},
		{"foo.09", "fail"},
		{"foo.0x4", "fail"},
		{"0999999999999999999", "fail"},
		{"foo.0x", "fail"},
		{"foo.0XFfFfFfFfFfFfFfFfFfAcE123", "fail"},
		{"4294967296", "fail"},
		// RFC 3986 §7.4's forms of 127.0.0.1, and names.
		{"0x7f.1", "127.0.0.1"},
		{"0177.0.0.1", "127.0.0.1"},
		{"127.1", "127.0.0.1"},
		{"2130706433", "127.0.0.1"},
		{"0x7F000001", "127.0.0.1"},
		{"example.com", "fail"},
		{"1.example", "fail"},
		{"", "fail"},
		{".", "fail"},
		{"..", "fail"},
	} {
		u := MustParse("http://" + tt.host + "/")
		a, ok := u.LenientAddr()
		got := "fail"
		if ok {
			got = a.String()
		}
		if got != tt.want {
			t.Errorf("LenientAddr() of host %q = %v, %v; want %s", tt.host, a, ok, tt.want)
		}
	}
}

// TestHostNoAllocs checks the promises of the docs: the accessors of the
// host do not allocate, but Hostname where it decodes or folds case and
// DialAddress, whose text is new.
func TestHostNoAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	for _, s := range []string{"http://example.com/", "http://Ex%61mple.com/", "http://127.0.0.%31/", "http://[2001:DB8::1]/", "http://0x7f.1/"} {
		u := MustParse(s)
		for _, f := range []func(){
			func() { sinkAddr, sinkBool = u.Addr() },
			func() { sinkAddr, sinkBool = u.LenientAddr() },
			func() { sinkBool = u.IsDNSHost() },
			func() { sinkKind = u.NormalHostKind() },
		} {
			if n := testing.AllocsPerRun(100, f); n != 0 {
				t.Errorf("%q: %v allocations, want 0", s, n)
			}
		}
	}
	u := MustParse("http://example.com/")
	if n := testing.AllocsPerRun(100, func() { sinkString = u.Hostname() }); n != 0 {
		t.Errorf("Hostname of a host in its normal form: %v allocations, want 0", n)
	}
	u = MustParse("http://Ex%61mple.com/")
	if n := testing.AllocsPerRun(100, func() { sinkString = u.Hostname() }); n != 1 {
		t.Errorf("Hostname of a host with a triplet: %v allocations, want 1", n)
	}
}

// FuzzHost checks what the package says about a host, and whether a
// reference is absolute: Addr agrees with net/netip and with HostKind, and
// IsDNSHost with the hostname rule its doc comment quotes (the draft
// §3.2.2); Hostname, Addr, NormalHostKind, IsDNSHost, LenientAddr and
// DialAddress name the host that Normalize's result names, and agree with
// each other.
func FuzzHost(f *testing.F) {
	for _, s := range []string{
		"http://127.0.0.1/", "http://[::ffff:1.2.3.4]/", "http://[2001:DB8::1]:80/", "http://[v1.x]/",
		"http://127.1/", "http://www.example.org./", "http://1.2.3.a/", "http://a-.b/", "http://-a/",
		"http://a..b/", "http://%41.b/", "http://xn--rsum-bpad.example/", "http://r\u00e9sum\u00e9.example/",
		"//a.b\u3002c/", "http://" + strings.Repeat("a", 64) + ".b/", "file:///x", "http://a.1b/",
		"xn--bcher--kva", "xn--xn--bcher-kva.xn--bcher-kva", "xn---bcbcher-kva", "XN--BCHER-KVA",
		"http://127.0.0.%31/", "http://Ex%61mple.com/", "http://0x7f.1/", "http://%30x7f.1./",
		"http://a%2Fb:8/", "http://m%C3%BCnchen.de/", "https://[0:0::1]:0443/", "http://%C2%85/",
		"http://[1:0:0:2::3]/", "http://[::ffff:0:0]/", "http://[64:ff9b::1.2.3.4]/", "http://[1::0:2]/",
		"http://[fe80::1%25eth0]:8/", "http://[FE80:0::1%25ETH%300]/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s)
		if err != nil {
			// A zone identifier (RFC 6874), which ParseWith admits.
			if u, err = ParseWith(s, ParseOptions{ZoneID: true}); err != nil {
				return
			}
		}
		// RFC 3986 §4.1 and §4.3.
		_, frag := u.Fragment()
		if u.HasScheme() != (u.Scheme() != "") || u.IsAbsoluteURI() != (u.Scheme() != "" && !frag) {
			t.Fatalf("Parse(%q): HasScheme %v, IsAbsoluteURI %v", s, u.HasScheme(), u.IsAbsoluteURI())
		}
		h, k := u.Host(), u.HostKind()
		addr, ok := u.Addr()
		switch {
		case k == HostIPv4, k == HostIPv6:
			text := strings.Trim(h, "[]")
			if a, zone, ok := strings.Cut(text, "%25"); ok { // RFC 6874: "%25" and the zone, encoded
				z, _ := Unescape(zone)
				text = a + "%" + z
			}
			want, err := netip.ParseAddr(text)
			if !ok || err != nil || addr != want {
				t.Fatalf("Parse(%q).Addr() = %v, %v; netip gives %v, %v", s, addr, ok, want, err)
			}
			if addr.Is4() != (k == HostIPv4) {
				t.Fatalf("Parse(%q).Addr() = %v for a %v host", s, addr, k)
			}
		case k == HostRegName && strings.Contains(h, "%"):
			// A reg-name whose triplets spell an IPv4address denotes it.
			d, err := Unescape(h)
			want, perr := netip.ParseAddr(d)
			is4 := err == nil && perr == nil && want.Is4() && want.String() == d
			if ok != is4 || ok && addr != want {
				t.Fatalf("Parse(%q).Addr() = %v, %v; the decoded host %q", s, addr, ok, d)
			}
		default:
			if ok || addr.IsValid() {
				t.Fatalf("Parse(%q).Addr() = %v, %v for a %v host", s, addr, ok, k)
			}
		}
		if k == HostRegName && !strings.Contains(h, "%") {
			if got, want := u.IsDNSHost(), isHostname(h); got != want {
				t.Fatalf("Parse(%q).IsDNSHost() = %v, want %v", s, got, want)
			}
		}

		// One host: that of the normal form.
		n := u.Normalize()
		if a, b := u.Hostname(), n.Hostname(); a != b {
			t.Fatalf("Parse(%q).Hostname() = %q, of its normal form %q", s, a, b)
		}
		if a, ok := n.Addr(); a != addr || ok != (addr.IsValid()) {
			t.Fatalf("Parse(%q).Addr() = %v, of its normal form %v, %v", s, addr, a, ok)
		}
		if ok && u.Hostname() != addr.String() {
			t.Fatalf("Parse(%q): Hostname() %q, Addr() %v", s, u.Hostname(), addr)
		}
		if a, b := u.NormalHostKind(), n.HostKind(); a != b {
			t.Fatalf("Parse(%q).NormalHostKind() = %v, HostKind of its normal form %v", s, a, b)
		}
		if a, b := u.IsDNSHost(), n.IsDNSHost(); a != b || a && !isHostname(u.Hostname()) {
			t.Fatalf("Parse(%q).IsDNSHost() = %v, of its normal form %v (Hostname %q)", s, a, b, u.Hostname())
		}
		la, lok := u.LenientAddr()
		if na, nok := n.LenientAddr(); la != na || lok != nok || ok && (la != addr || !lok) {
			t.Fatalf("Parse(%q).LenientAddr() = %v, %v; of its normal form %v, %v; Addr %v", s, la, lok, na, nok, addr)
		}
		d, err := u.DialAddress()
		nd, nerr := n.DialAddress()
		if d != nd || (err == nil) != (nerr == nil) {
			t.Fatalf("Parse(%q).DialAddress() = %q, %v; of its normal form %q, %v", s, d, err, nd, nerr)
		}
		if err == nil {
			host, _, serr := net.SplitHostPort(d)
			if serr != nil || host != u.Hostname() {
				t.Fatalf("Parse(%q).DialAddress() = %q, Hostname() %q", s, d, u.Hostname())
			}
			if lok && !ok {
				t.Fatalf("Parse(%q).DialAddress() = %q for a host lenient readers read as %v", s, d, la)
			}
		}
	})
}

// isHostname matches the hostname rule of the draft §3.2.2, with the
// rightmost label starting with a letter, and at most 253 octets without
// one trailing ".".
func isHostname(h string) bool {
	h = strings.TrimSuffix(h, ".")
	if h == "" || len(h) > 253 {
		return false
	}
	labels := strings.Split(h, ".")
	for i, l := range labels {
		if len(l) == 0 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for j := range len(l) {
			c := l[j]
			if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-') {
				return false
			}
		}
		if i == len(labels)-1 && '0' <= l[0] && l[0] <= '9' {
			return false
		}
	}
	return true
}

func BenchmarkHostname(b *testing.B) {
	for _, bc := range []struct{ name, s string }{
		{"regname", "https://www.example.com:8443/a/b?q=1"},
		{"ipv6", "https://[2001:db8::1]:8443/a/b?q=1"},
	} {
		b.Run("host="+bc.name+"/lib=uri", func(b *testing.B) {
			u := MustParse(bc.s)
			b.ReportAllocs()
			for b.Loop() {
				benchString = u.Hostname()
			}
		})
		b.Run("host="+bc.name+"/lib=neturl", func(b *testing.B) {
			v, _ := url.Parse(bc.s)
			b.ReportAllocs()
			for b.Loop() {
				benchString = v.Hostname()
			}
		})
	}
}

// TestZoneID holds the accessors of an IPv6 host with a zone identifier,
// which ParseWith admits with ZoneID (RFC 6874), to one host: the address
// with its zone decoded, as net.Dial takes it, and a normal form that
// keeps the zone's case.
func TestZoneID(t *testing.T) {
	zoned := ParseOptions{ZoneID: true}
	for _, tt := range []struct {
		in, hostname, addr, dial, normal string
	}{
		{"http://[fe80::1%25eth0]:8080/", "fe80::1%eth0", "fe80::1%eth0", "[fe80::1%eth0]:8080", "http://[fe80::1%25eth0]:8080/"},
		{"http://[FE80:0::1%25ETH0]/", "fe80::1%ETH0", "fe80::1%ETH0", "[fe80::1%ETH0]:80", "http://[fe80::1%25ETH0]/"},
		{"http://[fe80::1%25en%30]/", "fe80::1%en0", "fe80::1%en0", "[fe80::1%en0]:80", "http://[fe80::1%25en0]/"},
		{"http://[fe80::1%25%2F]/", "fe80::1%/", "fe80::1%/", "[fe80::1%/]:80", "http://[fe80::1%25%2F]/"},
	} {
		u, err := ParseWith(tt.in, zoned)
		if err != nil {
			t.Errorf("ParseWith(%q): %v", tt.in, err)
			continue
		}
		if _, err := Parse(tt.in); err == nil {
			t.Errorf("Parse(%q) admits a zone", tt.in)
		}
		a, ok := u.Addr()
		d, derr := u.DialAddress()
		n := u.Normalize()
		if got := u.Hostname(); got != tt.hostname || !ok || a.String() != tt.addr || derr != nil || d != tt.dial || n.String() != tt.normal {
			t.Errorf("%q: Hostname %q, Addr %v %v, DialAddress %q %v, Normalize %q; want %q, %q, %q, %q",
				tt.in, got, a, ok, d, derr, n, tt.hostname, tt.addr, tt.dial, tt.normal)
		}
		if p, err := ParseWith(n.String(), zoned); err != nil || p != n || n.Normalize() != n || !u.Equal(n) {
			t.Errorf("%q: the normal form %q does not parse to itself, or is not normal", tt.in, n)
		}
		if v, err := u.URL(); err == nil && !sameHost(v.Hostname(), tt.hostname) {
			t.Errorf("%q: URL() = %v; want the host %q, or an error", tt.in, v, tt.hostname)
		}
	}
	a, _ := ParseWith("http://[fe80::1%25eth0]/", zoned)
	for _, tt := range []struct {
		in    string
		equal bool
	}{{"http://[FE80:0::1%25eth0]:80/", true}, {"http://[fe80::1%25ETH0]/", false}, {"http://[fe80::1]/", false}, {"http://[fe80::1%25eth1]/", false}} {
		b, err := ParseWith(tt.in, zoned)
		if err != nil || a.Equal(b) != tt.equal || b.Equal(a) != tt.equal {
			t.Errorf("Equal(%q, %q) = %v, want %v (%v)", a, tt.in, a.Equal(b), tt.equal, err)
		}
	}
	u, _ := ParseWith("http://[FE80::1%25ETH0]/", zoned)
	if got, want := fmt.Sprint(u.Lint()), "[offset 8: host-case: host not in lowercase (RFC 3986 §6.2.2.1)]"; got != want {
		t.Errorf("Lint = %s, want %s (a zone keeps its case)", got, want)
	}
}
