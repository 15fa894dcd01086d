package text

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/syntax"
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
//     second "#". In the authority, only non-ASCII octets are encoded;
//   - a relative reference whose first segment holds a ":" after something
//     that is not a scheme ("1a:b", "a b:c") gets "./" before it, as RFC
//     3986 §4.2 asks, so that it resolves as a browser resolves it.
//
// So `../img/a b.png` gives "../img/a%20b.png" and "/über" gives
// "/%C3%BCber". A value that already parses comes back unchanged, without
// allocating. What is left as it is, and so still fails: a "%" that starts
// no triplet ("%zz", which a browser sends as it is and RFC 3986 gives no
// meaning), a "\" (which a browser reads as "/" in http and https URLs but
// as itself in others, so that no one URI is right), and an authority that
// is no authority even so, such as a host with a space or a bad port. The
// error is then [uri.Parse]'s, with Input set to the value after the
// removals above and Offset pointing into it.
func ParseHref(href string) (uri.URI, error) {
	s := trimHref(href)
	if u, ok := parseValid(s); ok {
		return u, nil
	}
	b, dot := appendHref(make([]byte, 0, len(s)+len(s)/2+2), s)
	u, err := uri.Parse(string(b))
	if e, ok := err.(*uri.Error); ok {
		return uri.URI{}, &uri.Error{Input: s, Offset: hrefOffset(s, string(b[dot:]), e.Offset-dot), Rule: e.Rule}
	}
	return u, err
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
	dot := 0
	// scheme ":", when s starts with one (RFC 3986 §3.1).
	scheme := false
	if k := syntax.SchemeStop(s); k > 0 && k < len(s) && s[k] == ':' {
		b = append(b, s[:k+1]...)
		s = s[k+1:]
		scheme = true
	}
	if strings.HasPrefix(s, "//") {
		end := 2
		for end < len(s) && syntax.Octets[s[end]]&syntax.SegmentEnd == 0 {
			end++
		}
		b = appendHrefPart(b, s[:end], false, false)
		s = s[end:]
	} else if !scheme {
		first := strings.IndexAny(s, "/?#")
		if first < 0 {
			first = len(s)
		}
		if strings.IndexByte(s[:first], ':') >= 0 {
			b = append(b, "./"...)
			dot = 2
		}
	}
	path := len(s)
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		path = i
	}
	b = appendHrefPart(b, s[:path], true, false)
	s = s[path:]
	if strings.HasPrefix(s, "?") {
		end := strings.IndexByte(s, '#')
		if end < 0 {
			end = len(s)
		}
		b = appendHrefPart(b, s[:end], true, false)
		s = s[end:]
	}
	if strings.HasPrefix(s, "#") {
		b = append(b, '#')
		b = appendHrefPart(b, s[1:], true, true)
	}
	return b, dot
}

// appendHrefPart appends one component p to b with the octets encoded
// that ParseHref encodes there: in the authority (all false) only
// non-ASCII octets; after it also brackets, and in the fragment "#".
func appendHrefPart(b []byte, p string, afterAuthority, fragment bool) []byte {
	start := 0
	for i := 0; i < len(p); i++ {
		o := p[i]
		encode := o >= utf8.RuneSelf
		if afterAuthority {
			encode = encode || hrefNowhere(o) || o == '[' || o == ']' || fragment && o == '#'
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

// hrefNowhere reports whether the ASCII octet o may stand nowhere in a URI
// reference and is not one that ParseHref leaves to fail ("%", "\"):
// controls, space, DEL and `"<>^`+"`"+`{|}` (RFC 3986 §2).
func hrefNowhere(o byte) bool {
	return o <= ' ' || o == 0x7F || strings.IndexByte("\"<>^`{|}", o) >= 0
}

// hrefOffset returns the offset in s of the octet at offset at of enc,
// the text appendHref made of s (without the "./" it may have put first):
// an octet that it encoded is three octets in enc, where enc holds "%" but
// s does not.
func hrefOffset(s, enc string, at int) int {
	i, j := 0, 0
	for i < len(s) && j < at && j < len(enc) {
		if enc[j] == s[i] {
			j++
		} else {
			j += 3
		}
		i++
	}
	return i
}
