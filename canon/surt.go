package canon

import (
	"bytes"
	"net/netip"
	"slices"
	"strconv"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/syntax"
)

// SURTOptions are the options of the Internet Archive's surt that
// [SURTWith] takes. The zero value gives surt's defaults, which [SURT]
// uses.
type SURTOptions struct {
	// Scheme keeps the scheme, and puts the host between "(" and ")":
	// "http://(org,archive)/" (surt's with_scheme).
	Scheme bool
	// TrailingComma ends a host name with ",": "org,archive,)/" (surt's
	// trailing_comma). An IPv4 address gets none.
	TrailingComma bool
	// KeepWWW keeps the leading "www" label ("www", or "www" and digits:
	// "www2") that surt removes by default (its host_massage).
	KeepWWW bool
	// KeepIPv4 writes an IPv4 address as it reads, "192.0.2.7)/", where
	// surt reverses it as it does a name, "7,2,0,192)/" (surt's
	// reverse_ipaddr=False).
	KeepIPv4 bool
}

// SURT returns the Sort-friendly URI Reordering Transform of the URL s with
// the defaults of the Internet Archive's surt, the key by which web
// archives index what they hold (CDX files, pywb, the Wayback Machine):
// "http://www.archive.org/goo/?b&a" gives "org,archive)/goo?a&b". It is
// [SURTWith] with the zero [SURTOptions].
func SURT(s string) (string, error) {
	return SURTWith(s, SURTOptions{})
}

// SURTWith returns the SURT of the URL s as the Internet Archive's surt
// writes it with the options o. It reads s as surt does (its handyurl and
// its DefaultIAURLCanonicalizer: the canonicalizer of Safe Browsing's
// "URLs and Hashing", then the Internet Archive's):
//
//   - "" gives "-", and an input that starts with "filedesc" is returned as
//     it is; white space is removed from both ends, tabs, CRs and LFs from
//     everywhere; "http://" is put before an input that does not start
//     with a scheme, and a run of "http://" or "https://" is read as its
//     last ("http://https://a" is "https://a"); the fragment goes;
//   - the scheme and host are lowercased, and the userinfo is removed, as
//     is the port when it is empty or the scheme's default (80 for http,
//     443 for https; no other scheme has one); an http or https URL with
//     no authority takes its host from the path ("http:////a/b" is
//     "http://a/b"); a port that is not a number up to 65535 is an error
//     (a [*uri.Error] with Rule "port"), as is a "[" without "]", and an
//     http or https URL left with no host (Rule "host");
//   - in the host, the path and the query, each decoded on its own, every
//     triplet is decoded, repeatedly until none is left, then every octet
//     up to the space, from DEL up, "#" and "%" is written as a triplet,
//     with lowercase digits since the whole key is lowercased;
//   - the host loses the dots at its ends and in runs, is written with
//     A-labels when a label is not ASCII, and a host of digits is read as
//     an IPv4 address: one number, modulo 2³² ("39024579298" is
//     22.11.210.226), or up to four numbers as the URL Standard's IPv4
//     parser reads them ("017.0.0.1" is 15.0.0.1); then a leading "www"
//     label goes, but for the dns scheme and with KeepWWW;
//   - the path of a URL with a host has its "." segments removed and each
//     ".." removes the segment before it, or stays when there is none
//     ("/../a" stays); runs of "/" are written as one; then the path is
//     lowercased, loses its ASP.NET session segments
//     ("/(S(4hqa0555fwsecu455xqckv45))/mileg.aspx" is "/mileg.aspx") and
//     the "/" that ends it, but for a path "/";
//   - the query loses its session identifiers (jsessionid, phpsessid, sid
//     and ASPSESSIONID with their values; cfid and cftoken together), is
//     lowercased, and has its parameters sorted by name, then by value, a
//     name without "=" first ("a&a=&a=1"); an empty query goes with its
//     "?".
//
// The key is then the host's labels in reverse order, separated by ",",
// with ":" and the port when one is left, and ")", followed by the path
// and the query: "http://www.archive.org:8080/a/?b=2&a=1" gives
// "org,archive:8080)/a?a=1&b=2". A URL with no host is written "scheme:"
// and its path ("mailto:a@example.org", "dns:archive.org").
//
// Where surt's code would change its own result if run on it again,
// SURTWith goes on until nothing changes, so that the URL a key stands
// for has that key: every run of dots in a host is written as one (surt
// replaces ".." with "." once), every leading "www" label goes
// ("www.www.example.com" is "com,example)/"), every session identifier
// (surt removes the last of each kind), and every "/" that ends a path
// but its first octet ("mailto:a//" is "mailto:a").
func SURTWith(s string, o SURTOptions) (string, error) {
	r, err := surt(s, o, nil, false)
	if err != nil {
		// The offset of an error is exact with a record of where each
		// octet of the text came from.
		_, err = surt(s, o, new(recorder), false)
	}
	return r, err
}

// SURTReport returns what [SURTWith] returns, and what it changed in s to
// get there, in the order of the offsets in s. The reordering itself
// (scheme dropped, host reversed) is no change: it is the form of a key.
func SURTReport(s string, o SURTOptions) (string, []Change, error) {
	var rec recorder
	r, err := surt(s, o, &rec, false)
	if err != nil {
		return "", nil, err
	}
	return r, rec.list(), nil
}

// surtParts is a URL split as surt's handyurl splits one.
type surtParts struct {
	scheme   string // as written: surt lowercases it
	hasHost  bool   // an authority, or a host taken from the path
	host     text   // with the brackets of an IP literal
	port     int    // -1: none
	portAt   int
	path     text
	query    text
	hasQuery bool // a "?", maybe with an empty query
	queryAt  int  // the "?"
}

// surt returns the SURT of in, or with asURL the URL it stands for, which
// has the same SURT.
func surt(in string, o SURTOptions, rec *recorder, asURL bool) (string, error) {
	if in == "" {
		return "-", nil
	}
	if strings.HasPrefix(in, "filedesc") {
		return in, nil
	}
	t := trim(text{s: in, end: len(in)}, rec)
	var buf [512]byte
	b := buf[:0]
	if rec != nil || strings.ContainsAny(t.s, "\t\n\r") {
		t, b = removeControls(b, t, rec)
	}
	p, err := splitSURT(in, t, rec)
	if err != nil {
		return "", err
	}
	// The host, then the query, canonical, in b, then the key: its size
	// is known then, but for the path's.
	k := surtKey{p: p, path: p.path, o: o, asURL: asURL}
	if p.hasHost {
		if b, k.host, err = surtHost(b, in, p, o, rec); err != nil {
			return "", err
		}
	}
	if p.hasQuery {
		b, k.query = surtQuery(b, in, p, rec)
	}
	if rec != nil || needsDecoding(k.path.s, false) {
		k.path, _ = decodeRepeatedly(b, k.path, false, rec)
	}
	return k.string(in, rec), nil
}

// surtHost appends the host of p to b decoded, with A-labels, escaped,
// and without its leading "www" labels but for the dns scheme and with
// KeepWWW (surt's host_massage). It returns b and the host in it, and an
// error when an http or https URL is left with no host.
func surtHost(b []byte, in string, p surtParts, o SURTOptions, rec *recorder) ([]byte, []byte, error) {
	h := p.host
	if rec != nil || needsDecoding(h.s, false) {
		h, b = decodeRepeatedly(b, h, false, rec)
	}
	if !syntax.IsASCII(h.s) {
		h = idna(in, h, rec)
	}
	hs := len(b)
	b = appendHost(b, in, h, lowerhex, true, rec)
	if !o.KeepWWW && !syntax.EqualFold(p.scheme, "dns") {
		b = removeWWW(b, hs, h, rec)
	}
	host := b[hs:]
	if len(host) == 0 && syntax.HasPrefixFold(p.scheme, "http") {
		return b, nil, &uri.Error{Input: in, Offset: p.host.at(0), Rule: "host"}
	}
	return b, host, nil
}

// removeWWW removes every leading "www" label of the host b[hs:], read
// from h, and reads what is left as surt reads a host of digits: "www.10"
// is 0.0.0.10, as "10" is.
func removeWWW(b []byte, hs int, h text, rec *recorder) []byte {
	www := 0
	for w := wwwLabel(b[hs:]); w > 0; w = wwwLabel(b[hs+www:]) {
		www += w
	}
	if www == 0 {
		return b
	}
	rec.add(h.at(0), ChangeWWW)
	b = append(b[:hs], b[hs+www:]...)
	if a, ok := surtIPv4(b[hs:]); ok {
		rec.add(h.at(0), ChangeIPv4)
		b = a.AppendTo(b[:hs])
	}
	return b
}

// surtQuery appends the query of p to b decoded, lowercased and escaped.
// It returns b and the query in it without its session identifiers.
func surtQuery(b []byte, in string, p surtParts, rec *recorder) ([]byte, []byte) {
	qt := p.query
	if rec != nil || needsDecoding(qt.s, false) {
		qt, b = decodeRepeatedly(b, qt, false, rec)
	}
	qs, upper := len(b), false
	b = appendLower(b, in, qt, 0, len(qt.s), ChangeQueryCase, &upper, rec)
	q, cut := stripQuerySessionIDs(b[qs:])
	if cut {
		rec.add(p.queryAt, ChangeSessionID)
	}
	if len(q) == 0 && len(qt.s) == 0 {
		rec.add(p.queryAt, ChangeEmptyQuery)
	}
	return b, q
}

// removeControls appends t to b without its tabs, LFs and CRs, recording
// where each octet came from when rec is not nil.
func removeControls(b []byte, t text, rec *recorder) (text, []byte) {
	start := len(b)
	var org []int32
	if rec != nil {
		org = make([]int32, 0, len(t.s))
	}
	for i := 0; i < len(t.s); i++ {
		if isControl(t.s[i]) {
			rec.add(t.at(i), ChangeControl)
			continue
		}
		b = append(b, t.s[i])
		if org != nil {
			org = append(org, int32(t.at(i)))
		}
	}
	// Without a record, org is nil and the offsets are those of the text
	// before: they serve nothing then.
	return text{s: bytesView(b[start:]), org: org, base: t.base, end: t.end}, b
}

// splitSURT splits the text t, trimmed and without controls, as surt's
// handyurl.parse does.
func splitSURT(in string, t text, rec *recorder) (p surtParts, err error) {
	c := t.s
	p.port = -1
	var r int // what follows "scheme:", and "//"
	var slashes bool
	p.scheme, r, slashes = splitScheme(t, rec)
	end := len(c)
	if f := strings.IndexByte(c[r:], '#'); f >= 0 {
		rec.add(t.at(r+f), ChangeFragment)
		end = r + f
	}
	pathStart := r
	if slashes {
		pathStart = r + len(c[r:end])
		if i := strings.IndexAny(c[r:end], "/?"); i >= 0 {
			pathStart = r + i
		}
	}
	pathEnd := end
	if i := strings.IndexByte(c[pathStart:end], '?'); i >= 0 {
		pathEnd = pathStart + i
		p.hasQuery, p.queryAt = true, t.at(pathEnd)
		p.query = t.sub(pathEnd+1, end)
	}
	p.path = t.sub(pathStart, pathEnd)
	if slashes {
		p.hasHost = true
		if p.host, p.port, p.portAt, err = splitAuthority(in, t, r, pathStart, rec); err != nil {
			return p, err
		}
	}
	http := syntax.HasPrefixFold(p.scheme, "http")
	if http && (!p.hasHost || p.host.s == "") && pathStart < pathEnd {
		p.hasHost = true
		if p.path, p.host, p.port, p.portAt, err = hostFromPath(in, t, pathStart, pathEnd, rec); err != nil {
			return p, err
		}
	}
	if http && (!p.hasHost || p.host.s == "") {
		return p, &uri.Error{Input: in, Offset: t.at(r), Rule: "host"}
	}
	return p, nil
}

// splitScheme reads the scheme that t starts with as handyurl.parse
// does. It returns the scheme, the index of what follows "scheme:" and
// the "//" after it, and whether there is that "//". Without a scheme,
// it is "http" and "//" (surt's addDefaultSchemeIfNeeded puts "http://"
// before the text).
func splitScheme(t text, rec *recorder) (scheme string, r int, slashes bool) {
	c := t.s
	k := schemeEnd(c)
	if k < 0 {
		rec.add(t.at(0), ChangeScheme)
		return "http", 0, true
	}
	// "http://https://a" is "https://a": surt keeps the last of a run
	// of "http://" and "https://".
	n, last := 0, 0
	for i := 0; ; n++ {
		if strings.HasPrefix(c[i:], "http://") {
			last, i = i, i+len("http://")
		} else if strings.HasPrefix(c[i:], "https://") {
			last, i = i, i+len("https://")
		} else {
			break
		}
	}
	if n > 1 {
		rec.add(t.at(0), ChangeScheme)
		k = last + schemeEnd(c[last:])
	}
	scheme = c[last:k]
	if i := syntax.IndexUpper(scheme); i >= 0 {
		rec.add(t.at(last+i), ChangeSchemeCase)
	}
	r = k + 1
	if strings.HasPrefix(c[r:], "//") {
		slashes = true
		r += 2
	}
	return scheme, r, slashes
}

// hostFromPath reads the path t.s[pathStart:pathEnd] of an http or https
// URL with no host as handyurl does, for a host: "http:////www.vikings.com"
// has the host "www.vikings.com", and "http:a/b" the host "a". Its
// userinfo and port are read as an authority's, which surt does not do.
// It returns the path that is left, and what splitAuthority returns.
func hostFromPath(in string, t text, pathStart, pathEnd int, rec *recorder) (path, host text, port, portAt int, err error) {
	c := t.s
	i := pathStart
	for i < pathEnd && c[i] == '/' {
		i++
	}
	j := i + len(c[i:pathEnd])
	if k := strings.IndexByte(c[i:pathEnd], '/'); k >= 0 {
		j = i + k
	}
	host, port, portAt, err = splitAuthority(in, t, i, j, rec)
	return t.sub(j, pathEnd), host, port, portAt, err
}

// schemeEnd returns the index of the ":" that ends the scheme that c starts
// with, or -1: a letter, then letters, digits, "+", "-" and ".".
func schemeEnd(c string) int {
	for i := 0; i < len(c); i++ {
		switch o := c[i]; {
		case 'a' <= o|0x20 && o|0x20 <= 'z':
		case i > 0 && ('0' <= o && o <= '9' || o == '+' || o == '-' || o == '.'):
		case i > 0 && o == ':':
			return i
		default:
			return -1
		}
	}
	return -1
}

// splitAuthority reads the authority t.s[i:j] as Python's urlsplit does:
// trailing ":" removed, the userinfo up to the last "@", an IP literal in
// brackets, the port after the first ":" that follows the host. It
// returns the host, and the port (-1: none) and where it is.
func splitAuthority(in string, t text, i, j int, rec *recorder) (host text, port, portAt int, err error) {
	a := t.s[i:j]
	for len(a) > 0 && a[len(a)-1] == ':' {
		a = a[:len(a)-1]
	}
	if len(a) < j-i {
		rec.add(t.at(i+len(a)), ChangePort)
	}
	if at := strings.LastIndexByte(a, '@'); at >= 0 {
		rec.add(t.at(i), ChangeUserinfo)
		i, a = i+at+1, a[at+1:]
	}
	open, close := strings.IndexByte(a, '['), strings.IndexByte(a, ']')
	if (open < 0) != (close < 0) || close < open {
		return host, -1, 0, &uri.Error{Input: in, Offset: t.at(i + max(open, close)), Rule: "IP-literal"}
	}
	h, p := a, ""
	if open >= 0 {
		h = a[open : close+1]
		if k := strings.IndexByte(a[close:], ':'); k >= 0 {
			p = a[close+k+1:]
		}
		i += open
	} else if k := strings.IndexByte(a, ':'); k >= 0 {
		h, p = a[:k], a[k+1:]
	}
	host, port = t.sub(i, i+len(h)), -1
	if p != "" {
		portAt = t.at(i + len(a) - len(p))
		n, err := strconv.ParseUint(p, 10, 16)
		if err != nil {
			return host, -1, portAt, &uri.Error{Input: in, Offset: portAt, Rule: "port"}
		}
		if n > 0 {
			port = int(n)
		}
	}
	return host, port, portAt, nil
}

// surtIPv4 reads a host of digits and dots as surt's attemptIPFormats
// does: one number modulo 2³² (its workaround for the numbers above 2³²
// of the Wayback Machine's liveweb files), or up to four as an address
// (which surt leaves to the C library's inet_aton, and this package to the
// URL Standard's IPv4 parser, which reads them alike). A host with
// anything else (hexadecimal "0x7f.1") is a name.
func surtIPv4(h []byte) (netip.Addr, bool) {
	if len(h) == 0 {
		return netip.Addr{}, false
	}
	for _, o := range h {
		if (o < '0' || o > '9') && o != '.' {
			return netip.Addr{}, false
		}
	}
	if bytes.IndexByte(h, '.') < 0 {
		var v uint32
		for _, d := range h {
			v = v*10 + uint32(d-'0')
		}
		return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), true
	}
	return syntax.IPv4Lenient(h)
}

// wwwLabel returns the length of the leading "www" label of h, "www" and
// digits and ".", or 0.
func wwwLabel(h []byte) int {
	if !bytes.HasPrefix(h, []byte("www")) {
		return 0
	}
	i := len("www")
	for i < len(h) && '0' <= h[i] && h[i] <= '9' {
		i++
	}
	if i < len(h) && h[i] == '.' {
		return i + 1
	}
	return 0
}

// surtKey is what goes into a key once the host and query are canonical.
type surtKey struct {
	p     surtParts
	host  []byte
	path  text // decoded
	query []byte
	o     SURTOptions
	asURL bool
}

// string returns the key, or with asURL the URL it stands for, written
// in a buffer of the size it may take: on the stack when that is small.
func (k surtKey) string(in string, rec *recorder) string {
	bound := len(k.p.scheme) + len("://(") + len(k.host) + len(":65535,)") + 3*len(k.path.s) + len("/") + len("?") + len(k.query)
	if k.asURL {
		bound += 2 * (len(k.host) + len(k.path.s)) // "?" as "%3f" in a path, and the like
	}
	if bound <= 256 {
		var out [256]byte
		return string(k.append(out[:0], in, rec))
	}
	return bytesView(k.append(make([]byte, 0, bound), in, rec))
}

// append appends the key, or with asURL the URL it stands for, to b.
func (k surtKey) append(b []byte, in string, rec *recorder) []byte {
	p, o := k.p, k.o
	hasHost := len(k.host) > 0
	port := p.port
	if syntax.EqualFold(p.scheme, "http") && port == 80 || syntax.EqualFold(p.scheme, "https") && port == 443 {
		// surt's getDefaultPort knows these two.
		rec.add(p.portAt, ChangeDefaultPort)
		port = -1
	}
	switch {
	case k.asURL:
		b = appendLowerASCII(b, p.scheme)
		b = append(b, ':')
		if hasHost {
			b = append(b, "//"...)
			b = appendURLHost(b, k.host)
			if port >= 0 {
				b = append(b, ':')
				b = strconv.AppendInt(b, int64(port), 10)
			}
		}
	case o.Scheme || !hasHost:
		b = appendLowerASCII(b, p.scheme)
		b = append(b, ':')
		if !hasHost {
			break
		}
		if !syntax.EqualFold(p.scheme, "dns") {
			b = append(b, "//"...)
		}
		b = append(b, '(')
		fallthrough
	default:
		b = k.appendHost(b, port)
	}
	pathAt := len(b)
	b = k.appendPath(b, in, rec)
	if k.asURL && !hasHost && len(b)-pathAt >= 2 && b[pathAt] == '/' && b[pathAt+1] == '/' {
		// Without an authority a path cannot begin with "//" (RFC 3986
		// §3.3): the URL keeps the empty one, "a0:////0", where the key
		// has none, "a0://0".
		b = slices.Insert(b, pathAt, '/', '/')
	}
	if len(k.query) > 0 {
		b = append(b, '?')
		b = appendSorted(b, k.query, p.queryAt, rec)
	}
	return b
}

// appendHost appends the host, reversed, then the port and ")".
func (k surtKey) appendHost(b []byte, port int) []byte {
	h := k.host
	if h[0] == '[' {
		h = h[1 : len(h)-1]
	}
	ip := isDottedQuad(h)
	if ip && k.o.KeepIPv4 {
		b = append(b, h...)
	} else {
		for end := len(h); ; {
			i := bytes.LastIndexByte(h[:end], '.')
			b = append(b, h[i+1:end]...)
			if i < 0 {
				break
			}
			b = append(b, ',')
			end = i
		}
	}
	if port >= 0 {
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(port), 10)
	}
	if k.o.TrailingComma && !ip {
		b = append(b, ',')
	}
	return append(b, ')')
}

// isDottedQuad reports whether h is four runs of one to three digits
// separated by dots, which surt takes for an IPv4 address ("123.456.78.910"
// too).
func isDottedQuad(h []byte) bool {
	parts := 0
	for len(h) > 0 {
		n := 0
		for n < len(h) && n < 4 && '0' <= h[n] && h[n] <= '9' {
			n++
		}
		if n == 0 || n > 3 {
			return false
		}
		parts++
		h = h[n:]
		if len(h) > 0 {
			if h[0] != '.' || len(h) == 1 {
				return false
			}
			h = h[1:]
		}
	}
	return parts == 4
}

// appendURLHost appends the host h to a URL, with its octets that would
// end it percent-encoded.
func appendURLHost(b []byte, h []byte) []byte {
	if h[0] == '[' {
		return append(b, h...)
	}
	for _, o := range h {
		if o == ':' || o == '/' || o == '?' || o == '@' || o == '[' || o == ']' {
			b = append(b, '%', lowerhex[o>>4], lowerhex[o&15])
		} else {
			b = append(b, o)
		}
	}
	return b
}

// appendPath appends the path: for a URL with a host, surt's normalizePath
// (which Safe Browsing's "URLs and Hashing" inspired), then lowercased,
// without its ASP.NET session segments and the "/" that ends it.
func (k surtKey) appendPath(b []byte, in string, rec *recorder) []byte {
	t := k.path
	start := len(b)
	switch {
	case len(k.host) == 0:
		upper := false
		b = appendLower(b, in, t, 0, len(t.s), ChangePathCase, &upper, rec)
	case t.s == "":
		rec.add(t.end, ChangeEmptyPath)
		b = append(b, '/')
	default:
		b = appendNormalPath(b, in, t, rec)
	}
	path, cut := stripPathSessionIDs(b[start:])
	if cut {
		rec.add(t.at(0), ChangeSessionID)
	}
	b = b[:start+len(path)]
	// surt removes one "/"; a path with no host, which keeps its runs of
	// "/", may end with more.
	for len(b)-start > 1 && b[len(b)-1] == '/' {
		rec.add(t.at(strings.LastIndexByte(t.s, '/')), ChangeTrailingSlash)
		b = b[:len(b)-1]
	}
	if k.asURL && bytes.IndexByte(b[start:], '?') >= 0 {
		b = escapeQuestionMarks(b, start)
	}
	return b
}

// appendNormalPath appends the path t of a URL with a host as surt's
// normalizePath writes it, lowercased: a stack of "/" and a segment, an
// empty one too, as for Safe Browsing; but a ".." with nothing to pop
// stays, and a final "." or ".." leaves no "/". Runs of "/" are then
// written as one, and an empty path as "/".
func appendNormalPath(b []byte, in string, t text, rec *recorder) []byte {
	start, upper := len(b), false
	for i := strings.IndexByte(t.s, '/') + 1; ; {
		j := strings.IndexByte(t.s[i:], '/')
		last := j < 0
		if last {
			j = len(t.s)
		} else {
			j += i
		}
		switch seg := t.s[i:j]; {
		case seg == ".":
			rec.add(t.at(i), ChangeDotSegment)
		case seg == ".." && len(b) > start:
			rec.add(t.at(i), ChangeDotSegment)
			b = b[:start+bytes.LastIndexByte(b[start:], '/')]
		default:
			if seg == "" && !last {
				rec.add(t.at(j), ChangeSlashes)
			}
			b = append(b, '/')
			b = appendLower(b, in, t, i, j, ChangePathCase, &upper, rec)
		}
		if last {
			break
		}
		i = j + 1
	}
	b = collapseSlashes(b, start)
	if len(b) == start {
		b = append(b, '/')
	}
	return b
}

// escapeQuestionMarks writes each "?" of the path b[start:] as "%3f": in
// a URL, "?" would start the query.
func escapeQuestionMarks(b []byte, start int) []byte {
	path := bytes.Clone(b[start:])
	b = b[:start]
	for _, o := range path {
		if o == '?' {
			b = append(b, "%3f"...)
		} else {
			b = append(b, o)
		}
	}
	return b
}

// appendLower appends t.s[i:j] lowercased and escaped. The first
// uppercase letter of a component is recorded with code, once: upper says
// whether it was.
func appendLower(b []byte, in string, t text, i, j int, code string, upper *bool, rec *recorder) []byte {
	for k := i; k < j; k++ {
		o := t.s[k]
		if 'A' <= o && o <= 'Z' {
			if !*upper {
				rec.add(t.at(k), code)
				*upper = true
			}
			o += 'a' - 'A'
		}
		b = appendEscaped(b, o, lowerhex)
	}
	escapeChanges(rec, in, t, i, j, lowerhex)
	return b
}

// param is one parameter of a query: q[start:end], its name up to eq.
type param struct{ start, eq, end int }

// appendSorted appends the parameters of the query q sorted as surt's
// alphaReorderQuery sorts them: as (name, value) pairs, a name without
// "=" being a pair of one, which comes before the same name with one.
func appendSorted(b []byte, q []byte, at int, rec *recorder) []byte {
	var stack [32]param
	ps := stack[:0]
	for i := 0; i <= len(q); {
		j := i + len(q[i:])
		if k := bytes.IndexByte(q[i:], '&'); k >= 0 {
			j = i + k
		}
		eq := j
		if k := bytes.IndexByte(q[i:j], '='); k >= 0 {
			eq = i + k
		}
		ps = append(ps, param{i, eq, j})
		i = j + 1
	}
	cmpParam := func(x, y param) int {
		if c := bytes.Compare(q[x.start:x.eq], q[y.start:y.eq]); c != 0 {
			return c
		}
		switch xv, yv := x.eq < x.end, y.eq < y.end; {
		case xv != yv && !xv:
			return -1
		case xv != yv:
			return 1
		}
		return bytes.Compare(q[min(x.eq+1, x.end):x.end], q[min(y.eq+1, y.end):y.end])
	}
	if !slices.IsSortedFunc(ps, cmpParam) {
		rec.add(at, ChangeQueryOrder)
		slices.SortFunc(ps, cmpParam)
	}
	for n, x := range ps {
		if n > 0 {
			b = append(b, '&')
		}
		b = append(b, q[x.start:x.end]...)
	}
	return b
}
