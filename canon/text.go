package canon

import (
	"strings"
	"unsafe"

	"github.com/uriref/uri/internal/syntax"
	"github.com/uriref/uri/iri"
)

// text is the text a profile works on, a part of the input once cut,
// trimmed and decoded, with where each of its octets comes from, so that
// a change can be reported at its offset in the input.
type text struct {
	s string
	// org[i] is the offset in the input of the first octet that s[i]
	// stands for: the "%" of a decoded triplet. When org is nil, s[i] is
	// the input's octet base+i.
	org  []int32
	base int
	end  int // the offset in the input of the end of s
	// rewritten: s is not made of the input's octets, but stands for
	// the whole of what goes from base to end (a host in A-labels).
	rewritten bool
}

// at returns the offset in the input of the octet s[i], or of the end of
// s for i = len(s).
func (t text) at(i int) int {
	switch {
	case i >= len(t.s):
		return t.end
	case t.org == nil:
		return t.base + i
	}
	return int(t.org[i])
}

// source returns the input's text that s[i] stands for: the octet itself,
// or the triplets and removed tabs that decode to it.
func (t text) source(in string, i int) string { return in[t.at(i):t.at(i+1)] }

// sub returns the text s[i:j], keeping where its octets come from.
func (t text) sub(i, j int) text {
	u := text{s: t.s[i:j], base: t.base + i, end: t.at(j)}
	if t.org != nil {
		u.org = t.org[i:j]
	}
	return u
}

// isSpace reports whether o is white space that the profiles trim from the
// ends of a URL: the ASCII space, tab, LF, VT, FF and CR, which
// strings.TrimSpace (google/safebrowsing) and Python's bytes.strip (surt)
// both remove.
func isSpace(o byte) bool { return o == ' ' || '\t' <= o && o <= '\r' }

// isControl reports whether o is a tab, LF or CR, which the profiles
// remove wherever they stand (Safe Browsing's "URLs and Hashing": "remove
// tab (0x09), CR (0x0d), and LF (0x0a) characters from the URL").
func isControl(o byte) bool { return o == '\t' || o == '\n' || o == '\r' }

// mustEscape reports whether Safe Browsing and surt write o as a triplet:
// octets up to the space, from DEL up, "#" and "%".
func mustEscape(o byte) bool { return o <= ' ' || o >= 0x7F || o == '#' || o == '%' }

// isHex reports whether o is a hexadecimal digit.
func isHex(o byte) bool { return syntax.Octets[o]&syntax.Hexdig != 0 }

// needsDecoding reports whether s holds a triplet to decode or, with
// drop, a tab, LF or CR to remove. Without either, decoding s again and
// again changes nothing: a triplet is made only by decoding one.
func needsDecoding(s string, drop bool) bool {
	for i := strings.IndexByte(s, '%'); i >= 0; {
		if i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			return true
		}
		j := strings.IndexByte(s[i+1:], '%')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return drop && strings.ContainsAny(s, "\t\n\r")
}

// decodeRepeatedly appends to buf the text t with every triplet decoded,
// then every triplet that decoding made, and so on until none is left: the
// "repeatedly percent-unescape until it has no more percent-escapes" of
// Safe Browsing's "URLs and Hashing", and surt's unescapeRepeatedly. With
// drop, the tabs, LFs and CRs of t are removed first.
//
// It takes one pass. A triplet that decoding makes ends with the octet
// decoded, or with the octets after it, so decoding at the end of what is
// written, as each octet is appended, and again while that completes a
// triplet, decodes every triplet there is. Two triplets never overlap (a
// "%" is no hex digit), so the order in which they are decoded does not
// change the result: it is the text that decoding the whole, again and
// again, ends with, reached in linear time, where that loop takes one
// pass per level of "%25" (quadratic time on "%252525...").
//
// It returns the decoded text, which is a view of buf's new octets (buf
// must not be written to while it is in use), and buf. When rec is not
// nil, the text carries where each octet came from, and each removed tab,
// LF or CR is recorded.
func decodeRepeatedly(buf []byte, t text, drop bool, rec *recorder) (text, []byte) {
	start := len(buf)
	var org []int32
	if rec != nil {
		org = make([]int32, 0, len(t.s))
	}
	for i := 0; i < len(t.s); i++ {
		o := t.s[i]
		if drop && isControl(o) {
			rec.add(t.at(i), ChangeControl)
			continue
		}
		buf = append(buf, o)
		if org != nil {
			org = append(org, int32(t.at(i)))
		}
		for n := len(buf); n-start >= 3 && buf[n-3] == '%' && isHex(buf[n-2]) && isHex(buf[n-1]); n = len(buf) {
			buf[n-3] = syntax.Unhex(buf[n-2])<<4 | syntax.Unhex(buf[n-1])
			buf = buf[:n-2]
			if org != nil {
				org = org[:n-2-start]
			}
		}
	}
	d := text{s: bytesView(buf[start:]), org: org, base: t.at(0), end: t.end}
	if len(t.s) == 0 {
		d.base = t.end
	}
	return d, buf
}

// bytesView returns b as a string without copying it: b must not change
// while the string is in use.
func bytesView(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// upperhex holds the digits of Safe Browsing's triplets: "The escapes
// should use uppercase hex characters".
const upperhex = syntax.Upperhex

// lowerhex holds the hexadecimal digits of surt's keys, which lowercase
// the triplets they write along with the rest.
const lowerhex = "0123456789abcdef"

// appendEscaped appends o to b, as a triplet with the given digits when
// mustEscape holds.
func appendEscaped(b []byte, o byte, hex string) []byte {
	if mustEscape(o) {
		return append(b, '%', hex[o>>4], hex[o&15])
	}
	return append(b, o)
}

// escapeChanges records, for each octet t.s[k] for k in [i, j) written
// as appendEscaped writes it, what writing it changed in the input: an
// octet of the input percent-encoded, or a decoded triplet written
// otherwise than the input wrote it ("%1b" as "%1B", "%41" as "A"). An
// octet the caller changes otherwise (a letter lowercased) has its own
// code besides.
func escapeChanges(rec *recorder, in string, t text, i, j int, hex string) {
	if rec == nil || t.rewritten {
		return
	}
	var w [3]byte
	for k := i; k < j; k++ {
		// The removed tabs, LFs and CRs that the source takes in have
		// their own change.
		src := withoutControls(t.source(in, k))
		out := appendEscaped(w[:0], t.s[k], hex)
		switch {
		case len(src) <= 1:
			if len(out) > 1 {
				rec.add(t.at(k), ChangeEscape)
			}
		case src != string(out):
			rec.add(t.at(k), ChangeUnescape)
		}
	}
}

// withoutControls returns s without its tabs, LFs and CRs.
func withoutControls(s string) string {
	if !strings.ContainsAny(s, "\t\n\r") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if !isControl(s[i]) {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// trim returns t without the white space at its ends.
func trim(t text, rec *recorder) text {
	i, j := 0, len(t.s)
	for i < j && isSpace(t.s[i]) {
		i++
	}
	for j > i && isSpace(t.s[j-1]) {
		j--
	}
	if i > 0 {
		rec.add(t.at(0), ChangeSpace)
	}
	if j < len(t.s) && j > i {
		rec.add(t.at(j), ChangeSpace)
	}
	return t.sub(i, j)
}

// idna returns the host h with its non-ASCII labels written as A-labels,
// or h when a label has none. Runs of dots are written as one first, so
// that an empty label between two does not stop the conversion.
func idna(in string, h text, rec *recorder) text {
	var b strings.Builder
	for i := 0; i < len(h.s); i++ {
		if h.s[i] == '.' && (b.Len() == 0 || i+1 == len(h.s) || h.s[i+1] == '.') {
			continue
		}
		b.WriteByte(h.s[i])
	}
	a, err := iri.HostToASCII(b.String())
	if err != nil {
		return h
	}
	// The A-labels stand for the whole host: each of their octets is
	// reported at its start.
	out := text{s: a, base: h.at(0), end: h.end, rewritten: true}
	if rec != nil {
		rec.add(h.at(0), ChangeIDNA)
		for i := range len(h.s) {
			if len(withoutControls(h.source(in, i))) > 1 {
				rec.add(h.at(i), ChangeUnescape)
			}
		}
		out.org = make([]int32, len(a))
		for i := range out.org {
			out.org[i] = int32(h.at(0))
		}
	}
	return out
}

// appendHost appends the host h as Safe Browsing and, with surt, surt write
// it: without dots at either end nor runs of them, lowercased, with its
// octets escaped (mustEscape) with the digits hex, and written as four
// decimal numbers when it is an IPv4 address, which the URL Standard's
// IPv4 parser reads, or with surt surtIPv4. It appends nothing for a host
// that is only dots.
func appendHost(b []byte, in string, h text, hex string, surt bool, rec *recorder) []byte {
	start, upper := len(b), false
	for i := 0; i < len(h.s); i++ {
		o := h.s[i]
		switch {
		case o == '.' && (len(b) == start || b[len(b)-1] == '.'):
			rec.add(h.at(i), ChangeHostDots)
			continue
		case 'A' <= o && o <= 'Z':
			if !upper {
				rec.add(h.at(i), ChangeHostCase) // once, as uri.URI.Lint does
				upper = true
			}
			o += 'a' - 'A'
		}
		b = appendEscaped(b, o, hex)
		escapeChanges(rec, in, h, i, i+1, hex)
	}
	if n := len(b); n > start && b[n-1] == '.' {
		rec.add(h.at(strings.LastIndexByte(h.s, '.')), ChangeHostDots)
		b = b[:n-1]
	}
	a, ok := syntax.IPv4Lenient(b[start:])
	if surt {
		a, ok = surtIPv4(b[start:])
	}
	if ok {
		n := len(b)
		b = a.AppendTo(b)
		if string(b[start:n]) != string(b[n:]) {
			rec.add(h.at(0), ChangeIPv4)
		}
		b = append(b[:start], b[n:]...)
	}
	return b
}

// collapseSlashes writes each run of "/" in b[start:] as one.
func collapseSlashes(b []byte, start int) []byte {
	w := start
	for i := start; i < len(b); i++ {
		if b[i] == '/' && w > start && b[w-1] == '/' {
			continue
		}
		b[w] = b[i]
		w++
	}
	return b[:w]
}

// appendLowerASCII appends s with its ASCII letters lowercased.
func appendLowerASCII(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		b = append(b, syntax.Lower(s[i]))
	}
	return b
}
