package main

import "testing"

// The expected results below are RFC 3986 §5.4 and §6.2, the draft's
// Appendix C and RFC 1630's examples, not the command's own output.

func TestResolve(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	runCmdTests(t, []cmdTest{{
		name:   "RFC 3986 §5.4.1",
		args:   []string{"resolve", base, "g:h", "../g", "?y", "#s", "", "//g", "g;x=1/../y"},
		stdout: "g:h\nhttp://a/b/g\nhttp://a/b/c/d;p?y\nhttp://a/b/c/d;p?q#s\nhttp://a/b/c/d;p?q\nhttp://g\nhttp://a/b/c/y\n",
	}, {
		name:   "RFC 3986 §5.4.2 above the root",
		args:   []string{"resolve", base, "../../../g", "/./g", "g."},
		stdout: "http://a/g\nhttp://a/g\nhttp://a/b/c/g.\n",
	}, {
		name:   "the draft's Appendix C",
		args:   []string{"resolve", "--rfc2396", "--above-root=keep", base, "../../../g", "/./g", "/../g"},
		stdout: "http://a/../g\nhttp://a/./g\nhttp://a/../g\n",
	}, {
		name:   "strict and non-strict http:g",
		args:   []string{"resolve", "--nonstrict", base, "http:g"},
		stdout: "http://a/b/c/g\n",
	}, {
		name:   "strict http:g",
		args:   []string{"resolve", base, "http:g"},
		stdout: "http:g\n",
	}, {
		name:   "refuse above the root, go on with the next reference",
		args:   []string{"resolve", "--above-root=refuse", base},
		stdin:  "g\n../../../g\n../g\n",
		stdout: "http://a/b/c/g\nhttp://a/b/g\n",
		errHas: "uri: 2: \"..\" above the root",
		status: 1,
	}, {
		name:    "JSON",
		args:    []string{"resolve", "--json", base, "g?y#s"},
		stdout:  `{"base":"http://a/b/c/d;p?q","ref":"g?y#s","uri":"http://a/b/c/g?y#s"}` + "\n",
		outJSON: true,
	}, {
		name:   "invalid reference in a stream",
		args:   []string{"resolve", base},
		stdin:  "g\nhttp://a:b/\n",
		stdout: "http://a/b/c/g\n",
		stderr: "uri: 2: invalid character \"b\" in port at offset 9 (a port is decimal digits) in \"http://a:b/\"\n",
		status: 1,
	}, {
		name:   "base without a scheme",
		args:   []string{"resolve", "/b/c", "g"},
		stderr: "uri resolve: BASE \"/b/c\" has no scheme (RFC 3986 §5.1)\n",
		status: 1,
	}, {
		name:   "missing base",
		args:   []string{"resolve"},
		errHas: "uri resolve: missing BASE",
		status: 2,
	}, {
		name:   "bad --above-root",
		args:   []string{"resolve", "--above-root=up", base, "g"},
		errHas: "want remove, keep or refuse",
		status: 2,
	}, {
		name:   "help",
		args:   []string{"resolve", "--help"},
		outHas: "--above-root=MODE\n",
	}})
}

func TestRelative(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name:   "shortest references",
		args:   []string{"relative", "http://a/b/c/d;p?q", "http://a/b/c/g", "http://a/b/g", "http://a/b/c/d;p?y", "http://g/x", "ftp://a/b"},
		stdout: "g\n../g\n?y\n//g/x\nftp://a/b\n",
	}, {
		name:   "a colon in the first segment gets ./ (RFC 3986 §4.2)",
		args:   []string{"relative", "http://a/b/c", "http://a/b/x:y"},
		stdout: "./x:y\n",
	}, {
		name:    "JSON and standard input",
		args:    []string{"relative", "--json", "http://a/b/c"},
		stdin:   "http://a/b/d\n",
		stdout:  `{"base":"http://a/b/c","target":"http://a/b/d","ref":"d"}` + "\n",
		outJSON: true,
	}, {
		name:   "missing base",
		args:   []string{"relative"},
		errHas: "missing BASE",
		status: 2,
	}})
}

func TestNormalize(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name: "RFC 3986 §6.2.2 and §6.2.3",
		args: []string{"normalize", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "HTTP://www.Example.COM:80", "http://a/%7euser/%2F"},
		stdout: "example://a/b/c/%7Bfoo%7D\n" +
			"http://www.example.com/\n" +
			"http://a/~user/%2F\n",
	}, {
		name:    "JSON",
		args:    []string{"normalize", "--json", "HTTP://a:/"},
		stdout:  `{"input":"HTTP://a:/","uri":"http://a/"}` + "\n",
		outJSON: true,
	}, {
		name:   "invalid input in a stream",
		args:   []string{"normalize"},
		stdin:  "HTTP://A/\n%\nhttp://B\n",
		stdout: "http://a/\nhttp://b/\n",
		stderr: "uri: 2: end of input at offset 1 (\"%\" must be followed by two hex digits) in \"%\"\n",
		status: 1,
	}})
}

func TestEqual(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name:   "the draft's §6",
		args:   []string{"equal", "http://www.XEROX.com", "http://www.xerox.com"},
		stdout: "true\n",
	}, {
		name:   "%2F is not /",
		args:   []string{"equal", "http://a/b%2Fc", "http://a/b/c"},
		stdout: "false\n",
		status: 1,
	}, {
		name:    "pairs on standard input, JSON",
		args:    []string{"equal", "--json"},
		stdin:   "http://example.com\thttp://example.com:80/\nhttp://a/\thttps://a/\n",
		stdout:  `{"a":"http://example.com","b":"http://example.com:80/","equal":true}` + "\n" + `{"a":"http://a/","b":"https://a/","equal":false}` + "\n",
		status:  1,
		outJSON: true,
	}, {
		name:   "an error is status 2",
		args:   []string{"equal", "http://a/", "http://a:x/"},
		stderr: "uri: 1: invalid character \"x\" in port at offset 9 (a port is decimal digits) in \"http://a:x/\"\n",
		status: 2,
	}, {
		name:   "a line without a tab",
		args:   []string{"equal"},
		stdin:  "http://a/ http://a/\n",
		stderr: "uri: 1: want two references separated by a tab\n",
		status: 2,
	}, {
		name:   "one argument",
		args:   []string{"equal", "http://a/"},
		errHas: "want two references A B, got 1",
		status: 2,
	}})
}

func TestEscape(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name:   "segment encodes / and %; keeps sub-delims, : and @",
		args:   []string{"escape", "--component=segment", "a b/c%d", "x:y@z!$&'()*+,;="},
		stdout: "a%20b%2Fc%25d\nx:y@z!$&'()*+,;=\n",
	}, {
		name:   "path keeps /",
		args:   []string{"escape", "--component=path", "/a b/é"},
		stdout: "/a%20b/%C3%A9\n",
	}, {
		name:   "param encodes & = + ; #",
		args:   []string{"escape", "--component=param", "a&b=c+d;e#f?g/h"},
		stdout: "a%26b%3Dc%2Bd%3Be%23f?g/h\n",
	}, {
		name:   "query keeps ? and /, not #",
		args:   []string{"escape", "--component=query", "a=b&c?d/e#f g"},
		stdout: "a=b&c?d/e%23f%20g\n",
	}, {
		name:   "userinfo keeps :, encodes @",
		args:   []string{"escape", "--component=userinfo", "us er:pa@ss"},
		stdout: "us%20er:pa%40ss\n",
	}, {
		name:   "host (reg-name) encodes : and @",
		args:   []string{"escape", "--component=host", "ex:am@ple"},
		stdout: "ex%3Aam%40ple\n",
	}, {
		name:   "fragment keeps ? and /, encodes #",
		args:   []string{"escape", "--component=fragment", "a?b/c#d"},
		stdout: "a?b/c%23d\n",
	}, {
		name:    "JSON",
		args:    []string{"escape", "--json", "--component=segment", "a/b"},
		stdout:  `{"input":"a/b","component":"segment","output":"a%2Fb"}` + "\n",
		outJSON: true,
	}, {
		name:   "missing --component",
		args:   []string{"escape", "a b"},
		errHas: "missing --component",
		status: 2,
	}, {
		name:   "unknown component",
		args:   []string{"escape", "--component=port", "1"},
		errHas: "want userinfo, host, path, segment, query, param or fragment",
		status: 2,
	}})
}

func TestUnescape(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name:   "triplets decoded once (%2540 gives %40)",
		args:   []string{"unescape", "a%20b%2Fc", "%2540", "%C3%A9"},
		stdout: "a b/c\n%40\né\n",
	}, {
		name:   "RFC 1630 Example 3: %* and %as are errors",
		args:   []string{"unescape"},
		stdin:  "%*\nok\n%as\n",
		stdout: "ok\n",
		stderr: "uri: 1: invalid character \"*\" at offset 1 (\"%\" must be followed by two hex digits) in \"%*\"\n" +
			"uri: 3: invalid character \"s\" at offset 2 (\"%\" must be followed by two hex digits) in \"%as\"\n",
		status: 1,
	}, {
		name:    "JSON shows controls escaped",
		args:    []string{"unescape", "--json", "a%0Ab"},
		stdout:  `{"input":"a%0Ab","output":"a\u000ab"}` + "\n",
		outJSON: true,
	}, {
		name:   "--no-controls refuses CR, LF and NUL",
		args:   []string{"unescape", "--no-controls", "a%0D%0Ab", "a%00", "a%20b"},
		stdout: "a b\n",
		errHas: "uri: 1: ",
		status: 1,
	}})
}

func TestGet(t *testing.T) {
	const u = "foo://user@example.com:8042/over/th%65re%20x?name=ferret#nose"
	runCmdTests(t, []cmdTest{{
		name:   "every placeholder",
		args:   []string{"get", "--format={scheme}|{authority}|{userinfo}|{host}|{hostkind}|{port}|{path}|{query}|{fragment}", u},
		stdout: "foo|user@example.com:8042|user|example.com|regname|8042|/over/there x|name=ferret|nose\n",
	}, {
		name:   "{:path} and {url:path} as written, literal braces",
		args:   []string{"get", "--format={{{:path}} {url:path} {:port} {url:uri}", u},
		stdout: "{/over/th%65re%20x} /over/th%65re%20x 8042 " + u + "\n",
	}, {
		name:   "decoded controls stay triplets: C0, DEL, C1 (U+0085), not UTF-8",
		args:   []string{"get", "--format={userinfo}|{host}|{path}|{query}|{fragment}", "http://%0D@a%09b/%00%7F%C2%85%FF?%1B#%0A"},
		stdout: "%0D|a%09b|/%00%7F%C2%85%FF|%1B|%0A\n",
	}, {
		name:   "decoded reserved octets and UTF-8",
		args:   []string{"get", "--format={path}|{query}", "http://a/%2F%C3%A9?%26%3D%2B"},
		stdout: "//é|&=+\n",
	}, {
		name:   "undefined components print nothing",
		args:   []string{"get", "--format=<{port}><{query}><{host}>", "mailto:a@b"},
		stdout: "<><><>\n",
	}, {
		name:    "JSON keys from the template, null for undefined",
		args:    []string{"get", "--json", "--format={host}:{port} {:path} {host}", "http://a/b%20c"},
		stdout:  `{"host":"a","port":null,":path":"/b%20c"}` + "\n",
		outJSON: true,
	}, {
		name:   "invalid input in a stream",
		args:   []string{"get", "--format={host}"},
		stdin:  "http://a/\nhttp://[::1/\nhttp://b/\n",
		stdout: "a\nb\n",
		stderr: "uri: 2: invalid character \"/\" in host at offset 11 (missing \"]\" at the end of an IPv6 address) in \"http://[::1/\"\n",
		status: 1,
	}, {
		name:   "unknown placeholder",
		args:   []string{"get", "--format={hots}", u},
		errHas: "unknown placeholder {hots} at offset 0",
		status: 2,
	}, {
		name:   "an unclosed brace is text, as in trurl",
		args:   []string{"get", "--format=x{host", u},
		stdout: "x{host\n",
	}, {
		name:   "missing --format",
		args:   []string{"get", u},
		errHas: "missing --format",
		status: 2,
	}})
}

// TestGetTrurlPlaceholders checks that uri get reads its format as the
// trurl mode's --get does (uri --help; trurl's manual), on references as
// written: every component and qualifier, {query:KEY}, brackets and
// escapes, and the format as the first argument.
func TestGetTrurlPlaceholders(t *testing.T) {
	const imap = "imap://us%65r:pw;o%20x@Example.COM:143/a%20b?x=1&y=a%26b&x=2#f"
	runBinTests(t, []cmdTest{
		{name: "{query:KEY}", args: []string{"get", "--format={query:x}", "http://a/?x=1&y=2"}, stdout: "1\n"},
		{name: "the format as the first argument", args: []string{"get", "{host}", "http://example.com/"}, stdout: "example.com\n"},
		{name: "the format as the first argument, standard input", args: []string{"get", "{host} {port}"}, stdin: "http://a:1/\nhttp://b/\n", stdout: "a 1\nb \n"},
		{name: "every trurl component, as written", args: []string{"get", "{url}|{scheme}|{user}|{password}|{options}|{host}|{port}|{path}|{query}|{fragment}|{zoneid}", imap},
			stdout: imap + "|imap|user|pw|o x|Example.COM|143|/a b|x=1&y=a&b&x=2|f|\n"},
		{name: "{query:KEY}, {:query:KEY} and {query-all:KEY}", args: []string{"get", "{query:y} {:query:y} {query-all:x} <{query:z}>", imap}, stdout: "a&b a%26b 1 2 <>\n"},
		{name: "{default:port} and {default:url}", args: []string{"get", "{port}|{default:port}|{default:url}", "http://a/b", "https://a:8443/"},
			stdout: "|80|http://a:80/b\n8443|8443|https://a:8443/\n"},
		{name: "{puny:host} and {idn:host}", args: []string{"get", "{puny:host} {puny:url} {idn:host}", "http://%C3%A5%C3%A4%C3%B6/", "http://xn--4cab6c/"},
			stdout: "xn--4cab6c http://xn--4cab6c/ åäö\nxn--4cab6c http://xn--4cab6c/ åäö\n"},
		{name: "[brackets] when [ comes first, and escapes", args: []string{"get", `[scheme]\t[host]{x}\n\[[:path]`, "http://a/%20"}, stdout: "http\ta{x}\n[/%20\n"},
		{name: "{{ is a brace, a lone } and an unclosed { are text", args: []string{"get", "{{{host}} {port", "http://a:1/"}, stdout: "{a} {port\n"},
		{name: "{must:query}: the input fails, the run goes on", args: []string{"get", "{must:query}", "http://a/?q", "http://a/", "http://b/?"},
			stdout: "q\n\n", stderr: "uri: 2: missing {must:query} in http://a/\n", status: 1},
		{name: "{strict:path}: the input fails", args: []string{"get", "{strict:path}", "http://a/%0A", "http://a/b"},
			stdout: "/b\n", stderr: "uri: 1: path decodes to a control or non-UTF-8 octet [/%0A]\n", status: 1},
		{name: "a relative reference: no scheme, no host", args: []string{"get", "--json", "{scheme}|{host}|{path}|{query:a}|{zoneid}", "../x?a=1"},
			stdout: `{"scheme":null,"host":null,"path":"../x","query:a":"1","zoneid":null}` + "\n", outJSON: true},
		{name: "puny: and idn: together", args: []string{"get", "{puny:idn:host}", "http://a/"},
			stderr: "uri get: --format: puny: and idn: are mutually exclusive in {puny:idn:host}\n", status: 2},
		{name: "a first argument without { is an input", args: []string{"get", "http://a/"}, stderr: "uri get: missing --format\n", status: 2},
	})
}

func TestLint(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name: "the draft §7: password, reserved port, encoded CR LF",
		args: []string{"lint", "ftp://user:pw@example.com:25/%0D%0A", "http://example.com/"},
		stdout: "ftp://user:pw@example.com:25/%0D%0A offset 10: password: userinfo holds a password (the draft §7, RFC 3986 §3.2.1)\n" +
			"ftp://user:pw@example.com:25/%0D%0A offset 26: port-reserved: port below 1024 that is not the scheme's default (the draft §7)\n" +
			"ftp://user:pw@example.com:25/%0D%0A offset 29: encoded-control: percent-encoded control character (the draft §7: CR, LF, NUL and the like)\n" +
			"ftp://user:pw@example.com:25/%0D%0A offset 32: encoded-control: percent-encoded control character (the draft §7: CR, LF, NUL and the like)\n",
		status: 1,
	}, {
		name:   "clean input: nothing printed, status 0",
		args:   []string{"lint", "https://example.com/a?b#c"},
		stdout: "",
	}, {
		name:  "JSON, an invalid line in the middle",
		args:  []string{"lint", "--json"},
		stdin: "http://a/\nhttp://a b/\nHTTP://a/\n",
		stdout: `{"uri":"http://a/","warnings":[]}` + "\n" +
			`{"input":"http://a b/","line":2,"offset":8,"rule":"reg-name","component":"host","error":"invalid space in host at offset 8 in \"http://a b/\""}` + "\n" +
			`{"uri":"HTTP://a/","warnings":[{"offset":0,"code":"scheme-case","message":"scheme not in lowercase (RFC 3986 §6.2.2.1)"}]}` + "\n",
		stderr:  "uri: 2: invalid space in host at offset 8 in \"http://a b/\"\n",
		status:  1,
		outJSON: true,
	}})
}

func TestSet(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name:   "escape, append a parameter, remove the fragment",
		args:   []string{"set", "--escape", "--path=/a b", "--append-query=q=x&y", "--remove=fragment", "http://example.com/?k=v#top"},
		stdout: "http://example.com/a%20b?k=v&q=x%26y\n",
	}, {
		name:   "scheme and port",
		args:   []string{"set", "--scheme=https", "--port=8443", "http://a/x", "//b"},
		stdout: "https://a:8443/x\nhttps://b:8443\n",
	}, {
		name:   "remove port and userinfo",
		args:   []string{"set", "--remove=port", "--remove=userinfo", "http://u@a:8080/p"},
		stdout: "http://a/p\n",
	}, {
		name:   "an empty query is defined (RFC 3986 §3.4)",
		args:   []string{"set", "--query=", "http://a/"},
		stdout: "http://a/?\n",
	}, {
		name:   "append without escaping: a key alone, a key and value",
		args:   []string{"set", "--append-query=a=1", "--append-query=b", "http://a/", "http://a/?x"},
		stdout: "http://a/?a=1&b\nhttp://a/?x&a=1&b\n",
	}, {
		name:   "escaped host",
		args:   []string{"set", "--escape", "--host=ex ample", "http://a/"},
		stdout: "http://ex%20ample/\n",
	}, {
		name:    "JSON",
		args:    []string{"set", "--json", "--fragment=f", "a"},
		stdout:  `{"input":"a","uri":"a#f"}` + "\n",
		outJSON: true,
	}, {
		name:   "an authority before a rootless path is refused (RFC 3986 §3.3)",
		args:   []string{"set", "--host=example.org", "mailto:a@b"},
		stderr: "uri: 1: invalid character \"a\" in path at offset 0 (after an authority, a path is empty or starts with \"/\") in \"a@b\"\n",
		status: 1,
	}, {
		name:   "a path starting with // without an authority is refused",
		args:   []string{"set", "--remove=authority", "--path=//x", "http://a/"},
		stderr: "uri: 1: invalid character \"/\" in path at offset 1 (without an authority, a path cannot start with \"//\") in \"//x\"\n",
		status: 1,
	}, {
		name:   "a bad port, in a stream that goes on",
		args:   []string{"set", "--port=80a"},
		stdin:  "http://a/\n",
		stderr: "uri: 1: invalid character \"a\" in port at offset 2 (a port is decimal digits) in \"80a\"\n",
		status: 1,
	}, {
		name:   "an unescaped space in an appended parameter",
		args:   []string{"set", "--append-query=a b=c", "http://a/"},
		stderr: "uri: 1: invalid space in query at offset 1 in \"a b=c\"\n",
		status: 1,
	}, {
		name:   "invalid input in the middle of a stream",
		args:   []string{"set", "--scheme=https"},
		stdin:  "http://a/\nhttp://a b/\nhttp://b/\n",
		stdout: "https://a/\nhttps://b/\n",
		stderr: "uri: 2: invalid space in host at offset 8 in \"http://a b/\"\n",
		status: 1,
	}, {
		name:   "nothing to change",
		args:   []string{"set", "http://a/"},
		errHas: "nothing to change",
		status: 2,
	}, {
		name:   "unknown --remove",
		args:   []string{"set", "--remove=path", "http://a/"},
		errHas: "want scheme, authority, userinfo, port, query or fragment",
		status: 2,
	}})
}
