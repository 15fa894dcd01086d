package uri

import (
	"math/bits"
	"strings"

	"github.com/uriref/uri/internal/core"
	"github.com/uriref/uri/internal/syntax"
)

// A Part is one component to set in [Build] or [URI.With], made by [Set].
// The zero Part changes nothing.
type Part struct {
	c Component
	s string
}

// Set returns the Part that sets the component c to text. The text is
// taken as it is written in a reference, already percent-encoded, and is
// never escaped again: use [Escape] to encode raw data first. c is one of
// [ComponentScheme] to [ComponentFragment], whose text is:
//
//   - a scheme, without its ":", which must match scheme (RFC 3986 §3.1)
//     and so cannot be empty: [URI.Without] removes one;
//   - a userinfo, without its "@", which must match userinfo (§3.2.1); it
//     may be empty, as in "//@a";
//   - a host, which must match host (§3.2.2) and gives the reference an
//     authority if it had none; an IPv6 address keeps its brackets,
//     "[::1]"; it may be empty, as in "file:///x";
//   - a port, without its ":", zero or more digits (§3.2.3);
//   - the host and port together, for [ComponentHostPort], as an HTTP
//     request's Host header holds them ("example.com:8080", "[::1]",
//     RFC 9110 §7.2): the port follows the last ":" outside an IP-literal,
//     and without one the port is removed; an error's Input is the host or
//     the port;
//   - a path, a sequence of segments (§3.3) that fits the rest of the
//     reference (see [URI.With]);
//   - a query, without its "?", which must match query (§3.4); it may be
//     empty, as in "a?"; [EncodeQuery] writes one from parameters;
//   - a fragment, without its "#", which must match fragment (§3.5); it
//     may be empty, as in "a#".
//
// Set(ComponentNone, text) changes nothing, like the zero Part.
func Set(c Component, text string) Part { return Part{c, text} }

// Build composes a URI reference from its parts, as RFC 3986 §5.3 does. A
// component that no part sets is absent; the path is then empty. Later parts
// override earlier ones. Build(parts...) is URI{}.With(parts...); see
// [URI.With] for the rules and the errors.
func Build(parts ...Part) (URI, error) { return URI{}.With(parts...) }

// With returns u with the given components set, all at once: a change that
// needs two components to agree (a host and a path, say) can be made in one
// call. The result r is such that Parse(r.String()) == r. With makes one
// allocation, for the text of the result; With with no Part returns u.
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
//     host too (Rule "authority", Offset 0);
//   - a Part of a piece of a component, [ComponentPathSegment] or
//     [ComponentQueryParam], which no Part sets: set the path or the query
//     (Rule "component", Offset 0).
//
// The error is an [*Error] whose Input is the text of the component at
// fault, not the whole reference, and whose Offset is within that text.
// When more than one is at fault, a part that a later one overrides comes
// first, then a component whose own text breaks its rule, in the order of
// RFC 3986 §5.3 (scheme to fragment), then one that does not fit. The
// component may be one that u already had, as when a host is given to
// "mailto:a@b", whose path cannot follow an authority.
func (u URI) With(parts ...Part) (URI, error) {
	if len(parts) == 1 {
		if v, ok, err := u.replace(parts[0]); ok {
			return v, err
		}
	}
	var c components
	if u.String() != "" { // Build's start has nothing to take apart
		c.take(u)
	}
	if err := c.set(parts); err != nil {
		return URI{}, err
	}
	// write checks each fresh component as it copies it, against the
	// octets that stand for themselves in its rule; check matches those
	// that hold others against the whole rule. An error in a component's
	// own text comes first, in the order of the components, then one in
	// how they fit together, then a text too long.
	var w core.Writer
	short := c.write(&w, "")
	if c.fresh != 0 { // not every component passed write's test
		if err := c.check(); err != nil {
			return URI{}, err
		}
	}
	if err := c.fits(); err != nil {
		return URI{}, err
	}
	if !short {
		return URI{}, &Error{Input: c.text[ComponentPath], Offset: 0, Rule: "URI-reference"}
	}
	if c.present(ComponentHost) {
		w.O.Kind = core.Kind(c.kind) // check may have found it
	}
	return URI(w.Done()), nil
}

// replace is the branch of With's route for one part that sets a
// component u already has, other than the path, the most common change
// (BenchmarkChange): the text between the component's delimiters changes
// and nothing else, so the components read back as they did in u, and
// only the offsets after the component move. It writes through the writer
// as write does, and skips taking u apart. It reports false when it does
// not apply.
func (u URI) replace(p Part) (v URI, ok bool, err error) {
	var start, end uint32
	var first int // the first offset that moves, in the order of offsets' fields
	o := u.r().Offsets()
	authority := o.Kind != core.KindNone
	switch {
	case p.c == ComponentScheme && o.SchemeEnd != 0:
		start, end, first = 0, o.SchemeEnd, 0
	case p.c == ComponentUserinfo && u.r().HasUserinfo():
		start, end, first = u.r().AuthorityStart(), o.HostStart-1, 1
	case p.c == ComponentHost && authority:
		start, end, first = o.HostStart, o.HostEnd, 2
	case p.c == ComponentPort && authority && o.HostEnd != o.PathStart:
		start, end, first = o.HostEnd+1, o.PathStart, 3
	case p.c == ComponentQuery && o.QueryEnd != 0:
		start, end, first = o.PathEnd+1, o.QueryEnd, 5
	case p.c == ComponentFragment && int(u.r().FragmentStart()) < len(u.String()):
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
	if p.c == ComponentHost {
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

// Without returns u without the components cs, which it removes with
// their delimiters; the path, which is never absent, is left empty.
// ComponentHost, or ComponentHostPort, removes the whole authority,
// userinfo and port with it, since neither stands without a host; the
// pieces, ComponentPathSegment and ComponentQueryParam, remove nothing.
// Where the path would then read
// otherwise, a dot segment goes in front of it, as RFC 3986 §3.3 and §4.2
// prescribe, and the path means what it did, since remove_dot_segments
// takes it away again:
//
//   - without an authority, a path that starts with "//" gets "/.":
//     "http://a//x" without its host is "http:/.//x";
//   - without a scheme or an authority, a first segment with a ":" gets
//     "./": "urn:isbn:0" without its scheme is "./isbn:0", not "isbn:0",
//     whose "isbn" would read as a scheme.
//
// Without never fails. It returns u itself, without allocating, when u
// has none of cs; otherwise it allocates once, but without the fragment
// alone, which it cuts from u's text.
func (u URI) Without(cs ...Component) URI {
	if len(cs) == 1 && cs[0] == ComponentFragment {
		return URI(u.r().WithoutFragment())
	}
	var c components
	c.take(u)
	has, path := c.has, c.text[ComponentPath]
	for _, k := range cs {
		switch {
		case k == ComponentHost || k == ComponentHostPort:
			c.has &^= bit(ComponentUserinfo) | bit(ComponentHost) | bit(ComponentPort)
		case k == ComponentPath:
			c.text[k] = ""
		case k <= ComponentFragment:
			c.has &^= bit(k)
		}
	}
	if c.has == has && c.text[ComponentPath] == path {
		return u
	}
	prefix := ""
	if !c.present(ComponentHost) {
		prefix = pathPrefix(c.text[ComponentPath], c.present(ComponentScheme))
	}
	// Nothing is fresh, so write cannot fail: the prefix removes at least
	// two octets for each it adds, so the text never outgrows what Parse
	// accepts.
	var w core.Writer
	c.write(&w, prefix)
	return URI(w.Done())
}

// components holds the components of a reference, apart, while With or
// Without change them: the text of each, by Component, and which are
// present. A component set from a Part is fresh until check has checked
// it against its rule. take builds one from a URI; set, check and fits
// change and check it in place, and write joins it into a URI again.
type components struct {
	text  [ComponentFragment + 1]string
	has   uint8    // bit k: component k is present (the path always is)
	fresh uint8    // bit k: text[k] comes from a Part and is yet to be checked
	kind  HostKind // the host's, when it is present and not fresh
}

// bit returns the bit of component k in a set of components. The mask
// tells the compiler that k is less than 8, which spares it the test that
// a shift of 32 or more would need.
func bit(k Component) uint8 { return 1 << (k & 7) }

// present reports whether component k is present.
func (c *components) present(k Component) bool { return c.has&bit(k) != 0 }

// take sets c, which is zero, to u taken apart, reading its offsets once.
func (c *components) take(u URI) {
	s := u.String()
	o := u.r().Offsets()
	c.text[ComponentPath] = s[o.PathStart:o.PathEnd]
	if o.SchemeEnd != 0 {
		c.text[ComponentScheme], c.has = s[:o.SchemeEnd], bit(ComponentScheme)
	}
	if o.Kind != core.KindNone {
		c.kind = HostKind(o.Kind)
		c.text[ComponentHost], c.has = s[o.HostStart:o.HostEnd], c.has|bit(ComponentHost)
		if u.r().HasUserinfo() {
			c.text[ComponentUserinfo] = s[core.AfterScheme(o.SchemeEnd)+2 : o.HostStart-1]
			c.has |= bit(ComponentUserinfo)
		}
		if o.HostEnd != o.PathStart {
			c.text[ComponentPort], c.has = s[o.HostEnd+1:o.PathStart], c.has|bit(ComponentPort)
		}
	}
	frag := o.PathEnd // where the "#" would be
	if o.QueryEnd != 0 {
		c.text[ComponentQuery], c.has = s[o.PathEnd+1:o.QueryEnd], c.has|bit(ComponentQuery)
		frag = o.QueryEnd
	}
	if int(frag) != len(s) {
		c.text[ComponentFragment], c.has = s[frag+1:], c.has|bit(ComponentFragment)
	}
}

// set sets the parts in c, fresh. Every part given is checked: check
// checks those that are left, and one that a later part overrides is
// checked here, so that its error comes first. The sets of components
// stay in registers until the end.
func (c *components) set(parts []Part) error {
	has, fresh := c.has, c.fresh
	for _, p := range parts {
		k := p.c
		switch {
		case k-1 < ComponentFragment && fresh&bit(k) == 0:
			// ComponentScheme to ComponentFragment, set once so far
		case k == ComponentNone:
			continue
		case k == ComponentHostPort:
			host, port, hasPort := splitHostPort(p.s)
			c.text[ComponentHost] = host
			has, fresh = (has|bit(ComponentHost))&^bit(ComponentPort), fresh|bit(ComponentHost)
			if hasPort {
				c.text[ComponentPort] = port
				has, fresh = has|bit(ComponentPort), fresh|bit(ComponentPort)
			}
			continue
		case k > ComponentFragment:
			return &Error{Input: p.s, Offset: 0, Rule: "component"}
		default: // set again
			if _, err := check(Set(k, c.text[k])); err != nil {
				return err
			}
		}
		c.text[k] = p.s
		has, fresh = has|bit(k), fresh|bit(k)
	}
	c.has, c.fresh = has, fresh
	return nil
}

// splitHostPort splits the text of a ComponentHostPort Part into the host
// and the port that follows its last ":", and reports whether there is
// one: a reg-name holds no ":", and an IP-literal ends with "]". Checking
// the two is check's work.
func splitHostPort(s string) (host, port string, ok bool) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 || strings.IndexByte(s[i:], ']') >= 0 {
		return s, "", false
	}
	return s[:i], s[i+1:], true
}

// check matches the text of p against the rule of its component, alone,
// and returns the kind of a host. How the path fits with the other
// components is checked by fits.
func check(p Part) (HostKind, error) {
	kind, end, rule, ok := core.Match(core.Part(p.c), p.s)
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
	path := c.text[ComponentPath]
	if !c.present(ComponentHost) {
		for _, k := range [...]Component{ComponentUserinfo, ComponentPort} {
			if c.present(k) {
				return &Error{Input: c.text[k], Offset: 0, Rule: "authority"}
			}
		}
	}
	switch {
	case c.present(ComponentHost):
		if path != "" && path[0] != '/' {
			return &Error{Input: path, Offset: 0, Rule: "path-abempty"}
		}
	case strings.HasPrefix(path, "//"):
		return &Error{Input: path, Offset: 1, Rule: "path-absolute"}
	case !c.present(ComponentScheme):
		// path-noscheme: no ":" before the first "/".
		for i := 0; i < len(path) && path[i] != '/'; i++ {
			if path[i] == ':' {
				return &Error{Input: path, Offset: i, Rule: "segment-nz-nc"}
			}
		}
	}
	return nil
}

// partClass gives the class of the octets that stand for themselves in
// each component's rule: stops is made from it, for write's test.
var partClass = [...]class{
	ComponentScheme:   schemeOctet,
	ComponentUserinfo: userinfoOctet,
	ComponentHost:     regNameOctet,
	ComponentPort:     digit,
	ComponentPath:     pathOctet,
	ComponentQuery:    queryOctet,
	ComponentFragment: queryOctet,
}

// check matches every component still fresh against its rule, in the
// order of RFC 3986 §5.3, returns the first error, and records the kind of
// a fresh host. write has already passed those whose octets all stand for
// themselves in their rule, as they usually do.
func (c *components) check() error {
	for f := c.fresh; f != 0; f &= f - 1 { // the fresh components, in order
		k := Component(bits.TrailingZeros8(f))
		kind, err := check(Set(k, c.text[k]))
		if err != nil {
			return err
		}
		if k == ComponentHost {
			c.kind = kind
		}
	}
	c.fresh = 0
	return nil
}

// stops gives, for every octet, bit k (see bit) set when the octet does
// not stand for itself in the rule of component k, the class partClass
// gives, or is "%", whose triplet put does not check: the union of the
// stops of a component's octets says at once whether they all stand for
// themselves, with no branch per octet.
var stops = func() (t [256]uint8) {
	for o := range t {
		for k := ComponentScheme; k <= ComponentFragment; k++ {
			if o == '%' || syntax.Octets[o]&partClass[k] == 0 {
				t[o] |= bit(k)
			}
		}
	}
	return t
}()

// put copies s to b at offset at, where b has room for it, and returns
// the offset past it and the union of the stops of its octets: checking
// and copying in one pass.
func put(b []byte, at int, s string) (int, uint8) {
	dst := b[at : at+len(s)]
	var stop uint8
	for i := range len(s) {
		stop |= stops[s[i]]
		dst[i] = s[i]
	}
	return at + len(s), stop
}

// write joins the components as RFC 3986 §5.3 does, with the offsets that
// Parse would find, and prefix before the path, into w, which is zero,
// with a text of just that length, and reports whether the text is no
// longer than Parse accepts; if not, w stays zero. The userinfo and the
// port are written only with a host, as fits requires. Each component is
// checked as it is copied, against the octets that stand for themselves
// in its rule (see put and pass); the host's kind is that of c after
// check.
func (c *components) write(w *core.Writer, prefix string) (short bool) {
	n := c.size(prefix)
	if n > maxLen {
		return false
	}
	*w = core.NewWriter(n)
	b, at := w.B[:n], 0
	var stop, out uint8 // the stops of each component, in its own bit
	if c.present(ComponentScheme) {
		at, stop = put(b, at, c.text[ComponentScheme])
		w.O.SchemeEnd, b[at], at = uint32(at), ':', at+1
		out |= stop & bit(ComponentScheme)
	}
	if c.present(ComponentHost) {
		b[at], b[at+1], at = '/', '/', at+2
		if c.present(ComponentUserinfo) {
			at, stop = put(b, at, c.text[ComponentUserinfo])
			b[at], at = '@', at+1
			out |= stop & bit(ComponentUserinfo)
		}
		w.O.HostStart = uint32(at)
		at, stop = put(b, at, c.text[ComponentHost])
		w.O.HostEnd, out = uint32(at), out|stop&bit(ComponentHost)
		if c.present(ComponentPort) {
			b[at] = ':'
			at, stop = put(b, at+1, c.text[ComponentPort])
			out |= stop & bit(ComponentPort)
		}
	}
	w.O.PathStart = uint32(at)
	if prefix != "" { // only Without's, where the path would read otherwise
		at += copy(b[at:], prefix)
	}
	at, stop = put(b, at, c.text[ComponentPath])
	w.O.PathEnd, out = uint32(at), out|stop&bit(ComponentPath)
	if c.present(ComponentQuery) {
		b[at] = '?'
		at, stop = put(b, at+1, c.text[ComponentQuery])
		w.O.QueryEnd, out = uint32(at), out|stop&bit(ComponentQuery)
	}
	if c.present(ComponentFragment) {
		b[at] = '#'
		at, stop = put(b, at+1, c.text[ComponentFragment])
		out |= stop & bit(ComponentFragment)
	}
	w.B = b[:at]
	if c.pass(out); c.present(ComponentHost) {
		w.O.Kind = core.Kind(c.kind)
	}
	return true
}

// pass marks as checked the fresh components that write wrote and found
// with no octet out of their class, out having the bit of each that has
// one, and sets a fresh host's kind. A scheme must also start with ALPHA:
// check says where one that does not breaks its rule.
func (c *components) pass(out uint8) {
	s := c.text[ComponentScheme]
	if s == "" || syntax.Octets[s[0]]&alpha == 0 {
		out |= bit(ComponentScheme)
	}
	if h := c.text[ComponentHost]; c.fresh&^out&bit(ComponentHost) != 0 {
		c.kind = HostRegName
		if h != "" && syntax.Octets[h[len(h)-1]]&digit != 0 && core.IsIPv4(h) {
			c.kind = HostIPv4 // only an IPv4address ends with a DIGIT
		}
	}
	written := c.has | bit(ComponentPath)
	if !c.present(ComponentHost) {
		written &^= bit(ComponentUserinfo) | bit(ComponentPort)
	}
	c.fresh &= out | ^written
}

// size returns the length of the text that write writes: prefix, the
// text of each component present, and its delimiters: "//" before the
// host, whose authority it starts, and one octet beside each other
// component but the path. It adds without a branch per component.
func (c *components) size(prefix string) int {
	h, t := c.has, &c.text
	n := len(prefix) + len(t[ComponentPath])
	n += (len(t[ComponentScheme]) + 1) & -int(h>>ComponentScheme&1)
	n += (len(t[ComponentUserinfo]) + 1) & -int(h>>ComponentUserinfo&1)
	n += (len(t[ComponentHost]) + 2) & -int(h>>ComponentHost&1)
	n += (len(t[ComponentPort]) + 1) & -int(h>>ComponentPort&1)
	n += (len(t[ComponentQuery]) + 1) & -int(h>>ComponentQuery&1)
	return n + (len(t[ComponentFragment])+1)&-int(h>>ComponentFragment&1)
}
