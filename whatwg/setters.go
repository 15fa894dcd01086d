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
	p.u = &URL{scheme: pt.kind, hostKind: pt.hostKind, flags: pt.flags}
	for c := range p.u.spans {
		p.u.spans[c].start = -1
	}
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
	*u = *p.u
}

// setterParser returns a parser of a setter's value s for a URL like u,
// writing into a buffer of its own: tabs and newlines are removed, but
// not leading and trailing spaces, as the basic URL parser does when it
// is given a URL (§4.4).
func (u *URL) setterParser(s string, override state) *parser {
	p := &parser{override: override, pathIn: -1}
	p.u = &URL{scheme: u.scheme, flags: u.flags & hasHost, hostKind: u.hostKind}
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
	kind := specialSchemeBytes(p.b)
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
