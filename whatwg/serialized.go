package whatwg

import (
	"strings"

	"github.com/uriref/uri"
)

// byteClass is a set of the classes of the bytes that an input already
// in serialized form may hold, one bit each, so that the classes of a run
// of bytes may be ANDed together: the recogniser accepts only text that
// the parser would copy as it is, without a validation error.
type byteClass uint16

// The classes of serializedBytes.
const (
	schemeByte     byteClass = 1 << iota // a lowercase ASCII letter, digit, "+", "-" or "."
	hostByte                             // a byte that domain to ASCII keeps in an ASCII domain: lowercase, not a forbidden domain code point (§3.2)
	opaqueHostByte                       // a URL code point but a forbidden host code point: an opaque host's, kept as it is
	pathByte                             // a URL code point but "?": a path's, kept as it is ("/" included)
	segmentByte                          // a URL code point but "/" and "?": a path segment's, kept as it is
	undottedByte                         // a URL code point but "?" and ".": a path's that needs no look at its segment
	queryByte                            // a URL code point but "'": a special URL's query, kept as it is
	fragmentByte                         // a URL code point: a fragment's, or the query of a URL that is not special
	undotByte                            // any byte but ".": a run without it has no dot segment
	unhyphenByte                         // any byte but "-": a domain without it has no "xn--" label
)

var serializedBytes = func() (t [256]byteClass) {
	set := func(bit byteClass, chars string) {
		for i := range len(chars) {
			t[chars[i]] |= bit
		}
	}
	const lower, digits, upper = "abcdefghijklmnopqrstuvwxyz", "0123456789", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	const units = lower + digits + upper + "!$&'()*+,-./:;=?@_~" // the URL code points that are ASCII (§4.2)
	set(schemeByte, lower+digits+"+-.")
	set(hostByte, lower+digits+"!\"$&'()*+,-.;=_`{}~")
	set(opaqueHostByte, lower+upper+digits+"!$&'()*+,-.;=_~")
	set(pathByte, strings.ReplaceAll(units, "?", ""))
	set(segmentByte, strings.ReplaceAll(strings.ReplaceAll(units, "?", ""), "/", ""))
	set(undottedByte, strings.ReplaceAll(strings.ReplaceAll(units, "?", ""), ".", ""))
	set(queryByte, strings.ReplaceAll(units, "'", ""))
	set(fragmentByte, units)
	for c := range t {
		t[c] |= undotByte | unhyphenByte
	}
	t['.'] &^= undotByte
	t['-'] &^= unhyphenByte
	return t
}()

// parseSerialized returns the URL of input when readSerialized accepts
// it, and nil otherwise.
func parseSerialized(input string) *URL {
	u := new(URL)
	if !readSerialized(u, input) {
		return nil
	}
	return u
}

// readSerialized sets *u, a zero URL, to the URL of input and reports
// true when input is already in the form the serializer writes (§4.5)
// and the parser would read it without a validation error: then href is
// input itself. It reports false otherwise, and the state machine reads
// the input. It accepts a lowercase scheme; for a special scheme, "//",
// a lowercase ASCII domain that does not end in a number and has no
// "xn--" label (or, for file, none, but not localhost), and a port that
// is not the default; for another, an opaque host of URL code points or
// none; no credentials; a path without dot segments; and URL code points
// and "%" with two hex digits everywhere.
func readSerialized(u *URL, input string) bool {
	if len(input) > maxInput {
		return false
	}
	switch {
	case len(input) >= 8 && input[:8] == "https://":
		u.scheme, u.schemeEnd = schemeHTTPS, 5
		return readWeb(u, input, 8)
	case len(input) >= 7 && input[:7] == "http://":
		u.scheme, u.schemeEnd = schemeHTTP, 4
		return readWeb(u, input, 7)
	}
	i := serializedScheme(u, input)
	if i < 0 {
		return false
	}
	slashes := len(input)-i >= 2 && input[i] == '/' && input[i+1] == '/'
	switch {
	case slashes && u.special() && u.scheme != schemeFile:
		return readWeb(u, input, i+2)
	case slashes:
		if i = serializedAuthority(u, input, i+2); i < 0 {
			return false
		}
	case u.special():
		return false
	default:
		u.userEnd, u.hostStart, u.hostEnd, u.portEnd = uint32(i), uint32(i), uint32(i), uint32(i)
	}
	if i == len(input) && u.special() {
		slashAdded(u, input)
		return true
	}
	if i = serializedPath(u, input, i); i < 0 || !serializedRest(u, input, i) {
		return false
	}
	u.href = input
	u.flags |= hrefIsInput
	return true
}

// readWeb is readSerialized for a special scheme but file, whose host
// starts at s[h], after "//": the way of most inputs, with no look at
// the scheme again.
func readWeb(u *URL, s string, h int) bool {
	e := strings.IndexByte(s[h:], '/') + h // where the host usually ends
	if e < h {
		e = len(s)
	}
	c := classesOf(s[h:e])
	if c&hostByte == 0 { // a port, "?" or "#" after the host, or a byte not kept
		var n int
		n, c = runAnd(s[h:e], hostByte)
		e = h + n
	}
	n := e - h
	if n == 0 || c&unhyphenByte == 0 && (strings.HasPrefix(s[h:e], "xn--") || strings.Contains(s[h:e], ".xn--")) {
		return false
	}
	kind := domainHost
	if last := s[e-1]; last <= 'f' || last == 'x' { // the host may end in a number: plainHost looks
		if kind = plainHost(s[h:e]); kind == opaqueHost {
			return false
		}
	}
	p := e
	if p < len(s) && s[p] == ':' {
		if p = serializedPort(u, s, p+1); p < 0 {
			return false
		}
	}
	u.flags |= hasHost
	u.userEnd, u.hostStart, u.hostEnd, u.portEnd, u.hostKind = uint32(h), uint32(h), uint32(e), uint32(p), kind
	if p == len(s) {
		slashAdded(u, s)
		return true
	}
	u.pathStart = uint32(p)
	if s[p] != '/' {
		return false
	}
	switch p = serializedSegments(s, p); {
	case p == len(s):
		u.searchStart, u.hashStart = uint32(p), uint32(p)
	case p < 0 || !serializedRest(u, s, p):
		return false
	}
	u.href = s
	u.flags |= hrefIsInput
	return true
}

// serializedScheme reads a lowercase scheme and its ":" and returns the
// offset after them, or -1.
func serializedScheme(u *URL, s string) int {
	if len(s) == 0 || s[0] < 'a' || s[0] > 'z' {
		return -1
	}
	i := 1 + runOf(s[1:], schemeByte)
	if i == len(s) || s[i] != ':' {
		return -1
	}
	u.scheme = specialScheme(s[:i])
	u.schemeEnd = uint32(i)
	return i + 1
}

// serializedAuthority reads the host and port from s[i:] and returns the
// offset after them, where the path starts, or -1.
func serializedAuthority(u *URL, s string, i int) int {
	u.flags |= hasHost
	u.userEnd, u.hostStart = uint32(i), uint32(i)
	var j int
	if u.special() {
		if j = serializedDomain(s, i); j < 0 {
			return -1
		}
	} else {
		j = i + runOf(s[i:], opaqueHostByte)
	}
	file := u.scheme == schemeFile
	switch {
	case j == i && u.special() && !file:
		return -1
	case file && (s[i:j] == "localhost" || j < len(s) && s[j] == ':'):
		return -1
	case j > i && u.special():
		if u.hostKind = plainHost(s[i:j]); u.hostKind == opaqueHost {
			return -1
		}
	case j == i:
		u.hostKind = emptyHost
	case !u.special():
		u.hostKind = opaqueHost
	}
	u.hostEnd = uint32(j)
	if j < len(s) && s[j] == ':' && j > i {
		if j = serializedPort(u, s, j+1); j < 0 {
			return -1
		}
	}
	u.portEnd = uint32(j)
	if j < len(s) && s[j] != '/' && s[j] != '?' && s[j] != '#' {
		return -1
	}
	return j
}

// serializedDomain returns the end of the run of hostByte bytes from
// s[i:], or -1 when a label in it starts with "xn--".
func serializedDomain(s string, i int) int {
	if i == len(s) || s[i] == '/' {
		return i // the empty host of "file:///"
	}
	n, c := runAnd(s[i:], hostByte)
	j := i + n
	if c&unhyphenByte == 0 && (strings.HasPrefix(s[i:j], "xn--") || strings.Contains(s[i:j], ".xn--")) {
		return -1
	}
	return j
}

// plainHost returns the kind of host, of lowercase ASCII letters, digits,
// "-" and ".", and without a label that starts with "xn--" (which domain
// to ASCII decodes and may refuse), when it is its own serialization
// (§3.5): a domain that does not end in a number (here, whose last label
// ends in neither a digit, "a" to "f" nor "x", or does not start with a
// digit), or an IPv4 address in dotted decimal
// without leading zeros. It returns opaqueHost, which no special URL
// has, otherwise.
func plainHost(host string) hostKind {
	if c := host[len(host)-1]; c > 'f' && c != 'x' {
		return domainHost // the last label is no number: neither digits nor "0x" and hex digits
	}
	last := host
	if last[len(last)-1] == '.' {
		last = last[:len(last)-1]
	}
	for k := len(last) - 1; k >= 0; k-- {
		if last[k] == '.' {
			last = last[k+1:]
			break
		}
	}
	if last != "" && last[0] <= '9' && last[0] >= '0' {
		if dottedDecimal(host) {
			return ipv4Host
		}
		return opaqueHost
	}
	return domainHost
}

// dottedDecimal reports whether s is an IPv4 address as the IPv4
// serializer writes it (§3.7): four numbers from 0 to 255 in decimal,
// without leading zeros, and three ".".
func dottedDecimal(s string) bool {
	parts, n, digits := 0, 0, 0
	for k := 0; k <= len(s); k++ {
		if k == len(s) || s[k] == '.' {
			if digits == 0 || n > 255 || digits > 1 && s[k-digits] == '0' {
				return false
			}
			parts, n, digits = parts+1, 0, 0
			continue
		}
		if s[k] < '0' || s[k] > '9' || digits == 3 {
			return false
		}
		n, digits = n*10+int(s[k]-'0'), digits+1
	}
	return parts == 4
}

// serializedPort reads the digits of a port from s[i:], as the serializer
// writes it: no leading zero, at most 65535, not the scheme's default.
// It returns the offset after them, or -1.
func serializedPort(u *URL, s string, i int) int {
	j, n := i, 0
	for j < len(s) && s[j] >= '0' && s[j] <= '9' && j-i < 5 {
		n = n*10 + int(s[j]-'0')
		j++
	}
	if j == i || n > 65535 || s[i] == '0' && j-i > 1 || j < len(s) && s[j] >= '0' && s[j] <= '9' {
		return -1
	}
	if def := u.scheme.defaultPort(); def != "" && s[i:j] == def {
		return -1
	}
	return j
}

// serializedPath reads the path from s[i:], the opaque path of a URL
// without a host that does not start with "/", and returns the offset
// after it, or -1. A segment "." or "..", or one with "%2e" in it,
// would not be kept.
func serializedPath(u *URL, s string, i int) int {
	u.pathStart = uint32(i)
	if u.flags&hasHost == 0 && (i == len(s) || s[i] != '/') {
		u.flags |= opaquePath
		return serializedUnits(s, i, pathByte)
	}
	if u.special() && (i == len(s) || s[i] != '/') {
		return -1 // parseSerialized handles i == len(s)
	}
	return serializedSegments(s, i)
}

// serializedSegments reads the path that starts at s[i], a "/", and
// returns the offset after it, or -1. A segment "." or "..", or one with
// "%2e" in it, would not be kept.
func serializedSegments(s string, i int) int {
	n, all := runAnd(s[i:], pathByte)
	j := i + n
	for j < len(s) && s[j] == '%' {
		if !pctHex(s, j) || s[j+1] == '2' && s[j+2]|0x20 == 'e' {
			return -1
		}
		n, c := runAnd(s[j+3:], pathByte)
		j += 3 + n
		all &= c
	}
	if j < len(s) && s[j] != '?' && s[j] != '#' || all&undotByte == 0 && hasDotSegment(s[i:j]) {
		return -1
	}
	return j
}

// hasDotSegment reports whether path, which starts with "/", has a
// segment "." or "..": each "." that strings.IndexByte finds is looked
// at, after a look for "/." a word at a time in a short path, where
// that is faster.
func hasDotSegment(path string) bool {
	if len(path) <= 32 && !hasSlashDot(path) {
		return false
	}
	for k := 1; ; k++ {
		d := strings.IndexByte(path[k:], '.')
		if d < 0 {
			return false
		}
		if k += d; path[k-1] == '/' && dotSegmentAt(path, k) {
			return true
		}
	}
}

// hasSlashDot reports whether s holds "/.", eight pairs of bytes at a
// time: the bytes that are "/" in a word, and those that are "." in the
// word one byte further; the last nine bytes of s end it.
func hasSlashDot(s string) bool {
	if len(s) < 9 {
		for k := 0; k+1 < len(s); k++ {
			if s[k] == '/' && s[k+1] == '.' {
				return true
			}
		}
		return false
	}
	for k := 0; ; k += 8 {
		if k > len(s)-9 {
			k = len(s) - 9
		}
		w := s[k : k+9]
		a := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		b := a>>8 | uint64(w[8])<<56
		if zeroBytes(a^ones*'/')&zeroBytes(b^ones*'.') != 0 {
			return true
		}
		if k == len(s)-9 {
			return false
		}
	}
}

// ones has a 1 in every byte: ones*c has c in every byte.
const ones = 0x0101010101010101

// zeroBytes returns the word whose byte n has its high bit set when byte
// n of x is zero, and is zero otherwise.
func zeroBytes(x uint64) uint64 {
	const low7 = 0x7f7f7f7f7f7f7f7f
	return ^((x&low7 + low7) | x | low7)
}

// dotSegmentAt reports whether the path segment that starts at s[i], a
// ".", is "." or "..": the path ends it, or "/".
func dotSegmentAt(s string, i int) bool {
	if i++; i < len(s) && s[i] == '.' {
		i++
	}
	return i == len(s) || s[i] == '/' || s[i] == '?' || s[i] == '#'
}

// classesOf returns the classes that every byte of s has, the AND of
// theirs: its first and its last eight bytes, then the eight bytes at
// each eighth byte between them (four and four, or one at a time, in a
// shorter s).
func classesOf(s string) byteClass {
	t := &serializedBytes
	switch {
	case len(s) >= 8:
	case len(s) >= 4:
		w, x := s[:4], s[len(s)-4:]
		return t[w[0]] & t[w[1]] & t[w[2]] & t[w[3]] & t[x[0]] & t[x[1]] & t[x[2]] & t[x[3]]
	default:
		c := ^byteClass(0)
		for k := 0; k < len(s); k++ {
			c &= t[s[k]]
		}
		return c
	}
	w := s[len(s)-8:]
	c := t[w[0]] & t[w[1]] & t[w[2]] & t[w[3]] & t[w[4]] & t[w[5]] & t[w[6]] & t[w[7]] &
		t[s[0]] & t[s[1]] & t[s[2]] & t[s[3]] & t[s[4]] & t[s[5]] & t[s[6]] & t[s[7]]
	for len(s) > 16 {
		s = s[8:]
		c &= t[s[0]] & t[s[1]] & t[s[2]] & t[s[3]] & t[s[4]] & t[s[5]] & t[s[6]] & t[s[7]]
	}
	return c
}

// runOf returns the length of the run of bytes of the serializedBytes
// class bit (one bit) that s starts with.
func runOf(s string, bit byteClass) int {
	n, _ := runAnd(s, bit)
	return n
}

// runAnd returns the length of the run of bytes of the serializedBytes
// class bit (one bit) that s starts with, and the classes that every
// byte of the run has, the AND of theirs: eight bytes at a time, then the
// last eight bytes of s when the run may reach its end, then one at a
// time.
func runAnd(s string, bit byteClass) (int, byteClass) {
	t := &serializedBytes
	all, rest := ^byteClass(0), s
	for len(rest) >= 8 {
		c := t[rest[0]] & t[rest[1]] & t[rest[2]] & t[rest[3]] & t[rest[4]] & t[rest[5]] & t[rest[6]] & t[rest[7]]
		if c&bit == 0 {
			break
		}
		all &= c
		rest = rest[8:]
	}
	if len(rest) < 8 && len(s) >= 8 { // the bytes before rest are of the run
		w := s[len(s)-8:]
		if c := t[w[0]] & t[w[1]] & t[w[2]] & t[w[3]] & t[w[4]] & t[w[5]] & t[w[6]] & t[w[7]]; c&bit != 0 {
			return len(s), all & c
		}
	}
	k := len(s) - len(rest)
	for ; k < len(s); k++ {
		c := t[s[k]]
		if c&bit == 0 {
			break
		}
		all &= c
	}
	return k, all
}

// pctHex reports whether s[i], a "%", has two hex digits after it.
func pctHex(s string, i int) bool {
	return i+2 < len(s) && isHex(int(s[i+1])) && isHex(int(s[i+2]))
}

// serializedUnits reads bytes of class bit and "%" with two hex digits
// from s[i:] and returns where it stopped.
func serializedUnits(s string, i int, bit byteClass) int {
	for {
		i += runOf(s[i:], bit)
		if i == len(s) || s[i] != '%' || !pctHex(s, i) {
			return i
		}
		i += 3
	}
}

// serializedRest reads the query and the fragment from s[i:], which
// starts with "?", "#" or nothing, and reports whether they reach the
// end of s.
func serializedRest(u *URL, s string, i int) bool {
	u.searchStart = uint32(i)
	if i < len(s) && s[i] == '?' {
		u.flags |= hasSearch
		bit := fragmentByte
		if u.special() {
			bit = queryByte
		}
		i = serializedUnits(s, i+1, bit)
	}
	u.hashStart = uint32(i)
	if i < len(s) && s[i] == '#' {
		u.flags |= hasHash
		i = serializedUnits(s, i+1, fragmentByte)
	}
	return i == len(s)
}

// slashAdded completes u, the URL of input, a special URL in serialized
// form but for the path "/" that the serializer writes after its host.
func slashAdded(u *URL, input string) {
	n := uint32(len(input))
	u.pathStart, u.searchStart, u.hashStart = n, n+1, n+1
	u.href = input + "/"
	u.flags |= hrefIsInput | addedSlash
}

// hrefSpan returns the input span of component c of a URL whose href
// is its input (and "/", when addedSlash): the offsets of c, delimiters
// excluded; start is -1 when c is absent or was not read.
func (u *URL) hrefSpan(c uri.Component) span {
	sp := span{start: -1}
	switch {
	case c == uri.ComponentScheme:
		sp = span{0, int32(u.schemeEnd)}
	case c == uri.ComponentHost && u.flags&hasHost != 0:
		sp = span{int32(u.hostStart), int32(u.hostEnd)}
	case c == uri.ComponentPort && u.portEnd > u.hostEnd:
		sp = span{int32(u.hostEnd) + 1, int32(u.portEnd)}
	case c == uri.ComponentPath && u.searchStart > u.pathStart && u.flags&addedSlash == 0:
		sp = span{int32(u.pathStart), int32(u.searchStart)}
	case c == uri.ComponentQuery && u.flags&hasSearch != 0:
		sp = span{int32(u.searchStart) + 1, int32(u.hashStart)}
	case c == uri.ComponentFragment && u.flags&hasHash != 0:
		sp = span{int32(u.hashStart) + 1, int32(len(u.href))}
	}
	return sp
}
