package uri

import (
	"iter"
	"strings"
)

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
//   - an empty element is skipped, as [path.Join] skips one, but for the
//     last, which ends the path with "/": join "a", "" for ".../a/" (net/url
//     drops it, and ends the path with "/" for an element "a/", which here
//     is the segment "a%2F");
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
	for i, e := range elem {
		switch {
		case e == "" && i == len(elem)-1 && (len(b) == 0 || b[len(b)-1] != '/'):
			if len(b) > 0 || u.kind() != HostNone {
				b = append(b, '/') // the empty last segment
			}
			continue
		case e == "":
			continue
		case e == "." || e == "..":
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

// Username returns the user name of u's userinfo, what precedes its first
// ":" (the "user:password" of RFC 1738 §3.1, which RFC 3986 §3.2.1 keeps
// as a convention), as written, and reports whether u has a userinfo:
// "http://a%40b:pw@h/" gives "a%40b", which [Unescape] decodes.
func (u URI) Username() (string, bool) {
	ui, ok := u.Userinfo()
	name, _, _ := strings.Cut(ui, ":")
	return name, ok
}

// Password returns what follows the first ":" of u's userinfo, as
// written, and reports whether there is one: "http://a:@h/" has an empty
// password, "http://a@h/" none. RFC 3986 §3.2.1 deprecates passwords in
// URIs; [URI.Redacted] hides one, for logs.
func (u URI) Password() (string, bool) {
	ui, _ := u.Userinfo()
	_, pw, ok := strings.Cut(ui, ":")
	return pw, ok
}

// PathSegments returns an iterator over the segments of u's path (RFC 3986
// §3.3), each as written and decoded, so that a "/" inside a segment,
// written "%2F", is told from the "/" between segments: "/a%2Fb/c" gives
// ("a%2Fb", "a/b"), then ("c", "c"). An absolute path's first "/" starts
// its first segment: "/" is one empty segment, "/a/" the segments "a" and
// "", "a/b" the segments "a" and "b", and the empty path none. Dot segments
// are segments like any other. Walking it allocates only for a segment
// that needs decoding.
func (u URI) PathSegments() iter.Seq2[string, string] {
	path := u.Path()
	return func(yield func(string, string) bool) {
		if path == "" {
			return
		}
		rest := strings.TrimPrefix(path, "/")
		for {
			seg, after, more := strings.Cut(rest, "/")
			dec := seg
			if strings.IndexByte(seg, '%') >= 0 {
				dec, _ = Unescape(seg) // a parsed path's triplets are valid
			}
			if !yield(seg, dec) || !more {
				return
			}
			rest = after
		}
	}
}
