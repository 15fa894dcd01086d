package uri

import (
	"strings"
	"unsafe"

	"github.com/uriref/uri/internal/syntax"
)

// writer composes the text of a URI reference, component by component in
// the order of RFC 3986 §5.3, and records the offsets that Parse would find
// in it as it writes them: nothing that the package composes is parsed
// again. Its text is allocated once, at the size given to newWriter, and
// becomes the URI's string without a copy, as strings.Builder does.
//
// The caller writes what each component's rule admits; the writer does
// not check it. A component can also be appended straight to b, between
// the offsets that the caller records with at. The methods are small
// enough to be inlined, so that a writer stays on its caller's stack.
type writer struct {
	b []byte
	u offsets // the offsets so far
}

// newWriter returns a writer for a text of n octets.
func newWriter(n int) writer { return writer{b: make([]byte, 0, n)} }

// at returns the offset at which the next octet will be written.
func (w *writer) at() uint32 { return uint32(len(w.b)) }

// scheme writes the scheme s and its ":".
func (w *writer) scheme(s string) {
	w.b = append(w.b, s...)
	w.u.schemeEnd = w.at()
	w.b = append(w.b, ':')
}

// plain appends s if its octets are all of class c and none is "%", and
// reports whether it did; otherwise w is as it was. The writer must have
// room for s.
func (w *writer) plain(s string, c class) bool {
	at := len(w.b)
	dst := w.b[at : at+len(s)]
	for i := range len(s) {
		o := s[i]
		if syntax.Octets[o]&c == 0 || o == '%' {
			return false
		}
		dst[i] = o
	}
	w.b = w.b[:at+len(s)]
	return true
}

// authorityOf writes "//" and the authority of v, which has one, as v has
// it.
func (w *writer) authorityOf(v URI) {
	w.b = append(w.b, "//"...)
	from, start := v.authorityStart(), w.at()
	w.b = append(w.b, v.s[from:v.pathStart()]...)
	w.u.hostStart = start + v.hostStart() - from
	w.u.hostEnd = start + v.hostEnd() - from
	w.u.kind = v.kind()
}

// path writes the path: prefix, then s. prefix is "" or what pathPrefix
// returns for s.
func (w *writer) path(prefix, s string) {
	w.startPath()
	w.b = append(w.b, prefix...)
	w.b = append(w.b, s...)
	w.endPath()
}

// startPath marks where the path starts; the caller appends it to b.
func (w *writer) startPath() { w.u.pathStart = w.at() }

// endPath marks where the path ends.
func (w *writer) endPath() { w.u.pathEnd = w.at() }

// query writes "?" and the query s.
func (w *writer) query(s string) {
	w.b = append(w.b, '?')
	w.b = append(w.b, s...)
	w.u.queryEnd = w.at()
}

// fragment writes "#" and the fragment s.
func (w *writer) fragment(s string) {
	w.b = append(w.b, '#')
	w.b = append(w.b, s...)
}

// string returns the text written, without a copy. The writer must not be
// used after it.
func (w *writer) string() string { return unsafe.String(unsafe.SliceData(w.b), len(w.b)) }

// done returns the URI written. The writer must not be used after it: its
// text is the URI's string.
func (w *writer) done() URI { return w.u.uri(w.string()) }

// pathPrefix returns what must stand before path so that it reads back as
// a path where there is no authority, and, when scheme is false, no
// scheme either: "/." before a path that starts with "//", which would
// read as an authority (RFC 3986 §3.3), and "./" before a first segment
// with a ":", which would read as a scheme (§4.2). Both are dot segments,
// so the path means what it did: remove_dot_segments takes them away.
func pathPrefix(path string, scheme bool) string {
	if strings.HasPrefix(path, "//") {
		return "/."
	}
	if scheme {
		return ""
	}
	for i := 0; i < len(path) && path[i] != '/'; i++ {
		if path[i] == ':' {
			return "./"
		}
	}
	return ""
}
