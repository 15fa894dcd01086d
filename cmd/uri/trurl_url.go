package main

import (
	"errors"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
	"github.com/uriref/uri/iri"
)

// turl is a URL of the trurl mode split into trurl's components, each as
// written (percent-encoded); a has* flag tells an empty component from an
// absent one. The userinfo is split at its first ":" into user and password
// and, for IMAP URLs only (as trurl's manual says), at its first ";" into
// options as well.
type turl struct {
	scheme                          string
	guessed                         bool // the scheme is guessed: "?=" sets it
	user, password, options         string
	hasUser, hasPassword, hasOption bool
	host                            string
	hasHost                         bool
	port                            string
	hasPort                         bool
	path                            string
	query, fragment                 string
	hasQuery, hasFragment           bool
}

// hasOptions reports whether the userinfo of a URL of the scheme has
// options after a ";", as libcurl reads it for IMAP.
func hasOptions(scheme string) bool {
	s := strings.ToLower(scheme)
	return s == "imap" || s == "imaps"
}

// fromURI splits u into trurl's components.
func fromURI(u uri.URI) turl {
	t := turl{scheme: u.Scheme(), path: u.Path()}
	if ui, ok := u.Userinfo(); ok {
		t.splitUserinfo(ui)
	}
	if _, ok := u.Authority(); ok {
		t.host, t.hasHost = u.Host(), true
	}
	t.port, t.hasPort = u.Port()
	t.query, t.hasQuery = u.Query()
	t.fragment, t.hasFragment = u.Fragment()
	return t
}

// splitUserinfo splits the userinfo at its first ":" and, for IMAP, its
// first ";", in whichever order they come ("user:pw;opt", "user;opt:pw").
func (t *turl) splitUserinfo(ui string) {
	psep := strings.IndexByte(ui, ':')
	osep := -1
	if hasOptions(t.scheme) {
		osep = strings.IndexByte(ui, ';')
	}
	end := func(from, other int) string {
		if other > from {
			return ui[from+1 : other]
		}
		return ui[from+1:]
	}
	t.user, t.hasUser = ui, true
	if i := minIndex(psep, osep); i >= 0 {
		t.user = ui[:i]
	}
	if psep >= 0 {
		t.password, t.hasPassword = end(psep, osep), true
	}
	if osep >= 0 {
		t.options, t.hasOption = end(osep, psep), true
	}
}

// minIndex returns the smaller of two indexes, -1 meaning none.
func minIndex(a, b int) int {
	if a < 0 || (b >= 0 && b < a) {
		return b
	}
	return a
}

// userinfo joins user, password and options as "user:password;options".
func (t *turl) userinfo() (string, bool) {
	if !t.hasUser && !t.hasPassword && !t.hasOption {
		return "", false
	}
	s := t.user
	if t.hasPassword {
		s += ":" + t.password
	}
	if t.hasOption {
		s += ";" + t.options
	}
	return s, true
}

// build composes the URI of t (RFC 3986 §5.3).
func (t *turl) build() (uri.URI, error) {
	parts := []uri.Part{uri.Set(uri.ComponentScheme, t.scheme), uri.Set(uri.ComponentPath, t.path)}
	if t.hasHost {
		parts = append(parts, uri.Set(uri.ComponentHost, t.host))
		if ui, ok := t.userinfo(); ok {
			parts = append(parts, uri.Set(uri.ComponentUserinfo, ui))
		}
		if t.hasPort {
			parts = append(parts, uri.Set(uri.ComponentPort, t.port))
		}
	}
	if t.hasQuery {
		parts = append(parts, uri.Set(uri.ComponentQuery, t.query))
	}
	if t.hasFragment {
		parts = append(parts, uri.Set(uri.ComponentFragment, t.fragment))
	}
	return uri.Build(parts...)
}

// badURL is a URL that trurl would skip with a note (or refuse with
// --verify): it does not parse, or what it becomes cannot be a URL.
type badURL struct {
	input string
	err   error
}

func (e *badURL) Error() string {
	in, _ := display.ShowControls(e.input) // no raw control character to the terminal
	return strings.TrimPrefix(e.err.Error(), "uri: ") + " [" + in + "]"
}

// curlPorts are the URL schemes libcurl supports, with their default ports
// (0: none). --curl accepts only these; --default-port, {default:port} and
// the removal of a default port know these and uri.DefaultPort's.
var curlPorts = map[string]string{
	"dict": "2628", "file": "", "ftp": "21", "ftps": "990", "gopher": "70",
	"gophers": "70", "http": "80", "https": "443", "imap": "143", "imaps": "993",
	"ldap": "389", "ldaps": "636", "mqtt": "1883", "pop3": "110", "pop3s": "995",
	"rtmp": "1935", "rtsp": "554", "scp": "22", "sftp": "22", "smb": "445",
	"smbs": "445", "smtp": "25", "smtps": "465", "telnet": "23", "tftp": "69",
	"ws": "80", "wss": "443",
}

// schemePort returns the default port of a scheme, if one is known.
func schemePort(scheme string) (string, bool) {
	s := strings.ToLower(scheme)
	if p, ok := curlPorts[s]; ok {
		return p, p != ""
	}
	return uri.DefaultPort(s)
}

// guessPrefixes are the host prefixes for which libcurl guesses a scheme
// other than http.
var guessPrefixes = []string{"ftp", "dict", "ldap", "imap", "smtp", "pop3"}

// hasSchemePrefix reports whether s starts with a scheme (RFC 3986 §3.1)
// and ":". Unless strict, the ":" must be followed by "/", as libcurl asks
// when it guesses schemes: "localhost:8080" is a host and a port.
func hasSchemePrefix(s string, strict bool) bool {
	i := strings.IndexByte(s, ':')
	if i <= 0 || !isScheme(s[:i]) {
		return false
	}
	return strict || strings.HasPrefix(s[i+1:], "/")
}

func isScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return s != ""
}

// guessScheme returns the text to put before s, which has no scheme: as
// libcurl guesses, "ftp://" for a host that starts with "ftp." (and so for
// dict, ldap, imap, smtp and pop3), otherwise "http://".
func guessScheme(s string) string {
	rest := strings.TrimPrefix(s, "//")
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.LastIndexByte(rest, '@'); i >= 0 {
		rest = rest[i+1:]
	}
	scheme := "http"
	for _, p := range guessPrefixes {
		if len(rest) > len(p) && strings.EqualFold(rest[:len(p)], p) && rest[len(p)] == '.' {
			scheme = p
		}
	}
	if strings.HasPrefix(s, "//") {
		return scheme + ":"
	}
	return scheme + "://"
}

var (
	errNoScheme    = errors.New("no scheme, and --no-guess-scheme")
	errNoAuthority = errors.New("no authority (\"//\" and a host): not a URL trurl handles (RFC 3986 §3.2)")
	errNotCurl     = errors.New("a scheme libcurl does not support (--curl)")
	errEmptyHost   = errors.New("an empty host, which an http or https URI may not have (RFC 9110 §4.2.1, §4.2.2)")
)

// needsHost reports whether the scheme's specification refuses an empty
// host, though RFC 3986 §3.2.2 allows one: RFC 9110 for http and https.
func needsHost(scheme string) bool {
	s := strings.ToLower(scheme)
	return s == "http" || s == "https"
}

// parseURL reads one input URL: spaces encoded with --accept-space, the
// scheme guessed unless --no-guess-scheme, an IRI mapped to a URI (RFC 3987
// §3.1), then normalized.
func (r *trurlRun) parseURL(s string) (turl, error) {
	in := s
	if r.acceptSpace {
		s = strings.ReplaceAll(s, " ", "%20")
	}
	guessed := !hasSchemePrefix(s, r.noGuess)
	if guessed {
		if r.noGuess {
			return turl{}, &badURL{in, errNoScheme}
		}
		s = guessScheme(s) + s
	}
	u, err := uri.Parse(s)
	if err != nil {
		iri, ierr := iri.Parse(s)
		if ierr != nil {
			return turl{}, &badURL{in, err}
		}
		u = iri.URI()
	}
	if _, ok := u.Authority(); !ok {
		return turl{}, &badURL{in, errNoAuthority}
	}
	if u.Host() == "" && needsHost(u.Scheme()) {
		return turl{}, &badURL{in, errEmptyHost}
	}
	if _, ok := curlPorts[strings.ToLower(u.Scheme())]; r.curl && !ok {
		return turl{}, &badURL{in, errNotCurl}
	}
	n := u.Normalize()
	if p, ok := u.Port(); ok && p != "" { // a default port goes only when written out, for --keep-port
		if n, err = n.With(uri.Set(uri.ComponentPort, p)); err != nil {
			return turl{}, &badURL{in, err}
		}
	}
	t := fromURI(n)
	t.guessed = guessed
	return t, nil
}

// outFlags choose how a URL is written out.
type outFlags struct {
	defaultPort bool // add the scheme's default port when none is written
	keepPort    bool // keep a default port that is written
	puny        bool // write the host as A-labels
	idn         bool // write A-labels as Unicode (percent-encoded, RFC 3986 §3.2.2)
}

func (r *trurlRun) flags() outFlags {
	return outFlags{defaultPort: r.defaultPort, keepPort: r.keepPort, puny: r.punycode, idn: r.asIDN}
}

// finish returns the URL that t writes out: normalized by RFC 3986 §6.2.2
// and §6.2.3 (uppercase hex digits, lowercase scheme and host, unreserved
// octets decoded, dot segments removed, the default port removed), with
// "/" for an empty path after the authority, as trurl writes it.
func finish(t turl, f outFlags) (uri.URI, error) {
	u, err := t.build()
	if err != nil {
		return u, err
	}
	n := u.Normalize()
	dp, known := schemePort(n.Scheme())
	switch p, ok := u.Port(); {
	case f.keepPort && ok && p != "":
		n, err = n.With(uri.Set(uri.ComponentPort, p))
	case !f.keepPort:
		if p, ok := n.Port(); ok && known && p == dp {
			n = n.Without(uri.ComponentPort)
		}
	}
	if err == nil && n.Path() == "" {
		n, err = n.With(uri.Set(uri.ComponentPath, "/"))
	}
	if err != nil {
		return n, err
	}
	return withOutFlags(n, f)
}

// withOutFlags returns n with the scheme's default port when f asks for it
// and n has an authority without a port, and with its host written as f
// asks: as A-labels, or as Unicode (percent-encoded, RFC 3986 §3.2.2).
func withOutFlags(n uri.URI, f outFlags) (uri.URI, error) {
	var err error
	if p, _ := n.Port(); f.defaultPort && p == "" {
		if _, auth := n.Authority(); auth {
			if dp, known := schemePort(n.Scheme()); known {
				n, err = n.With(uri.Set(uri.ComponentPort, dp))
			}
		}
	}
	if err != nil || n.HostKind() != uri.HostRegName {
		return n, err
	}
	switch {
	case f.puny:
		h, err := uri.Unescape(n.Host())
		if err == nil && !isASCII(h) {
			if h, err = iri.HostToASCII(h); err == nil {
				n, err = n.With(uri.Set(uri.ComponentHost, strings.ToLower(h)))
			}
		}
		return n, err
	case f.idn:
		if h := iri.HostToUnicode(n.Host()); h != n.Host() {
			return n.With(uri.Set(uri.ComponentHost, uri.Escape(h, uri.ComponentHost)))
		}
	}
	return n, nil
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// one handles one URL: the input s, or with given false a URL made of
// the --set components alone.
func (r *trurlRun) one(s string, given bool) error {
	var t turl
	if given {
		var err error
		if t, err = r.parseURL(s); err != nil {
			return r.bad(err)
		}
	}
	if err := r.modify(&t, s); err != nil {
		return r.bad(err)
	}
	if !given && t.path == "" {
		t.path = "/"
	}
	return r.iterate(t, 0)
}

// bad reports a bad URL: a note and on with the next one, or with --verify
// the end of the run. Other errors end the run.
func (r *trurlRun) bad(err error) error {
	var b *badURL
	if !errors.As(err, &b) {
		return err
	}
	if r.verify {
		return trurlErrorf(exitVerify, "%s", b.Error())
	}
	r.note("%s", b.Error())
	return nil
}

// iterate prints t once for each combination of the --iterate items from
// the i-th on; the first --iterate varies slowest.
func (r *trurlRun) iterate(t turl, i int) error {
	if i == len(r.iterates) {
		return r.print(t)
	}
	it := r.iterates[i]
	for _, item := range it.items {
		nt := t
		if err := r.set(&nt, setOp{comp: it.comp, val: item, encoded: it.encoded}, exitIterate); err != nil {
			return err
		}
		if err := r.iterate(nt, i+1); err != nil {
			return err
		}
	}
	return nil
}

// print writes t out: as a URL, through the --get format, or as JSON. A
// URL made of --set (and --iterate) alone needs a scheme and a host: as in
// trurl, no scheme is guessed for it.
func (r *trurlRun) print(t turl) error {
	if t.scheme == "" || !t.hasHost {
		return trurlErrorf(exitOutput, "not enough input for a URL: --set a scheme and a host at least")
	}
	u, err := finish(t, r.flags())
	if err != nil {
		return trurlErrorf(exitOutput, "could not output a valid URL: %s", strings.TrimPrefix(err.Error(), "uri: "))
	}
	switch {
	case r.json:
		return r.printJSON(t, u)
	case r.hasFormat:
		return r.printGet(t, u)
	}
	r.out.WriteString(u.String())
	r.out.WriteByte('\n')
	return nil
}
