package scheme_test

import (
	"runtime"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/scheme"
)

// POSIX paths and their file URIs: uri(7) ("file:///etc/passwd", UTF-8
// then %HH for other text), RFC 8089 §4 and Appendix B.
var posixPaths = []struct{ path, uri string }{
	{"/etc/passwd", "file:///etc/passwd"},
	{"/home/u/a b.txt", "file:///home/u/a%20b.txt"},
	{"/tmp/café", "file:///tmp/caf%C3%A9"},
	{"/a?b#c%d", "file:///a%3Fb%23c%25d"},
	{"/", "file:///"},
	{"/dir/", "file:///dir/"},
	{"/x/.../y/.z/z..", "file:///x/.../y/.z/z.."},
	{"//double", "file:////double"},
	{"/\xff\xfe", "file:///%FF%FE"},
	{"/a:b/c@d;e=f", "file:///a:b/c@d;e=f"},
}

// Windows paths and their file URIs: RFC 8089 Appendix E.2 and E.3.1.
var windowsPaths = []struct{ path, uri string }{
	{`C:\x`, "file:///C:/x"},
	{`c:\path\to\file.txt`, "file:///c:/path/to/file.txt"},
	{`C:\Users\u\a b.txt`, "file:///C:/Users/u/a%20b.txt"},
	{`C:\`, "file:///C:/"},
	{`D:\dir\`, "file:///D:/dir/"},
	{`C:\données\été`, "file:///C:/donn%C3%A9es/%C3%A9t%C3%A9"},
	{`\\server\share\x`, "file://server/share/x"},
	{`\\host.example.com\Share\path\to\file.txt`, "file://host.example.com/Share/path/to/file.txt"},
	{`\\server\share\`, "file://server/share/"},
}

func TestFromPOSIXPath(t *testing.T) {
	for _, tt := range posixPaths {
		u, err := scheme.FromPOSIXPath(tt.path)
		if err != nil || u.String() != tt.uri {
			t.Errorf("FromPOSIXPath(%q) = %q, %v; want %q", tt.path, u, err, tt.uri)
		}
		// The round trip: path, URI, the same path.
		p, err := scheme.ToPOSIXPath(u)
		if err != nil || p != tt.path {
			t.Errorf("ToPOSIXPath(%q) = %q, %v; want %q", u, p, err, tt.path)
		}
	}
	for _, tt := range []struct {
		path   string
		offset int
		rule   string
	}{
		{"", 0, "path-absolute"},
		{"rel/x", 0, "path-absolute"},
		{"../test.txt", 0, "path-absolute"},
		{"/a\x00b", 2, "NUL"},
	} {
		_, err := scheme.FromPOSIXPath(tt.path)
		wantError(t, tt.path, err, tt.path, tt.offset, tt.rule)
	}
}

func TestFromWindowsPath(t *testing.T) {
	for _, tt := range windowsPaths {
		u, err := scheme.FromWindowsPath(tt.path)
		if err != nil || u.String() != tt.uri {
			t.Errorf("FromWindowsPath(%q) = %q, %v; want %q", tt.path, u, err, tt.uri)
		}
		p, err := scheme.ToWindowsPath(u)
		if err != nil || p != tt.path {
			t.Errorf("ToWindowsPath(%q) = %q, %v; want %q", u, p, err, tt.path)
		}
	}
	// Other spellings of the same paths.
	for _, tt := range []struct{ path, uri string }{
		{`C:/x/y`, "file:///C:/x/y"},
		{`\\?\C:\x`, "file:///C:/x"},
		{`\\?\UNC\server\share\x`, "file://server/share/x"},
		{`//server/share/x`, "file://server/share/x"},
		{`\\server`, "file://server"},
	} {
		u, err := scheme.FromWindowsPath(tt.path)
		if err != nil || u.String() != tt.uri {
			t.Errorf("FromWindowsPath(%q) = %q, %v; want %q", tt.path, u, err, tt.uri)
		}
	}
	for _, tt := range []struct {
		path   string
		offset int
		rule   string
	}{
		{`x\y`, 0, "drive-letter"},
		{`\x`, 0, "drive-letter"},
		{`C:x`, 2, "drive-relative"},
		{`c:..\x`, 2, "drive-relative"},
		{`C:`, 2, "drive-relative"},
		{``, 0, "drive-letter"},
		{`\\\share`, 2, "file-auth"},
		{`\\?\UNC\?\x`, 8, "file-auth"},
		{`\\.\pipe\x`, 2, "file-auth"},
		{`C:\a` + "\x00", 4, "NUL"},
	} {
		_, err := scheme.FromWindowsPath(tt.path)
		wantError(t, tt.path, err, tt.path, tt.offset, tt.rule)
	}
}

func TestToPOSIXPath(t *testing.T) {
	for _, tt := range []struct{ uri, path string }{
		{"file:///etc/passwd", "/etc/passwd"}, // uri(7)
		{"file:/etc/passwd", "/etc/passwd"},   // uri(7), the second form
		{"file:/cgi-bin", "/cgi-bin"},         // uri(7), KDE
		{"file://localhost/etc/passwd", "/etc/passwd"},
		{"file://LocalHost/etc/passwd", "/etc/passwd"},
		{"FILE:///etc/passwd", "/etc/passwd"},
		{"file:///home/u/a%20b.txt#frag", "/home/u/a b.txt"},
		{"file:///C:/x", "/C:/x"},
		// The same host as "localhost" once normalized (RFC 3986 §6.2.2.1,
		// §6.2.2.2).
		{"file://localh%6Fst/etc/passwd", "/etc/passwd"},
		{"file://LOCALH%6fST/etc/passwd", "/etc/passwd"},
		{"file://%6C%6F%63%61%6C%68%6F%73%74/etc/passwd", "/etc/passwd"},
	} {
		p, err := scheme.ToPOSIXPath(uri.MustParse(tt.uri))
		if err != nil || p != tt.path {
			t.Errorf("ToPOSIXPath(%q) = %q, %v; want %q", tt.uri, p, err, tt.path)
		}
	}
	testRefusals(t, scheme.ToPOSIXPath, []refusal{
		{"http://a/b", 0, "file-scheme"},
		{"file://vms.host.edu/disk$user/my/notes/note12345.txt", 7, "file-auth"}, // RFC 1738 §3.10
		{"file:///a?b", 9, "file-URI"},
		{"file:x", 5, "path-absolute"},
		{"file:", 5, "path-absolute"},
		{"file://localhost", 16, "path-absolute"},
		{"file:///a%2Fb", 9, "encoded-slash"},
		{"file:///a%2fb", 9, "encoded-slash"},
		{"file:///a%00", 9, "NUL"},
		{"file://u@localhost/x", 7, "file-auth"},
		{"file://localhost:80/x", 16, "file-auth"},
		{"file://localhost%2E/x", 7, "file-auth"}, // "localhost." is another reg-name
		{"file://local%20host/x", 7, "file-auth"},
	})
}

func TestToWindowsPath(t *testing.T) {
	for _, tt := range []struct{ uri, path string }{
		{"file:///C:/x", `C:\x`},
		{"file:///C%7C/x", `C:\x`}, // uri(7): "C:" becomes "C|"
		{"file:///C%7c", `C:\`},
		{"file:///c%7C/path/to/file", `c:\path\to\file`},
		{"file:C:/x", `C:\x`},  // RFC 8089 Appendix E.2
		{"file:/C:/x", `C:\x`}, // RFC 8089 Appendix E.2
		{"file:///C:", `C:\`},
		{"file://localhost/C:/x%20y", `C:\x y`},
		{"file://server/share/x", `\\server\share\x`},
		{"file:////server/share/x", `\\server\share\x`},  // RFC 8089 Appendix E.3.2
		{"file://///server/share/x", `\\server\share\x`}, // RFC 8089 Appendix E.3.2
		{"file://vms.host.edu/disk$user/my/notes/note12345.txt", `\\vms.host.edu\disk$user\my\notes\note12345.txt`},
		{"file://192.0.2.1/s", `\\192.0.2.1\s`},
		// "localhost" percent-encoded is still this machine (RFC 3986
		// §6.2.2.2), not a UNC server.
		{"file://localh%6Fst/C:/x", `C:\x`},
		{"file://LocalH%6FST/C:/x", `C:\x`},
		{"file://%6c%6f%63%61%6c%68%6f%73%74/C:/x", `C:\x`},
	} {
		p, err := scheme.ToWindowsPath(uri.MustParse(tt.uri))
		if err != nil || p != tt.path {
			t.Errorf("ToWindowsPath(%q) = %q, %v; want %q", tt.uri, p, err, tt.path)
		}
	}
	testRefusals(t, scheme.ToWindowsPath, []refusal{
		{"http://a/b", 0, "file-scheme"},
		{"file:///x", 7, "drive-letter"},
		{"file:/etc/passwd", 5, "drive-letter"},
		{"file:///C:x", 10, "drive-relative"},
		{"file:///C%7Cx", 12, "drive-relative"},
		{"file:///C:/a%5Cb", 12, "encoded-slash"},
		{"file:///C:/a%2Fb", 12, "encoded-slash"},
		{"file:///C:/a%00", 12, "NUL"},
		{"file://[::1]/s", 7, "IP-literal"},
		{"file:///C:/x?y", 12, "file-URI"},
	})
}

// TestFileDotSegments checks that no path conversion takes a "." or ".."
// segment, literal or percent-encoded in any mix of "." and "%2E" (RFC 3986
// §5.2.4 removes only the literal ones, so "%2E%2E" survives resolution and
// a containment check on the URI's path), nor makes a path holding one.
func TestFileDotSegments(t *testing.T) {
	// RFC 3986 §5.2 keeps the encoded dots; the path conversions must not
	// decode them into "..".
	traversal, err := uri.MustParse("file:///srv/www/").Parse("%2E%2E/%2E%2E/etc/passwd")
	if err != nil || traversal.String() != "file:///srv/www/%2E%2E/%2E%2E/etc/passwd" {
		t.Fatalf("resolved to %q, %v", traversal, err)
	}
	if p, err := scheme.ToPOSIXPath(traversal); err == nil {
		t.Errorf("ToPOSIXPath(%q) = %q, want an error", traversal, p)
	}
	testRefusals(t, scheme.ToPOSIXPath, []refusal{
		{"file:///srv/www/%2E%2E/%2E%2E/etc/passwd", 16, "path-dot-segment"},
		{"file:///srv/www/%2e%2e/x", 16, "path-dot-segment"},
		{"file:///a/.%2E/x", 10, "path-dot-segment"},
		{"file:///a/%2e./x", 10, "path-dot-segment"},
		{"file:///a/%2E/x", 10, "path-dot-segment"},
		{"file:///a/%2e", 10, "path-dot-segment"},
		{"file:///a/../b", 10, "path-dot-segment"},
		{"file:///a/./b", 10, "path-dot-segment"},
		{"file:///a/..", 10, "path-dot-segment"},
		{"file:///..", 8, "path-dot-segment"},
		{"file://localhost/.", 17, "path-dot-segment"},
		{"file:/a/b/..", 10, "path-dot-segment"},
	})
	testRefusals(t, scheme.ToWindowsPath, []refusal{
		{"file:///C:/srv/www/%2E%2E/%2E%2E/Windows/win.ini", 19, "path-dot-segment"},
		{"file:///C:/srv/www/%2e%2e/x", 19, "path-dot-segment"},
		{"file:///C:/a/.%2E/x", 13, "path-dot-segment"},
		{"file:///C:/a/%2e./x", 13, "path-dot-segment"},
		{"file:///C:/a/%2E/x", 13, "path-dot-segment"},
		{"file:///C:/a/..", 13, "path-dot-segment"},
		{"file:///C:/.", 11, "path-dot-segment"},
		{"file://localhost/C:/a/./b", 22, "path-dot-segment"},
		{"file:/C:/a/b/..", 13, "path-dot-segment"},
		{"file:C:/../x", 8, "path-dot-segment"},
		{"file:///C%7C/%2E%2E/x", 13, "path-dot-segment"},
		// Win32 drops the trailing dots and spaces of a last name.
		{"file:///C:/x/%2E%2E%20", 13, "path-dot-segment"},
		{"file:///C:/x/.%20/y", 13, "path-dot-segment"},
		{"file:///C:/x/.../y", 13, "path-dot-segment"},
		// UNC paths, below the share and as the share.
		{"file://server/share/%2E%2E/x", 20, "path-dot-segment"},
		{"file://server/%2e%2e/x", 14, "path-dot-segment"},
		{"file:////server/share/../x", 22, "path-dot-segment"},
	})
	// Dots that are part of a name.
	for _, tt := range []struct{ uri, posix, windows string }{
		{"file:///C:/.a/b.", "/C:/.a/b.", `C:\.a\b.`},
		{"file:///C:/x/...", "/C:/x/...", ""},
		{"file:///C:/x/%2E%2E%2E", "/C:/x/...", ""},
		{"file:///C:/x/..a", "/C:/x/..a", `C:\x\..a`},
		{"file:///C:/x/.%20a", "/C:/x/. a", `C:\x\. a`},
	} {
		u := uri.MustParse(tt.uri)
		if p, err := scheme.ToPOSIXPath(u); err != nil || p != tt.posix {
			t.Errorf("ToPOSIXPath(%q) = %q, %v; want %q", tt.uri, p, err, tt.posix)
		}
		if tt.windows == "" {
			continue
		}
		if p, err := scheme.ToWindowsPath(u); err != nil || p != tt.windows {
			t.Errorf("ToWindowsPath(%q) = %q, %v; want %q", tt.uri, p, err, tt.windows)
		}
	}
	for _, tt := range []struct {
		path   string
		offset int
		rule   string
	}{
		{"/x/../y", 3, "path-dot-segment"},
		{"/x/./y", 3, "path-dot-segment"},
		{"/.", 1, "path-dot-segment"},
		{"/..", 1, "path-dot-segment"},
		{"/a/./", 3, "path-dot-segment"},
		{"//..//", 2, "path-dot-segment"},
	} {
		_, err := scheme.FromPOSIXPath(tt.path)
		wantError(t, tt.path, err, tt.path, tt.offset, tt.rule)
	}
	for _, tt := range []struct {
		path   string
		offset int
		rule   string
	}{
		{`C:\x\..\y`, 5, "path-dot-segment"},
		{`C:\.`, 3, "path-dot-segment"},
		{`C:/x/.. /y`, 5, "path-dot-segment"},
		{`C:\x\...`, 5, "path-dot-segment"},
		{`\\s\sh\..`, 7, "path-dot-segment"},
		{`\\s\..\x`, 4, "path-dot-segment"},
		{`\\?\C:\x\..`, 9, "path-dot-segment"},
		{`\\?\UNC\s\sh\.`, 13, "path-dot-segment"},
	} {
		_, err := scheme.FromWindowsPath(tt.path)
		wantError(t, tt.path, err, tt.path, tt.offset, tt.rule)
	}
}

// The legacy drive "C|" of uri(7) as it is written there: RFC 3986 does not
// allow "|" (§2), so it must be percent-encoded.
func TestLegacyDriveBar(t *testing.T) {
	_, err := uri.Parse("file:///C|/x")
	wantError(t, "uri.Parse", err, "file:///C|/x", 9, "segment")
}

func TestFromPath(t *testing.T) {
	p := "/home/u/a b.txt"
	from, to := scheme.FromPOSIXPath, scheme.ToPOSIXPath
	if runtime.GOOS == "windows" {
		p, from, to = `C:\Users\u\a b.txt`, scheme.FromWindowsPath, scheme.ToWindowsPath
	}
	u, err := scheme.FromPath(p)
	want, _ := from(p)
	if err != nil || u != want {
		t.Errorf("FromPath(%q) = %q, %v; want %q", p, u, err, want)
	}
	got, err := scheme.ToPath(u)
	if wantPath, _ := to(u); err != nil || got != wantPath || got != p {
		t.Errorf("ToPath(%q) = %q, %v; want %q", u, got, err, p)
	}
}
