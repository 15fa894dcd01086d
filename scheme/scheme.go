// Package scheme reads and writes the structure that common URI schemes give
// to what the generic syntax of RFC 3986 leaves open: file paths, mail
// addresses, newsgroups and articles, LDAP searches, Gopher selectors, FTP
// logins, and the schemes uri(7) describes.
//
// Each scheme has a function that reads a parsed [uri.URI] and one that
// writes a URI back:
//
//   - file ([RFC 8089], uri(7)): [FromPOSIXPath], [FromWindowsPath],
//     [ToPOSIXPath], [ToWindowsPath], and [FromPath], [ToPath] for the
//     running system;
//   - mailto ([RFC 6068]): [ParseMailto], [Mailto.URI];
//   - news and nntp ([RFC 5538]): [ParseNews], [ParseNNTP];
//   - ldap ([RFC 4516]): [ParseLDAP];
//   - gopher ([RFC 4266]): [ParseGopher];
//   - ftp, telnet and wais ([RFC 1738] §3): [ParseFTP], [ParseTelnet],
//     [ParseWAIS];
//   - man and info (uri(7)): [ParseMan], [ParseInfo];
//   - urn ([RFC 8141]): [ParseURN], [URN.Equal].
//
// A ParseX function takes a URI that [uri.Parse] has already checked
// against RFC 3986, and checks it further against the scheme's own rules. It
// returns an [*uri.Error] whose Input is the whole URI, whose Offset is the
// octet where the scheme's rule breaks, and whose Rule names that rule as
// the scheme's specification spells it ("addr-spec", "scope",
// "article-number"). Components are returned decoded. The URI method of each
// type is its inverse: ParseX(x.URI()) gives back x for every x it accepts.
// When a field does not fit its rule, URI returns an [*uri.Error] whose
// Input is that field's text. The file path conversions refuse, besides
// what RFC 8089 names, what would make a path other than the URI's, with a
// Rule that says what is wrong ("path-dot-segment", "device-name",
// "encoded-slash", "NUL", "drive-relative"), which [uri.Error.Error] puts
// in words.
//
// A fragment is not part of what a scheme defines (RFC 3986 §3.5), so these
// functions ignore it, except for info, whose GNOME form names its node
// there. Default ports come from [uri.DefaultPort], the table that
// [uri.URI.Normalize] uses. No function of this package panics.
//
// [RFC 1738]: https://www.rfc-editor.org/rfc/rfc1738
// [RFC 4266]: https://www.rfc-editor.org/rfc/rfc4266
// [RFC 4516]: https://www.rfc-editor.org/rfc/rfc4516
// [RFC 5538]: https://www.rfc-editor.org/rfc/rfc5538
// [RFC 6068]: https://www.rfc-editor.org/rfc/rfc6068
// [RFC 8089]: https://www.rfc-editor.org/rfc/rfc8089
// [RFC 8141]: https://www.rfc-editor.org/rfc/rfc8141
package scheme

import (
	"strings"

	"github.com/uriref/uri"
)

// errAt returns the error for u whose rule breaks at offset off.
func errAt(u uri.URI, off int, rule string) error {
	return &uri.Error{Input: u.String(), Offset: off, Rule: rule}
}

// errIn returns the error for a field s given to a URI method.
func errIn(s string, off int, rule string) error {
	return &uri.Error{Input: s, Offset: off, Rule: rule}
}

// checkScheme refuses u unless its scheme is name, in any case
// (RFC 3986 §3.1).
func checkScheme(u uri.URI, name, rule string) error {
	if !strings.EqualFold(u.Scheme(), name) {
		return errAt(u, 0, rule)
	}
	return nil
}

// authorityStart returns the offset in u.String() just past "//".
func authorityStart(u uri.URI) int { return len(u.Scheme()) + 3 }

// hostStart returns the offset in u.String() of the host.
func hostStart(u uri.URI) int {
	if ui, ok := u.Userinfo(); ok {
		return authorityStart(u) + len(ui) + 1
	}
	return authorityStart(u)
}

// pathStart returns the offset in u.String() of the path.
func pathStart(u uri.URI) int {
	n := len(u.String()) - len(u.Path())
	if q, ok := u.Query(); ok {
		n -= len(q) + 1
	}
	if f, ok := u.Fragment(); ok {
		n -= len(f) + 1
	}
	return n
}

// queryStart returns the offset in u.String() of the "?" that starts the
// query.
func queryStart(u uri.URI) int { return pathStart(u) + len(u.Path()) }

// noQuery refuses a query in a scheme whose grammar has none.
func noQuery(u uri.URI, rule string) error {
	if _, ok := u.Query(); ok {
		return errAt(u, queryStart(u), rule)
	}
	return nil
}

// server reads the host and port of u, which must have an authority without
// userinfo (rule names the scheme's rule for it).
func server(u uri.URI, rule string) (host, port string, err error) {
	if _, ok := u.Authority(); !ok {
		return "", "", errAt(u, len(u.Scheme())+1, rule)
	}
	if _, ok := u.Userinfo(); ok {
		return "", "", errAt(u, authorityStart(u), rule)
	}
	port, _ = u.Port()
	return u.Host(), port, nil
}

// hostPort returns host ":" port, with the scheme's default port when port
// is empty.
func hostPort(scheme, host, port string) string {
	if port == "" {
		port, _ = uri.DefaultPort(scheme)
	}
	return host + ":" + port
}

// serverParts returns the parts that set host and port; an empty port is
// left out.
func serverParts(host, port string) []uri.Part {
	parts := []uri.Part{uri.Set(uri.ComponentHost, host)}
	if port != "" {
		parts = append(parts, uri.Set(uri.ComponentPort, port))
	}
	return parts
}

// decode decodes a component of a parsed URI, whose triplets are valid.
func decode(s string) string {
	d, err := uri.Unescape(s)
	if err != nil {
		return s // cannot happen: uri.Parse checked every triplet
	}
	return d
}

// rawIndex returns the offset in the percent-encoded s of the octet that
// decodes to index i of its decoding: the "%" of a triplet.
func rawIndex(s string, i int) int {
	j := 0
	for n := 0; j < len(s) && n < i; n++ {
		if s[j] == '%' {
			j += 3
		} else {
			j++
		}
	}
	return min(j, len(s))
}

// escape is [uri.Escape], encoding also every octet in extra: the
// delimiters that a scheme adds inside one component.
func escape(s string, c uri.Component, extra string) string {
	e := uri.Escape(s, c)
	if !strings.ContainsAny(e, extra) {
		return e
	}
	var b strings.Builder
	b.Grow(len(e) + 8)
	for i := 0; i < len(e); i++ {
		if o := e[i]; strings.IndexByte(extra, o) >= 0 {
			b.WriteByte('%')
			b.WriteByte("0123456789ABCDEF"[o>>4])
			b.WriteByte("0123456789ABCDEF"[o&15])
		} else {
			b.WriteByte(o)
		}
	}
	return b.String()
}

// findEncoded returns the index in the percent-encoded s of the first
// triplet whose octet is in bad, or -1.
func findEncoded(s, bad string) int {
	for i := strings.IndexByte(s, '%'); i >= 0 && i+2 < len(s); {
		if d := decode(s[i : i+3]); strings.Contains(bad, d) {
			return i
		}
		j := strings.IndexByte(s[i+3:], '%')
		if j < 0 {
			break
		}
		i += 3 + j
	}
	return -1
}
