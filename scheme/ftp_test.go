package scheme_test

import (
	"testing"

	"github.com/uriref/uri/scheme"
)

func TestParseFTP(t *testing.T) {
	type F = scheme.FTP
	testParse(t, scheme.ParseFTP, []parseCase[F]{
		// uri(7) and RFC 3986 §1.1.2: no user name is "anonymous".
		{in: "ftp://ftp.is.co.za/rfc/rfc1808.txt", want: F{User: "anonymous", Host: "ftp.is.co.za", Path: []string{"rfc", "rfc1808.txt"}}},
		// RFC 1738 §3.2.2: an empty user name; a user with an empty
		// password; none at all.
		{in: "ftp://@host.com/", want: F{User: "", Host: "host.com"}},
		{in: "ftp://host.com/", want: F{User: "anonymous", Host: "host.com"}},
		{in: "ftp://foo:@host.com/", want: F{User: "foo", HasPassword: true, Host: "host.com"}},
		// RFC 1738 §3.2.2: three ways to name /etc/motd.
		{in: "ftp://myname@host.dom/%2Fetc/motd", want: F{User: "myname", Host: "host.dom", Path: []string{"/etc", "motd"}}},
		{in: "ftp://myname@host.dom/etc/motd", want: F{User: "myname", Host: "host.dom", Path: []string{"etc", "motd"}}},
		{in: "ftp://myname@host.dom//etc/motd", want: F{User: "myname", Host: "host.dom", Path: []string{"", "etc", "motd"}}},
		// RFC 1738 §3.2.2: the type.
		{in: "ftp://info.cern.ch/pub/www/doc;type=d", want: F{User: "anonymous", Host: "info.cern.ch", Path: []string{"pub", "www", "doc"}, Type: 'd'}},
		{in: "ftp://h/a;type=I", want: F{User: "anonymous", Host: "h", Path: []string{"a"}, Type: 'i'}, out: "ftp://h/a;type=i"},
		{in: "ftp://h/;type=a", want: F{User: "anonymous", Host: "h", Type: 'a'}},
		// uri(7)'s ip_server: user, password and port.
		{in: "ftp://fred:fredpassword@xyz.com:2121/a%20b/", want: F{User: "fred", Password: "fredpassword", HasPassword: true, Host: "xyz.com", Port: "2121", Path: []string{"a b", ""}}},
		{in: "ftp://h/a%3Bb", want: F{User: "anonymous", Host: "h", Path: []string{"a;b"}}},
		{in: "ftp://anonymous@h/", want: F{User: "anonymous", Host: "h"}, out: "ftp://h/"},
		{in: "ftp://a%3Ab:c:d@h/", want: F{User: "a:b", Password: "c:d", HasPassword: true, Host: "h"}},
	})
	testRefusals(t, scheme.ParseFTP, []refusal{
		{"http://h/", 0, "ftpurl"},
		{"ftp:x", 4, "ftpurl"},
		{"ftp:///x", 6, "hostport"},
		{"ftp://h/x?y", 9, "ftpurl"},
		{"ftp://h/x;type=b", 15, "ftptype"},
		{"ftp://h/x;type=", 15, "ftptype"},
		{"ftp://h/x;type=ai", 15, "ftptype"},
		{"ftp://h/a/x%0D%0ADELE%20y", 11, "fsegment"},
		{"ftp://a%0Ab@h/", 7, "user"},
		{"ftp://a:b%00@h/", 9, "password"},
	})
	if got := (scheme.FTP{Host: "h"}).HostPort(); got != "h:21" {
		t.Errorf("HostPort() = %q, want h:21", got)
	}
	_, err := scheme.FTP{Host: "h", Type: 'x'}.URI()
	wantError(t, "type", err, "x", 0, "ftptype")
	_, err = scheme.FTP{Host: "h", Path: []string{"a\r\nb"}}.URI()
	wantError(t, "CRLF", err, "a\r\nb", 1, "fsegment")
}

func TestParseTelnet(t *testing.T) {
	type T = scheme.Telnet
	testParse(t, scheme.ParseTelnet, []parseCase[T]{
		{in: "telnet://melvyl.ucop.edu/", want: T{Host: "melvyl.ucop.edu"}}, // uri(7)
		{in: "telnet://melvyl.ucop.edu", want: T{Host: "melvyl.ucop.edu"}, out: "telnet://melvyl.ucop.edu/"},
		{in: "telnet://192.0.2.16:80/", want: T{Host: "192.0.2.16", Port: "80"}}, // RFC 3986 §1.1.2
		{in: "telnet://joe:secret@host.example/", want: T{User: "joe", Password: "secret", Host: "host.example"}},
	})
	testRefusals(t, scheme.ParseTelnet, []refusal{
		{"ssh://h/", 0, "telneturl"},
		{"telnet:h", 7, "telneturl"},
		{"telnet://h/x", 11, "telneturl"},
		{"telnet://h/?x", 11, "telneturl"},
		{"telnet:///", 9, "hostport"},
		{"telnet://a%0D@h/", 10, "user"},
	})
	if got := (scheme.Telnet{Host: "h"}).HostPort(); got != "h:23" {
		t.Errorf("HostPort() = %q, want h:23", got)
	}
}

func TestParseWAIS(t *testing.T) {
	type W = scheme.WAIS
	// Written from the grammar of RFC 1738 §3.9 and uri(7).
	testParse(t, scheme.ParseWAIS, []parseCase[W]{
		{in: "wais://wais.example/db", want: W{Host: "wais.example", Database: "db"}},
		{in: "wais://wais.example:2100/db?free%20text", want: W{Host: "wais.example", Port: "2100", Database: "db", Search: "free text"}},
		{in: "wais://wais.example/db/TEXT/0%2012%20doc", want: W{Host: "wais.example", Database: "db", Type: "TEXT", Path: "0 12 doc"}},
	})
	testRefusals(t, scheme.ParseWAIS, []refusal{
		{"http://h/db", 0, "waisurl"},
		{"wais:db", 5, "waisurl"},
		{"wais://u@h/db", 7, "waisurl"},
		{"wais:///db", 7, "hostport"},
		{"wais://h", 8, "database"},
		{"wais://h/", 9, "database"},
		{"wais://h//t/p", 9, "database"},
		{"wais://h/db/t", 13, "waisurl"},
		{"wais://h/db/t/p/q", 15, "waisurl"},
		{"wais://h/db/t/p?s", 15, "waisurl"},
	})
	if got := (scheme.WAIS{Host: "h"}).HostPort(); got != "h:210" {
		t.Errorf("HostPort() = %q, want h:210", got)
	}
	_, err := scheme.WAIS{Host: "h", Database: "d", Search: "s", Type: "t"}.URI()
	wantError(t, "search and doc", err, "s", 0, "waisurl")
}
