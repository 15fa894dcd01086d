package scheme_test

import (
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
	} {
		if tt.err == nil || tt.err.Error() != tt.want {
			t.Errorf("%s: message\n %v\nwant\n %s", tt.name, tt.err, tt.want)
		}
	}
}
