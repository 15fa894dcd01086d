package uri

import (
	"math/bits"
	"strings"
	"unsafe"

	"github.com/uriref/uri/internal/core"
	"github.com/uriref/uri/internal/syntax"
)

// A Part is one component to set in [Build] or [URI.With]: a scheme, a
// userinfo, a host, a port, a path, a query or a fragment, made by the
// function of that name. Its text is taken as already percent-encoded and is
// never escaped again; use [Escape] to encode raw data first. The zero Part
// changes nothing.
type Part struct {
	kind core.Part
	s    string
}

// Scheme returns the Part that sets the scheme, given without its ":". It
// must match scheme (RFC 3986 §3.1), and so cannot be empty; use
// [URI.WithoutScheme] to remove one.
func Scheme(s string) Part { return Part{core.PartScheme, s} }

// Userinfo returns the Part that sets the userinfo, given without its "@".
// It must match userinfo (RFC 3986 §3.2.1). It may be empty: "//@a".
func Userinfo(s string) Part { return Part{core.PartUserinfo, s} }

// Host returns the Part that sets the host, and so gives the reference an
// authority if it had none. It must match host (RFC 3986 §3.2.2): an IPv6
// address keeps its brackets, "[::1]". It may be empty, as in "file:///x".
func Host(s string) Part { return Part{core.PartHost, s} }

// Port returns the Part that sets the port, given without its ":". It must
// match port (RFC 3986 §3.2.3), zero or more digits.
func Port(s string) Part { return Part{core.PartPort, s} }

// Path returns the Part that sets the path, which must be a sequence of
// segments (RFC 3986 §3.3) that fits the rest of the reference; see
// [URI.With].
func Path(s string) Part { return Part{core.PartPath, s} }

// Query returns the Part that sets the query, given without its "?". It
// must match query (RFC 3986 §3.4). It may be empty: "a?". [EncodeQuery]
// builds one from parameters.
func Query(s string) Part { return Part{core.PartQuery, s} }

// Fragment returns the Part that sets the fragment, given without its "#".
// It must match fragment (RFC 3986 §3.5). It may be empty: "a#".
func Fragment(s string) Part { return Part{core.PartFragment, s} }

// Build composes a URI reference from its parts, as RFC 3986 §5.3 does. A
// component that no part sets is absent; the path is then empty. Later parts
// override earlier ones. Build(parts...) is URI{}.With(parts...); see
// [URI.With] for the rules and the errors.
func Build(parts ...Part) (v URI, err error) {
	var o core.Offsets
	if s, ok := build(&o, parts); ok {
		return URI(o.Ref(s)), nil
	}
	return URI{}.with(parts)
}

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
// fault, not the whole reference, and whose Offset is within that text.
// When more than one is at fault, a part that a later one overrides comes
// first, then a component whose own text breaks its rule, in the order of
// RFC 3986 §5.3 (scheme to fragment), then one that does not fit. The
// component may be one that u already had, as when a host is given to
// "mailto:a@b", whose path cannot follow an authority.
func (u URI) With(parts ...Part) (v URI, err error) {
	if len(parts) == 1 {
		if v, ok, err := u.replace(parts[0]); ok {
			return v, err
		}
	}
	if u.String() == "" {
		return Build(parts...)
	}
	return u.with(parts)
}

// with is With's general route: it takes u apart, sets the parts, checks
// them, and joins the components again.
func (u URI) with(parts []Part) (v URI, err error) {
	var c components
	c.take(&u)
	for _, p := range parts {
		// Every part given is checked: write checks the text of those
		// that are left as it copies it, and one that a later part
		// overrides is checked here, so that its error comes first. The
		// zero Part sets text[core.PartNone], which nothing reads.
		if c.fresh&bit(p.kind) != 0 {
			c.recheck(p.kind)
		}
		c.text[p.kind] = p.s
		c.has |= bit(p.kind)
		c.fresh |= bit(p.kind)
	}
	// An error in a component's own text comes first, in the order of the
	// components, then one in how they fit together.
	c.write("", &v)
	if c.err == nil {
		c.err = c.fits()
	}
	if c.err != nil {
		return URI{}, c.err
	}
	return v, nil
}

// build is With for the zero URI in the common case: the parts come in
// the order of RFC 3986 §5.3, each component at most once, and they fit
// together as they are. It returns the text of the result, writes its
// offsets in *v, and reports whether it did; when it did not, Build takes
// the general route, with, which gives every error.
//
// It makes two passes over the parts. The first checks their order and
// how they fit, as fits does, and adds up the length of the text. The
// second copies each part into the text, allocated once at that length,
// and checks it against its rule as it goes, as write does: at once when
// its octets all stand for themselves in the rule, with check otherwise.
// The second pass takes the parts off the front of the slice, with cut,
// rather than counting them: with one variable fewer live across its
// loops, the compiler keeps each loop's variables in registers.
func build(v *core.Offsets, parts []Part) (string, bool) {
	var has uint8 // bit k: component k is present
	n, last, path := 0, core.PartNone, ""
	for _, p := range parts {
		if p.kind <= last {
			return "", false // out of order, repeated, or the zero Part
		}
		if len(p.s) > maxLen-8-n {
			return "", false // too long, with the delimiters below
		}
		last, has = p.kind, has|bit(p.kind)
		n += len(p.s)
		if p.kind == core.PartPath {
			path = p.s
		}
	}
	// Each component but the host and the path has a delimiter: ":", "@",
	// ":", "?" and "#" (RFC 3986 §3); the authority starts with "//".
	n += bits.OnesCount8(has &^ (bit(core.PartHost) | bit(core.PartPath)))
	authority := has&bit(core.PartHost) != 0
	switch {
	case authority:
		if path != "" && path[0] != '/' {
			return "", false // not a path-abempty (§3.3)
		}
		n += 2
	case has&(bit(core.PartUserinfo)|bit(core.PartPort)) != 0:
		return "", false // no authority to hold them
	case pathPrefix(path, has&bit(core.PartScheme) != 0) != "":
		return "", false // the path would read as an authority or a scheme
	}

	b := make([]byte, n)
	at := 0 // where the next octet goes
	var s string
	var ok bool
	if s, parts, ok = cut(parts, core.PartScheme); ok {
		if s == "" || syntax.Octets[s[0]]&alpha == 0 || copyClasses(b[at:], s)&schemeOctet == 0 {
			return "", false
		}
		at += len(s)
		v.SchemeEnd = uint32(at)
		b[at] = ':'
		at++
	}
	if authority {
		b[at], b[at+1] = '/', '/'
		at += 2
		if s, parts, ok = cut(parts, core.PartUserinfo); ok {
			if !copyPlain(b[at:], s, userinfoOctet) && !checks(Part{core.PartUserinfo, s}) {
				return "", false
			}
			at += len(s)
			b[at] = '@'
			at++
		}
		s, parts, _ = cut(parts, core.PartHost)
		kind := copyHostKind(b[at:], s)
		if kind == HostNone {
			return "", false
		}
		v.Kind = core.Kind(kind)
		v.HostStart = uint32(at)
		at += len(s)
		v.HostEnd = uint32(at)
		if s, parts, ok = cut(parts, core.PartPort); ok {
			b[at] = ':'
			at++
			if copyClasses(b[at:], s)&digit == 0 {
				return "", false
			}
			at += len(s)
		}
	}
	v.PathStart = uint32(at)
	if s, parts, ok = cut(parts, core.PartPath); ok {
		if !copyPlain(b[at:], s, pathOctet) && !checks(Part{core.PartPath, s}) {
			return "", false
		}
		at += len(s)
	}
	v.PathEnd = uint32(at)
	if s, parts, ok = cut(parts, core.PartQuery); ok {
		b[at] = '?'
		at++
		if !copyPlain(b[at:], s, queryOctet) && !checks(Part{core.PartQuery, s}) {
			return "", false
		}
		at += len(s)
		v.QueryEnd = uint32(at)
	}
	if s, _, ok = cut(parts, core.PartFragment); ok {
		b[at] = '#'
		at++
		if !copyPlain(b[at:], s, queryOctet) && !checks(Part{core.PartFragment, s}) {
			return "", false
		}
	}
	return unsafe.String(unsafe.SliceData(b), len(b)), true
}

// cut returns the text of the first of parts and the rest, and true, when
// that part sets component k; otherwise "", parts and false.
func cut(parts []Part, k core.Part) (string, []Part, bool) {
	if len(parts) > 0 && parts[0].kind == k {
		return parts[0].s, parts[1:], true
	}
	return "", parts, false
}

// checks reports whether the text of p matches the rule of its component,
// as check finds.
func checks(p Part) bool {
	_, err := check(p)
	return err == nil
}

// copyPlain copies s to the front of dst, which has room for it, and
// reports whether its octets all stand for themselves in class c, one of
// userinfoOctet to queryParamOctet: none is out of c, and none is "%",
// whose triplet check would have to see (syntax.Stops has a bit for each).
func copyPlain(dst []byte, s string, c class) bool {
	dst = dst[:len(s)]
	var stops uint8 // the union of syntax.Stops over the octets of s
	for i := range len(s) {
		stops |= syntax.Stops[s[i]]
		dst[i] = s[i]
	}
	return stops&uint8(syntax.StopMask(c)) == 0
}

// copyClasses copies s to the front of dst, which has room for it, and
// returns the classes that all its octets are in: the intersection of
// syntax.Octets over them.
func copyClasses(dst []byte, s string) class {
	dst = dst[:len(s)]
	c := ^class(0)
	for i := range len(s) {
		c &= syntax.Octets[s[i]]
		dst[i] = s[i]
	}
	return c
}

// copyHostKind copies the host s to the front of dst, which has room for
// it, and returns its kind, or HostNone when s is not a host (RFC 3986
// §3.2.2).
func copyHostKind(dst []byte, s string) HostKind {
	switch {
	case !copyPlain(dst, s, regNameOctet):
		kind, _ := check(Part{core.PartHost, s}) // an IP-literal, pct-encoded, or not a host
		return kind
	case s != "" && syntax.Octets[s[len(s)-1]]&digit != 0 && core.IsIPv4(s):
		return HostIPv4 // only an IPv4address ends with a DIGIT
	}
	return HostRegName
}

// replace is With for one part that sets a component u already has, other
// than the path: the text between the component's delimiters changes and
// nothing else, so the components read back as they did in u, and only
// the offsets after the component move. It reports false when it does not
// apply.
func (u URI) replace(p Part) (v URI, ok bool, err error) {
	var start, end uint32
	var first int // the first offset that moves, in the order of offsets' fields
	o := u.r().Offsets()
	authority := o.Kind != core.KindNone
	switch {
	case p.kind == core.PartScheme && o.SchemeEnd != 0:
		start, end, first = 0, o.SchemeEnd, 0
	case p.kind == core.PartUserinfo && u.r().HasUserinfo():
		start, end, first = u.r().AuthorityStart(), o.HostStart-1, 1
	case p.kind == core.PartHost && authority:
		start, end, first = o.HostStart, o.HostEnd, 2
	case p.kind == core.PartPort && authority && o.HostEnd != o.PathStart:
		start, end, first = o.HostEnd+1, o.PathStart, 3
	case p.kind == core.PartQuery && o.QueryEnd != 0:
		start, end, first = o.PathEnd+1, o.QueryEnd, 5
	case p.kind == core.PartFragment && int(u.r().FragmentStart()) < len(u.String()):
		start, end, first = u.r().FragmentStart()+1, uint32(len(u.String())), 6
	default:
		return URI{}, false, nil // absent, or the path, whose fit depends on its text
	}
	n := len(u.String()) - int(end-start) + len(p.s)
	if n > maxLen {
		return URI{}, false, nil // With gives Parse's error
	}
	kind, err := check(p)
	if err != nil {
		return URI{}, true, err
	}
	w := core.NewWriter(n)
	w.B = append(w.B, u.String()[:start]...)
	w.B = append(w.B, p.s...)
	w.B = append(w.B, u.String()[end:]...)
	if p.kind == core.PartHost {
		o.Kind = core.Kind(kind)
	}
	// An absent component's offsets are zero and stay so; those present
	// after the component are past end > 0, and move by d (modulo 2³²).
	d := uint32(len(p.s)) - (end - start)
	switch first {
	case 0:
		o.SchemeEnd = moved(o.SchemeEnd, d)
		fallthrough
	case 1:
		o.HostStart = moved(o.HostStart, d)
		fallthrough
	case 2:
		o.HostEnd = moved(o.HostEnd, d)
		fallthrough
	case 3:
		o.PathStart += d // a path follows every other component
		o.PathEnd += d
		fallthrough
	case 5:
		o.QueryEnd = moved(o.QueryEnd, d)
	}
	return URI(o.Ref(w.String())), true, nil
}

// moved returns the offset o moved by d, or 0 when o is 0: an absent
// component's.
func moved(o, d uint32) uint32 {
	if o == 0 {
		return 0
	}
	return o + d
}

// WithoutScheme returns u without its scheme, as a relative reference.
// Where the path would then read otherwise, a dot segment goes in front of
// it, as RFC 3986 §4.2 prescribes: "urn:isbn:0" becomes "./isbn:0", not
// "isbn:0", whose "isbn" would read as a scheme; and "x:/.//y" keeps its
// "/." (see [URI.WithoutAuthority]). The path means what it did, since
// remove_dot_segments takes the dot segment away again.
func (u URI) WithoutScheme() URI {
	if u.r().SchemeEnd() == 0 {
		return u
	}
	return u.without(core.PartScheme)
}

// WithoutAuthority returns u without its authority: no userinfo, host or
// port. A path that would then start with "//", and so read as an
// authority, gets "/." in front of it (RFC 3986 §3.3): "http://a//x"
// becomes "http:/.//x", whose path remove_dot_segments reads as "//x".
func (u URI) WithoutAuthority() URI {
	if u.r().Kind() == core.KindNone {
		return u
	}
	return u.without(core.PartUserinfo, core.PartHost, core.PartPort)
}

// WithoutUserinfo returns u without its userinfo and "@".
func (u URI) WithoutUserinfo() URI {
	if _, ok := u.Userinfo(); !ok {
		return u
	}
	return u.without(core.PartUserinfo)
}

// WithoutPort returns u without its port and ":".
func (u URI) WithoutPort() URI {
	if _, ok := u.Port(); !ok {
		return u
	}
	return u.without(core.PartPort)
}

// WithoutQuery returns u without its query and "?".
func (u URI) WithoutQuery() URI {
	if u.r().QueryEnd() == 0 {
		return u
	}
	return u.without(core.PartQuery)
}

// WithoutFragment returns u without its fragment and "#". It does not
// allocate: the result's text is a prefix of u's.
func (u URI) WithoutFragment() URI {
	return URI(u.r().WithoutFragment())
}

// components holds the components of a reference, apart, while With
// changes them: the text of each, by core.Part, and which are present. A
// component set from a Part is fresh until write has checked it against
// its rule, as it copies it.
type components struct {
	text  [core.PartFragment + 1]string
	has   uint8    // bit k: component k is present (the path always is)
	fresh uint8    // bit k: text[k] comes from a Part and is yet to be checked
	kind  HostKind // the host's, when it is present and not fresh
	err   error    // write's first error
}

// bit returns the bit of component k in a set of components. The mask
// tells the compiler that k is less than 8, which spares it the test that
// a shift of 32 or more would need.
func bit(k core.Part) uint8 { return 1 << (k & 7) }

// present reports whether component k is present.
func (c *components) present(k core.Part) bool { return c.has&bit(k) != 0 }

// take takes u apart into c, which is zero. u is a pointer so that its
// fields are read where they are, not copied whole.
func (c *components) take(u *URI) {
	if u.String() == "" {
		return // Build's start: nothing to take apart
	}
	c.text[core.PartPath] = u.Path()
	c.put(core.PartScheme, u.Scheme(), u.r().SchemeEnd() != 0)
	c.put(core.PartHost, u.Host(), u.kind() != HostNone)
	c.kind = u.kind()
	s, ok := u.Userinfo()
	c.put(core.PartUserinfo, s, ok)
	s, ok = u.Port()
	c.put(core.PartPort, s, ok)
	s, ok = u.Query()
	c.put(core.PartQuery, s, ok)
	s, ok = u.Fragment()
	c.put(core.PartFragment, s, ok)
}

// put records s as the text of component k when present is set.
func (c *components) put(k core.Part, s string, present bool) {
	if present {
		c.text[k], c.has = s, c.has|bit(k)
	}
}

// without returns u without the components ks. Nothing in what is left is
// fresh, so nothing can fail: the path gets the dot segment that pathPrefix
// gives where it would read otherwise, and that removes at least two
// octets for each it adds, so the text never outgrows what Parse accepts.
func (u URI) without(ks ...core.Part) URI {
	var c components
	c.take(&u)
	for _, k := range ks {
		c.text[k], c.has = "", c.has&^bit(k)
	}
	prefix := ""
	if !c.present(core.PartHost) {
		prefix = pathPrefix(c.text[core.PartPath], c.present(core.PartScheme))
	}
	var v URI
	c.write(prefix, &v)
	if c.err != nil {
		panic("uri: " + c.err.Error()) // a broken invariant, not a wrong value
	}
	return v
}

// check matches the text of p against the rule of its component, alone,
// and returns the kind of a host. How the path fits with the other
// components is checked by fits.
func check(p Part) (HostKind, error) {
	kind, end, rule, ok := core.Match(p.kind, p.s)
	if !ok {
		return HostNone, &Error{Input: p.s, Offset: end, Rule: rule}
	}
	return HostKind(kind), nil
}

// fits checks that the components read back as themselves once joined
// (RFC 3986 §3, §4.2): the path must suit the authority and scheme, and a
// userinfo or a port needs an authority, without which write leaves them
// out.
func (c *components) fits() error {
	path := c.text[core.PartPath]
	if !c.present(core.PartHost) {
		for _, k := range [...]core.Part{core.PartUserinfo, core.PartPort} {
			if c.present(k) {
				return &Error{Input: c.text[k], Offset: 0, Rule: "authority"}
			}
		}
	}
	switch {
	case c.present(core.PartHost):
		if path != "" && path[0] != '/' {
			return &Error{Input: path, Offset: 0, Rule: "path-abempty"}
		}
	case strings.HasPrefix(path, "//"):
		return &Error{Input: path, Offset: 1, Rule: "path-absolute"}
	case !c.present(core.PartScheme):
		// path-noscheme: no ":" before the first "/".
		for i := 0; i < len(path) && path[i] != '/'; i++ {
			if path[i] == ':' {
				return &Error{Input: path, Offset: i, Rule: "segment-nz-nc"}
			}
		}
	}
	return nil
}

// write joins the components as RFC 3986 §5.3 does, with the offsets that
// Parse would find, and prefix before the path. The userinfo and the port
// are written only with a host. A fresh component is checked as it is
// copied; the first that breaks its rule is c.err, and so is a text longer
// than Parse accepts. The URI is written in *v.
func (c *components) write(prefix string, v *URI) {
	n := c.length(prefix)
	if n > maxLen {
		c.err = &Error{Input: c.text[core.PartPath], Offset: 0, Rule: "URI-reference"}
		return
	}
	w := core.NewWriter(n)
	if c.present(core.PartScheme) {
		c.copy(&w, core.PartScheme, schemeOctet)
		w.O.SchemeEnd = w.At()
		w.B = append(w.B, ':')
	}
	if c.present(core.PartHost) {
		w.B = append(w.B, "//"...)
		if c.present(core.PartUserinfo) {
			c.copy(&w, core.PartUserinfo, userinfoOctet)
			w.B = append(w.B, '@')
		}
		w.O.HostStart = w.At()
		w.O.Kind = core.Kind(c.copyHost(&w))
		w.O.HostEnd = w.At()
		if c.present(core.PartPort) {
			w.B = append(w.B, ':')
			c.copy(&w, core.PartPort, digit)
		}
	} else {
		// Without a host, fits refuses a userinfo or a port, after
		// their own rules.
		for _, k := range [...]core.Part{core.PartUserinfo, core.PartPort} {
			if c.fresh&bit(k) != 0 {
				c.recheck(k)
			}
		}
	}
	w.StartPath()
	w.B = append(w.B, prefix...)
	c.copy(&w, core.PartPath, pathOctet)
	w.EndPath()
	if c.present(core.PartQuery) {
		w.B = append(w.B, '?')
		c.copy(&w, core.PartQuery, queryOctet)
		w.O.QueryEnd = w.At()
	}
	if c.present(core.PartFragment) {
		w.B = append(w.B, '#')
		c.copy(&w, core.PartFragment, queryOctet)
	}
	*v = URI(w.Done())
}

// copy appends component k to w. A fresh one is checked as it is copied:
// when its octets are all of class cl and none is "%", as they usually
// are, they are its rule's too; otherwise check matches it against the
// rule, and its error, if any, is kept in c.err.
func (c *components) copy(w *core.Writer, k core.Part, cl class) {
	s := c.text[k]
	switch {
	case c.fresh&bit(k) == 0:
		w.B = append(w.B, s...)
	case k == core.PartScheme && (s == "" || syntax.Octets[s[0]]&alpha == 0) || !w.Plain(s, cl):
		c.recheck(k)
		w.B = append(w.B, s...)
	}
}

// copyHost appends the host to w, as copy does, and returns its kind.
func (c *components) copyHost(w *core.Writer) HostKind {
	s := c.text[core.PartHost]
	switch {
	case c.fresh&bit(core.PartHost) == 0:
		w.B = append(w.B, s...)
		return c.kind
	case w.Plain(s, regNameOctet):
		if s != "" && syntax.Octets[s[len(s)-1]]&digit != 0 && core.IsIPv4(s) {
			return HostIPv4
		}
		return HostRegName
	}
	w.B = append(w.B, s...)
	return c.recheck(core.PartHost)
}

// recheck checks component k against its rule with check, keeps the first
// error in c.err, and returns the kind of a host.
func (c *components) recheck(k core.Part) HostKind {
	kind, err := check(Part{k, c.text[k]})
	if err != nil && c.err == nil {
		c.err = err
	}
	return kind
}

// length returns the length of the text of the components, with prefix
// before the path, as write writes it.
func (c *components) length(prefix string) int {
	n := len(prefix) + len(c.text[core.PartPath])
	if c.present(core.PartScheme) {
		n += len(c.text[core.PartScheme]) + 1
	}
	if c.present(core.PartHost) {
		n += 2 + len(c.text[core.PartHost])
		if c.present(core.PartUserinfo) {
			n += len(c.text[core.PartUserinfo]) + 1
		}
		if c.present(core.PartPort) {
			n += 1 + len(c.text[core.PartPort])
		}
	}
	if c.present(core.PartQuery) {
		n += 1 + len(c.text[core.PartQuery])
	}
	if c.present(core.PartFragment) {
		n += 1 + len(c.text[core.PartFragment])
	}
	return n
}
