package scheme

import (
	"strings"

	"github.com/uriref/uri"
)

// Mailto is what a mailto URI holds (RFC 6068 §2): the addresses before the
// "?", and the header fields after it, decoded.
//
// "mailto:joe@example.com?cc=bob@example.com&body=hello" has To
// ["joe@example.com"] and Headers [{cc bob@example.com} {body hello}]. A
// "%" in an address is written "%25" (uri(7)): "mailto:gorby%25kremvax@example.com"
// has To ["gorby%kremvax@example.com"].
type Mailto struct {
	To      []string // the addr-specs before "?", in order
	Headers []Header // the hfields after "?", in order, duplicates kept
}

// A Header is one header field of a mailto URI, decoded. RFC 6068 §2 gives
// "body" the text of the message, and "to" more addresses. [ParseMailto]
// returns no Name or Value that could write a second header field.
type Header struct {
	Name, Value string
}

// Header returns the value of the first header field whose name is name,
// without regard to case, and reports whether there is one.
func (m Mailto) Header(name string) (string, bool) {
	for _, h := range m.Headers {
		if strings.EqualFold(h.Name, name) {
			return h.Value, true
		}
	}
	return "", false
}

// ParseMailto reads the mailto URI u (RFC 6068 §2):
//
//	mailtoURI    = "mailto:" [ to ] [ hfields ]
//	to           = addr-spec *("," addr-spec )
//	hfields      = "?" hfield *( "&" hfield )
//	hfield       = hfname "=" hfvalue
//	hfname       = *qchar
//	hfvalue      = *qchar
//	qchar        = unreserved / pct-encoded / some-delims
//	some-delims  = "!" / "$" / "'" / "(" / ")" / "*"
//	             / "+" / "," / ";" / ":" / "@"
//
// Each address is decoded, then checked as an addr-spec of RFC 5322 §3.4.1
// (a dot-atom or quoted local part, "@", a dot-atom or bracketed domain),
// with the UTF-8 of RFC 6532 allowed. A "+" is a plus sign, never a space.
//
// A header field becomes a line "Name: Value" of a message (RFC 5322 §2.2),
// so that a CR or LF decoded from it would end that line and could start
// another field, such as "Bcc:" (see RFC 6068 §7). So each name must be a
// field-name once decoded (RFC 5322 §3.6.8: printable US-ASCII but ":"),
// and no value may hold a control character once decoded, but HTAB (RFC
// 5322 §2.2). The value of "body", in any case, is the text of the message,
// not a field: it may hold CR and LF, alone or as a pair, since RFC 6068 §5
// writes its line breaks "%0D%0A", and HTAB, but no other control
// character.
//
// It refuses, with an [*uri.Error] whose Input is u.String() and whose Rule
// is "mailtoURI" for another scheme or an authority, "addr-spec",
// "local-part" or "domain" for an address, "hfield" for a field without
// "=", "hfname" for an empty name, and "hfname" or "hfvalue" for a "/", "?"
// or "=" that qchar does not allow, or for what a field's name or value may
// not hold, as said above; Offset is at the octet, or the "%" of the
// triplet, at fault.
func ParseMailto(u uri.URI) (Mailto, error) {
	var m Mailto
	if err := checkScheme(u, "mailto", "mailtoURI"); err != nil {
		return m, err
	}
	if _, ok := u.Authority(); ok {
		return m, errAt(u, authorityStart(u)-2, "mailtoURI")
	}
	if p, at := u.Path(), pathStart(u); p != "" {
		for raw := range strings.SplitSeq(p, ",") {
			a := decode(raw)
			if i, rule := addrSpec(a); i >= 0 {
				return Mailto{}, errAt(u, at+rawIndex(raw, i), rule)
			}
			m.To = append(m.To, a)
			at += len(raw) + 1
		}
	}
	q, ok := u.Query()
	if !ok {
		return m, nil
	}
	at := queryStart(u) + 1
	for raw := range strings.SplitSeq(q, "&") {
		name, value, ok := strings.Cut(raw, "=")
		switch {
		case !ok:
			return Mailto{}, errAt(u, at+len(raw), "hfield")
		case name == "":
			return Mailto{}, errAt(u, at, "hfname")
		}
		if i := badHfname(name); i >= 0 {
			return Mailto{}, errAt(u, at+i, "hfname")
		}
		if i := badHfvalue(value, valueCTL(decode(name))); i >= 0 {
			return Mailto{}, errAt(u, at+len(name)+1+i, "hfvalue")
		}
		m.Headers = append(m.Headers, Header{decode(name), decode(value)})
		at += len(raw) + 1
	}
	return m, nil
}

// URI returns the mailto URI of m. Each address must be an addr-spec, and
// each header name and value what [ParseMailto] takes: a name of printable
// US-ASCII but ":", a value without control characters but HTAB (CR and LF
// too for "body"). Everything that qchar does not allow is
// percent-encoded, "%" as "%25", and "," within an address as "%2C". An
// error is an [*uri.Error] whose Input is the address, name or value at
// fault, with Rule "addr-spec", "local-part", "domain", "hfname" or
// "hfvalue".
func (m Mailto) URI() (uri.URI, error) {
	var path []byte
	for i, a := range m.To {
		if j, rule := addrSpec(a); j >= 0 {
			return uri.URI{}, errIn(a, j, rule)
		}
		if i > 0 {
			path = append(path, ',')
		}
		path = append(path, escape(a, uri.ComponentPathSegment, ",")...)
	}
	parts := []uri.Part{uri.Set(uri.ComponentScheme, "mailto"), uri.Set(uri.ComponentPath, string(path))}
	if len(m.Headers) > 0 {
		var q []byte
		for i, h := range m.Headers {
			if h.Name == "" {
				return uri.URI{}, errIn(h.Name, 0, "hfname")
			}
			if j := indexNotFtext(h.Name); j >= 0 {
				return uri.URI{}, errIn(h.Name, j, "hfname")
			}
			if j := strings.IndexAny(h.Value, valueCTL(h.Name)); j >= 0 {
				return uri.URI{}, errIn(h.Value, j, "hfvalue")
			}
			if i > 0 {
				q = append(q, '&')
			}
			q = append(q, escape(h.Name, uri.ComponentPathSegment, "&=")...)
			q = append(q, '=')
			q = append(q, escape(h.Value, uri.ComponentPathSegment, "&=")...)
		}
		parts = append(parts, uri.Set(uri.ComponentQuery, string(q)))
	}
	return uri.Build(parts...)
}

// The control characters (RFC 5234 CTL) that a header field's value may
// not hold: RFC 5322 §2.2 allows none in a field body but HTAB, and the
// body of the message (RFC 6068 §2, §5) takes CR and LF as line breaks.
const (
	ctlLow   = "\x00\x01\x02\x03\x04\x05\x06\x07\x08"
	ctlHigh  = "\v\f\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f"
	fieldCTL = ctlLow + "\n\r" + ctlHigh
	bodyCTL  = ctlLow + ctlHigh
)

// valueCTL returns the control characters that the value of the header
// field name may not hold.
func valueCTL(name string) string {
	if strings.EqualFold(name, "body") {
		return bodyCTL
	}
	return fieldCTL
}

// badHfname returns the index in the percent-encoded name of the first
// octet that qchar does not allow ("/" or "?", RFC 6068 §2), or that is
// not ftext once decoded (RFC 5322 §3.6.8: a field name is printable
// US-ASCII but ":"), or -1.
//
//	field-name      = 1*ftext
//	ftext           = %d33-57 / %d59-126
func badHfname(name string) int {
	i := strings.IndexAny(name, "/?")
	if j := indexNotFtext(decode(name)); j >= 0 {
		return first(i, rawIndex(name, j))
	}
	return i
}

// badHfvalue returns the index in the percent-encoded value of the first
// octet that qchar does not allow ("/", "?" or "=", RFC 6068 §2), or of
// the first triplet that encodes an octet of ctl, or -1.
func badHfvalue(value, ctl string) int {
	return first(strings.IndexAny(value, "/?="), findEncoded(value, ctl))
}

// first returns the smaller of the indexes i and j, where -1 is none.
func first(i, j int) int {
	if i < 0 || 0 <= j && j < i {
		return j
	}
	return i
}

// indexNotFtext returns the index of the first octet of s that is not ftext
// (RFC 5322 §3.6.8), or -1.
func indexNotFtext(s string) int {
	for i := 0; i < len(s); i++ {
		if o := s[i]; o < 33 || o > 126 || o == ':' {
			return i
		}
	}
	return -1
}

// addrSpec checks a against addr-spec (RFC 5322 §3.4.1, with RFC 6532's
// UTF-8), and returns the index of the first octet that breaks it and the
// rule it breaks, or -1.
//
//	addr-spec       = local-part "@" domain
//	local-part      = dot-atom-text / quoted-string
//	domain          = dot-atom-text / "[" *dtext-no-obs "]"
func addrSpec(a string) (int, string) {
	i := 0
	if strings.HasPrefix(a, `"`) {
		// quoted-string: qtext, quoted-pair and spaces between DQUOTEs.
		for i = 1; ; i++ {
			if i >= len(a) {
				return len(a), "local-part"
			}
			if o := a[i]; o == '"' {
				i++
				break
			} else if o == '\\' {
				if i++; i == len(a) || (a[i] < 0x20 && a[i] != '\t') || a[i] == 0x7F {
					return i, "local-part"
				}
			} else if (o < 0x20 && o != '\t') || o == 0x7F {
				return i, "local-part"
			}
		}
	} else if i = dotAtom(a, "@"); i == 0 || i < len(a) && a[i] != '@' {
		return i, "local-part"
	}
	if i == len(a) || a[i] != '@' {
		return i, "addr-spec"
	}
	i++
	d := a[i:]
	if strings.HasPrefix(d, "[") {
		for j := 1; j < len(d); j++ {
			switch o := d[j]; {
			case o == ']' && j == len(d)-1:
				return -1, ""
			case o < 33 || o == '[' || o == ']' || o == '\\' || o == 0x7F:
				return i + j, "domain"
			}
		}
		return len(a), "domain"
	}
	if j := dotAtom(d, ""); j == 0 || j < len(d) {
		return i + j, "domain"
	}
	return -1, ""
}

// dotAtom returns the length of the longest prefix of s that is
// dot-atom-text (RFC 5322 §3.2.3), stopping before any octet of stop. It
// returns the index of a misplaced "." when there is one.
//
//	dot-atom-text   = 1*atext *("." 1*atext)
func dotAtom(s, stop string) int {
	for i := 0; i < len(s); i++ {
		o := s[i]
		switch {
		case strings.IndexByte(stop, o) >= 0:
			return i
		case o == '.':
			if i == 0 || s[i-1] == '.' || i == len(s)-1 || strings.IndexByte(stop, s[i+1]) >= 0 {
				return i
			}
		case !isAtext(o):
			return i
		}
	}
	return len(s)
}

// isAtext reports whether o is atext (RFC 5322 §3.2.3), or an octet of a
// UTF-8 sequence (RFC 6532 §3.2).
func isAtext(o byte) bool {
	return isAlpha(o) || '0' <= o && o <= '9' || o >= 0x80 || strings.IndexByte("!#$%&'*+-/=?^_`{|}~", o) >= 0
}
