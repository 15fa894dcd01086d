package trurl

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The expected values below come from trurl 0.16.1's manual (its examples
// are cited as "manual") and, where the answers differ, from RFC 3986, with
// the section that decides. None is taken from what the code prints.

// runTest is one run of the trurl mode: its arguments and standard input,
// and what it must print and return.
type runTest struct {
	name   string
	args   []string
	stdin  string
	stdout string
	stderr string
	status int
	errHas string // instead of stderr: checked by substring
	outHas string // instead of stdout: help text, checked by substring
}

func runTests(t *testing.T, tests []runTest) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			status := Run(tt.args, strings.NewReader(tt.stdin), &stdout, &stderr)
			if status != tt.status {
				t.Errorf("Run(%q) = %d, want %d; stderr:\n%s", tt.args, status, tt.status, stderr.String())
			}
			if tt.outHas != "" {
				if !strings.Contains(stdout.String(), tt.outHas) {
					t.Errorf("Run(%q) stdout lacks %q:\n%s", tt.args, tt.outHas, stdout.String())
				}
			} else if diff := cmp.Diff(tt.stdout, stdout.String()); diff != "" {
				t.Errorf("Run(%q) stdout (-want +got):\n%s", tt.args, diff)
			}
			if tt.errHas != "" {
				if !strings.Contains(stderr.String(), tt.errHas) {
					t.Errorf("Run(%q) stderr lacks %q:\n%s", tt.args, tt.errHas, stderr.String())
				}
			} else if diff := cmp.Diff(tt.stderr, stderr.String()); diff != "" {
				t.Errorf("Run(%q) stderr (-want +got):\n%s", tt.args, diff)
			}
		})
	}
}

// trurlErr is the stderr of a run that ends with an error.
func trurlErr(msg string) string {
	return "uri error: " + msg + "\nuri error: Try uri -h for help\n"
}

func TestInput(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "urls.txt")
	long := "http://a/" + strings.Repeat("x", maxFileLine)
	if err := os.WriteFile(file, []byte("http://a/b\r\n\n \t\n"+long+"\nexample.org/x  \t\nhttp://c/"), 0o666); err != nil {
		t.Fatal(err)
	}
	runTests(t, []runTest{
		{name: "manual: --url and --set host", args: []string{"--url", "https://curl.se", "--set", "host=example.com"}, stdout: "https://example.com/\n"},
		{name: "an argument is a URL", args: []string{"https://curl.se/", "http://a/"}, stdout: "https://curl.se/\nhttp://a/\n"},
		{name: "--opt=value", args: []string{"--url=http://a/b", "--get={path}"}, stdout: "/b\n"},
		{name: "-- ends the options", args: []string{"--", "-a"}, stdout: "http://-a/\n"},
		{name: "guess http", args: []string{"example.com"}, stdout: "http://example.com/\n"},
		{name: "guess ftp for ftp.", args: []string{"ftp.example.com"}, stdout: "ftp://ftp.example.com/\n"},
		{name: "guess by the host's first label, any case", args: []string{"IMAP.example.com/x", "ldap.a", "smtp.a", "pop3.a", "dict.a", "ftpx.a"},
			stdout: "imap://imap.example.com/x\nldap://ldap.a/\nsmtp://smtp.a/\npop3://pop3.a/\ndict://dict.a/\nhttp://ftpx.a/\n"},
		{name: "guess: host and port, not a scheme", args: []string{"localhost:8080/x"}, stdout: "http://localhost:8080/x\n"},
		{name: "guess: network-path reference", args: []string{"//a/b"}, stdout: "http://a/b\n"},
		{name: "manual: --no-guess-scheme", args: []string{"example.com", "--no-guess-scheme"}, stderr: "uri note: no scheme, and --no-guess-scheme [example.com]\n"},
		{name: "--no-guess-scheme with a scheme", args: []string{"--no-guess-scheme", "https://odd/"}, stdout: "https://odd/\n"},
		{name: "-f: CR, trailing blanks and empty lines; a long line skipped", args: []string{"-f", file},
			stdout: "http://a/b\nhttp://example.org/x\nhttp://c/\n",
			stderr: "uri note: skipping a line longer than 4094 bytes in " + file + "\n"},
		{name: "--url-file - is stdin", args: []string{"--url-file", "-", "-g", "{host}"}, stdin: "one.example\ntwo.example", stdout: "one.example\ntwo.example\n"},
		{name: "arguments first, then the file", args: []string{"-f", "-", "http://z/"}, stdin: "http://y/\n", stdout: "http://z/\nhttp://y/\n"},
		{name: "a file that cannot be read: 1", args: []string{"-f", filepath.Join(dir, "none")}, errHas: "uri error: --url-file", status: exitURLFile},
		{name: "two --url-file: 4", args: []string{"-f", "a", "-f", "b"}, stderr: trurlErr("only one --url-file is supported"), status: exitOption},
		{name: "a bad URL: a note, and on with the next", args: []string{"http://a:b/", "http://c/"}, stdout: "http://c/\n",
			stderr: "uri note: invalid character \"b\" in port at offset 9 (a port is decimal digits) in \"http://a:b/\" [http://a:b/]\n"},
		{name: "--quiet: no note", args: []string{"--quiet", "http://a:b/", "http://c/"}, stdout: "http://c/\n"},
		{name: "--verify: a bad URL ends the run with 9", args: []string{"--verify", "http://c/", "http://a:b/", "http://d/"}, stdout: "http://c/\n",
			stderr: trurlErr("invalid character \"b\" in port at offset 9 (a port is decimal digits) in \"http://a:b/\" [http://a:b/]"), status: exitVerify},
		{name: "--curl: a scheme libcurl lacks is bad", args: []string{"--curl", "foo://a/", "sftp://a/"}, stdout: "sftp://a/\n",
			stderr: "uri note: a scheme libcurl does not support (--curl) [foo://a/]\n"},
		{name: "without --curl any scheme", args: []string{"foo://a/"}, stdout: "foo://a/\n"},
		{name: "manual: --accept-space", args: []string{"https://curl.se/this has space/index.html", "--accept-space"}, stdout: "https://curl.se/this%20has%20space/index.html\n"},
		{name: "a space without --accept-space is bad", args: []string{"http://a/b c"}, errHas: "uri note: ", stdout: ""},
		{name: "an IRI is mapped to a URI (RFC 3987 §3.1)", args: []string{"http://åäö/é"}, stdout: "http://%C3%A5%C3%A4%C3%B6/%C3%A9\n"},
		{name: "an empty host: http and https need one (RFC 9110 §4.2.1), file not", args: []string{"", "http:///x", "file:///x", "foo:///x"},
			stdout: "file:///x\nfoo:///x\n",
			stderr: "uri note: an empty host, which an http or https URI may not have (RFC 9110 §4.2.1, §4.2.2) []\n" +
				"uri note: an empty host, which an http or https URI may not have (RFC 9110 §4.2.1, §4.2.2) [http:///x]\n"},
		{name: "a URL made of --set alone", args: []string{"--set", "host=example.com", "-s", "scheme=http"}, stdout: "http://example.com/\n"},
		{name: "a URL made of --set alone gets no scheme guessed: 7", args: []string{"--set", "host=example.com"}, stderr: trurlErr("not enough input for a URL: --set a scheme and a host at least"), status: exitOutput},
		{name: "no URL and no host: 7", args: []string{"--set", "scheme=ftp"}, stderr: trurlErr("not enough input for a URL: --set a scheme and a host at least"), status: exitOutput},
		{name: "a scheme from --iterate", args: []string{"--set", "host=a", "--iterate", "scheme=ftp ws"}, stdout: "ftp://a/\nws://a/\n"},
	})
}

func TestOutput(t *testing.T) {
	runTests(t, []runTest{
		{name: "manual NORMALIZATION, hex uppercase (RFC 3986 §6.2.2.1)", args: []string{"http://ex%61mple:80/%62ath/a/../b?%2e%FF#tes%74"}, stdout: "http://example/bath/b?.%FF#test\n"},
		{name: "lowercase hex becomes uppercase (§6.2.2.1)", args: []string{"http://a/%c3%a9?%ff#%e2"}, stdout: "http://a/%C3%A9?%FF#%E2\n"},
		{name: "dot segments above the root", args: []string{"https://example.com/../moo"}, stdout: "https://example.com/moo\n"},
		{name: "manual: dot segments", args: []string{"http://hej/one/../two/../three/./four"}, stdout: "http://hej/three/four\n"},
		{name: "empty path after the authority is /", args: []string{"foo://a", "http://a?q"}, stdout: "foo://a/\nhttp://a/?q\n"},
		{name: "scheme and host lowercased (§6.2.2.1)", args: []string{"HTTP://EXAMPLE.com/A"}, stdout: "http://example.com/A\n"},
		{name: "manual: IPv6 normalized", args: []string{"http://[2001:9b1:0:0:0:0:7b97:364b]/"}, stdout: "http://[2001:9b1::7b97:364b]/\n"},
		{name: "reserved triplets stay (§6.2.2.2)", args: []string{"http://a/b%2Fc?x=%26&y=%3D"}, stdout: "http://a/b%2Fc?x=%26&y=%3D\n"},
		{name: "10.1 is a reg-name (§3.2.2, §7.4)", args: []string{"http://10.1/", "http://646464646/", "http://0x14.0xb3022/"}, stdout: "http://10.1/\nhttp://646464646/\nhttp://0x14.0xb3022/\n"},
		{name: "no zone identifiers (§3.2.2)", args: []string{"http://[fe80::1%25eth0]/", "http://[fe80::1%eth0]/"},
			stderr: "uri note: invalid character \"%\" in host at offset 15 (RFC 3986 has no zone identifier in an IPv6 address) in \"http://[fe80::1%25eth0]/\" [http://[fe80::1%25eth0]/]\n" +
				"uri note: invalid character \"%\" in host at offset 15 (RFC 3986 has no zone identifier in an IPv6 address) in \"http://[fe80::1%eth0]/\" [http://[fe80::1%eth0]/]\n"},
		{name: "empty query pairs kept", args: []string{"http://a/?a=1&&b=2&"}, stdout: "http://a/?a=1&&b=2&\n"},
		{name: "http:/a has no authority (§3)", args: []string{"http:/a"}, stderr: "uri note: no authority (\"//\" and a host): not a URL trurl handles (RFC 3986 §3.2) [http:/a]\n"},
		{name: "octets RFC 3986 refuses", args: []string{"http://a/{x}"}, stderr: "uri note: invalid character \"{\" in path at offset 9 in \"http://a/{x}\" [http://a/{x}]\n"},
		{name: "a port is any run of digits (§3.2.3)", args: []string{"http://a:99999/"}, stdout: "http://a:99999/\n"},
		{name: "manual: --keep-port", args: []string{"https://example.com:443/", "--keep-port"}, stdout: "https://example.com:443/\n"},
		{name: "manual: the default port is removed", args: []string{"http://a:80", "https://a:443/", "ftp://a:21/", "http://a:8080/", "sftp://a:22/"}, stdout: "http://a/\nhttps://a/\nftp://a/\nhttp://a:8080/\nsftp://a/\n"},
		{name: "--default-port", args: []string{"http://a", "--default-port"}, stdout: "http://a:80/\n"},
		{name: "--default-port: unknown scheme, no port", args: []string{"foo://a", "--default-port"}, stdout: "foo://a/\n"},
		{name: "manual: --punycode", args: []string{"http://åäö/", "--punycode"}, stdout: "http://xn--4cab6c/\n"},
		{name: "--punycode of an encoded host", args: []string{"http://%C3%A5%C3%A4%C3%B6.se/", "--punycode"}, stdout: "http://xn--4cab6c.se/\n"},
		{name: "--as-idn: percent-encoded UTF-8 in a URI (§3.2.2)", args: []string{"http://xn--4cab6c/", "--as-idn"}, stdout: "http://%C3%A5%C3%A4%C3%B6/\n"},
		{name: "--punycode and --as-idn: 4", args: []string{"http://a/", "--punycode", "--as-idn"}, stderr: trurlErr("--punycode is mutually exclusive with --as-idn"), status: exitOption},
	})
}

func TestGet(t *testing.T) {
	const all = "{scheme}|{user}|{password}|{options}|{host}|{port}|{path}|{query}|{fragment}|{zoneid}"
	runTests(t, []runTest{
		{name: "manual: scheme", args: []string{"https://odd/", "-g", "{scheme}"}, stdout: "https\n"},
		{name: "manual: scheme guessed", args: []string{"odd", "-g", "{scheme}"}, stdout: "http\n"},
		{name: "manual: user decoded", args: []string{"https://user%3a%40:secret@odd/", "-g", "{user}"}, stdout: "user:@\n"},
		{name: "manual: password decoded", args: []string{"https://user:secr%65t@odd/", "-g", "{password}"}, stdout: "secret\n"},
		{name: "manual: imap options", args: []string{"imap://user:pwd;giraffe@odd", "-g", "{options}"}, stdout: "giraffe\n"},
		{name: "manual: no options but for imap", args: []string{"sftp://user:pwd;giraffe@odd", "-g", "{password}|{options}"}, stdout: "pwd;giraffe|\n"},
		{name: "imap options before the password", args: []string{"imap://u;o:p@h/", "-g", "{user}|{password}|{options}"}, stdout: "u|p|o\n"},
		{name: "every component", args: []string{"https://u:p@Example.com:8080/p%20q?q=1#f", "-g", all}, stdout: "https|u|p||example.com|8080|/p q|q=1|f|\n"},
		{name: "missing components are blank", args: []string{"http://a", "-g", all}, stdout: "http||||a||/|||\n"},
		{name: "manual: {url}", args: []string{"ftps://example.com:2021/p%61th", "-g", "{url}"}, stdout: "ftps://example.com:2021/path\n"},
		{name: "decoded, {:x} and {url:x} as written", args: []string{"http://a/b%20c?x=%26", "-g", "{path} {:path} {url:path} {query} {:query}"}, stdout: "/b c /b%20c /b%20c x=& x=%26\n"},
		{name: "--urlencode", args: []string{"http://a/b%20c", "--urlencode", "-g", "{path}"}, stdout: "/b%20c\n"},
		{name: "manual: [path] with brackets", args: []string{"http://xn--4cab6c", "-g", "[path]"}, stdout: "/\n"},
		{name: "the first opener decides: braces are text", args: []string{"http://a/", "-g", "[host]{host}"}, stdout: "a{host}\n"},
		{name: "the first opener decides: brackets are text", args: []string{"http://a/", "-g", "{host}[host]"}, stdout: "a[host]\n"},
		{name: "brackets, [[ and \\[", args: []string{"http://a/", "-g", `[[x\[[host]`}, stdout: "[x[a\n"},
		{name: "backslash escapes and {{", args: []string{"http://a/", "-g", `a\tb\nc\\d\{e{{f\r\x`}, stdout: "a\tb\nc\\d{e{f\r\\x\n"},
		{name: "an unclosed brace is text", args: []string{"http://a/", "-g", "{host"}, stdout: "{host\n"},
		{name: "manual: {default:port}", args: []string{"--url", "https://curl.se/we/are.html", "--get", "{default:port}"}, stdout: "443\n"},
		{name: "{port} without default", args: []string{"https://curl.se/", "-g", "<{port}>"}, stdout: "<>\n"},
		{name: "{port} is the port written, even the default; {url} drops it", args: []string{"https://curl.se:443/", "-g", "{port} {url}"}, stdout: "443 https://curl.se/\n"},
		{name: "--default-port applies to {port}", args: []string{"https://curl.se/", "--default-port", "-g", "{port} {url}"}, stdout: "443 https://curl.se:443/\n"},
		{name: "{must:query} present", args: []string{"http://a/?x", "-g", "{must:query}"}, stdout: "x\n"},
		{name: "{must:query} missing: 10", args: []string{"http://a/", "-g", "{must:query}"}, stderr: trurlErr("missing {must:query} in http://a/"), status: exitGet},
		{name: "a control decodes to its triplet, with a note", args: []string{"http://a/%00x%0a%7F%C2%85%FF%C3%A9", "-g", "{path}"}, stdout: "/%00x%0A%7F%C2%85%FF\u00e9\n",
			stderr: "uri note: path decodes to a control or non-UTF-8 octet, shown percent-encoded\n"},
		{name: "--quiet: no note", args: []string{"http://a/%00", "-g", "{path}", "--quiet"}, stdout: "/%00\n"},
		{name: "{strict:path}: 10", args: []string{"http://a/%00", "-g", "{strict:path}"}, stderr: trurlErr("path decodes to a control or non-UTF-8 octet [/%00]"), status: exitGet},
		{name: "{strict:query:KEY}: 10", args: []string{"http://a/?k=%0A", "-g", "{strict:query:k}"}, stderr: trurlErr("query:k decodes to a control or non-UTF-8 octet [%0A]"), status: exitGet},
		{name: "manual: {query:a}", args: []string{"https://example.com?a=home&here=now&thisthen", "-g", "{query:a}"}, stdout: "home\n"},
		{name: "{query:KEY}: first match, case-sensitive", args: []string{"http://a/?A=1&a=2&a=3", "-g", "{query:a}|{query:b}"}, stdout: "2|\n"},
		{name: "{query-all:KEY}", args: []string{"http://a/?a=1&b=2&a=3%204", "-g", "{query-all:a}"}, stdout: "1 3 4\n"},
		{name: "{query:KEY}: a pair without = has no value", args: []string{"http://a/?a&a=&a=2", "-g", "<{query-all:a}>{must:query:a}"}, stdout: "< 2>\n"},
		{name: "+ is a plus in a query (§3.4); manual: %00 is .", args: []string{"http://a/?b=x+y%20z&c=%00", "-g", "{query:b}|{:query:b}|{query:c}"}, stdout: "x+y z|x+y%20z|.\n"},
		{name: "{query:KEY}: other controls as triplets, with a note", args: []string{"http://a/?c=%00%0A%C2%85", "-g", "{query:c}"}, stdout: ".%0A%C2%85\n",
			stderr: "uri note: query:c decodes to a control or non-UTF-8 octet, shown percent-encoded\n"},
		{name: "{query:KEY} with --query-separator", args: []string{"http://a/?a=1;b=2", "--query-separator", ";", "-g", "{query:b}"}, stdout: "2\n"},
		{name: "manual: {zoneid} is always empty here", args: []string{"http://[2001:9b1::1]/", "-g", "<{zoneid}>"}, stdout: "<>\n"},
		{name: "{host} of an IDN decoded; {:host} encoded", args: []string{"http://åäö/", "-g", "{host} {:host} {puny:host} {puny:url}"}, stdout: "åäö %C3%A5%C3%A4%C3%B6 xn--4cab6c http://xn--4cab6c/\n"},
		{name: "manual: {idn:host}", args: []string{"http://xn--4cab6c/", "-g", "{idn:host} {host}"}, stdout: "åäö xn--4cab6c\n"},
		{name: "puny: and idn: together: 10", args: []string{"http://a/", "-g", "{puny:idn:host}"}, stderr: trurlErr("--get: puny: and idn: are mutually exclusive in {puny:idn:host}"), status: exitGet},
		{name: "unknown component: 10", args: []string{"http://a/", "-g", "{hots}"}, stderr: trurlErr(`--get: unknown placeholder {hots} at offset 0`), status: exitGet},
		{name: "--get and --json: 4", args: []string{"http://a/", "-g", "x", "--json"}, stderr: trurlErr("--get is mutually exclusive with --json"), status: exitOption},
	})
}

func TestSet(t *testing.T) {
	runTests(t, []runTest{
		{name: "manual: path gets its /", args: []string{"http://hello", "-s", "path=pony"}, stdout: "http://hello/pony\n"},
		{name: "manual: path with /", args: []string{"http://hello", "-s", "path=/pony"}, stdout: "http://hello/pony\n"},
		{name: "path: segments encoded, / kept", args: []string{"http://a/", "-s", "path=/a b/c?d"}, stdout: "http://a/a%20b/c%3Fd\n"},
		{name: "manual: query with ? (hex uppercase)", args: []string{"http://horse?elephant", "-s", "query=?elephant"}, stdout: "http://horse/?%3Felephant\n"},
		{name: "query=: = and & encoded", args: []string{"http://a/", "-s", "query=a=b&c d"}, stdout: "http://a/?a%3Db%26c%20d\n"},
		{name: "query:= as written", args: []string{"http://a/", "-s", "query:=a=b%20c"}, stdout: "http://a/?a=b%20c\n"},
		{name: "manual: fragment with #", args: []string{"http://horse#elephant", "-s", "fragment=#zebra"}, stdout: "http://horse/#%23zebra\n"},
		{name: "manual: port", args: []string{"--url", "https://curl.se/we/../are.html", "--set", "port=8080"}, stdout: "https://curl.se:8080/are.html\n"},
		{name: "manual: create from --set", args: []string{"--set", "host=example.com", "--set", "scheme=ftp"}, stdout: "ftp://example.com/\n"},
		{name: "a default port set is removed", args: []string{"https://curl.se:22/", "-s", "port=443"}, stdout: "https://curl.se/\n"},
		{name: "user with colons, hex uppercase", args: []string{"https://curl.se/hello", "--set", "user=:hej:"}, stdout: "https://%3Ahej%3A@curl.se/hello\n"},
		{name: "query=user=me encodes the =", args: []string{"https://curl.se/hello", "--set", "query=user=me"}, stdout: "https://curl.se/hello?user%3Dme\n"},
		{name: "fragment with a space", args: []string{"https://curl.se/hello", "--set", "fragment= hello"}, stdout: "https://curl.se/hello#%20hello\n"},
		{name: "user and password encoded", args: []string{"http://h/", "-s", "user=a b", "-s", "password=c:d@"}, stdout: "http://a%20b:c%3Ad%40@h/\n"},
		{name: "options for imap", args: []string{"imap://u@h/", "-s", "options=x y"}, stdout: "imap://u;x%20y@h/\n"},
		{name: "options for http: 5", args: []string{"http://u@h/", "-s", "options=x"}, stderr: trurlErr("--set options: only IMAP URLs have options, not http"), status: exitSet},
		{name: "host encoded as a reg-name", args: []string{"http://a/", "-s", "host=Ex ample", "-s", "scheme=HTTPS"}, stdout: "https://ex%20ample/\n"},
		{name: "host: an IP literal", args: []string{"http://a/", "-s", "host=[::1]"}, stdout: "http://[::1]/\n"},
		{name: "?= sets only what is missing", args: []string{"http://a/?x", "http://b/", "-s", "query?=y"}, stdout: "http://a/?x\nhttp://b/?y\n"},
		{name: "?:= as written, only if missing", args: []string{"http://b/", "-s", "fragment?:=%41"}, stdout: "http://b/#A\n"},
		{name: "empty clears", args: []string{"http://u:p@a:81/p?q#f", "-s", "query=", "-s", "fragment=", "-s", "port=", "-s", "user=", "-s", "password="}, stdout: "http://a/p\n"},
		{name: "url=", args: []string{"http://a/", "-s", "url=example.org/x"}, stdout: "http://example.org/x\n"},
		{name: "a bad port: 5", args: []string{"http://a/", "-s", "port=abc"}, stderr: trurlErr(`--set port: invalid character "a" in port at offset 0 (a port is decimal digits) in "abc"`), status: exitSet},
		{name: "a port out of 16 bits is a port (§3.2.3)", args: []string{"http://a/", "-s", "port=70000"}, stdout: "http://a:70000/\n"},
		{name: "zoneid: 5 (§3.2.2 has none)", args: []string{"http://[::1]/", "-s", "zoneid=eth0"}, stderr: trurlErr("--set zoneid: zone identifiers are not part of RFC 3986 (§3.2.2)"), status: exitSet},
		{name: "two --set of one component: 5", args: []string{"http://a/", "-s", "port=1", "-s", "port:=2"}, stderr: trurlErr("duplicate --set for component port"), status: exitSet},
		{name: "an unknown component: 5", args: []string{"http://a/", "-s", "nope=1"}, stderr: trurlErr(`--set: unknown component "nope"`), status: exitSet},
		{name: "no =: 5", args: []string{"http://a/", "-s", "path"}, stderr: trurlErr(`--set: want COMPONENT=VALUE, not "path"`), status: exitSet},
		{name: "host cleared: 5", args: []string{"http://a/", "-s", "host="}, stderr: trurlErr("--set host: a URL cannot be without its host"), status: exitSet},
		{name: ":= with a space: 5", args: []string{"http://a/", "-s", "query:=a b"}, stderr: trurlErr(`--set query: invalid space in query at offset 1 in "a b"`), status: exitSet},
	})
}

func TestModify(t *testing.T) {
	runTests(t, []runTest{
		{name: "manual: --append path", args: []string{"http://twelve/three?hello", "--append", "path=four"}, stdout: "http://twelve/three/four?hello\n"},
		{name: "--append path with a space", args: []string{"--url", "https://curl.se/hello", "--append", "path=you index.html"}, stdout: "https://curl.se/hello/you%20index.html\n"},
		{name: "--append path to / and with / in the data", args: []string{"http://a/", "-a", "path=b/c d"}, stdout: "http://a/b%2Fc%20d\n"},
		{name: "manual: --append query", args: []string{"http://host?name=hello", "--append", "query=search=life"}, stdout: "http://host/?name=hello&search=life\n"},
		{name: "--append query: a space is %20, not +", args: []string{"http://a/", "-a", "query=a b=c=d", "-a", "query=e"}, stdout: "http://a/?a%20b=c%3Dd&e\n"},
		{name: "--append query with --query-separator", args: []string{"http://a/?x", "-a", "query=y", "--query-separator", ";"}, stdout: "http://a/?x;y\n"},
		{name: "--append another component: 2", args: []string{"http://a/", "-a", "fragment=x"}, stderr: trurlErr(`--append: want path=DATA or query=DATA, not "fragment=x"`), status: exitAppend},
		{name: "manual: --redirect", args: []string{"--url", "https://curl.se/we/are.html", "--redirect", "here.html"}, stdout: "https://curl.se/we/here.html\n"},
		{name: "manual: --redirect ..", args: []string{"--url", "https://curl.se/we/are.html", "--redirect", "../here.html"}, stdout: "https://curl.se/here.html\n"},
		{name: "--redirect above the root (§5.2.4)", args: []string{"http://a/b/c/d;p?q", "--redirect", "../../../g"}, stdout: "http://a/g\n"},
		{name: "--redirect: network-path and absolute", args: []string{"http://a/b", "--redirect", "//c/d?e"}, stdout: "http://c/d?e\n"},
		{name: "--redirect without a URL: none", args: []string{"-s", "host=a", "-s", "scheme=http", "--redirect", "//b/c"}, stdout: "http://a/\n"},
		{name: "two --redirect: 4", args: []string{"http://a/", "--redirect", "b", "--redirect", "c"}, stderr: trurlErr("only one --redirect is supported"), status: exitOption},
		{name: "--redirect: a bad reference: 4", args: []string{"http://a/", "--redirect", "http://[::1"}, stderr: trurlErr(`--redirect: end of input in host at offset 11 (missing "]" at the end of an IPv6 address) in "http://[::1"`), status: exitOption},
		{name: "manual: --qtrim a*", args: []string{"https://example.com?a12=hej&a23=moo&b12=foo", "--qtrim", "a*"}, stdout: "https://example.com/?b12=foo\n"},
		{name: "manual: --qtrim utm_*", args: []string{"https://curl.se?search=hey&utm_source=tracker", "--qtrim", "utm_*"}, stdout: "https://curl.se/?search=hey\n"},
		{name: "--trim query=", args: []string{"https://example.com?search=hello&utm_source=tracker&more=data", "--trim", "query=utm_*"}, stdout: "https://example.com/?search=hello&more=data\n"},
		{name: `--qtrim a\* is a literal *`, args: []string{"http://a/?a*=1&ab=2", "--qtrim", `a\*`}, stdout: "http://a/?ab=2\n"},
		{name: "--qtrim before --append query", args: []string{"http://a/?x=1", "--append", "query=x=2", "--qtrim", "x"}, stdout: "http://a/?x=2\n"},
		{name: "--qtrim of every pair removes the query", args: []string{"http://a/?x=1&x", "--qtrim", "x"}, stdout: "http://a/\n"},
		{name: "manual: --qtrim with ;", args: []string{"https://curl.se?search=fool;page=5", "--qtrim", "search", "--query-separator", ";"}, stdout: "https://curl.se/?page=5\n"},
		{name: "--trim of another component: 8", args: []string{"http://a/", "--trim", "path=x"}, stderr: trurlErr(`--trim: only query=PATTERN is supported, not "path=x"`), status: exitTrim},
		{name: "manual: --replace", args: []string{"http://alpha?one=real&two=fake", "--replace", "two=alsoreal"}, stdout: "http://alpha/?one=real&two=alsoreal\n"},
		{name: "--replace of a missing key does nothing", args: []string{"http://alpha?one=real", "--replace", "three=x"}, stdout: "http://alpha/?one=real\n"},
		{name: "manual: --replace-append", args: []string{"http://alpha?one=real&two=fake", "--replace-append", "three=alsoreal"}, stdout: "http://alpha/?one=real&two=fake&three=alsoreal\n"},
		{name: "--force-replace is --replace-append", args: []string{"http://a/", "--force-replace", "k=v w"}, stdout: "http://a/?k=v%20w\n"},
		{name: "--replace with an empty key: 12", args: []string{"http://a/", "--replace", "=x"}, stderr: trurlErr(`--replace: want KEY=VALUE or KEY, not "=x"`), status: exitReplace},
		{name: "manual: --sort-query", args: []string{"http://alpha/?one=real&two=fake&three=alsoreal", "--sort-query"}, stdout: "http://alpha/?one=real&three=alsoreal&two=fake\n"},
		{name: "manual: --sort-query, ignoring case", args: []string{"https://example.com?b=a&C=b&a=c", "--sort-query"}, stdout: "https://example.com/?a=c&b=a&C=b\n"},
		{name: "manual: --query-separator", args: []string{"https://curl.se?b=name:a=age", "--sort-query", "--query-separator", ":"}, stdout: "https://curl.se/?a=age:b=name\n"},
		{name: "two --query-separator: 4", args: []string{"http://a/", "--query-separator", ";", "--query-separator", ";"}, stderr: trurlErr("only one --query-separator is supported"), status: exitOption},
		{name: "--query-separator of two octets: 4", args: []string{"http://a/", "--query-separator", "ab"}, stderr: trurlErr(`--query-separator: want one octet, not "ab"`), status: exitOption},
		{name: "manual: --iterate", args: []string{"https://curl.se/path/index.html", "--iterate", "scheme=http ftp sftp"},
			stdout: "http://curl.se/path/index.html\nftp://curl.se/path/index.html\nsftp://curl.se/path/index.html\n"},
		{name: "manual: two --iterate", args: []string{"example.com", "--iterate=scheme=ftp https", "--iterate=port=22 80"},
			stdout: "ftp://example.com:22/\nftp://example.com:80/\nhttps://example.com:22/\nhttps://example.com:80/\n"},
		{name: "--iterate with := as written", args: []string{"http://a/", "--iterate", "query:=a=%41 b"}, stdout: "http://a/?a=A\nhttp://a/?b\n"},
		{name: "--iterate and --set on one component: 11", args: []string{"http://a/", "--iterate", "port=1", "-s", "port=2"}, stderr: trurlErr("duplicate --iterate and --set for component port"), status: exitIterate},
		{name: "--iterate with --get", args: []string{"http://a/", "--iterate", "path=x y", "-g", "{path}"}, stdout: "/x\n/y\n"},
		{name: "--iterate twice on one component: 11", args: []string{"http://a/", "--iterate", "port=1", "--iterate", "port=2"}, stderr: trurlErr("--iterate: only one per component: port"), status: exitIterate},
		{name: "--iterate a bad port: 11", args: []string{"http://a/", "--iterate", "port=1 x"}, stdout: "http://a:1/\n", stderr: trurlErr(`--iterate port: invalid character "x" in port at offset 0 (a port is decimal digits) in "x"`), status: exitIterate},
		{name: "--iterate without items: 11", args: []string{"http://a/", "--iterate", "port="}, stderr: trurlErr("--iterate: no items for port"), status: exitIterate},
	})
}

func TestJSON(t *testing.T) {
	runTests(t, []runTest{{
		name: "manual: JSON",
		args: []string{"https://fake.host/search?q=answers&user=me#frag", "--json"},
		stdout: `[
  {
    "url": "https://fake.host/search?q=answers&user=me#frag",
    "parts": {
      "scheme": "https",
      "host": "fake.host",
      "path": "/search",
      "query": "q=answers&user=me",
      "fragment": "frag"
    },
    "params": [
      {
        "key": "q",
        "value": "answers"
      },
      {
        "key": "user",
        "value": "me"
      }
    ]
  }
]
`,
	}, {
		name: "every part decoded, params without the empty pair, two URLs",
		args: []string{"imap://u%20:p;o@h:1/a%20?a=%2B+&&b#f", "http://x", "--json"},
		stdout: `[
  {
    "url": "imap://u%20:p;o@h:1/a%20?a=%2B+&&b#f",
    "parts": {
      "scheme": "imap",
      "user": "u ",
      "password": "p",
      "options": "o",
      "host": "h",
      "port": "1",
      "path": "/a ",
      "query": "a=++&&b",
      "fragment": "f"
    },
    "params": [
      {
        "key": "a",
        "value": "++"
      },
      {
        "key": "b",
        "value": ""
      }
    ]
  },
  {
    "url": "http://x/",
    "parts": {
      "scheme": "http",
      "host": "x",
      "path": "/"
    }
  }
]
`,
	}, {
		name: "--urlencode, --default-port: parts as written, params decoded",
		args: []string{"http://a/%0A?k=%20", "--json", "--urlencode", "--default-port"},
		stdout: `[
  {
    "url": "http://a:80/%0A?k=%20",
    "parts": {
      "scheme": "http",
      "host": "a",
      "port": "80",
      "path": "/%0A",
      "query": "k=%20"
    },
    "params": [
      {
        "key": "k",
        "value": " "
      }
    ]
  }
]
`,
	}, {
		name: "parts.port is the port written; url drops the default",
		args: []string{"https://a:443", "--json"},
		stdout: `[
  {
    "url": "https://a/",
    "parts": {
      "scheme": "https",
      "host": "a",
      "port": "443",
      "path": "/"
    }
  }
]
`,
	}, {
		name: "file:///x has an empty host (RFC 3986 §3.2.2)",
		args: []string{"file:///etc/x", "--json"},
		stdout: `[
  {
    "url": "file:///etc/x",
    "parts": {
      "scheme": "file",
      "host": "",
      "path": "/etc/x"
    }
  }
]
`,
	}, {
		name: "an octet that is not UTF-8 stays a triplet, which JSON holds (RFC 8259 §8.1), with a note",
		args: []string{"http://a/%FF%E2%80%AE?k=%FE", "--json"},
		stdout: `[
  {
    "url": "http://a/%FF%E2%80%AE?k=%FE",
    "parts": {
      "scheme": "http",
      "host": "a",
      "path": "/%FF\u202e",
      "query": "k=%FE"
    },
    "params": [
      {
        "key": "k",
        "value": "%FE"
      }
    ]
  }
]
`,
		stderr: "uri note: path decodes to an octet that is not UTF-8, shown percent-encoded\n" +
			"uri note: query decodes to an octet that is not UTF-8, shown percent-encoded\n" +
			"uri note: query decodes to an octet that is not UTF-8, shown percent-encoded\n",
	}, {
		name:   "no URL",
		args:   []string{"--json", "http://a:b/", "--quiet"},
		stdout: "[]\n",
	}})
}

func TestOptions(t *testing.T) {
	runTests(t, []runTest{
		{name: "-h", args: []string{"-h"}, outHas: "Where RFC 3986 answers otherwise than libcurl's parser"},
		{name: "--help lists uri's commands too", args: []string{"--help"}, outHas: "Run \"uri help\" for uri's commands"},
		{name: "a command's name as a URL", args: []string{"--url", "get", "-g", "{host}"}, stdout: "get\n"},
		{name: "-v", args: []string{"-v"}, outHas: "(trurl 0.16.1 interface, RFC 3986 parser)\n"},
		{name: "--version", args: []string{"--version"}, outHas: "trurl 0.16.1 interface"},
		{name: "an unknown option: 4", args: []string{"--nope"}, stderr: trurlErr("unknown option: --nope"), status: exitOption},
		{name: "an unknown short option: 4", args: []string{"-x", "http://a/"}, stderr: trurlErr("unknown option: -x"), status: exitOption},
		{name: "a value for a flag: 4", args: []string{"--json=1"}, stderr: trurlErr("--json takes no argument: --json=1"), status: exitOption},
		{name: "a missing argument: 3", args: []string{"http://a/", "--set"}, stderr: trurlErr("--set needs an argument"), status: exitArg},
		{name: "-g missing its argument: 3", args: []string{"-g"}, stderr: trurlErr("--get needs an argument"), status: exitArg},
	})
}

// TestHelpDifferences checks that the help names every difference
// from libcurl that the tests above show.
func TestHelpDifferences(t *testing.T) {
	for _, s := range []string{"uppercase hex", "%2F in a path", "never \"+\"", "http://10.1/", "zone identifiers",
		"http:/a has no authority", "a \"%\" without two hex digits", "file:///x has an empty host", "percent-encoded as UTF-8", "any run of digits", "§5.2", "--accept-space"} {
		if !strings.Contains(helpText, s) {
			t.Errorf("uri --help lacks %q", s)
		}
	}
}

// FuzzArgs runs the trurl mode on arbitrary command lines: it must
// never panic, and its exit status must be one of trurl's.
func FuzzArgs(f *testing.F) {
	for _, s := range []string{
		"http://a/b\x00-g\x00{path}{:query}{query:a}{must:fragment}",
		"example.com\x00--json\x00--sort-query\x00--qtrim\x00a*",
		"--set\x00host=x\x00--set\x00path:=/a/../b\x00--iterate\x00port=1 2",
		"imap://u;o:p@h/?a=1&&b\x00--replace-append\x00b=2\x00--punycode",
		"http://a/\x00--redirect\x00../../x?y\x00--append\x00query=a b\x00-g\x00[url]\\n",
		"--url=http://xn--4cab6c/\x00--as-idn\x00--keep-port\x00--default-port\x00--json\x00--urlencode",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		args := strings.Split(s, "\x00")
		for _, a := range args {
			if strings.HasPrefix(a, "-f") || a == "--url-file" || strings.HasPrefix(a, "--url-file=") {
				return // the fuzzer must not read files
			}
		}
		var stdout, stderr bytes.Buffer
		status := Run(args, strings.NewReader(""), &stdout, &stderr)
		if status < 0 || status > exitReplace || status == 6 {
			t.Errorf("Run(%q) = %d, not one of trurl's exit codes", args, status)
		}
	})
}
