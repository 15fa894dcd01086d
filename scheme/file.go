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
// cleaned: repeated "/" stay, and a "." or ".." segment is refused, as
// [ToPOSIXPath] refuses it; clean the path first (path/filepath's Clean,
// or EvalSymlinks where a symbolic link may stand before a "..") to have
// it resolved.
//
// A relative path gives an [*uri.Error] with Rule "path-absolute" and
// Offset 0; a NUL octet, which no POSIX path holds, gives Rule "NUL" at its
// offset; a "." or ".." segment gives Rule "path-dot-segment" at the
// segment. Input is p.
func FromPOSIXPath(p string) (uri.URI, error) {
	if !strings.HasPrefix(p, "/") {
		return uri.URI{}, errIn(p, 0, "path-absolute")
	}
	if i := strings.IndexByte(p, 0); i >= 0 {
		return uri.URI{}, errIn(p, i, "NUL")
	}
	if i, rule := badSegment(p, "/", false, false); i >= 0 {
		return uri.URI{}, errIn(p, i, rule)
	}
	return uri.Build(uri.Set(uri.ComponentScheme, "file"), uri.Set(uri.ComponentHost, ""), uri.Set(uri.ComponentPath, escapeSegments(p, "/")))
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
// Octets are percent-encoded as [FromPOSIXPath] does. It refuses, with an
// [*uri.Error] whose Input is p, so that every URI it returns
// ToWindowsPath takes back:
//
//   - a path with neither drive letter nor server (Rule "drive-letter",
//     Offset 0);
//   - a drive letter not followed by a separator: "C:x" names x in the
//     current directory of drive C, and has no absolute form (Rule
//     "drive-relative", at the octet after ":");
//   - an empty server name, or a server that makes a device path, as
//     [ToWindowsPath] says ("." or "?", `\\.\` and `\\?\` after the
//     long-path prefix, "..", ". ") (Rule "file-auth");
//   - a segment that is a reserved device name (Rule "device-name");
//   - a segment of dots and spaces that starts with "." (".", "..", ".. ",
//     "...") (Rule "path-dot-segment");
//   - a NUL octet (Rule "NUL").
func FromWindowsPath(p string) (uri.URI, error) {
	q := p
	if strings.HasPrefix(q, `\\?\`) {
		q = q[4:]
		if len(q) >= 4 && strings.EqualFold(q[:4], `UNC\`) {
			q = `\\` + q[4:]
		}
	}
	if i := strings.IndexByte(p, 0); i >= 0 {
		return uri.URI{}, errIn(p, i, "NUL") // no Windows path holds NUL
	}
	isSep := func(i int) bool { return i < len(q) && (q[i] == '\\' || q[i] == '/') }
	if isSep(0) && isSep(1) {
		rest := q[2:]
		i := strings.IndexAny(rest, `\/`)
		if i < 0 {
			i = len(rest)
		}
		if isDeviceServer(rest[:i]) {
			// No server, or a device namespace.
			return uri.URI{}, errIn(p, len(p)-len(rest), "file-auth")
		}
		if j, rule := badSegment(rest[i:], `\/`, false, true); j >= 0 {
			return uri.URI{}, errIn(p, len(p)-len(rest)+i+j, rule)
		}
		host := uri.Escape(rest[:i], uri.ComponentHost)
		path := ""
		if i < len(rest) {
			path = "/" + escapeSegments(rest[i+1:], `\/`)
		}
		return uri.Build(uri.Set(uri.ComponentScheme, "file"), uri.Set(uri.ComponentHost, host), uri.Set(uri.ComponentPath, path))
	}
	if !(len(q) >= 2 && isAlpha(q[0]) && q[1] == ':') {
		return uri.URI{}, errIn(p, 0, "drive-letter")
	}
	if !isSep(2) {
		// "C:x" names x in the current directory of drive C.
		return uri.URI{}, errIn(p, len(p)-len(q)+2, "drive-relative")
	}
	if j, rule := badSegment(q[2:], `\/`, false, true); j >= 0 {
		return uri.URI{}, errIn(p, len(p)-len(q)+2+j, rule)
	}
	return uri.Build(uri.Set(uri.ComponentScheme, "file"), uri.Set(uri.ComponentHost, ""), uri.Set(uri.ComponentPath, "/"+escapeSegments(q, `\/`)))
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
// "localhost" (uri(7)), in any case and with any octet percent-encoded.
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
	// Compared in the normal form (RFC 3986 §6.2.2), so that
	// "localh%6Fst" is "localhost" too.
	h := u.Normalize().Host()
	return h == "" || h == "localhost", nil
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
//     userinfo or a port (Rule "file-auth"); hosts are compared in the
//     normal form of RFC 3986 §6.2.2, so "LocalH%6Fst" is "localhost";
//   - a path that does not start with "/" (Rule "path-absolute");
//   - a segment holding an encoded "/" (Rule "encoded-slash") or NUL (Rule
//     "NUL"), which would change the path's segments or end it;
//   - a dot segment: "." or "..", written with "." or "%2E" for each dot in
//     any case and mix ("%2E%2E", ".%2e"), at the segment (Rule
//     "path-dot-segment").
//
// Dot segments are refused rather than removed: RFC 3986 §5.2.4 removes
// only the literal ones when a reference is resolved, so
// "file:///srv/www/" and "%2E%2E/%2E%2E/etc/passwd" resolve to
// "file:///srv/www/%2E%2E/%2E%2E/etc/passwd", whose path a check on the
// URI finds below "/srv/www/", and which decoded would name
// "/etc/passwd". A literal ".." is refused too, since a path conversion
// that removed it would have to choose between a lexical reading and the
// file system's, where a symbolic link may stand before it. To resolve
// dot segments, [uri.URI.Normalize] decodes "%2E" and removes them (RFC
// 3986 §6.2.2); check the normalized URI, then convert it.
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
	if i, rule := encodedBreak(p, "/"); i >= 0 {
		return "", errAt(u, pathStart(u)+i, rule)
	}
	if i, rule := badSegment(p, "/", true, false); i >= 0 {
		return "", errAt(u, pathStart(u)+i, rule)
	}
	return decode(p), nil
}

// ToWindowsPath returns the Windows path that the file URI u names, decoded
// and with "\" separators (RFC 8089 Appendix E):
//
//   - "file:///C:/x/a%20b", "file:/C:/x/a%20b", "file:C:/x/a%20b" and
//     "file:///C%7C/x/a%20b", the legacy "C|" drive of uri(7) encoded, give
//     `C:\x\a b`; "|" is in no rule of RFC 3986, so [uri.Parse] refuses
//     "file:///C|/x" as uri(7) writes it (Rule "segment", at the "|"), and
//     the "|" must be written "%7C";
//   - "file://server/share/x", and "file:////server/share/x" with the UNC
//     path in the URI's path, give `\\server\share\x`.
//
// It gives back the path [FromWindowsPath] was given when that path used
// "\" separators. It refuses what [ToPOSIXPath] refuses, except a host,
// and also, with an [*uri.Error] whose Input is u.String():
//
//   - besides "." and "..", any segment of dots and spaces that starts
//     with "." (". ", ".. ", "..."), since Win32 drops the trailing dots
//     and spaces of a path's last name, so that there such a name stands
//     for the directory it is in, or is ".." (Rule "path-dot-segment");
//   - a local path without a drive letter (Rule "drive-letter"), since
//     `\x` would depend on the current drive, or with a drive letter not
//     followed by "/" ("file:///C:x"), which names a path relative to the
//     current directory of the drive (Rule "drive-relative");
//   - an IP-literal host (Rule "IP-literal"), which UNC does not write, and
//     a host holding an encoded "/", "\" or NUL (Rule "file-auth");
//   - a segment holding an encoded "\" too (Rule "encoded-slash");
//   - a device path, in any spelling (Microsoft's "File path formats on
//     Windows systems"): a server name, as the host or as the first segment
//     after "//" in the path, that is empty, holds a "?", or is "." once
//     Win32 has dropped its trailing dots and spaces, so that the path
//     would start `\\.\` or `\\?\` ("file:////./PhysicalDrive0",
//     "file:////%2E/pipe/x", "file://%3F/C:/x", "file:////..%20/x") (Rule
//     "file-auth", at the server name); no path it returns starts with a
//     single `\`, so `\??\` cannot come out;
//   - a segment that names a DOS device in every directory (Rule
//     "device-name"), read as Go's filepath.IsLocal reads it: "CON", "PRN", "AUX", "NUL",
//     "CONIN$", "CONOUT$", and "COM" or "LPT" with a digit 0-9 or a
//     superscript "¹", "²" or "³", in any case, with or without trailing
//     spaces, dots, or an extension or stream after "." or ":"
//     ("file:///C:/x/nul.txt", "file:///C:/COM%C2%B9"). A name with an
//     extension is refused though Windows 11 no longer reserves it, since
//     older Windows does; a server named "CON" is a server, and kept.
func ToWindowsPath(u uri.URI) (string, error) {
	local, err := localFile(u)
	if err != nil {
		return "", err
	}
	p, at := u.Path(), pathStart(u)
	if i, rule := encodedBreak(p, `/\`); i >= 0 {
		return "", errAt(u, at+i, rule)
	}
	if !local {
		if u.HostKind() == uri.HostIPv6 || u.HostKind() == uri.HostIPvFuture {
			return "", errAt(u, hostStart(u), "IP-literal")
		}
		h := u.Host()
		if isDeviceServer(decode(h)) || findEncoded(h, "/\\\x00") >= 0 {
			return "", errAt(u, hostStart(u), "file-auth")
		}
		if i, rule := badSegment(p, "/", true, true); i >= 0 {
			return "", errAt(u, at+i, rule)
		}
		return `\\` + decode(h) + windowsSegments(p), nil
	}
	if strings.HasPrefix(p, "//") {
		// RFC 8089 Appendix E.3.2: a UNC path written in the path, after
		// an empty authority ("file:////server/share") or with a fifth
		// "/" ("file://///server/share"). The server is checked as a host
		// is.
		rest := strings.TrimLeft(p, "/")
		at += len(p) - len(rest)
		server, _, _ := strings.Cut(rest, "/")
		if isDeviceServer(decode(server)) {
			return "", errAt(u, at, "file-auth")
		}
		if i, rule := badSegment(rest[len(server):], "/", true, true); i >= 0 {
			return "", errAt(u, at+len(server)+i, rule)
		}
		return `\\` + windowsSegments(rest), nil
	}
	q := strings.TrimPrefix(p, "/")
	n := 2 // the length of the drive letter and its ":" or "|"
	if len(q) >= 4 && (q[1:4] == "%7C" || q[1:4] == "%7c") {
		n = 4 // "|" percent-encoded, as RFC 3986 requires
	}
	if len(q) >= n && isAlpha(q[0]) && (n == 4 || q[1] == ':') {
		if len(q) > n && q[n] != '/' {
			// "file:///C:x", drive-relative as "C:x" is.
			return "", errAt(u, at+len(p)-len(q)+n, "drive-relative")
		}
		rest := q[n:]
		if i, rule := badSegment(rest, "/", true, true); i >= 0 {
			return "", errAt(u, at+len(p)-len(rest)+i, rule)
		}
		if rest == "" {
			rest = "/"
		}
		return q[:1] + ":" + windowsSegments(rest), nil
	}
	return "", errAt(u, at, "drive-letter")
}

// encodedBreak returns the offset in the percent-encoded path p of the first
// triplet that encodes a separator, an octet of seps, or NUL, which would
// split a segment or end the path, and the rule it breaks,
// "encoded-slash" or "NUL"; or -1.
func encodedBreak(p, seps string) (int, string) {
	i := findEncoded(p, seps+"\x00")
	switch {
	case i < 0:
		return -1, ""
	case p[i+1:i+3] == "00":
		return i, "NUL"
	}
	return i, "encoded-slash"
}

// windowsSegments decodes the path p, which is empty or starts with "/",
// and writes its separators as "\".
func windowsSegments(p string) string {
	return strings.ReplaceAll(decode(p), "/", `\`)
}

// isAlpha reports whether o is ALPHA (RFC 5234).
func isAlpha(o byte) bool { return 'a' <= o|0x20 && o|0x20 <= 'z' }

// isDeviceServer reports whether a UNC path with the server name s, decoded,
// would not name a server: an empty name, or one that makes the path a
// Win32 device path, `\\.\` (local device) or `\\?\` (root local device).
// Win32 drops the trailing dots and spaces of a name, so ". " and ".." are
// "." there, and no server name holds a "?", so "??" and "?." count too.
func isDeviceServer(s string) bool {
	return strings.TrimRight(s, ". ") == "" || strings.IndexByte(s, '?') >= 0
}

// badSegment returns the offset in p of the first segment, split at any
// octet of seps and decoded if decodeSeg, that no path conversion takes,
// and the rule it breaks, or -1: a dot segment ("path-dot-segment"), and on
// Windows a reserved DOS device name ("device-name").
func badSegment(p, seps string, decodeSeg, windows bool) (int, string) {
	for i := 0; i <= len(p); {
		j := strings.IndexAny(p[i:], seps)
		if j < 0 {
			j = len(p) - i
		}
		seg := p[i : i+j]
		if decodeSeg {
			seg = decode(seg)
		}
		switch {
		case isDotSegment(seg, windows):
			return i, "path-dot-segment"
		case windows && isReservedName(seg):
			return i, "device-name"
		}
		i += j + 1
	}
	return -1, ""
}

// isDotSegment reports whether the file name seg, decoded, is "." or "..".
// On Windows it counts any name of dots and spaces that starts with ".":
// Win32 drops the trailing dots and spaces of a path's last name
// (Microsoft's "File path formats on Windows systems"), so that "..." and
// ". " there are the directory they are in, and ".. " is "..".
func isDotSegment(seg string, windows bool) bool {
	if windows {
		return strings.HasPrefix(seg, ".") && strings.TrimRight(seg, ". ") == ""
	}
	return seg == "." || seg == ".."
}

// isReservedName reports whether the file name seg is one of the DOS device
// names that Win32 finds in every directory (Microsoft's "Naming Files,
// Paths, and Namespaces"), read as Go's filepath.IsLocal reads them: the
// name is what comes before the first "." or ":", less its trailing spaces,
// in any case; "CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", and "COM" or
// "LPT" with one digit or a superscript "¹", "²" or "³". "COM0" and "LPT0",
// which Microsoft lists, count too. A name with an extension ("NUL.txt")
// counts, as it does before Windows 11.
func isReservedName(seg string) bool {
	if i := strings.IndexAny(seg, ".:"); i >= 0 {
		seg = seg[:i]
	}
	seg = strings.TrimRight(seg, " ")
	if len(seg) < 3 {
		return false
	}
	switch stem, tail := upperASCII(seg[:3]), seg[3:]; stem {
	case "CON":
		return tail == "" || upperASCII(tail) == "IN$" || upperASCII(tail) == "OUT$"
	case "PRN", "AUX", "NUL":
		return tail == ""
	case "COM", "LPT":
		return len(tail) == 1 && '0' <= tail[0] && tail[0] <= '9' ||
			tail == "\u00b9" || tail == "\u00b2" || tail == "\u00b3"
	}
	return false
}

// upperASCII returns s with its ASCII lowercase letters in uppercase, and
// every other octet as it is.
func upperASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}
