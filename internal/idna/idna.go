// Package idna converts domain names between Unicode and ASCII by Unicode
// Technical Standard #46, Unicode IDNA Compatibility Processing ([UTS #46]),
// as the URL Standard's host parser calls it ([domain to ASCII]): the
// mapping of §4 step 1 (case folding, compatibility forms, the full stops
// U+3002, U+FF0E and U+FF61, code points ignored), Normalization Form C,
// the validity criteria of §4.1 (the status of each code point, the Bidi
// rule of RFC 5893 §2, the ContextJ rules of RFC 5892 Appendix A), and
// Punycode (RFC 3492) both ways.
//
// The tables are generated from Unicode's data files by the program in
// gen/ (go generate), and come from Unicode 16.0.0 ([UnicodeVersion]): the
// IDNA Mapping Table of UTS #46 16.0.0, and the Unicode Character
// Database 16.0.0 for NFC, Bidi_Class, Joining_Type and the combining
// marks (General_Category M). Package unicode, whose version is Go's,
// is not read.
//
// Processing is nontransitional: the deviations ß, ς, U+200C and U+200D
// are kept (Transitional_Processing, deprecated by UTS #46, is not
// offered).
//
// [UTS #46]: https://www.unicode.org/reports/tr46/
// [domain to ASCII]: https://url.spec.whatwg.org/#concept-domain-to-ascii
package idna

import (
	"strconv"
	"unicode/utf8"
)

// A Profile holds the flags of UTS #46 processing (§4), named as UTS #46
// names them. Transitional_Processing is always false.
type Profile struct {
	// CheckHyphens refuses a label that starts or ends with "-", or has
	// "--" in its third and fourth places (§4.1 criteria 2 and 3).
	CheckHyphens bool
	// CheckBidi applies the Bidi rule of RFC 5893 §2 to every label of a
	// domain name that holds a right-to-left character (§4.1 criterion 9).
	CheckBidi bool
	// CheckJoiners applies the ContextJ rules of RFC 5892 Appendix A to
	// U+200C and U+200D (§4.1 criterion 8).
	CheckJoiners bool
	// UseSTD3ASCIIRules admits in a label, once mapped and normalized,
	// no ASCII but lowercase letters, digits and "-" (§4.1 criterion 7):
	// a code point that maps to other ASCII is refused with it.
	UseSTD3ASCIIRules bool
	// VerifyDNSLength refuses, in ToASCII, a label that is empty or longer
	// than 63 octets and a name longer than 253 octets, the root label and
	// its dot aside (§4.2 step 4).
	VerifyDNSLength bool
	// IgnoreInvalidPunycode keeps a label that starts with "xn--" but is no
	// Punycode as it is, rather than failing (§4 step 4.1.2).
	IgnoreInvalidPunycode bool
}

var (
	// URL is the profile of the URL Standard's domain to ASCII when it is
	// not strict, and of its domain to Unicode: CheckBidi and
	// CheckJoiners, nothing else.
	URL = Profile{CheckBidi: true, CheckJoiners: true}

	// Registration is the stricter profile of what a registry or a DNS
	// client checks, the URL Standard's beStrict: URL's, with
	// CheckHyphens, UseSTD3ASCIIRules and VerifyDNSLength.
	Registration = Profile{CheckHyphens: true, CheckBidi: true, CheckJoiners: true,
		UseSTD3ASCIIRules: true, VerifyDNSLength: true}
)

// An Error reports which label of a domain name breaks which rule. Offset
// is the byte offset in Input where that label starts (where the input
// ends, for a name too long). Rule is one of:
//
//   - "disallowed": a code point whose status (UTS #46 §5) is not valid,
//     ASCII that UseSTD3ASCIIRules refuses, or, in DomainToASCII, a
//     forbidden domain code point of the URL Standard;
//   - "punycode": a label starting with "xn--" that is not Punycode, or
//     decodes to nothing or to ASCII only, or a label Punycode cannot
//     write (longer than [MaxPunycodeLabel]);
//   - "bidi": the Bidi rule (RFC 5893 §2);
//   - "contextj": the ContextJ rules for U+200C and U+200D (RFC 5892
//     Appendix A.1 and A.2);
//   - "ToASCII": another criterion of UTS #46 §4.1 (NFC, a combining
//     mark first, hyphens, "xn--" in a decoded label) or a length of
//     §4.2, and an empty result in DomainToASCII.
type Error struct {
	Input  string
	Offset int
	Rule   string
}

func (e *Error) Error() string {
	return "idna: label at offset " + strconv.Itoa(e.Offset) + " of " + strconv.Quote(e.Input) + " breaks " + e.Rule
}

// MaxPunycodeLabel is the length in octets of the longest A-label ("xn--"
// and Punycode) that ToASCII writes and that ToASCII and ToUnicode decode;
// a label with a longer A-label is refused with the rule "punycode".
// Punycode takes time that grows as the square of a label's length, and
// such a label could never be looked up: no domain name is longer than
// 253 octets as text (255 on the wire, RFC 1034 §3.1).
const MaxPunycodeLabel = 253

// ToASCII converts the domain name s by the ToASCII operation of UTS #46
// §4.2, with the flags of p: the labels it maps, normalizes and validates
// are written in ASCII, the non-ASCII ones as "xn--" and their Punycode.
// An error is an [*Error] naming the first label that breaks a rule; the
// Bidi rule, which depends on every label, is checked after the others.
//
// An ASCII name that needs no change (lowercase, no label starting with
// "xn--", nothing p refuses) is returned as it is, after one scan and
// without allocating; otherwise ToASCII allocates once, for its result,
// when the result is at most 256 octets and each label at most 64 code
// points (longer ones grow buffers on the heap). The time taken is
// linear in the length of s.
func ToASCII(s string, p Profile) (string, error) {
	if p.asciiReady(s, true) {
		return s, nil
	}
	var out [256]byte
	pr := processor{p: p, in: s, toASCII: true, bidiFail: -1}
	b, err := pr.run(out[:0])
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// ToUnicode converts the domain name s by the ToUnicode operation of UTS
// #46 §4.3, with the flags of p (VerifyDNSLength aside): its labels
// mapped, normalized and validated, each A-label decoded. An error is an
// [*Error], as ToASCII's, and comes with an empty result.
func ToUnicode(s string, p Profile) (string, error) {
	if p.asciiReady(s, false) {
		return s, nil
	}
	var out [256]byte
	pr := processor{p: p, in: s, bidiFail: -1}
	b, err := pr.run(out[:0])
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// asciiReady reports whether s is ASCII and comes out of processing with
// p as it is: no uppercase letter, no label starting with "xn--", and
// nothing that p's CheckHyphens, UseSTD3ASCIIRules or (when lengths is
// set) VerifyDNSLength refuses. An ASCII label holds no right-to-left
// character, no joiner and no combining mark.
func (p Profile) asciiReady(s string, lengths bool) bool {
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) {
			c := s[i]
			switch {
			case c >= utf8.RuneSelf || 'A' <= c && c <= 'Z':
				return false
			case c == '.':
			case p.UseSTD3ASCIIRules && !isLDH(c):
				return false
			default:
				continue
			}
		}
		label := s[start:i]
		if hasACEPrefix(label) ||
			p.CheckHyphens && badHyphens(label) ||
			lengths && p.VerifyDNSLength && (len(label) > 63 || label == "" && i < len(s)) {
			return false
		}
		start = i + 1
	}
	return !lengths || !p.VerifyDNSLength || s != "" && len(s) <= 253 || len(s) == 254 && s[253] == '.'
}

// isLDH reports whether the ASCII octet c is a lowercase letter, a digit
// or "-", which is what UseSTD3ASCIIRules admits besides ".".
func isLDH(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-'
}

// badHyphens reports whether the label breaks UTS #46 §4.1 criteria 2
// and 3: "--" in its third and fourth places, "-" first or last.
func badHyphens[T string | []byte](label T) bool {
	n := len(label)
	return n > 0 && (label[0] == '-' || label[n-1] == '-') ||
		n >= 4 && label[2] == '-' && label[3] == '-'
}

// hasACEPrefix reports whether label starts with "xn--". The mapping has
// made it lowercase.
func hasACEPrefix[T string | []byte](label T) bool {
	return len(label) >= 4 && label[0] == 'x' && label[1] == 'n' && label[2] == '-' && label[3] == '-'
}

// processor holds the state of one ToASCII or ToUnicode.
type processor struct {
	p          Profile
	in         string
	toASCII    bool
	bidi       bool // a label holds a code point of class R, AL or AN
	bidiFail   int  // the first label that breaks the Bidi rule, or -1
	bidiFailAt int  // where it starts in in
}

// run processes pr.in by UTS #46 §4 into out, one label at a time: the
// mapping of step 1 into a buffer of code points (mapLabel), reading the
// value of each code point once, then steps 2 to 4 (convert). The Bidi
// rule, which depends on every label, and the lengths of §4.2 step 4 are
// checked at the end (checkName).
func (pr *processor) run(out []byte) ([]byte, error) {
	var runes [64]rune
	var pending string // what follows a full stop in a mapping: the next label's
	i := 0
	for k := 0; ; k++ {
		start := i
		l := labelState{ascii: true, quickNFC: true, admitted: true}
		var rs []rune
		var ended bool // a full stop ended the label
		rs, i, pending, ended = pr.mapLabel(runes[:0], &l, i, pending)
		var rule string
		if out, rule = pr.convert(out, rs, &l, k, start); rule != "" {
			return nil, &Error{Input: pr.in, Offset: start, Rule: rule}
		}
		if !ended {
			break
		}
		out = append(out, '.')
	}
	return pr.checkName(out)
}

// mapLabel maps the next label of the input by UTS #46 §4 step 1: what
// is pending of a mapping that held a full stop, then the input from i
// up to a full stop. It appends the label's code points to rs, adding
// each to l, and returns rs, where the input goes on, what is pending,
// and whether a full stop ended the label.
func (pr *processor) mapLabel(rs []rune, l *labelState, i int, pending string) ([]rune, int, string, bool) {
	for pending != "" {
		r, n := decodeRune(pending, 0)
		if pending = pending[n:]; r == '.' {
			return rs, i, pending, true
		}
		rs = append(rs, r)
		l.add(r, lookup(r), pr.p)
	}
	s := pr.in
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			i++
			if c == '.' {
				return rs, i, "", true
			}
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			rs = append(rs, rune(c))
			l.add(rune(c), asciiValues[c], pr.p)
			continue
		}
		r, n := decodeRune(s, i)
		i += n
		v := lookup(r)
		switch v.status() {
		case ignored:
		case mapped:
			for m := v.mapping(); m != ""; {
				r, n := decodeRune(m, 0)
				if m = m[n:]; r == '.' {
					return rs, i, m, true
				}
				rs = append(rs, r)
				l.add(r, lookup(r), pr.p)
			}
		default:
			rs = append(rs, r)
			l.add(r, v, pr.p)
		}
	}
	return rs, i, "", false
}

// checkName checks the whole name out once every label is converted:
// the Bidi rule, when the name is a Bidi domain name (UTS #46 §4.1
// criterion 9), and in ToASCII the lengths of §4.2 step 4.
func (pr *processor) checkName(out []byte) ([]byte, error) {
	if pr.p.CheckBidi && pr.bidi && pr.bidiFail >= 0 {
		return nil, &Error{Input: pr.in, Offset: pr.bidiFailAt, Rule: "bidi"}
	}
	if pr.toASCII && pr.p.VerifyDNSLength {
		if k, ok := dnsLength(out); !ok {
			at := len(pr.in) // the whole name
			if k >= 0 {
				at = labelOffset(pr.in, k)
			}
			return nil, &Error{Input: pr.in, Offset: at, Rule: "ToASCII"}
		}
	}
	return out, nil
}

// labelState holds one label's code points, after the mapping, and what
// run learnt of them as it read their values: whether the label is
// ASCII, passes the NFC quick check, has only code points of a status
// that validity admits, holds a right-to-left code point, and how it
// stands with the Bidi rule.
type labelState struct {
	ascii, quickNFC, admitted, rtl bool
	lastCCC                        uint8
	bidi                           bidiLabel
}

// add takes in the code point r, of value v, that run appends to the
// label, processed with the profile p.
func (l *labelState) add(r rune, v value, p Profile) {
	l.ascii = l.ascii && r < utf8.RuneSelf
	l.admitted = l.admitted && p.admits(r, v.status())
	props := v.props()
	ccc := props.ccc()
	l.quickNFC = l.quickNFC && props.qc() == qcYes && (ccc == 0 || l.lastCCC <= ccc)
	l.lastCCC = ccc
	b := props.bidi()
	l.rtl = l.rtl || b == bidiR || b == bidiAL || b == bidiAN
	l.bidi.add(b)
}

// asciiValues holds the values of the ASCII code points.
var asciiValues = func() (t [utf8.RuneSelf]value) {
	for c := range t {
		t[c] = lookup(rune(c))
	}
	return t
}()

// noteBidi records whether the label number k, which starts at start in
// the input, satisfies the Bidi rule, which run applies once it knows
// whether the name is a Bidi domain name.
func (pr *processor) noteBidi(ok bool, k, start int) {
	if !ok && pr.bidiFail < 0 {
		pr.bidiFail, pr.bidiFailAt = k, start
	}
}

// convert checks and converts the mapped label l, the number k, which
// starts at start in the input (UTS #46 §4 steps 2 to 4, and §4.2 step 3
// in ToASCII), and appends it to out. It returns the rule the label
// breaks, or "".
func (pr *processor) convert(out []byte, rs []rune, l *labelState, k, start int) ([]byte, string) {
	if len(rs) >= 4 && rs[0] == 'x' && rs[1] == 'n' && rs[2] == '-' && rs[3] == '-' {
		if !l.ascii {
			return out, "punycode" // step 4.1.1
		}
		return pr.aLabelRunes(out, rs, k, start)
	}
	if l.ascii {
		if rule := pr.checkASCII(rs); rule != "" {
			return out, rule
		}
		pr.noteBidi(l.bidi.ok(), k, start)
		for _, r := range rs {
			out = append(out, byte(r))
		}
		return out, ""
	}
	// Step 2, NFC, label by label: a full stop is a starter that composes
	// with nothing. Then step 3, the validity criteria of §4.1.
	var rule string
	if l.quickNFC {
		switch {
		case !l.admitted:
			rule = "disallowed"
		default:
			pr.bidi = pr.bidi || l.rtl
			pr.noteBidi(l.bidi.ok(), k, start)
			rule = pr.checkRest(rs)
		}
	} else {
		var scratch [64]rune
		rs = nfc(rs, scratch[:0])
		rule = pr.validate(rs, false, k, start)
	}
	if rule != "" {
		return out, rule
	}
	if !pr.toASCII {
		for _, r := range rs {
			out = utf8.AppendRune(out, r)
		}
		return out, ""
	}
	return appendALabel(out, rs)
}

// aLabelRunes converts the mapped ASCII label rs that starts with "xn--"
// as aLabel does, once written in octets.
func (pr *processor) aLabelRunes(out []byte, rs []rune, k, start int) ([]byte, string) {
	var buf [MaxPunycodeLabel]byte
	if len(rs) > len(buf) {
		return out, "punycode"
	}
	label := buf[:len(rs)]
	for j, r := range rs {
		label[j] = byte(r)
	}
	return pr.aLabel(out, label, k, start)
}

// appendALabel appends the A-label of the valid label rs, "xn--" and its
// Punycode (UTS #46 §4.2 step 3), or returns the rule "punycode" when
// it would be longer than MaxPunycodeLabel.
func appendALabel(out []byte, rs []rune) ([]byte, string) {
	// Each code point takes an octet of the A-label at least.
	if len(acePrefix)+len(rs) > MaxPunycodeLabel {
		return out, "punycode"
	}
	n := len(out)
	out = append(out, acePrefix...)
	out, ok := appendPunycode(out, rs)
	if !ok || len(out)-n > MaxPunycodeLabel {
		return out, "punycode"
	}
	return out, ""
}

// aLabel converts a mapped ASCII label that starts with "xn--" (UTS #46
// §4 step 4.1): decoded, it must be a valid label of non-ASCII text.
func (pr *processor) aLabel(out, label []byte, k, start int) ([]byte, string) {
	var runes [64]rune
	rs, at := decodePunycode(runes[:0], label[len(acePrefix):])
	if at >= 0 {
		if pr.p.IgnoreInvalidPunycode {
			return append(out, label...), ""
		}
		return out, "punycode"
	}
	ascii := true
	for _, r := range rs {
		ascii = ascii && r < utf8.RuneSelf
	}
	if ascii { // empty too
		return out, "punycode"
	}
	if rule := pr.validate(rs, true, k, start); rule != "" {
		return out, rule
	}
	if pr.toASCII {
		return append(out, label...), ""
	}
	for _, r := range rs {
		out = utf8.AppendRune(out, r)
	}
	return out, ""
}

// checkASCII checks an ASCII label that does not start with "xn--"
// against the criteria of UTS #46 §4.1 that can refuse one.
func (pr *processor) checkASCII(rs []rune) string {
	if pr.p.UseSTD3ASCIIRules {
		for _, r := range rs {
			if !isLDH(byte(r)) {
				return "disallowed"
			}
		}
	}
	if n := len(rs); pr.p.CheckHyphens && n > 0 && (rs[0] == '-' || rs[n-1] == '-' || n >= 4 && rs[2] == '-' && rs[3] == '-') {
		return "ToASCII"
	}
	return ""
}

// decodeRune decodes the code point at s[i] as utf8.DecodeRuneInString
// does, with the two- and three-octet forms, which most non-ASCII
// domain names are made of, read inline.
func decodeRune(s string, i int) (rune, int) {
	switch c := s[i]; {
	case 0xC2 <= c && c < 0xE0 && i+1 < len(s):
		if d := s[i+1]; d&0xC0 == 0x80 {
			return rune(c&0x1F)<<6 | rune(d&0x3F), 2
		}
	case 0xE0 <= c && c < 0xF0 && i+2 < len(s):
		d, e := s[i+1], s[i+2]
		r := rune(c&0x0F)<<12 | rune(d&0x3F)<<6 | rune(e&0x3F)
		if d&0xC0 == 0x80 && e&0xC0 == 0x80 && r >= 0x800 && (r < 0xD800 || r > 0xDFFF) {
			return r, 3
		}
	}
	return utf8.DecodeRuneInString(s[i:])
}

// labelOffset returns where in s the label number k starts, by counting
// the full stops that the mapping of s writes.
func labelOffset(s string, k int) int {
	if k == 0 {
		return 0
	}
	dots := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch v := lookup(r); {
		case r == '.':
			dots++
		case r >= utf8.RuneSelf && v.isMapped():
			for _, c := range []byte(v.mapping()) {
				if c == '.' {
					dots++
				}
			}
		}
		if dots >= k {
			return i
		}
	}
	return len(s)
}

// validate checks the non-empty label rs against the validity criteria of
// UTS #46 §4.1, but for the Bidi rule, which run checks once it has seen
// every label. A label decoded from Punycode (fromPunycode) must also be
// in NFC; the others were normalized. It returns the rule broken, or "".
func (pr *processor) validate(rs []rune, fromPunycode bool, k, start int) string {
	if len(rs) == 0 {
		return ""
	}
	// Criterion 7 first, so that NFC sees only code points the tables
	// describe in full.
	var bidi bidiLabel
	for _, r := range rs {
		v := lookup(r)
		if !pr.p.admits(r, v.status()) {
			return "disallowed"
		}
		b := v.props().bidi()
		if b == bidiR || b == bidiAL || b == bidiAN {
			pr.bidi = true
		}
		bidi.add(b)
	}
	pr.noteBidi(bidi.ok(), k, start)
	if fromPunycode {
		var scratch [64]rune
		if yes, sure := isNFC(rs); !yes && (sure || !equalRunes(nfc(rs, scratch[:0]), rs)) {
			return "ToASCII"
		}
	}
	return pr.checkRest(rs)
}

// admits reports whether the code point r, of status s, may stand in a
// label (UTS #46 §4.1 criterion 7, nontransitional): its status is valid
// or deviation and, with UseSTD3ASCIIRules, it is no ASCII but a
// lowercase letter, a digit or "-".
func (p Profile) admits(r rune, s status) bool {
	return (s == valid || s == deviation) && (!p.UseSTD3ASCIIRules || r >= utf8.RuneSelf || isLDH(byte(r)))
}

// checkRest checks the non-empty label rs against the criteria of UTS #46
// §4.1 that remain once its code points are admitted and it is in NFC:
// hyphens, "xn--", a combining mark first, and the ContextJ rules.
func (pr *processor) checkRest(rs []rune) string {
	n := len(rs)
	if n == 0 {
		return ""
	}
	switch {
	case pr.p.CheckHyphens && (rs[0] == '-' || rs[n-1] == '-' || n >= 4 && rs[2] == '-' && rs[3] == '-'):
		return "ToASCII"
	case !pr.p.CheckHyphens && n >= 4 && rs[0] == 'x' && rs[1] == 'n' && rs[2] == '-' && rs[3] == '-':
		return "ToASCII"
	case rs[0] >= utf8.RuneSelf && lookup(rs[0]).props().mark():
		return "ToASCII"
	case pr.p.CheckJoiners && !contextJ(rs):
		return "contextj"
	}
	return ""
}

func equalRunes(a, b []rune) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// dnsLength checks the lengths of UTS #46 §4.2 step 4 in the ASCII name
// s: each label from 1 to 63 octets, the whole from 1 to 253, without the
// root label (an empty last label) and its dot. It returns the number of
// the label that breaks them, or -1 for the whole.
func dnsLength(s []byte) (int, bool) {
	n := len(s)
	if n > 0 && s[n-1] == '.' {
		n-- // the root label and its dot
	}
	k, start := 0, 0
	for i := 0; i <= n; i++ {
		if i < n && s[i] != '.' {
			continue
		}
		if l := i - start; l == 0 || l > 63 {
			return k, false
		}
		k++
		start = i + 1
	}
	if n > 253 {
		return -1, false
	}
	return 0, true
}
