package whatwg

import (
	"unicode/utf8"

	"github.com/uriref/uri"
)

// path start state
func (p *parser) pathStart() state {
	u, c := p.u, p.c(p.i)
	u.pathStart = uint32(len(p.b))
	p.pathIn = p.i
	switch {
	case u.special():
		if c == '\\' {
			p.warn("invalid-reverse-solidus", p.i)
		}
		if c == '/' || c == '\\' {
			p.i++
		}
		return pathState
	case p.override == doneState && c == '?':
		return p.toQuery()
	case p.override == doneState && c == '#':
		return p.toFragment()
	case c != eof:
		if c == '/' {
			p.i++
		}
		return pathState
	}
	return doneState
}

// pathSpan records that the path was read at p.s[i:j], when it was read
// there: an empty path (or one that is only the empty segment a special
// URL gets) is not.
func (p *parser) pathSpan(i, j int) {
	if j > i {
		p.span(uri.ComponentPath, i, j)
	}
}

// segmentEnd returns the offset in p.s of the code point from i on that
// ends a path segment in the path state.
func (p *parser) segmentEnd(i int) int {
	special, stops := p.u.special(), p.override == doneState
	for ; i < len(p.s); i++ {
		switch p.s[i] {
		case '/':
			return i
		case '\\':
			if special {
				return i
			}
		case '?', '#':
			if stops {
				return i
			}
		}
	}
	return i
}

// path state
//
// The state reads a segment into its buffer up to "/" (or "\" in a
// special URL, or "?", "#" or EOF) and then appends it to the path; here
// the buffer is the segment's text in p.s, percent-encoded as it is
// written.
func (p *parser) path() state {
	if p.pathIn < 0 {
		p.pathIn = p.i
	}
	special := p.u.special()
	for {
		k := p.plainRun(p.i, segmentByte)
		j := p.segmentEnd(k)
		seg := p.s[p.i:j]
		if p.seg != "" { // the file host state's buffer
			seg, p.seg, k = p.seg, "", p.i
		} else if k < j {
			p.validateUnits(k, j)
		}
		c := p.c(j)
		slash := c == '/' || special && c == '\\'
		if special && c == '\\' {
			p.warn("invalid-reverse-solidus", j)
		}
		p.segment(seg, slash, k-p.i)
		p.i = j
		if !slash {
			break
		}
		p.i++
	}
	p.pathSpan(p.pathIn, p.i)
	if p.override == doneState {
		switch p.c(p.i) {
		case '?':
			return p.toQuery()
		case '#':
			return p.toFragment()
		}
	}
	return doneState
}

// segment appends the path segment seg, the path state's buffer, to the
// path: ".." shortens the path, "." is dropped, and a segment that no "/"
// follows leaves an empty last segment in their place. The first plain
// bytes of seg need no percent-encoding.
func (p *parser) segment(seg string, slash bool, plain int) {
	switch {
	case isDoubleDot(seg):
		p.shortenPath()
		if !slash {
			p.b = append(p.b, '/')
		}
	case isSingleDot(seg):
		if !slash {
			p.b = append(p.b, '/')
		}
	case p.u.scheme == schemeFile && len(p.b) == int(p.u.pathStart) && isDriveLetter(seg):
		p.b = append(p.b, '/', seg[0], ':') // the Windows drive letter quirk
	default:
		p.b = append(append(p.b, '/'), seg[:plain]...)
		if plain < len(seg) {
			p.b = appendEncoded(p.b, seg[plain:], pathSet)
		}
	}
}

// isSingleDot reports whether seg is a single-dot URL path segment (§4.1).
func isSingleDot(seg string) bool {
	return seg == "." || len(seg) == 3 && seg[0] == '%' && seg[1] == '2' && seg[2]|0x20 == 'e'
}

// isDoubleDot reports whether seg is a double-dot URL path segment (§4.1):
// "..", ".%2e", "%2e." or "%2e%2e", in any case.
func isDoubleDot(seg string) bool {
	switch len(seg) {
	case 2:
		return seg == ".."
	case 4:
		return seg[0] == '.' && isSingleDot(seg[1:]) || seg[3] == '.' && isSingleDot(seg[:3])
	case 6:
		return isSingleDot(seg[:3]) && isSingleDot(seg[3:])
	}
	return false
}

// isDriveLetter reports whether s is a Windows drive letter (§4.1): an
// ASCII letter and ":" or "|".
func isDriveLetter(s string) bool {
	return len(s) == 2 && isAlpha(int(s[0])) && (s[1] == ':' || s[1] == '|')
}

// isNormalizedDriveLetter reports whether s is a normalized Windows drive
// letter: an ASCII letter and ":".
func isNormalizedDriveLetter(s string) bool { return isDriveLetter(s) && s[1] == ':' }

// startsWithDriveLetter reports whether s starts with a Windows drive
// letter (§4.1): one, then EOF, "/", "\", "?" or "#".
func startsWithDriveLetter(s string) bool {
	if len(s) < 2 || !isDriveLetter(s[:2]) {
		return false
	}
	return len(s) == 2 || s[2] == '/' || s[2] == '\\' || s[2] == '?' || s[2] == '#'
}

// shortenPath removes the last segment of the path (§4.1, shorten a
// URL's path), but not the only segment of a file URL's path when it is a
// normalized Windows drive letter.
func (p *parser) shortenPath() {
	path := p.b[p.u.pathStart:]
	last := len(path) - 1
	for last > 0 && path[last] != '/' {
		last--
	}
	if last < 0 {
		return
	}
	if last == 0 && p.u.scheme == schemeFile && isNormalizedDriveLetter(string(path[1:])) {
		return
	}
	p.b = p.b[:int(p.u.pathStart)+last]
}

// opaque path state
func (p *parser) opaquePath() state {
	k := p.plainRun(p.i, pathByte)
	j := k
	for j < len(p.s) && p.s[j] != '?' && p.s[j] != '#' {
		j++
	}
	p.u.pathStart = uint32(len(p.b))
	p.pathSpan(p.i, j)
	if j < len(p.s) && j > p.i && p.s[j-1] == ' ' {
		p.appendUnits(p.i, k, j-1, c0ControlSet)
		p.warn("invalid-URL-unit", j-1)
		p.b = append(p.b, "%20"...) // a space that "?" or "#" follows
	} else {
		p.appendUnits(p.i, k, j, c0ControlSet)
	}
	p.i = j
	switch p.c(j) {
	case '?':
		return p.toQuery()
	case '#':
		return p.toFragment()
	}
	return doneState
}

// query state
func (p *parser) query() state {
	set, bits := querySet, fragmentByte
	if p.u.special() {
		set, bits = specialQuerySet, queryByte
	}
	k := p.plainRun(p.i, bits)
	j := k
	for j < len(p.s) && (p.s[j] != '#' || p.override != doneState) {
		j++
	}
	p.span(uri.ComponentQuery, p.i, j)
	p.appendUnits(p.i, k, j, set)
	p.i = j
	if j < len(p.s) {
		return p.toFragment()
	}
	return doneState
}

// fragment state
func (p *parser) fragment() state {
	p.span(uri.ComponentFragment, p.i, len(p.s))
	p.appendUnits(p.i, p.plainRun(p.i, fragmentByte), len(p.s), fragmentSet)
	p.i = len(p.s)
	return doneState
}

// plainRun returns the offset of the first byte of p.s from i on that is
// not of the serializedBytes classes bits: URL code points that a
// component keeps as they are.
func (p *parser) plainRun(i int, bits byteClass) int {
	return i + runOf(p.s[i:], bits)
}

// appendUnits appends p.s[i:j] percent-encoded with set and reports its
// invalid URL units; p.s[i:k] are plain, and need neither.
func (p *parser) appendUnits(i, k, j int, set encodeSet) {
	p.b = append(p.b, p.s[i:k]...)
	if k < j {
		p.validateUnits(k, j)
		p.b = appendEncoded(p.b, p.s[k:j], set)
	}
}

// validateUnits reports an invalid-URL-unit validation error for each
// code point of p.s[i:j] that is not a URL code point, and each "%" that
// two hex digits do not follow.
func (p *parser) validateUnits(i, j int) {
	for k := i; k < j; k++ {
		c := p.s[k]
		if c < utf8.RuneSelf {
			if hostOctets[c]&notURLUnitOctet != 0 || c == '%' && (!isHex(p.c(k+1)) || !isHex(p.c(k+2))) {
				p.warn("invalid-URL-unit", k)
			}
			continue
		}
		r, n := utf8.DecodeRuneInString(p.s[k:])
		if !isURLCodePoint(r) {
			p.warn("invalid-URL-unit", k)
		}
		k += n - 1
	}
}

func isHex(c int) bool { return isDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'f' }
