package uri

import "strings"

// writer composes the text of a URI reference, component by component in
// the order of RFC 3986 §5.3, and records the offsets that Parse would find
// in it as it writes them: nothing that the package composes is parsed
// again. Its text is allocated once, at the size given to grow.
//
// The caller writes what each component's rule admits; the writer does
// not check it. A component can also be written straight into b, between
// the offsets that the caller records with at.
type writer struct {
	b strings.Builder
	u URI // the offsets so far
}

// at returns the offset at which the next octet will be written.
func (w *writer) at() uint32 { return uint32(w.b.Len()) }

// scheme writes the scheme s and its ":".
func (w *writer) scheme(s string) {
	w.b.WriteString(s)
	w.u.schemeEnd = w.at()
	w.b.WriteByte(':')
}

// authority writes "//", the userinfo and "@" when hasUserinfo is set, the
// host, whose kind is k, and ":" and the port when hasPort is set.
func (w *writer) authority(userinfo string, hasUserinfo bool, host string, k HostKind, port string, hasPort bool) {
	w.b.WriteString("//")
	if hasUserinfo {
		w.b.WriteString(userinfo)
		w.b.WriteByte('@')
	}
	w.u.hostStart = w.at()
	w.b.WriteString(host)
	w.u.hostEnd = w.at()
	w.u.kind = k
	if hasPort {
		w.b.WriteByte(':')
		w.b.WriteString(port)
	}
}

// authorityOf writes the authority of v, which has one, as v has it.
func (w *writer) authorityOf(v URI) {
	w.b.WriteString("//")
	from, start := v.authorityStart(), w.at()
	w.b.WriteString(v.s[from:v.pathStart])
	w.u.hostStart = start + v.hostStart - from
	w.u.hostEnd = start + v.hostEnd - from
	w.u.kind = v.kind
}

// path writes the path: prefix, then s. prefix is "" or what pathPrefix
// returns for s.
func (w *writer) path(prefix, s string) {
	w.u.pathStart = w.at()
	w.b.WriteString(prefix)
	w.b.WriteString(s)
	w.u.pathEnd = w.at()
}

// query writes "?" and the query s.
func (w *writer) query(s string) {
	w.b.WriteByte('?')
	w.b.WriteString(s)
	w.u.queryEnd = w.at()
}

// fragment writes "#" and the fragment s.
func (w *writer) fragment(s string) {
	w.b.WriteByte('#')
	w.b.WriteString(s)
}

// done returns the URI written.
func (w *writer) done() URI {
	w.u.s = w.b.String()
	return w.u
}

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
