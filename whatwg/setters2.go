package whatwg

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
	pt.query = ""
	pt.flags &^= hasSearch
	if s != "" {
		if s[0] == '?' {
			s = s[1:]
		}
		p := u.setterParser(s, queryState)
		p.b = append(p.b, '?')
		p.run(queryState)
		pt.query = string(p.b)
		pt.flags |= hasSearch
	}
	u.set(pt)
}

// SetHash sets the fragment from s, without its leading "#" (§6.1, the
// hash setter, the fragment state with a state override); "" makes the
// fragment null.
func (u *URL) SetHash(s string) {
	pt := u.parts()
	pt.hash = ""
	pt.flags &^= hasHash
	if s != "" {
		if s[0] == '#' {
			s = s[1:]
		}
		p := u.setterParser(s, fragmentState)
		p.b = append(p.b, '#')
		p.run(fragmentState)
		pt.hash = string(p.b)
		pt.flags |= hasHash
	}
	u.set(pt)
}
