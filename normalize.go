package uri

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/uriref/uri/internal/core"
	"github.com/uriref/uri/internal/syntax"
)

// DefaultPort returns the port that a URI of the given scheme means when it
// names none, and reports whether Normalize knows one: "80" for "http",
// "443" for "https". The scheme is matched without regard to case. The
// ports are those of uri(7) and RFC 1738 (ftp 21, gopher 70, http 80,
// ldap 389, nntp 119, telnet 23, wais 210) and of https 443, imap 143,
// ldaps 636, news 119, pop 110, rtsp 554, sip 5060, sips 5061, ws 80 and
// wss 443.
func DefaultPort(scheme string) (port string, ok bool) {
	port = syntax.LookupScheme(scheme).Port
	return port, port != ""
}

// Normalize returns the normal form of u by RFC 3986 §6.2.2 and §6.2.3:
//
//   - the scheme and a reg-name or IPvFuture host are lowercased
//     (§6.2.2.1);
//   - the hexadecimal digits of every triplet are uppercased (§6.2.2.1),
//     and the triplets of unreserved octets are decoded (§6.2.2.2): "%7e"
//     becomes "~" and "%2D" becomes "-", while "%2F" stays, as RFC 1630
//     says;
//   - dot segments are removed from the path (§6.2.2.3) as §5.2.4 does,
//     after decoding, so "%2E%2E" counts as "..";
//   - an empty port, and the scheme's [DefaultPort], are removed with their
//     ":"; an empty path with an authority becomes "/" for http, https, ws,
//     wss, ftp, gopher and telnet (§6.2.3);
//   - an IPv6 literal is written in the text form of RFC 5952, as
//     [net/netip.Addr.String] writes it: "[2001:DB8:0::1]" becomes
//     "[2001:db8::1]".
//
// Deliberate choices where the RFC leaves room:
//
//   - A relative-path reference ("../a/./b", with no scheme, no authority
//     and no leading "/") keeps its dot segments: what they mean depends on
//     the base it is resolved against, and removing them would change that.
//     Every other path loses them, as [URI.Resolve] would remove them.
//   - An empty path becomes "/" only for the schemes listed above, whose
//     specifications say so; "x://a" keeps its empty path, though §6.2.3
//     suggests "/" "in general".
//   - Only ASCII letters of a host are lowercased; percent-encoded octets
//     of other text are left as they are (no IDNA mapping). A reg-name that
//     decodes to an IPv4address, such as "%31.2.3.4", becomes that address.
//   - A port is compared as written: "http://a:080/" keeps its port, since
//     §6.2.3 removes only an empty port and the default one, "80".
//   - Empty components keep their delimiters: "http://@a/?#" stays as it
//     is, since RFC 3986 §6.2.3 licenses removing only the port's.
//   - When removing dot segments leaves a path that starts with "//" in a
//     reference with no authority, "/." is put in front of it, so that the
//     path is not read as an authority: "x:/a/..//b" becomes "x:/.//b".
//
// Normalize is idempotent, and its result r always satisfies
// Parse(r.String()) == r. It returns u itself, without allocating, when u is
// already normal; otherwise it allocates once for the result, and once more
// only to remove dot segments from a path longer than 256 octets.
func (u URI) Normalize() URI {
	if u.isNormal() {
		return u
	}
	return u.normalize()
}

// isNormal reports whether u.Normalize() == u: whether u has none of the
// departures from the normal form that formDepartures and the triplet rule
// describe, the description Lint reads too.
func (u URI) isNormal() bool {
	return u.formDepartures(func(uint32, string) bool { return false }) &&
		normalTriplets(u.String()[u.r().AfterScheme():]) // LintHexCase, LintEncodedUnreserved
}

// formDepartures calls f with the offset and code of each way in which u
// departs from the normal form of RFC 3986 §6.2.2 and §6.2.3 at one place,
// and stops as soon as f returns false; it reports whether it went through.
// With the triplet rule (normalTriplet), it is the one description of the
// normal form: isNormal and Lint read it, and normalize and Equal apply the
// same rules (unit, appendHost, normalPort, slashPath, dotsApply) to write
// or compare the form. The codes, at the octet they are about:
//
//   - LintSchemeCase, LintHostCase: an uppercase letter in the scheme or in
//     a host outside its triplets (§6.2.2.1);
//   - LintIPv6Form: an IPv6 literal not in the text of RFC 5952 once
//     lowercased;
//   - LintEmptyPort, LintDefaultPort: a port that §6.2.3 drops;
//   - LintEmptyPath: an empty path after an authority, which the scheme
//     reads as "/" (§6.2.3);
//   - LintDotSegment: a "." or ".." segment where Normalize removes them
//     (§6.2.2.3), but the "/." that keeps "//" from reading as an
//     authority.
func (u URI) formDepartures(f func(off uint32, code string) bool) bool {
	scheme := u.Scheme()
	if i := syntax.IndexUpper(scheme); i >= 0 && !f(uint32(i), LintSchemeCase) {
		return false
	}
	if u.kind() != HostNone {
		if !u.hostDepartures(f) {
			return false
		}
		if port, ok := u.Port(); ok && normalPort(scheme, port) == "" {
			off, code := u.r().HostEnd()+1, LintDefaultPort // at the port
			if port == "" {
				off, code = u.r().HostEnd(), LintEmptyPort // at the ":"
			}
			if !f(off, code) {
				return false
			}
		}
		if u.r().PathStart() == u.r().PathEnd() && slashPath(scheme) && !f(u.r().PathStart(), LintEmptyPath) {
			return false
		}
	}
	if !u.dotsApply() {
		return true
	}
	path, skip := u.Path(), 0
	if u.kind() == HostNone && strings.HasPrefix(path, "/.//") {
		skip = 2 // the "/." that keeps "//" from starting an authority
	}
	if i := dotSegmentAt(path[skip:]); i >= 0 {
		return f(u.r().PathStart()+uint32(skip+i), LintDotSegment)
	}
	return true
}

// hostDepartures is formDepartures for the host.
func (u URI) hostDepartures(f func(off uint32, code string) bool) bool {
	h := u.Host()
	if u.kind() == HostIPv4 {
		return true
	}
	if z, ok := u.zone(); ok {
		h = h[:len(h)-len("%25]")-len(z)] // "[" and the address: a zone keeps its case (ParseOptions)
	}
	if i := indexUpperOutsideTriplets(h); i >= 0 && !f(u.r().HostStart()+uint32(i), LintHostCase) {
		return false
	}
	if u.kind() == HostIPv6 {
		if a, ok := u.literalAddr(); ok {
			var buf [64]byte
			if !syntax.EqualFold(string(a.WithZone("").AppendTo(buf[:0])), strings.Trim(h, "[]")) {
				return f(u.r().HostStart(), LintIPv6Form)
			}
		}
	}
	return true
}

// indexUpperOutsideTriplets is syntax.IndexUpper for a valid component,
// skipping the hex digits of its triplets, whose case is the triplet
// rule's.
func indexUpperOutsideTriplets(s string) int {
	for i := 0; i < len(s); i++ {
		// Eight octets at a time up to the first "%" or uppercase letter.
		for ; i+8 <= len(s); i += 8 {
			x := syntax.Load8(s[i : i+8])
			if m := syntax.Range8(x, 'A', 'Z') | syntax.Equal8(x, '%'); m != 0 {
				i += bits.TrailingZeros64(m) / 8
				break
			}
		}
		if i >= len(s) {
			break
		}
		switch c := s[i]; {
		case c == '%':
			i += 2
		case 'A' <= c && c <= 'Z':
			return i
		}
	}
	return -1
}

// normalPort returns port, or "" when it is empty or the default port of
// scheme.
func normalPort(scheme, port string) string {
	if port == "" {
		return ""
	}
	if d, ok := DefaultPort(scheme); ok && d == port {
		return ""
	}
	return port
}

// dotsApply reports whether Normalize removes dot segments from the path of
// u: always, but in a relative-path reference (RFC 3986 §4.2).
func (u URI) dotsApply() bool {
	r := u.r()
	return r.SchemeEnd() != 0 || r.Kind() != core.KindNone || strings.HasPrefix(r.Path(), "/")
}

// normalize builds the normal form of u into one string of at most the
// length of u plus 2 (a "/" for an empty path, or a "/." prefix) plus the
// growth of an IPv6 literal, recording the offsets as it goes.
func (u URI) normalize() URI {
	n := len(u.String()) + 2
	if u.kind() == HostIPv6 {
		n += len("ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255")
	}
	w := core.NewWriter(n)
	scheme := u.Scheme()
	if u.r().SchemeEnd() != 0 {
		for i := 0; i < len(scheme); i++ {
			w.B = append(w.B, syntax.Lower(scheme[i]))
		}
		w.O.SchemeEnd = w.At()
		w.B = append(w.B, ':')
	}
	path := u.Path()
	if u.kind() != HostNone {
		w.B = append(w.B, "//"...)
		if ui, ok := u.Userinfo(); ok {
			w.B = appendPct(w.B, ui, false)
			w.B = append(w.B, '@')
		}
		w.O.HostStart, w.O.Kind = w.At(), u.r().Kind()
		w.B = u.appendHost(w.B)
		w.O.HostEnd = w.At()
		if port, ok := u.Port(); ok {
			if port = normalPort(scheme, port); port != "" {
				w.B = append(w.B, ':')
				w.B = append(w.B, port...)
			}
		}
		if path == "" && slashPath(scheme) {
			path = "/"
		}
	}
	w.StartPath()
	w.B = u.appendPath(w.B, path)
	w.EndPath()
	if q, ok := u.Query(); ok {
		w.B = append(w.B, '?')
		w.B = appendPct(w.B, q, false)
		w.O.QueryEnd = w.At()
	}
	if f, ok := u.Fragment(); ok {
		w.B = append(w.B, '#')
		w.B = appendPct(w.B, f, false)
	}
	v := URI(w.Done())
	if v.kind() == HostRegName && core.IsIPv4(v.Host()) {
		w.O.Kind = core.KindIPv4 // "%31.2.3.4" is "1.2.3.4"
		v = URI(w.O.Ref(v.String()))
	}
	return v
}

// appendHost appends the normal form of the host of u to b.
func (u URI) appendHost(b []byte) []byte {
	h := u.Host()
	switch u.kind() {
	case HostRegName:
		return appendPct(b, h, true)
	case HostIPv6:
		if a, ok := u.literalAddr(); ok {
			b = append(b, '[')
			b = a.WithZone("").AppendTo(b)
			if z, ok := u.zone(); ok {
				b = append(b, "%25"...)
				b = appendPct(b, z, false) // a zone keeps its case (ParseOptions)
			}
			return append(b, ']')
		}
		// An IPv6address that netip refuses is only lowercased. The
		// grammar and netip should agree; this keeps Normalize total if
		// they ever do not.
		fallthrough
	case HostIPvFuture:
		for i := 0; i < len(h); i++ {
			b = append(b, syntax.Lower(h[i]))
		}
		return b
	}
	return append(b, h...)
}

// appendPath appends path, the path of u (or "/" for its empty one), in
// normal form to b.
func (u URI) appendPath(b []byte, path string) []byte {
	if !u.dotsApply() || !hasDotSegmentDecoded(path) {
		return appendPct(b, path, false)
	}
	var scratch [256]byte
	out := normalDotless(scratch[:0], path)
	if u.kind() == HostNone && startsWith(out, "//") {
		b = append(b, "/."...)
	}
	return append(b, out...)
}

// hasDotSegmentDecoded reports whether path has a segment that is "." or
// ".." once its triplets are decoded: "%2E%2e" counts (RFC 3986 §2.3).
// Such a segment starts with "." or "%", so only those are looked at.
func hasDotSegmentDecoded(path string) bool {
	return dotSegmentFrom(path, '.') || dotSegmentFrom(path, '%')
}

// dotSegmentFrom reports whether a segment of path that starts with the
// octet c is "." or ".." once decoded.
func dotSegmentFrom(path string, c byte) bool {
	for i := 0; ; i++ {
		k := strings.IndexByte(path[i:], c)
		if k < 0 {
			return false
		}
		if i += k; i > 0 && path[i-1] != '/' {
			continue
		}
		end := len(path)
		if k := strings.IndexByte(path[i:], '/'); k >= 0 {
			end = i + k
		}
		if isDotSegment(path[i:end]) {
			return true
		}
	}
}

// isDotSegment reports whether seg is "." or "..", written with "." or
// "%2E" in either case.
func isDotSegment(seg string) bool {
	dots := 0
	for i := 0; i < len(seg); dots++ {
		switch {
		case seg[i] == '.':
			i++
		case seg[i] == '%' && i+2 < len(seg) && seg[i+1] == '2' && syntax.Lower(seg[i+2]) == 'e':
			i += 3
		default:
			return false
		}
	}
	return dots == 1 || dots == 2
}

// normalDotless appends path to dst in normal form (RFC 3986 §6.2.2.2), then
// removes its dot segments there (§6.2.2.3), decoding first so that "%2E"
// counts as ".". It uses removeDotSegmentsInPlace, the §5.2.4 routine that
// Resolve uses.
func normalDotless(dst []byte, path string) []byte {
	start := len(dst)
	dst = appendPct(slices.Grow(dst, len(path)), path, false) // decoding only shortens
	n, _ := removeDotSegmentsInPlace(dst[start:], AboveRootRemove)
	return dst[:start+n]
}

// unit reads the octet or triplet at s[i] in normal form (RFC 3986 §6.2.2.1,
// §6.2.2.2), lowercased when fold is set, and returns it with the offset of
// what follows. A unit below 0x100 is one octet, to be written as itself;
// 0x100|o is the triplet of o, to be written as "%" and two uppercase
// digits. Since a literal "%" never stands alone in a parsed component, two
// strings have the same normal form exactly when they have the same units.
func unit[T string | []byte](s T, i int, fold bool) (uint16, int) {
	o := s[i]
	if o == '%' && i+2 < len(s) {
		o = syntax.Unhex(s[i+1])<<4 | syntax.Unhex(s[i+2])
		if syntax.Octets[o]&unreserved == 0 {
			return 0x100 | uint16(o), i + 3
		}
		i += 2
	}
	if fold {
		o = syntax.Lower(o)
	}
	return uint16(o), i + 1
}

// normalTriplets reports whether every triplet of s, a valid component or
// run of them, follows the triplet rule (normalTriplet): it goes from "%" to
// "%".
func normalTriplets(s string) bool {
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 || i+2 >= len(s) {
			return true // i+2 >= len(s): not a parsed component
		}
		if !normalTriplet(s[i+1], s[i+2]) {
			return false
		}
		s = s[i+3:]
	}
}

// The triplet rule of the normal form: a triplet "%" h l, with h and l hex
// digits, has uppercase digits (RFC 3986 §6.2.2.1) and does not encode an
// unreserved octet (§6.2.2.2). unit writes it so; Lint names each half.

// normalTriplet reports whether the triplet "%" h l is in normal form.
func normalTriplet(h, l byte) bool { return !lowerHexTriplet(h, l) && !unreservedTriplet(h, l) }

// lowerHexTriplet reports whether h or l is a lowercase hex digit.
func lowerHexTriplet(h, l byte) bool { return 'a' <= h || 'a' <= l }

// unreservedTriplet reports whether "%" h l encodes an unreserved octet.
func unreservedTriplet(h, l byte) bool {
	return syntax.Octets[syntax.Unhex(h)<<4|syntax.Unhex(l)]&unreserved != 0
}

// appendPct appends s to dst in normal form, unit by unit.
func appendPct(dst []byte, s string, fold bool) []byte {
	for i := 0; i < len(s); {
		var c uint16
		c, i = unit(s, i, fold)
		if c < 0x100 {
			dst = append(dst, byte(c))
		} else {
			dst = syntax.AppendPct(dst, byte(c))
		}
	}
	return dst
}

// equalPct reports whether a and b have the same normal form.
func equalPct[A, B string | []byte](a A, b B, fold bool) bool {
	if string(a) == string(b) {
		return true // the same text has the same normal form
	}
	i, j := 0, 0
	if fold {
		// Eight octets at a time while both sides agree but for case and
		// hold no "%": a host differs most often in case alone.
		for ; i+8 <= len(a) && i+8 <= len(b); i += 8 {
			x, y := syntax.Load8(string(a[i:i+8])), syntax.Load8(string(b[i:i+8]))
			if syntax.Equal8(x, '%')|syntax.Equal8(y, '%') != 0 || syntax.Lower8(x) != syntax.Lower8(y) {
				break
			}
		}
		j = i
	}
	for i < len(a) && j < len(b) {
		if x, y := a[i], b[j]; x != '%' && y != '%' {
			if x != y && (!fold || syntax.Lower(x) != syntax.Lower(y)) {
				return false
			}
			i++ // octets that stand for themselves
			j++
			continue
		}
		var x, y uint16
		x, i = unit(a, i, fold)
		y, j = unit(b, j, fold)
		if x != y {
			return false
		}
	}
	return i == len(a) && j == len(b)
}

// Equal reports whether u and v are equivalent by RFC 3986 §6.2.2 and
// §6.2.3, as the draft §6 describes: u.Normalize() == v.Normalize(). So
// "http://www.XEROX.com" equals "http://www.xerox.com", and
// "http://example.com:80/" equals "http://example.com", but "/a%2Fb" does
// not equal "/a/b", and "http://a/" does not equal "https://a/".
//
// Equal compares the normal forms component by component as it reads them,
// without building them, and does not allocate, except a buffer to remove
// dot segments from a path longer than 256 octets.
func (u URI) Equal(v URI) bool {
	if u.String() == v.String() {
		return true
	}
	scheme := u.Scheme()
	if !syntax.EqualFold(scheme, v.Scheme()) || (u.kind() == HostNone) != (v.kind() == HostNone) {
		return false
	}
	if u.kind() != HostNone {
		ui, ok := u.Userinfo()
		vi, vok := v.Userinfo()
		if ok != vok || !equalPct(ui, vi, false) || !u.equalHost(v) {
			return false
		}
		up, _ := u.Port()
		vp, _ := v.Port()
		if normalPort(scheme, up) != normalPort(scheme, vp) {
			return false
		}
	}
	if !u.equalPath(v) {
		return false
	}
	uq, ok := u.Query()
	vq, vok := v.Query()
	if ok != vok || !equalPct(uq, vq, false) {
		return false
	}
	uf, ok := u.Fragment()
	vf, vok := v.Fragment()
	return ok == vok && equalPct(uf, vf, false)
}

// equalHost reports whether the hosts of u and v have the same normal form.
func (u URI) equalHost(v URI) bool {
	switch {
	case u.kind() == HostIPv6 || v.kind() == HostIPv6:
		a, aok := u.literalAddr()
		b, bok := v.literalAddr()
		if aok != bok || u.kind() != v.kind() {
			return false
		}
		return aok && a == b || !aok && syntax.EqualFold(u.Host(), v.Host()) // see appendHost
	case u.kind() == HostIPvFuture || v.kind() == HostIPvFuture:
		return u.kind() == v.kind() && syntax.EqualFold(u.Host(), v.Host())
	}
	// A reg-name may decode to an IPv4address ("%31.2.3.4"), which is its
	// own normal form.
	return equalPct(u.Host(), v.Host(), true)
}

// equalPath reports whether the paths of u and v, whose schemes and
// presence of authority are alike, have the same normal form. The "/."
// that Normalize may put in front of a path depends on that normal form
// alone, so it is left out of the comparison.
func (u URI) equalPath(v URI) bool {
	if u.Path() == v.Path() {
		return true // the same text, with alike schemes and authorities
	}
	var ubuf, vbuf [256]byte
	up, uout := u.pathForEqual(ubuf[:0])
	vp, vout := v.pathForEqual(vbuf[:0])
	switch {
	case uout == nil && vout == nil:
		return equalPct(up, vp, false)
	case uout == nil:
		return equalPct(up, vout, false)
	case vout == nil:
		return equalPct(uout, vp, false)
	}
	return equalPct(uout, vout, false)
}

// pathForEqual returns the path of u as Equal compares it: either as a
// string, whose triplets may still need normalizing, or, when dot segments
// must be removed, in normal form appended to dst (non-nil).
func (u URI) pathForEqual(dst []byte) (string, []byte) {
	path := u.Path()
	if path == "" && u.kind() != HostNone && slashPath(u.Scheme()) {
		return "/", nil
	}
	if !u.dotsApply() || !hasDotSegmentDecoded(path) {
		return path, nil
	}
	return "", normalDotless(dst, path)
}

// slashPath reports whether an empty path with an authority means "/" in
// scheme (RFC 3986 §6.2.3).
func slashPath(scheme string) bool { return syntax.LookupScheme(scheme).Slash }
