package scheme

import "github.com/uriref/uri"

// Telnet is what a telnet URI holds (RFC 1738 §3.8, RFC 4248): a server to
// log into, and maybe a user and password, decoded.
// "telnet://melvyl.ucop.edu/" (uri(7)) has Host "melvyl.ucop.edu".
type Telnet struct {
	User, Password string // "" for none
	Host, Port     string // the server as written; Host is never empty
}

// HostPort returns the server's host and port joined by ":", with port 23
// when the URI gives none.
func (t Telnet) HostPort() string { return hostPort("telnet", t.Host, t.Port) }

// ParseTelnet reads the telnet URI u (RFC 1738 §3.8):
//
//	telneturl = "telnet://" login [ "/" ]
//	login     = [ user [ ":" password ] "@" ] hostport
//
// It refuses, with an [*uri.Error] whose Input is u.String(): another
// scheme, no authority, a path other than "/", or a query (Rule
// "telneturl"); an empty host (Rule "hostport"); and a CR, LF or NUL in
// the user or password (Rule "user" or "password").
func ParseTelnet(u uri.URI) (Telnet, error) {
	var t Telnet
	if err := checkScheme(u, "telnet", "telneturl"); err != nil {
		return t, err
	}
	if _, ok := u.Authority(); !ok {
		return t, errAt(u, len(u.Scheme())+1, "telneturl")
	}
	if p := u.Path(); p != "" && p != "/" {
		return t, errAt(u, pathStart(u)+1, "telneturl")
	}
	if err := noQuery(u, "telneturl"); err != nil {
		return t, err
	}
	t.Host = u.Host()
	t.Port, _ = u.Port()
	if t.Host == "" {
		return Telnet{}, errAt(u, hostStart(u), "hostport")
	}
	if _, ok := u.Userinfo(); ok {
		var err error
		if t.User, t.Password, _, err = login(u); err != nil {
			return Telnet{}, err
		}
	}
	return t, nil
}

// URI returns the telnet URI of t, with the final "/". An error is an
// [*uri.Error] whose Input is the field at fault, with the Rule
// [ParseTelnet] gives.
func (t Telnet) URI() (uri.URI, error) {
	if t.Host == "" {
		return uri.URI{}, errIn(t.Host, 0, "hostport")
	}
	parts := append([]uri.Part{uri.Set(uri.ComponentScheme, "telnet")}, serverParts(t.Host, t.Port)...)
	if t.User != "" || t.Password != "" {
		ui, err := loginPart(t.User, t.Password, t.Password != "")
		if err != nil {
			return uri.URI{}, err
		}
		parts = append(parts, ui)
	}
	return uri.Build(append(parts, uri.Set(uri.ComponentPath, "/"))...)
}
