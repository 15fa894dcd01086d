package whatwg

import "github.com/uriref/uri"

// state is a state of the basic URL parser (§4.4).
type state uint8

const (
	doneState state = iota
	schemeStartState
	schemeState
	noSchemeState
	specialRelativeOrAuthorityState
	pathOrAuthorityState
	relativeState
	relativeSlashState
	specialAuthoritySlashesState
	specialAuthorityIgnoreSlashesState
	authorityState
	hostState
	portState
	fileState
	fileSlashState
	fileHostState
	pathStartState
	pathState
	opaquePathState
	queryState
	fragmentState
)

// stateNames are the names the Standard gives the states, as Error.State
// says them.
var stateNames = [...]string{
	doneState:                          "",
	schemeStartState:                   "scheme start state",
	schemeState:                        "scheme state",
	noSchemeState:                      "no scheme state",
	specialRelativeOrAuthorityState:    "special relative or authority state",
	pathOrAuthorityState:               "path or authority state",
	relativeState:                      "relative state",
	relativeSlashState:                 "relative slash state",
	specialAuthoritySlashesState:       "special authority slashes state",
	specialAuthorityIgnoreSlashesState: "special authority ignore slashes state",
	authorityState:                     "authority state",
	hostState:                          "host state",
	portState:                          "port state",
	fileState:                          "file state",
	fileSlashState:                     "file slash state",
	fileHostState:                      "file host state",
	pathStartState:                     "path start state",
	pathState:                          "path state",
	opaquePathState:                    "opaque path state",
	queryState:                         "query state",
	fragmentState:                      "fragment state",
}

// run runs the state machine from state st until it is done or fails.
// Each state reads the run of code points it owns and returns the next.
func (p *parser) run(st state) {
	for st != doneState {
		st = p.step(st)
	}
}

// step runs state st once.
func (p *parser) step(st state) state {
	switch st {
	case schemeStartState:
		return p.schemeStart()
	case schemeState:
		return p.scheme()
	case noSchemeState:
		return p.noScheme()
	case specialRelativeOrAuthorityState:
		return p.specialRelativeOrAuthority()
	case pathOrAuthorityState:
		return p.pathOrAuthority()
	case relativeState:
		return p.relative()
	case relativeSlashState:
		return p.relativeSlash()
	case specialAuthoritySlashesState:
		return p.specialAuthoritySlashes()
	case specialAuthorityIgnoreSlashesState:
		return p.specialAuthorityIgnoreSlashes()
	case authorityState:
		return p.authority()
	case hostState:
		return p.host()
	case portState:
		return p.port()
	}
	return p.stepFileOrPath(st)
}

// stepFileOrPath runs the file states and those from the path start
// state on.
func (p *parser) stepFileOrPath(st state) state {
	switch st {
	case fileState:
		return p.file()
	case fileSlashState:
		return p.fileSlash()
	case fileHostState:
		return p.fileHost()
	case pathStartState:
		return p.pathStart()
	case pathState:
		return p.path()
	case opaquePathState:
		return p.opaquePath()
	case queryState:
		return p.query()
	case fragmentState:
		return p.fragment()
	}
	return doneState
}

func isAlpha(c int) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isDigit(c int) bool { return '0' <= c && c <= '9' }

// scheme start state
func (p *parser) schemeStart() state {
	if isAlpha(p.c(p.i)) {
		return schemeState
	}
	return noSchemeState
}

// scheme state
func (p *parser) scheme() state {
	j := p.i
	for ; j < len(p.s); j++ {
		c := int(p.s[j])
		if !isAlpha(c) && !isDigit(c) && c != '+' && c != '-' && c != '.' {
			break
		}
	}
	if p.c(j) != ':' {
		p.i = 0 // start over (from the first code point in input)
		return noSchemeState
	}
	p.span(uri.ComponentScheme, p.i, j)
	for k := p.i; k < j; k++ {
		p.b = append(p.b, p.s[k]|0x20*byte(p.s[k]>>6&1)) // lowercase the letters
	}
	u := p.u
	u.scheme = specialScheme(string(p.b))
	p.b = append(p.b, ':')
	u.schemeEnd = uint32(len(p.b) - 1)
	p.noHost()
	p.i = j + 1
	return p.afterScheme()
}

// afterScheme is the end of the scheme state, once it has read the
// scheme and its ":": which state reads what follows.
func (p *parser) afterScheme() state {
	u, rest := p.u, p.s[p.i:]
	switch {
	case u.scheme == schemeFile:
		if len(rest) < 2 || rest[:2] != "//" {
			p.warn("special-scheme-missing-following-solidus", p.i)
		}
		return fileState
	case u.special() && p.base != nil && p.base.scheme == u.scheme:
		return specialRelativeOrAuthorityState
	case u.special():
		return specialAuthoritySlashesState
	case len(rest) > 0 && rest[0] == '/':
		p.i++
		return pathOrAuthorityState
	}
	u.flags |= opaquePath
	return opaquePathState
}

// noHost sets the host offsets of a URL whose host is null.
func (p *parser) noHost() {
	n := uint32(len(p.b))
	u := p.u
	u.userEnd, u.hostStart, u.hostEnd, u.portEnd, u.pathStart = n, n, n, n, n
}

// no scheme state
func (p *parser) noScheme() state {
	base, c := p.base, p.c(p.i)
	if base == nil || base.flags&opaquePath != 0 && c != '#' {
		return p.fail(noSchemeState, "missing-scheme-non-relative-URL", p.i)
	}
	p.b = append(p.b, base.Protocol()...)
	p.u.schemeEnd, p.u.scheme = base.schemeEnd, base.scheme
	p.noHost()
	if base.flags&opaquePath != 0 {
		p.copyBase(base.hashStart)
		p.u.flags |= opaquePath
		return p.toFragment()
	}
	if base.scheme == schemeFile {
		return fileState
	}
	return relativeState
}

// copyBase copies the authority of the base URL and, up to offset end of
// its href, its path and query.
func (p *parser) copyBase(end uint32) {
	base, u := p.base, p.u
	p.b = append(p.b[:base.schemeEnd+1], base.href[base.schemeEnd+1:base.portEnd]...)
	u.userEnd, u.hostStart, u.hostEnd, u.portEnd = base.userEnd, base.hostStart, base.hostEnd, base.portEnd
	u.flags |= base.flags & hasHost
	u.hostKind = base.hostKind
	u.pathStart = uint32(len(p.b))
	if end <= base.pathStart {
		return
	}
	p.b = append(p.b, base.href[base.pathStart:min(end, base.searchStart)]...)
	if end > base.searchStart && base.flags&hasSearch != 0 {
		u.searchStart = uint32(len(p.b))
		u.flags |= hasSearch
		p.b = append(p.b, base.href[base.searchStart:end]...)
	}
}

// special relative or authority state
func (p *parser) specialRelativeOrAuthority() state {
	if p.c(p.i) == '/' && p.c(p.i+1) == '/' {
		p.i += 2
		return specialAuthorityIgnoreSlashesState
	}
	p.warn("special-scheme-missing-following-solidus", p.i)
	return relativeState
}

// path or authority state
func (p *parser) pathOrAuthority() state {
	if p.c(p.i) == '/' {
		p.i++
		return authorityState
	}
	p.u.pathStart = uint32(len(p.b))
	p.pathIn = p.i - 1 // the "/" is the path's
	return pathState
}

// relative state
func (p *parser) relative() state {
	u, base := p.u, p.base
	switch c := p.c(p.i); {
	case c == '/':
		p.i++
		return relativeSlashState
	case u.special() && c == '\\':
		p.warn("invalid-reverse-solidus", p.i)
		p.i++
		return relativeSlashState
	case c == '?':
		p.copyBase(base.searchStart)
		return p.toQuery()
	case c == '#':
		p.copyBase(base.hashStart)
		return p.toFragment()
	case c != eof:
		p.copyBase(base.searchStart)
		p.shortenPath()
		return pathState
	}
	p.copyBase(base.hashStart)
	return doneState
}

// relative slash state
func (p *parser) relativeSlash() state {
	c := p.c(p.i)
	if p.u.special() && (c == '/' || c == '\\') {
		if c == '\\' {
			p.warn("invalid-reverse-solidus", p.i)
		}
		p.i++
		return specialAuthorityIgnoreSlashesState
	}
	if c == '/' {
		p.i++
		return authorityState
	}
	p.copyBase(0)
	p.pathIn = p.i - 1 // the "/" the relative state read is the path's
	return pathState
}

// special authority slashes state
func (p *parser) specialAuthoritySlashes() state {
	if p.c(p.i) == '/' && p.c(p.i+1) == '/' {
		p.i += 2
	} else {
		p.warn("special-scheme-missing-following-solidus", p.i)
	}
	return specialAuthorityIgnoreSlashesState
}

// special authority ignore slashes state
func (p *parser) specialAuthorityIgnoreSlashes() state {
	for c := p.c(p.i); c == '/' || c == '\\'; c = p.c(p.i) {
		p.warn("special-scheme-missing-following-solidus", p.i)
		p.i++
	}
	return authorityState
}

// toQuery writes the "?" that starts the query and goes to the query
// state.
func (p *parser) toQuery() state {
	p.u.searchStart = uint32(len(p.b))
	p.u.flags |= hasSearch
	p.b = append(p.b, '?')
	p.i++
	return queryState
}

// toFragment writes the "#" that starts the fragment and goes to the
// fragment state.
func (p *parser) toFragment() state {
	p.u.hashStart = uint32(len(p.b))
	p.u.flags |= hasHash
	p.b = append(p.b, '#')
	p.i++
	return fragmentState
}

// authorityEnd returns the offset in p.s of the first code point from i
// on that ends the authority: EOF, "/", "?", "#", or "\" in a special URL.
func (p *parser) authorityEnd(i int) int {
	special := p.u.special()
	for ; i < len(p.s); i++ {
		switch p.s[i] {
		case '/', '?', '#':
			return i
		case '\\':
			if special {
				return i
			}
		}
	}
	return i
}

// authority state
//
// The Standard reads the authority into a buffer and, at each "@", moves
// the buffer into the username and password; the last "@" ends the
// credentials, and the first ":" before it ends the username. The "@"s
// before the last are percent-encoded with the rest, as %40.
func (p *parser) authority() state {
	u := p.u
	u.flags |= hasHost
	p.b = append(p.b, "//"...)
	u.userEnd = uint32(len(p.b))
	end, at := p.authorityEnd(p.i), -1
	for k := p.i; k < end; k++ {
		if p.s[k] == '@' {
			p.warn("invalid-credentials", k)
			at = k
		}
	}
	if at >= 0 {
		if at+1 == end {
			return p.fail(authorityState, "host-missing", end)
		}
		p.span(uri.ComponentUserinfo, p.i, at)
		p.credentials(p.s[p.i:at])
		p.i = at + 1
	}
	u.hostStart = uint32(len(p.b))
	return hostState
}

// credentials writes the username and password of userinfo, and the "@"
// when either is not empty (§4.5, "includes credentials").
func (p *parser) credentials(userinfo string) {
	user, pass := userinfo, ""
	for k := 0; k < len(userinfo); k++ {
		if userinfo[k] == ':' {
			user, pass = userinfo[:k], userinfo[k+1:]
			break
		}
	}
	p.b = appendEncoded(p.b, user, userinfoSet)
	p.u.userEnd = uint32(len(p.b))
	if pass != "" {
		p.b = append(p.b, ':')
		p.b = appendEncoded(p.b, pass, userinfoSet)
	}
	if len(p.b) > int(p.u.userEnd) || user != "" {
		p.b = append(p.b, '@')
	}
}

// host state
func (p *parser) host() state {
	end, inside := p.authorityEnd(p.i), false
	j := p.i
	for ; j < end; j++ {
		if c := p.s[j]; c == '[' {
			inside = true
		} else if c == ']' {
			inside = false
		} else if c == ':' && !inside {
			break
		}
	}
	if j == p.i && (j < end || p.u.special()) {
		return p.fail(hostState, "host-missing", j)
	}
	if !p.writeHost(p.i, j) {
		return doneState
	}
	p.u.portEnd = p.u.hostEnd
	p.i = j
	if j < end {
		p.i++
		return portState
	}
	return pathStartState
}

// writeHost runs the host parser (§3.5) on p.s[i:j] and writes the host
// it returns; false when it fails.
func (p *parser) writeHost(i, j int) bool {
	host, kind, fail := parseHost(p.s[i:j], !p.u.special(), func(name string, off int) {
		p.warn(name, i+off)
	})
	if fail != nil {
		p.failIn(fail.Step, fail.Name, p.refused(i+fail.Offset))
		return false
	}
	p.span(uri.ComponentHost, i, j)
	if p.u.scheme == schemeFile && host == "localhost" {
		host = ""
	}
	p.u.hostKind = kind
	p.b = append(p.b, host...)
	p.u.hostEnd = uint32(len(p.b))
	return true
}

// port state
//
// A port over 65535 fails at the digit that takes it there.
func (p *parser) port() state {
	u, j, n, over := p.u, p.i, 0, -1
	for ; isDigit(p.c(j)); j++ {
		if n = n*10 + int(p.s[j]-'0'); n > 65535 && over < 0 {
			over, n = j, 65536
		}
	}
	if c := p.c(j); c != eof && c != '/' && c != '?' && c != '#' && (c != '\\' || !u.special()) {
		return p.fail(portState, "port-invalid", j)
	}
	if over >= 0 {
		return p.fail(portState, "port-out-of-range", over)
	}
	if j > p.i {
		p.span(uri.ComponentPort, p.i, j)
		if def := u.scheme.defaultPort(); def == "" || n != atoi(def) {
			p.b = append(p.b, ':')
			p.b = appendInt(p.b, n)
		}
	}
	u.portEnd = uint32(len(p.b))
	p.i = j
	return pathStartState
}

// atoi returns the value of the decimal digits s.
func atoi(s string) int {
	n := 0
	for k := 0; k < len(s); k++ {
		n = n*10 + int(s[k]-'0')
	}
	return n
}

// appendInt appends n, from 0 to 65535, in decimal.
func appendInt(b []byte, n int) []byte {
	var d [5]byte
	k := len(d)
	for {
		k--
		d[k] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	return append(b, d[k:]...)
}
