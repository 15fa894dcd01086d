package iri

import (
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/syntax"
)

// HostToASCII writes each label of the host name h that holds non-ASCII
// characters as its A-label: "xn--" and the label's Punycode (RFC 3492),
// as the ToASCII operation of RFC 3490 §4.1 does. Labels are separated by
// "." or by the full stops U+3002, U+FF0E and U+FF61 (RFC 3490 §3.1), and
// are joined with "."; an ASCII label is left as it is.
//
// This is not IDNA2008 (RFC 5891) nor UTS #46: no mapping is applied (no
// case folding, no NFC or NFKC normalization) and no table of permitted
// code points or bidi rule is checked, so a label is encoded exactly as
// written and should already be a lowercase, normalized U-label. What is
// checked is what ToASCII checks with UseSTD3ASCIIRules: the ASCII
// characters of a non-ASCII label are letters, digits and hyphens, it
// neither starts nor ends with "-" nor starts with "xn--", and its A-label
// has 1 to 63 octets. A failure is an [*uri.Error] with the rule "ToASCII" at
// the start of the label.
func HostToASCII(h string) (string, error) {
	if syntax.IsASCII(h) {
		return h, nil
	}
	var b []byte
	for start := 0; start <= len(h); {
		end, next := labelEnd(h, start)
		label := h[start:end]
		var ok bool
		if b, ok = appendALabel(b, label); !ok {
			return "", &uri.Error{Input: h, Offset: start, Rule: "ToASCII"}
		}
		if next < 0 {
			break
		}
		b = append(b, '.')
		start = next
	}
	return string(b), nil
}

// labelEnd returns the end of the label of h that starts at start, and the
// start of the next label, or -1 when it is the last.
func labelEnd(h string, start int) (end, next int) {
	for i := start; i < len(h); {
		if h[i] == '.' {
			return i, i + 1
		}
		r, n := utf8.DecodeRuneInString(h[i:])
		if syntax.IsFullStop(r) {
			return i, i + n
		}
		i += n
	}
	return len(h), -1
}

// appendALabel appends label to b, as it is when it is ASCII, and otherwise
// as an A-label, reporting whether ToASCII's checks allow it.
func appendALabel(b []byte, label string) ([]byte, bool) {
	if syntax.IsASCII(label) {
		return append(b, label...), true
	}
	for i := range len(label) {
		if c := label[i]; c < utf8.RuneSelf && syntax.Octets[c]&(syntax.Alpha|syntax.Digit) == 0 && c != '-' {
			return b, false // UseSTD3ASCIIRules: letters, digits and hyphens only
		}
	}
	if label[0] == '-' || label[len(label)-1] == '-' || hasACEPrefix(label) ||
		utf8.RuneCountInString(label) > 63-len(acePrefix) {
		return b, false
	}
	start := len(b)
	b = append(b, acePrefix...)
	b, err := appendPunycode(b, label)
	if err != nil || len(b)-start > 63 {
		return b, false
	}
	return b, true
}

// hasACEPrefix reports whether label starts with "xn--", in any case.
func hasACEPrefix(label string) bool {
	return len(label) >= len(acePrefix) && strings.EqualFold(label[:len(acePrefix)], acePrefix)
}

// HostToUnicode shows each A-label of the host name h ("xn--" and
// Punycode, in any case) as the Unicode label it encodes, as the ToUnicode
// operation of RFC 3490 §4.2 does, and leaves every other label as it is.
// An A-label stays as written when it does not decode, when it decodes to a
// character that [FromURI] would not show (not ucschar, a format or space
// character), to a character that is not a letter, digit or hyphen in ASCII,
// to a full stop that would end the label (U+3002, U+FF0E, U+FF61, which
// HostToASCII reads as "."), or when [HostToASCII] of the result fails or
// does not give the same label
// (compared without case), as RFC 3490 §4.2 steps 5-7 say: "xn--bcher--kva"
// and "xn--xn--bcher-kva" stay, so that HostToASCII always takes back what
// HostToUnicode gives. A label longer than 63 octets is no DNS label and
// stays too (RFC 3490 §4.2 step 3), without being decoded, so the time
// taken grows with the length of h alone. It never fails; with no A-label
// in h it returns h without allocating.
func HostToUnicode(h string) string {
	var b []byte
	last := 0 // h[last:start] is yet to be copied to b
	for start := 0; start <= len(h); {
		end := strings.IndexByte(h[start:], '.')
		next := start + end + 1
		if end < 0 {
			end, next = len(h), -1
		} else {
			end += start
		}
		if u, ok := uLabel(h[start:end]); ok {
			b = append(b, h[last:start]...)
			b = append(b, u...)
			last = end
		}
		if next < 0 {
			break
		}
		start = next
	}
	if b == nil {
		return h
	}
	return string(append(b, h[last:]...))
}

// uLabel decodes the A-label label, reporting whether HostToUnicode may
// show it decoded.
func uLabel(label string) (string, bool) {
	if !hasACEPrefix(label) || len(label) > 63 {
		// RFC 3490 §4.2 step 3: a label over 63 octets is no DNS label,
		// and ToUnicode returns it unchanged, before any decoding, whose
		// time grows as the square of the length.
		return "", false
	}
	u, err := DecodePunycode(label[len(acePrefix):])
	if err != nil || u == "" {
		return "", false
	}
	if syntax.IsASCII(u) {
		return "", false // "xn--abc-" would show as another host, "abc"
	}
	for _, r := range u {
		if r < utf8.RuneSelf {
			if syntax.Octets[r]&(syntax.Alpha|syntax.Digit) == 0 && r != '-' {
				return "", false
			}
		} else if syntax.IsFullStop(r) || !displayable(r, false) {
			return "", false // a full stop would split the label in two
		}
	}
	// RFC 3490 §4.2 steps 5-7: ToASCII of the result, compared with
	// the label without case, or the label as written.
	again, ok := appendALabel(nil, u)
	if !ok || !strings.EqualFold(string(again), label) {
		return "", false
	}
	return u, true
}
