package scheme_test

import (
	"errors"
	"fmt"

	"github.com/uriref/uri"
	"github.com/uriref/uri/scheme"
)

func ExampleFromPOSIXPath() {
	u, _ := scheme.FromPOSIXPath("/home/u/a b.txt")
	fmt.Println(u)
	p, _ := scheme.ToPOSIXPath(u)
	fmt.Println(p)
	// Output:
	// file:///home/u/a%20b.txt
	// /home/u/a b.txt
}

func ExampleToWindowsPath() {
	for _, s := range []string{"file:///C:/x/a%20b", "file:///C%7C/x", "file://server/share/x"} {
		p, _ := scheme.ToWindowsPath(uri.MustParse(s))
		fmt.Println(p)
	}
	u, _ := scheme.FromWindowsPath(`\\server\share\x`)
	fmt.Println(u)
	// Output:
	// C:\x\a b
	// C:\x
	// \\server\share\x
	// file://server/share/x
}

func ExampleParseMailto() {
	m, _ := scheme.ParseMailto(uri.MustParse("mailto:gorby%25kremvax@example.com?subject=caf%C3%A9&body=hello"))
	fmt.Println(m.To)
	fmt.Println(m.Header("Subject"))
	// Output:
	// [gorby%kremvax@example.com]
	// café true
}

func ExampleMailto_URI() {
	u, _ := scheme.Mailto{
		To:      []string{"joe@example.com"},
		Headers: []scheme.Header{{Name: "subject", Value: "a & b"}},
	}.URI()
	fmt.Println(u)
	// Output: mailto:joe@example.com?subject=a%20%26%20b
}

func ExampleParseNews() {
	for _, s := range []string{"news:comp.lang.ada", "news:*", "news:p0624081dc30b8699bf9b@%5B10.20.30.108%5D"} {
		n, _ := scheme.ParseNews(uri.MustParse(s))
		fmt.Printf("group %q, message-id %q\n", n.Group, n.MessageID)
	}
	// Output:
	// group "comp.lang.ada", message-id ""
	// group "*", message-id ""
	// group "", message-id "p0624081dc30b8699bf9b@[10.20.30.108]"
}

func ExampleParseNNTP() {
	n, _ := scheme.ParseNNTP(uri.MustParse("nntp://news.gmane.org/gmane.ietf.tools/742"))
	fmt.Println(n.HostPort(), n.Group, n.Article)
	// Output: news.gmane.org:119 gmane.ietf.tools 742
}

func ExampleParseLDAP() {
	l, _ := scheme.ParseLDAP(uri.MustParse("ldap://host.com:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)"))
	fmt.Println(l.HostPort())
	fmt.Println(l.DN)
	fmt.Println(l.Scope, l.Filter)
	// Output:
	// host.com:6666
	// o=University of Michigan,c=US
	// sub (cn=Babs Jensen)
}

func ExampleParseGopher() {
	g, _ := scheme.ParseGopher(uri.MustParse("gopher://gopher.example/7search%09cats"))
	fmt.Printf("%s %c %q %q\n", g.HostPort(), g.Type, g.Selector, g.Search)
	// Output: gopher.example:70 7 "search" "cats"
}

func ExampleParseFTP() {
	f, _ := scheme.ParseFTP(uri.MustParse("ftp://ftp.is.co.za/rfc/rfc1808.txt"))
	fmt.Println(f.User, f.HostPort(), f.Path)
	f, _ = scheme.ParseFTP(uri.MustParse("ftp://info.cern.ch/pub/www/doc;type=d"))
	fmt.Printf("%v %c\n", f.Path, f.Type)
	// Output:
	// anonymous ftp.is.co.za:21 [rfc rfc1808.txt]
	// [pub www doc] d
}

func ExampleParseTelnet() {
	t, _ := scheme.ParseTelnet(uri.MustParse("telnet://melvyl.ucop.edu/"))
	fmt.Println(t.HostPort())
	// Output: melvyl.ucop.edu:23
}

func ExampleParseWAIS() {
	w, _ := scheme.ParseWAIS(uri.MustParse("wais://wais.example/db?free%20text"))
	fmt.Println(w.HostPort(), w.Database, w.Search)
	// Output: wais.example:210 db free text
}

func ExampleParseMan() {
	m, _ := scheme.ParseMan(uri.MustParse("man:ls(1)"))
	fmt.Println(m.Name, m.Section)
	// Output: ls 1
}

func ExampleParseInfo() {
	for _, s := range []string{"info:gcc#G++_and_GCC", "info:(gcc)G++%20and%20GCC", "info:gcc"} {
		i, _ := scheme.ParseInfo(uri.MustParse(s))
		fmt.Printf("%s %q KDE=%v\n", i.File, i.Node, i.KDE)
	}
	// Output:
	// gcc "G++ and GCC" KDE=false
	// gcc "G++ and GCC" KDE=true
	// gcc "Top" KDE=false
}

func ExampleURN_Equal() {
	a, _ := scheme.ParseURN(uri.MustParse("URN:example:a123,z456"))
	b, _ := scheme.ParseURN(uri.MustParse("urn:EXAMPLE:a123,z456?+abc"))
	c, _ := scheme.ParseURN(uri.MustParse("urn:example:a123%2Cz456"))
	fmt.Println(a.NID, a.NSS, a.Equal(b), a.Equal(c))
	// Output: example a123,z456 true false
}

func ExampleParseLDAP_error() {
	_, err := scheme.ParseLDAP(uri.MustParse("ldap://h/??subtree"))
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Rule)
	}
	fmt.Println(err)
	// Output:
	// 11 scope
	// uri: invalid scope in query at offset 11 in "ldap://h/??subtree"
}
