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
	{"/x/../y/./z", "file:///x/../y/./z"},
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
		{"/a\x00b", 2, "local-path"},
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
		{`C:x`, 0, "drive-letter"},
		{`C:`, 0, "drive-letter"},
		{``, 0, "drive-letter"},
		{`\\\share`, 2, "file-auth"},
		{`\\?\UNC\?\x`, 8, "file-auth"},
		{`\\.\pipe\x`, 2, "file-auth"},
		{`C:\a` + "\x00", 4, "local-path"},
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
		{"file:///a%2Fb", 9, "segment"},
		{"file:///a%2fb", 9, "segment"},
		{"file:///a%00", 9, "segment"},
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
		{"file:///C:/a%5Cb", 12, "segment"},
		{"file:///C:/a%2Fb", 12, "segment"},
		{"file://[::1]/s", 7, "IP-literal"},
		{"file:///C:/x?y", 12, "file-URI"},
	})
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
