// Command uri parses, resolves, escapes, normalizes and compares URI
// references from the shell, with the package github.com/uriref/uri.
//
// Usage:
//
//	uri COMMAND [FLAGS] [ARGS...]
//	uri [TRURL OPTIONS] [URL...]
//
// Every command reads its inputs from its arguments or, when there are none,
// one a line from standard input, streaming; a CR before the LF is part of
// the line ending, and a line longer than 64 MiB fails on its own. Flags may
// come before or after the arguments; "--" ends them. Errors go to standard
// error as "uri: LINE: MESSAGE", where LINE counts the inputs from 1; the run
// goes on with the next input, and the exit status is 1 if any input failed,
// 2 on a usage error. Under --json a failed input is also one JSON object on
// standard output, in its place among the results:
//
//	{"input":"http://a:b/","line":2,"offset":9,"rule":"port","component":"port","error":"..."}
//
// with the error's offset in the input, its RFC 3986 rule and the component
// it falls in, or null where the failure has none.
//
// uri extract reads its text in pieces too, but finds every URI whole,
// whatever its length: it cuts the text only after white space where no
// URI can go on, and carries the rest into the next piece, so that it
// finds what the package text's ExtractWith finds in the whole text, at
// the same offsets. No length bounds a URI but memory: extract holds the
// text of a word, of a "<" up to its ">" (or up to the next "<", or an
// octet no URI holds, which tell that it delimits nothing), and of lines
// joined at a "-" at their end.
//
// No command writes a raw control character (C0, DEL, C1) or bidirectional
// control (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069, which
// reorder what a terminal shows: "txt%E2%80%AEfdp.exe") to standard output,
// nor in a note or an error on standard error: decoded text (uri get, uri
// unescape, the trurl mode) shows an octet that decodes to one, or that is
// not UTF-8, as its "%" triplets ("%1B", "%E2%80%AE"), and JSON escapes
// them ("\u001b", "\u202e").
//
// Run "uri help" for the list of commands and "uri COMMAND --help" for the
// flags of one.
//
// Without a command word (when the first argument is not one of the
// commands), uri takes the options of curl's trurl 0.16 and answers as RFC
// 3986 does; "uri --help" lists them. As in trurl, a first argument that is
// no command is then a URL, so a mistyped command is read as a host name.
// When that argument looks like no URL, made of ASCII letters only (no ":",
// "/", ".", digit or other octet), and, ignoring case, is a command's name
// (or "help") or one edit away from one (a letter added, removed or
// replaced, or two adjacent letters swapped), uri says so on standard
// error, and goes on as trurl does, with the same exit status; --quiet
// silences the note:
//
//	$ uri normalise 'HTTP://A/b'
//	uri: note: "normalise" is read as a URL; did you mean the command "normalize"?
//	http://normalise/
//	http://a/b
//
// # Examples
//
// Every example below is run by the tests, through the built command.
//
// Install it with "go install github.com/uriref/uri/cmd/uri@latest". "uri
// equal" exits 0 when its two references are equivalent, 1 when they are
// not, and 2 on an error.
//
//	$ uri parse 'foo://example.com:8042/over/there?name=ferret#nose'
//	"foo://example.com:8042/over/there?name=ferret#nose" scheme="foo" authority="example.com:8042" host="example.com" hostkind=regname port="8042" path="/over/there" query="name=ferret" fragment="nose"
//
//	$ uri parse --json 'http://[::1]:8080/a?b'
//	{"uri":"http://[::1]:8080/a?b","scheme":"http","authority":"[::1]:8080","userinfo":null,"host":"[::1]","hostkind":"ipv6","port":"8080","path":"/a","query":"b","fragment":null}
//
//	$ uri resolve 'http://a/b/c/d;p?q' ../g '?y' 'g#s' ../../../g
//	http://a/b/g
//	http://a/b/c/d;p?y
//	http://a/b/c/g#s
//	http://a/g
//
//	$ uri relative http://a/b/c/d http://a/b/e http://a/x?y http://b/
//	../e
//	/x?y
//	//b/
//
//	$ uri normalize 'HTTP://www.Example.COM:80/a/./b/../%7euser'
//	http://www.example.com/a/~user
//
//	$ uri equal 'http://example.com' 'HTTP://EXAMPLE.com:80/'; echo "exit $?"
//	true
//	exit 0
//
// "uri diff" reads each input by RFC 3986, by the URL Standard, as
// browsers do, and by Go's net/url, and prints a line for each component
// on which they differ, the host first: each reader's value, compared as
// a client uses it (the host as looked up, the port as connected to), and
// where in the input it read it. A filter that checks a URL by one reader
// and a client that fetches it by another is how a request is forged to
// a host the filter refused. It exits 0 when the readers agree, 1 when
// they differ; with --base the inputs are references resolved against it:
//
//	$ uri diff 'http://0x7f.1/'; echo "exit $?"
//	input "http://0x7f.1/"
//	rfc3986: read http://0x7f.1/
//	whatwg: read http://127.0.0.1/ (IPv4-too-few-parts at 13, IPv4-non-decimal-part at 7)
//	net/url: read http://0x7f.1/
//	host differs: rfc3986 "0x7f.1" at 7-13, whatwg "127.0.0.1" at 7-13, net/url "0x7f.1" at 7-13
//	exit 1
//
//	$ uri escape --component=param 'a b&c=d/é'
//	a%20b%26c%3Dd/%C3%A9
//
//	$ uri unescape 'a%20b%2Fc'
//	a b/c
//
//	$ uri get --format='{host} {port} {path} {:path}' 'http://example.com:8080/a%20b?q'
//	example.com 8080 /a b /a%20b
//
//	$ uri set --escape --path='/a b' --append-query='q=x&y' --remove=fragment 'http://example.com/?k=v#top'
//	http://example.com/a%20b?k=v&q=x%26y
//
//	$ uri lint 'ftp://admin:secret@example.com:25/%0D%0A'
//	ftp://admin:secret@example.com:25/%0D%0A offset 11: password: userinfo holds a password (the draft §7, RFC 3986 §3.2.1)
//	ftp://admin:secret@example.com:25/%0D%0A offset 31: port-reserved: port below 1024 that is not the scheme's default (the draft §7)
//	ftp://admin:secret@example.com:25/%0D%0A offset 34: encoded-control: percent-encoded control character (the draft §7: CR, LF, NUL and the like)
//	ftp://admin:secret@example.com:25/%0D%0A offset 37: encoded-control: percent-encoded control character (the draft §7: CR, LF, NUL and the like)
//
//	$ uri repair ' <URL:http://example.com/a b> ' 'http://example.com/100%'
//	http://example.com/a%20b
//	http://example.com/100%25
//
//	$ uri guess www.w3.org/Addressing/ ftp.example.org/pub
//	http://www.w3.org/Addressing/
//	ftp://ftp.example.org/pub
//
//	$ echo 'See <http://example.com/a> or http://example.org/b.' | uri extract
//	http://example.com/a
//	http://example.org/b
//
//	$ echo 'Markdown: `https://example.com/code`, **https://example.com/bold**, [t](https://example.com/a_(b)).' | uri extract
//	https://example.com/code
//	https://example.com/bold
//	https://example.com/a_(b)
//
//	$ printf 'http://a/\nhttp://a:b/\nhttp://b/\n' | uri normalize; echo "exit $?"
//	http://a/
//	uri: 2: invalid character "b" in port at offset 9 (a port is decimal digits) in "http://a:b/"
//	http://b/
//	exit 1
//
//	$ uri iri 'http://www.example.org/D%C3%BCrst'
//	http://www.example.org/Dürst
//
//	$ uri touri --idna 'http://résumé.example.org/Dürst'
//	http://xn--rsum-bpad.example.org/D%C3%BCrst
//
//	$ printf '<base href="http://example.org/dir/">\n<a href="../x">x</a>\n' | uri links
//	http://example.org/x
//
//	$ printf '<img srcset="a.png 1x, b.png 2x" src="c.png">\n' | uri links --base http://example.org/dir/
//	http://example.org/dir/a.png
//	http://example.org/dir/b.png
//	http://example.org/dir/c.png
//
// uri template expands a URI Template (RFC 6570), and with --match reads
// one back; a match that several sets of values give is a failure:
//
//	$ uri template '/repos{/owner,repo}/issues{?state,labels*}' owner=uriref repo=uri labels=bug,ui
//	/repos/uriref/uri/issues?labels=bug&labels=ui
//
//	$ uri template --match '/repos{/owner,repo}/issues{?state,labels*}' '/repos/uriref/uri/issues?state=open'
//	"/repos/uriref/uri/issues?state=open" owner="uriref" repo="uri" state="open"
//
// # trurl mode
//
// Called without a command word, uri takes the options of curl's
// trurl (https://curl.se/trurl) 0.16 (--url, -f, -g, -s, -a, --redirect,
// --qtrim, --iterate, --json, ...), its --get variables ({path} decoded,
// {:path} as written; uri get reads them the same way) and its exit codes;
// uri --help lists them. The URL printed is normalized.
//
//	$ uri --url https://curl.se/we/../are.html --set host=example.com
//	https://example.com/are.html
//	$ printf 'example.com/a\nftp.example.org\nhttp://10.1/\n' | uri -f - --get '{scheme} {host} {path}'
//	http example.com /a
//	ftp ftp.example.org /
//	http 10.1 /
//	$ uri 'http://ex%61mple:80/%62ath/a/../b?%2e%ff#tes%74'
//	http://example/bath/b?.%FF#test
//
// Where libcurl's parser answers otherwise, uri answers by RFC 3986, and it writes no raw
// control character:
//
//   - triplets have uppercase hex digits (§6.2.2.1), and only those of unreserved characters
//     are decoded (§6.2.2.2); a reserved character is not encoded (§2.2): sftp://u:pw;x@h/
//     keeps its ";";
//   - a space is %20, never + in a query, and + in a query decodes to + (§3.4);
//   - http://10.1/ and http://0x7f.1/ keep their reg-names (§3.2.2, §7.4);
//   - zone identifiers ([fe80::1%25eth0]) are refused; {zoneid} is always empty;
//   - http:/a has no authority (§3), so it is a bad URL, not http://a/;
//   - octets the grammar refuses ({, |, a space without --accept-space, a % without two
//     hex digits) make a URL bad; a non-ASCII host is written percent-encoded (§3.2.2), also
//     with --as-idn;
//   - a port is any run of digits (§3.2.3); file:///x has a host, the empty one (§3.2.2);
//   - --redirect resolves by §5.2 in strict mode;
//   - decoded output (--get) shows control octets (C0, DEL, C1), bidirectional controls and
//     octets that are not UTF-8 as triplets, where trurl writes them raw ({query:k}'s %00 is
//     ".", as trurl's manual says); --json escapes the controls, and keeps as triplets only
//     octets that are not UTF-8, which a JSON string cannot hold (RFC 8259 §8.1).
//
// And uri without any argument lists its commands (exit 2), where trurl says there is not
// enough input (exit 7).
package main
