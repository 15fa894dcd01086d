package scheme_test

import (
	"testing"

	"github.com/uriref/uri/scheme"
)

func TestParseLDAP(t *testing.T) {
	type L = scheme.LDAP
	type X = scheme.Extension
	umich := "o=University of Michigan,c=US"
	testParse(t, scheme.ParseLDAP, []parseCase[L]{
		// uri(7), verbatim.
		{in: "ldap://ldap.itd.umich.edu/o=University%20of%20Michigan,c=US", want: L{Host: "ldap.itd.umich.edu", DN: umich, Scope: "base"}},
		{in: "ldap://ldap.itd.umich.edu/o=University%20of%20Michigan,c=US?postalAddress", want: L{Host: "ldap.itd.umich.edu", DN: umich, Attributes: []string{"postalAddress"}, Scope: "base"}},
		{in: "ldap://host.com:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)", want: L{Host: "host.com", Port: "6666", DN: umich, Scope: "sub", Filter: "(cn=Babs Jensen)"}},
		// RFC 3986 §1.1.2.
		{in: "ldap://[2001:db8::7]/c=GB?objectClass?one", want: L{Host: "[2001:db8::7]", DN: "c=GB", Attributes: []string{"objectClass"}, Scope: "one"}},
		// RFC 4516 §4.
		{in: "ldap:///o=University%20of%20Michigan,c=US", want: L{DN: umich, Scope: "base"}},
		{in: "ldap://ldap1.example.net/o=University%20of%20Michigan,c=US", want: L{Host: "ldap1.example.net", DN: umich, Scope: "base"}},
		{in: "ldap://ldap1.example.net/o=University%20of%20Michigan,c=US?postalAddress", want: L{Host: "ldap1.example.net", DN: umich, Attributes: []string{"postalAddress"}, Scope: "base"}},
		{in: "ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)", want: L{Host: "ldap1.example.net", Port: "6666", DN: umich, Scope: "sub", Filter: "(cn=Babs Jensen)"}},
		{in: "LDAP://ldap1.example.com/c=GB?objectClass?ONE", want: L{Host: "ldap1.example.com", DN: "c=GB", Attributes: []string{"objectClass"}, Scope: "one"}, out: "ldap://ldap1.example.com/c=GB?objectClass?one"},
		{in: "ldap://ldap2.example.com/o=Question%3f,c=US?mail", want: L{Host: "ldap2.example.com", DN: "o=Question?,c=US", Attributes: []string{"mail"}, Scope: "base"}, out: "ldap://ldap2.example.com/o=Question%3F,c=US?mail"},
		{in: "ldap://ldap3.example.com/o=Babsco,c=US???(four-octet=%5c00%5c00%5c00%5c04)", want: L{Host: "ldap3.example.com", DN: "o=Babsco,c=US", Scope: "base", Filter: `(four-octet=\00\00\00\04)`}, out: "ldap://ldap3.example.com/o=Babsco,c=US???(four-octet=%5C00%5C00%5C00%5C04)"},
		{in: "ldap://ldap.example.com/o=An%20Example%5C2C%20Inc.,c=US", want: L{Host: "ldap.example.com", DN: `o=An Example\2C Inc.,c=US`, Scope: "base"}},
		{in: "ldap://ldap.example.net", want: L{Host: "ldap.example.net", Scope: "base"}, out: "ldap://ldap.example.net/"},
		{in: "ldap://ldap.example.net/", want: L{Host: "ldap.example.net", Scope: "base"}},
		{in: "ldap://ldap.example.net/?", want: L{Host: "ldap.example.net", Scope: "base"}, out: "ldap://ldap.example.net/"},
		{in: "ldap:///??sub??e-bindname=cn=Manager%2cdc=example%2cdc=com", want: L{Scope: "sub", Extensions: []X{{Type: "e-bindname", Value: "cn=Manager,dc=example,dc=com"}}}, out: "ldap:///??sub??e-bindname=cn=Manager%2Cdc=example%2Cdc=com"},
		{in: "ldap:///??sub??!e-bindname=cn=Manager%2cdc=example%2cdc=com", want: L{Scope: "sub", Extensions: []X{{Critical: true, Type: "e-bindname", Value: "cn=Manager,dc=example,dc=com"}}}, out: "ldap:///??sub??!e-bindname=cn=Manager%2Cdc=example%2Cdc=com"},
		// More than one attribute and extension; an OID; "*".
		{in: "ldap://h/dc=x?cn,mail;lang-en,*?base??!1.2.3,x", want: L{Host: "h", DN: "dc=x", Attributes: []string{"cn", "mail;lang-en", "*"}, Scope: "base", Extensions: []X{{Critical: true, Type: "1.2.3"}, {Type: "x"}}}, out: "ldap://h/dc=x?cn,mail;lang-en,*???!1.2.3,x"},
	})
	testRefusals(t, scheme.ParseLDAP, []refusal{
		{"ldaps://h/", 0, "ldapurl"},
		{"ldap:o=x", 5, "ldapurl"},
		{"ldap://u@h/", 7, "hostport"},
		{"ldap://h?cn", 8, "ldapurl"},
		{"ldap://h/?a?b?c?d?e", 17, "ldapurl"},
		{"ldap://h/?c%20n", 11, "attributes"},
		{"ldap://h/?cn,", 13, "attributes"},
		{"ldap://h/??subtree", 11, "scope"},
		{"ldap://h/???cn=x", 12, "filter"},
		{"ldap://h/???(cn=x", 17, "filter"},
		{"ldap://h/???(a)(b)", 15, "filter"},
		{"ldap://h/????!", 14, "extension"},
		{"ldap://h/????x,,y", 15, "extension"},
		{"ldap://h/????1..2", 15, "extension"},
	})
	var l scheme.LDAP
	if got := (scheme.LDAP{Host: "h"}).HostPort(); got != "h:389" {
		t.Errorf("HostPort() = %q, want h:389", got)
	}
	if l.HostPort() != "" {
		t.Errorf("HostPort() of no host = %q, want empty", l.HostPort())
	}
	_, err := scheme.LDAP{Scope: "all"}.URI()
	wantError(t, "scope", err, "all", 0, "scope")
	_, err = scheme.LDAP{Attributes: []string{"a b"}}.URI()
	wantError(t, "attributes", err, "a b", 1, "attributes")
}
