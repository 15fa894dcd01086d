package scheme

import (
	"strings"

	"github.com/uriref/uri"
)

// FTP is what an ftp URI holds (RFC 1738 §3.2): a login, a server, the
// path's segments and the transfer type, decoded.
// "ftp://myname@host.dom/%2Fetc/motd" has User "myname", Host "host.dom"
// and Path ["/etc", "motd"]: a file "motd" in the directory "/etc", not in
// "etc" below the login directory.
type FTP struct {
	User        string   // "anonymous" when the URI names no user (uri(7))
	Password    string   // decoded
	HasPassword bool     // "ftp://foo:@host" has an empty password, "ftp://foo@host" none
	Host, Port  string   // the server as written; Host is never empty
	Path        []string // the segments after "/", each a CWD but the last a file; none for the login directory
	Type        byte     // 'a', 'i' or 'd' from ";type=", or 0 for none (RFC 1738 §3.2.2)
}

// HostPort returns the server's host and port joined by ":", with port 21
// when the URI gives none.
func (f FTP) HostPort() string { return hostPort("ftp", f.Host, f.Port) }

// ParseFTP reads the ftp URI u (RFC 1738 §3.2):
//
//	ftpurl   = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
//	fpath    = fsegment *[ "/" fsegment ]
//	ftptype  = "A" | "I" | "D" | "a" | "i" | "d"
//	login    = [ user [ ":" password ] "@" ] hostport
//
// The type is returned in lowercase. "ftp://@host.com/" has an empty user
// name, which is not anonymous (RFC 1738 §3.2.2).
//
// It refuses, with an [*uri.Error] whose Input is u.String(): another
// scheme, no authority, or a query, since RFC 1738 made "?" data within a
// segment (Rule "ftpurl"); an empty host (Rule "hostport"); another type
// (Rule "ftptype"); and a CR, LF or NUL in the user, password or a
// segment, which would end an FTP command (draft §7) (Rule "user",
// "password" or "fsegment").
func ParseFTP(u uri.URI) (FTP, error) {
	f := FTP{User: "anonymous"}
	if err := checkScheme(u, "ftp", "ftpurl"); err != nil {
		return FTP{}, err
	}
	if err := noQuery(u, "ftpurl"); err != nil {
		return FTP{}, err
	}
	if _, ok := u.Authority(); !ok {
		return FTP{}, errAt(u, len(u.Scheme())+1, "ftpurl")
	}
	f.Host, f.Port = u.Host(), ""
	f.Port, _ = u.Port()
	if f.Host == "" {
		return FTP{}, errAt(u, hostStart(u), "hostport")
	}
	var err error
	if f.User, f.Password, f.HasPassword, err = login(u); err != nil {
		return FTP{}, err
	}
	p, at := u.Path(), pathStart(u)+1
	if len(p) <= 1 {
		return f, nil
	}
	rest := p[1:]
	if i := strings.LastIndex(rest, ";type="); i >= 0 && !strings.Contains(rest[i:], "/") {
		code := strings.ToLower(rest[i+6:])
		if code != "a" && code != "i" && code != "d" {
			return FTP{}, errAt(u, at+i+6, "ftptype")
		}
		f.Type, rest = code[0], rest[:i]
	}
	if rest == "" {
		return f, nil
	}
	for seg := range strings.SplitSeq(rest, "/") {
		if j := findEncoded(seg, "\r\n\x00"); j >= 0 {
			return FTP{}, errAt(u, at+j, "fsegment")
		}
		f.Path = append(f.Path, decode(seg))
		at += len(seg) + 1
	}
	return f, nil
}

// login reads the user and password of u's userinfo, decoded, refusing a
// CR, LF or NUL in either. With no userinfo the user is "anonymous".
func login(u uri.URI) (user, password string, hasPassword bool, err error) {
	ui, ok := u.Userinfo()
	if !ok {
		return "anonymous", "", false, nil
	}
	at := authorityStart(u)
	rawUser, rawPassword, hasPassword := strings.Cut(ui, ":")
	if j := findEncoded(rawUser, "\r\n\x00"); j >= 0 {
		return "", "", false, errAt(u, at+j, "user")
	}
	if j := findEncoded(rawPassword, "\r\n\x00"); j >= 0 {
		return "", "", false, errAt(u, at+len(rawUser)+1+j, "password")
	}
	return decode(rawUser), decode(rawPassword), hasPassword, nil
}

// loginPart returns the userinfo Part for user and password, or an error
// for a CR, LF or NUL in either.
func loginPart(user, password string, hasPassword bool) (uri.Part, error) {
	if j := strings.IndexAny(user, "\r\n\x00"); j >= 0 {
		return uri.Part{}, errIn(user, j, "user")
	}
	if j := strings.IndexAny(password, "\r\n\x00"); j >= 0 {
		return uri.Part{}, errIn(password, j, "password")
	}
	ui := escape(user, uri.ComponentUserinfo, ":")
	if hasPassword {
		ui += ":" + uri.Escape(password, uri.ComponentUserinfo)
	}
	return uri.Set(uri.ComponentUserinfo, ui), nil
}

// URI returns the ftp URI of f. The login is left out for the user
// "anonymous" without a password. Each segment is percent-encoded with
// "/" and ";" too. An error is an [*uri.Error] whose Input is the field at
// fault, with the Rule [ParseFTP] gives.
func (f FTP) URI() (uri.URI, error) {
	if f.Host == "" {
		return uri.URI{}, errIn(f.Host, 0, "hostport")
	}
	parts := append([]uri.Part{uri.Set(uri.ComponentScheme, "ftp")}, serverParts(f.Host, f.Port)...)
	if f.User != "anonymous" || f.HasPassword {
		ui, err := loginPart(f.User, f.Password, f.HasPassword)
		if err != nil {
			return uri.URI{}, err
		}
		parts = append(parts, ui)
	}
	var b strings.Builder
	for _, seg := range f.Path {
		if j := strings.IndexAny(seg, "\r\n\x00"); j >= 0 {
			return uri.URI{}, errIn(seg, j, "fsegment")
		}
		b.WriteByte('/')
		b.WriteString(escape(seg, uri.ComponentPathSegment, ";"))
	}
	if b.Len() == 0 {
		b.WriteByte('/') // RFC 1738 §3.2.2 writes "ftp://host/"
	}
	switch t := f.Type | 0x20; {
	case f.Type == 0:
	case t == 'a' || t == 'i' || t == 'd':
		b.WriteString(";type=" + string(rune(t)))
	default:
		return uri.URI{}, errIn(string(rune(f.Type)), 0, "ftptype")
	}
	return uri.Build(append(parts, uri.Set(uri.ComponentPath, b.String()))...)
}
