package format

import (
	"slices"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/iri"
)

// Components are the components of a URL as trurl names them, which the
// trurl mode's --set, --iterate and --get and the placeholders of a
// format know.
var Components = []string{"url", "scheme", "user", "password", "options", "host", "port", "path", "query", "fragment", "zoneid"}

// IsComponent reports whether s is one of Components.
func IsComponent(s string) bool {
	return slices.Contains(Components, s)
}

// Parts are a URL split into trurl's components, each as written
// (percent-encoded); a Has flag tells an empty component from an absent
// one. The userinfo is split at its first ":" into user and password and,
// for IMAP URLs only (as trurl's manual says), at its first ";" into
// options as well.
type Parts struct {
	Scheme                          string
	User, Password, Options         string
	HasUser, HasPassword, HasOption bool
	Host                            string
	HasHost                         bool
	Port                            string
	HasPort                         bool
	Path                            string
	Query, Fragment                 string
	HasQuery, HasFragment           bool
}

// HasOptions reports whether the userinfo of a URL of the scheme has
// options after a ";", as libcurl reads it for IMAP.
func HasOptions(scheme string) bool {
	s := strings.ToLower(scheme)
	return s == "imap" || s == "imaps"
}

// Split splits u into trurl's components.
func Split(u uri.URI) Parts {
	p := Parts{Scheme: u.Scheme(), Path: u.Path()}
	if ui, ok := u.Userinfo(); ok {
		p.splitUserinfo(ui)
	}
	if _, ok := u.Authority(); ok {
		p.Host, p.HasHost = u.Host(), true
	}
	p.Port, p.HasPort = u.Port()
	p.Query, p.HasQuery = u.Query()
	p.Fragment, p.HasFragment = u.Fragment()
	return p
}

// splitUserinfo splits the userinfo at its first ":" and, for IMAP, its
// first ";", in whichever order they come ("user:pw;opt", "user;opt:pw").
func (p *Parts) splitUserinfo(ui string) {
	psep := strings.IndexByte(ui, ':')
	osep := -1
	if HasOptions(p.Scheme) {
		osep = strings.IndexByte(ui, ';')
	}
	end := func(from, other int) string {
		if other > from {
			return ui[from+1 : other]
		}
		return ui[from+1:]
	}
	p.User, p.HasUser = ui, true
	if i := minIndex(psep, osep); i >= 0 {
		p.User = ui[:i]
	}
	if psep >= 0 {
		p.Password, p.HasPassword = end(psep, osep), true
	}
	if osep >= 0 {
		p.Options, p.HasOption = end(osep, psep), true
	}
}

// minIndex returns the smaller of two indexes, -1 meaning none.
func minIndex(a, b int) int {
	if a < 0 || (b >= 0 && b < a) {
		return b
	}
	return a
}

// Userinfo joins user, password and options as "user:password;options".
func (p *Parts) Userinfo() (string, bool) {
	if !p.HasUser && !p.HasPassword && !p.HasOption {
		return "", false
	}
	s := p.User
	if p.HasPassword {
		s += ":" + p.Password
	}
	if p.HasOption {
		s += ";" + p.Options
	}
	return s, true
}

// Component returns the named component of p as written, and whether it
// is present. The path is always present, and so is the scheme of a URL
// (that of a relative reference is not); a zoneid never, as RFC 3986 has
// none.
func (p *Parts) Component(name string) (string, bool) {
	s, has := p.Field(name)
	switch {
	case s == nil:
		return "", false
	case has == nil:
		return *s, name != "scheme" || *s != ""
	}
	return *s, *has
}

// Field returns the text of the named component of p and the flag of its
// presence, nil for the scheme and the path, which are always present; or
// two nils for a name that is no component of p.
func (p *Parts) Field(name string) (*string, *bool) {
	switch name {
	case "scheme":
		return &p.Scheme, nil
	case "user":
		return &p.User, &p.HasUser
	case "password":
		return &p.Password, &p.HasPassword
	case "options":
		return &p.Options, &p.HasOption
	case "host":
		return &p.Host, &p.HasHost
	case "port":
		return &p.Port, &p.HasPort
	case "path":
		return &p.Path, nil
	case "query":
		return &p.Query, &p.HasQuery
	case "fragment":
		return &p.Fragment, &p.HasFragment
	}
	return nil, nil
}

// Pairs splits the query of p at sep. As in trurl, empty pairs are left
// out ("a=1&&b=2&" has two), so that a query that the trurl mode's options
// work on loses them, and JSON's params do not list them; RFC 3986 §3.4
// gives the query no pairs, and so has no word on them.
func (p *Parts) Pairs(sep byte) []string {
	if !p.HasQuery {
		return nil
	}
	pairs := strings.Split(p.Query, string(sep))
	return slices.DeleteFunc(pairs, func(s string) bool { return s == "" })
}

// PairKey returns the decoded key of a query pair: what precedes its first
// "=". A "+" stays a "+" (RFC 3986 gives it no other meaning).
func PairKey(p string) string {
	k, _, _ := strings.Cut(p, "=")
	if d, err := uri.Unescape(k); err == nil {
		return d
	}
	return k
}

// curlPorts are the URL schemes libcurl supports, with their default ports
// (0: none). The trurl mode's --curl accepts only these; --default-port,
// {default:port} and the removal of a default port know these and
// uri.DefaultPort's.
var curlPorts = map[string]string{
	"dict": "2628", "file": "", "ftp": "21", "ftps": "990", "gopher": "70",
	"gophers": "70", "http": "80", "https": "443", "imap": "143", "imaps": "993",
	"ldap": "389", "ldaps": "636", "mqtt": "1883", "pop3": "110", "pop3s": "995",
	"rtmp": "1935", "rtsp": "554", "scp": "22", "sftp": "22", "smb": "445",
	"smbs": "445", "smtp": "25", "smtps": "465", "telnet": "23", "tftp": "69",
	"ws": "80", "wss": "443",
}

// IsCurlScheme reports whether libcurl supports the scheme.
func IsCurlScheme(scheme string) bool {
	_, ok := curlPorts[strings.ToLower(scheme)]
	return ok
}

// SchemePort returns the default port of a scheme, if one is known.
func SchemePort(scheme string) (string, bool) {
	s := strings.ToLower(scheme)
	if p, ok := curlPorts[s]; ok {
		return p, p != ""
	}
	return uri.DefaultPort(s)
}

// Flags choose how a URL is written out.
type Flags struct {
	DefaultPort bool // add the scheme's default port when none is written
	KeepPort    bool // keep a default port that is written
	Puny        bool // write the host as A-labels
	IDN         bool // write A-labels as Unicode (percent-encoded, RFC 3986 §3.2.2)
}

// WithFlags returns n with the scheme's default port when f asks for it
// and n has an authority without a port, and with its host written as f
// asks: as A-labels, or as Unicode (percent-encoded, RFC 3986 §3.2.2).
func WithFlags(n uri.URI, f Flags) (uri.URI, error) {
	var err error
	if p, _ := n.Port(); f.DefaultPort && p == "" {
		if _, auth := n.Authority(); auth {
			if dp, known := SchemePort(n.Scheme()); known {
				n, err = n.With(uri.Set(uri.ComponentPort, dp))
			}
		}
	}
	if err != nil || n.HostKind() != uri.HostRegName {
		return n, err
	}
	switch {
	case f.Puny:
		h, err := uri.Unescape(n.Host())
		if err == nil && !isASCII(h) {
			if h, err = iri.HostToASCII(h); err == nil {
				n, err = n.With(uri.Set(uri.ComponentHost, strings.ToLower(h)))
			}
		}
		return n, err
	case f.IDN:
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
