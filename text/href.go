package text

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/core"
	"github.com/uriref/uri/internal/syntax"
	"github.com/uriref/uri/whatwg"
)

// ErrNoBase is the error of a relative reference that has no base URI to
// be resolved against (RFC 3986 §5.1): a link of an HTML document whose
// base is not known. [HTMLLinks] reports it as an error that errors.Is
// finds ErrNoBase in, and errors.As a [*uri.Error] of Rule "absolute-URI"
// at Offset 0, since an absolute URI was needed there.
var ErrNoBase = errors.New("relative reference with no base URI to resolve it against")

// noBaseError is the error of a relative link without a base.
type noBaseError struct {
	ref string
	err *uri.Error
}

func newNoBaseError(ref string) *noBaseError {
	return &noBaseError{ref: ref, err: &uri.Error{Input: ref, Offset: 0, Rule: "absolute-URI"}}
}

// Error says that the reference has no base to be resolved against.
func (e *noBaseError) Error() string {
	return "relative reference " + strconv.Quote(e.ref) + " with no base URI to resolve it against (RFC 3986 §5.1)"
}

// Unwrap gives ErrNoBase, for errors.Is, and the *uri.Error, for errors.As.
func (e *noBaseError) Unwrap() []error { return []error{ErrNoBase, e.err} }

// ParseHref reads the value of an HTML href or src attribute, its character
// references already decoded, as a browser's URL parser reads it (the
// WHATWG URL Standard's preprocessing), and makes a URI reference of it:
//
//   - leading and trailing C0 controls (U+0000-U+001F) and spaces are
//     removed, and so is every tab, line feed and carriage return within;
//   - the rest is split into components as RFC 3986 Appendix B does, and
//     every octet that may not stand where it is becomes "%" and two
//     uppercase hexadecimal digits: anywhere, space, the other C0 controls,
//     DEL, `"`, "<", ">", "^", "`", "{", "|", "}" and every non-ASCII octet
//     (the UTF-8 of the character, as RFC 3987 §3.1 maps an IRI); in the
//     path, query and fragment also "[" and "]"; in the fragment also a
//     second "#". In the authority, only non-ASCII octets are encoded,
//     but for the full stops U+3002, U+FF0E and U+FF61 in a host, which
//     separate its labels (RFC 3490 §3.1) and are written ".", as a
//     browser reads them and as [iri.IRI.URI] writes them;
//   - a relative reference whose first segment holds a ":" after something
//     that is not a scheme ("1a:b", "a b:c") gets "./" before it, as RFC
//     3986 §4.2 asks, so that it resolves as a browser resolves it.
//
// So `../img/a b.png` gives "../img/a%20b.png" and "/über" gives
// "/%C3%BCber". A value that already parses comes back unchanged, without
// allocating.
//
// A value that does not parse and starts with a special scheme of the URL
// Standard (ftp, file, http, https, ws, wss) is parsed as a browser
// parses it, by the basic URL parser of package [whatwg], and read as a
// URI ([whatwg.URL.URI]), with what the URL Standard leaves that RFC 3986
// admits only encoded ("|", "[", "{"...) encoded as above: "\" is "/" there,
// the host goes to ASCII by domain to ASCII, dot segments are removed, so
// that `http:\\a.example\b\..\c` gives "http://a.example/c" and
// "https://例え.jp/" "https://xn--r8jz45g.jp/". [HTMLLinks] resolves
// every href so, against the document's base.
//
// A "%" that starts no triplet ("%zz", which a browser leaves as it is
// and sends) is written "%25", so that the URI holds the octets the
// browser sends. A relative reference is read as in a page whose URL has
// a special scheme, as a web page's has: before its query, "\" is "/", so
// that `/a\b` gives "/a/b" and `\\host\x` gives "//host/x".
// Any other "\" after the authority (in a query, a fragment, or the path
// of a URL that is not special, where the URL Standard keeps it as data)
// is "%5C".
//
// What is left as it is, and so still fails, is an authority that is no
// authority even so, such as a host with a space or a bad port. The error
// is then [uri.Parse]'s, with Input set to the value after the removals
// above and Offset pointing into it.
func ParseHref(href string) (uri.URI, error) {
	s := trimHref(href)
	if u, ok := parseValid(s); ok {
		return u, nil
	}
	if isSpecial(s) {
		if w, err := whatwg.Parse(s); err == nil {
			if u, ok := urlURI(w); ok {
				return u, nil
			}
		}
	}
	t := s
	if core.SplitRef(s, true).SchemeEnd < 0 {
		t = slashes(s)
	}
	return encodeHref(s, t)
}

// slashes returns the relative reference s with each "\" before its query
// or fragment written "/", as the URL Standard's states read it in a URL
// of a special scheme.
func slashes(s string) string {
	end := strings.IndexAny(s, "?#")
	if end < 0 {
		end = len(s)
	}
	if strings.IndexByte(s[:end], '\\') < 0 {
		return s
	}
	return strings.ReplaceAll(s[:end], "\\", "/") + s[end:]
}

// encodeHref makes a URI reference of t by encoding what may not stand
// where it is; see ParseHref. t is s, the trimmed href, or s with its
// backslashes read as slashes (slashes), octet for octet, so that the
// offset of an error is the same in both; its Input is s.
func encodeHref(s, t string) (uri.URI, error) {
	b, dot := appendHref(make([]byte, 0, len(t)+len(t)/2+2), t)
	u, err := uri.Parse(string(b))
	if e, ok := err.(*uri.Error); ok {
		return uri.URI{}, &uri.Error{Input: s, Offset: hrefOffset(t, string(b[dot:]), e.Offset-dot), Rule: e.Rule}
	}
	return u, err
}

// isSpecial reports whether the trimmed href s starts with a special
// scheme of the URL Standard (§4.2: ftp, file, http, https, ws, wss), in
// any case, and ":".
func isSpecial(s string) bool {
	k := syntax.SchemeStop(s)
	if k == 0 || k == len(s) || s[k] != ':' {
		return false
	}
	switch strings.ToLower(s[:k]) {
	case "ftp", "file", "http", "https", "ws", "wss":
		return true
	}
	return false
}

// urlURI returns the URI that the URL w reads as by RFC 3986: w.URI, or,
// where the URL Standard leaves in its serialization what RFC 3986 admits
// only percent-encoded ("|", "[", "{" in a path, a query or a fragment, a
// second "#"), the serialization with those encoded as ParseHref encodes
// them, and "\\" as "%5C". It reports false when even that is no URI, as
// with a "%" that no two hexadecimal digits follow.
func urlURI(w *whatwg.URL) (uri.URI, bool) {
	if u, err := w.URI(); err == nil {
		return u, true
	}
	// A "\\" is one only in a path, query or fragment of a URL that is
	// not special, where the URL Standard leaves it as it is: "%5C". A "%"
	// that starts no triplet is "%25" (appendHrefPart).
	href := strings.ReplaceAll(w.Href(), "\\", "%5C")
	b, _ := appendHref(make([]byte, 0, len(href)+len(href)/2), href)
	return parseValid(string(b))
}

// resolveHref resolves the trimmed href ref against base, the document's
// base URL, or nil for none, as a browser does: by the URL Standard's
// basic URL parser with base as its base URL ([whatwg.URL.Parse]), and
// returns the URI the URL reads as (urlURI). Where the parser or RFC 3986
// fails, the error is that of ParseHref, which points into ref, or the
// parser's; a relative ref without a base gets the error of ErrNoBase.
func resolveHref(base *whatwg.URL, ref string) (uri.URI, error) {
	var w *whatwg.URL
	var err error
	if base != nil {
		w, err = base.Parse(ref)
	} else {
		r, rerr := ParseHref(ref)
		switch {
		case rerr != nil:
			return uri.URI{}, rerr
		case !r.HasScheme():
			return uri.URI{}, newNoBaseError(ref)
		}
		w, err = whatwg.Parse(ref)
	}
	if err == nil {
		if u, ok := urlURI(w); ok {
			return u, nil
		}
	}
	if _, rerr := ParseHref(ref); rerr != nil {
		return uri.URI{}, rerr // it points into ref
	}
	if err != nil {
		return uri.URI{}, err
	}
	_, err = uri.Parse(w.Href()) // the *uri.Error of the serialization
	return uri.URI{}, err
}

// trimHref removes leading and trailing C0 controls and spaces from s, and
// every tab, line feed and carriage return within; see [ParseHref].
func trimHref(s string) string {
	i, j := 0, len(s)
	for i < j && s[i] <= ' ' {
		i++
	}
	for j > i && s[j-1] <= ' ' {
		j--
	}
	s = s[i:j]
	if strings.ContainsAny(s, "\t\n\r") {
		s = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(s)
	}
	return s
}

// appendHref appends s to b encoded as ParseHref says. It returns the
// number of octets it put before s: 2 for "./", else 0.
func appendHref(b []byte, s string) ([]byte, int) {
	sp := core.SplitRef(s, true)
	dot := 0
	b = append(b, s[:sp.SchemeEnd+1]...) // scheme ":" (RFC 3986 §3.1), or nothing
	switch {
	case sp.AuthorityEnd >= 0:
		host := sp.AuthorityStart()
		if at, ok := sp.UserinfoEnd(s); ok {
			host = at + 1
		}
		b = appendHrefPart(b, s[sp.SchemeEnd+1:host], false, false) // "//" userinfo "@"
		if strings.HasPrefix(s[host:], "[") {
			b = appendHrefPart(b, s[host:sp.AuthorityEnd], false, false)
		} else {
			b = appendHrefHost(b, s[host:sp.AuthorityEnd])
		}
	case sp.SchemeEnd < 0:
		first := s[:sp.PathEnd]
		if i := strings.IndexByte(first, '/'); i >= 0 {
			first = first[:i]
		}
		if strings.IndexByte(first, ':') >= 0 {
			b = append(b, "./"...) // RFC 3986 §4.2
			dot = 2
		}
	}
	b = appendHrefPart(b, s[sp.PathStart:sp.PathEnd], true, false)
	if sp.QueryEnd >= 0 {
		b = appendHrefPart(b, s[sp.PathEnd:sp.QueryEnd], true, false) // "?" query
	}
	if f := sp.FragmentStart(); f < len(s) {
		b = append(b, '#')
		b = appendHrefPart(b, s[f+1:], true, true)
	}
	return b, dot
}

// appendHrefPart appends one component p to b with the octets encoded
// that ParseHref encodes there: in the authority (all false) non-ASCII
// octets and a "%" that starts no triplet; after it also brackets and
// "\\" (data in a URL that is not special, and in any query or fragment),
// and in the fragment "#".
func appendHrefPart(b []byte, p string, afterAuthority, fragment bool) []byte {
	start := 0
	for i := 0; i < len(p); i++ {
		o := p[i]
		encode := o >= utf8.RuneSelf || o == '%' && !syntax.IsTriplet(p, i)
		if afterAuthority {
			encode = encode || hrefNowhere(o) || o == '[' || o == ']' || o == '\\' || fragment && o == '#'
		}
		if !encode {
			continue
		}
		b = append(b, p[start:i]...)
		b = syntax.AppendPct(b, o)
		start = i + 1
	}
	return append(b, p[start:]...)
}

// appendHrefHost appends the host and port h, which is not an IP-literal,
// to b with its non-ASCII text written by appendNonASCII.
func appendHrefHost(b []byte, h string) []byte {
	for i := 0; i < len(h); {
		if h[i] < utf8.RuneSelf {
			b = append(b, h[i])
			i++
			continue
		}
		_, n := utf8.DecodeRuneInString(h[i:])
		b = appendNonASCII(b, h[i:i+n])
		i += n
	}
	return b
}

// appendNonASCII appends to b the non-ASCII character c of a reg-name host
// (or an octet of c that is not UTF-8) as RFC 3987 §3.1 maps an ireg-name
// to a reg-name, and as [iri.IRI.URI] writes it: the full stops U+3002,
// U+FF0E and U+FF61 as ".", since they separate labels (RFC 3490 §3.1),
// and every other character as the "%" triplets of its octets.
func appendNonASCII(b []byte, c string) []byte {
	if r, _ := utf8.DecodeRuneInString(c); syntax.IsFullStop(r) {
		return append(b, '.')
	}
	for i := range len(c) {
		b = syntax.AppendPct(b, c[i])
	}
	return b
}

// hrefNowhere reports whether the ASCII octet o may stand nowhere in a URI
// reference and is not one that ParseHref reads otherwise ("%", "\"):
// controls, space, DEL and `"<>^`+"`"+`{|}` (RFC 3986 §2).
func hrefNowhere(o byte) bool {
	return o <= ' ' || o == 0x7F || strings.IndexByte("\"<>^`{|}", o) >= 0
}

// hrefOffset returns the offset in s of the octet at offset at of enc,
// the text appendHref made of s (without the "./" it may have put first):
// an octet that it encoded is three octets in enc, where enc holds "%" but
// s does not, and a full stop of a host that it wrote "." is one.
func hrefOffset(s, enc string, at int) int {
	i, j := 0, 0
	for i < len(s) && j < at && j < len(enc) {
		switch r, n := utf8.DecodeRuneInString(s[i:]); {
		case enc[j] == s[i] && (s[i] != '%' || syntax.IsTriplet(s, i)):
			i, j = i+1, j+1
		case enc[j] == '.' && syntax.IsFullStop(r):
			i, j = i+n, j+1
		default:
			i, j = i+1, j+3
		}
	}
	return i
}
