package canon

import (
	"bytes"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/syntax"
)

// SafeBrowsing returns the canonical URL of Google Safe Browsing's "URLs and
// Hashing" (the Update API v4's "Canonicalization"), the form whose
// suffix/prefix expressions its lookups hash. It fails, with a
// [*uri.Error] whose Rule is "host", where the URL has no host.
//
// The input is a URL as a browser or a crawler sees it, not necessarily
// valid by RFC 3986, and is read as the documentation and
// google/safebrowsing read it:
//
//   - the fragment is removed from the first "#" on, then white space from
//     both ends, then every tab, CR and LF, wherever it stands (an encoded
//     one, "%0a", stays);
//   - every triplet is decoded, and the triplets that decoding makes, until
//     none is left ("%252525" is "%"); a "%" that starts no triplet is an
//     octet like any other;
//   - a URL that does not start with a scheme is taken to be "http://" and
//     what it holds: "www.google.com/" is "http://www.google.com/", and
//     "www.google.com:80" a host and a port, not a scheme; but a scheme
//     followed by anything but "//" leaves no host ("mailto:a@b",
//     "http:/a");
//   - the host is what follows the "//" up to the first "/" (the query was
//     cut at the first "?" before), less its userinfo up to the last "@"
//     and its port.
//
// Then, as "Canonicalization" says:
//
//   - the scheme is lowercased, and the port is removed, whichever it is
//     ("http://www.gotaport.com:1234/" gives "http://www.gotaport.com/");
//   - the host loses its leading and trailing dots and has each run of dots
//     written as one; a host with a non-ASCII label is written with
//     A-labels ([iri.HostToASCII]); a host that the URL Standard's IPv4
//     parser reads as an address (decimal, octal or hexadecimal numbers,
//     one to four of them: "3279880203", "0x7f.1") is written as four
//     decimal numbers; the rest is lowercased;
//   - in the path, "." and ".." segments are resolved as RFC 3986 §5.2.4
//     does ("/a/b/.." gives "/a/"), then each run of "/" is written as one;
//     an empty path is "/";
//   - the query is kept as it is, an empty one too ("http://www.google.com/q?");
//   - last, every octet up to the space, from DEL up, "#" and "%" is
//     written as a triplet with uppercase digits.
//
// SafeBrowsing(r) is r for every result r. It allocates once, for the
// result, when the URL holds no triplet, no tab, CR or LF and an ASCII
// host.
func SafeBrowsing(s string) (string, error) {
	r, err := safeBrowsing(s, nil)
	if err != nil {
		// The offset of an error is exact with a record of where each
		// octet of the decoded text came from.
		_, err = safeBrowsing(s, new(recorder))
	}
	return r, err
}

// SafeBrowsingReport returns what [SafeBrowsing] returns, and what it
// changed in s to get there, in the order of the offsets in s. A URL that
// is already canonical has no changes.
func SafeBrowsingReport(s string) (string, []Change, error) {
	var rec recorder
	r, err := safeBrowsing(s, &rec)
	if err != nil {
		return "", nil, err
	}
	return r, rec.list(), nil
}

// sbURL is a URL split as Safe Browsing splits one: indexes into the
// decoded text.
type sbURL struct {
	t                text
	scheme           string // "" when "http" is added
	hostStart        int    // the host, past the userinfo
	hostEnd          int    // before the port
	pathStart        int    // "/", or pathEnd when the path is empty
	pathEnd          int    // "?" or len(t.s)
	query            bool   // a "?" at pathEnd
	schemeAdded      bool
	userinfo, noPort int // where the userinfo starts, and the port's ":" (-1: none)
}

func safeBrowsing(in string, rec *recorder) (string, error) {
	t := text{s: in, end: len(in)}
	if i := strings.IndexByte(in, '#'); i >= 0 {
		// Cut first, then trim, as google/safebrowsing does: the white
		// space before a "#" goes too.
		rec.add(i, ChangeFragment)
		t = t.sub(0, i)
	}
	t = trim(t, rec)
	var buf [256]byte
	if rec != nil || needsDecoding(t.s, true) {
		b := buf[:0]
		if len(t.s) > len(buf) {
			b = make([]byte, 0, len(t.s)) // decoding never lengthens
		}
		t, _ = decodeRepeatedly(b, t, true, rec)
	}
	u, err := splitSB(in, t, rec)
	if err != nil {
		return "", err
	}
	host := t.sub(u.hostStart, u.hostEnd)
	if !syntax.IsASCII(host.s) {
		host = idna(in, host, rec)
	}
	bound := max(len(u.scheme), len("http")) + len("://") + max(len("255.255.255.255"), 3*len(host.s)) +
		len("/") + 3*(len(t.s)-u.pathStart)
	if bound <= 256 {
		var out [256]byte
		b, err := u.append(out[:0], in, host, rec)
		if err != nil {
			return "", err
		}
		return string(b), nil
	}
	b, err := u.append(make([]byte, 0, bound), in, host, rec)
	if err != nil {
		return "", err
	}
	return bytesView(b), nil
}

// splitSB splits the decoded text t as google/safebrowsing does.
func splitSB(in string, t text, rec *recorder) (sbURL, error) {
	c := t.s
	u := sbURL{t: t, userinfo: -1, noPort: -1}
	r := 0 // the start of what follows "scheme:"
	switch colon := sbSchemeEnd(c); {
	case colon > 0:
		u.scheme, r = c[:colon], colon+1
	case colon == 0:
		// A ":" alone, which google/safebrowsing reads as an empty
		// scheme and drops.
		r = 1
		u.schemeAdded = true
	default:
		u.schemeAdded = true
	}
	u.pathEnd = len(c)
	if q := strings.IndexByte(c[r:], '?'); q >= 0 {
		u.pathEnd, u.query = r+q, true
	}
	if u.scheme != "" {
		if !strings.HasPrefix(c[r:u.pathEnd], "//") {
			return u, &uri.Error{Input: in, Offset: t.at(r), Rule: "host"}
		}
		r += 2
	}
	u.pathStart = u.pathEnd
	if p := strings.IndexByte(c[r:u.pathEnd], '/'); p >= 0 {
		u.pathStart = r + p
	}
	if r == u.pathStart {
		return u, &uri.Error{Input: in, Offset: t.at(r), Rule: "host"}
	}
	u.hostStart, u.hostEnd = r, u.pathStart
	if at := strings.LastIndexByte(c[r:u.pathStart], '@'); at >= 0 {
		u.userinfo, u.hostStart = r, r+at+1
	}
	// The port: a ":" and digits at the end, or a ":" alone, which names
	// none (RFC 3986 §3.2.3). google/safebrowsing removes one, before the
	// host's dots, which leaves "a:1" of "a:1:2" and of "a:1.:2", and "a"
	// of "http://a:1/" then: removing the dots at the end and the ports
	// until there are none makes SafeBrowsing idempotent.
	for {
		h := c[u.hostStart:u.hostEnd]
		if n := len(strings.TrimRight(h, ".")); n < len(h) {
			rec.add(t.at(u.hostStart+n), ChangeHostDots)
			u.hostEnd = u.hostStart + n
			continue
		}
		k := strings.LastIndexByte(h, ':')
		if k < 0 || strings.Trim(h[k+1:], "0123456789") != "" {
			break
		}
		u.noPort = u.hostStart + k
		u.hostEnd = u.hostStart + k
	}
	return u, nil
}

// sbSchemeEnd returns the index of the ":" that ends the scheme of c as
// google/safebrowsing reads a scheme, or -1 when there is none: a letter,
// then letters, digits, "+", "-" and ".", then a ":" that does not start
// a port (digits followed by "/" or the end, as in "www.google.com:80/").
func sbSchemeEnd(c string) int {
	for i := 0; i < len(c); i++ {
		switch o := c[i]; {
		case 'a' <= o|0x20 && o|0x20 <= 'z':
		case '0' <= o && o <= '9' || o == '+' || o == '-' || o == '.':
			if i == 0 {
				return -1
			}
		case o == ':':
			d := i + 1
			for d < len(c) && '0' <= c[d] && c[d] <= '9' {
				d++
			}
			if d > i+1 && (d == len(c) || c[d] == '/') {
				return -1
			}
			return i
		default:
			return -1
		}
	}
	return -1
}

// append appends the canonical URL to b.
func (u sbURL) append(b []byte, in string, host text, rec *recorder) ([]byte, error) {
	t := u.t
	if u.schemeAdded {
		rec.add(t.at(0), ChangeScheme)
		b = append(b, "http"...)
	}
	if k := syntax.IndexUpper(u.scheme); k >= 0 {
		rec.add(t.at(k), ChangeSchemeCase)
	}
	b = appendLowerASCII(b, u.scheme)
	b = append(b, "://"...)
	if u.userinfo >= 0 {
		rec.add(t.at(u.userinfo), ChangeUserinfo)
	}
	hs := len(b)
	b = appendHost(b, in, host, upperhex, false, rec)
	if len(b) == hs {
		return b, &uri.Error{Input: in, Offset: t.at(u.hostStart), Rule: "host"}
	}
	if u.noPort >= 0 {
		rec.add(t.at(u.noPort), ChangePort)
	}
	b = u.appendPath(b, in, rec)
	if rec != nil {
		// The octets that split the URL, and those of its scheme, are not
		// written as they were read: each decoded one is a change.
		for i := 0; i < u.pathEnd; i++ {
			if (i < u.hostStart || i >= u.hostEnd && i < u.pathStart || t.s[i] == '/') &&
				len(withoutControls(t.source(in, i))) > 1 {
				rec.add(t.at(i), ChangeUnescape)
			}
		}
		if u.query && len(withoutControls(t.source(in, u.pathEnd))) > 1 {
			rec.add(t.at(u.pathEnd), ChangeUnescape)
		}
	}
	if u.query {
		b = append(b, '?')
		for i := u.pathEnd + 1; i < len(t.s); i++ {
			b = appendEscaped(b, t.s[i], upperhex)
		}
		escapeChanges(rec, in, t, u.pathEnd+1, len(t.s), upperhex)
	}
	return b, nil
}

// appendPath appends the path: dot segments resolved as RFC 3986 §5.2.4
// does, runs of "/" written as one, octets escaped.
func (u sbURL) appendPath(b []byte, in string, rec *recorder) []byte {
	t := u.t
	if u.pathStart == u.pathEnd {
		rec.add(t.at(u.pathEnd), ChangeEmptyPath)
		return append(b, '/')
	}
	// The path is written as a stack of "/" and a segment, an empty one
	// too, from which ".." pops the last; the runs of "/" that empty
	// segments leave are written as one after, as "Canonicalization"
	// orders: "/a//../b" is "/a/b".
	start := len(b)
	for i := u.pathStart + 1; ; {
		j := strings.IndexByte(t.s[i:u.pathEnd], '/')
		last := j < 0
		if last {
			j = u.pathEnd
		} else {
			j += i
		}
		switch seg := t.s[i:j]; seg {
		case ".", "..":
			rec.add(t.at(i), ChangeDotSegment)
			if seg == ".." && len(b) > start {
				b = b[:start+bytes.LastIndexByte(b[start:], '/')]
			}
			if last {
				b = append(b, '/')
			}
		default:
			if seg == "" && !last {
				rec.add(t.at(j), ChangeSlashes)
			}
			b = append(b, '/')
			for k := i; k < j; k++ {
				b = appendEscaped(b, t.s[k], upperhex)
			}
			escapeChanges(rec, in, t, i, j, upperhex)
		}
		if last {
			break
		}
		i = j + 1
	}
	return collapseSlashes(b, start)
}
