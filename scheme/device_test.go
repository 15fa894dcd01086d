package scheme_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/scheme"
)

// TestToWindowsPathDevices checks that no spelling of a Win32 device
// namespace comes out of ToWindowsPath. Microsoft's "File path formats on
// Windows systems" and "Naming Files, Paths, and Namespaces" name them:
// `\\.\` (local device), `\\?\` (root local device), `\??\` (the NT object
// namespace), `\\.` and `\\?` alone, with "/" for "\" in every place; Win32
// drops the trailing dots and spaces of a name before it looks at it. In a
// file URI (RFC 8089 Appendix E.3) the server name is the host, or the
// first segment after "//" in the path.
func TestToWindowsPathDevices(t *testing.T) {
	testRefusals(t, scheme.ToWindowsPath, []refusal{
		// The server in the path ("file:////server/share"), which the
		// host check does not see.
		{"file:////./PhysicalDrive0", 9, "file-auth"},
		{"file:////./pipe/x", 9, "file-auth"},
		{"file:////%2E/pipe/x", 9, "file-auth"},
		{"file:////%2e/pipe/x", 9, "file-auth"},
		{"file:////%3f/GLOBALROOT/Device/x", 9, "file-auth"},
		{"file:////%3F/C:/x", 9, "file-auth"},
		{"file:////%3F%3F/C:/x", 9, "file-auth"},
		{"file:////%3FUNC/x", 9, "file-auth"},
		{"file://///./x", 10, "file-auth"},
		{"file://///%2E/x", 10, "file-auth"},
		{"file:////.", 9, "file-auth"},
		{"file:////./", 9, "file-auth"},
		{"file:////%3F", 9, "file-auth"},
		{"file:////.%2E/x", 9, "file-auth"},
		{"file:////%2E./x", 9, "file-auth"},
		{"file:////.%20/x", 9, "file-auth"},
		{"file:////%2E%20%20/x", 9, "file-auth"},
		{"file:////.../x", 9, "file-auth"},
		{"file:////%3F./x", 9, "file-auth"},
		{"file:////%3F%20/x", 9, "file-auth"},
		{"file:////%20/x", 9, "file-auth"},
		{"file://///", 10, "file-auth"},
		// The server as the host.
		{"file://./PhysicalDrive0", 7, "file-auth"},
		{"file://%2E/pipe/x", 7, "file-auth"},
		{"file://%2e/pipe/x", 7, "file-auth"},
		{"file://%3F/GLOBALROOT/x", 7, "file-auth"},
		{"file://%3f/C:/x", 7, "file-auth"},
		{"file://%3F%3F/C:/x", 7, "file-auth"},
		{"file://../x", 7, "file-auth"},
		{"file://.%20/x", 7, "file-auth"},
		{"file://%2E%2E/x", 7, "file-auth"},
		{"file://%20/x", 7, "file-auth"},
		// A "\" written in a segment or host, which would make a new
		// prefix.
		{"file:///%5C%5C.%5Cpipe", 8, "encoded-slash"},
		{"file:///%5c%5c%3f%5cC:", 8, "encoded-slash"},
		{"file:////.%5Cx", 10, "encoded-slash"},
		{"file://%5C%5C.%5Cx/y", 7, "file-auth"},
		{"file://%000/x", 7, "file-auth"}, // NUL ends a Windows path
		{"file:///%5C%3F%3F%5CC:/x", 8, "encoded-slash"},
	})
}

// TestToWindowsPathReservedNames checks the DOS device names that Win32
// finds in any directory (Microsoft's "Naming Files, Paths, and
// Namespaces"), read as Go's filepath.IsLocal reads them: the name is what
// comes before the first "." or ":", less trailing spaces, in any case;
// COM and LPT take a digit or a superscript "¹", "²" or "³". Such a name is
// refused with or without an extension, as Windows before 11 reads it.
func TestToWindowsPathReservedNames(t *testing.T) {
	testRefusals(t, scheme.ToWindowsPath, []refusal{
		{"file:///C:/CON", 11, "device-name"},
		{"file:///C:/x/CON", 13, "device-name"},
		{"file:///C:/x/NUL/y", 13, "device-name"},
		{"file:///C:/nul", 11, "device-name"},
		{"file:///C:/Nul.txt", 11, "device-name"},
		{"file:///C:/NUL.tar.gz", 11, "device-name"},
		{"file:///C:/NUL%20", 11, "device-name"},
		{"file:///C:/NUL%20%20.txt", 11, "device-name"},
		{"file:///C:/NUL.", 11, "device-name"},
		{"file:///C:/NUL...", 11, "device-name"},
		{"file:///C:/NUL:stream", 11, "device-name"},
		{"file:///C:/%4EUL", 11, "device-name"},
		{"file:///C:/%6e%75%6c", 11, "device-name"},
		{"file:///C:/PRN", 11, "device-name"},
		{"file:///C:/aux.c", 11, "device-name"},
		{"file:///C:/COM0", 11, "device-name"},
		{"file:///C:/COM1", 11, "device-name"},
		{"file:///C:/com9.log", 11, "device-name"},
		{"file:///C:/COM%C2%B9", 11, "device-name"},
		{"file:///C:/COM%C2%B2.txt", 11, "device-name"},
		{"file:///C:/COM%C2%B3", 11, "device-name"},
		{"file:///C:/LPT0", 11, "device-name"},
		{"file:///C:/LPT1", 11, "device-name"},
		{"file:///C:/Lpt9%20.x", 11, "device-name"},
		{"file:///C:/LPT%C2%B9", 11, "device-name"},
		{"file:///C:/CONIN$", 11, "device-name"},
		{"file:///C:/conout$.txt", 11, "device-name"},
		{"file:///C%7C/CON", 13, "device-name"},
		{"file:C:/CON", 8, "device-name"},
		{"file://server/share/CON", 20, "device-name"},
		{"file://server/NUL/x", 14, "device-name"},
		{"file:////server/share/AUX", 22, "device-name"},
	})
	// Names that are not reserved.
	for _, tt := range []struct{ uri, path string }{
		{"file:///C:/CONSOLE", `C:\CONSOLE`},
		{"file:///C:/COM10", `C:\COM10`},
		{"file:///C:/COM", `C:\COM`},
		{"file:///C:/NULL.txt", `C:\NULL.txt`},
		{"file:///C:/xNUL", `C:\xNUL`},
		{"file:///C:/CON_", `C:\CON_`},
		{"file:///C:/%20CON", `C:\ CON`},
		{"file:///C:/COM%C2%B4", `C:\COM´`},
		{"file:///C:/LPT%E2%81%B4", `C:\LPT⁴`},
		{"file:///C:/CONIN", `C:\CONIN`},
		{"file://CON/share", `\\CON\share`}, // a server, not a device
		{"file://a./s", `\\a.\s`},
	} {
		p, err := scheme.ToWindowsPath(uri.MustParse(tt.uri))
		if err != nil || p != tt.path {
			t.Errorf("ToWindowsPath(%q) = %q, %v; want %q", tt.uri, p, err, tt.path)
		}
	}
}

// TestFromWindowsPathDevices checks that FromWindowsPath refuses what
// ToWindowsPath would refuse, so that every URI it gives makes the round
// trip.
func TestFromWindowsPathDevices(t *testing.T) {
	for _, tt := range []struct {
		path   string
		offset int
		rule   string
	}{
		{`\\.\PhysicalDrive0`, 2, "file-auth"},
		{`//./pipe/x`, 2, "file-auth"},
		{`\\..\x`, 2, "file-auth"},
		{`\\. \x`, 2, "file-auth"},
		{`\\?.\x`, 2, "file-auth"},
		{`\\??\C:\x`, 2, "file-auth"},
		{`\\?\UNC\.\x`, 8, "file-auth"},
		{`C:\x\NUL`, 5, "device-name"},
		{`C:\con.txt`, 3, "device-name"},
		{`C:/COM¹`, 3, "device-name"},
		{`\\?\C:\AUX`, 7, "device-name"},
		{`\\s\sh\lpt1 .x`, 7, "device-name"},
		{`\\?\UNC\s\PRN`, 10, "device-name"},
	} {
		_, err := scheme.FromWindowsPath(tt.path)
		wantError(t, tt.path, err, tt.path, tt.offset, tt.rule)
	}
}

// devicePrefix and reservedName are the two tests of isDevicePath: its
// prefix, and each of its components.
var (
	devicePrefix = regexp.MustCompile(`^(?:[\\/]{2}[.?][. ]*(?:[\\/]|$)|[\\/]\?\?[\\/])`)
	reservedName = regexp.MustCompile(`(?i)^(?:CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|(?:COM|LPT)[0-9¹²³]) *(?:[.:].*)?$`)
)

// isDevicePath reports whether p is a Windows path that opens a device
// rather than a file, written from Microsoft's "File path formats on
// Windows systems" and "Naming Files, Paths, and Namespaces", apart from
// the code under test: a `\\.\`, `\\?\` or `\??\` prefix, or `\\.` or `\\?`
// alone, with any separators, where Win32 would drop dots and spaces
// after the "." or "?"; or a component other than a UNC server that is a
// reserved name.
func isDevicePath(p string) bool {
	if devicePrefix.MatchString(p) {
		return true
	}
	cs := strings.FieldsFunc(p, func(r rune) bool { return r == '\\' || r == '/' })
	if len(p) >= 2 && strings.ContainsRune(`\/`, rune(p[1])) && len(cs) > 0 {
		cs = cs[1:] // the server of a UNC path names a machine, not a device
	}
	for _, c := range cs {
		if reservedName.MatchString(c) {
			return true
		}
	}
	return false
}

func TestIsDevicePath(t *testing.T) {
	for p, want := range map[string]bool{
		`\\.\x`: true, `\\?\C:\x`: true, `\??\C:\x`: true, `//./x`: true, `\\.`: true,
		`\\. .\x`: true, `C:\x\nul.txt`: true, `C:\COM¹`: true,
		`C:\x`: false, `\\server\share`: false, `\\NUL\share`: false, `\\s\NUL`: true, `C:\CONSOLE`: false, `\\.a\x`: false,
	} {
		if got := isDevicePath(p); got != want {
			t.Errorf("isDevicePath(%q) = %v, want %v", p, got, want)
		}
	}
}

// FuzzToWindowsPath checks that no URI maps to a device path, as
// isDevicePath reads it, nor to a path holding NUL.
func FuzzToWindowsPath(f *testing.F) {
	for _, s := range []string{
		"file:////./PhysicalDrive0", "file:////%2E/pipe/x", "file:////%3f/GLOBALROOT/Device/x",
		"file://%2E/x", "file:///C:/NUL.txt", "file://server/share/x", "file:////s/sh/x",
		"file:///C%7C/x", "file:C:/x", "file://///%2E%20/x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := uri.Parse(s)
		if err != nil {
			return
		}
		p, err := scheme.ToWindowsPath(u)
		if err != nil {
			return
		}
		if isDevicePath(p) {
			t.Fatalf("ToWindowsPath(%q) = %q, a device path", s, p)
		}
		if strings.ContainsRune(p, 0) {
			t.Fatalf("ToWindowsPath(%q) = %q, with a NUL", s, p)
		}
	})
}
