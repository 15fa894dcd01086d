package whatwg

import "github.com/uriref/uri"

// URL is one URL as the URL Standard's basic URL parser reads it (§4.1).
//
// It holds its serialization, href, and the offsets in it of each
// component's boundaries, so that a getter slices href and allocates
// nothing. A component that is absent has its boundaries where it would
// be written: the search and the hash end the path.
type URL struct {
	href        string
	schemeEnd   uint32 // the ":" that ends the scheme
	userEnd     uint32 // end of the username; hostStart without credentials
	hostStart   uint32 // first byte of the host; after the "@" of the credentials
	hostEnd     uint32 // end of the host; the ":" before the port when there is one
	portEnd     uint32 // end of the port; hostEnd without a port
	pathStart   uint32 // first byte of the path, after "/." when the serializer adds it
	searchStart uint32 // the "?" of the query, or the end of the path
	hashStart   uint32 // the "#" of the fragment, or len(href)
	flags       flags
	scheme      schemeKind
	hostKind    hostKind
	read        *reading // nil when the recogniser of serialized input read href, or a setter wrote it
}

// reading is what the state machine records about the input it read.
type reading struct {
	errs  []ValidationError    // the validation errors, nil when none
	spans [componentCount]span // where each component was read
}

// flags say which of the components that may be null are there.
type flags uint8

const (
	hasHost     flags = 1 << iota // host is not null: href has "//" after the scheme
	hasSearch                     // query is not null
	hasHash                       // fragment is not null
	opaquePath                    // the path is a string, not a list of segments (§4.1 "has an opaque path")
	hrefIsInput                   // href is the input: the input spans are the components' offsets
	addedSlash                    // href is the input and "/", the path of a special URL
)

// componentCount is the number of uri.Component values whose input span a
// URL records: ComponentNone to ComponentFragment.
const componentCount = int(uri.ComponentFragment) + 1

// span is where a component was read in the input: byte offsets, start
// -1 when it was not read there.
type span struct{ start, end int32 }

// schemeKind tells the special schemes (§4.1) apart: they have default
// ports, hosts that are domains, and "\" as a path separator.
type schemeKind uint8

const (
	notSpecial schemeKind = iota
	schemeFTP
	schemeFile
	schemeHTTP
	schemeHTTPS
	schemeWS
	schemeWSS
)

// specialScheme returns the kind of the scheme s, already in lowercase.
func specialScheme(s string) schemeKind {
	switch s {
	case "http":
		return schemeHTTP
	case "https":
		return schemeHTTPS
	case "ws":
		return schemeWS
	case "wss":
		return schemeWSS
	case "ftp":
		return schemeFTP
	case "file":
		return schemeFile
	}
	return notSpecial
}

// defaultPort is the special scheme's default port (§4.1), "" for file
// and for the schemes that are not special.
func (k schemeKind) defaultPort() string {
	switch k {
	case schemeFTP:
		return "21"
	case schemeHTTP, schemeWS:
		return "80"
	case schemeHTTPS, schemeWSS:
		return "443"
	}
	return ""
}

func (u *URL) special() bool { return u.scheme != notSpecial }

// Href returns the serialization of u (§4.5, the href getter).
func (u *URL) Href() string { return u.href }

// Protocol returns the scheme and its ":".
func (u *URL) Protocol() string { return u.href[:u.schemeEnd+1] }

// Username returns the username, percent-encoded.
func (u *URL) Username() string {
	if u.flags&hasHost == 0 {
		return ""
	}
	return u.href[u.schemeEnd+3 : u.userEnd]
}

// Password returns the password, percent-encoded.
func (u *URL) Password() string {
	if u.flags&hasHost == 0 || u.userEnd >= u.hostStart || u.href[u.userEnd] != ':' {
		return ""
	}
	return u.href[u.userEnd+1 : u.hostStart-1]
}

// Host returns the serialized host and, when there is one, ":" and the
// port; "" when the host is null.
func (u *URL) Host() string { return u.href[u.hostStart:u.portEnd] }

// Hostname returns the serialized host; "" when the host is null.
func (u *URL) Hostname() string { return u.href[u.hostStart:u.hostEnd] }

// Port returns the port in decimal; "" when it is null (or the scheme's
// default, which the parser makes null).
func (u *URL) Port() string {
	if u.portEnd == u.hostEnd {
		return ""
	}
	return u.href[u.hostEnd+1 : u.portEnd]
}

// Pathname returns the serialized path: the opaque path, or "/" and each
// segment.
func (u *URL) Pathname() string { return u.href[u.pathStart:u.searchStart] }

// Search returns "?" and the query, or "" when the query is null or
// empty.
func (u *URL) Search() string {
	if u.hashStart-u.searchStart <= 1 {
		return ""
	}
	return u.href[u.searchStart:u.hashStart]
}

// Hash returns "#" and the fragment, or "" when the fragment is null or
// empty.
func (u *URL) Hash() string {
	if len(u.href)-int(u.hashStart) <= 1 {
		return ""
	}
	return u.href[u.hashStart:]
}

// Origin returns the serialization of u's origin (§4.6, HTML's
// serialization of an origin): scheme "://" host [":" port] for http,
// https, ws, wss and ftp, the origin of the URL in the path of a blob URL
// whose path is an http or https URL, and "null", an opaque origin,
// otherwise.
func (u *URL) Origin() string {
	switch u.scheme {
	case schemeHTTP, schemeHTTPS, schemeWS, schemeWSS, schemeFTP:
		if u.hostStart == u.schemeEnd+3 {
			return u.href[:u.portEnd]
		}
		return u.href[:u.schemeEnd+3] + u.href[u.hostStart:u.portEnd]
	case notSpecial:
		if u.href[:u.schemeEnd] != "blob" {
			break
		}
		p, err := Parse(u.Pathname())
		if err == nil && (p.scheme == schemeHTTP || p.scheme == schemeHTTPS) {
			return p.Origin()
		}
	}
	return "null"
}

// ValidationErrors returns the validation errors that the parser met
// without failing, in the order it met them, each with its byte offset in
// the input; nil when there were none.
func (u *URL) ValidationErrors() []ValidationError {
	if u.read == nil {
		return nil
	}
	return u.read.errs
}

// InputSpan returns where the text of component c was read in the input
// given to Parse: byte offsets in that input, its delimiters excluded
// ("//", "@", ":" before the port, "?", "#"; the "/" that starts a path
// is the path's). The span holds what the parser read, tabs and newlines
// too, not what it wrote: "HTTP" for the scheme "http". ok is false when
// the component is absent, came from the base URL, or was not read (an
// empty path, the "/" a special URL gets), when a setter changed the
// URL, and when c is not one of ComponentScheme to ComponentFragment.
func (u *URL) InputSpan(c uri.Component) (start, end int, ok bool) {
	var sp span
	switch {
	case c == uri.ComponentNone || int(c) >= componentCount:
		return 0, 0, false
	case u.read != nil:
		sp = u.read.spans[c]
	case u.flags&hrefIsInput != 0:
		sp = u.hrefSpan(c)
	default:
		return 0, 0, false
	}
	if sp.start < 0 {
		return 0, 0, false
	}
	return int(sp.start), int(sp.end), true
}
