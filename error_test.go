package uri_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/uriref/uri"
)

// TestErrorHidesPassword checks that the message of an *Error shows the
// password of a userinfo (what follows its first ":", RFC 3986 §3.2.1) as
// "xxxxx", as Redacted does, with the offset still that of Input, and that
// Input keeps the text as given. A clipped message keeps 32 octets before
// the offset, counted in the text as shown.
func TestErrorHidesPassword(t *testing.T) {
	long := strings.Repeat("s", 40)
	for _, tt := range []struct{ in, want string }{
		{"http://user:secret@exa mple.com/", `uri: invalid space in host at offset 22 in "http://user:xxxxx@exa mple.com/"`},
		{"http://u:p%zz@h/", `uri: invalid character "z" in userinfo at offset 11 ("%" must be followed by two hex digits) in "http://u:xxxxx@h/"`},
		{"http://u:@h:x/", `uri: invalid character "x" in port at offset 12 (a port is decimal digits) in "http://u:xxxxx@h:x/"`},
		{"http://u:" + long + "@a b/", `uri: invalid space in host at offset 51 in "http://u:xxxxx@a b/"`},
		{"http://u:pw@" + strings.Repeat("a", 40) + " /", `uri: invalid space in host at offset 52 in ..."aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa /"`},
		{"http://u:pw@h/" + strings.Repeat("a", 40) + "%", `uri: end of input in path at offset 55 ("%" must be followed by two hex digits) in ..."aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa%"`},
		{"http://u:pw@h/" + strings.Repeat("a", 20) + "%", `uri: end of input in path at offset 35 ("%" must be followed by two hex digits) in ..."/u:xxxxx@h/aaaaaaaaaaaaaaaaaaaa%"`},
		{"http://user@exa mple.com/", `uri: invalid space in host at offset 15 in "http://user@exa mple.com/"`},
		{"http://a b/c:d@e", `uri: invalid space in host at offset 8 in "http://a b/c:d@e"`}, // "@" after the authority
		{"//u:p@[x]/", `uri: invalid character "x" in host at offset 7 (not an IPv6 address) in "//u:xxxxx@[x]/"`},
	} {
		_, err := uri.Parse(tt.in)
		var e *uri.Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v, want an *uri.Error", tt.in, err)
			continue
		}
		if got := e.Error(); got != tt.want {
			t.Errorf("Parse(%q): message\n %s\nwant\n %s", tt.in, got, tt.want)
		}
		if e.Input != tt.in {
			t.Errorf("Parse(%q): Input %q, want the text as given", tt.in, e.Input)
		}
	}
}
