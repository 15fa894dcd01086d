package uri

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// IRI is one parsed IRI reference (RFC 3987 §2.2): a URI reference that may
// also hold non-ASCII characters, written as they are in UTF-8. Like [URI]
// it is an immutable, comparable value that keeps the text it was parsed
// from, and its zero value is the empty reference "". Two IRIs are ==
// exactly when their texts are identical.
//
// An IRI is not a URI: use [IRI.URI] to map it to one (RFC 3987 §3.1), and
// [URI.IRI] to show a URI as an IRI (RFC 3987 §3.2).
type IRI struct {
	u URI // the offsets of the components; u.s is the IRI text, not a URI
}

// ParseIRI parses s as an IRI reference by the grammar of RFC 3987 §2.2.
// That grammar is RFC 3986's, with ucschar admitted wherever pct-encoded is
// (in iuserinfo, ireg-name, isegment, iquery and ifragment) and iprivate in
// iquery as well. The scheme, ports and IP literals stay ASCII.
//
// As RFC 3987 §4.1 requires, the bidirectional formatting characters LRM,
// RLM, LRE, RLE, LRO, RLO and PDF (U+200E, U+200F, U+202A to U+202E) are
// refused, though ucschar covers them. No normalization (NFC, RFC 3987
// §5.3.2.2) is applied or checked.
//
// An input that breaks the grammar gives an [*Error] whose Rule is spelled
// as in RFC 3987: "isegment", "ireg-name", "iquery", "ifragment",
// "iuserinfo", "isegment-nz-nc", or an ASCII rule the two RFCs share
// ("scheme", "port", "IP-literal", "pct-encoded"). A character that is
// not allowed where it stands, or octets that are not UTF-8, fail at their
// first octet with the rule of the component. ParseIRI never panics, and
// it does not allocate unless it returns an error.
func ParseIRI(s string) (IRI, error) {
	if len(s) > maxLen {
		return IRI{}, &Error{Input: s, Offset: maxLen, Rule: "IRI-reference"}
	}
	p := parser{s: s, iri: true}
	if !p.uriReference() {
		return IRI{}, &Error{Input: s, Offset: p.i, Rule: iriRule(p.rule)}
	}
	p.u.s = s
	return IRI{p.u}, nil
}

// MustParseIRI is like [ParseIRI] but panics if s is not an IRI reference.
// It is for tests and for constants known to be valid.
func MustParseIRI(s string) IRI {
	r, err := ParseIRI(s)
	if err != nil {
		panic(err)
	}
	return r
}

// iriRule returns the name RFC 3987 §2.2 gives to the rule that RFC 3986
// calls rule: the rules that admit ucschar take an "i".
func iriRule(rule string) string {
	switch rule {
	case "URI-reference":
		return "IRI-reference"
	case "authority", "userinfo", "reg-name", "segment", "segment-nz", "segment-nz-nc", "query", "fragment":
		return "i" + rule
	}
	return rule
}

// ucschar moves p.i over the character at p.i and reports true when the
// rule whose octets are c admits it in an IRI (RFC 3987 §2.2):
//
//	iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
//	iquery      = *( ipchar / iprivate / "/" / "?" )
//
// The rules of RFC 3986 that admit pct-encoded are exactly those that
// RFC 3987 widens with ucschar, so c admits ucschar when its bit is set on
// "%"; iprivate only when c has iprivateOK, which query passes.
func (p *parser) ucschar(c class) bool {
	if octets['%']&c == 0 {
		return false
	}
	r, n := utf8.DecodeRuneInString(p.s[p.i:])
	if !isUcschar(r) && (c&iprivateOK == 0 || !isIprivate(r)) || isBidiFormat(r) {
		return false
	}
	p.i += n
	return true
}

// isUcschar reports whether r matches ucschar (RFC 3987 §2.2):
//
//	ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//	        / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
//	        / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
//	        / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
//	        / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
//	        / %xD0000-DFFFD / %xE1000-EFFFD
//
// Above U+FFFF, each plane is in but for its last two code points, the
// noncharacters, and plane 14 starts at U+E1000.
func isUcschar(r rune) bool {
	switch {
	case r < 0xA0:
		return false
	case r <= 0xD7FF:
		return true
	case r < 0xF900:
		return false
	case r <= 0xFDCF:
		return true
	case r < 0xFDF0:
		return false
	case r <= 0xFFEF:
		return true
	case r < 0x10000 || r > 0xEFFFD || r&0xFFFF > 0xFFFD:
		return false
	}
	return r < 0xE0000 || r >= 0xE1000
}

// isIprivate reports whether r matches iprivate (RFC 3987 §2.2):
//
//	iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
func isIprivate(r rune) bool {
	return 0xE000 <= r && r <= 0xF8FF ||
		0xF0000 <= r && r <= 0x10FFFD && r&0xFFFF <= 0xFFFD
}

// isBidiFormat reports whether r is one of the bidirectional formatting
// characters that RFC 3987 §4.1 forbids in an IRI: LRM, RLM, and LRE to RLO.
func isBidiFormat(r rune) bool {
	return r == 0x200E || r == 0x200F || 0x202A <= r && r <= 0x202E
}

// String returns the IRI reference as text, the text given to [ParseIRI]
// or built by [URI.IRI]. It does not allocate.
func (r IRI) String() string { return r.u.s }

// Scheme returns the scheme without its ":", or "" when there is none.
func (r IRI) Scheme() string { return r.u.Scheme() }

// IsAbsolute reports whether r has a scheme.
func (r IRI) IsAbsolute() bool { return r.u.IsAbsolute() }

// Authority returns the iauthority without its leading "//" and reports
// whether r has one.
func (r IRI) Authority() (string, bool) { return r.u.Authority() }

// Userinfo returns the iuserinfo without its "@" and reports whether r has
// one.
func (r IRI) Userinfo() (string, bool) { return r.u.Userinfo() }

// Host returns the ihost as written, or "" when r has no authority.
func (r IRI) Host() string { return r.u.Host() }

// HostKind reports which alternative of ihost the host matches; an
// ireg-name is [HostRegName].
func (r IRI) HostKind() HostKind { return r.u.HostKind() }

// Port returns the port and reports whether r has one.
func (r IRI) Port() (string, bool) { return r.u.Port() }

// Path returns the ipath, which may be empty.
func (r IRI) Path() string { return r.u.Path() }

// Query returns the iquery without its "?" and reports whether r has one.
func (r IRI) Query() (string, bool) { return r.u.Query() }

// Fragment returns the ifragment without its "#" and reports whether r has
// one.
func (r IRI) Fragment() (string, bool) { return r.u.Fragment() }

// IRIOptions adjusts the mapping between IRIs and URIs.
type IRIOptions struct {
	// IDNA writes a reg-name host in its ASCII form: [IRI.URIWith] turns
	// each label with non-ASCII characters into an A-label with
	// [HostToASCII] instead of percent-encoding it, as RFC 3987 §3.1 allows
	// for schemes whose hosts are domain names; [URI.IRIWith] shows each
	// A-label that [HostToUnicode] can decode as Unicode.
	IDNA bool
}

// URI maps r to a URI by RFC 3987 §3.1: every character that is not ASCII
// is written as the "%" triplets of its UTF-8 octets, in uppercase
// hexadecimal. What is already ASCII, "%" triplets included, is left as it
// is, so an IRI that is a URI maps to itself and no allocation is made.
// Otherwise URI allocates once. The result always parses.
func (r IRI) URI() URI {
	s := r.u.s
	n := 0
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf {
			n++
		}
	}
	if n == 0 {
		return r.u
	}
	var b strings.Builder
	b.Grow(len(s) + 2*n)
	for i := range len(s) {
		if c := s[i]; c >= utf8.RuneSelf {
			b.Write([]byte{'%', upperhex[c>>4], upperhex[c&15]})
		} else {
			b.WriteByte(c)
		}
	}
	u, err := Parse(b.String())
	if err != nil {
		return URI{} // cannot happen: every octet encoded stood where pct-encoded may
	}
	return u
}

// URIWith is like [IRI.URI], with the options o. With o.IDNA set, a
// reg-name host is first written by [HostToASCII]; the error is then
// HostToASCII's, with Input set to r's text and Offset moved to match,
// for a host that has no ASCII form.
func (r IRI) URIWith(o IRIOptions) (URI, error) {
	if !o.IDNA || r.u.kind != HostRegName {
		return r.URI(), nil
	}
	host := r.Host()
	ascii, err := HostToASCII(host)
	if e, ok := err.(*Error); ok {
		return URI{}, &Error{Input: r.u.s, Offset: int(r.u.hostStart) + e.Offset, Rule: e.Rule}
	}
	if ascii == host {
		return r.URI(), nil
	}
	s := r.u.s[:r.u.hostStart] + ascii + r.u.s[r.u.hostEnd:]
	v, err := ParseIRI(s)
	if err != nil {
		// An A-label is LDH text, which ireg-name admits; but a host whose
		// other labels hold sub-delims may still be refused by HostToASCII.
		return URI{}, err
	}
	return v.URI(), nil
}

// IRI shows u as an IRI, for display, by RFC 3987 §3.2: a run of "%"
// triplets is decoded where its octets are the UTF-8 form of characters
// that may stand in that component of an IRI, ucschar everywhere and
// iprivate in the query. Everything else is left as it is:
//
//   - triplets of ASCII octets, reserved or not, so "%2F" and "%41" stay
//     (decoding unreserved ones is [URI.Normalize]'s job, §3.2 step 2 aside);
//   - octets that are not UTF-8, or not the shortest form;
//   - the bidirectional formatting characters of RFC 3987 §4.1 and every
//     other format character (Unicode category Cf, such as U+2066 to U+2069
//     and U+FEFF), and the space and separator characters (Z*), which would
//     hide or disguise what the reader sees (RFC 3987 §4.1 and §6.1);
//   - the host of an IP literal, the scheme and the port, which hold no
//     triplets anyway.
//
// The result parses with [ParseIRI], and its [IRI.URI] is u up to the case
// of the hexadecimal digits of the triplets it decoded. When nothing is
// decoded, IRI does not allocate.
func (u URI) IRI() IRI {
	s := u.s
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return IRI{u}
	}
	var b strings.Builder // empty until a character is decoded; then the IRI so far
	last := 0             // s[last:i] is yet to be copied to b
	qStart, qEnd := -1, -1
	if u.queryEnd != 0 {
		qStart, qEnd = int(u.pathEnd)+1, int(u.queryEnd)
	}
	for ; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		r, n := decodeTriplets(s[i:])
		if n == 0 || !displayable(r, qStart <= i && i < qEnd) {
			i += 2
			continue
		}
		if b.Cap() == 0 {
			b.Grow(len(s)) // decoding only shortens
		}
		b.WriteString(s[last:i])
		b.WriteRune(r)
		i += n - 1
		last = i + 1
	}
	if b.Cap() == 0 {
		return IRI{u}
	}
	b.WriteString(s[last:])
	r, err := ParseIRI(b.String())
	if err != nil {
		return IRI{u} // cannot happen: each character decoded may stand there
	}
	return r
}

// IRIWith is like [URI.IRI], with the options o. With o.IDNA set, the
// A-labels of a reg-name host are shown as Unicode by [HostToUnicode].
func (u URI) IRIWith(o IRIOptions) IRI {
	r := u.IRI()
	if !o.IDNA || r.u.kind != HostRegName {
		return r
	}
	host := r.Host()
	uni := HostToUnicode(host)
	if uni == host {
		return r
	}
	v, err := ParseIRI(r.u.s[:r.u.hostStart] + uni + r.u.s[r.u.hostEnd:])
	if err != nil {
		return r
	}
	return v
}

// decodeTriplets decodes the UTF-8 sequence of one non-ASCII character
// written as "%" triplets at the start of s. It returns the character and
// the number of octets of s it takes, or n == 0 when the triplets there are
// not one such character in its shortest form.
func decodeTriplets(s string) (r rune, n int) {
	var buf [utf8.UTFMax]byte
	k := 0
	for k < utf8.UTFMax && 3*k+2 < len(s) && s[3*k] == '%' &&
		octets[s[3*k+1]]&hexdig != 0 && octets[s[3*k+2]]&hexdig != 0 {
		buf[k] = unhex(s[3*k+1])<<4 | unhex(s[3*k+2])
		k++
		if !utf8.FullRune(buf[:k]) {
			continue
		}
		r, size := utf8.DecodeRune(buf[:k])
		if r < utf8.RuneSelf || r == utf8.RuneError && size <= 1 {
			return 0, 0
		}
		return r, 3 * size
	}
	return 0, 0
}

// displayable reports whether URI.IRI may show r decoded, in the query when
// inQuery is set.
func displayable(r rune, inQuery bool) bool {
	if !isUcschar(r) && !(inQuery && isIprivate(r)) {
		return false
	}
	return !unicode.In(r, unicode.Cf, unicode.Z)
}

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
// has 1 to 63 octets. A failure is an [*Error] with the rule "ToASCII" at
// the start of the label.
func HostToASCII(h string) (string, error) {
	if isASCII(h) {
		return h, nil
	}
	var b []byte
	for start := 0; start <= len(h); {
		end, next := labelEnd(h, start)
		label := h[start:end]
		var ok bool
		if b, ok = appendALabel(b, label); !ok {
			return "", &Error{Input: h, Offset: start, Rule: "ToASCII"}
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
		if r == 0x3002 || r == 0xFF0E || r == 0xFF61 {
			return i, i + n
		}
		i += n
	}
	return len(h), -1
}

// appendALabel appends label to b, as it is when it is ASCII, and otherwise
// as an A-label, reporting whether ToASCII's checks allow it.
func appendALabel(b []byte, label string) ([]byte, bool) {
	if isASCII(label) {
		return append(b, label...), true
	}
	for i := range len(label) {
		if c := label[i]; c < utf8.RuneSelf && octets[c]&(alpha|digit) == 0 && c != '-' {
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

// isASCII reports whether s holds ASCII octets only.
func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// hasACEPrefix reports whether label starts with "xn--", in any case.
func hasACEPrefix(label string) bool {
	return len(label) >= len(acePrefix) && strings.EqualFold(label[:len(acePrefix)], acePrefix)
}

// HostToUnicode shows each A-label of the host name h ("xn--" and
// Punycode, in any case) as the Unicode label it encodes, as the ToUnicode
// operation of RFC 3490 §4.2 does, and leaves every other label as it is.
// An A-label stays as written when it does not decode, when it decodes to a
// character that [URI.IRI] would not show (not ucschar, a format or space
// character), to a character that is not a letter, digit or hyphen in ASCII,
// or when [HostToASCII] of the result fails or does not give the same label
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
	if isASCII(u) {
		return "", false // "xn--abc-" would show as another host, "abc"
	}
	for _, r := range u {
		if r < utf8.RuneSelf {
			if octets[r]&(alpha|digit) == 0 && r != '-' {
				return "", false
			}
		} else if !displayable(r, false) {
			return "", false
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
