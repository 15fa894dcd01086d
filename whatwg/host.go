package whatwg

import (
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri/internal/idna"
	"github.com/uriref/uri/internal/syntax"
)

// hostKind says which of the hosts of the URL Standard §3.1 a host is.
type hostKind uint8

// The kinds of host.
const (
	domainHost hostKind = iota // a domain (ASCII, after domain to ASCII)
	ipv4Host
	ipv6Host
	opaqueHost
	emptyHost // the empty host
)

// hostFailure is a failure of the host parser: the validation error's
// name, the byte offset in the host's input, and the step ("host parser",
// "IPv4 parser", "IPv6 parser", "opaque-host parser", "domain to ASCII").
type hostFailure struct {
	Name   string
	Offset int
	Step   string
}

// The classes of bytes that the host parser tells apart, in hostOctets.
const (
	upperOctet           = 1 << iota // "A" to "Z"
	pctOctet                         // "%"
	forbiddenDomainOctet             // a forbidden domain code point (§3.2)
	nonASCIIOctet                    // 0x80 and above
	forbiddenHostOctet               // a forbidden host code point (§3.2)
	notURLUnitOctet                  // ASCII, not a URL code point, not "%" (§4.3)
)

// hostOctets gives the classes of every byte. A byte in none of the first
// four classes stands for itself in a domain that needs no change.
var hostOctets = func() (t [256]uint8) {
	const urlCodePoints = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!$&'()*+,-./:;=?@_~"
	for c := range 256 {
		switch {
		case c >= utf8.RuneSelf:
			t[c] = nonASCIIOctet
		case 'A' <= c && c <= 'Z':
			t[c] = upperOctet
		}
		if c < utf8.RuneSelf && !containsByte(urlCodePoints, byte(c)) && c != '%' {
			t[c] |= notURLUnitOctet
		}
		if c < 0x20 || c == 0x7F {
			t[c] |= forbiddenDomainOctet
		}
	}
	for _, c := range []byte("\x00\t\n\r #/:<>?@[\\]^|") {
		t[c] |= forbiddenHostOctet | forbiddenDomainOctet
	}
	t['%'] |= pctOctet | forbiddenDomainOctet
	return t
}()

// containsByte reports whether s holds c.
func containsByte(s string, c byte) bool {
	for i := range len(s) {
		if s[i] == c {
			return true
		}
	}
	return false
}

// parseHost is the host parser (§3.5). input is the host's text (tab and
// newline already removed by the caller, still percent-encoded); isOpaque
// is true when the URL is not special. It returns the host serialized by
// the host serializer (IPv4 dotted decimal; IPv6 compressed, in brackets;
// domains and opaque hosts as they are). report, which may be nil, is
// called for each validation error that does not fail, with the offset in
// input of the code point at fault.
//
// An empty input is the empty host, whether or not isOpaque: the basic
// URL parser decides before calling whether a special URL may have one.
//
// A domain that is ASCII, lowercase, holds no "%" and does not end in a
// number is returned as it is, a substring of input, after one scan:
// domain to ASCII would only lowercase it. IP addresses whose input is
// already their serialization are also returned without allocating; any
// other host costs one allocation, its text.
//
// The validation errors are those of the Standard's text of 2025 and the
// four that its text of 2026 added here, none of which fails:
// domain-percent-encoded (step 4, at the first percent-encoded byte),
// IPv4-non-ASCII-input (step 8.1, at offset 0), and, in the IPv4 and IPv6
// parsers, IPv4-too-few-parts (at the end of the address) and
// IPv6-piece-leading-zero (at the piece's first digit). They come in the
// order of the Standard's steps. The 2026 domain parser is not followed:
// a forbidden domain code point is a domain-invalid-code-point failure,
// and domain to ASCII reports nothing for a host that does not fail. An
// ASCII domain is lowercased whatever UTS #46 says of its "xn--" labels,
// as [idna.DomainToASCII] does and web-platform-tests expect.
func parseHost(input string, isOpaque bool, report func(name string, offset int)) (host string, kind hostKind, fail *hostFailure) {
	switch {
	case input == "":
		return "", emptyHost, nil
	case input[0] == '[':
		// Step 1.
		if len(input) < 2 || input[len(input)-1] != ']' {
			return "", 0, &hostFailure{"IPv6-unclosed", len(input), "host parser"}
		}
		return parseIPv6Host(input, report)
	}
	if report == nil {
		report = func(string, int) {}
	}
	if isOpaque {
		return parseOpaqueHost(input, report)
	}
	var seen uint8
	for i := 0; i < len(input); i++ {
		seen |= hostOctets[input[i]]
	}
	if seen&^(forbiddenHostOctet|notURLUnitOctet) == 0 {
		return finishDomain(input, input, input, report)
	}
	return parseDomain(input, seen, report)
}

// parseDomain is steps 4 to 7 of the host parser (§3.5) for an input that
// holds a "%", an uppercase letter, a forbidden domain code point or
// non-ASCII text: its percent-decoding, run through domain to ASCII
// (§3.3). seen holds the classes of input's bytes.
//
// An input that holds a percent-encoded byte is one domain-percent-encoded
// validation error (step 4), however many it holds, at the "%" of the
// first. An IPv4 address whose domain is not ASCII, whose digits or dots
// UTS #46 mapped ("①.②.③.④", "１２７.0.0.1"), is an IPv4-non-ASCII-input
// validation error (step 8.1), before those of the IPv4 parser
// (finishDomain). It is at offset 0, the start of the host: the error is
// about the whole of it.
func parseDomain(input string, seen uint8, report func(string, int)) (string, hostKind, *hostFailure) {
	domain := input
	if seen&pctOctet != 0 {
		if i := indexTriplet(input); i >= 0 {
			report("domain-percent-encoded", i)
			domain = percentDecode(input)
			seen = 0
			for i := 0; i < len(domain); i++ {
				seen |= hostOctets[domain[i]]
			}
		}
	}
	if seen&nonASCIIOctet != 0 {
		ascii, fail := domainToASCII(input, domain)
		if fail != nil {
			return "", 0, fail
		}
		if endsInANumber(ascii) { // Step 8.1.
			report("IPv4-non-ASCII-input", 0)
		}
		return finishDomain(input, domain, ascii, report)
	}
	// An ASCII domain: domain to ASCII lowercases it, then refuses a
	// forbidden domain code point.
	if seen&forbiddenDomainOctet != 0 {
		i := 0
		for hostOctets[domain[i]]&forbiddenDomainOctet == 0 {
			i++
		}
		return "", 0, &hostFailure{"domain-invalid-code-point", decodedOffset(input, i), "host parser"}
	}
	ascii := domain
	if seen&upperOctet != 0 {
		ascii = strings.ToLower(domain) // ASCII: one allocation, the result
	}
	return finishDomain(input, domain, ascii, report)
}

// indexTriplet returns the offset of the first percent-encoded byte of s
// (§1.3), or -1.
func indexTriplet(s string) int {
	for i := strings.IndexByte(s, '%'); i >= 0; {
		if syntax.IsTriplet(s, i) {
			return i
		}
		j := strings.IndexByte(s[i+1:], '%')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return -1
}

// domainToASCII runs domain to ASCII (§3.3) with beStrict false on
// domain, the UTF-8 decoding of the percent-decoding of input, which is
// not ASCII. A failure names "domain-invalid-code-point" when UTS #46
// ToASCII succeeds but gives a forbidden domain code point, and
// "domain-to-ASCII" otherwise.
func domainToASCII(input, domain string) (string, *hostFailure) {
	if !utf8.ValidString(domain) {
		// UTF-8 decode without BOM gives U+FFFD, which UTS #46 disallows.
		i := 0
		for {
			r, n := utf8.DecodeRuneInString(domain[i:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			i += n
		}
		return "", &hostFailure{"domain-to-ASCII", decodedOffset(input, i), "domain to ASCII"}
	}
	ascii, err := idna.DomainToASCII(domain, false)
	if err == nil {
		return ascii, nil
	}
	at := 0
	var e *idna.Error
	if errors.As(err, &e) {
		at = e.Offset
	}
	at = decodedOffset(input, at)
	if mapped, err := idna.ToASCII(domain, idna.URL); err == nil && mapped != "" {
		return "", &hostFailure{"domain-invalid-code-point", at, "host parser"}
	}
	return "", &hostFailure{"domain-to-ASCII", at, "domain to ASCII"}
}

// finishDomain is steps 8 and 9 of the host parser (§3.5), step 8.1
// aside: ascii, the result of domain to ASCII on domain, which is the
// percent-decoding of input, is an IPv4 address when it ends in a number,
// and a domain otherwise.
func finishDomain(input, domain, ascii string, report func(string, int)) (string, hostKind, *hostFailure) {
	if !endsInANumber(ascii) {
		return ascii, domainHost, nil
	}
	at := func(i int) int { return inputOffset(input, domain, ascii, i) }
	a, fail := parseIPv4(ascii, func(name string, i int) { report(name, at(i)) })
	if fail != nil {
		fail.Offset = at(fail.Offset)
		return "", 0, fail
	}
	var buf [15]byte
	b := appendIPv4(buf[:0], a)
	if string(b) == input {
		return input, ipv4Host, nil
	}
	return string(b), ipv4Host, nil
}

// inputOffset maps the offset i in ascii, the result of domain to ASCII
// on domain, to an offset in input, which domain is the percent-decoding
// of. Where domain to ASCII changed more than the case of ASCII letters,
// the offset is that of the start of the same label in domain.
func inputOffset(input, domain, ascii string, i int) int {
	if len(ascii) != len(domain) || !syntax.IsASCII(domain) {
		i = labelStart(domain, labelIndex(ascii, i))
	}
	return decodedOffset(input, i)
}

// labelIndex returns the number of the label of the ASCII domain s that
// holds the offset i.
func labelIndex(s string, i int) int {
	k := 0
	for j := 0; j < i && j < len(s); j++ {
		if s[j] == '.' {
			k++
		}
	}
	return k
}

// labelStart returns the offset in domain of the start of its label
// number k, the labels separated by "." or by the full stops that UTS #46
// maps to it: U+3002, U+FF0E and U+FF61 (len(domain) if there are fewer).
func labelStart(domain string, k int) int {
	for i := 0; k > 0 && i < len(domain); {
		r, n := utf8.DecodeRuneInString(domain[i:])
		i += n
		if r == '.' || r == '\u3002' || r == '\uFF0E' || r == '\uFF61' {
			if k--; k == 0 {
				return i
			}
		}
	}
	if k > 0 {
		return len(domain)
	}
	return 0
}

// decodedOffset maps the offset i in the percent-decoding of input to the
// offset in input of the byte, or percent-encoded byte, it comes from.
func decodedOffset(input string, i int) int {
	j := 0
	for ; i > 0 && j < len(input); i-- {
		if syntax.IsTriplet(input, j) {
			j += 3
		} else {
			j++
		}
	}
	return j
}

// parseOpaqueHost is the opaque-host parser (§3.5): a forbidden host code
// point fails; a code point that is not a URL code point, or a "%" that
// starts no percent-encoded byte, is an invalid-URL-unit validation
// error; the result is input UTF-8 percent-encoded with the C0 control
// percent-encode set. input is not empty.
func parseOpaqueHost(input string, report func(string, int)) (string, hostKind, *hostFailure) {
	var seen uint8
	for i := 0; i < len(input); i++ {
		seen |= hostOctets[input[i]]
	}
	if seen&(forbiddenHostOctet|notURLUnitOctet|pctOctet|nonASCIIOctet) == 0 {
		return input, opaqueHost, nil // URL code points only, none to encode
	}
	for i := 0; i < len(input); {
		c := input[i]
		if c < utf8.RuneSelf {
			switch t := hostOctets[c]; {
			case t&forbiddenHostOctet != 0:
				return "", 0, &hostFailure{"host-invalid-code-point", i, "opaque-host parser"}
			case t&notURLUnitOctet != 0, c == '%' && !syntax.IsTriplet(input, i):
				report("invalid-URL-unit", i)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(input[i:])
		if n > 1 && !isURLCodePoint(r) {
			report("invalid-URL-unit", i)
		}
		i += n
	}
	if !needsEncoding(input, c0ControlSet) {
		return input, opaqueHost, nil
	}
	return string(appendEncoded(make([]byte, 0, 3*len(input)), input, c0ControlSet)), opaqueHost, nil
}

// isURLCodePoint reports whether the non-ASCII code point r is a URL code
// point (§4.3): from U+00A0 to U+10FFFD, not a surrogate nor a
// noncharacter.
func isURLCodePoint(r rune) bool {
	switch {
	case r < 0xA0, r > 0x10FFFD, 0xD800 <= r && r <= 0xDFFF:
		return false
	case 0xFDD0 <= r && r <= 0xFDEF, r&0xFFFE == 0xFFFE:
		return false
	}
	return true
}

// parseIPv6Host is step 1 of the host parser (§3.5) for an input in
// brackets: the IPv6 parser on what they hold, then the host serializer.
// report may be nil. Offsets, in report's calls and in a failure, are in
// input.
func parseIPv6Host(input string, report func(string, int)) (string, hostKind, *hostFailure) {
	a, fail := parseIPv6(input[:len(input)-1], 1, report)
	if fail != nil {
		return "", 0, fail
	}
	var buf [41]byte
	b := append(buf[:0], '[')
	b = appendIPv6(b, &a)
	b = append(b, ']')
	if string(b) == input {
		return input, ipv6Host, nil
	}
	return string(b), ipv6Host, nil
}
