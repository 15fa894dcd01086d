package uri

import "strings"

// RequestTarget returns what an HTTP/1.1 request line names for u in
// origin-form (RFC 9112 §3.2.1): the path, "/" when it is empty, then "?"
// and the query when u has one. The fragment is never sent (RFC 9110
// §4.2.1). Like [url.URL.RequestURI], but the text is u's own, never
// re-escaped. It names no host: the request goes to [URI.DialAddress],
// with the host that [URI.Hostname] gives, the host all of them read.
//
// A path that starts with "//" is written as it is: "//a/b" is an
// absolute-path of RFC 9112, whose empty first segment names no
// authority. A URI without an authority writes such a path after "/."
// (RFC 3986 §3.3; [FromURL] does so for the request-target "//a/b"), and
// RequestTarget drops that "/.", which is not part of the path that was
// requested: "/.//a/b" gives "//a/b". It allocates only for an empty path
// with a query.
func (u URI) RequestTarget() string {
	end := u.r().PathEnd()
	if u.r().QueryEnd() != 0 {
		end = u.r().QueryEnd()
	}
	start := u.r().PathStart()
	switch {
	case start == u.r().PathEnd():
		return "/" + u.String()[u.r().PathEnd():end]
	case u.kind() == HostNone && strings.HasPrefix(u.String()[start:u.r().PathEnd()], "/.//"):
		start += 2
	}
	return u.String()[start:end]
}

// Parse parses ref as a URI reference and resolves it against u, as
// [URI.Resolve] does: page.Parse(href) in one call, as [url.URL.Parse]
// does, but strict: ref must be a URI reference by RFC 3986 (its error is
// that of [Parse]), and u must have a scheme.
func (u URI) Parse(ref string) (URI, error) {
	r, err := Parse(ref)
	if err != nil {
		return URI{}, err
	}
	return u.Resolve(r)
}

// JoinPath returns u with each element appended to its path as one
// segment, after a "/" (none is added after a path that ends with "/").
// An element is raw text, escaped as [ComponentPathSegment] escapes it, so
// that it always stays one segment and is never read as a delimiter:
//
//   - a "/" inside an element is written "%2F", not a separator: join
//     "a", "b" rather than "a/b";
//   - "%" is written "%25": an element is never taken as already escaped;
//   - non-ASCII text is written as its UTF-8 octets, percent-encoded;
//   - an empty element is skipped, as [path.Join] skips one;
//   - an element "." or ".." is an [*Error] with Rule "dot-segment": no
//     escaping keeps it one segment (RFC 3986 §2.3 makes "%2E" the same as
//     "."), and JoinPath never climbs. To go up, resolve a reference with
//     [URI.Parse].
//
// Unlike [url.URL.JoinPath], it removes no dot segments from u's own path.
// The query and fragment are kept. An element whose segment cannot stand
// first in a relative path ("a:b" with no scheme and no authority) is the
// error [URI.With] gives.
func (u URI) JoinPath(elem ...string) (URI, error) {
	p := u.Path()
	n := len(p)
	for _, e := range elem {
		n += 1 + len(e) + 2*countEscapes(e, pcharOctet)
	}
	b := make([]byte, 0, n)
	b = append(b, p...)
	for _, e := range elem {
		switch e {
		case "":
			continue
		case ".", "..":
			return URI{}, &Error{Input: e, Offset: 0, Rule: "dot-segment"}
		}
		if len(b) > 0 && b[len(b)-1] != '/' || len(b) == 0 && u.kind() != HostNone {
			b = append(b, '/')
		}
		b = appendEscape(b, e, pcharOctet)
	}
	if len(b) == len(p) {
		return u, nil
	}
	return u.With(Set(ComponentPath, string(b)))
}
