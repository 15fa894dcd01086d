package trurl

import (
	"errors"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
	"github.com/uriref/uri/cmd/uri/internal/format"
	"github.com/uriref/uri/iri"
)

// turl is a URL of the trurl mode split into trurl's components, and
// whether its scheme is guessed.
type turl struct {
	format.Parts
	guessed bool // the scheme is guessed: "?=" sets it
}

// fromURI splits u into trurl's components.
func fromURI(u uri.URI) turl {
	return turl{Parts: format.Split(u)}
}

// build composes the URI of t (RFC 3986 §5.3).
func (t *turl) build() (uri.URI, error) {
	parts := []uri.Part{uri.Set(uri.ComponentScheme, t.Scheme), uri.Set(uri.ComponentPath, t.Path)}
	if t.HasHost {
		parts = append(parts, uri.Set(uri.ComponentHost, t.Host))
		if ui, ok := t.Userinfo(); ok {
			parts = append(parts, uri.Set(uri.ComponentUserinfo, ui))
		}
		if t.HasPort {
			parts = append(parts, uri.Set(uri.ComponentPort, t.Port))
		}
	}
	if t.HasQuery {
		parts = append(parts, uri.Set(uri.ComponentQuery, t.Query))
	}
	if t.HasFragment {
		parts = append(parts, uri.Set(uri.ComponentFragment, t.Fragment))
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
func (r *runner) parseURL(s string) (turl, error) {
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
	if r.curl && !format.IsCurlScheme(u.Scheme()) {
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

func (r *runner) flags() format.Flags {
	return format.Flags{DefaultPort: r.defaultPort, KeepPort: r.keepPort, Puny: r.punycode, IDN: r.asIDN}
}

// finish returns the URL that t writes out: normalized by RFC 3986 §6.2.2
// and §6.2.3 (uppercase hex digits, lowercase scheme and host, unreserved
// octets decoded, dot segments removed, the default port removed), with
// "/" for an empty path after the authority, as trurl writes it.
func finish(t turl, f format.Flags) (uri.URI, error) {
	u, err := t.build()
	if err != nil {
		return u, err
	}
	n := u.Normalize()
	dp, known := format.SchemePort(n.Scheme())
	switch p, ok := u.Port(); {
	case f.KeepPort && ok && p != "":
		n, err = n.With(uri.Set(uri.ComponentPort, p))
	case !f.KeepPort:
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
	return format.WithFlags(n, f)
}

// one handles one URL: the input s, or with given false a URL made of
// the --set components alone.
func (r *runner) one(s string, given bool) error {
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
	if !given && t.Path == "" {
		t.Path = "/"
	}
	return r.iterate(t, 0)
}

// bad reports a bad URL: a note and on with the next one, or with --verify
// the end of the run. Other errors end the run.
func (r *runner) bad(err error) error {
	var b *badURL
	if !errors.As(err, &b) {
		return err
	}
	if r.verify {
		return errorf(exitVerify, "%s", b.Error())
	}
	r.note("%s", b.Error())
	return nil
}

// iterate prints t once for each combination of the --iterate items from
// the i-th on; the first --iterate varies slowest.
func (r *runner) iterate(t turl, i int) error {
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
func (r *runner) print(t turl) error {
	if t.Scheme == "" || !t.HasHost {
		return errorf(exitOutput, "not enough input for a URL: --set a scheme and a host at least")
	}
	u, err := finish(t, r.flags())
	if err != nil {
		return errorf(exitOutput, "could not output a valid URL: %s", strings.TrimPrefix(err.Error(), "uri: "))
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
