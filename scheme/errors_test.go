package scheme_test

import (
	"errors"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/scheme"
)

// TestErrorWords checks that the errors of the scheme helpers, which are
// *uri.Error too, read in words: a rule of the scheme's own specification
// is named with the component it stands in; an RFC 3986 rule is described
// by the octet at fault. The expected messages are written by hand.
func TestErrorWords(t *testing.T) {
	errOf := func(_ any, err error) error { return err }
	for _, tt := range []struct {
		name string
		err  error
		want string
	}{
		{"mailto, two @", errOf(scheme.ParseMailto(uri.MustParse("mailto:a@b@c"))),
			`uri: invalid domain in path at offset 10 in "mailto:a@b@c"`},
		{"ldap scope", errOf(scheme.ParseLDAP(uri.MustParse("ldap://h/??subtree"))),
			`uri: invalid scope in query at offset 11 in "ldap://h/??subtree"`},
		{"ftp type", errOf(scheme.ParseFTP(uri.MustParse("ftp://h/a;type=x"))),
			`uri: invalid ftptype in path at offset 15 in "ftp://h/a;type=x"`},
		{"file host", errOf(scheme.ToPOSIXPath(uri.MustParse("file://h/x"))),
			`uri: invalid file-auth in host at offset 7 in "file://h/x"`},
		{"relative POSIX path", errOf(scheme.FromPOSIXPath("a/b")),
			`uri: invalid character "a" in path at offset 0 (an absolute path starts with "/") in "a/b"`},
		// File paths: the words say what is wrong, not the octet where it
		// starts.
		{"drive-relative Windows path", errOf(scheme.FromWindowsPath("C:x")),
			`uri: drive-relative path (relative to the current directory of its drive) at offset 2 in "C:x"`},
		{"drive without a separator", errOf(scheme.FromWindowsPath("C:")),
			`uri: drive-relative path (relative to the current directory of its drive) at offset 2 in "C:"`},
		{"Windows path without a drive", errOf(scheme.FromWindowsPath(`\x`)),
			`uri: path with neither drive letter nor server (not an absolute Windows path) at offset 0 in "\\x"`},
		{"file URI without a drive", errOf(scheme.ToWindowsPath(uri.MustParse("file:///x"))),
			`uri: path with neither drive letter nor server (not an absolute Windows path) at offset 7 in "file:///x"`},
		{"reserved name, from a path", errOf(scheme.FromWindowsPath(`C:\x\nul.txt`)),
			`uri: reserved device name at offset 5 in "C:\\x\\nul.txt"`},
		{"reserved name, from a URI", errOf(scheme.ToWindowsPath(uri.MustParse("file:///C:/x/nul.txt"))),
			`uri: reserved device name at offset 13 in "file:///C:/x/nul.txt"`},
		{"encoded slash", errOf(scheme.ToPOSIXPath(uri.MustParse("file:///a%2Fb"))),
			`uri: encoded slash "%2F" in a segment at offset 9 in "file:///a%2Fb"`},
		{"encoded backslash", errOf(scheme.ToWindowsPath(uri.MustParse("file:///C:/a%5cb"))),
			`uri: encoded backslash "%5c" in a segment at offset 12 in "file:///C:/a%5cb"`},
		{"NUL, POSIX", errOf(scheme.FromPOSIXPath("/x\x00y")),
			`uri: NUL octet (not allowed in a path) at offset 2 in "/x\x00y"`},
		{"NUL, Windows", errOf(scheme.FromWindowsPath("C:\\x\x00y")),
			`uri: NUL octet (not allowed in a path) at offset 4 in "C:\\x\x00y"`},
		{"encoded NUL", errOf(scheme.ToPOSIXPath(uri.MustParse("file:///x%00"))),
			`uri: encoded NUL "%00" (not allowed in a path) at offset 9 in "file:///x%00"`},
		{"dot segment", errOf(scheme.ToPOSIXPath(uri.MustParse("file:///srv/www/%2E%2E/%2E%2E/etc/passwd"))),
			`uri: dot segment "%2E%2E" in a file path at offset 16 in "file:///srv/www/%2E%2E/%2E%2E/etc/passwd"`},
		{"dot segment, Windows path", errOf(scheme.FromWindowsPath(`C:\x\..\y`)),
			`uri: dot segment ".." in a file path at offset 5 in "C:\\x\\..\\y"`},
	} {
		if tt.err == nil || tt.err.Error() != tt.want {
			t.Errorf("%s: message\n %v\nwant\n %s", tt.name, tt.err, tt.want)
		}
	}
	// A Windows path that looks like a scheme is no scheme.
	for _, p := range []string{"C:x", "C:", "ab:c", `C:\x\nul`} {
		_, err := scheme.FromWindowsPath(p)
		if e := (*uri.Error)(nil); !errors.As(err, &e) || e.Component() != uri.ComponentPath {
			t.Errorf("FromWindowsPath(%q): error %v, want one in the path", p, err)
		}
	}
}
