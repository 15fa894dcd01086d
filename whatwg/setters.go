package whatwg

// parts are the components of a URL, serialized, as the setters change
// them (§6.1) before the URL is written again.
type parts struct {
	scheme             string
	kind               schemeKind
	username, password string
	host, port         string
	hostKind           hostKind
	path, query, hash  string
	flags              flags
}

// parts returns the components of u.
func (u *URL) parts() parts {
	return parts{
		scheme: u.href[:u.schemeEnd], kind: u.scheme,
		username: u.Username(), password: u.Password(),
		host: u.Hostname(), port: u.Port(), hostKind: u.hostKind,
		path:  u.Pathname(),
		query: u.href[u.searchStart:u.hashStart], hash: u.href[u.hashStart:],
		flags: u.flags,
	}
}

// set makes u the URL of pt, written as the serializer writes it (§4.5).
// A URL that a setter changed has no validation errors and no input
// spans: no input was parsed as a whole.
func (u *URL) set(pt parts) {
	var p parser
	p.u = &URL{scheme: pt.kind, hostKind: pt.hostKind, flags: pt.flags &^ (hrefIsInput | addedSlash), read: newReading()}
	p.b = append(append(p.b, pt.scheme...), ':')
	p.u.schemeEnd = uint32(len(pt.scheme))
	p.noHost()
	if pt.flags&hasHost != 0 {
		p.b = append(p.b, "//"...)
		p.u.userEnd = uint32(len(p.b))
		p.b = append(p.b, pt.username...)
		p.u.userEnd = uint32(len(p.b))
		if pt.password != "" {
			p.b = append(append(p.b, ':'), pt.password...)
		}
		if pt.username != "" || pt.password != "" {
			p.b = append(p.b, '@')
		}
		p.u.hostStart = uint32(len(p.b))
		p.b = append(p.b, pt.host...)
		p.u.hostEnd = uint32(len(p.b))
		if pt.port != "" {
			p.b = append(append(p.b, ':'), pt.port...)
		}
		p.u.portEnd = uint32(len(p.b))
	}
	p.u.pathStart = uint32(len(p.b))
	p.b = append(p.b, pt.path...)
	p.u.searchStart = uint32(len(p.b))
	p.b = append(p.b, pt.query...)
	p.u.hashStart = uint32(len(p.b))
	p.b = append(p.b, pt.hash...)
	p.finish()
	p.u.read = nil
	*u = *p.u
}

// setterParser returns a parser of a setter's value s for a URL like u,
// writing into a buffer of its own: tabs and newlines are removed, but
// not leading and trailing spaces, as the basic URL parser does when it
// is given a URL (§4.4).
func (u *URL) setterParser(s string, override state) *parser {
	p := &parser{override: override, pathIn: -1}
	p.u = &URL{scheme: u.scheme, flags: u.flags & hasHost, hostKind: u.hostKind, read: newReading()}
	p.in, p.s = s, s
	for j := 0; j < len(s); j++ {
		if c := s[j]; c == '\t' || c == '\n' || c == '\r' {
			p.rebuild(0, len(s), j)
			break
		}
	}
	return p
}

// SetHref parses s as a URL without a base and, when it parses, makes u
// that URL (§6.1, the href setter); it returns the failure otherwise,
// where the Standard throws a TypeError.
func (u *URL) SetHref(s string) error {
	v, err := Parse(s)
	if err != nil {
		return err
	}
	*u = *v
	return nil
}

// SetProtocol sets the scheme to s, up to its first ":" (§6.1, the
// protocol setter, which runs the scheme state with a state override). It
// changes nothing when s does not start with a scheme, or when the change
// would make a special URL not special or the other way round, or give a
// file URL credentials or a port, or take the empty host of a file URL.
func (u *URL) SetProtocol(s string) {
	p := u.setterParser(s+":", schemeStartState)
	j := 0
	for ; j < len(p.s) && (isAlpha(int(p.s[j])) || j > 0 && (isDigit(int(p.s[j])) || p.s[j] == '+' || p.s[j] == '-' || p.s[j] == '.')); j++ {
	}
	if j == 0 || p.s[j] != ':' {
		return
	}
	for k := 0; k < j; k++ {
		p.b = append(p.b, p.s[k]|0x20*byte(p.s[k]>>6&1))
	}
	kind := specialScheme(string(p.b))
	pt := u.parts()
	switch {
	case (kind == notSpecial) != (u.scheme == notSpecial):
		return
	case kind == schemeFile && (pt.username != "" || pt.password != "" || pt.port != ""):
		return
	case u.scheme == schemeFile && pt.host == "":
		return
	}
	pt.scheme, pt.kind = string(p.b), kind
	if pt.port == kind.defaultPort() {
		pt.port = ""
	}
	u.set(pt)
}

// cannotHaveCredentials reports whether u cannot have a username,
// password or port (§4.2): its host is null or empty, or its scheme is
// file.
func (u *URL) cannotHaveCredentials() bool {
	return u.hostStart == u.hostEnd || u.scheme == schemeFile
}

// SetUsername sets the username to s, percent-encoded with the userinfo
// percent-encode set (§6.1, the username setter); it changes nothing
// when u cannot have a username.
func (u *URL) SetUsername(s string) {
	if u.cannotHaveCredentials() {
		return
	}
	pt := u.parts()
	pt.username = string(appendEncoded(nil, s, userinfoSet))
	u.set(pt)
}

// SetPassword sets the password to s, percent-encoded with the userinfo
// percent-encode set (§6.1, the password setter); it changes nothing
// when u cannot have a password.
func (u *URL) SetPassword(s string) {
	if u.cannotHaveCredentials() {
		return
	}
	pt := u.parts()
	pt.password = string(appendEncoded(nil, s, userinfoSet))
	u.set(pt)
}

// SetHost sets the host and, when s has one, the port (§6.1, the host
// setter, which runs the host state with a state override). It changes
// nothing when u has an opaque path or s is not a host.
func (u *URL) SetHost(s string) { u.setHost(s, false) }

// SetHostname sets the host (§6.1, the hostname setter, the hostname
// state); a ":" in s outside brackets changes nothing.
func (u *URL) SetHostname(s string) { u.setHost(s, true) }

// setHost is the host state and the hostname state with a state
// override, and the file host state for a file URL.
func (u *URL) setHost(s string, hostname bool) {
	if u.flags&opaquePath != 0 {
		return
	}
	p := u.setterParser(s, hostState)
	pt := u.parts()
	if u.scheme == schemeFile {
		j := p.authorityEnd(0)
		if !p.setterHost(&pt, j) {
			return
		}
		u.set(pt)
		return
	}
	end, inside, j := p.authorityEnd(0), false, 0
	for ; j < end && (p.s[j] != ':' || inside); j++ {
		if c := p.s[j]; c == '[' || c == ']' {
			inside = c == '['
		}
	}
	switch {
	case j < end && (j == 0 || hostname):
		return
	case j == end && j == 0 && (u.special() || pt.username != "" || pt.password != "" || pt.port != ""):
		return
	case !p.setterHost(&pt, j):
		return
	}
	if j < end {
		// The host is set before the port state runs: a port out of
		// range leaves the new host with the old port.
		if port, ok := p.setterPort(j + 1); ok && port != "-" {
			pt.port = port
		}
	}
	u.set(pt)
}

// setterHost runs the host parser on p.s[:j] and sets pt's host; false
// when it fails.
func (p *parser) setterHost(pt *parts, j int) bool {
	host, kind, fail := parseHost(p.s[:j], !p.u.special(), nil)
	if fail != nil {
		return false
	}
	if p.u.scheme == schemeFile && host == "localhost" {
		host, kind = "", emptyHost
	}
	pt.host, pt.hostKind = host, kind
	pt.flags |= hasHost
	return true
}

// setterPort is the port state with a state override, on p.s[i:]: the
// port its leading digits give, "" for the scheme's default port, "-"
// when there are no digits (the port does not change), and false when
// it is out of range.
func (p *parser) setterPort(i int) (string, bool) {
	j, n := i, 0
	for ; j < len(p.s) && isDigit(int(p.s[j])); j++ {
		if n = n*10 + int(p.s[j]-'0'); n > 65535 {
			return "", false
		}
	}
	if j == i {
		return "-", true
	}
	if def := p.u.scheme.defaultPort(); def != "" && n == atoi(def) {
		return "", true
	}
	return string(appendInt(nil, n)), true
}

// SetPort sets the port from the leading digits of s (§6.1, the port
// setter, the port state with a state override); "" makes it null. It
// changes nothing when u cannot have a port, s does not start with a
// digit, or the port is over 65535.
func (u *URL) SetPort(s string) {
	if u.cannotHaveCredentials() {
		return
	}
	pt := u.parts()
	if s == "" {
		pt.port = ""
		u.set(pt)
		return
	}
	port, ok := u.setterParser(s, portState).setterPort(0)
	if !ok || port == "-" {
		return
	}
	pt.port = port
	u.set(pt)
}

// SetPathname sets the path from s (§6.1, the pathname setter, the path
// start state with a state override); it changes nothing when u has an
// opaque path.
func (u *URL) SetPathname(s string) {
	if u.flags&opaquePath != 0 {
		return
	}
	p := u.setterParser(s, pathStartState)
	p.run(pathStartState)
	if p.u.flags&hasHost == 0 && len(p.b) == 0 && len(p.s) == 0 {
		p.b = append(p.b, '/') // the empty segment the path start state appends
	}
	pt := u.parts()
	pt.path = string(p.b)
	u.set(pt)
}

// SetSearch sets the query from s, without its leading "?" (§6.1, the
// search setter, the query state with a state override); "" makes the
// query null.
func (u *URL) SetSearch(s string) {
	pt := u.parts()
	pt.query = u.tail(s, '?', queryState)
	pt.flags &^= hasSearch
	if pt.query != "" {
		pt.flags |= hasSearch
	}
	u.set(pt)
}

// SetHash sets the fragment from s, without its leading "#" (§6.1, the
// hash setter, the fragment state with a state override); "" makes the
// fragment null.
func (u *URL) SetHash(s string) {
	pt := u.parts()
	pt.hash = u.tail(s, '#', fragmentState)
	pt.flags &^= hasHash
	if pt.hash != "" {
		pt.flags |= hasHash
	}
	u.set(pt)
}

// tail is the query or the fragment that the search or hash setter makes
// of s: "" for "" (null), else lead and what st, as the state override,
// writes of s without a leading lead.
func (u *URL) tail(s string, lead byte, st state) string {
	if s == "" {
		return ""
	}
	if s[0] == lead {
		s = s[1:]
	}
	p := u.setterParser(s, st)
	p.b = append(p.b, lead)
	p.run(st)
	return string(p.b)
}
