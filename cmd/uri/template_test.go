package main

import "testing"

// TestTemplate runs uri template through the built command. The expected
// expansions are RFC 6570's (§3.2, the examples of each operator).
func TestTemplate(t *testing.T) {
	const issues = "/repos{/owner,repo}/issues{?state,labels*}"
	runBinTests(t, []cmdTest{{
		name:   "KEY=VALUE, a list with \",\"",
		args:   []string{"template", issues, "owner=uriref", "repo=uri", "labels=bug,ui"},
		stdout: "/repos/uriref/uri/issues?labels=bug&labels=ui\n",
	}, {
		name:   "RFC 6570 §3.2.2: values are encoded",
		args:   []string{"template", "{hello}", "hello=Hello World!"},
		stdout: "Hello%20World%21\n",
	}, {
		name:   "no values: the literals",
		args:   []string{"template", "http://example.com/{x}"},
		stdout: "http://example.com/\n",
	}, {
		name:    "--json: an object a line, an array a list, an object an associative array in order",
		args:    []string{"template", "--json", "{?list,n}{&keys*}"},
		stdin:   `{"list":["red","green"],"n":6}` + "\n" + `{"keys":{"semi":";","dot":"."},"list":null}` + "\n",
		stdout:  `{"template":"{?list,n}{&keys*}","uri":"?list=red,green&n=6"}` + "\n" + `{"template":"{?list,n}{&keys*}","uri":"&semi=%3B&dot=."}` + "\n",
		outJSON: true,
	}, {
		name:   "--json: not an object",
		args:   []string{"template", "--json", "{x}", "[1]", `{"x":"a"}`},
		stdout: `{"input":"[1]","line":1,"offset":null,"rule":null,"component":null,"error":"want a JSON object of values"}` + "\n" + `{"template":"{x}","uri":"a"}` + "\n",
		stderr: "uri: 1: want a JSON object of values\n",
		status: 1,
	}, {
		name:   "--json: nested arrays",
		args:   []string{"template", "--json", "{x}", `{"x":[[1]]}`},
		stderr: "uri: 1: the value of \"x\" nests arrays or objects, which RFC 6570 has not\n",
		stdout: `{"input":"{\"x\":[[1]]}","line":1,"offset":null,"rule":null,"component":null,"error":"the value of \"x\" nests arrays or objects, which RFC 6570 has not"}` + "\n",
		status: 1,
	}, {
		name:   "--match: the values, decoded",
		args:   []string{"template", "--match", issues, "/repos/uriref/uri/issues?state=open&labels=bug&labels=good%20first", "/repos/uriref"},
		stdout: `"/repos/uriref/uri/issues?state=open&labels=bug&labels=good%20first" owner="uriref" repo="uri" state="open" labels=["bug","good first"]` + "\n",
		stderr: "uri: 2: no match: no values expand the template to this URI\n",
		status: 1,
	}, {
		name:    "--match --json, from standard input",
		args:    []string{"template", "--match", "--json", "{/path*}{?keys*}"},
		stdin:   "/a/b?k=v&j=%C3%A9\n",
		stdout:  `{"uri":"/a/b?k=v&j=%C3%A9","vars":{"path":["a","b"],"keys":[["k","v"],["j","é"]]}}` + "\n",
		outJSON: true,
	}, {
		name:   "--match: ambiguous",
		args:   []string{"template", "--match", "{name}.{ext}", "a.tar.gz"},
		stderr: "uri: 1: ambiguous match: several sets of values expand the template to this URI\n",
		status: 1,
	}, {
		name:   "--match: no raw control character",
		args:   []string{"template", "--match", "/{x}", "/%1B%5B31m"},
		stdout: `"/%1B%5B31m" x="%1B[31m"` + "\n",
	}, {
		name:   "an expansion that is no URI reference",
		args:   []string{"template", "http://a:{port}/", "port=x"},
		stderr: "uri template: invalid character \"x\" in port at offset 9 (a port is decimal digits) in \"http://a:x/\"\n",
		status: 1,
	}, {
		name:   "a prefix on a list (RFC 6570 §2.4.1)",
		args:   []string{"template", "{x:2}", "x=a,b"},
		stderr: "uri template: a prefix on a list or an associative array (RFC 6570 §2.4.1) at offset 2 in \"{x:2}\"\n",
		status: 1,
	}, {
		name:   "a malformed template",
		args:   []string{"template", "/search{?q"},
		stderr: "uri template: TEMPLATE: end of input in an expression (missing \"}\") at offset 10 in \"/search{?q\"\n",
		status: 1,
	}, {
		name:   "an operator RFC 6570 reserves",
		args:   []string{"template", "{!x}"},
		stderr: "uri template: TEMPLATE: operator '!' (RFC 6570 §2.2 reserves it, or has no such operator) at offset 1 in \"{!x}\"\n",
		status: 1,
	}, {
		name:   "literals that form no URI reference",
		args:   []string{"template", "a#b#{c}"},
		errHas: "TEMPLATE: its literals form no URI reference: invalid character \"#\" in fragment at offset 3",
		status: 1,
	}, {
		name:   "missing TEMPLATE",
		args:   []string{"template"},
		errHas: "uri template: missing TEMPLATE",
		status: 2,
	}, {
		name:   "not KEY=VALUE",
		args:   []string{"template", "{x}", "x"},
		errHas: "uri template: want KEY=VALUE, not \"x\"",
		status: 2,
	}})
}
