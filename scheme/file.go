package scheme

import (
	"runtime"
	"strings"

	"github.com/uriref/uri"
)

// FromPOSIXPath returns the file URI of the absolute POSIX path p, with an
// empty host, the form uri(7) calls the most portable: "/home/u/a b.txt"
// gives "file:///home/u/a%20b.txt". Each octet that may not stand in a path
// segment is percent-encoded; a path in UTF-8 gives the UTF-8 encoding RFC
// 8089 §4 asks for, and any other octet is encoded as it is. The path is not
// cleaned: "." and ".." segments and repeated "/" stay.
//
// A relative path gives an [*uri.Error] with Rule "path-absolute" and
// Offset 0; a NUL octet, which no POSIX path holds, gives Rule "local-path"
// at its offset. Either way Input is p.
func FromPOSIXPath(p string) (uri.URI, error) {
	if !strings.HasPrefix(p, "/") {
		return uri.URI{}, errIn(p, 0, "path-absolute")
	}
	if i := strings.IndexByte(p, 0); i >= 0 {
		return uri.URI{}, errIn(p, i, "local-path")
	}
	return uri.Build(uri.Scheme("file"), uri.Host(""), uri.Path(escapeSegments(p, "/")))
}

// escapeSegments escapes each segment of p, split at any octet of seps, and
// joins them with "/".
func escapeSegments(p, seps string) string {
	var b []byte
	for {
		i := strings.IndexAny(p, seps)
		if i < 0 {
			break
		}
		b = uri.AppendEscape(b, p[:i], uri.ComponentPathSegment)
		b = append(b, '/')
		p = p[i+1:]
	}
	return string(uri.AppendEscape(b, p, uri.ComponentPathSegment))
}

// FromWindowsPath returns the file URI of the absolute Windows path p,
// whose separators may be "\" or "/" (RFC 8089 Appendix E):
//
//   - a drive path gives an empty host: `C:\x\a b` gives
//     "file:///C:/x/a%20b";
//   - a UNC path gives the server as host: `\\server\share\x` gives
//     "file://server/share/x";
//   - the `\\?\` prefix of long paths is removed first, and `\\?\UNC\`
//     stands for `\\`.
//
// Octets are percent-encoded as [FromPOSIXPath] does. A path with neither
// drive letter nor server, or with a drive letter not followed by a
// separator ("C:x" is relative to the drive's current directory), gives an
// [*uri.Error] with Rule "drive-letter" and Input p; an empty server name
// gives Rule "file-auth", as does a server "?" or "." (the device
// namespaces); a NUL octet gives Rule "local-path".
func FromWindowsPath(p string) (uri.URI, error) {
	q := p
	if strings.HasPrefix(q, `\\?\`) {
		q = q[4:]
		if len(q) >= 4 && strings.EqualFold(q[:4], `UNC\`) {
			q = `\\` + q[4:]
		}
	}
	if i := strings.IndexByte(p, 0); i >= 0 {
		return uri.URI{}, errIn(p, i, "local-path") // no Windows path holds NUL
	}
	isSep := func(i int) bool { return i < len(q) && (q[i] == '\\' || q[i] == '/') }
	if isSep(0) && isSep(1) {
		rest := q[2:]
		i := strings.IndexAny(rest, `\/`)
		if i < 0 {
			i = len(rest)
		}
		if i == 0 || rest[:i] == "?" || rest[:i] == "." {
			// No server, or the `\\?\` and `\\.\` device namespaces.
			return uri.URI{}, errIn(p, len(p)-len(rest), "file-auth")
		}
		host := uri.Escape(rest[:i], uri.ComponentHost)
		path := ""
		if i < len(rest) {
			path = "/" + escapeSegments(rest[i+1:], `\/`)
		}
		return uri.Build(uri.Scheme("file"), uri.Host(host), uri.Path(path))
	}
	if !(len(q) >= 3 && isAlpha(q[0]) && q[1] == ':' && isSep(2)) {
		return uri.URI{}, errIn(p, 0, "drive-letter")
	}
	return uri.Build(uri.Scheme("file"), uri.Host(""), uri.Path("/"+escapeSegments(q, `\/`)))
}

// FromPath returns the file URI of the absolute path p of the running
// system: [FromWindowsPath] on Windows, [FromPOSIXPath] elsewhere.
func FromPath(p string) (uri.URI, error) {
	if runtime.GOOS == "windows" {
		return FromWindowsPath(p)
	}
	return FromPOSIXPath(p)
}

// ToPath returns the path that the file URI u names on the running system:
// [ToWindowsPath] on Windows, [ToPOSIXPath] elsewhere.
func ToPath(u uri.URI) (string, error) {
	if runtime.GOOS == "windows" {
		return ToWindowsPath(u)
	}
	return ToPOSIXPath(u)
}

// localFile checks what every file URI must be (RFC 8089 §2): the scheme
// "file", no query, and an authority, if any, that is a host alone. It
// reports whether the host names this machine: absent, empty or
// "localhost" (uri(7)).
func localFile(u uri.URI) (local bool, err error) {
	if err := checkScheme(u, "file", "file-scheme"); err != nil {
		return false, err
	}
	if err := noQuery(u, "file-URI"); err != nil {
		return false, err
	}
	if _, ok := u.Authority(); !ok {
		return true, nil
	}
	if _, ok := u.Userinfo(); ok {
		return false, errAt(u, authorityStart(u), "file-auth")
	}
	if _, ok := u.Port(); ok {
		return false, errAt(u, hostStart(u)+len(u.Host()), "file-auth")
	}
	h := u.Host()
	return h == "" || strings.EqualFold(h, "localhost"), nil
}

// ToPOSIXPath returns the POSIX path that the file URI u names on this
// machine, decoded: "file:///home/u/a%20b.txt" and
// "file://localhost/home/u/a%20b.txt" give "/home/u/a b.txt", and so does
// "file:/home/u/a%20b.txt", uri(7)'s second form. It gives back the path
// [FromPOSIXPath] was given.
//
// It refuses, with an [*uri.Error] whose Input is u.String():
//
//   - another scheme (Rule "file-scheme", Offset 0), and a query, which
//     RFC 8089 §2 does not allow (Rule "file-URI");
//   - a host other than "localhost", which no POSIX path can name, a
//     userinfo or a port (Rule "file-auth");
//   - a path that does not start with "/" (Rule "path-absolute");
//   - a segment holding an encoded "/" or NUL, which would change the
//     path's segments or end it (Rule "segment").
func ToPOSIXPath(u uri.URI) (string, error) {
	local, err := localFile(u)
	if err != nil {
		return "", err
	}
	if !local {
		return "", errAt(u, hostStart(u), "file-auth")
	}
	p := u.Path()
	if !strings.HasPrefix(p, "/") {
		return "", errAt(u, pathStart(u), "path-absolute")
	}
	if i := findEncoded(p, "/\x00"); i >= 0 {
		return "", errAt(u, pathStart(u)+i, "segment")
	}
	return decode(p), nil
}

// ToWindowsPath returns the Windows path that the file URI u names, decoded
// and with "\" separators (RFC 8089 Appendix E):
//
//   - "file:///C:/x/a%20b", "file:/C:/x/a%20b", "file:C:/x/a%20b" and the
//     legacy "C|" drive of uri(7) give `C:\x\a b`; RFC 3986 does not allow a
//     "|" to stand for itself, so [uri.Parse] takes that form as
//     "file:///C%7C/x/a%20b";
//   - "file://server/share/x", and "file:////server/share/x" with the UNC
//     path in the URI's path, give `\\server\share\x`.
//
// It gives back the path [FromWindowsPath] was given when that path used
// "\" separators. It refuses what [ToPOSIXPath] refuses, except a host,
// and also, with an [*uri.Error] whose Input is u.String():
//
//   - a local path without a drive letter (Rule "drive-letter"), since
//     `\x` would depend on the current drive;
//   - an IP-literal host (Rule "IP-literal"), which UNC does not write, and
//     a host "?" or "." or holding an encoded "/" or "\" (Rule "file-auth");
//   - a segment holding an encoded "\" too (Rule "segment").
func ToWindowsPath(u uri.URI) (string, error) {
	local, err := localFile(u)
	if err != nil {
		return "", err
	}
	p, at := u.Path(), pathStart(u)
	if i := findEncoded(p, "/\\\x00"); i >= 0 {
		return "", errAt(u, at+i, "segment")
	}
	if !local {
		if u.HostKind() == uri.HostIPv6 || u.HostKind() == uri.HostIPvFuture {
			return "", errAt(u, hostStart(u), "IP-literal")
		}
		h := u.Host()
		if d := decode(h); d == "?" || d == "." || findEncoded(h, "/\\") >= 0 {
			return "", errAt(u, hostStart(u), "file-auth")
		}
		return `\\` + decode(h) + windowsSegments(p), nil
	}
	if strings.HasPrefix(p, "//") {
		// RFC 8089 Appendix E.3.2: a UNC path written in the path, after
		// an empty authority ("file:////server/share") or with a fifth
		// "/" ("file://///server/share").
		return `\\` + windowsSegments(strings.TrimLeft(p, "/")), nil
	}
	q := strings.TrimPrefix(p, "/")
	n := 2 // the length of the drive letter and its ":" or "|"
	if len(q) >= 4 && (q[1:4] == "%7C" || q[1:4] == "%7c") {
		n = 4 // "|" percent-encoded, as RFC 3986 requires
	}
	if len(q) >= n && isAlpha(q[0]) && (n == 4 || q[1] == ':') && (len(q) == n || q[n] == '/') {
		rest := q[n:]
		if rest == "" {
			rest = "/"
		}
		return q[:1] + ":" + windowsSegments(rest), nil
	}
	return "", errAt(u, at, "drive-letter")
}

// windowsSegments decodes the path p, which is empty or starts with "/",
// and writes its separators as "\".
func windowsSegments(p string) string {
	return strings.ReplaceAll(decode(p), "/", `\`)
}

// isAlpha reports whether o is ALPHA (RFC 5234).
func isAlpha(o byte) bool { return 'a' <= o|0x20 && o|0x20 <= 'z' }
