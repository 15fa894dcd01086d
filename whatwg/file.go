package whatwg

import "github.com/uriref/uri"

// file state
func (p *parser) file() state {
	u, base, c := p.u, p.base, p.c(p.i)
	u.scheme = schemeFile // written with its ":" by the scheme state, or copied from the base
	u.flags |= hasHost
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.warn("invalid-reverse-solidus", p.i)
		}
		p.i++
		return fileSlashState
	}
	if base == nil || base.scheme != schemeFile {
		p.emptyHost()
		return pathState
	}
	switch {
	case c == '?':
		p.copyBase(base.searchStart)
		return p.toQuery()
	case c == '#':
		p.copyBase(base.hashStart)
		return p.toFragment()
	case c == eof:
		p.copyBase(base.hashStart)
		return doneState
	case startsWithDriveLetter(p.s[p.i:]):
		p.warn("file-invalid-Windows-drive-letter", p.i)
		p.copyBase(0)
	default:
		p.copyBase(base.searchStart)
		p.shortenPath()
	}
	return pathState
}

// emptyHost writes the empty host of a file URL: "//" and nothing.
func (p *parser) emptyHost() {
	u := p.u
	u.flags |= hasHost
	p.b = append(p.b, "//"...)
	n := uint32(len(p.b))
	u.userEnd, u.hostStart, u.hostEnd, u.portEnd, u.pathStart = n, n, n, n, n
	u.hostKind = emptyHost
}

// file slash state
func (p *parser) fileSlash() state {
	base, c := p.base, p.c(p.i)
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.warn("invalid-reverse-solidus", p.i)
		}
		p.i++
		return fileHostState
	}
	p.pathIn = p.i - 1 // the "/" the file state read is the path's
	if base == nil || base.scheme != schemeFile {
		p.emptyHost()
		return pathState
	}
	p.copyBase(0)
	if first := base.firstSegment(); !startsWithDriveLetter(p.s[p.i:]) && isNormalizedDriveLetter(first) {
		p.b = append(p.b, '/')
		p.b = append(p.b, first...)
	}
	return pathState
}

// firstSegment returns the first segment of u's path, "" when it has
// none.
func (u *URL) firstSegment() string {
	path := u.Pathname()
	if u.flags&opaquePath != 0 || len(path) == 0 {
		return ""
	}
	for k := 1; k < len(path); k++ {
		if path[k] == '/' {
			return path[1:k]
		}
	}
	return path[1:]
}

// file host state
func (p *parser) fileHost() state {
	j := p.i
	for j < len(p.s) && p.s[j] != '/' && p.s[j] != '\\' && p.s[j] != '?' && p.s[j] != '#' {
		j++
	}
	buf := p.s[p.i:j]
	p.emptyHost()
	if p.override == doneState && isDriveLetter(buf) {
		p.warn("file-invalid-Windows-drive-letter-host", p.i)
		p.seg, p.pathIn, p.i = buf, p.i, j
		return pathState
	}
	if buf == "" {
		p.span(uri.ComponentHost, p.i, j)
	} else {
		if !p.writeHost(p.i, j) {
			return doneState
		}
		p.u.portEnd = p.u.hostEnd
		if p.u.hostEnd == p.u.hostStart {
			p.u.hostKind = emptyHost
		}
	}
	p.i = j
	return pathStartState
}
