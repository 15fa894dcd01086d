package uri

import "strings"

// A Part is one component to set in [Build] or [URI.With]: a scheme, a
// userinfo, a host, a port, a path, a query or a fragment, made by the
// function of that name. Its text is taken as already percent-encoded and is
// never escaped again; use [Escape] to encode raw data first. The zero Part
// changes nothing.
type Part struct {
	kind partKind
	s    string
}

// partKind says which component a Part sets.
type partKind uint8

const (
	partNone partKind = iota
	partScheme
	partUserinfo
	partHost
	partPort
	partPath
	partQuery
	partFragment
)

// Scheme returns the Part that sets the scheme, given without its ":". It
// must match scheme (RFC 3986 §3.1), and so cannot be empty; use
// [URI.WithoutScheme] to remove one.
func Scheme(s string) Part { return Part{partScheme, s} }

// Userinfo returns the Part that sets the userinfo, given without its "@".
// It must match userinfo (RFC 3986 §3.2.1). It may be empty: "//@a".
func Userinfo(s string) Part { return Part{partUserinfo, s} }

// Host returns the Part that sets the host, and so gives the reference an
// authority if it had none. It must match host (RFC 3986 §3.2.2): an IPv6
// address keeps its brackets, "[::1]". It may be empty, as in "file:///x".
func Host(s string) Part { return Part{partHost, s} }

// Port returns the Part that sets the port, given without its ":". It must
// match port (RFC 3986 §3.2.3), zero or more digits.
func Port(s string) Part { return Part{partPort, s} }

// Path returns the Part that sets the path, which must be a sequence of
// segments (RFC 3986 §3.3) that fits the rest of the reference; see
// [URI.With].
func Path(s string) Part { return Part{partPath, s} }

// Query returns the Part that sets the query, given without its "?". It
// must match query (RFC 3986 §3.4). It may be empty: "a?". [EncodeQuery]
// builds one from parameters.
func Query(s string) Part { return Part{partQuery, s} }

// Fragment returns the Part that sets the fragment, given without its "#".
// It must match fragment (RFC 3986 §3.5). It may be empty: "a#".
func Fragment(s string) Part { return Part{partFragment, s} }

// Build composes a URI reference from its parts, as RFC 3986 §5.3 does. A
// component that no part sets is absent; the path is then empty. Later parts
// override earlier ones. Build(parts...) is URI{}.With(parts...); see
// [URI.With] for the rules and the errors.
func Build(parts ...Part) (URI, error) { return URI{}.With(parts...) }

// With returns u with the given components set, all at once: a change that
// needs two components to agree (a host and a path, say) can be made in one
// call. The result r is such that Parse(r.String()) == r. With makes one
// allocation, for the text of the result.
//
// Each part is checked against its own rule of RFC 3986 Appendix A, and the
// result must read back as the same components. With refuses:
//
//   - a path that starts with "//" when there is no authority, since it
//     would read as one (Rule "path-absolute", Offset 1);
//   - a path that does not start with "/" after an authority (Rule
//     "path-abempty", Offset 0);
//   - a first path segment with a ":" when there is neither scheme nor
//     authority, since it would read as a scheme (Rule "segment-nz-nc",
//     Offset of the ":");
//   - a userinfo or a port when there is no authority to hold it: set a
//     [Host] too (Rule "authority", Offset 0).
//
// The error is an [*Error] whose Input is the text of the component at
// fault, not the whole reference, and whose Offset is within that text. The
// component may be one that u already had, as when a host is given to
// "mailto:a@b", whose path cannot follow an authority.
func (u URI) With(parts ...Part) (URI, error) {
	if len(parts) == 1 {
		if v, ok, err := u.replace(parts[0]); ok {
			return v, err
		}
	}
	c := u.components()
	for _, p := range parts {
		if err := c.set(p); err != nil {
			return URI{}, err
		}
	}
	return c.build()
}

// replace is With for one part that sets a component u already has, other
// than the path: the text between the component's delimiters changes and
// nothing else, so the components read back as they did in u, and only
// the offsets after the component move. It reports false when it does not
// apply.
func (u URI) replace(p Part) (v URI, ok bool, err error) {
	var start, end uint32
	var first int // the first of the offsets below that moves
	switch _, hasUserinfo := u.Userinfo(); {
	case p.kind == partScheme && u.schemeEnd != 0:
		start, end, first = 0, u.schemeEnd, 0
	case p.kind == partUserinfo && hasUserinfo:
		start, end, first = u.authorityStart(), u.hostStart-1, 1
	case p.kind == partHost && u.kind != HostNone:
		start, end, first = u.hostStart, u.hostEnd, 2
	case p.kind == partPort && u.kind != HostNone && u.hostEnd != u.pathStart:
		start, end, first = u.hostEnd+1, u.pathStart, 3
	case p.kind == partQuery && u.queryEnd != 0:
		start, end, first = u.pathEnd+1, u.queryEnd, 5
	case p.kind == partFragment && int(u.fragmentStart()) < len(u.s):
		start, end, first = u.fragmentStart()+1, uint32(len(u.s)), 6
	default:
		return URI{}, false, nil // absent, or the path, whose fit depends on its text
	}
	n := len(u.s) - int(end-start) + len(p.s)
	if n > maxLen {
		return URI{}, false, nil // With gives Parse's error
	}
	kind, err := check(p)
	if err != nil {
		return URI{}, true, err
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString(u.s[:start])
	b.WriteString(p.s)
	b.WriteString(u.s[end:])
	v = u
	v.s = b.String()
	if p.kind == partHost {
		v.kind = kind
	}
	// An absent component's offsets are zero and stay so; those present
	// after the component are past end > 0.
	d := uint32(len(p.s)) - (end - start) // modulo 2³²: adding it moves an offset
	for _, o := range []*uint32{&v.schemeEnd, &v.hostStart, &v.hostEnd, &v.pathStart, &v.pathEnd, &v.queryEnd}[first:] {
		if *o != 0 {
			*o += d
		}
	}
	return v, true, nil
}

// WithoutScheme returns u without its scheme, as a relative reference.
// Where the path would then read otherwise, a dot segment goes in front of
// it, as RFC 3986 §4.2 prescribes: "urn:isbn:0" becomes "./isbn:0", not
// "isbn:0", whose "isbn" would read as a scheme; and "x:/.//y" keeps its
// "/." (see [URI.WithoutAuthority]). The path means what it did, since
// remove_dot_segments takes the dot segment away again.
func (u URI) WithoutScheme() URI {
	if u.schemeEnd == 0 {
		return u
	}
	c := u.components()
	c.scheme = ""
	return c.write()
}

// WithoutAuthority returns u without its authority: no userinfo, host or
// port. A path that would then start with "//", and so read as an
// authority, gets "/." in front of it (RFC 3986 §3.3): "http://a//x"
// becomes "http:/.//x", whose path remove_dot_segments reads as "//x".
func (u URI) WithoutAuthority() URI {
	if u.kind == HostNone {
		return u
	}
	c := u.components()
	c.authority, c.hasUserinfo, c.hasPort = false, false, false
	c.userinfo, c.host, c.port = "", "", ""
	return c.write()
}

// WithoutUserinfo returns u without its userinfo and "@".
func (u URI) WithoutUserinfo() URI {
	if _, ok := u.Userinfo(); !ok {
		return u
	}
	c := u.components()
	c.userinfo, c.hasUserinfo = "", false
	return c.write()
}

// WithoutPort returns u without its port and ":".
func (u URI) WithoutPort() URI {
	if _, ok := u.Port(); !ok {
		return u
	}
	c := u.components()
	c.port, c.hasPort = "", false
	return c.write()
}

// WithoutQuery returns u without its query and "?".
func (u URI) WithoutQuery() URI {
	if u.queryEnd == 0 {
		return u
	}
	c := u.components()
	c.query, c.hasQuery = "", false
	return c.write()
}

// WithoutFragment returns u without its fragment and "#". It does not
// allocate: the result's text is a prefix of u's.
func (u URI) WithoutFragment() URI {
	u.s = u.s[:u.fragmentStart()]
	return u
}

// components holds the components of a reference, apart, while With
// changes them.
type components struct {
	scheme      string // "": none (a scheme is never empty)
	authority   bool
	kind        HostKind // the host's, when authority is set
	hasUserinfo bool
	hasPort     bool
	hasQuery    bool
	hasFragment bool
	userinfo    string
	host        string
	port        string
	path        string
	query       string
	fragment    string
}

// components takes u apart.
func (u URI) components() components {
	var c components
	if u.s == "" {
		return c // Build's start: nothing to take apart
	}
	c.scheme = u.Scheme()
	_, c.authority = u.Authority()
	c.kind = u.kind
	c.userinfo, c.hasUserinfo = u.Userinfo()
	c.host = u.Host()
	c.port, c.hasPort = u.Port()
	c.path = u.Path()
	c.query, c.hasQuery = u.Query()
	c.fragment, c.hasFragment = u.Fragment()
	return c
}

// set checks p's text against its rule and records it.
func (c *components) set(p Part) error {
	k, err := check(p)
	if err != nil {
		return err
	}
	switch p.kind {
	case partScheme:
		c.scheme = p.s
	case partUserinfo:
		c.userinfo, c.hasUserinfo = p.s, true
	case partHost:
		c.host, c.authority, c.kind = p.s, true, k
	case partPort:
		c.port, c.hasPort = p.s, true
	case partPath:
		c.path = p.s
	case partQuery:
		c.query, c.hasQuery = p.s, true
	case partFragment:
		c.fragment, c.hasFragment = p.s, true
	}
	return nil
}

// check matches the text of p against the rule of its component, alone,
// and returns the kind of a host. How the path fits with the other
// components is checked by build.
func check(p Part) (HostKind, error) {
	q := parser{s: p.s}
	end, ok, rule := 0, true, ""
	switch p.kind {
	case partScheme:
		if ok, rule = q.in(0, alpha), "scheme"; ok {
			end = q.scheme(0)
		}
	case partUserinfo:
		end, ok = q.span(0, userinfoOctet, 0, "userinfo")
		rule = "userinfo"
	case partHost:
		end, ok = q.host(0)
		rule = "reg-name"
		if q.u.kind != HostRegName {
			rule = "host" // an IP-literal, with more after its "]"
		}
	case partPort:
		end, ok = q.port(0)
		rule = "port"
	case partPath:
		end, ok = q.span(0, pathOctet, 0, "segment")
		rule = "segment"
	case partQuery:
		end, ok = q.span(0, queryOctet, 0, "query")
		rule = "query"
	case partFragment:
		end, ok = q.span(0, queryOctet, 0, "fragment")
		rule = "fragment"
	}
	if !ok {
		if q.rule != "" {
			rule = q.rule // the rule within: pct-encoded, IPv6address, ...
		}
		return HostNone, &Error{Input: p.s, Offset: end, Rule: rule}
	}
	if end != len(p.s) {
		return HostNone, &Error{Input: p.s, Offset: end, Rule: rule}
	}
	return q.u.kind, nil
}

// fits checks that the components read back as themselves once joined
// (RFC 3986 §3, §4.2): the path must suit the authority and scheme, and a
// userinfo or a port needs an authority.
func (c *components) fits() error {
	if !c.authority {
		switch {
		case c.hasUserinfo:
			return &Error{Input: c.userinfo, Offset: 0, Rule: "authority"}
		case c.hasPort:
			return &Error{Input: c.port, Offset: 0, Rule: "authority"}
		}
	}
	switch {
	case c.authority:
		if c.path != "" && c.path[0] != '/' {
			return &Error{Input: c.path, Offset: 0, Rule: "path-abempty"}
		}
	case strings.HasPrefix(c.path, "//"):
		return &Error{Input: c.path, Offset: 1, Rule: "path-absolute"}
	case c.scheme == "":
		// path-noscheme: no ":" before the first "/".
		for i := 0; i < len(c.path) && c.path[i] != '/'; i++ {
			if c.path[i] == ':' {
				return &Error{Input: c.path, Offset: i, Rule: "segment-nz-nc"}
			}
		}
	}
	return nil
}

// build joins the components as RFC 3986 §5.3 does, once fits has
// passed.
func (c *components) build() (URI, error) {
	if err := c.fits(); err != nil {
		return URI{}, err
	}
	if n := c.length(""); n > maxLen {
		return URI{}, &Error{Input: c.path, Offset: 0, Rule: "URI-reference"}
	}
	return c.write(), nil
}

// write joins the components as RFC 3986 §5.3 does, with the offsets that
// Parse would find. A path that would read otherwise where it stands gets
// the dot segment that pathPrefix gives; only the Without methods need it,
// since build refuses such a path. They remove at least two octets for
// each they add, so the text never outgrows what Parse accepts: write
// panics, as on a broken invariant, rather than return a wrong value.
func (c *components) write() URI {
	prefix := ""
	if !c.authority {
		prefix = pathPrefix(c.path, c.scheme != "")
	}
	n := c.length(prefix)
	if n > maxLen {
		panic("uri: a composed reference is longer than Parse accepts")
	}
	w := newWriter(n)
	if c.scheme != "" {
		w.scheme(c.scheme)
	}
	if c.authority {
		w.authority(c.userinfo, c.hasUserinfo, c.host, c.kind, c.port, c.hasPort)
	}
	w.path(prefix, c.path)
	if c.hasQuery {
		w.query(c.query)
	}
	if c.hasFragment {
		w.fragment(c.fragment)
	}
	return w.done()
}

// length returns the length of the text of the components, with prefix
// before the path.
func (c *components) length(prefix string) int {
	n := len(c.scheme) + len(prefix) + len(c.path)
	if c.scheme != "" {
		n++
	}
	if c.authority {
		n += 2 + len(c.host)
		if c.hasUserinfo {
			n += len(c.userinfo) + 1
		}
		if c.hasPort {
			n += 1 + len(c.port)
		}
	}
	if c.hasQuery {
		n += 1 + len(c.query)
	}
	if c.hasFragment {
		n += 1 + len(c.fragment)
	}
	return n
}
