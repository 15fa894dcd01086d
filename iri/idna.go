package iri

import (
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/idna"
)

// HostToASCII writes the host name h in ASCII as browsers and the URL
// Standard's host parser do (its domain to ASCII): by UTS #46, with
// nontransitional processing, CheckBidi and CheckJoiners, and without
// UseSTD3ASCIIRules, CheckHyphens or VerifyDnsLength. Each code point is
// mapped (case folding, compatibility forms such as full-width letters,
// the full stops U+3002, U+FF0E and U+FF61 written ".", ignored ones
// removed), the name is normalized to NFC, each label is validated (the
// status of each code point, the Bidi rule of RFC 5893 §2, the ContextJ
// rules of RFC 5892 Appendix A), and each non-ASCII label is written as
// its A-label, "xn--" and its Punycode (RFC 3492): "BÜCHER.de" gives
// "xn--bcher-kva.de", as "bücher.de" does. The Unicode data is that of
// Unicode 16.0.0.
//
// As the URL Standard does, an ASCII name is only lowercased, even with a
// label "xn--" that is no Punycode; the result fails when it holds a
// forbidden domain code point (a C0 control, space, "#", "%", "/", ":",
// "<", ">", "?", "@", "[", "\", "]", "^", "|", DEL) or when a non-empty h
// maps to nothing. The empty h, an empty reg-name, gives "".
//
// A failure is an [*uri.Error] with Input h, the Offset where the label
// at fault starts, and one of the rules "disallowed" (a code point UTS #46
// does not admit, or a forbidden one), "punycode" (an "xn--" label that
// does not decode, or a label longer than 253 code points), "bidi",
// "contextj", or "ToASCII" (another criterion of UTS #46 §4.1). A
// lowercase ASCII name is returned as it is, without allocating; any
// other costs one allocation, its result. HostToASCII is idempotent.
func HostToASCII(h string) (string, error) {
	if h == "" {
		return "", nil
	}
	a, err := idna.DomainToASCII(h, false)
	return a, uriError(err)
}

// hostToASCIIStrict is HostToASCII with the checks of a registry, the
// URL Standard's beStrict: UseSTD3ASCIIRules, CheckHyphens and
// VerifyDnsLength too.
func hostToASCIIStrict(h string) (string, error) {
	a, err := idna.DomainToASCII(h, true)
	return a, uriError(err)
}

// uriError returns the *idna.Error err as an *uri.Error.
func uriError(err error) error {
	if e, ok := err.(*idna.Error); ok {
		return &uri.Error{Input: e.Input, Offset: e.Offset, Rule: e.Rule}
	}
	return err
}

// HostToUnicode shows the host name h with its A-labels decoded, as the
// URL Standard's domain to Unicode does: by UTS #46 ToUnicode, with the
// options of [HostToASCII]. When that finds an error, h is returned as it
// is: an A-label whose decoding UTS #46 would not write is shown as the
// A-label, not as look-alike text. So are the A-labels of full-width
// letters ("xn--qi7cdauna"), of invisible fillers and variation
// selectors ("xn--ab-3w4a", "xn--ab-372n") and of a capital letter
// (U+0460, "xn--m2a"), which ToASCII never writes: what is shown is what a
// resolver looks up. The result, when it is not h, is mapped as
// HostToASCII maps (lowercase, NFC), and HostToASCII takes it back to h
// lowercased. A name with a forbidden domain code point (see HostToASCII)
// is returned as it is too.
//
// HostToUnicode never fails. A name with no label that starts with "xn--"
// (in any case) is returned as it is, without allocating, and so is one
// with a label longer than 253 octets, which is not decoded: the time
// taken grows with the length of h alone.
func HostToUnicode(h string) string {
	if !hasALabel(h) {
		return h
	}
	u := idna.DomainToUnicode(h)
	if u == h {
		return h
	}
	// What the URL Standard's domain parser adds to ToASCII: no forbidden
	// domain code point. For an ASCII h that ToUnicode takes, ToASCII of u
	// is h lowercased, and h says it; otherwise u is converted.
	check := u
	if isASCII(h) {
		check = h
	}
	if _, err := HostToASCII(check); err != nil {
		return h
	}
	return u
}

// isASCII reports whether s holds ASCII octets only.
func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// hasALabel reports whether a label of h starts with "xn--", in any case.
func hasALabel(h string) bool {
	for start := 0; start < len(h); {
		if len(h)-start >= 4 && strings.EqualFold(h[start:start+4], "xn--") {
			return true
		}
		i := strings.IndexByte(h[start:], '.')
		if i < 0 {
			break
		}
		start += i + 1
	}
	return false
}

// EncodePunycode encodes the Unicode string s with the Punycode algorithm
// of RFC 3492 §6.3: its ASCII characters first, as they are, then a "-" if
// there were any, then the other characters as generalized
// variable-length integers in lowercase. It adds no "xn--" prefix; see
// [HostToASCII] for host labels. Mixed-case annotation (RFC 3492 Appendix A)
// is not used.
//
// The error, an [*uri.Error] with the rule "punycode", is for s that is not
// valid UTF-8 or too long for the algorithm's integers. The time taken grows
// as the square of the length, as in every plain implementation of RFC 3492;
// host labels are at most 63 octets.
func EncodePunycode(s string) (string, error) {
	p, err := idna.EncodePunycode(s)
	return p, uriError(err)
}

// DecodePunycode decodes s, a Punycode string without its "xn--" prefix,
// by RFC 3492 §6.2: what precedes the last "-" is taken as it is, and the
// rest gives the other characters and their places.
//
// The error, an [*uri.Error] with the rule "punycode" and the offset of the
// octet at fault, is for a non-ASCII octet, a character that is not a digit,
// a number that ends early or overflows, or a decoded character that is
// ASCII, a surrogate or beyond U+10FFFF. The time taken grows as the square
// of the length.
func DecodePunycode(s string) (string, error) {
	u, err := idna.DecodePunycode(s)
	return u, uriError(err)
}
